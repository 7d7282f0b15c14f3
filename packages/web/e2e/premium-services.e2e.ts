import { catalogue, type MpaClient, type PremiumService, type ServiceFor } from '@marketplace-admin/sdk';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failureToast, seriousViolations, signedInSdk, signIn, startStack, whileServerFails, type Stack } from './harness';

let stack: Stack;
let sdk: MpaClient;
beforeAll(async () => {
  stack = await startStack();
  sdk = await signedInSdk(stack.api);
});
afterAll(async () => {
  await stack?.close();
});
/** An icon the screen uses but never registered logs '[icons] ...' (and fetches a whole icon set). */
const iconWarnings: string[] = [];
afterEach(() => {
  expect(iconWarnings.splice(0)).toEqual([]);
});

async function open(path: string, o: { dark?: boolean; viewport?: { width: number; height: number } } = {}): Promise<Page> {
  const page = await stack.newPage({ viewport: o.viewport });
  page.on('console', (m) => m.text().startsWith('[icons]') && iconWarnings.push(m.text()));
  await page.addInitScript((d) => localStorage.setItem('settings', JSON.stringify({ darkMode: d })), o.dark ?? false);
  await page.goto(path);
  await signIn(page);
  await page.waitForURL((u) => u.pathname + u.search === path);
  return page;
}
/**
 * axe's serious and critical violations of the settled page. Toasts (the 'Login successful!' one) are
 * closed first: caught mid-fade, their text is measured against a half-transparent background.
 */
async function serious(page: Page): Promise<string[]> {
  const toasts = page.locator('.bp6-toast');
  for (const close of await toasts.getByRole('button', { name: 'Close' }).all()) await close.click().catch(() => undefined);
  await expect.poll(() => toasts.count(), { timeout: 10_000 }).toBe(0);
  return seriousViolations(page);
}
async function all(f: ServiceFor, searchTerms?: string, sortBy = 'Id', sortDescending = false): Promise<PremiumService[]> {
  const out: PremiumService[] = [];
  for await (const r of sdk.premiumServices.iterate({ for: f, searchTerms, sortBy, sortDescending, pageSize: 1000 })) out.push(r);
  return out;
}
const names = (page: Page) => page.locator('tbody tr td:first-child .mpa-ps-name').allTextContents();
const menuButton = (page: Page, name: string) => page.getByRole('button', { name: `Actions for ${name}`, exact: true });
/** An item of one row's menu (a closing popover of another row can linger: never look menu items up page-wide). */
const menuItem = (page: Page, name: string, item: string | RegExp) =>
  page.getByRole('menu', { name: `Actions for ${name}` }).getByRole('menuitem', typeof item === 'string' ? { name: item, exact: true } : { name: item });
async function choose(page: Page, name: string, item: string | RegExp): Promise<void> {
  await menuButton(page, name).first().click();
  await menuItem(page, name, item).click();
}
async function menuItems(page: Page, name: string): Promise<string[]> {
  await menuButton(page, name).first().click();
  const menu = page.getByRole('menu', { name: `Actions for ${name}` });
  await menu.waitFor();
  const items = await menu.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  return items;
}

