import { createClient } from '@libsql/client';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_FILE } from '../src/server';
import { formOf, start, type Harness } from './helpers';

// The vendor list is searched in memory (src/db/memorySearch.ts): a snapshot of every vendor's searched
// text, kept only until the next write, checked against every row for a term of 1-2 characters and against
// the trigram indexes' candidates for a longer one. Three servers share one database file: `cold` (list cache
// off, list queries on a worker thread) and `warm` (list cache on) search in memory, `scanned` reads as
// before the indexes. After each write (through either server, or by another connection) the snapshots
// must follow: every answer is the scan's, and the written row is found (or no longer found).

let cold: Harness;
let warm: Harness;
let scanned: Harness;

async function outsideRun(sql: string, args: (string | number)[] = []): Promise<void> {
  const db = createClient({ url: pathToFileURL(join(cold.dir, DB_FILE)).href });
  try {
    await db.execute({ sql, args });
  } finally {
    db.close();
  }
}

async function answer(
  h: Harness,
  path: string,
): Promise<{ totalCount: number; items: { id: number; name: string }[] }> {
  const r = await h.call('GET', path);
  expect(r.status, path).toBe(200);
  return JSON.parse(JSON.stringify(r.body.data).replaceAll(h.api.apiUrl, 'API'));
}

/** The term's answers on both in-memory servers, which must be the scan's (two sorts, both ways, two pages of 5); the scan's first page by name. */
async function search(term: string): Promise<{ totalCount: number; names: string[] }> {
  for (const sortBy of ['vendorname', 'service'])
    for (const desc of [false, true])
      for (const page of [1, 2]) {
        const path = `/Vendors/v1?searchTerms=${encodeURIComponent(term)}&sortBy=${sortBy}&sortDescending=${desc}&page=${page}&pageSize=5`;
        const expected = await answer(scanned, path);
        expect(await answer(cold, path), `cold ${path}`).toEqual(expected);
        expect(await answer(warm, path), `warm ${path}`).toEqual(expected);
      }
  const all = await answer(
    scanned,
    `/Vendors/v1?searchTerms=${encodeURIComponent(term)}&sortBy=vendorname&pageSize=1000`,
  );
  return { totalCount: all.totalCount, names: all.items.map((v) => v.name) };
}

let nextMobile = 9000333000;
async function addVendor(h: Harness, name: string, email = `v${nextMobile}@example.com`): Promise<number> {
  const r = await h.call('POST', '/Users/v1', { name, mobileno: String(nextMobile++), role: 'V', email });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return Number(r.body.data.id);
}

beforeAll(async () => {
  cold = await start({ listCache: false, search: 'index', readThreads: 1 });
  warm = await start({ listCache: true, search: 'index' }, cold.dir);
  scanned = await start({ listCache: false, search: 'scan' }, cold.dir);
}, 120_000);

afterAll(async () => {
  await scanned?.api.close(); // share the directory, which `cold` removes
  await warm?.api.close();
  await cold?.close();
});

describe('short-term vendor search in memory', () => {
  it('finds a vendor written through the API after the snapshot was built, on this server and another', async () => {
    expect((await search('qj')).totalCount).toBe(0); // both snapshots built
    await search('a');
    await addVendor(cold, 'Qjorn Test');
    expect(await search('qj')).toEqual({ totalCount: 1, names: ['Qjorn Test'] });
    expect(await search('JORN')).toEqual({ totalCount: 1, names: ['Qjorn Test'] });
    const id = await addVendor(warm, 'Anna QJ');
    expect((await search('qj')).names).toEqual(['Anna QJ', 'Qjorn Test']);
    await search('a');
    const deleted = await warm.call('DELETE', `/vendors/v1/${id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await search('qj')).names).toEqual(['Qjorn Test']);
    expect((await search('anna q')).totalCount).toBe(0);
  });

  it("follows another connection's writes: a rename, a new vendor, a text holding a NUL (LIKE reads up to it)", async () => {
    await search('xw');
    await outsideRun(`UPDATE users SET name = 'Xwing Renamed' WHERE name = 'Qjorn Test'`);
    expect(await search('xw')).toEqual({ totalCount: 1, names: ['Xwing Renamed'] });
    expect(await search('g rEN')).toEqual({ totalCount: 1, names: ['Xwing Renamed'] });
    expect((await search('qj')).totalCount).toBe(0);
    expect((await search('qjorn')).totalCount).toBe(0);
    await outsideRun(
      `INSERT INTO users(role, name, mobileno, created_at, updated_at) VALUES ('V', 'Ab' || char(0) || 'Zv tail', '9000444000', '2026-01-01', '2026-01-01')`,
    );
    expect((await search('zv')).totalCount).toBe(0);
    expect((await search('zv tail')).totalCount).toBe(0);
    expect((await search('b')).names).toContain('Ab'); // the driver, too, reads the text up to the NUL
  });

  it('folds ASCII letters only, as LIKE does, for rows written after the snapshot', async () => {
    await search('ä');
    await addVendor(cold, 'Jürgen ÄRGER', 'ÄRGER.J@Example.COM');
    expect((await search('ÄR')).names).toEqual(['Jürgen ÄRGER']);
    expect((await search('är')).totalCount).toBe(0);
    expect((await search('Är')).names).toEqual(['Jürgen ÄRGER']); // r is ASCII: folded
    // the trigram index folds Ä and ä alike; LIKE, and so the answer, does not
    expect((await search('Ärger')).names).toEqual(['Jürgen ÄRGER']);
    expect((await search('ärger')).totalCount).toBe(0);
    expect((await search('.c')).names).toContain('Jürgen ÄRGER');
  });

  it('follows a service renamed through the API and by another connection: its vendors are found by its name', async () => {
    const vendor = (await answer(scanned, '/Vendors/v1?sortBy=service&sortDescending=true&pageSize=1'))
      .items[0] as unknown as { mainService: number };
    await search('zk');
    const renamed = await warm.form(
      'PUT',
      `/Services/v1/${vendor.mainService}`,
      formOf({ name: 'Zk Renamed' }),
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await search('zk')).totalCount).toBeGreaterThan(0);
    expect((await search('k renamed')).totalCount).toBe((await search('zk')).totalCount);
    await outsideRun(`UPDATE services SET name = 'Other Name' WHERE id = ?`, [vendor.mainService]);
    expect((await search('zk')).totalCount).toBe(0);
    expect((await search('k renamed')).totalCount).toBe(0);
  });
});
