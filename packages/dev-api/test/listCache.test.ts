import { createClient } from '@libsql/client';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_FILE } from '../src/server';
import { start, type Harness } from './helpers';

// The list-result cache (src/db/client.ts) must never answer with data older than the last write,
// whether the write came through this server or through another connection to the same file.

const LIST = '/Vendors/v1?page=1&pageSize=5&sortBy=vendorname&searchTerms=a';
const names = async (h: Harness): Promise<string[]> =>
  (await h.call('GET', LIST)).body.data.items.map((v: { name: string }) => v.name);
const total = async (h: Harness): Promise<number> => (await h.call('GET', LIST)).body.data.totalCount;

/** A second connection to the server's database file (as a second process or the sqlite3 shell would be). */
function outside(h: Harness) {
  return createClient({ url: pathToFileURL(join(h.dir, DB_FILE)).href });
}

describe.each([
  ['on', true],
  ['off', false],
])('list cache %s', (_label, listCache) => {
  let h: Harness;
  beforeAll(async () => {
    h = await start({ listCache });
  });
  afterAll(async () => {
    await h.close();
  });

  it('a write through the API is seen by the next read of the same list', async () => {
    const first = (await h.call('GET', LIST)).body.data.items[0];
    expect(await names(h)).toEqual(await names(h)); // the second read is the cached one when the cache is on
    const count = await total(h);
    expect((await h.call('DELETE', `/vendors/v1/${first.id}`)).status).toBe(200);
    expect(await names(h)).not.toContain(first.name);
    expect(await total(h)).toBe(count - 1);
  });

  it('a write by another connection to the same database file is seen by the next read', async () => {
    const before = await names(h);
    await names(h); // cached now (cache on)
    const db = outside(h);
    try {
      await db.execute({
        sql: `UPDATE users SET name = ? WHERE role='V' AND name = ?`,
        args: ['Aaaa Renamed Outside', before[0]],
      });
    } finally {
      db.close();
    }
    const after = await names(h);
    expect(after[0]).toBe('Aaaa Renamed Outside');
    expect(after).not.toContain(before[0]);
  });

  it('the same for a term of 3+ characters (read through the search index)', async () => {
    const found = async (): Promise<string[]> =>
      (await h.data('/Vendors/v1?searchTerms=QWZX&sortBy=mobileno')).items.map(
        (v: { name: string }) => v.name,
      );
    expect(await found()).toEqual([]);
    expect(await found()).toEqual([]);
    expect(
      (await h.call('POST', '/Users/v1', { name: 'Qwzx Cached', mobileno: '9555509876', role: 'V' })).status,
    ).toBe(201);
    expect(await found()).toEqual(['Qwzx Cached']);
    expect(await found()).toEqual(['Qwzx Cached']);
    const db = outside(h);
    try {
      await db.execute(`UPDATE users SET name = 'Renamed Away' WHERE mobileno = '9555509876'`);
    } finally {
      db.close();
    }
    expect(await found()).toEqual([]);
  });

  it('a later page of a searched list (read by its cached sorted keys) sees writes through the API and by another connection', async () => {
    const page2 = async (): Promise<{ names: string[]; total: number }> => {
      const d = await h.data('/Vendors/v1?searchTerms=kumar&sortBy=vendorname&page=2&pageSize=3');
      return { names: d.items.map((v: { name: string }) => v.name), total: d.totalCount };
    };
    const before = await page2();
    expect(before.names).toHaveLength(3);
    expect(await page2()).toEqual(before);
    expect(
      (await h.call('POST', '/Users/v1', { name: 'Aaa Kumar First', mobileno: '9555501234', role: 'V' }))
        .status,
    ).toBe(201);
    const added = await page2();
    expect(added.total).toBe(before.total + 1);
    expect(added.names[0]).not.toBe(before.names[0]); // everything moved one place on
    const db = outside(h);
    try {
      await db.execute(`DELETE FROM users WHERE mobileno = '9555501234'`);
    } finally {
      db.close();
    }
    expect(await page2()).toEqual(before);
    // past the end with the count known: an empty page, the same total
    const past = await h.data(
      `/Vendors/v1?searchTerms=kumar&sortBy=vendorname&page=${before.total + 5}&pageSize=3`,
    );
    expect([past.items, past.totalCount]).toEqual([[], before.total]);
  });
});