describe('Paid Services (/premium-services)', () => {
  it('vendor list: columns, numbered pages, sort by Vendor (second click flips), search after the debounce', async () => {
    const page = await open('/premium-services');
    await page.getByRole('heading', { name: 'Paid Services', level: 1 }).waitFor();
    await page.getByText('Manage your paid services').waitFor();
    expect(await page.getByRole('radio', { name: 'Vendor' }).isChecked()).toBe(true);
    for (const h of ['Vendor', 'Subscription', 'Status']) await page.getByRole('columnheader', { name: h, exact: true }).waitFor();
    const byId = await all('vendor');
    await page.getByText(`Showing 1 to 10 of ${byId.length} items`).waitFor();
    await expect.poll(() => names(page)).toEqual(byId.slice(0, 10).map((r) => r.vendorName));
    await page.getByRole('button', { name: 'Vendor', exact: true }).click();
    await page.locator('th[aria-sort="ascending"]').filter({ hasText: 'Vendor' }).waitFor(); // the first click landed before the second
    await page.getByRole('button', { name: 'Vendor', exact: true }).click();
    const desc = await all('vendor', undefined, 'vendorName', true);
    await expect.poll(() => names(page)).toEqual(desc.slice(0, 10).map((r) => r.vendorName));
    await page.getByRole('button', { name: 'Page 3', exact: true }).click();
    await expect.poll(() => names(page)).toEqual(desc.slice(20, 30).map((r) => r.vendorName));
    const target = byId.find((r) => r.id !== null)!;
    await page.getByPlaceholder('Search paid services...').fill(target.mobile!);
    await page.getByText('Showing 1 to 1 of 1 items').waitFor();
    expect(await names(page)).toEqual([target.vendorName]);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ q: target.mobile, sort: 'vendorName', desc: '1' });
    await page.getByPlaceholder('Search paid services...').fill('zz-nobody-zz');
    await page.getByText(catalogue.paidServices.empty).waitFor();
  });

  it("'Service For' Shop resets page, search and sort; it is disabled while the form is open", async () => {
    const page = await open('/premium-services?page=2&sort=vendorName&desc=1&q=a');
    await page.locator('tbody tr td').first().waitFor();
    await page.getByRole('radio', { name: 'Shop' }).check({ force: true });
    const shops = await all('shop');
    await page.getByText(`Showing 1 to 10 of ${shops.length} items`).waitFor();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ for: 'shop' });
    expect(await page.getByPlaceholder('Search paid services...').inputValue()).toBe('');
    await page.getByRole('columnheader', { name: 'Shop', exact: true }).waitFor();
    await expect.poll(() => names(page)).toEqual(shops.slice(0, 10).map((r) => r.shopName));
    const first = shops[0];
    await choose(page, first.shopName!, first.id ? 'Edit Subscription' : 'Add Subscription');
    await page.getByRole('region', { name: /Subscription — / }).waitFor();
    expect(await page.getByRole('radio', { name: 'Vendor' }).isDisabled()).toBe(true);
    await page.getByRole('region', { name: /Subscription — / }).getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByRole('radio', { name: 'Vendor' }).isDisabled()).toBe(false);
  });

  it("adding a subscription to a vendor row turns 'Add Subscription' into 'Edit Subscription'; validation and amount rules hold", async () => {
    const row = (await all('vendor')).find((r) => r.id === null)!;
    const page = await open(`/premium-services?q=${row.mobile}`);
    expect(await menuItems(page, row.vendorName!)).toEqual(['Activate', 'Add Subscription', 'Delete']);
    await choose(page, row.vendorName!, 'Add Subscription');
    const form = page.getByRole('region', { name: `Add Subscription — ${row.vendorName}` });
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('PremiumServices') && posts.push(r.url()));
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
    expect([saved.subscriptionPlan, saved.amountPaid, saved.paymentMethod, saved.isActive, saved.transactionId]).toEqual([plans[1], 0, 'UPI', true, null]);
    expect(saved.startDate!.slice(0, 10)).toBe('2026-01-01');
    expect(saved.endDate!.slice(0, 10)).toBe('2026-12-31');
    await page.reload();
    await page.getByRole('row').filter({ hasText: plans[1] }).waitFor();
    expect(await menuItems(page, row.vendorName!)).toEqual(['Deactivate', 'Edit Subscription', 'Delete']);
  });

  it('edit, deactivate, activate and delete (with its question) each say so and are read back after a reload', async () => {
    const row = (await all('vendor')).find((r) => r.id !== null && r.isActive)!;
    const plan = (await sdk.premiumServices.plans()).find((p) => p !== row.subscriptionPlan)!;
    const page = await open(`/premium-services?q=${row.mobile}&sort=subscriptionPlan&desc=1`);
    const rowWith = (text: string) => page.getByRole('row').filter({ has: page.getByText(text, { exact: true }) });
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
    await rowWith(plan).filter({ hasText: 'TXN-E2E-1' }).waitFor();
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
    await rowWith('Inactive').waitFor();

    await choose(page, row.vendorName!, 'Activate');
    await page.locator('.bp6-toast').filter({ hasText: catalogue.paidServices.statusUpdated }).last().waitFor();
    expect((await sdk.premiumServices.get(row.id!)).isActive).toBe(true);
    await page.reload();
    await rowWith('Active').waitFor();

    await choose(page, row.vendorName!, 'Delete');
    await page.getByRole('alertdialog').getByText(catalogue.paidServices.confirmDelete).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.locator('.bp6-toast').filter({ hasText: catalogue.paidServices.deleted }).waitFor();
    await rowWith('No subscription').waitFor();
    expect((await all('vendor', row.mobile!))[0].id).toBeNull();
    await page.reload();
    await rowWith('No subscription').waitFor();
    expect(await menuItems(page, row.vendorName!)).toEqual(['Activate', 'Add Subscription', 'Delete']);
  });

  it('a failing save shows the failure toast and keeps the form as typed; saved once the API is back (empty amount sent as 0); a failing load empties the list', async () => {
    const row = (await all('shop')).find((r) => r.id === null)!;
    const page = await open(`/premium-services?for=shop&q=${encodeURIComponent(row.shopName!)}`);
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
    expect([saved.subscriptionPlan, saved.amountPaid, saved.paymentMethod, saved.isActive]).toEqual([plans[0], 0, 'Cash', true]);
    expect([saved.startDate!.slice(0, 10), saved.endDate!.slice(0, 10)]).toEqual(['2026-02-01', '2026-03-01']);

    await whileServerFails(stack, async () => {
      await page.getByPlaceholder('Search paid services...').fill('zz');
      await page.getByText(catalogue.paidServices.loadFailed).first().waitFor();
      expect(await page.locator('tbody tr td .mpa-ps-name').count()).toBe(0);
    });
  });

  it('on a phone the list is a card list with the same row menu', async () => {
    const page = await open('/premium-services', { viewport: { width: 390, height: 800 } });
    const cards = page.getByRole('list', { name: 'Paid services' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(10);
    expect(await page.locator('table').count()).toBe(0);
    const first = (await all('vendor'))[0];
    expect(await cards.first().locator('.mpa-ps-name').textContent()).toBe(first.vendorName);
    await page.getByLabel('Sort').selectOption({ label: 'Vendor Z–A' });
    const desc = await all('vendor', undefined, 'vendorName', true);
    await expect.poll(() => cards.first().locator('.mpa-ps-name').textContent()).toBe(desc[0].vendorName);
    expect(await menuItems(page, desc[0].vendorName!)).toContain('Delete');
    await page.screenshot({ path: '/tmp/premium-mobile.png' });
    expect(await serious(page)).toEqual([]);
  });

  it.each([false, true])('passes axe (dark %s), with the form open', async (dark) => {
    const page = await open('/premium-services', { dark });
    await page.locator('tbody tr td').first().waitFor();
    expect(await serious(page)).toEqual([]);
    const first = (await all('vendor'))[0];
    await choose(page, first.vendorName!, /Subscription$/);
    await page.getByRole('region', { name: /Subscription — / }).waitFor();
    expect(await serious(page)).toEqual([]);
    if (!dark) await page.screenshot({ path: '/tmp/premium.png' });
  });
});
