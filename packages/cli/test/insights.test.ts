// mpa insights against a real dev API (in-process runs of mpa): the JSON holds the SDK's seven figures
// with the same rows, the tables are titled and fitted to the terminal (plain when piped), and a bad
// --figure is a usage error naming the ids.
import {
  createClient,
  INSIGHT_FIGURE_IDS,
  memorySessionStore,
  type InsightFigure,
} from '@marketplace-admin/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, json, startStack, type Stack } from './helpers';

/** The demo seed's "now": its dates lie before it, so the windows hold data. */
const NOW = '2026-01-01T09:00:00.000Z';
let s: Stack;
let sdkFigures: InsightFigure[];
beforeAll(async () => {
  s = await startStack();
  await s.login();
  const client = createClient({
    authBaseUrl: s.api.authUrl,
    apiBaseUrl: s.api.apiUrl,
    session: memorySessionStore(),
  });
  await client.auth.login(ADMIN);
  sdkFigures = await client.insights.figures({ now: Date.parse(NOW), timeZone: 'UTC+1' });
}, 60000);
afterAll(() => s?.close());

const BLOCKS = /[█▓░▒]/;

describe('mpa insights', () => {
  it('--format json holds the seven figures with the rows the SDK computes', async () => {
    const r = await s.mpa(['insights', '--format', 'json', '--tz', 'UTC+1', '--now', NOW]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = json<{ figures: InsightFigure[] }>(r.stdout);
    expect(out.figures.map((f) => f.id)).toEqual([...INSIGHT_FIGURE_IDS]);
    expect(out.figures).toEqual(sdkFigures);
    for (const f of out.figures) {
      expect(f.title).toEqual(expect.any(String));
      expect(f.rows.length).toBeGreaterThan(0);
      for (const row of f.rows)
        expect(row).toMatchObject({ label: expect.any(String), value: expect.any(Number) });
    }
    // a CI check: nothing pending for more than 7 days (the demo seed has plenty)
    const ages = out.figures.find((f) => f.id === 'pending-redemptions-by-age')!;
    const over7 = ages.rows.filter((row) => row.key === '7-30d' || row.key === '>30d');
    expect(over7.reduce((n, row) => n + row.value, 0)).toBeGreaterThan(0);
  });

  it('piped, it prints JSON unless told; --figure gives one figure', async () => {
    const r = await s.mpa(['insights', '--figure', 'reviews-by-rating', '--tz', 'UTC+1', '--now', NOW]);
    expect(r.code).toBe(0);
    const out = json<{ figures: InsightFigure[] }>(r.stdout);
    expect(out.figures).toEqual([sdkFigures.find((f) => f.id === 'reviews-by-rating')]);
  });

  it('on a terminal: each figure titled, its rows with bars proportional to the values, no line wider than the terminal', async () => {
    const r = await s.mpa(['insights', '--tz', 'UTC+1', '--now', NOW], { tty: true, env: { COLUMNS: '60' } });
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    for (const line of lines) expect([...line].length, line).toBeLessThanOrEqual(60);
    for (const f of sdkFigures) expect(lines).toContain(f.title);
    // the age rows: label, value, and a bar as long as the value is against the largest
    const ages = sdkFigures[0];
    const max = Math.max(...ages.rows.map((row) => row.value));
    const rowLines = ages.rows.map((row) => lines.find((l) => l.startsWith(row.label))!);
    const bars = rowLines.map((l) => [...l].filter((c) => BLOCKS.test(c)).length);
    const longest = Math.max(...bars);
    ages.rows.forEach((row, i) => {
      expect(rowLines[i]).toContain(` ${row.value.toLocaleString('en-US')} `.trimEnd());
      expect(Math.abs(bars[i] - Math.round((row.value / max) * longest))).toBeLessThanOrEqual(1);
    });
    expect(longest).toBeGreaterThan(30);
    expect(r.stdout).toMatch(/Oldest: #\d+, \d+ d/);
    // the stacked figures say which mark is which series
    expect(r.stdout).toContain('█ Pending   ▓ Approved   ░ Rejected');
  });

  it('--format table when piped: bars of plain marks (#) at 80 columns', async () => {
    const r = await s.mpa([
      'insights',
      '--format',
      'table',
      '--figure',
      'pending-reviews-by-age',
      '--tz',
      'UTC+1',
      '--now',
      NOW,
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(BLOCKS);
    expect(r.stdout.split('\n')[0]).toBe('Pending reviews by age');
    expect(r.stdout).toMatch(/^Over 30 days +\d+ +#+$/m);
    for (const line of r.stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('an unknown --figure or --tz is a usage error (exit 2) naming what is allowed, before any request', async () => {
    const r = await s.mpa(['insights', '--figure', 'queue-sizes']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain("Unknown figure 'queue-sizes'");
    for (const id of INSIGHT_FIGURE_IDS) expect(r.stderr).toContain(id);
    const tz = await s.mpa(['insights', '--tz', 'Mars/Olympus']);
    expect(tz.code).toBe(2);
    expect(tz.stderr).toContain("Unknown time zone 'Mars/Olympus'");
  });
});
