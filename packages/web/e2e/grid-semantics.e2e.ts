// Every list on the DataGrid read as assistive technology reads it (Chromium's accessibility tree, through
// Playwright's roles): a named grid, a row per visible row holding its cells in the order shown (frozen
// columns included), column headers with aria-sort, and the cells reading what the API sent.
// The first two rows' aria snapshots are checked in under e2e/aria/ (MPA_UPDATE_ARIA=1 writes them anew).
import { DEFAULT_SORT, PAGE_SIZES, shopCategoryPage, type MpaClient } from '@marketplace-admin/sdk';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_APPOINTMENTS } from '../src/screens/appointments/data';
import { SAMPLE_CLIENTS } from '../src/screens/clients/data';
import { openSignedIn, signedInSdk, useStack } from './harness';
import { goInApp } from './routeList';

const ARIA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), 'aria');

type Values = Record<string, string>;
interface GridRoute {
  path: string;
  /** The grid's accessible name. */
  label: string;
  /** The rows of the first page as the API (or the screen's sample data) has them: header -> the cell's text. */
  expected(sdk: MpaClient): Promise<Values[]>;
  /** The header the list is sorted by at first, and how; undefined when the list has no sort. */
  sorted?: [string, 'ascending' | 'descending'];
}

const ROUTES: GridRoute[] = [
  {
    path: '/vendors',
    label: 'Vendors',
    sorted: ['Name', 'ascending'],
    expected: async (sdk) =>
      (
        await sdk.vendors.list({ page: 1, pageSize: 10, sortBy: 'vendorname', sortDescending: false })
      ).items.map((v) => ({ Name: v.name, Mobile: v.mobileNo, Email: v.email ?? '' })),
  },
  {
    path: '/vendors-services',
    label: 'Vendors Services',
    sorted: ['Vendor', 'ascending'],
    expected: async (sdk) =>
      (
        await sdk.vendorServices.list({ page: 1, pageSize: 10, sortBy: 'vendorname', sortDescending: false })
      ).items.map((r) => ({ Vendor: String(r.venderName), Mobile: String(r.vMobile) })),
  },
  {
    path: '/shops',
    label: 'Shops',
    expected: async (sdk) =>
      (await sdk.shops.list({ page: 1, pageSize: 10, sortBy: DEFAULT_SORT.shops })).items.map((s) => ({
        'Shop Name': s.shopName,
        Category: String(s.shopCategory),
        Phones: s.shopPhones.join(', '),
      })),
  },
  {
    path: '/shop-categories',
    label: 'Shop Categories',
    sorted: ['Category Name', 'ascending'],
    expected: async (sdk) =>
      shopCategoryPage(await sdk.shopCategories.list(), {
        page: 1,
        pageSize: PAGE_SIZES.shopCategories,
        sortBy: DEFAULT_SORT.shopCategories,
        sortDescending: false,
      }).items.map((c) => ({
        'Category Name': c.shopCategoryName,
        Active: c.isActive ? 'Active' : 'Inactive',
      })),
  },
  {
    path: '/referral-codes',
    label: 'Referral codes',
    sorted: ['Code', 'ascending'],
    expected: async (sdk) =>
      (await sdk.referrals.codes.list({ page: 1, pageSize: 10, sortBy: 'referralCode' })).items.map((c) => ({
        Code: c.referralCode,
      })),
  },
  {
    path: '/redemptions',
    label: 'Pending redemption requests',
    sorted: ['Requested', 'ascending'],
    expected: async (sdk) =>
      (
        await sdk.redemptions.list('Pending', {
          page: 1,
          pageSize: 10,
          sortBy: 'requestDateTime',
          sortDescending: false,
        })
      ).items.map((r) => ({
        ID: String(r.redeemRequestId),
        'User Name': r.userName ?? '',
        Method: r.redeemMethod ?? '',
        Status: r.status ?? '',
      })),
  },
  {
    path: '/premium-services',
    label: 'Paid services',
    expected: async (sdk) =>
      (
        await sdk.premiumServices.list('vendor', {
          page: 1,
          pageSize: PAGE_SIZES.paidServices,
          sortBy: DEFAULT_SORT.paidServices,
          sortDescending: false,
        })
      ).items.map((r) => ({ Mobile: r.mobile ?? '' })),
  },
  {
    path: '/featured-ads',
    label: 'Featured ads',
    expected: async (sdk) =>
      (await sdk.featuredAds.list({ page: 1, pageSize: 10 })).items.map((a) => ({
        'Ad ID': String(a.FeaturedAdId),
        Priority: String(a.Priority),
      })),
  },
  {
    path: '/appointments',
    label: 'All appointments',
    expected: () =>
      Promise.resolve(
        SAMPLE_APPOINTMENTS.slice(0, 10).map((a) => ({
          Client: a.client,
          Service: a.service,
          Vendor: a.vendor,
          Date: a.date,
          Time: a.time,
        })),
      ),
  },
  {
    path: '/clients',
    label: 'Clients',
    expected: () =>
      Promise.resolve(
        SAMPLE_CLIENTS.slice(0, 10).map((c) => ({ Name: c.name, Email: c.email, Phone: c.phone })),
      ),
  },
];

