import {
  catalogue,
  columnLabel,
  formatValue,
  columnValue,
  LIST_COLUMNS,
  type ListColumns,
  type ListName,
} from '@marketplace-admin/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeFetch } from '../src/http';
import { json, startStack, type Stack } from './helpers';

// Every noun's table on a terminal, at the widths of a narrow, a usual and a wide terminal: the panel's
// headers in the panel's order, no line wider than the terminal, the identifying column whole.
let s: Stack;
/** The mobile number of a vendor with linked services (the seed's first vendor service). */
let vendorMobile: string;
beforeAll(async () => {
  s = await startStack();
  await s.login();
  vendorMobile = json<any[]>((await s.mpa(['vendor-services', 'list', '--page-size', '1'])).stdout)[0]
    .vMobile;
}, 60000);
afterAll(() => s?.close());

// `whole`: a list printed whole (no pages, no 'Showing' line); `tree`: its items' children drawn under them.
const NOUNS: {
  args: string[];
  list: ListName;
  tab?: string;
  queue?: boolean;
  whole?: boolean;
  tree?: boolean;
}[] = [
  { args: ['redemptions', 'list', '--status', 'pending'], list: 'redemptions', tab: 'Pending', queue: true },
  { args: ['redemptions', 'list', '--status', 'approved'], list: 'redemptions', tab: 'Approved' },
  { args: ['reviews', 'list'], list: 'reviews', queue: true },
  { args: ['vendors', 'list'], list: 'vendors' },
  { args: ['vendor-services', 'list'], list: 'vendor-services' },
  { args: ['shops', 'list'], list: 'shops' },
  { args: ['shop-categories', 'list'], list: 'shop-categories' },
  { args: ['referral-codes', 'list'], list: 'referral-codes' },
  { args: ['featured-ads', 'list'], list: 'featured-ads' },
  { args: ['paid-services', 'list', '--for', 'vendor'], list: 'paid-services' },
  { args: ['paid-services', 'list', '--for', 'shop'], list: 'paid-services-shop' },
  { args: ['token-mappings', 'list'], list: 'token-mappings' },
  { args: ['referral-configs', 'list'], list: 'referral-configs' },
  { args: ['services', 'list'], list: 'services' },
  { args: ['services', 'list', '--tree'], list: 'services', whole: true, tree: true },
  { args: ['reviews', 'flagged', '--include-resolved'], list: 'review-flags' },
  { args: ['vendors', 'services', 'MOBILE'], list: 'vendor-linked-services', whole: true },
  { args: ['paid-services', 'plans'], list: 'subscription-plans', whole: true },
];

/** A tree's items in the order drawn: each followed by its sub-services. */
const flattened = (nodes: any[]): any[] => nodes.flatMap((n) => [n, ...flattened(n.subServices ?? [])]);

/** The headers a terminal table may show for a list, in the definitions' order. */
const terminalLabels = (list: ListName, tab?: string): string[] =>
  (LIST_COLUMNS[list] as ListColumns).columns
    .filter((c) => c.only !== 'panel' && (!c.tabs || (tab && c.tabs.includes(tab))))
    .map(columnLabel);

/** A table's header line split into its headers, each with where its column starts. */
function headersOf(line: string): { label: string; at: number }[] {
  return [...line.matchAll(/\S+(?: \S+)*/g)].map((m) => ({ label: m[0], at: m.index }));
}

