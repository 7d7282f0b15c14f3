import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevApi } from '../src/index';
import { start, tempDir, type Harness } from './helpers';

// Drift fault mode: one call's answers differ from the spec (a field renamed, dropped or of another
// type), as a drifting backend would, so a contract check (`mpa doctor`) can be tested against it.

type Item = Record<string, unknown>;

describe('drift fault mode', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await start({ drift: ['vendors.list:rename:name'] });
  });
  afterAll(async () => {
    await h.close();
  });

  const items = async (path: string): Promise<Item[]> => (await h.data(path)).items;
  const withoutDrift = async <T>(read: () => Promise<T>): Promise<T> => {
    h.api.setFaults({ drift: [] });
    return read();
  };

  it('renames the field in every item of the named call, values unchanged, and leaves other calls alone', async () => {
    const drifted = await items('/Vendors/v1?pageSize=20');
    expect(drifted).toHaveLength(20);
    for (const v of drifted) {
      expect(v).not.toHaveProperty('name');
      expect(typeof v.name_renamed).toBe('string');
    }
    // other calls with a field of that name keep it
    for (const u of await items('/Users/v1?pageSize=5')) expect(typeof u.name).toBe('string');
    const clean = await withoutDrift(() => items('/Vendors/v1?pageSize=20'));
    expect(clean.map((v) => v.name)).toEqual(drifted.map((v) => v.name_renamed));
    expect(clean.map(({ name: _, ...rest }) => rest)).toEqual(
      drifted.map(({ name_renamed: _, ...rest }) => rest),
    );
  });

  it('drops or retypes fields, by endpoint name or by method and path (any letter case, any placeholder name)', async () => {
    const vendor = (await items('/Vendors/v1?pageSize=1'))[0];
    const shop = (await items('/Shops/v1?pageSize=50')).find((s) => typeof s.shopWhatsappNo === 'string')!;
    const detail = await h.data(`/vendors/v1/${vendor.id}`);
    const categories = await items('/Shops/v1/all-categories');
    h.api.setFaults({
      drift: [
        { endpoint: 'vendors.list', action: 'retype', field: 'yearOfExperience' },
        { endpoint: 'vendors.list', action: 'retype', field: 'isActive' },
        { endpoint: 'get /shops/V1', action: 'retype', field: 'shopWhatsappNo' },
        { endpoint: 'GET /vendors/v1/{vendorId}', action: 'drop', field: 'venderEmail' },
        'shopCategories.list:drop:ord',
      ],
    });
    const v = (await items('/Vendors/v1?pageSize=1'))[0];
    expect([v.yearOfExperience, v.isActive, v.name]).toEqual([
      String(vendor.yearOfExperience),
      String(vendor.isActive),
      vendor.name,
    ]);
    const s = (await items('/Shops/v1?pageSize=50')).find((x) => x.shopId === shop.shopId)!;
    expect(s.shopWhatsappNo).toBe(Number(shop.shopWhatsappNo));
    const d = await h.data(`/vendors/v1/${vendor.id}`);
    expect(d).not.toHaveProperty('venderEmail');
    expect(d).toEqual(Object.fromEntries(Object.entries(detail).filter(([k]) => k !== 'venderEmail')));
    const c = await items('/Shops/v1/all-categories');
    expect(c).toHaveLength(categories.length);
    for (const x of c) expect(x).not.toHaveProperty('ord');
    // what the drift does not name is answered as before
    expect((await h.data('/Shops/v1/all-categories')).totalCount).toBe(categories.length);
  });

  it('a bad rule is refused with a message and leaves the drift in force as it was', async () => {
    h.api.setFaults({ drift: ['vendors.list:drop:email'] });
    expect(() => h.api.setFaults({ drift: ['vendors.lsit:drop:email'] })).toThrow(
      "drift: unknown endpoint 'vendors.lsit' (an SDK endpoint name such as vendors.list, or a method and path such as 'GET /Vendors/v1')",
    );
    expect(() => h.api.setFaults({ drift: ['GET /Vendors/v2:drop:email'] })).toThrow(
      'drift: the dev API has no call GET /Vendors/v2',
    );
    expect(() => h.api.setFaults({ drift: ['vendors.list:rename'] })).toThrow(
      "drift must be <endpoint>:<rename|drop|retype>:<field>, got 'vendors.list:rename'",
    );
    expect(() => h.api.setFaults({ drift: ['vendors.list:swap:email'] })).toThrow(/drift must be/);
    for (const v of await items('/Vendors/v1?pageSize=5')) expect(v).not.toHaveProperty('email');
    h.api.setFaults({ drift: [] });
    for (const v of await items('/Vendors/v1?pageSize=5')) expect(v).toHaveProperty('email');
  });

  it('startDevApi refuses a bad rule with a start-up error', async () => {
    const dir = tempDir();
    try {
      await expect(
        startDevApi({ dataDir: dir, apiPort: 0, authPort: 0, seed: 'none', drift: ['nothing.here:drop:x'] }),
      ).rejects.toMatchObject({
        name: 'DevApiStartError',
        message: expect.stringContaining("drift: unknown endpoint 'nothing.here'"),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