/** A grid as read: its rows, and each row's cells by their column index (the order shown). */
async function readGrid(
  page: Page,
  grid: Locator,
): Promise<{ headers: string[]; sort: Record<string, string | null>; rows: string[][] }> {
  const body = page.locator('.mpa-grid-body').filter({ has: grid });
  const byColumn = async (cells: Locator): Promise<[number, string, string | null][]> =>
    (
      await cells.evaluateAll((els) =>
        els.map(
          (e) =>
            [
              Number(e.getAttribute('aria-colindex')),
              (e.getAttribute('aria-label') ?? e.textContent ?? '').trim(),
              e.getAttribute('aria-sort'),
            ] as [number, string, string | null],
        ),
      )
    ).sort((a, b) => a[0] - b[0]);
  const headerCells = await byColumn(body.getByRole('columnheader'));
  const rowCount = (await grid.getByRole('row').count()) - 1;
  const rows: string[][] = [];
  for (let r = 0; r < rowCount; r++) {
    const cells = await byColumn(
      body
        .getByRole('gridcell')
        .or(body.getByRole('rowheader'))
        .and(body.locator(`[aria-rowindex="${r + 2}"]`)),
    );
    rows.push(cells.map(([, text]) => text));
  }
  return {
    headers: headerCells.map(([, h]) => h),
    sort: Object.fromEntries(headerCells.map(([, h, s]) => [h, s])),
    rows,
  };
}

const stack = useStack();
let sdk: MpaClient;
beforeAll(async () => {
  sdk = await signedInSdk(stack.api);
});

describe('every grid is a grid to assistive technology', () => {
  // one signed-in page goes from list to list in the app, as a sidebar link does: what is read is the grid drawn
  let page: Page;
  beforeAll(async () => {
    page = await openSignedIn(stack, ROUTES[0].path);
  });

  it.each(ROUTES)(
    '$path: rows of cells in the order shown, reading the API’s values; headers with aria-sort',
    async (route) => {
      if (route !== ROUTES[0]) await goInApp(page, route.path);
      const grid = page.getByRole('grid', { name: route.label, exact: true });
      await grid
        .and(page.locator(':not([aria-busy])'))
        .getByRole('row')
        .nth(1)
        .waitFor({ state: 'attached' });
      const expected = await route.expected(sdk);
      const shown = await readGrid(page, grid);

      // the grid says how big it is; one row per visible row after the header row
      expect(await grid.getAttribute('aria-rowcount')).toBe(String(expected.length + 1));
      expect(await grid.getAttribute('aria-colcount')).toBe(String(shown.headers.length));
      expect(shown.rows).toHaveLength(expected.length);
      // each row holds a cell for every column (frozen ones included), each cell the API's value under its header
      for (const [i, values] of expected.entries()) {
        expect(shown.rows[i], `row ${i + 1}`).toHaveLength(shown.headers.length);
        for (const [header, value] of Object.entries(values)) {
          const at = shown.headers.indexOf(header);
          expect(at, `column '${header}'`).toBeGreaterThanOrEqual(0);
          expect(shown.rows[i][at], `row ${i + 1}, ${header}`).toBe(value);
        }
      }
      // a sortable column's header says how it is sorted
      const sortable = await page
        .locator('.mpa-grid-body')
        .filter({ has: grid })
        .getByRole('button', { name: /, (sorted|not sorted)/ })
        .count();
      const withSort = Object.entries(shown.sort).filter(([, s]) => s !== null);
      expect(withSort).toHaveLength(sortable);
      for (const [, s] of withSort) expect(['ascending', 'descending', 'none']).toContain(s);
      if (route.sorted) expect(shown.sort[route.sorted[0]]).toBe(route.sorted[1]);
      else expect(withSort.every(([, s]) => s === 'none')).toBe(true);

      // what a screen reader reads of the header and the first two rows (Chromium's tree, as Playwright reads it)
      const snapshot = (
        await Promise.all([0, 1, 2].map((r) => grid.getByRole('row').nth(r).ariaSnapshot()))
      ).join('\n');
      const file = resolve(ARIA_DIR, `${route.path.slice(1)}.yml`);
      if (process.env.MPA_UPDATE_ARIA) {
        await mkdir(ARIA_DIR, { recursive: true });
        await writeFile(file, `${snapshot}\n`);
      }
      expect(snapshot).toBe((await readFile(file, 'utf8')).trimEnd());
    },
  );
});
