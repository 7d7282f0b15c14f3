import { catalogue, type PagingPayload, type Vendor } from '@marketplace-admin/sdk';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { grid } from './grid';
import { checkAxeWithGridMenus, checkColumnsKept, checkExport, checkFitsLaptop } from './gridChecks';
import {
  backendPath,
  failureToast,
  openSignedIn,
  seriousViolations,
  signedInSdk,
  toast,
  useStack,
  whileServerFails,
} from './harness';

// a 2x2 red PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAwMDAxMDAAAAXiAMBjUNrMgAAAABJRU5ErkJggg==',
  'base64',
);

const vendors = (page: Page) => grid(page, 'Vendors');
const columnTexts = (page: Page, header: string) => vendors(page).column(header);
const showing = (page: Page) => page.locator('.mpa-pager-text');
const showingText = async (page: Page) => (await showing(page).innerText()).trim();
const isVendorsList = (r: Request) => backendPath(r.url()) === '/Vendors/v1' && r.method() === 'GET';
const asc = (xs: string[]) => xs.every((x, i) => i === 0 || xs[i - 1].toLowerCase() <= x.toLowerCase());
const nums = (xs: string[]) => xs.map(Number);

/** The rows are there, no read is running (the grid is aria-busy while one is) and no cell waits for its text (skeleton). */
async function waitRows(page: Page): Promise<void> {
  await vendors(page).region.locator('.bp6-table-cell a').first().waitFor();
  await expect.poll(() => page.locator('.mpa-grid[aria-busy], .mpa-grid .bp6-skeleton').count()).toBe(0);
}

/**
 * Waits until the `header` shows the sort and the rows for it are in: the header changes in the same
 * render as the request starts, so rows read after this are the sorted ones (unlike right after the URL changes).
 */
async function sortedBy(page: Page, header: string, direction: 'ascending' | 'descending'): Promise<void> {
  await expect.poll(() => vendors(page).sortState(header)).toBe(direction);
  await waitRows(page);
}

