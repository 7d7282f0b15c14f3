import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogue,
  columnLabel,
  EXPORT_COLUMNS,
  exportLabel,
  findColumn,
  LIST_COLUMNS,
  type ExportList,
  type ListName,
  type MpaClient,
  type Page,
} from '@marketplace-admin/sdk';
import { json, ndjson, parseCsv, startStack, type Stack, signedInSdk } from './helpers';

// `mpa <noun> export` for every list noun: the rows of the list for the same query (read here through
// the SDK), the panel's columns (EXPORT_COLUMNS), to stdout or atomically to a file, and the exit codes.

let s: Stack;
let sdk: MpaClient;
let dir: string;
beforeAll(async () => {
  s = await startStack();
  await s.login();
  sdk = signedInSdk(s);
  dir = mkdtempSync(join(tmpdir(), 'mpa-cli-export-nouns-'));
});
afterAll(async () => {
  await s?.close();
  rmSync(dir, { recursive: true, force: true });
});

const header = (list: ExportList): string[] =>
  (EXPORT_COLUMNS[list] as readonly (string | { key: string })[]).map((c) =>
    typeof c === 'string' ? c : c.key,
  );
/** A field's CSV header: its label (the catalogue's column header). */
const labelOf = (list: ExportList, key: string): string => catalogue.columns[exportLabel(list, key)!];

type Rows = { totalCount: number; rows: Record<string, unknown>[] };

/** The list's totalCount (from its first page) and every row, through the SDK. */
async function read(pages: AsyncIterable<Page<unknown>>): Promise<Rows> {
  let totalCount = -1;
  const rows: Record<string, unknown>[] = [];
  for await (const p of pages) {
    if (totalCount < 0) totalCount = p.totalCount;
    rows.push(...(p.items as Record<string, unknown>[]));
  }
  return { totalCount, rows };
}

interface Case {
  noun: string;
  list: ExportList;
  /** The export's query flags. */
  args: string[];
  /** The list for the same query, through the SDK. */
  read(): Promise<Rows>;
  /** The rows' id column. */
  id: string;
}

const CASES: Case[] = [
  {
    noun: 'vendors',
    list: 'vendors',
    args: ['--sort', 'yearOfExperience', '--desc'],
    id: 'id',
    read: () => read(sdk.vendors.pages({ sortBy: 'yearOfExperience', sortDescending: true, pageSize: 100 })),
  },
  {
    noun: 'vendor-services',
    list: 'vendor-services',
    args: ['--search', 'a'],
    id: 'id',
    read: () => read(sdk.vendorServices.pages({ searchTerms: 'a', pageSize: 100 })),
  },
  {
    noun: 'shops',
    list: 'shops',
    args: ['--sort', 'shopName'],
    id: 'shopId',
    read: () => read(sdk.shops.pages({ sortBy: 'shopName', pageSize: 100 })),
  },
  {
    noun: 'shop-categories',
    list: 'shop-categories',
    args: ['--sort', 'order', '--desc'],
    id: 'shopCategoryId',
    read: async () =>
      read([
        await sdk.shopCategories.listPage({ sortBy: 'order', sortDescending: true, pageSize: 1000 }),
      ] as never),
  },
  {
    noun: 'reviews',
    list: 'reviews',
    args: ['--status', 'approved'],
    id: 'reviewID',
    read: () => read(sdk.reviews.pages({ status: 'approved', pageSize: 100 })),
  },
  {
    noun: 'redemptions',
    list: 'redemptions',
    args: ['--status', 'rejected', '--sort', 'redeemValue'],
    id: 'redeemRequestId',
    read: () => read(sdk.redemptions.pages({ status: 'Rejected', sortBy: 'redeemValue', pageSize: 100 })),
  },
  {
    noun: 'referral-codes',
    list: 'referral-codes',
    args: ['--search', 'ab'],
    id: 'codeId',
    read: () => read(sdk.referrals.codes.pages({ searchTerms: 'ab', pageSize: 100 })),
  },
  {
    noun: 'featured-ads',
    list: 'featured-ads',
    args: [],
    id: 'FeaturedAdId',
    read: () => read(sdk.featuredAds.pages({ pageSize: 100 })),
  },
  // A shop without a subscription has no id (spec §4): the shop's id tells the rows apart.
  {
    noun: 'paid-services',
    list: 'paid-services',
    args: ['--for', 'shop'],
    id: 'shopId',
    read: () => read(sdk.premiumServices.pages({ for: 'shop', pageSize: 100 })),
  },
  {
    noun: 'services',
    list: 'services',
    args: ['--search', 'a', '--sort', 'ord'],
    id: 'id',
    read: () => read(sdk.services.pages({ searchTerms: 'a', sortBy: 'ord', pageSize: 100 })),
  },
];