describe.each(NOUNS)(
  'mpa $args.0 $args.1 $args.2 $args.3 as a table',
  ({ args, list, tab, queue, whole, tree }) => {
    const def = LIST_COLUMNS[list] as ListColumns;
    const id = def.columns.find((c) => c.id === def.identifies)!;

    it.each([80, 120, 200])(
      'at %i columns: the panel headers, lines within the width, the identifying column whole',
      async (width) => {
        args = args.map((a) => (a === 'MOBILE' ? vendorMobile : a));
        const piped = json<any[]>((await s.mpa(args)).stdout);
        const rows = tree ? flattened(piped) : piped;
        expect(rows.length).toBeGreaterThan(0);
        if (tree) expect(rows.length).toBeGreaterThan(piped.length);
        const r = await s.mpa(args, { tty: true, env: { COLUMNS: String(width) } });
        expect(r.code, r.stderr).toBe(0);
        const lines = r.stdout.trimEnd().split('\n');
        for (const l of lines) expect([...l].length, l).toBeLessThanOrEqual(width);

        // the header, one rule under it, one line per row, then the count
        const headers = headersOf(lines[0]);
        const labels = headers.map((h) => h.label);
        const expected = [...terminalLabels(list, tab), ...(queue ? [catalogue.columns.age] : [])];
        expect(
          labels.every((l) => expected.includes(l)),
          labels.join(' | '),
        ).toBe(true);
        expect(labels).toEqual(expected.filter((l) => labels.includes(l)));
        expect(lines[1]).toMatch(/^[─ ]+$/);
        expect(lines.slice(2, whole ? undefined : -1)).toHaveLength(rows.length);
        if (!whole) expect(lines.at(-1)).toMatch(/^Showing 1 to \d+ of \d+ items$/);
        if (queue) expect(labels).toContain(catalogue.columns.age);
        if (width === 200) expect(labels).toEqual(expected);

        // the identifying column: whole in every row
        const at = headers.find((h) => h.label === columnLabel(id))!.at;
        rows.forEach((row, i) => {
          const shown = formatValue(id.kind, columnValue(id, row));
          expect(lines[2 + i].slice(at, at + shown.length + 1).trimEnd()).toBe(shown);
        });
      },
    );
  },
);

describe("the vendors' Service column", () => {
  /** Runs mpa with the SDK's requests counted: the paths asked for, in order. */
  const counted = async (args: string[], o: { tty?: boolean; env?: Record<string, string> } = {}) => {
    const paths: string[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      paths.push(new URL(String(input)).pathname);
      return nodeFetch(input as string, init);
    }) as typeof globalThis.fetch;
    return { run: await s.mpa(args, { ...o, fetch }), paths };
  };

  it("names each vendor's main service, as the panel does: one read of the root-level services, then each other id once", async () => {
    const names = new Map(
      flattened(json<any[]>((await s.mpa(['services', 'list', '--tree'])).stdout)).map((x) => [
        x.id,
        x.name as string,
      ]),
    );
    const vendors = json<any[]>((await s.mpa(['vendors', 'list', '--page-size', '100'])).stdout);
    const { run, paths } = await counted(
      ['vendors', 'list', '--page-size', '100', '--fields', 'id,mainService'],
      { tty: true, env: { COLUMNS: '120' } },
    );
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID +Service$/);
    vendors.forEach((v, i) => {
      const name =
        v.mainService === null || v.mainService === undefined ? '—' : (names.get(v.mainService) ?? '—');
      expect(lines[2 + i]).toBe(`${String(v.id).padEnd(lines[1].indexOf(' '))}  ${name}`.trimEnd());
    });
    // the requests: the page, the root-level active services once, and one read per id that list did not name
    const rootLevel = new Set(
      (
        json<any>((await s.mpa(['api', 'services.rootLevelActive', 'pageSize=100'])).stdout).data
          .items as any[]
      ).map((x) => x.id),
    );
    const byId = paths.filter((p) => /^\/Services\/v1\/\d+$/.test(p)).map((p) => Number(p.split('/').pop()));
    expect(paths.filter((p) => p.endsWith('/root-level-active-only'))).toHaveLength(1);
    expect(new Set(byId).size).toBe(byId.length);
    expect(byId.filter((id) => rootLevel.has(id))).toEqual([]);
    expect(new Set(byId)).toEqual(
      new Set(
        vendors
          .map((v) => v.mainService)
          .filter((id) => id !== null && id !== undefined && !rootLevel.has(id)),
      ),
    );
    expect(byId.length).toBeGreaterThan(0);
  });

  it('json stays the id the API sends, and reads no service', async () => {
    const { run, paths } = await counted(['vendors', 'list', '--page-size', '5', '--format', 'json'], {
      tty: true,
    });
    expect(
      json<any[]>(run.stdout).every((v) => v.mainService === null || typeof v.mainService === 'number'),
    ).toBe(true);
    expect(paths.filter((p) => p.startsWith('/Services'))).toEqual([]);
  });
});

