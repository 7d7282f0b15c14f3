import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, memorySessionStore, type MpaClient, type MpaError, type Page } from '../src/index';

/**
 * The typed methods against the real dev API (CONTRACT §8), loaded from its source so that this
 * package does not depend on the dev API's build (the dev API depends on the SDK).
 */
interface DevApi {
  apiUrl: string;
  authUrl: string;
  revokeAllTokens(): Promise<void>;
  close(): Promise<void>;
}
type Start = (o: {
  dataDir: string;
  apiPort: number;
  authPort: number;
  seed: 'demo';
  log: boolean;
}) => Promise<DevApi>;

let api: DevApi;
let dir: string;
let c: MpaClient;
const onUnauthorized = vi.fn();

beforeAll(async () => {
  const src = new URL('../../dev-api/src/index.ts', import.meta.url).href;
  const { startDevApi } = (await import(/* @vite-ignore */ src)) as { startDevApi: Start };
  dir = mkdtempSync(join(tmpdir(), 'mpa-sdk-it-'));
  api = await startDevApi({ dataDir: dir, apiPort: 0, authPort: 0, seed: 'demo', log: false });
  c = createClient({
    authBaseUrl: api.authUrl,
    apiBaseUrl: api.apiUrl,
    session: memorySessionStore(),
    onUnauthorized,
  });
  await c.auth.login({ mobile: '9000000000', password: 'admin12345' });
}, 60_000);
afterAll(async () => {
  await api?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function expectPage(p: Page<unknown>, page: number, pageSize: number): void {
  expect(Array.isArray(p.items)).toBe(true);
  expect(p.page).toBe(page);
  expect(p.pageSize).toBe(pageSize);
  expect(p.items.length).toBeLessThanOrEqual(pageSize);
  expect(p.totalCount).toBeGreaterThanOrEqual(p.items.length);
}

describe('SDK against the dev API', () => {
  it('signs in with the demo account and rejects a wrong password with a message', async () => {
    expect(c.session.isAuthenticated()).toBe(true);
    const other = createClient({ authBaseUrl: api.authUrl, apiBaseUrl: api.apiUrl });
    const e = await other.auth
      .login({ mobile: '9000000000', password: 'wrong-password' })
      .catch((x: MpaError) => x);
    expect((e as MpaError).kind).toBe('http');
    expect((e as MpaError).message.length).toBeGreaterThan(0);
    expect(other.session.token()).toBeNull();
  });

  const lists: Array<[string, (c: MpaClient) => Promise<Page<unknown>>, number, number]> = [
    ['services.list', (c) => c.services.list({ page: 1, pageSize: 5 }), 1, 5],
    ['services.rootLevelActive', (c) => c.services.rootLevelActive(), 1, 100],
    ['users.list', (c) => c.users.list({ pageSize: 5 }), 1, 5],
    ['vendors.list', (c) => c.vendors.list({ page: 2, pageSize: 5 }), 2, 5],
    ['vendorServices.list', (c) => c.vendorServices.list({ pageSize: 5 }), 1, 5],
    ['shops.list', (c) => c.shops.list({ pageSize: 5 }), 1, 5],
    ['shopCategories.listPage', (c) => c.shopCategories.listPage({ pageSize: 5 }), 1, 5],
    ['reviews.list pending', (c) => c.reviews.list('pending', { pageSize: 5 }), 1, 5],
    ['reviews.list approved', (c) => c.reviews.list('approved', { pageSize: 5 }), 1, 5],
    ['reviews.list rejected', (c) => c.reviews.list('rejected', { pageSize: 5 }), 1, 5],
    ['referrals.codes.list', (c) => c.referrals.codes.list({ pageSize: 5 }), 1, 5],
    ['redemptions.list Pending', (c) => c.redemptions.list('Pending', { pageSize: 5 }), 1, 5],
    ['redemptions.list Approved', (c) => c.redemptions.list('Approved', { pageSize: 5 }), 1, 5],
    ['redemptions.list Rejected', (c) => c.redemptions.list('Rejected', { pageSize: 5 }), 1, 5],
    ['featuredAds.list', (c) => c.featuredAds.list({ pageSize: 5 }), 1, 5],
  ];
  it.each(lists)('%s returns a page', async (_n, run, page, pageSize) => {
    const p = await run(c);
    expectPage(p, page, pageSize);
    expect(p.totalCount).toBeGreaterThan(0);
  });

  it('array lists: referral configs, token mappings, flagged reviews', async () => {
    const configs = await c.referrals.configs.list();
    expect(configs.length).toBeGreaterThan(0);
    expect(typeof configs[0].configId).toBe('number');
    const mappings = await c.referrals.tokenMappings.list();
    expect(mappings.length).toBeGreaterThan(0);
    expectPage(await c.reviews.flagged({ onlyUnresolved: true }), 1, 10);
  });

  it('vendor services by mobile, and shop records normalised', async () => {
    const vendor = (await c.vendors.list({ pageSize: 1 })).items[0];
    const links = await c.vendorServices.byMobile(vendor.mobileNo);
    expect(links.pageSize).toBe(99999);
    expect(links.items.every((l) => l.vMobile === undefined || l.vMobile === vendor.mobileNo)).toBe(true);
    const shop = (await c.shops.list({ pageSize: 1 })).items[0];
    expect(Array.isArray(shop.shopImages)).toBe(true);
    expect(typeof shop.shopCategory).toBe('string');
    expect((await c.shops.get(shop.shopId)).shopId).toBe(shop.shopId);
  });

  it('iterates every vendor exactly once', async () => {
    const total = (await c.vendors.list()).totalCount;
    const ids: number[] = [];
    for await (const v of c.vendors.iterate({ pageSize: 7 })) ids.push(v.id);
    expect(ids.length).toBe(total);
    expect(new Set(ids).size).toBe(total);
  });

  it('search is a case-insensitive substring', async () => {
    const first = (await c.services.list({ pageSize: 1 })).items[0];
    const term = first.name.slice(1, 4).toUpperCase();
    const found = await c.services.list({ searchTerms: `  ${term} `, pageSize: 100 });
    expect(found.items.length).toBeGreaterThan(0);
  });

  it('creates, reads, updates the status of and removes a service (multipart round trip)', async () => {
    const icon = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'icon.png', { type: 'image/png' });
    const created = await c.services.create({
      name: 'SDK Test Service',
      description: 'from the SDK test',
      icon,
    });
    expect(created.message).toBe('Service created successfully');
    const id = created.data.id;
    expect((await c.services.get(id)).name).toBe('SDK Test Service');
    expect((await c.services.updateStatus(id, 'I')).data).toBeDefined();
    expect((await c.services.get(id)).status).toBe('I');
    expect((await c.services.delete(id)).message).toBe('Service removed successfully');
    await expect(c.services.get(id)).rejects.toMatchObject({ kind: 'http', status: 404 });
  });

  it('a revoked token: 401 clears the session and raises the session text', async () => {
    await api.revokeAllTokens();
    const e = (await c.vendors.list().catch((x: MpaError) => x)) as MpaError;
    expect([e.kind, e.message]).toEqual(['unauthorized', 'Session expired. Please login again.']);
    expect(c.session.token()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
