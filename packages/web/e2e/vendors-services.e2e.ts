import { catalogue, type PagingPayload, type VendorServiceRow } from '@marketplace-admin/sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { grid } from './grid';
import { checkAxeWithGridMenus, checkColumnsKept, checkExport, checkFitsLaptop } from './gridChecks';
import { backendPath, openSignedIn, signedInSdk, useStack } from './harness';

const stack = useStack();

const services = (page: Page) => grid(page, 'Vendors Services');
/** The rows are there and no read is running. */
async function waitRows(page: Page): Promise<void> {
  await services(page).region.locator('.bp6-table-cell a').first().waitFor();
  await services(page).settled();
}
async function open(dark = false, path = '/vendors-services'): Promise<Page> {
  const page = await openSignedIn(stack, path, { dark });
  await waitRows(page);
  return page;
}
const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 15000 });
/** A column of amounts ('1,800') as numbers. */
const numbers = async (page: Page, header: string) =>
  (await services(page).column(header)).map((x) => Number(x.replace(/,/g, '')));

describe('vendors services (spec §2, §9)', () => {
  // the 500 ms search wait itself: src/screens/vendors-services/vendorsServices.test.tsx
  it('sorts by rate (flip), loads more, searches (one request for what was typed), toggles and deletes', async () => {
    const page = await open();
    expect(await services(page).rowCount()).toBe(10);
    await services(page).sortButton('Rate').click();
    await page.waitForURL((u) => u.searchParams.get('sort') === 'serviceRates');
    await poll(async () => {
      const r = await numbers(page, 'Rate');
      return r.length === 10 && r.every((x, i) => i === 0 || r[i - 1] <= x);
    }).toBe(true);
    await services(page).sortButton('Rate').click();
    await page.waitForURL((u) => u.searchParams.get('desc') === '1');
    await poll(async () => {
      const r = await numbers(page, 'Rate');
      return r.length === 10 && r.every((x, i) => i === 0 || r[i - 1] >= x);
    }).toBe(true);
    await page.getByRole('button', { name: 'Load more' }).click();
    await poll(() => services(page).rowCount()).toBe(20);
    expect(await page.locator('.mpa-pager-text').innerText()).toMatch(/^Showing 1 to 20 of \d+ items$/);
    await page.reload();
    await waitRows(page);
    await poll(() => services(page).rowCount()).toBe(20);

    const service = (await services(page).column('Service'))[0];
    const searched: string[] = [];
    page.on(
      'request',
      (r) =>
        backendPath(r.url()) === '/VenderServices/v1' &&
        new URL(r.url()).searchParams.has('searchTerms') &&
        searched.push(new URL(r.url()).searchParams.get('searchTerms')!),
    );
    await page.getByRole('searchbox', { name: 'Search vendor services...' }).fill(service);
    await poll(
      async () =>
        searched.length === 1 && (await services(page).column('Service')).every((x) => x.includes(service)),
    ).toBe(true);
    expect(searched).toEqual([service]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(service);

    await waitRows(page);
    const [vendor] = await services(page).column('Vendor');
    const mobile = (await services(page).column('Mobile'))[0];
    const label = `Actions for ${vendor} ${service}`;
    const wasActive = (await services(page).column('Status'))[0] === 'Active';
    await page.getByRole('button', { name: label }).first().click();
    await page.getByRole('menuitem', { name: wasActive ? 'Deactivate' : 'Activate' }).click();
    await poll(async () => (await services(page).column('Status'))[0]).toBe(
      wasActive ? 'Inactive' : 'Active',
    );
    await page.getByRole('button', { name: label }).first().click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByText(catalogue.vendorServices.confirmDelete).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.reload();
    await services(page).settled();
    await poll(async () => (await services(page).column('Mobile')).filter((m) => m === mobile).length).toBe(
      0,
    );
  });

  it('columns: a resized column and a hidden one are kept over a reload; "Reset columns" brings both back', async () => {
    const page = await open();
    await checkColumnsKept(page, services(page), { resize: 'Service', hide: 'Unit' });
  });

  it('Export CSV and JSON: every vendor service matching the search, in the sort shown, with the columns of EXPORT_COLUMNS["vendor-services"]', async () => {
    const sdk = await signedInSdk(stack.api);
    const query: PagingPayload = { searchTerms: 'an', sortBy: 'serviceRates', sortDescending: true };
    const { totalCount } = await sdk.vendorServices.list({ ...query, page: 1, pageSize: 10 });
    expect(totalCount).toBeGreaterThan(10); // more than the page shown
    const expected: VendorServiceRow[] = [];
    for await (const r of sdk.vendorServices.iterate({ ...query, pageSize: 1000 })) expected.push(r);
    expect(expected).toHaveLength(totalCount);
    const page = await open(false, '/vendors-services?q=an&sort=serviceRates&desc=1');
    await page.getByText(`of ${totalCount} items`).waitFor();
    await checkExport(
      page,
      'vendor-services',
      'id',
      expected.map((r) => String(r.id)),
    );
  });

  it('fits a 1280×800 screen with the sidebar expanded: no sideways page scroll; Vendor and the actions stay in view', async () => {
    const page = await open();
    await checkFitsLaptop(page, services(page), { identity: 'Vendor' });
  });

  it.each([false, true])(
    'passes axe (dark mode: %s), with the column chooser and the Export menu open too',
    async (dark) => {
      const page = await open(dark);
      await checkAxeWithGridMenus(page);
    },
  );
});
