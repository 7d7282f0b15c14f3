import { createClient, type Client } from '@libsql/client';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_FILE } from '../src/server';
import { formOf, start, type Harness } from './helpers';

// A short term searches the vendor list in memory (src/db/memorySearch.ts): each vendor's name, mobile
// and e-mail as LIKE reads them, and its main service's name. Whoever writes (the API, another connection,
// with foreign keys off), the answers must stay those of the scan (`search: 'scan'`, which joins the
// services table and LIKE-matches every row). The index server runs its list queries on a worker thread
// (readThreads), the scan server on its event loop.

let indexed: Harness;
let scanned: Harness;

/** A second connection to the database file (as a second process or the sqlite3 shell would be). */
const outside = (): Client => createClient({ url: pathToFileURL(join(indexed.dir, DB_FILE)).href });

async function outsideRun(sql: string, args: (string | number)[] = [], foreignKeys = true): Promise<void> {
  const db = outside();
  try {
    await db.execute(`PRAGMA foreign_keys=${foreignKeys ? 'ON' : 'OFF'}`);
    await db.execute({ sql, args });
  } finally {
    db.close();
  }
}

async function answer(h: Harness, path: string): Promise<unknown> {
  const r = await h.call('GET', path);
  expect(r.status, path).toBe(200);
  return JSON.parse(JSON.stringify(r.body).replaceAll(h.api.apiUrl, 'API'));
}

/** Every term × sort × direction, first and second page of 7: the index server's answers are the scan's. */
async function sameAnswers(terms: string[], sorts = ['service', 'vendorname']): Promise<void> {
  for (const term of terms)
    for (const sortBy of sorts)
      for (const desc of [false, true])
        for (const page of [1, 2]) {
          const path = `/Vendors/v1?searchTerms=${encodeURIComponent(term)}&sortBy=${sortBy}&sortDescending=${desc}&page=${page}&pageSize=7`;
          expect(await answer(indexed, path), path).toEqual(await answer(scanned, path));
        }
}

const serviceOfMostVendors = async (): Promise<{ id: number; name: string }> => {
  const db = outside();
  try {
    const r = await db.execute(
      `SELECT s.id, s.name FROM services s JOIN users u ON u.main_service_id = s.id GROUP BY s.id ORDER BY COUNT(*) DESC, s.id LIMIT 1`,
    );
    return { id: Number(r.rows[0].id), name: String(r.rows[0].name) };
  } finally {
    db.close();
  }
};

beforeAll(async () => {
  indexed = await start({ listCache: false, search: 'index', readThreads: 1 });
  for (const [i, name] of ['Élodie Öztürk', 'ÖZGÜR Şahin', 'élodie ÖZ', 'Zoë Ëlmar'].entries()) {
    const email = i % 2 ? `ÖZ.Person${i}@EXAMPLE.COM` : `person${i}@example.com`;
    const r = await indexed.call('POST', '/Users/v1', { name, mobileno: `90000222${i}0`, role: 'V', email });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  }
  scanned = await start({ listCache: false, search: 'scan' }, indexed.dir);
}, 120_000);

afterAll(async () => {
  await scanned?.api.close(); // shares the directory, which `indexed` removes
  await indexed?.close();
});

describe('short-term vendor search in memory, against the scan', () => {
  it('answers as the scan: ASCII case folded, other letters only as written (LIKE), LIKE characters literal', async () => {
    await sameAnswers([
      'a',
      'KA',
      'e',
      '9',
      '0',
      'é',
      'É',
      'öz',
      'ÖZ',
      'Öz',
      'oz',
      'ë',
      'Ë',
      'EL',
      '%',
      '_',
      '.c',
      '@E',
    ]);
    const names = async (term: string): Promise<string[]> =>
      (
        (await indexed.data(`/Vendors/v1?searchTerms=${encodeURIComponent(term)}&pageSize=50`)).items as {
          name: string;
        }[]
      )
        .map((v) => v.name)
        .sort();
    // Ö is not folded: ÖZ finds Öz (z is ASCII) and the e-mail ÖZ.Person3@..., öz finds nothing
    expect(await names('ÖZ')).toEqual(['Zoë Ëlmar', 'Élodie Öztürk', 'ÖZGÜR Şahin', 'élodie ÖZ']);
    expect(await names('öz')).toEqual([]);
    expect(await names('É')).toEqual(['Élodie Öztürk']);
  });

  it('follows a service renamed through the API and by another connection', async () => {
    const svc = await serviceOfMostVendors();
    const renamed = await indexed.form(
      'PUT',
      `/Services/v1/${svc.id}`,
      formOf({ name: 'Zz Renamed Service' }),
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    await sameAnswers(['a', 'zz', 'e'], ['service']);
    await outsideRun(`UPDATE services SET name = 'Aa Outside Name' WHERE id = ?`, [svc.id]);
    await sameAnswers(['a', 'aa', 'e'], ['service']);
  });

  it("follows a vendor's main service changed and a service deleted with foreign keys off, then made again", async () => {
    const svc = await serviceOfMostVendors();
    await outsideRun(
      `UPDATE users SET main_service_id = ? WHERE id = (SELECT MIN(id) FROM users WHERE role = 'V' AND main_service_id IS NOT ?)`,
      [svc.id, svc.id],
    );
    await sameAnswers(['a', svc.name.slice(0, 2)], ['service']);
    // the vendors keep a main_service_id no service has: no name to match or sort by
    await outsideRun(`DELETE FROM services WHERE id = ?`, [svc.id], false);
    await sameAnswers(['a', svc.name.slice(0, 2)], ['service', 'vendorname']);
    await outsideRun(
      `INSERT INTO services(id, name, created_at, updated_at) VALUES (?, 'Back Again', '2026-01-01', '2026-01-01')`,
      [svc.id],
      false,
    );
    await sameAnswers(['a', 'ba'], ['service']);
  });
});
