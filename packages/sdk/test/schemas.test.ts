// The response schemas: the drift check on answers made up to show each finding, and against the
// real dev API (clean, then with drift injected) through the client's opt-in validator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../src/index';
import {
  checkBackend,
  checkResponse,
  READ_ONLY_ENDPOINTS,
  responses,
  responseValidator,
  type DriftReport,
} from '../src/schemas/index';
import { ADMIN, startTestStack, type TestStack } from './dev-api';

const vendor = {
  id: 7,
  name: 'Asha Rao',
  mobileNo: '9876543210',
  email: null,
  gender: 'f',
  yearOfBirth: 1990,
  yearOfExperience: 4,
  mainService: 2,
  imageUrl: null,
  isActive: true,
};
const page = (items: unknown[]) => ({
  success: true,
  code: 200,
  message: 'OK',
  data: { items, totalCount: items.length, page: 1, pageSize: 10 },
});
const drift = (r: DriftReport) =>
  r.findings.filter((f) => f.severity === 'drift').map((f) => `${f.kind} ${f.path}`);
const notes = (r: DriftReport) =>
  r.findings.filter((f) => f.severity === 'note').map((f) => `${f.kind} ${f.path}`);

describe('checkResponse', () => {
  it('a clean list answer (also as a bare array, and with Data) has no findings', () => {
    expect(checkResponse('vendors.list', page([vendor])).findings).toEqual([]);
    expect(checkResponse('vendors.list', { success: true, data: [vendor] }).findings).toEqual([]);
    expect(
      checkResponse('vendors.list', { success: true, Data: { items: [vendor], totalCount: 1 } }).findings,
    ).toEqual([]);
  });

  it('a missing required field, a mistyped one and an unknown one, counted over the items', () => {
    const { name: _name, ...noName } = vendor;
    const r = checkResponse(
      'vendors.list',
      page([noName, { ...vendor, yearOfBirth: '1990', nickname: 'A' }, { ...vendor, nickname: 'B' }]),
    );
    expect(r.drift).toBe(true);
    expect(drift(r)).toEqual(['missing items[].name', 'type items[].yearOfBirth']);
    expect(notes(r)).toEqual(['unknown items[].nickname']);
    expect(r.findings.find((f) => f.kind === 'unknown')).toMatchObject({ field: 'nickname', count: 2 });
    expect(r.findings.find((f) => f.kind === 'type')).toMatchObject({
      field: 'yearOfBirth',
      expected: 'number',
      received: 'string',
    });
  });

  it('an optional field may be absent or null where the type allows null, never of another type', () => {
    const { email: _e, imageUrl: _i, ...lean } = vendor;
    expect(checkResponse('vendors.list', page([lean])).findings).toEqual([]);
    expect(drift(checkResponse('vendors.list', page([{ ...vendor, isActive: 'true' }])))).toEqual([
      'type items[].isActive',
    ]);
  });

  it('unknown fields are only notes: the answer is not drift', () => {
    const r = checkResponse('vendors.get', {
      success: true,
      data: { id: 1, vendorId: 1, venderName: 'A', extra: 1 },
    });
    expect(r.drift).toBe(false);
    expect(notes(r)).toEqual(['unknown extra']);
  });

  it('nested records are checked at any depth (sub-services)', () => {
    const leaf = { id: 3, name: 'Leaf', subServices: [] };
    const r = checkResponse('services.get', {
      success: true,
      data: { id: 1, name: 'Root', subServices: [{ id: 2, subServices: [leaf], colour: 'red' }] },
    });
    expect(drift(r)).toEqual(['missing subServices[].name']);
    expect(notes(r)).toEqual(['unknown subServices[].colour']);
  });

  it('the envelope: not an object, no success flag, no data, data not a list, totalCount not a number', () => {
    expect(drift(checkResponse('vendors.list', [vendor]))).toEqual(['envelope (envelope)']);
    expect(drift(checkResponse('vendors.list', { data: { items: [vendor], totalCount: 1 } }))).toEqual([
      'envelope (envelope)',
    ]);
    expect(drift(checkResponse('vendors.get', { success: true }))).toEqual(['envelope data']);
    expect(drift(checkResponse('vendors.list', { success: true, data: { rows: [vendor] } }))).toEqual([
      'envelope data',
    ]);
    expect(
      drift(checkResponse('vendors.list', { success: true, data: { items: [vendor], totalCount: '1' } })),
    ).toEqual(['type totalCount']);
  });

  it('every endpoint of the table has a response contract, and the backend check plans every GET', () => {
    expect(Object.keys(responses).sort()).toEqual(Object.keys(endpoints).sort());
    expect([...READ_ONLY_ENDPOINTS].sort()).toEqual(
      (Object.keys(endpoints) as EndpointName[]).filter((n) => endpoints[n].method === 'GET').sort(),
    );
  });
});

