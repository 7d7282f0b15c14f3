import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeFetch } from '../src/http';
import { openDb } from './db';
import { json, ndjson, parseCsv, startStack, type Stack } from './helpers';

// A review title is written by a marketplace user. Printed raw, its escape sequences run in the
// administrator's terminal: OSC 52 writes the clipboard, CSI 2K + 1A erase the line and move up
// (hiding the row above), C1 CSI (0x9b) does the same on terminals that take 8-bit controls.
const OSC52 = '\x1b]52;c;Y3VybCBldmls\x07';
const ERASE_UP = '\x1b[2K\x1b[1A';
const C1_CSI = '\x9b2K';
const EVIL = `Great${ERASE_UP}${C1_CSI} ok${OSC52}`;
/** EVIL as the terminal should show it: control pictures for C0, \\x.. for C1. */
const SHOWN = 'Great␛[2K␛[1A\\x9b2K ok␛]52;c;Y3VybCBldmls␇';
/** Any C0 control but tab and newline, DEL, or any C1 control. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const RAW_CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

let s: Stack;
let reviewId: number;
beforeAll(async () => {
  s = await startStack();
  await s.login();
  const db = openDb(s.dataDir);
  const row = (await db.execute(`SELECT id FROM reviews WHERE status='P' ORDER BY id LIMIT 1`)).rows[0];
  reviewId = Number(row.id);
  await db.execute({ sql: 'UPDATE reviews SET title=? WHERE id=?', args: [EVIL, reviewId] });
  db.close();
});
afterAll(() => s?.close());

describe('control characters from the data', () => {
  it('a table on a terminal shows them as visible marks, and the row stays', async () => {
    const r = await s.mpa(
      ['reviews', 'list', '--format', 'table', '--page-size', '100', '--fields', 'reviewID,reviewTitle'],
      { tty: true },
    );
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(RAW_CONTROL);
    const row = r.stdout.split('\n').find((l) => l.startsWith(`${reviewId} `));
    expect(row).toMatch(new RegExp(`^${reviewId} +${SHOWN.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(row).not.toContain('…');
  });

  it('json, ndjson and csv keep the data exactly as it is', async () => {
    const base = ['reviews', 'list', '--page-size', '100'];
    const find = (rows: any[]) => rows.find((x) => x.reviewID === reviewId);
    expect(find(json((await s.mpa([...base, '--format', 'json'], { tty: true })).stdout)).reviewTitle).toBe(
      EVIL,
    );
    expect(find(ndjson((await s.mpa([...base, '--format', 'ndjson'])).stdout)).reviewTitle).toBe(EVIL);
    const csv = parseCsv(
      (await s.mpa([...base, '--format', 'csv', '--fields', 'reviewID,reviewTitle'])).stdout,
    );
    expect(csv.find((c) => c[0] === String(reviewId))?.[1]).toBe(EVIL);
  });

  it('csv on a terminal shows them as pictures (list and export); csv to a pipe or a file keeps them', async () => {
    const list = await s.mpa(
      ['reviews', 'list', '--page-size', '100', '--format', 'csv', '--fields', 'reviewID,reviewTitle'],
      { tty: true },
    );
    expect(list.code).toBe(0);
    expect(list.stdout.replace(/\r\n/g, '')).not.toMatch(RAW_CONTROL);
    expect(list.stdout).toContain(`${reviewId},${SHOWN}\r\n`);
    const exported = await s.mpa(['reviews', 'export', '--fields', 'reviewID,reviewTitle'], { tty: true });
    expect(exported.code).toBe(0);
    expect(exported.stdout.replace(/\r\n/g, '')).not.toMatch(RAW_CONTROL);
    expect(exported.stdout).toContain(`${reviewId},${SHOWN}\r\n`);
    const piped = parseCsv((await s.mpa(['reviews', 'export', '--fields', 'reviewID,reviewTitle'])).stdout);
    expect(piped.find((c) => c[0] === String(reviewId))?.[1]).toBe(EVIL);
  });

  it('json and ndjson escape C1 controls (\\u009b), on a terminal or not, and still read back to the data', async () => {
    for (const [format, tty] of [
      ['json', true],
      ['ndjson', false],
    ] as const) {
      const r = await s.mpa(['reviews', 'export', '--format', format], { tty });
      expect(r.code).toBe(0);
      expect(r.stdout).not.toMatch(/[\x7f-\x9f]/);
      expect(r.stdout).toContain('\\u009b2K');
      const rows = format === 'json' ? json(r.stdout) : ndjson(r.stdout);
      expect(rows.find((x: any) => x.reviewID === reviewId).reviewTitle).toBe(EVIL);
    }
    const one = await s.mpa(['api', 'reviews.pending', 'page=1', 'pageSize=100']);
    expect(one.stdout).not.toMatch(/[\x7f-\x9f]/);
    expect(one.stdout).toContain('\\u009b2K');
  });

  it('a bulk run prints its per-item text lines with them made visible', async () => {
    const r = await s.mpa(['reviews', 'approve', '--all-pending', '--dry-run'], { tty: true });
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(RAW_CONTROL);
    expect(r.stdout).toContain(`#${reviewId} ${SHOWN}\n`);
  });

  it('a service name in the tree, and a server message quoting text, are printed made visible', async () => {
    const created = json(
      (await s.mpa(['services', 'create', '--name', `Evil${ERASE_UP}Tree`, '--format', 'json'])).stdout,
    );
    const tree = await s.mpa(['services', 'list', '--tree'], { tty: true });
    expect(tree.stdout).not.toMatch(RAW_CONTROL);
    expect(tree.stdout).toMatch(new RegExp(`^${created.data.id} +Evil␛\\[2K␛\\[1ATree `, 'm'));
    // A server answering with its own text (a message quoting what it was sent): on stdout for a
    // success, on stderr for a failure.
    const echo = (status: number, message: string): typeof fetch =>
      (async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('/set-featured'))
          return new Response(JSON.stringify({ success: status < 300, message, data: null }), { status });
        return nodeFetch(input as string, init);
      }) as typeof fetch;
    const ok = await s.mpa(['services', 'feature', String(created.data.id)], {
      tty: true,
      fetch: echo(200, `Featured ${OSC52}done${C1_CSI}`),
    });
    expect(ok.code).toBe(0);
    expect(ok.stdout.trim()).toBe('Featured ␛]52;c;Y3VybCBldmls␇done\\x9b2K');
    const bad = await s.mpa(['services', 'feature', String(created.data.id)], {
      tty: true,
      fetch: echo(400, `No such service: Evil${ERASE_UP}`),
    });
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim()).toBe('No such service: Evil␛[2K␛[1A');
  });
});
