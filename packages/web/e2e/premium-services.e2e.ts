import {
  catalogue,
  EXPORT_COLUMNS,
  type MpaClient,
  type PremiumService,
  type ServiceFor,
} from '@marketplace-admin/sdk';
import { exportHeaders } from './gridChecks';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { grid } from './grid';
import {
  columnWidth,
  csvLines,
  exportAs,
  fit,
  headers,
  jsonRows,
  resetColumns,
  resizeColumn,
  toggleColumn,
} from './gridTasks';
import {
  closeWithEscape,
  failureToast,
  openSignedIn,
  seriousViolations,
  signedInSdk,
  useStack,
  whileServerFails,
} from './harness';
import { sharedScreenTab } from './routeList';

const stack = useStack();
let sdk: MpaClient;
beforeAll(async () => {
  sdk = await signedInSdk(stack.api);
});
/** An icon the screen uses but never registered logs '[icons] ...' (and fetches a whole icon set). */
const iconWarnings: string[] = [];
afterEach(() => {
  expect(iconWarnings.splice(0)).toEqual([]);
});

function open(
  path: string,
  o: { dark?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  return openSignedIn(stack, path, {
    ...o,
    beforeLoad: (page) =>
      page.on('console', (m) => m.text().startsWith('[icons]') && iconWarnings.push(m.text())),
  });
}
/**
 * axe's serious and critical violations of the settled page. Toasts are closed first: caught mid-fade, their
 * text is measured against a half-transparent background.
 */
async function serious(page: Page): Promise<string[]> {
  const toasts = page.locator('.bp6-toast');
  for (const close of await toasts.getByRole('button', { name: 'Close' }).all())
    await close.click().catch(() => undefined);
  await expect.poll(() => toasts.count(), { timeout: 10_000 }).toBe(0);
  return seriousViolations(page);
}
async function all(
  f: ServiceFor,
  searchTerms?: string,
  sortBy = 'Id',
  sortDescending = false,
): Promise<PremiumService[]> {
  const out: PremiumService[] = [];
  for await (const r of sdk.premiumServices.iterate({
    for: f,
    searchTerms,
    sortBy,
    sortDescending,
    pageSize: 1000,
  }))
    out.push(r);
  return out;
}
const services = (page: Page) => grid(page, 'Paid services');
/** The Vendor (or Shop) column, top to bottom. */
const names = (page: Page, f: ServiceFor = 'vendor') =>
  services(page).column(f === 'shop' ? 'Shop' : 'Vendor');
/** A cell of the row of a vendor (searched for, so one row). */
const cellOf = async (page: Page, vendor: string, header: string) =>
  (await (await services(page).cell('Vendor', vendor, header)).textContent()) ?? '';
const menuButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Actions for ${name}`, exact: true });
/** An item of one row's menu (a closing popover of another row can linger: never look menu items up page-wide). */
const menuItem = (page: Page, name: string, item: string | RegExp) =>
  page
    .getByRole('menu', { name: `Actions for ${name}` })
    .getByRole('menuitem', typeof item === 'string' ? { name: item, exact: true } : { name: item });
async function choose(page: Page, name: string, item: string | RegExp): Promise<void> {
  await menuButton(page, name).first().click();
  await menuItem(page, name, item).click();
}
async function menuItems(page: Page, name: string): Promise<string[]> {
  await menuButton(page, name).first().click();
  const menu = page.getByRole('menu', { name: `Actions for ${name}` });
  await menu.waitFor();
  const items = await menu.getByRole('menuitem').allTextContents();
  await closeWithEscape(page, menu);
  return items;
}

describe('Paid Services (/premium-services)', () => {
  // The tests about what the screen does rather than its load share one signed-in tab, which opens the screen afresh
  // from Settings as a sidebar link does; the list's first load, the read-backs after a reload, the phone, the fit,
  // the columns kept over one and both axe themes still load their page.
  const visit = sharedScreenTab(() => open('/settings'), 'Paid Services');

  it('vendor list: columns, numbered pages, sort by Vendor (second click flips), search after the debounce', async () => {
    const page = await open('/premium-services');
    await page.getByRole('heading', { name: 'Paid Services', level: 1 }).waitFor();
    await page.getByText('Manage your paid services').waitFor();
    expect(await page.getByRole('radio', { name: 'Vendor' }).isChecked()).toBe(true);
    for (const h of ['Vendor', 'Subscription', 'Status']) await services(page).sortButton(h).waitFor();
    const byId = await all('vendor');
    await page.getByText(`Showing 1 to 10 of ${byId.length} items`).waitFor();
    await expect.poll(() => names(page)).toEqual(byId.slice(0, 10).map((r) => r.vendorName));
    await services(page).sortButton('Vendor').click();
    await expect.poll(() => services(page).sortState('Vendor')).toBe('ascending'); // the first click landed before the second
    await services(page).sortButton('Vendor').click();
    const desc = await all('vendor', undefined, 'vendorName', true);
    await expect.poll(() => names(page)).toEqual(desc.slice(0, 10).map((r) => r.vendorName));
    await page.getByRole('button', { name: 'Page 3', exact: true }).click();
    await expect.poll(() => names(page)).toEqual(desc.slice(20, 30).map((r) => r.vendorName));
    const target = byId.find((r) => r.id !== null)!;
    await page.getByPlaceholder('Search paid services...').fill(target.mobile!);
    await page.getByText('Showing 1 to 1 of 1 items').waitFor();
    await expect.poll(() => names(page)).toEqual([target.vendorName]);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      q: target.mobile,
      sort: 'vendorName',
      desc: '1',
    });
    await page.getByPlaceholder('Search paid services...').fill('zz-nobody-zz');
    await page.getByText(catalogue.paidServices.empty).waitFor();
  });

  it("'Service For' Shop resets page, search and sort; it is disabled while the form is open", async () => {
    const page = await visit('/premium-services?page=2&sort=vendorName&desc=1&q=a');
    await services(page).settled();
    await page.getByRole('radio', { name: 'Shop' }).check({ force: true });
    const shops = await all('shop');
    await page.getByText(`Showing 1 to 10 of ${shops.length} items`).waitFor();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ for: 'shop' });
    expect(await page.getByPlaceholder('Search paid services...').inputValue()).toBe('');
    await services(page).sortButton('Shop').waitFor();
    await expect.poll(() => names(page, 'shop')).toEqual(shops.slice(0, 10).map((r) => r.shopName));
    const [first, second] = shops;
    await choose(page, first.shopName!, first.id ? 'Edit Subscription' : 'Add Subscription');
    await page.getByRole('region', { name: /Subscription — / }).waitFor();
    expect(await page.getByRole('radio', { name: 'Vendor' }).isDisabled()).toBe(true);
    // so are the row menus: one form at a time
    await expect.poll(() => menuButton(page, second.shopName!).isDisabled()).toBe(true);
    await page
      .getByRole('region', { name: /Subscription — / })
      .getByRole('button', { name: 'Cancel' })
      .click();
    expect(await page.getByRole('radio', { name: 'Vendor' }).isDisabled()).toBe(false);
    await expect.poll(() => menuButton(page, second.shopName!).isDisabled()).toBe(false);
  });

  it("adding a subscription to a vendor row turns 'Add Subscription' into 'Edit Subscription'; validation and amount rules hold", async () => {
    const row = (await all('vendor')).find((r) => r.id === null)!;
    const page = await open(`/premium-services?q=${row.mobile}`);
    expect(await menuItems(page, row.vendorName!)).toEqual(['Activate', 'Add Subscription', 'Delete']);
    await choose(page, row.vendorName!, 'Add Subscription');
    const form = page.getByRole('region', { name: `Add Subscription — ${row.vendorName}` });
    const posts: string[] = [];
    page.on(
      'request',
      (r) => r.method() === 'POST' && r.url().includes('PremiumServices') && posts.push(r.url()),
    );
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByRole('alert').filter({ hasText: catalogue.paidServices.requiredFields }).waitFor();
    expect(posts).toEqual([]);
    const plans = await sdk.premiumServices.plans();
    await form.getByLabel(/^Subscription Plan/).selectOption(plans[1]);
    await form.getByLabel(/^Start Date/).fill('2026-01-01');
    await form.getByLabel(/^Start Date/).press('Enter');
    await form.getByLabel(/^End Date/).fill('2026-12-31');
    await form.getByLabel(/^End Date/).press('Enter');
    await form.getByLabel('Amount Paid').fill('-50');
    await form.getByLabel('Payment Method').fill('UPI');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.locator('.bp6-toast').filter({ hasText: catalogue.paidServices.created }).waitFor();
    await form.waitFor({ state: 'detached' });
    const saved = (await all('vendor', row.mobile!))[0];
    expect(saved.id).not.toBeNull();
    expect([
      saved.subscriptionPlan,
      saved.amountPaid,
      saved.paymentMethod,
      saved.isActive,
      saved.transactionId,
    ]).toEqual([plans[1], 0, 'UPI', true, null]);
    expect(saved.startDate!.slice(0, 10)).toBe('2026-01-01');
    expect(saved.endDate!.slice(0, 10)).toBe('2026-12-31');
    await page.reload();
    await expect.poll(() => cellOf(page, row.vendorName!, 'Subscription')).toBe(plans[1]);
    expect(await menuItems(page, row.vendorName!)).toEqual(['Deactivate', 'Edit Subscription', 'Delete']);
  });

  it('edit, deactivate, activate and delete (with its question) each say so and are read back after a reload', async () => {
    const row = (await all('vendor')).find((r) => r.id !== null && r.isActive)!;
    const plan = (await sdk.premiumServices.plans()).find((p) => p !== row.subscriptionPlan)!;
    const page = await open(`/premium-services?q=${row.mobile}&sort=subscriptionPlan&desc=1`);
    await choose(page, row.vendorName!, 'Edit Subscription');
    const form = page.getByRole('region', { name: `Edit Subscription — ${row.vendorName}` });
    expect(await form.getByLabel(/^Subscription Plan/).inputValue()).toBe(row.subscriptionPlan);
    await form.getByLabel(/^Subscription Plan/).selectOption(plan);
    await form.getByLabel('Transaction ID').fill('TXN-E2E-1');
    await form.getByRole('button', { name: 'Update' }).click();
    await page.locator('.bp6-toast').filter({ hasText: catalogue.paidServices.updated }).waitFor();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ q: row.mobile }); // page and sort reset, search kept
    const edited = await sdk.premiumServices.get(row.id!);
    expect([edited.subscriptionPlan, edited.transactionId]).toEqual([plan, 'TXN-E2E-1']);
    await page.reload();
    await expect.poll(() => cellOf(page, row.vendorName!, 'Subscription')).toBe(plan);
    expect(await cellOf(page, row.vendorName!, 'Payment')).toContain('TXN-E2E-1');
    await choose(page, row.vendorName!, 'Edit Subscription');
    expect(await form.getByLabel('Transaction ID').inputValue()).toBe('TXN-E2E-1');
    await form.getByLabel('Transaction ID').fill(''); // optional: clearing it clears it on the server
    await form.getByRole('button', { name: 'Update' }).click();
    await form.waitFor({ state: 'detached' });
    expect((await sdk.premiumServices.get(row.id!)).transactionId).toBeNull();

    await choose(page, row.vendorName!, 'Deactivate');
    await page.locator('.bp6-toast').filter({ hasText: catalogue.paidServices.statusUpdated }).waitFor();
    expect((await sdk.premiumServices.get(row.id!)).isActive).toBe(false);
    await page.reload();
    await expect.poll(() => cellOf(page, row.vendorName!, 'Status')).toBe('Inactive');

    await choose(page, row.vendorName!, 'Activate');
    await page
      .locator('.bp6-toast')
      .filter({ hasText: catalogue.paidServices.statusUpdated })
      .last()
      .waitFor();
    expect((await sdk.premiumServices.get(row.id!)).isActive).toBe(true);
    await page.reload();
    await expect.poll(() => cellOf(page, row.vendorName!, 'Status')).toBe('Active');

    await choose(page, row.vendorName!, 'Delete');
    await page.getByRole('alertdialog').getByText(catalogue.paidServices.confirmDelete).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.locator('.bp6-toast').filter({ hasText: catalogue.paidServices.deleted }).waitFor();
    await expect.poll(() => cellOf(page, row.vendorName!, 'Status')).toBe('No subscription');
    expect((await all('vendor', row.mobile!))[0].id).toBeNull();
    await page.reload();
    await expect.poll(() => cellOf(page, row.vendorName!, 'Status')).toBe('No subscription');
    expect(await menuItems(page, row.vendorName!)).toEqual(['Activate', 'Add Subscription', 'Delete']);
  });

  it('a failing save shows the failure toast and keeps the form as typed; saved once the API is back (empty amount sent as 0); a failing load empties the list', async () => {
    const row = (await all('shop')).find((r) => r.id === null)!;
    const page = await visit(`/premium-services?for=shop&q=${encodeURIComponent(row.shopName!)}`);
    await choose(page, row.shopName!, 'Add Subscription');
    const form = page.getByRole('region', { name: `Add Subscription — ${row.shopName}` });
    const plans = await sdk.premiumServices.plans();
    await form.getByLabel(/^Subscription Plan/).selectOption(plans[0]);
    await form.getByLabel(/^Start Date/).fill('2026-02-01');
    await form.getByLabel(/^Start Date/).press('Enter');
    await form.getByLabel(/^End Date/).fill('2026-03-01');
    await form.getByLabel(/^End Date/).press('Enter');
    await form.getByLabel('Amount Paid').fill('499');
    await form.getByLabel('Payment Method').fill('Cash');
    await whileServerFails(stack, async () => {
      await form.getByRole('button', { name: 'Save' }).click();
      await failureToast(page).waitFor();
    });
    expect(await form.getByLabel('Amount Paid').inputValue()).toBe('499');
    expect(await form.getByLabel(/^Subscription Plan/).inputValue()).toBe(plans[0]);
    expect(await form.getByLabel(/^Start Date/).inputValue()).toBe('2026-02-01');
    expect(await form.getByLabel(/^End Date/).inputValue()).toBe('2026-03-01');
    expect(await form.getByLabel('Payment Method').inputValue()).toBe('Cash');
    expect((await all('shop', row.shopName!)).find((r) => r.shopId === row.shopId)!.id).toBeNull();

    await form.getByLabel('Amount Paid').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.locator('.bp6-toast').filter({ hasText: catalogue.paidServices.created }).waitFor();
    await form.waitFor({ state: 'detached' });
    const saved = (await all('shop', row.shopName!)).find((r) => r.shopId === row.shopId)!;
    expect([saved.subscriptionPlan, saved.amountPaid, saved.paymentMethod, saved.isActive]).toEqual([
      plans[0],
      0,
      'Cash',
      true,
    ]);
    expect([saved.startDate!.slice(0, 10), saved.endDate!.slice(0, 10)]).toEqual([
      '2026-02-01',
      '2026-03-01',
    ]);

    await whileServerFails(stack, async () => {
      await page.getByPlaceholder('Search paid services...').fill('zz');
      await page.getByText(catalogue.paidServices.loadFailed).first().waitFor();
      await expect.poll(() => services(page).rowCount()).toBe(0);
    });
  });

  it("on a phone the list is the grid's card list: the vendor as title, status and subscription on its face, the same row menu, the sort in a picker", async () => {
    const page = await open('/premium-services', { viewport: { width: 390, height: 800 } });
    const cards = page.getByRole('list', { name: 'Paid services' }).getByRole('article');
    await expect.poll(() => cards.count()).toBe(10);
    expect(await page.locator('table, .bp6-table-container').count()).toBe(0); // no desktop table
    const first = (await all('vendor'))[0];
    expect(await cards.first().locator('.mpa-grid-card-title').textContent()).toBe(first.vendorName);
    expect(await cards.first().getByRole('term').allTextContents()).toEqual([
      'Status',
      'Mobile',
      'Subscription',
      'Period',
      'Amount Paid',
    ]);
    await page.getByRole('combobox', { name: catalogue.cards.sortBy }).selectOption({ label: 'Vendor' });
    await page.getByRole('button', { name: catalogue.cards.descending }).click();
    const desc = await all('vendor', undefined, 'vendorName', true);
    await expect
      .poll(() => cards.first().locator('.mpa-grid-card-title').textContent())
      .toBe(desc[0].vendorName);
    expect(await menuItems(page, desc[0].vendorName!)).toContain('Delete');
    expect(await serious(page)).toEqual([]);
  });

  it('fits 1280×800 with the sidebar open: the page does not scroll sideways; Vendor, Actions and Status are in view', async () => {
    const page = await open('/premium-services');
    await services(page).settled();
    expect(await fit(page, services(page), ['Vendor', 'Actions', 'Status'])).toEqual({
      pageScrollsSideways: false,
      outOfView: [],
    });
  });

  it('columns: a resized column and a hidden one are kept over a reload (vendors and shops alike); "Reset columns" brings both back', async () => {
    const page = await open('/premium-services');
    const g = services(page);
    await g.settled();
    const before = await columnWidth(g, 'Subscription');
    await resizeColumn(page, g, 'Subscription', 80);
    await expect.poll(() => columnWidth(g, 'Subscription')).toBeGreaterThan(before + 60);
    await toggleColumn(page, 'Period');
    await expect.poll(() => headers(g)).not.toContain('Period');

    await page.reload();
    await g.settled();
    expect(await headers(g)).not.toContain('Period');
    expect(await columnWidth(g, 'Subscription')).toBeGreaterThan(before + 60);
    await page.getByRole('radio', { name: 'Shop' }).check({ force: true });
    await g.sortButton('Shop').waitFor();
    expect(await headers(g)).not.toContain('Period');

    await resetColumns(page);
    await expect.poll(() => headers(g)).toContain('Period');
    await expect.poll(() => columnWidth(g, 'Subscription')).toBeLessThan(before + 5);
  });

  it("Export CSV and JSON: every row of the 'Service For' side matching the search, in its sort, the columns of `mpa paid-services export`", async () => {
    const term = 'a';
    const expected = await all('shop', term, 'shopName', true);
    const { totalCount } = await sdk.premiumServices.list('shop', { searchTerms: term, pageSize: 1 });
    expect(expected.length).toBe(totalCount);
    expect(totalCount).toBeGreaterThan(10); // more than the page shown
    const page = await visit(`/premium-services?for=shop&q=${term}&sort=shopName&desc=1`);
    await page.getByText(`of ${totalCount} items`).waitFor();

    const csv = await exportAs(page, 'CSV');
    expect(csv.suggestedFilename()).toMatch(/^paid-services-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = await csvLines(csv);
    expect(lines[0]).toBe(exportHeaders('paid-services').join(','));
    expect(lines.length - 1).toBe(totalCount);
    await page
      .locator('.bp6-toast')
      .filter({ hasText: `Exported ${totalCount} rows` })
      .waitFor();

    const json = await exportAs(page, 'JSON');
    expect(json.suggestedFilename()).toMatch(/^paid-services-\d{4}-\d{2}-\d{2}\.json$/);
    const rows = await jsonRows(json);
    expect(rows).toHaveLength(totalCount);
    expect(Object.keys(rows[0])).toEqual([...EXPORT_COLUMNS['paid-services']]);
    expect(new Set(rows.map((r) => r.serviceFor))).toEqual(new Set(['shop'])); // the side chosen, not both
    // rows without a subscription have no id: the shops identify them
    expect(rows.map((r) => r.shopId).sort()).toEqual(expected.map((r) => r.shopId).sort());
    expect(rows.map((r) => r.shopName)).toEqual(expected.map((r) => r.shopName)); // the grid's sort: Shop, descending
  });

  // one tab per theme for all its overlays; the form is part of the page, open under the export menu (an axe run
  // checks the whole page, ~1-1.5 s of page work each: the settled list is checked under the chooser)
  it.each([false, true])(
    'passes axe (dark %s), with the column chooser, the export menu and the form open',
    async (dark) => {
      const page = await open('/premium-services', { dark });
      await services(page).settled();
      await page.getByRole('button', { name: 'Columns' }).click();
      await page.getByRole('button', { name: 'Reset columns' }).waitFor();
      expect(await serious(page)).toEqual([]);
      await closeWithEscape(page, page.locator('.mpa-grid-chooser'));

      const first = (await all('vendor'))[0];
      await choose(page, first.vendorName!, /Subscription$/);
      // the region shows a loading card first (a subscription's details are read), then the form, whose plans load
      // after it: judge the form as drawn, not whichever of these a busy machine is at
      const form = page.getByRole('region', { name: /Subscription — / });
      await form.getByRole('button', { name: /^(Save|Update)$/ }).waitFor();
      const plans = await sdk.premiumServices.plans();
      const planSelect = form.getByLabel(/^Subscription Plan/);
      await expect
        .poll(() => planSelect.locator('option').allTextContents())
        .toEqual(expect.arrayContaining(plans));
      await page.getByRole('button', { name: 'Export' }).click();
      await page.getByRole('menuitem', { name: /^CSV/ }).waitFor();
      await form.getByRole('button', { name: /^(Save|Update)$/ }).waitFor();
      expect(await serious(page)).toEqual([]);
    },
  );
});