describe('mpa <noun> export', () => {
  it.each(CASES)(
    "$noun: csv to stdout and ndjson to a file hold the list's rows for the same query, with its export columns",
    async (c) => {
      const { totalCount, rows: want } = await c.read();
      expect(totalCount, `${c.noun}: the demo seed has rows for this query`).toBeGreaterThan(1);
      expect(want).toHaveLength(totalCount);
      // Small pages, so that the export reads several of them.
      const pageSize = String(Math.max(1, Math.ceil(want.length / 3)));

      const csv = await s.mpa([c.noun, 'export', ...c.args, '--page-size', pageSize]);
      expect([csv.code, csv.stderr.split('\n').filter(Boolean).pop()]).toEqual([
        0,
        expect.stringMatching(new RegExp(`^Exported ${totalCount} of ${totalCount} `)),
      ]);
      const rows = parseCsv(csv.stdout);
      // headed by the panel's labels: every column has one, no two alike
      expect(rows[0]).toEqual(header(c.list).map((k) => labelOf(c.list, k)));
      expect(new Set(rows[0]).size).toBe(rows[0].length);
      expect(rows.length - 1).toBe(totalCount);
      const idAt = rows[0].indexOf(labelOf(c.list, c.id));
      expect(rows.slice(1).map((r) => r[idAt])).toEqual(want.map((r) => String(r[c.id] ?? '')));

      // --headers keys: the same file headed by the API's field names, for a script that reads by them
      const keyed = await s.mpa([c.noun, 'export', ...c.args, '--page-size', pageSize, '--headers', 'keys']);
      expect(keyed.code, keyed.stderr).toBe(0);
      expect(parseCsv(keyed.stdout)).toEqual([header(c.list), ...rows.slice(1)]);

      const file = join(dir, `${c.noun}.ndjson`);
      const nd = await s.mpa([
        c.noun,
        'export',
        ...c.args,
        '--format',
        'ndjson',
        '--output',
        file,
        '--page-size',
        pageSize,
      ]);
      expect([nd.code, nd.stdout]).toEqual([0, '']);
      const got = ndjson<Record<string, unknown>>(readFileSync(file, 'utf8'));
      expect(got).toHaveLength(totalCount);
      expect(Object.keys(got[0])).toEqual(header(c.list));
      expect(got.map((r) => r[c.id])).toEqual(want.map((r) => r[c.id]));
      expect(readdirSync(dir).filter((f) => f.includes('.partial-'))).toEqual([]);
    },
  );

  it("csv headers and the panel's grid and the CLI's table headers come from the same column definitions", () => {
    const lists: Record<ExportList, ListName[]> = {
      vendors: ['vendors'],
      'vendor-services': ['vendor-services'],
      shops: ['shops'],
      'shop-categories': ['shop-categories'],
      reviews: ['reviews'],
      redemptions: ['redemptions'],
      'referral-codes': ['referral-codes'],
      'featured-ads': ['featured-ads'],
      'paid-services': ['paid-services', 'paid-services-shop'],
      services: ['services'],
    };
    let shared = 0;
    for (const [list, defs] of Object.entries(lists) as [ExportList, ListName[]][]) {
      for (const key of header(list)) {
        expect(exportLabel(list, key), `${list} ${key}`).toBeDefined();
        // a field a grid column shows as it is: that column's header
        const c = defs.map((d) => findColumn(d, key)).find(Boolean);
        if (c && !c.value && c.id === key) {
          expect(labelOf(list, key)).toBe(columnLabel(c));
          shared++;
        }
      }
    }
    expect(shared).toBeGreaterThan(30);
    expect(Object.keys(LIST_COLUMNS)).toEqual(expect.arrayContaining(Object.values(lists).flat()));
  });

  it('--headers labels is for CSV: with json or ndjson it is a usage error (their keys are the field names)', async () => {
    for (const format of ['json', 'ndjson']) {
      const r = await s.mpa(['vendors', 'export', '--format', format, '--headers', 'labels']);
      expect([r.code, r.stdout], format).toEqual([2, '']);
      expect(r.stderr).toContain('--headers labels is for CSV');
      expect(
        (await s.mpa(['vendors', 'export', '--format', format, '--headers', 'keys', '--fields', 'id'])).code,
      ).toBe(0);
    }
    expect((await s.mpa(['vendors', 'export', '--headers', 'names'])).code).toBe(2);
  });

  it('json is one array; --fields picks export columns; --bom starts a CSV with a byte order mark (off by default)', async () => {
    const arr = json<Record<string, unknown>[]>(
      (await s.mpa(['vendors', 'export', '--format', 'json', '--fields', 'id,NAME,isActive'])).stdout,
    );
    expect(arr.length).toBe((await sdk.vendors.list({ pageSize: 1 })).totalCount);
    expect(Object.keys(arr[0])).toEqual(['id', 'name', 'isActive']);
    const file = join(dir, 'shops-bom.csv');
    expect((await s.mpa(['shops', 'export', '--bom', '--output', file])).code).toBe(0);
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith('\uFEFFID,Shop Name,')).toBe(true);
    expect((await s.mpa(['shops', 'export'])).stdout.startsWith('ID,Shop Name,')).toBe(true);
    expect(
      (await s.mpa(['shops', 'export', '--headers', 'keys'])).stdout.startsWith('shopId,shopName,'),
    ).toBe(true);
  });

  it('csv guards against formula injection: a text from the data starting with = or @ gets a leading quote; numbers stay numbers', async () => {
    const evil = '=HYPERLINK("http://x.example","click")';
    await sdk.shops.create({
      shopName: evil,
      shopCategory: '@Bakery',
      shopAddress: '+1 Formula Road',
      shopPhones: ['9876500077'],
    });
    const r = await s.mpa(['shops', 'export', '--search', 'HYPERLINK', '--headers', 'keys']);
    expect(r.code).toBe(0);
    const [head, row] = parseCsv(r.stdout);
    const cell = (k: string): string => row[head.indexOf(k)];
    expect([cell('shopName'), cell('shopCategory'), cell('shopAddress'), cell('shopPhones')]).toEqual([
      `'${evil}`,
      "'@Bakery",
      "'+1 Formula Road",
      '9876500077',
    ]);
    expect(cell('shopId')).toMatch(/^\d+$/);
  });

  it('exit codes: 2 for a bad --format, --status, --for (and --desc on shops), 1 and one line for an unwritable --output, 3 when not logged in', async () => {
    for (const args of [
      ['vendors', 'export', '--format', 'xml'],
      ['reviews', 'export', '--status', 'flagged'],
      ['redemptions', 'export', '--status', 'done'],
      ['paid-services', 'export', '--for', 'client'],
      ['shops', 'export', '--desc'],
    ]) {
      const r = await s.mpa(args);
      expect([r.code, r.stdout], args.join(' ')).toEqual([2, '']);
    }
    const bad = await s.mpa(['featured-ads', 'export', '--output', '/no/such/dir/ads.csv']);
    expect([bad.code, bad.stdout, bad.stderr]).toEqual([
      1,
      '',
      'Cannot write to /no/such/dir/ads.csv: ENOENT: no such file or directory\n',
    ]);
    const empty = mkdtempSync(join(tmpdir(), 'mpa-cli-nologin-'));
    const file = join(dir, 'never.csv');
    const out = await s.mpa(['vendors', 'export', '--output', file], { env: { MPA_CONFIG_DIR: empty } });
    rmSync(empty, { recursive: true, force: true });
    expect([out.code, out.stdout]).toEqual([3, '']);
    expect(out.stderr).toMatch(/^Not logged in/);
    expect(existsSync(file)).toBe(false);
  });
});