describe('table options', () => {
  const pending = ['redemptions', 'list', '--status', 'pending'];

  it('long text is cut with an ellipsis to fit; --wide shows every column whole', async () => {
    const fitted = (await s.mpa(['reviews', 'list'], { tty: true, env: { COLUMNS: '80' } })).stdout;
    expect(fitted).toContain('…');
    const wide = await s.mpa(['reviews', 'list', '--wide'], { tty: true, env: { COLUMNS: '80' } });
    expect(wide.stdout).not.toContain('…');
    const texts = json<any[]>((await s.mpa(['reviews', 'list'])).stdout).map((r) => r.reviewText);
    for (const t of texts) expect(wide.stdout).toContain(t);
    expect(wide.stdout.split('\n').some((l) => l.length > 80)).toBe(true);
  });

  it('columns left out to fit are named on stderr', async () => {
    const r = await s.mpa(pending, { tty: true, env: { COLUMNS: '80' } });
    expect(r.stderr).toContain(catalogue.tables.columnsLeftOut([catalogue.columns.requested]));
    expect((await s.mpa(pending, { tty: true, env: { COLUMNS: '200' } })).stderr).toBe('');
  });

  it('--fields chooses columns by API names, drawn with the panel headers and words', async () => {
    const r = await s.mpa([...pending, '--fields', 'requestUserType,redeemRequestId,age'], {
      tty: true,
      env: { COLUMNS: '120' },
    });
    const lines = r.stdout.split('\n');
    expect(headersOf(lines[0]).map((h) => h.label)).toEqual(['User Type', 'ID', 'Age']);
    expect(lines[2]).toMatch(/^(Vendor|Client) +\d+ +\d+ (d|h|min)$/);
  });

  it('times in the local zone, --tz or MPA_TZ (the panel choices or IANA names); ISO when piped; a bad zone is a usage error', async () => {
    const row = json<any[]>((await s.mpa([...pending, '--page-size', '1'])).stdout)[0];
    const at = (zone: string) => formatValue('dateTime', row.requestDateTime, { timeZone: zone });
    const table = async (extra: string[], env: Record<string, string> = {}) =>
      (await s.mpa([...pending, '--page-size', '1', '--wide', ...extra], { tty: true, env })).stdout;
    expect(await table(['--tz', 'UTC-8'])).toContain(at('Etc/GMT+8'));
    expect(await table(['--tz', 'UTC+1'])).toContain(at('Etc/GMT-1'));
    expect(await table([], { MPA_TZ: 'Asia/Kolkata' })).toContain(at('Asia/Kolkata'));
    expect(at('Etc/GMT+8')).not.toBe(at('Etc/GMT-1'));
    expect((await s.mpa([...pending, '--page-size', '1', '--format', 'table'])).stdout).toContain(
      row.requestDateTime,
    );
    const bad = await s.mpa([...pending, '--tz', 'Mars/Olympus'], { tty: true });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(catalogue.tables.unknownTimeZone('Mars/Olympus'));
  });

  it('--sort age sorts a queue by the age of its items (--desc: the oldest first)', async () => {
    const oldest = json<any[]>((await s.mpa([...pending, '--sort', 'age', '--desc'])).stdout).map((r) =>
      Date.parse(r.requestDateTime),
    );
    const newest = json<any[]>((await s.mpa([...pending, '--sort', 'age'])).stdout).map((r) =>
      Date.parse(r.requestDateTime),
    );
    expect(oldest).toEqual([...oldest].sort((a, b) => a - b));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    expect(newest[0]).toBeGreaterThan(oldest[0]);
    const reviews = json<any[]>((await s.mpa(['reviews', 'list', '--sort', 'age', '--desc'])).stdout).map(
      (r) => Date.parse(r.createdAt),
    );
    expect(reviews).toEqual([...reviews].sort((a, b) => a - b));
  });

  it('a header renamed in the catalogue is renamed in the table (the panel grid reads the same: web src/app/columns.test.tsx)', async () => {
    const headers = catalogue.columns as Record<string, string>;
    const before = { ...headers };
    Object.assign(headers, { userName: 'Requester (renamed)' });
    try {
      const r = await s.mpa(pending, { tty: true, env: { COLUMNS: '200' } });
      expect(headersOf(r.stdout.split('\n')[0]).map((h) => h.label)).toContain('Requester (renamed)');
    } finally {
      Object.assign(headers, before);
    }
  });

  it('json, ndjson and csv stay the data as the API sends it; piped, a list is JSON', async () => {
    const piped = json<any[]>((await s.mpa(pending)).stdout);
    expect(piped[0]).toHaveProperty('requestUserType');
    expect(['V', 'C']).toContain(piped[0].requestUserType);
    expect(json((await s.mpa([...pending, '--format', 'json'], { tty: true })).stdout)).toEqual(piped);
  });
});