describe('vendors (demo seed)', () => {
  const stack = useStack();

  // the 1000 ms search wait itself: src/screens/vendors/vendors.test.tsx
  it('lists, sorts (flip on second click), pages and searches; the URL keeps it', async () => {
    const page = await openSignedIn(stack, '/vendors');
    await waitRows(page);
    expect(await vendors(page).rowCount()).toBe(10);
    const m = /^Showing 1 to 10 of (\d+) items$/.exec((await showing(page).innerText()).trim());
    expect(m).not.toBeNull();
    const total = Number(m![1]);
    expect(total).toBeGreaterThan(10);
    expect(asc(await columnTexts(page, 'Name'))).toBe(true);

    // Name is the default sort: first click flips to descending
    expect(await vendors(page).sortState('Name')).toBe('ascending');
    await vendors(page).sortButton('Name').click();
    await sortedBy(page, 'Name', 'descending');
    expect(new URL(page.url()).searchParams.get('desc')).toBe('1');
    const desc = await columnTexts(page, 'Name');
    expect(asc([...desc].reverse())).toBe(true);

    // a new column sorts ascending, a second click flips it
    await vendors(page).sortButton('Year of Birth').click();
    await sortedBy(page, 'Year of Birth', 'ascending');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('yearOfBirth');
    let years = nums(await columnTexts(page, 'Year of Birth'));
    expect(years).toEqual([...years].sort((a, b) => a - b));
    await vendors(page).sortButton('Year of Birth').click();
    await sortedBy(page, 'Year of Birth', 'descending');
    years = nums(await columnTexts(page, 'Year of Birth'));
    expect(years).toEqual([...years].sort((a, b) => b - a));

    // page 2, kept after a reload, back goes to page 1
    const firstPage = await columnTexts(page, 'Mobile');
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => showingText(page)).toBe(`Showing 11 to ${Math.min(20, total)} of ${total} items`);
    await waitRows(page);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    const second = await columnTexts(page, 'Mobile');
    expect(second.some((x) => firstPage.includes(x))).toBe(false);
    await page.reload();
    await waitRows(page);
    expect(await columnTexts(page, 'Mobile')).toEqual(second);
    expect(await page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(await vendors(page).sortState('Year of Birth')).toBe('descending');

    // search: one request for what was typed; the first page of the results, sorted as before
    const term = second[0].slice(-4); // part of a mobile number
    const sdk = await signedInSdk(stack.api);
    const found = await sdk.vendors.list({
      page: 1,
      pageSize: 10,
      searchTerms: term,
      sortBy: 'yearOfBirth',
      sortDescending: true,
    });
    const searched: string[] = [];
    page.on(
      'request',
      (r) =>
        isVendorsList(r) &&
        new URL(r.url()).searchParams.has('searchTerms') &&
        searched.push(new URL(r.url()).searchParams.get('searchTerms')!),
    );
    await page.getByRole('searchbox', { name: 'Search vendors...' }).fill(term);
    await expect
      .poll(() => showingText(page))
      .toBe(`Showing 1 to ${found.items.length} of ${found.totalCount} items`);
    await waitRows(page);
    expect(await columnTexts(page, 'Mobile')).toEqual(found.items.map((v) => v.mobileNo));
    expect(searched).toEqual([term]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(term);
    expect(new URL(page.url()).searchParams.has('page')).toBe(false);
    await page.reload();
    expect(await page.getByRole('searchbox', { name: 'Search vendors...' }).inputValue()).toBe(term);
  });

  it('the Service column names each main service from the services list, also when the list answer has only the id (spec §3)', async () => {
    const page = await openSignedIn(stack, '/vendors', {
      // what a spec-exact server sends: the dev API's extra mainServiceName is taken out
      beforeLoad: (p) =>
        p.route(
          (u) => backendPath(u) === '/Vendors/v1',
          async (route) => {
            const response = await route.fetch();
            const body = await response.json();
            for (const v of body.data.items) delete v.mainServiceName;
            await route.fulfill({ response, json: body });
          },
        ),
    });
    await waitRows(page);
    const sdk = await signedInSdk(stack.api);
    const [first, services] = await Promise.all([
      sdk.vendors.list({ page: 1, pageSize: 10, sortBy: 'vendorname' }),
      sdk.services.rootLevelActive({ page: 1, pageSize: 100 }),
    ]);
    const names = new Map(services.items.map((o) => [String(o.id), o.name]));
    // a sub-service or an inactive one is not in the root-level active list: named by GET /Services/v1/{id}
    const byId = async (id: number) => names.get(String(id)) ?? (await sdk.services.get(id)).name;
    const expected = await Promise.all(
      first.items.map((v) =>
        v.mainService === undefined || v.mainService === null ? '—' : byId(v.mainService),
      ),
    );
    expect(expected.filter((n) => [...names.values()].includes(n)).length).toBeGreaterThan(0);
    expect(first.items.some((v) => v.mainService != null && !names.has(String(v.mainService)))).toBe(true); // the demo data has some
    await expect.poll(() => columnTexts(page, 'Service')).toEqual(expected);
  });

  it('create with an image (validation first, age <-> year of birth), read back after reload, edit, deactivate, delete', async () => {
    const page = await openSignedIn(stack, '/vendors');
    await waitRows(page);
    await page.getByRole('button', { name: 'Add Vendor' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Name\b/).fill('Zed Testvendor');
    // mobile keeps digits only, at most 10
    await dialog.getByLabel(/^Mobile\b/).fill('98a76-543210999');
    expect(await dialog.getByLabel(/^Mobile\b/).inputValue()).toBe('9876543210');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByRole('alert').filter({ hasText: catalogue.vendors.requiredFields }).waitFor();
    expect(await dialog.getByLabel(/^Name\b/).inputValue()).toBe('Zed Testvendor');
    expect(await dialog.getByLabel(/^Mobile\b/).inputValue()).toBe('9876543210');

    const year = new Date().getFullYear();
    await dialog.getByLabel(/^Age\b/).fill('30');
    expect(await dialog.getByLabel(/^Year of Birth\b/).inputValue()).toBe(String(year - 30));
    await dialog.getByLabel(/^Year of Birth\b/).fill(String(year - 41));
    expect(await dialog.getByLabel(/^Age\b/).inputValue()).toBe('41');
    await dialog.getByLabel(/^Gender\b/).selectOption('f');
    await dialog.getByLabel(/^Experience \(years\)/).fill('7');
    await dialog.getByLabel(/^Email\b/).fill('zed.test@example.com');
    await dialog.getByLabel(/^Main Service\b/).selectOption({ label: 'Plumbing' });
    await dialog.getByLabel(/^Description\b/).fill('Night shifts <b>only</b>');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('img', { name: 'Image preview' }).waitFor();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await toast(page, catalogue.vendors.created).waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.goto('/vendors?q=9876543210');
    await waitRows(page);
    expect(await columnTexts(page, 'Mobile')).toEqual(['9876543210']);
    expect(await columnTexts(page, 'Name')).toEqual(['Zed Testvendor']);
    expect(await columnTexts(page, 'Service')).toEqual(['Plumbing']);
    expect(await columnTexts(page, 'Year of Birth')).toEqual([String(year - 41)]);
    const img = (await vendors(page).cell('Mobile', '9876543210', 'Image')).getByRole('img', {
      name: 'Zed Testvendor photo',
    });
    await expect
      .poll(() => img.evaluate((e: HTMLImageElement) => e.complete && e.naturalWidth), { timeout: 15000 })
      .toBe(2);

    // edit: the form comes back filled from the server
    await page.getByRole('button', { name: 'Actions for Zed Testvendor' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await dialog.getByLabel(/^Name\b/).waitFor();
    await expect
      .poll(() => dialog.getByLabel(/^Name\b/).inputValue(), { timeout: 15000 })
      .toBe('Zed Testvendor');
    expect(await dialog.getByLabel(/^Age\b/).inputValue()).toBe('41');
    expect(await dialog.getByLabel(/^Description\b/).inputValue()).toBe('Night shifts <b>only</b>');
    await dialog.getByRole('img', { name: 'Image preview' }).waitFor();
    await dialog.getByLabel(/^Name\b/).fill('Zed Edited');
    await dialog.getByLabel(/^Main Service\b/).selectOption({ label: 'Electrical' });
    await dialog.getByRole('button', { name: 'Update' }).click();
    await toast(page, catalogue.vendors.updated).waitFor();
    await page.reload();
    await waitRows(page);
    expect(await columnTexts(page, 'Name')).toEqual(['Zed Edited']);
    expect(await columnTexts(page, 'Service')).toEqual(['Electrical']);
    expect(await columnTexts(page, 'Status')).toEqual(['Active']);

    await page.getByRole('button', { name: 'Actions for Zed Edited' }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await toast(page, catalogue.vendors.statusUpdated).waitFor();
    await page.reload();
    await waitRows(page);
    expect(await columnTexts(page, 'Status')).toEqual(['Inactive']);

    await page.getByRole('button', { name: 'Actions for Zed Edited' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText(catalogue.vendors.confirmDelete).waitFor();
    await alert.getByRole('button', { name: 'Delete' }).click();
    await toast(page, catalogue.vendors.deleted).waitFor();
    await page.reload();
    await vendors(page).region.getByText('No vendors found').waitFor();
  });

  it('a failed save shows the failure toast and keeps the form as typed', async () => {
    const page = await openSignedIn(stack, '/vendors');
    await waitRows(page);
    await page.getByRole('button', { name: 'Add Vendor' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Name\b/).fill('Failing Vendor');
    await dialog.getByLabel(/^Mobile\b/).fill('9123456780');
    await dialog.getByLabel(/^Gender\b/).selectOption('m');
    await dialog.getByLabel(/^Age\b/).fill('35');
    await dialog.getByLabel(/^Main Service\b/).selectOption({ label: 'Plumbing' });
    await whileServerFails(stack, async () => {
      await dialog.getByRole('button', { name: 'Create' }).click();
      await failureToast(page).waitFor();
    });
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel(/^Name\b/).inputValue()).toBe('Failing Vendor');
    expect(await dialog.getByLabel(/^Mobile\b/).inputValue()).toBe('9123456780');
    expect(await dialog.getByLabel(/^Age\b/).inputValue()).toBe('35');
  });

  it('columns: a resized column and a hidden one are kept over a reload; "Reset columns" brings both back', async () => {
    const page = await openSignedIn(stack, '/vendors');
    await waitRows(page);
    await checkColumnsKept(page, vendors(page), { resize: 'Mobile', hide: 'Email' });
  });

  it('Export CSV and JSON: every vendor matching the search, in the sort shown, with the columns of EXPORT_COLUMNS.vendors', async () => {
    const sdk = await signedInSdk(stack.api);
    const query: PagingPayload = { searchTerms: 'an', sortBy: 'mobileno', sortDescending: true };
    const { totalCount } = await sdk.vendors.list({ ...query, page: 1, pageSize: 10 });
    expect(totalCount).toBeGreaterThan(10); // more than the page shown
    const expected: Vendor[] = [];
    for await (const v of sdk.vendors.iterate({ ...query, pageSize: 1000 })) expected.push(v);
    expect(expected).toHaveLength(totalCount);
    const page = await openSignedIn(stack, '/vendors?q=an&sort=mobileno&desc=1');
    await page.getByText(`of ${totalCount} items`).waitFor();
    await waitRows(page);
    await checkExport(
      page,
      'vendors',
      'id',
      expected.map((v) => String(v.id)),
    );
  });

  it('fits a 1280×800 screen with the sidebar expanded: no sideways page scroll; Name and the actions stay in view', async () => {
    const page = await openSignedIn(stack, '/vendors');
    await waitRows(page);
    await checkFitsLaptop(page, vendors(page), { identity: 'Name' });
  });

  it.each([false, true])(
    'passes axe (dark mode: %s), with the column chooser, the Export menu and the form open too',
    async (dark) => {
      const page = await openSignedIn(stack, '/vendors', { dark });
      await waitRows(page);
      await checkAxeWithGridMenus(page);
      await page.getByRole('button', { name: 'Add Vendor' }).click();
      await page
        .getByRole('dialog')
        .getByLabel(/^Name\b/)
        .waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});

describe('vendors (large seed: 10k vendors)', () => {
  const stack = useStack({ devApi: { seed: 'large' } });

  it('pages and sorts loading one page of 10 per view, never the whole list', async () => {
    const requests: URL[] = [];
    const page = await openSignedIn(stack, '/vendors', {
      // the vendors screen's reads
      beforeLoad: (p) =>
        p.on(
          'request',
          (r) =>
            isVendorsList(r) && new URL(p.url()).pathname === '/vendors' && requests.push(new URL(r.url())),
        ),
    });
    await waitRows(page);
    const total = Number(/of (\d+) items/.exec(await showing(page).innerText())![1]);
    expect(total).toBeGreaterThanOrEqual(10000);

    await vendors(page).sortButton('Experience').click();
    await sortedBy(page, 'Experience', 'ascending');
    const last = Math.ceil(total / 10);
    await page.getByRole('button', { name: `Page ${last}` }).click();
    await expect
      .poll(() => showingText(page))
      .toBe(`Showing ${(last - 1) * 10 + 1} to ${total} of ${total} items`);
    await waitRows(page);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect
      .poll(() => showingText(page))
      .toBe(`Showing ${(last - 2) * 10 + 1} to ${(last - 1) * 10} of ${total} items`);
    await waitRows(page);
    expect(new URL(page.url()).searchParams.get('page')).toBe(String(last - 1));

    expect(requests.length).toBeGreaterThan(0);
    expect(requests.length, requests.map((u) => u.search).join('\n')).toBeLessThanOrEqual(4);
    for (const u of requests) expect(u.searchParams.get('pageSize')).toBe('10');
    expect(await vendors(page).rowCount()).toBe(10);
  });
});
