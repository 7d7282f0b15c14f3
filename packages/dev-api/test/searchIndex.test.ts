import { createClient, type Client } from '@libsql/client';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_FILE } from '../src/server';
import { start, type Harness } from './helpers';

// The trigram search indexes (src/db/search.ts) must answer what is in the tables now, whoever wrote
// it: the API, another connection to the file, a foreign key's cascade; and a database file from
// before the indexes gains them on start-up.

const INDEXES = [
  'users',
  'services',
  'shops',
  'reviews',
  'review_flags',
  'referral_codes',
  'redemption_requests',
  'premium_services',
];

/** A second connection to the server's database file (as a second process or the sqlite3 shell would be). */
const outside = (h: Harness): Client => createClient({ url: pathToFileURL(join(h.dir, DB_FILE)).href });

/** FTS5's own check that each index holds exactly its table's rows (it throws when one is stale). */
async function checkIndexes(db: Client): Promise<void> {
  for (const t of INDEXES)
    await db.execute(`INSERT INTO ${t}_search(${t}_search, rank) VALUES ('integrity-check', 1)`);
}

describe('search index kept in step', () => {
  let h: Harness;
  const names = async (path: string): Promise<string[]> =>
    (await h.data(path)).items.map(
      (x: { name?: string; venderName?: string; shopName?: string }) => x.name ?? x.venderName ?? x.shopName,
    );
  beforeAll(async () => {
    h = await start({ listCache: false });
  });
  afterAll(async () => {
    await h.close();
  });

  it('follows a vendor created, renamed and deleted through the API', async () => {
    const c = await h.call('POST', '/Users/v1', {
      name: 'Quintessa Vexworth',
      mobileno: '9555501234',
      role: 'V',
      email: 'q.vexworth@example.com',
    });
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    const id = c.body.data.id;
    expect(await names('/Vendors/v1?searchTerms=VEXWORTH')).toEqual(['Quintessa Vexworth']);
    expect(await names('/Vendors/v1?searchTerms=5550123')).toEqual(['Quintessa Vexworth']);
    expect(await names('/Users/v1?searchTerms=vexworth%40exam')).toEqual(['Quintessa Vexworth']);
    expect(
      (await h.data('/Users/v1/search-by-mobile?mobile=9555501&role=V')).items.map(
        (u: { id: number }) => u.id,
      ),
    ).toEqual([id]);

    const u = await h.call('PUT', `/vendors/v1/toggle-active/${id}`, { isActive: false });
    expect(u.status).toBe(200); // a write to a column the index does not hold
    const r = await h.form(
      'POST',
      '/vendors/v1/vendor-profile',
      (() => {
        const fd = new FormData();
        fd.append('vendorId', String(id));
        fd.append('name', 'Quintessa Zephyrine');
        return fd;
      })(),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await names('/Vendors/v1?searchTerms=quintessa%20vex')).toEqual([]);
    expect(await names('/Vendors/v1?searchTerms=vexworth')).toEqual(['Quintessa Zephyrine']); // by the e-mail it kept
    expect(await names('/Vendors/v1?searchTerms=zephyrine')).toEqual(['Quintessa Zephyrine']);

    expect((await h.call('DELETE', `/vendors/v1/${id}`)).status).toBe(200);
    expect((await h.data('/Vendors/v1?searchTerms=zephyrine')).totalCount).toBe(0);
    expect((await h.data('/Users/v1?searchTerms=5550123')).totalCount).toBe(0);
    const db = outside(h);
    try {
      await checkIndexes(db);
    } finally {
      db.close();
    }
  });

  it("a renamed service is found under its new name in its vendors' and links' searches", async () => {
    const vendors = (await h.data('/Vendors/v1?pageSize=1000&sortBy=id')).items;
    const serviceId = vendors.find((v: { mainService: number | null }) => v.mainService !== null).mainService;
    const expected = vendors
      .filter((v: { mainService: number | null }) => v.mainService === serviceId)
      .map((v: { id: number }) => v.id);
    const links = (await h.data('/VenderServices/v1?pageSize=1000&sortBy=id')).items
      .filter((l: { servicesId: number }) => l.servicesId === serviceId)
      .map((l: { id: number }) => l.id);
    expect((await h.data('/Vendors/v1?searchTerms=xylophone')).totalCount).toBe(0);

    const r = await h.call('PUT', `/Services/v1/${serviceId}`, { name: 'Xylophone Tuning' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const found = await h.data('/Vendors/v1?searchTerms=XYLOPHONE%20t&pageSize=1000&sortBy=id');
    expect(found.items.map((v: { id: number }) => v.id)).toEqual(expected);
    expect(found.totalCount).toBe(expected.length);
    const foundLinks = await h.data('/VenderServices/v1?searchTerms=lophone&pageSize=1000&sortBy=id');
    expect(foundLinks.items.map((l: { id: number }) => l.id)).toEqual(links);
  });

  it('follows writes by another connection to the same file, cascades included', async () => {
    const victim = (await h.data('/Vendors/v1?sortBy=id&pageSize=1')).items[0];
    const shopsBefore = (await h.data('/Shops/v1?searchTerms=Outside%20Kiosk')).totalCount;
    const db = outside(h);
    try {
      await db.execute('PRAGMA foreign_keys = ON');
      await db.execute({
        sql: `UPDATE users SET name = 'Outsider Wrotethis' WHERE id = ?`,
        args: [victim.id],
      });
      await db.execute(
        `INSERT INTO shops(name, category, address, created_at, updated_at) VALUES ('Outside Kiosk', 'Grocery', '1 Side Lane', '2026-01-01', '2026-01-01')`,
      );
      expect(await names('/Vendors/v1?searchTerms=wrotethis')).toEqual(['Outsider Wrotethis']);
      expect((await h.data('/Shops/v1?searchTerms=outside%20kiosk')).totalCount).toBe(shopsBefore + 1);

      // deleting a review removes its flags by cascade: the flags' index must forget them too
      const flag = (await h.data('/ReviewRating/flagged?pageSize=1')).items[0];
      const reason = (
        await db.execute({ sql: 'SELECT reason FROM review_flags WHERE id = ?', args: [flag.flagId] })
      ).rows[0].reason as string;
      const before = (
        await h.data(`/ReviewRating/flagged?searchTerms=${encodeURIComponent(reason)}&pageSize=1000`)
      ).items.map((f: { flagId: number }) => f.flagId);
      expect(before).toContain(flag.flagId);
      await db.execute({ sql: 'DELETE FROM reviews WHERE id = ?', args: [flag.reviewID] });
      const after = (
        await h.data(`/ReviewRating/flagged?searchTerms=${encodeURIComponent(reason)}&pageSize=1000`)
      ).items.map((f: { flagId: number }) => f.flagId);
      expect(after).not.toContain(flag.flagId);
      expect(
        (
          await db.execute({
            sql: 'SELECT COUNT(*) AS n FROM review_flags WHERE id = ?',
            args: [flag.flagId],
          })
        ).rows[0].n,
      ).toBe(0);
      await checkIndexes(db);
    } finally {
      db.close();
    }
  });

  it('the integrity check used here does catch a stale index', async () => {
    // the control for the checks above: a write that bypasses the triggers is reported
    const db = outside(h);
    try {
      const tx = await db.transaction('write');
      await tx.execute('DROP TRIGGER shops_search_update');
      await tx.execute(`UPDATE shops SET name = 'Stale In The Index' WHERE id = (SELECT MIN(id) FROM shops)`);
      await expect(
        tx.execute(`INSERT INTO shops_search(shops_search, rank) VALUES ('integrity-check', 1)`),
      ).rejects.toThrow(/malformed|corrupt/i);
      await tx.rollback();
      await checkIndexes(db);
    } finally {
      db.close();
    }
  });
});

describe('a database file from before the search indexes', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await start({ listCache: false });
    // make it what an older dev API left: schema version 2, no indexes, and rows written since
    await h.api.close();
    const db = outside(h);
    try {
      const objects = (
        await db.execute(
          `SELECT type, name FROM sqlite_master WHERE name LIKE '%_search%' AND type IN ('table', 'trigger') AND sql IS NOT NULL`,
        )
      ).rows;
      for (const o of objects.filter((x) => x.type === 'trigger'))
        await db.execute(`DROP TRIGGER ${String(o.name)}`);
      for (const t of INDEXES) await db.execute(`DROP TABLE ${t}_search`);
      // and the indexes of users that migrations 3 and 4 left (5 dropped migration 4's columns and the rest)
      for (const index of ['users_main_service_role', 'users_role_gender'])
        await db.execute(`DROP INDEX ${index}`);
      await db.execute(`UPDATE meta SET value = '2' WHERE key = 'schema_version'`);
      await db.execute(
        `UPDATE users SET name = 'Written Beforeindexes' WHERE id = (SELECT MIN(id) FROM users WHERE role = 'V')`,
      );
      expect(
        (await db.execute(`SELECT COUNT(*) AS n FROM sqlite_master WHERE name LIKE '%_search%'`)).rows[0].n,
      ).toBe(0);
    } finally {
      db.close();
    }
    await h.restart();
  });
  afterAll(async () => {
    await h.close();
  });

  it('gains them on start-up, built from the rows it has', async () => {
    expect(
      (await h.data('/Vendors/v1?searchTerms=beforeindexes')).items.map((v: { name: string }) => v.name),
    ).toEqual(['Written Beforeindexes']);
    const db = outside(h);
    try {
      expect((await db.execute(`SELECT value FROM meta WHERE key = 'schema_version'`)).rows[0].value).toBe(
        '5',
      );
      await checkIndexes(db);
      const users = (await db.execute(`PRAGMA table_xinfo(users)`)).rows.map((r) => String(r.name));
      expect(users).not.toContain('search_text');
      expect(users).not.toContain('main_service_name');
      const indexes = (
        await db.execute(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'users'`)
      ).rows.map((r) => String(r.name));
      expect(indexes).toEqual(expect.arrayContaining(['users_main_service_role', 'users_role_gender']));
      for (const t of INDEXES) {
        const [a, b] = await Promise.all([
          db.execute(`SELECT COUNT(*) AS n FROM ${t}`),
          db.execute(`SELECT COUNT(*) AS n FROM ${t}_search`),
        ]);
        expect(b.rows[0].n, t).toBe(a.rows[0].n);
      }
    } finally {
      db.close();
    }
  });
});
