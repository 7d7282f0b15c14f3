import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, ndjson, parseCsv, startStack, type Stack } from './helpers';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
  await s.login();
});
afterAll(() => s?.close());

const FIELDS = ['redeemRequestId', 'userName', 'redeemTokens', 'redeemValue', 'status', 'note'];

describe('every output format parsed back', () => {
  it('json (the default when piped), ndjson, csv and table carry the same page', async () => {
    const base = [
      'redemptions',
      'list',
      '--status',
      'approved',
      '--page-size',
      '7',
      '--sort',
      'redeemValue',
      '--desc',
    ];
    const piped = await s.mpa(base);
    expect(piped.code).toBe(0);
    const rows = json<any[]>(piped.stdout);
    expect(rows).toHaveLength(7);
    for (let i = 1; i < rows.length; i++)
      expect(rows[i - 1].redeemValue).toBeGreaterThanOrEqual(rows[i].redeemValue);
    expect(json((await s.mpa([...base, '--format', 'json'])).stdout)).toEqual(rows);
    expect(ndjson((await s.mpa([...base, '--format', 'ndjson'])).stdout)).toEqual(rows);

    const csv = parseCsv((await s.mpa([...base, '--format', 'csv', '--fields', FIELDS.join(',')])).stdout);
    expect(csv[0]).toEqual(FIELDS);
    expect(csv.slice(1)).toEqual(rows.map((r) => FIELDS.map((f) => (r[f] === null ? '' : String(r[f])))));

    // a table: the panel's headers and words for the fields asked, numbers with thousands separators
    const table = (
      await s.mpa([...base, '--format', 'table', '--fields', 'redeemRequestId,userName,redeemValue'])
    ).stdout;
    const cells = table
      .split('\n')
      .filter((l) => l && !l.startsWith('─') && !l.startsWith('Showing'))
      .map((l) => l.split(/ {2,}/).map((c) => c.trim()));
    expect(cells[0]).toEqual(['ID', 'User Name', 'Value']);
    expect(cells.slice(1)).toEqual(
      rows.map((r) => [
        String(r.redeemRequestId),
        r.userName,
        r.redeemValue.toLocaleString('en-US', { maximumFractionDigits: 2 }),
      ]),
    );
    expect(table).toMatch(/Showing 1 to 7 of \d+ items/);
  });

  it('--all follows every page; --fields picks fields in every format', async () => {
    const all = json<any[]>((await s.mpa(['referral-codes', 'list', '--all', '--page-size', '250'])).stdout);
    const total = json((await s.mpa(['api', 'referrals.codes', 'pageSize:=1'])).stdout).data
      .totalCount as number;
    expect(total).toBeGreaterThan(250);
    expect(all).toHaveLength(total);
    expect(new Set(all.map((c) => c.codeId)).size).toBe(total);
    const picked = ndjson(
      (await s.mpa(['referral-codes', 'list', '--format', 'ndjson', '--fields', 'codeId,isActive'])).stdout,
    );
    expect(Object.keys(picked[0])).toEqual(['codeId', 'isActive']);
  });

  it('csv guards against formula injection and joins lists with ;', async () => {
    const evil = '=HYPERLINK("http://x","y")';
    const r = await s.mpa([
      'shops',
      'create',
      '--name',
      evil,
      '--category',
      '+Bakery',
      '--address',
      '-1 Road, "Quoted"',
      '--phone',
      '9876500009',
      '--phone',
      '9876500010',
    ]);
    expect(r.code).toBe(0);
    const csv = parseCsv(
      (
        await s.mpa([
          'shops',
          'list',
          '--search',
          'HYPERLINK',
          '--format',
          'csv',
          '--fields',
          'shopName,shopCategory,shopAddress,shopPhones',
        ])
      ).stdout,
    );
    expect(csv[1]).toEqual([`'${evil}`, "'+Bakery", `'-1 Road, "Quoted"`, '9876500009;9876500010']);
  });

  it('mpa api prints the envelope; an unknown endpoint is refused', async () => {
    const env = json((await s.mpa(['api', 'services.get', 'id=1'])).stdout);
    expect(env).toMatchObject({ success: true, data: { id: 1 } });
    const bad = await s.mpa(['api', 'nope.nothing']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toBe('Invalid endpoint');
    const names = (await s.mpa(['api', '--list'])).stdout;
    expect(names).toContain('redemptions.redeem');
    expect((await s.mpa(['api', 'services.get', 'id:=not json'])).code).toBe(2);
  });

  it('completion scripts are valid shell', async () => {
    const bash = (await s.mpa(['completion', 'bash'])).stdout;
    expect(bash).toContain('complete -F _mpa mpa');
    expect(bash).toContain('redemptions) words="list approve reject delete');
    execFileSync('bash', ['-n'], { input: bash });
    const zsh = (await s.mpa(['completion', 'zsh'])).stdout;
    expect(zsh).toContain('#compdef mpa');
    expect((await s.mpa(['completion', 'fish'])).code).toBe(2);
  });
});
