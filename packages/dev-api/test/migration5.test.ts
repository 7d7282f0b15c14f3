import { createClient, type Client } from '@libsql/client';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationStatements } from '../src/db/schema';
import { DB_FILE } from '../src/server';
import { formOf, start, type Harness } from './helpers';

// Migration 5 removes what migration 4 added for a vendor search no list reads any more: the generated
// users.search_text, the trigger-kept users.main_service_name, their indexes and the triggers. A database
// an earlier dev API left at schema version 4 must open, lose them, and answer every vendor search as before.

const DROPPED_COLUMNS = ['search_text', 'main_service_name'];
const DROPPED_TRIGGERS = [
  'users_service_name_insert',
  'users_service_name_update',
  'services_name_insert',
  'services_name_update',
  'services_name_delete',
];
const DROPPED_INDEXES = ['users_search_text', 'users_role_service_name'];

let h: Harness;
const outside = (): Client => createClient({ url: pathToFileURL(join(h.dir, DB_FILE)).href });

async function schemaOf(
  db: Client,
): Promise<{ version: string; columns: string[]; triggers: string[]; indexes: string[] }> {
  const version = String(
    (await db.execute(`SELECT value FROM meta WHERE key = 'schema_version'`)).rows[0].value,
  );
  const columns = (await db.execute(`PRAGMA table_xinfo(users)`)).rows.map((r) => String(r.name));
  const named = async (type: string): Promise<string[]> =>
    (await db.execute({ sql: `SELECT name FROM sqlite_master WHERE type = ?`, args: [type] })).rows.map((r) =>
      String(r.name),
    );
  return { version, columns, triggers: await named('trigger'), indexes: await named('index') };
}

const PATHS = ['a', 'KA', 'e', '9', '%', '_', 'el', 'ser', 'ani', '@example', 'zzzq'].flatMap((term) =>
  ['service', 'vendorname', 'mobileno'].flatMap((sortBy) =>
    [false, true].map(
      (desc) =>
        `/Vendors/v1?searchTerms=${encodeURIComponent(term)}&sortBy=${sortBy}&sortDescending=${desc}&page=2&pageSize=6`,
    ),
  ),
);

async function answers(): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const path of PATHS) {
    const r = await h.call('GET', path);
    expect(r.status, path).toBe(200);
    out.push(JSON.parse(JSON.stringify(r.body.data).replaceAll(h.api.apiUrl, 'API')));
  }
  return out;
}

let before: unknown[];

beforeAll(async () => {
  h = await start({ listCache: false, search: 'index' });
  before = await answers();
  await h.api.close();
  // make it what the dev API of migration 4 left: migration 3's indexes back where 4 replaced them, then 4 itself
  const db = outside();
  try {
    const three = migrationStatements(3).filter((s) =>
      /^CREATE INDEX (users_main_service|users_search_scan) /.test(s),
    );
    expect(three).toHaveLength(2);
    await db.batch(
      [
        'DROP INDEX users_main_service_role',
        ...three,
        ...migrationStatements(4),
        `UPDATE meta SET value = '4' WHERE key = 'schema_version'`,
      ],
      'write',
    );
    const old = await schemaOf(db);
    expect(old.version).toBe('4');
    expect(old.columns).toEqual(expect.arrayContaining(DROPPED_COLUMNS));
    expect(old.triggers).toEqual(expect.arrayContaining(DROPPED_TRIGGERS));
    expect(old.indexes).toEqual(expect.arrayContaining(DROPPED_INDEXES));
    // the triggers run: the copy follows a service renamed while the database is at version 4
    await db.execute(
      `UPDATE services SET name = name || '' WHERE id = (SELECT MIN(main_service_id) FROM users)`,
    );
    const copied = await db.execute(
      `SELECT COUNT(*) AS n FROM users WHERE main_service_id IS NOT NULL AND main_service_name IS NOT (SELECT name FROM services WHERE id = main_service_id)`,
    );
    expect(copied.rows[0].n).toBe(0);
  } finally {
    db.close();
  }
  await h.restart();
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('a database file left at migration 4', () => {
  it('opens at version 5 without the search text, the service name copy, their indexes and triggers', async () => {
    const db = outside();
    try {
      const now = await schemaOf(db);
      expect(now.version).toBe('5');
      for (const c of DROPPED_COLUMNS) expect(now.columns).not.toContain(c);
      for (const t of DROPPED_TRIGGERS) expect(now.triggers).not.toContain(t);
      for (const i of DROPPED_INDEXES) expect(now.indexes).not.toContain(i);
      expect(now.indexes).toContain('users_main_service_role');
      expect((await db.execute('PRAGMA integrity_check')).rows[0].integrity_check).toBe('ok');
      const unmentioned = await db.execute(
        `SELECT name FROM sqlite_master WHERE sql LIKE '%search_text%' OR sql LIKE '%main_service_name%'`,
      );
      expect(unmentioned.rows).toEqual([]);
    } finally {
      db.close();
    }
  });

  it('answers every vendor search as before, and a service renamed after it', async () => {
    expect(await answers()).toEqual(before);
    const vendor = (await h.data('/Vendors/v1?sortBy=service&pageSize=1')).items[0] as {
      mainService: number;
    };
    const renamed = await h.form(
      'PUT',
      `/Services/v1/${vendor.mainService}`,
      formOf({ name: 'Qq Migrated Name' }),
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await h.data('/Vendors/v1?searchTerms=qq')).totalCount).toBeGreaterThan(0);
  });
});
