import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, ndjson, startStack, type Stack } from './helpers';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
  await s.login();
});
afterAll(() => s?.close());

async function ok(args: string[], input?: string): Promise<string> {
  const r = await s.mpa(args, { input });
  if (r.code !== 0) throw new Error(`mpa ${args.join(' ')} -> ${r.code}: ${r.stderr}`);
  return r.stdout;
}

const list = async (args: string[]): Promise<any[]> => json<any[]>(await ok([...args, '--format', 'json']));

describe('one list, get and write per noun, read back', () => {
  it('services: create a sub-service, get it, feature it, set status, delete', async () => {
    const created = json(
      await ok([
        'services',
        'create',
        '--name',
        'CLI Sub',
        '--parent',
        '1',
        '--description',
        'made by test',
        '--format',
        'json',
      ]),
    );
    expect(created.message).toBe('Service created successfully');
    const id = created.data.id as number;
    expect(json(await ok(['services', 'get', String(id), '--format', 'json']))).toMatchObject({
      name: 'CLI Sub',
      parentId: 1,
      description: 'made by test',
    });
    await ok(['services', 'feature', String(id)]);
    await ok(['services', 'status', String(id), 'I']);
    expect(json(await ok(['services', 'get', String(id), '--format', 'json']))).toMatchObject({
      isFeatured: true,
      status: 'I',
    });
    expect((await list(['services', 'list', '--parent', '1', '--all'])).map((x) => x.id)).toContain(id);
    const tree = await ok(['services', 'list', '--tree', '--format', 'table']);
    // a table of the services' columns, the sub-service under its parent with its name indented
    expect(tree).toMatch(new RegExp(`^${id} +└ CLI Sub +Inactive +Yes `, 'm'));
    expect((await s.mpa(['services', 'delete', String(id)])).code).toBe(2);
    expect((await ok(['services', 'delete', String(id), '--yes'])).trim()).toBe(
      'Service removed successfully',
    );
    expect((await s.mpa(['services', 'get', String(id)])).code).toBe(1);
  });

  it('services: validation runs before any call with the spec message', async () => {
    const r = await s.mpa(['services', 'create', '--name', '   ']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe('Service name is required');
  });

  it('vendors: create, find, deactivate, activate, get, link services', async () => {
    expect(
      (
        await ok([
          'vendors',
          'create',
          '--name',
          'Test Vendor Zeta',
          '--mobile',
          '98111-22334',
          '--gender',
          'f',
          '--age',
          '31',
          '--service',
          '2',
        ])
      ).trim(),
    ).toBe('Vendor created successfully');
    const [v] = await list(['vendors', 'list', '--search', 'Test Vendor Zeta']);
    expect(v).toMatchObject({ name: 'Test Vendor Zeta', mobileNo: '9811122334', isActive: true });
    await ok(['vendors', 'deactivate', String(v.id)]);
    expect((await list(['vendors', 'list', '--search', 'Test Vendor Zeta']))[0].isActive).toBe(false);
    expect(await ok(['vendors', 'deactivate', String(v.id)])).toContain('already inactive');
    expect((await list(['vendors', 'list', '--search', 'Test Vendor Zeta']))[0].isActive).toBe(false);
    await ok(['vendors', 'activate', String(v.id)]);
    expect((await list(['vendors', 'list', '--search', 'Test Vendor Zeta']))[0].isActive).toBe(true);
    expect(json(await ok(['vendors', 'get', String(v.id), '--format', 'json']))).toMatchObject({
      venderName: 'Test Vendor Zeta',
    });
    expect(
      (await ok(['vendors', 'update', String(v.id), '--experience', '9', '--address', '4 Lake Road'])).trim(),
    ).toBe('Vendor updated successfully');
    expect(json(await ok(['vendors', 'get', String(v.id), '--format', 'json']))).toMatchObject({
      venderName: 'Test Vendor Zeta',
      vMobile: '9811122334',
      yearOfExperience: 9,
      currentAddress: '4 Lake Road',
    });
    expect((await ok(['vendors', 'link', '9811122334', '2:piece:499', '7:hour:250'])).trim()).toBe(
      'Services linked successfully',
    );
    const links = await list(['vendors', 'services', '9811122334']);
    expect(links.map((l) => [l.servicesId, l.serviceUnits, l.serviceRates]).sort()).toEqual([
      [2, 'piece', 499],
      [7, 'hour', 250],
    ]);
    const bad = await s.mpa(['vendors', 'create', '--name', 'X', '--mobile', '98', '--gender', 'm']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toBe('Please fill required fields: name, mobile, gender, age, service');
    const badLink = await s.mpa(['vendors', 'link', '9811122334', '2:piece:0']);
    expect(badLink.stderr.trim()).toBe('Please provide valid rates and units for all selected services');
  });

  it('vendor-services: list, get, deactivate read back, delete', async () => {
    const [row] = await list(['vendor-services', 'list', '--page-size', '1']);
    expect(json(await ok(['vendor-services', 'get', String(row.id), '--format', 'json'])).id).toBe(row.id);
    await ok(['vendor-services', row.isActive ? 'deactivate' : 'activate', String(row.id)]);
    expect(json(await ok(['vendor-services', 'get', String(row.id), '--format', 'json'])).isActive).toBe(
      !row.isActive,
    );
    await ok(['vendor-services', 'delete', String(row.id), '--yes']);
    expect((await s.mpa(['vendor-services', 'get', String(row.id)])).code).toBe(1);
  });

  it('shops: create, get, update, delete', async () => {
    const created = json(
      await ok([
        'shops',
        'create',
        '--name',
        'CLI Bakes',
        '--category',
        'Bakery',
        '--address',
        '1 Test Road',
        '--phone',
        '9876500001',
        '--phone',
        '9876500002',
        '--format',
        'json',
      ]),
    );
    const id = created.data.shopId as number;
    expect(json(await ok(['shops', 'get', String(id), '--format', 'json']))).toMatchObject({
      shopName: 'CLI Bakes',
      shopPhones: ['9876500001', '9876500002'],
    });
    await ok(['shops', 'update', String(id), '--verified', 'true', '--address', '2 Test Road']);
    expect(json(await ok(['shops', 'get', String(id), '--format', 'json']))).toMatchObject({
      isVerified: true,
      shopAddress: '2 Test Road',
      shopName: 'CLI Bakes',
    });
    expect((await list(['shops', 'list', '--search', 'CLI Bakes'])).map((x) => x.shopId)).toEqual([id]);
    // Spec §7 gives the shop list no sort direction: --desc is refused, not faked on one page.
    const desc = await s.mpa(['shops', 'list', '--desc']);
    expect([desc.code, desc.stdout]).toEqual([2, '']);
    expect(desc.stderr).toMatch(/^--desc: the shop list has no sort direction/);
    const bad = await s.mpa(['shops', 'create', '--name', 'X', '--category', 'Y', '--address', 'Z']);
    expect(bad.stderr.trim()).toBe('At least one phone number is required');
    expect((await ok(['shops', 'delete', String(id), '--yes'])).trim()).toBe('Shop deleted successfully');
  });

  it('shop-categories: create, update, reorder, delete', async () => {
    expect((await ok(['shop-categories', 'create', '--name', 'CLI Cat', '--order', '50'])).trim()).toBe(
      'Category created',
    );
    await ok(['shop-categories', 'update', 'CLI Cat', '--name', 'CLI Category', '--active', 'false']);
    const all = await list(['shop-categories', 'list', '--all', '--page-size', '100', '--sort', 'order']);
    const mine = all.find((c) => c.shopCategoryName === 'CLI Category');
    expect(mine).toMatchObject({ isActive: false });
    const idx = all.indexOf(mine);
    expect((await ok(['shop-categories', 'reorder', 'CLI Category', 'up'])).trim()).toBe(
      'Category order updated',
    );
    const after = await list(['shop-categories', 'list', '--all', '--page-size', '100', '--sort', 'order']);
    expect(after.findIndex((c) => c.shopCategoryName === 'CLI Category')).toBe(idx - 1);
    expect((await ok(['shop-categories', 'delete', 'CLI Category', '--yes'])).trim()).toBe(
      'Category deleted',
    );
  });

  it('reviews: approve one pending review, read back, delete', async () => {
    const [r] = await list(['reviews', 'list', '--status', 'pending', '--page-size', '1']);
    const out = ndjson(
      await ok(['reviews', 'approve', String(r.reviewID), '--note', 'ok by test', '--format', 'ndjson']),
    );
    expect(out).toEqual([
      expect.objectContaining({ id: r.reviewID, result: 'done', message: 'Review published' }),
    ]);
    expect(
      (await list(['reviews', 'list', '--status', 'approved', '--all', '--page-size', '100'])).map(
        (x) => x.reviewID,
      ),
    ).toContain(r.reviewID);
    const flagged = await list(['reviews', 'flagged']);
    expect(flagged.length).toBeGreaterThan(0);
    await ok(['reviews', 'resolve', String(flagged[0].flagId)]);
    expect(
      (await list(['reviews', 'flagged', '--all', '--page-size', '100'])).map((f) => f.flagId),
    ).not.toContain(flagged[0].flagId);
    await ok(['reviews', 'delete', String(r.reviewID), '--yes']);
    expect(
      (await list(['reviews', 'list', '--status', 'approved', '--all', '--page-size', '100'])).map(
        (x) => x.reviewID,
      ),
    ).not.toContain(r.reviewID);
    const long = await s.mpa(['reviews', 'approve', '1', '--note', 'x'.repeat(201)]);
    expect(long.code).toBe(2);
  });

  it('referral-configs and token-mappings: update and read back', async () => {
    await ok(['referral-configs', 'update', '2', '--referrer-tokens', '77']);
    expect(
      (await list(['referral-configs', 'list'])).find((c) => c.configId === 2).referrerRewardTokens,
    ).toBe(77);
    expect((await s.mpa(['referral-configs', 'update', '2', '--referrer-tokens', '-1'])).code).toBe(2);
    const [m] = await list(['token-mappings', 'list']);
    expect((await ok(['token-mappings', 'update', String(m.mappingId), '--value', '42'])).trim()).toBe(
      'Mapping updated',
    );
    expect(
      (await list(['token-mappings', 'list'])).find((x) => x.mappingId === m.mappingId).equivalentValue,
    ).toBe(42);
    // the SDK's token-mapping rule, as the panel's form applies it: the same values refused with the same texts
    const refused = async (flag: string, value: string) => {
      const r = await s.mpa(['token-mappings', 'update', String(m.mappingId), flag, value]);
      expect(r.code).toBe(2);
      return r.stderr.trim();
    };
    expect(await refused('--required-tokens', '2.5')).toContain('Required tokens must be a whole number');
    expect(await refused('--required-tokens', '-1')).toContain('Required tokens must be 0 or more');
    expect(await refused('--required-tokens', '')).toContain('Required tokens must be 0 or more');
    expect(await refused('--value', '-1')).toContain('Equivalent value must be 0 or more');
    expect(await refused('--type', '  ')).toContain('Redemption type is required');
    await ok(['token-mappings', 'update', String(m.mappingId), '--required-tokens', '1e3']);
    expect(
      (await list(['token-mappings', 'list'])).find((x) => x.mappingId === m.mappingId).requiredTokens,
    ).toBe(1000);
  });

  it('referral-codes: list, deactivate, activate', async () => {
    const [c] = await list(['referral-codes', 'list', '--page-size', '1']);
    expect((await ok(['referral-codes', 'deactivate', String(c.codeId)])).trim()).toBe(
      'Referral code updated',
    );
    expect(
      (await list(['referral-codes', 'list', '--search', c.referralCode])).find((x) => x.codeId === c.codeId)
        .isActive,
    ).toBe(false);
    await ok(['referral-codes', 'activate', String(c.codeId)]);
    expect(
      (await list(['referral-codes', 'list', '--search', c.referralCode])).find((x) => x.codeId === c.codeId)
        .isActive,
    ).toBe(true);
  });

  it('redemptions: list each status, reject one, delete one', async () => {
    const [p] = await list(['redemptions', 'list']);
    expect(p.status).toBe('Pending');
    const rejected = ndjson(
      await ok(['redemptions', 'reject', String(p.redeemRequestId), '--note', 'dup', '--format', 'ndjson']),
    );
    expect(rejected[0]).toMatchObject({ result: 'done', message: 'Redemption request updated' });
    const rej = await list([
      'redemptions',
      'list',
      '--status',
      'rejected',
      '--search',
      'dup',
      '--all',
      '--page-size',
      '100',
    ]);
    expect(rej.find((x) => x.redeemRequestId === p.redeemRequestId)).toMatchObject({
      status: 'Rejected',
      note: 'dup',
    });
    const noNote = await s.mpa(['redemptions', 'approve', '1']);
    expect(noNote.code).toBe(2);
    expect(noNote.stderr.trim()).toBe('Note is required.');
    await ok(['redemptions', 'delete', String(p.redeemRequestId), '--yes']);
    expect(
      (await list(['redemptions', 'list', '--status', 'rejected', '--search', 'dup', '--all'])).map(
        (x) => x.redeemRequestId,
      ),
    ).not.toContain(p.redeemRequestId);
  });

  it('featured-ads: create, update, delete', async () => {
    expect(
      (
        await ok([
          'featured-ads',
          'create',
          '--start',
          '2030-01-01T00:00:00.000Z',
          '--end',
          '2030-02-01T00:00:00.000Z',
          '--priority',
          '7',
        ])
      ).trim(),
    ).toBe('Ad added');
    const all = await list(['featured-ads', 'list', '--all', '--page-size', '100']);
    const ad = all.find((a) => a.StartDate.startsWith('2030-01-01') && a.Priority === 7);
    expect(ad).toBeDefined();
    expect((await ok(['featured-ads', 'update', String(ad.FeaturedAdId), '--priority', '3'])).trim()).toBe(
      'Ad updated',
    );
    expect(
      (await list(['featured-ads', 'list', '--all', '--page-size', '100'])).find(
        (a) => a.FeaturedAdId === ad.FeaturedAdId,
      ).Priority,
    ).toBe(3);
    expect((await s.mpa(['featured-ads', 'create', '--priority', '0'])).code).toBe(2);
    expect((await ok(['featured-ads', 'delete', String(ad.FeaturedAdId), '--yes'])).trim()).toBe(
      'Ad deleted',
    );
  });

  it('paid-services: plans, create, get, toggle, update, delete', async () => {
    const plans = (await list(['paid-services', 'plans'])).map((p) => p.plan);
    expect(plans.length).toBeGreaterThan(0);
    const [v] = await list(['vendors', 'list', '--page-size', '1']);
    const created = json(
      await ok([
        'paid-services',
        'create',
        '--for',
        'vendor',
        '--vendor',
        String(v.id),
        '--plan',
        plans[0],
        '--start',
        '2030-01-01',
        '--end',
        '2030-12-31',
        '--amount',
        '-5',
        '--format',
        'json',
      ]),
    );
    expect(created.message).toBe('Paid service created successfully');
    const id = created.data.id as number;
    expect(json(await ok(['paid-services', 'get', String(id), '--format', 'json']))).toMatchObject({
      amountPaid: 0,
      subscriptionPlan: plans[0],
    });
    await ok(['paid-services', 'toggle', String(id)]);
    await ok(['paid-services', 'update', String(id), '--amount', '999']);
    expect(json(await ok(['paid-services', 'get', String(id), '--format', 'json']))).toMatchObject({
      amountPaid: 999,
      isActive: false,
    });
    expect((await list(['paid-services', 'list', '--for', 'shop'])).length).toBeGreaterThan(0);
    const missing = await s.mpa(['paid-services', 'create', '--for', 'vendor']);
    expect(missing.stderr.trim()).toBe('Please fill all required fields.');
    expect((await ok(['paid-services', 'delete', String(id), '--yes'])).trim()).toBe(
      'Paid service deleted successfully',
    );
  });
});
