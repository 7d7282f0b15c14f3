import { join } from 'node:path';
import { VIEW_LISTS, type View } from '@marketplace-admin/sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { grid } from './grid';
import { openSignedIn, signedInSdk, useStack } from './harness';
import { useMpaShell } from './mpaShell';
import { goInApp } from './routeList';

// The panel's 'Export views' file, downloaded in the browser, taken by `mpa views import` into a fresh mpa
// config: `mpa <noun> list --view NAME --format json` then gives the rows the panel shows for that view, on
// every list with an mpa noun (the SDK's VIEW_LISTS; Clients and Appointments are the panel's sample data).

const stack = useStack();
const mpa = useMpaShell(
  () => stack.api,
  async () => (await signedInSdk(stack.api)).session.token()!,
);

type Row = Record<string, unknown>;

interface ViewCase {
  view: View;
  /** What the list shows for the view (in order), once drawn. */
  shown(page: Page): Promise<string[]>;
  /** The field of mpa's JSON rows that `shown` reads, as the screen writes it. */
  field(row: Row): string;
}

const column = (label: string, header: string) => async (page: Page) => {
  await grid(page, label).settled();
  return grid(page, label).column(header);
};
const text = (key: string) => (row: Row) => String(row[key] ?? '');

const CASES: ViewCase[] = [
  {
    view: { list: 'vendors', name: 'A by mobile', query: { q: 'a', sort: 'mobileno', desc: '1' } },
    shown: column('Vendors', 'Mobile'),
    field: text('mobileNo'),
  },
  {
    view: { list: 'vendors-services', name: 'Dearest', query: { q: 'a', sort: 'serviceRates', desc: '1' } },
    shown: column('Vendors Services', 'Mobile'),
    field: text('vMobile'),
  },
  {
    view: { list: 'shops', name: 'Second page', query: { page: '2', size: '5' } },
    shown: column('Shops', 'Shop Name'),
    field: text('shopName'),
  },
  {
    view: { list: 'shop-categories', name: 'Last first', query: { q: 'a', sort: 'ord', desc: '1' } },
    shown: column('Shop Categories', 'Category Name'),
    field: text('shopCategoryName'),
  },
  {
    view: { list: 'services', name: 'Descaling', query: { q: 'descal' } },
    async shown(page) {
      await page.locator('.bp6-tree').waitFor();
      return page
        .locator('.mpa-tree-label[data-level="1"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-name') ?? ''));
    },
    field: text('name'),
  },
  {
    view: { list: 'referral-codes', name: 'By name', query: { q: 'a', sort: 'name', desc: '1' } },
    shown: column('Referral codes', 'Code'),
    field: text('referralCode'),
  },
  {
    view: {
      list: 'redemptions',
      name: 'Approved by value',
      query: { tab: 'Approved', sort: 'redeemValue', desc: '1' },
    },
    shown: column('Approved redemption requests', 'User Name'),
    field: text('userName'),
  },
  {
    view: { list: 'featured-ads', name: 'Five ads', query: { size: '5' } },
    shown: column('Featured ads', 'Ad ID'),
    field: text('FeaturedAdId'),
  },
  {
    view: {
      list: 'premium-services',
      name: 'Vendors Z-A',
      query: { q: 'a', sort: 'vendorName', desc: '1' },
    },
    shown: column('Paid services', 'Vendor'),
    field: text('vendorName'),
  },
  {
    view: {
      list: 'reviews-moderation',
      name: 'Best approved',
      query: { tab: 'approved', sort: 'rating', desc: '1' },
    },
    async shown(page) {
      await page.locator('.mpa-review-count').filter({ hasText: /\d/ }).waitFor();
      return page.locator('[role="article"] .mpa-review-id').allTextContents();
    },
    field: (row) => `#${String(row.reviewID)}`,
  },
];

const viewsButton = (page: Page, name: string | RegExp = /^Views/) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });
const menu = (page: Page) => page.getByRole('menu', { name: 'Saved views' });

describe("the panel's views in mpa (issue 40)", () => {
  it('Export views → mpa views import → mpa <list> list --view NAME gives the rows the panel shows, on every list with an mpa noun', async () => {
    // every list with an mpa noun has its case here
    expect(CASES.map((c) => c.view.list).sort()).toEqual(
      Object.values(VIEW_LISTS)
        .filter((s) => s.noun)
        .map((s) => s.list)
        .sort(),
    );
    // the views are in the browser's storage as the panel first loads
    const page = await openSignedIn(stack, '/shops', {
      beforeLoad: (p) =>
        p.addInitScript(
          (views) => {
            if (sessionStorage.getItem('e2e-views-preset')) return;
            localStorage.setItem('mpa-views:9000000000', JSON.stringify(views));
            sessionStorage.setItem('e2e-views-preset', '1');
          },
          CASES.map((c) => c.view),
        ),
    });
    await viewsButton(page).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      menu(page).getByRole('menuitem', { name: 'Export views' }).click(),
    ]);
    const file = join(mpa.dir, download.suggestedFilename());
    await download.saveAs(file);
    // the fresh config has no views; the shell's words for the file name need no quoting (a temp dir)
    expect(await mpa.run('mpa views list --format json')).toMatch(/^\[\s*\]\s*$/);
    await mpa.run(`mpa views import ${file}`);
    const imported = JSON.parse(await mpa.run('mpa views list --format json')) as View[];
    expect(imported.map((v) => [v.list, v.name, v.query])).toEqual(
      CASES.map((c) => [c.view.list, c.view.name, c.view.query]),
    );

    for (const c of CASES) {
      const { list, name } = c.view;
      // the list opened afresh from another screen (as a sidebar link opens it), the view chosen in its menu
      await goInApp(page, '/settings');
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      await goInApp(page, `/${list}`);
      await viewsButton(page, 'Views').click();
      await menu(page).getByRole('menuitem', { name, exact: true }).click();
      await viewsButton(page, `Views: ${name}`).waitFor();

      const noun = VIEW_LISTS[list].noun!;
      const rows = JSON.parse(await mpa.run(`mpa ${noun} list --view '${name}' --format json`)) as Row[];
      const want = rows.map(c.field);
      expect(want.length, list).toBeGreaterThan(0);
      // until the list has drawn the view's slice: mpa's rows, or their first ones where the list is windowed
      // (the review cards draw those in view)
      let shown: string[] = [];
      await expect
        .poll(async () => {
          shown = await c.shown(page);
          return shown.length > 0 && shown.every((v, i) => v === want[i]);
        })
        .toBe(true)
        .catch(() => undefined);
      expect(shown, list).toEqual(want.slice(0, Math.max(1, shown.length)));
    }
  });
});
