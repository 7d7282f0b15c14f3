import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from './db';
import { ndjson, parseCsv, startStack, type Stack } from './helpers';

/** The large seed's 100k codes for the whole export; the demo seed's 3000 (three pages of the cap) for the filters and stdout. */
let large: Stack;
let demo: Stack;
let out: string;
beforeAll(async () => {
  [large, demo] = await Promise.all([startStack({ seed: 'large' }), startStack({ seed: 'demo' })]);
  await Promise.all([large.login(), demo.login()]);
  out = mkdtempSync(join(tmpdir(), 'mpa-cli-export-'));
}, 180000);
afterAll(async () => {
  await large?.close();
  await demo?.close();
  rmSync(out, { recursive: true, force: true });
});

async function dbCodes(
  s: Stack,
  where = '',
): Promise<Map<number, { code: string; active: boolean; type: string; name: string | null }>> {
  const db = openDb(s.dataDir);
  const rs = await db.execute(
    `SELECT id, code, is_active, user_type, user_name FROM referral_codes ${where}`,
  );
  db.close();
  return new Map(
    rs.rows.map((r) => [
      Number(r.id),
      {
        code: String(r.code),
        active: Number(r.is_active) === 1,
        type: String(r.user_type),
        name: (r.user_name as string) ?? null,
      },
    ]),
  );
}

describe('referral-codes export', () => {
  it('csv matches the database row for row (100k codes)', async () => {
    const file = join(out, 'codes.csv');
    const r = await large.mpa(['referral-codes', 'export', '--format', 'csv', '--output', file], {
      timeoutMs: 170000,
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/Exporting \[#+\] 100000\/100000 100%/);
    expect(readdirSync(out).filter((f) => f.includes('.partial-'))).toEqual([]);
    const rows = parseCsv(readFileSync(file, 'utf8'));
    const head = rows[0];
    // The columns of the panel's export too (EXPORT_COLUMNS['referral-codes']: spec §3's referral code fields), headed by its labels.
    expect(head).toEqual(['ID', 'Code', 'User Type', 'Vendor', 'Client', 'Active']);
    const db = await dbCodes(large);
    expect(db.size).toBe(100000);
    expect(rows.length - 1).toBe(db.size);
    const seen = new Set<number>();
    for (const row of rows.slice(1)) {
      const id = Number(row[0]);
      const want = db.get(id)!;
      expect(seen.has(id)).toBe(false);
      seen.add(id);
      expect([row[1], row[5], row[2], row[2] === 'V' ? row[3] : row[4]]).toEqual([
        want.code,
        String(want.active),
        want.type,
        want.name ?? '',
      ]);
    }
  }, 180000);

  it('--active-only --user-type V as ndjson matches the filtered database rows', async () => {
    const file = join(out, 'v.ndjson');
    const r = await demo.mpa(
      [
        'referral-codes',
        'export',
        '--format',
        'ndjson',
        '--output',
        file,
        '--active-only',
        '--user-type',
        'v',
      ],
      { timeoutMs: 170000 },
    );
    expect(r.code).toBe(0);
    const got = ndjson(readFileSync(file, 'utf8'));
    const want = await dbCodes(demo, `WHERE is_active=1 AND user_type='V'`);
    expect(got.length).toBe(want.size);
    // more than one page of the server's cap (1000): the filters hold across pages
    expect(want.size).toBeGreaterThan(1000);
    for (const c of got) expect(want.get(c.codeId)?.code).toBe(c.referralCode);
  }, 180000);

  it('json to stdout (--output - or none) is one valid array; a bad --user-type is a usage error', async () => {
    const r = await demo.mpa(
      ['referral-codes', 'export', '--format', 'json', '--output', '-', '--user-type', 'C', '--active-only'],
      { timeoutMs: 170000 },
    );
    expect(r.code).toBe(0);
    const arr = JSON.parse(r.stdout) as { userType: string; isActive: boolean }[];
    expect(arr.length).toBe((await dbCodes(demo, `WHERE is_active=1 AND user_type='C'`)).size);
    expect(arr.length).toBeGreaterThan(1000);
    expect(arr.every((c) => c.userType === 'C' && c.isActive)).toBe(true);
    expect((await demo.mpa(['referral-codes', 'export', '--output', '-', '--user-type', 'X'])).code).toBe(2);
    // Without --output it is stdout too (it used to be refused: users type `> codes.json`).
    const noOutput = await demo.mpa(
      ['referral-codes', 'export', '--format', 'json', '--user-type', 'C', '--active-only'],
      { timeoutMs: 170000 },
    );
    expect([noOutput.code, noOutput.stdout]).toEqual([0, r.stdout]);
  }, 180000);
});
