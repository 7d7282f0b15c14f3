import { catalogue, DEBOUNCE_MS } from '@marketplace-admin/sdk';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureToast, openSignedIn, seriousViolations, signIn, startStack, toast, whileServerFails, type Stack } from './harness';

// a 2x2 red PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAwMDAxMDAAAAXiAMBjUNrMgAAAABJRU5ErkJggg==', 'base64');


const table = (page: Page) => page.getByRole('table', { name: 'Vendors' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const columnTexts = async (page: Page, col: number) => bodyRows(page).locator(`td:nth-child(${col})`).allInnerTexts();
const showing = (page: Page) => page.locator('.mpa-pager-text');
const isVendorsList = (r: Request) => new URL(r.url()).pathname === '/Vendors/v1' && r.method() === 'GET';
const asc = (xs: string[]) => xs.every((x, i) => i === 0 || xs[i - 1].toLowerCase() <= x.toLowerCase());
const nums = (xs: string[]) => xs.map(Number);

async function waitRows(page: Page): Promise<void> {
  await table(page).locator('tbody tr td a').first().waitFor();
  await expect.poll(() => table(page).getAttribute('aria-busy').catch(() => null), { timeout: 15000 }).toBeNull();
}

describe('vendors (demo seed)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('lists, sorts (flip on second click), pages and searches after the 1000 ms debounce; the URL keeps it', async () => {
    const page = await openSignedIn(stack, '/vendors');
    await waitRows(page);
    expect(await bodyRows(page).count()).toBe(10);
    const m = /^Showing 1 to 10 of (\d+) items$/.exec((await showing(page).innerText()).trim());
    expect(m).not.toBeNull();
    const total = Number(m![1]);
    expect(total).toBeGreaterThan(10);
    expect(asc(await columnTexts(page, 2))).toBe(true);

    // Name is the default sort: first click flips to descending
    const nameTh = table(page).locator('th', { hasText: 'Name' });
    expect(await nameTh.getAttribute('aria-sort')).toBe('ascending');
    await nameTh.getByRole('button').click();
    await page.waitForURL((u) => u.searchParams.get('desc') === '1');
    await waitRows(page);
    expect(await nameTh.getAttribute('aria-sort')).toBe('descending');
    const desc = await columnTexts(page, 2);
    expect(asc([...desc].reverse())).toBe(true);

    // a new column sorts ascending, a second click flips it
    const yobTh = table(page).locator('th', { hasText: 'Year of Birth' });
    await yobTh.getByRole('button').click();
    await page.waitForURL((u) => u.searchParams.get('sort') === 'yearOfBirth' && !u.searchParams.has('desc'));
    await waitRows(page);
    let years = nums(await columnTexts(page, 7));
    expect(years).toEqual([...years].sort((a, b) => a - b));
    await yobTh.getByRole('button').click();
    await page.waitForURL((u) => u.searchParams.get('desc') === '1');
    await waitRows(page);
    years = nums(await columnTexts(page, 7));
    expect(years).toEqual([...years].sort((a, b) => b - a));

    // page 2, kept after a reload, back goes to page 1
    const firstPage = await columnTexts(page, 3);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await waitRows(page);
    expect((await showing(page).innerText()).trim()).toBe(`Showing 11 to ${Math.min(20, total)} of ${total} items`);
    const second = await columnTexts(page, 3);
    expect(second.some((x) => firstPage.includes(x))).toBe(false);
    await page.reload();
    await waitRows(page);
    expect(await columnTexts(page, 3)).toEqual(second);
    expect(await page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(await yobTh.getAttribute('aria-sort')).toBe('descending');

    // search: nothing is sent until 1000 ms after the last keystroke
    const term = second[0].slice(-4); // part of a mobile number
    const sent: { at: number; url: string }[] = [];
    page.on('request', (r) => isVendorsList(r) && sent.push({ at: Date.now(), url: r.url() }));
    const box = page.getByRole('searchbox', { name: 'Search vendors...' });
    await box.click();
    await box.pressSequentially(term, { delay: 60 });
    const typedAt = Date.now();
    await page.waitForURL((u) => u.searchParams.get('q') === term);
    const searchesFor = () => sent.filter((s) => new URL(s.url).searchParams.get('searchTerms') === term);
    await expect.poll(() => searchesFor().length, { timeout: 15000 }).toBe(1);
    const searches = searchesFor();
    expect(searches[0].at - typedAt).toBeGreaterThanOrEqual(DEBOUNCE_MS.vendors - 150);
    expect(sent.filter((s) => new URL(s.url).searchParams.has('searchTerms') && new URL(s.url).searchParams.get('searchTerms') !== term)).toEqual([]);
    expect(new URL(page.url()).searchParams.has('page')).toBe(false);
    await waitRows(page);
    const mobiles = await columnTexts(page, 3);
    expect(mobiles.length).toBeGreaterThan(0);
    const rowsText = await bodyRows(page).allInnerTexts();
    expect(rowsText.every((t) => t.toLowerCase().includes(term.toLowerCase()))).toBe(true);
    await page.reload();
    expect(await page.getByRole('searchbox', { name: 'Search vendors...' }).inputValue()).toBe(term);
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
    await dialog.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('img', { name: 'Image preview' }).waitFor();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await toast(page, catalogue.vendors.created).waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.goto('/vendors?q=9876543210');
    await page.reload();
    await waitRows(page);
    const row = bodyRows(page).filter({ hasText: '9876543210' });
    expect(await row.count()).toBe(1);
    expect(await row.innerText()).toContain('Zed Testvendor');
    expect(await row.innerText()).toContain('Plumbing');
    expect(await row.innerText()).toContain(String(year - 41));
    const img = row.getByRole('img', { name: 'Zed Testvendor photo' });
    await expect.poll(() => img.evaluate((e: HTMLImageElement) => e.complete && e.naturalWidth), { timeout: 15000 }).toBe(2);

    // edit: the form comes back filled from the server
    await row.getByRole('button', { name: 'Actions for Zed Testvendor' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await dialog.getByLabel(/^Name\b/).waitFor();
    await expect.poll(() => dialog.getByLabel(/^Name\b/).inputValue(), { timeout: 15000 }).toBe('Zed Testvendor');
    expect(await dialog.getByLabel(/^Age\b/).inputValue()).toBe('41');
    expect(await dialog.getByLabel(/^Description\b/).inputValue()).toBe('Night shifts <b>only</b>');
    await dialog.getByRole('img', { name: 'Image preview' }).waitFor();
    await dialog.getByLabel(/^Name\b/).fill('Zed Edited');
    await dialog.getByLabel(/^Main Service\b/).selectOption({ label: 'Electrical' });
    await dialog.getByRole('button', { name: 'Update' }).click();
    await toast(page, catalogue.vendors.updated).waitFor();
    await page.reload();
    await waitRows(page);
    expect(await bodyRows(page).first().innerText()).toContain('Zed Edited');
    expect(await bodyRows(page).first().innerText()).toContain('Electrical');
    expect(await bodyRows(page).first().innerText()).toContain('Active');

    await page.getByRole('button', { name: 'Actions for Zed Edited' }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await toast(page, catalogue.vendors.statusUpdated).waitFor();
    await page.reload();
    await waitRows(page);
    expect(await bodyRows(page).first().innerText()).toContain('Inactive');

    await page.getByRole('button', { name: 'Actions for Zed Edited' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText(catalogue.vendors.confirmDelete).waitFor();
    await alert.getByRole('button', { name: 'Delete' }).click();
    await toast(page, catalogue.vendors.deleted).waitFor();
    await page.reload();
    await table(page).getByText('No vendors found').waitFor();
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

  it.each([false, true])('passes axe (dark mode: %s), with the form open too', async (dark) => {
    const page = await openSignedIn(stack, '/vendors', { dark });
    await waitRows(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add Vendor' }).click();
    await page.getByRole('dialog').getByLabel(/^Name\b/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('vendors (large seed: 10k vendors)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ devApi: { seed: 'large' } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('pages and sorts loading one page of 10 per view, never the whole list', async () => {
    const page = await stack.newPage();
    const requests: URL[] = [];
    page.on('request', (r) => isVendorsList(r) && requests.push(new URL(r.url())));
    await page.goto('/login');
    await signIn(page);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.goto('/vendors');
    await waitRows(page);
    const total = Number(/of (\d+) items/.exec(await showing(page).innerText())![1]);
    expect(total).toBeGreaterThanOrEqual(10000);

    await table(page).locator('th', { hasText: 'Experience' }).getByRole('button').click();
    await page.waitForURL((u) => u.searchParams.get('sort') === 'yearOfExperience');
    await waitRows(page);
    await page.getByRole('button', { name: `Page ${Math.ceil(total / 10)}` }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === String(Math.ceil(total / 10)));
    await waitRows(page);
    expect((await showing(page).innerText()).trim()).toMatch(new RegExp(`^Showing ${(Math.ceil(total / 10) - 1) * 10 + 1} to ${total} of ${total} items$`));
    await page.getByRole('button', { name: 'Previous page' }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === String(Math.ceil(total / 10) - 1));
    await waitRows(page);

    expect(requests.length).toBeGreaterThan(0);
    expect(requests.length).toBeLessThanOrEqual(4);
    for (const u of requests) expect(u.searchParams.get('pageSize')).toBe('10');
    expect(await bodyRows(page).count()).toBe(10);
  });
});
