import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from './db';
import { json, ndjson, startStack, type Stack } from './helpers';

// `--all` follows every page with the SDK's paging iterator (no loop of the CLI's own). The dev API
// caps the page size at 1000 and the demo seed has 3,000 referral codes: a page size above the cap
// gets short pages, which are not the end of the list (totalCount is).

let s: Stack;
let codes: number;
beforeAll(async () => {
  s = await startStack();
  await s.login();
  const db = openDb(s.dataDir);
  codes = Number((await db.execute('SELECT COUNT(*) AS c FROM referral_codes')).rows[0].c);
  db.close();
});
afterAll(() => s?.close());

describe('--all over a server that caps the page size', () => {
  it('a page size over the cap: every row once, in the order of the list, progress on stderr only', async () => {
    expect(codes).toBeGreaterThan(1000);
    const r = await s.mpa([
      'referral-codes',
      'list',
      '--all',
      '--page-size',
      '2500',
      '--format',
      'ndjson',
      '--fields',
      'codeId',
    ]);
    expect(r.code).toBe(0);
    const ids = ndjson<{ codeId: number }>(r.stdout).map((c) => c.codeId);
    expect(ids).toHaveLength(codes);
    expect(new Set(ids).size).toBe(codes);
    const capped = json<{ codeId: number }[]>(
      (await s.mpa(['referral-codes', 'list', '--all', '--page-size', '1000', '--fields', 'codeId'])).stdout,
    ).map((c) => c.codeId);
    expect(ids).toEqual(capped);
    expect(r.stderr).toMatch(new RegExp(`Fetching \\[#+\\] ${codes}/${codes} 100%`));
    expect(r.stdout).not.toContain('Fetching');
  });

  it('a later start page with a page size over the cap: the rows from that offset on when the cap divides it, else exit 2 and one line (never the wrong rows)', async () => {
    const all = json<{ codeId: number }[]>(
      (await s.mpa(['referral-codes', 'list', '--all', '--page-size', '1000', '--fields', 'codeId'])).stdout,
    ).map((c) => c.codeId);
    const r = await s.mpa([
      'referral-codes',
      'list',
      '--all',
      '--page',
      '2',
      '--page-size',
      '2000',
      '--fields',
      'codeId',
      '--format',
      'ndjson',
    ]);
    expect(r.code).toBe(0);
    expect(ndjson<{ codeId: number }>(r.stdout).map((c) => c.codeId)).toEqual(all.slice(2000));
    const odd = await s.mpa(['referral-codes', 'list', '--all', '--page', '2', '--page-size', '1500']);
    expect(odd.code).toBe(2);
    expect(odd.stdout).toBe('');
    expect(odd.stderr.trim().split('\n')).toEqual([
      'The server sent 1000 rows for a page of 1500: read from page 1, or with a page size of 1000',
    ]);
  });

  it('a list the server sends whole (token mappings), paged here: --all gives every row once', async () => {
    const all = json<unknown[]>(
      (await s.mpa(['token-mappings', 'list', '--all', '--page-size', '2'])).stdout,
    );
    const one = json<unknown[]>((await s.mpa(['token-mappings', 'list', '--page-size', '100'])).stdout);
    expect(one.length).toBeGreaterThan(2);
    expect(all).toEqual(one);
  });
});