describe('against the dev API', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.close());

  it('every read answer of the typed methods is to contract: the validator reports nothing', async () => {
    const reports: DriftReport[] = [];
    const c = await stack.client({
      validate: responseValidator({ onDrift: (r) => reports.push(r), notes: true }),
    });
    const vendors = await c.vendors.list({ pageSize: 5 });
    await c.vendors.get(vendors.items[0].id);
    await c.services.list({ pageSize: 3 });
    await c.services.rootLevelActive({ pageSize: 3 });
    await c.vendorServices.list({ pageSize: 3 });
    await c.shops.list({ pageSize: 3 });
    await c.shopCategories.list();
    for (const s of ['pending', 'approved', 'rejected'] as const) await c.reviews.list(s, { pageSize: 3 });
    await c.reviews.flagged({ onlyUnresolved: true });
    await c.referrals.configs.list();
    await c.referrals.tokenMappings.list();
    await c.referrals.codes.list({ pageSize: 3 });
    for (const s of ['Pending', 'Approved', 'Rejected'] as const)
      await c.redemptions.list(s, { pageSize: 3 });
    await c.featuredAds.list({ pageSize: 3 });
    await c.premiumServices.list('vendor', { pageSize: 3 });
    await c.premiumServices.plans();
    expect(reports).toEqual([]);
  });

  it('injected drift is reported through the hook, naming the call and field, and the call still answers', async () => {
    const reports: DriftReport[] = [];
    const c = await stack.client({ validate: responseValidator({ onDrift: (r) => reports.push(r) }) });
    stack.api.setFaults({ drift: ['referrals.codes:drop:referralCode'] });
    try {
      const codes = await c.referrals.codes.list({ pageSize: 2 });
      expect(codes.items).toHaveLength(2);
      await c.referrals.configs.list();
    } finally {
      stack.api.setFaults({ drift: [] });
    }
    expect(reports.map((r) => [r.endpoint, drift(r)])).toEqual([
      ['referrals.codes', ['missing items[].referralCode']],
    ]);
  });

  it('checkBackend: every GET once, all to contract; with drift, only that call', async () => {
    const clean = await checkBackend({
      authBaseUrl: stack.api.authUrl,
      apiBaseUrl: stack.api.apiUrl,
      credentials: ADMIN,
    });
    expect(clean.calls.map((c) => c.endpoint).sort()).toEqual([...READ_ONLY_ENDPOINTS].sort());
    expect(clean.ok).toBe(true);
    stack.api.setFaults({ drift: ['featuredAds.list:retype:Priority'] });
    try {
      const drifted = await checkBackend({
        authBaseUrl: stack.api.authUrl,
        apiBaseUrl: stack.api.apiUrl,
        token: await stack.token(),
      });
      expect(drifted.ok).toBe(false);
      expect(drifted.calls.filter((c) => c.outcome !== 'ok').map((c) => [c.endpoint, c.reason])).toEqual([
        ['featuredAds.list', 'items[].Priority: expected number, got string'],
      ]);
    } finally {
      stack.api.setFaults({ drift: [] });
    }
  });
});
