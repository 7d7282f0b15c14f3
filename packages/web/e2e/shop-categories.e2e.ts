import { catalogue } from '@marketplace-admin/sdk';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureToast, openSignedIn, seriousViolations, startStack, toast, whileServerFails, type Stack } from './harness';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAwMDAxMDAAAAXiAMBjUNrMgAAAABJRU5ErkJggg==',
  'base64',
);
const t = catalogue.shopCategories;
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

async function open(opts: { dark?: boolean } = {}): Promise<Page> {
  const page = await openSignedIn(stack, '/shop-categories', opts);
  await rows(page).first().locator('td').nth(2).waitFor();
  return page;
}
const table = (page: Page) => page.getByRole('table', { name: 'Shop Categories' });
const rows = (page: Page) => table(page).locator('tbody tr');
const names = (page: Page) => rows(page).locator('td:nth-child(3)').allInnerTexts();
const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 15000 });

describe('shop categories (spec §2, §4, §5)', () => {
  // the 700 ms search wait itself: src/screens/shop-categories/shopCategories.test.tsx
  it('sorts on the client (flip on the second click), searches, pages by 10', async () => {
    const page = await open();
    const first = await names(page);
    expect(first.length).toBe(10);
    expect(first).toEqual([...first].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })));
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/Shops/v1/all-categories') && requests.push(r.url()));
    await table(page).locator('th', { hasText: 'Category Name' }).getByRole('button').click();
    await poll(() => names(page)).toEqual([...first].reverse());
    await table(page).locator('th', { hasText: 'Order' }).getByRole('button').click();
    const orders = async () =>
      (await rows(page).locator('td:nth-child(1) .mpa-order-value').allInnerTexts()).map(Number);
    await poll(async () => {
      const o = await orders();
      return o.every((x, i) => i === 0 || o[i - 1] <= x);
    }).toBe(true);
    expect(requests).toEqual([]); // client-side
    const box = page.getByRole('searchbox', { name: 'Search categories...' });
    await box.fill('phar');
    await poll(() => names(page)).toEqual(['Pharmacy']);
    expect(new URL(page.url()).searchParams.get('q')).toBe('phar');
    await box.fill('zzz-nothing');
    await table(page).getByText(t.empty).waitFor();
  });

  it('validates, creates with an icon (page 2 appears), edits, reorders and deletes; all read back after reload', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'Add Category' }).click();
    const order = page.getByLabel('Order', { exact: true });
    await order.fill('0');
    expect(await order.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('alert').filter({ hasText: t.nameRequired }).waitFor();
    await page.getByLabel(/^Name/).fill('E2E Florist');
    await page
      .locator('.mpa-inline-form input[type=file]')
      .setInputFiles({ name: 'i.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Icon preview' }).waitFor();
    await page.getByRole('button', { name: 'Remove icon' }).click();
    expect(await page.getByRole('img', { name: 'Icon preview' }).count()).toBe(0);
    await page
      .locator('.mpa-inline-form input[type=file]')
      .setInputFiles({ name: 'i.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Create' }).click();
    await toast(page, t.created).waitFor();
    await page.reload();
    await rows(page).first().waitFor();
    expect((await page.locator('.mpa-pager-text').innerText()).trim()).toBe('Showing 1 to 10 of 11 items');
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await poll(() => names(page)).toEqual(['Stationery']);
    await page.goto('/shop-categories?q=florist');
    const row = rows(page).filter({ hasText: 'E2E Florist' });
    await row.waitFor();
    await poll(() =>
      row.getByRole('img', { name: 'E2E Florist icon' }).evaluate((e: HTMLImageElement) => e.naturalWidth),
    );

    await page.getByRole('button', { name: 'Edit E2E Florist' }).click();
    expect(await page.getByLabel(/^Name/).inputValue()).toBe('E2E Florist');
    await page.getByLabel(/^Name/).fill('E2E Flowers');
    await page.locator('.mpa-inline-form label.bp6-checkbox', { hasText: 'Active' }).click();
    await page.getByRole('button', { name: 'Update' }).click();
    await toast(page, t.updated).waitFor();
    await page.goto('/shop-categories?q=flowers');
    await rows(page).filter({ hasText: 'E2E Flowers' }).waitFor();
    expect(await rows(page).first().innerText()).toContain('Inactive');

    // reorder: by Order, move the second up; the two swapped rows are saved 1-based
    await page.goto('/shop-categories?sort=ord');
    await rows(page).first().waitFor();
    const before = await names(page);
    expect(await page.getByRole('button', { name: `Move ${before[0]} up` }).isDisabled()).toBe(true);
    const body = page.waitForRequest((r) => r.url().includes('/Shops/v1/category/reorder'));
    await page.getByRole('button', { name: `Move ${before[1]} up` }).click();
    expect((await body).postDataJSON()).toEqual(
      expect.arrayContaining([expect.objectContaining({ order: 1 }), expect.objectContaining({ order: 2 })]),
    );
    await toast(page, t.orderUpdated).waitFor();
    await page.reload();
    await rows(page).first().waitFor();
    await poll(() => names(page)).toEqual([before[1], before[0], ...before.slice(2)]);

    await page.goto('/shop-categories?q=flowers');
    await page.getByRole('button', { name: 'Delete E2E Flowers' }).click();
    await page.getByRole('alertdialog').getByText(t.confirmDelete).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, t.deleted).waitFor();
    await page.reload();
    await table(page).getByText(t.empty).waitFor();
  });

  it('the order arrows act on the rows as shown: only sorted by Order ascending without a search; the row moves on screen', async () => {
    const page = await open();
    const arrows = () => rows(page).getByRole('button', { name: /^Move .* (up|down)$/ });
    const enabledArrows = () => arrows().evaluateAll((els) => els.filter((e) => e.getAttribute('aria-disabled') !== 'true').length);
    // sorted by name (the default): the rows shown are not the stored order
    expect(await arrows().count()).toBe(20);
    expect(await enabledArrows()).toBe(0);
    const firstName = (await names(page))[0];
    await page.getByRole('button', { name: `Move ${firstName} down` }).hover();
    await page.locator('.bp6-tooltip').getByText('Sort by Order (ascending) to change the order').waitFor();
    await page.getByRole('heading', { name: 'Shop Categories', level: 1 }).hover();
    await page.locator('.bp6-tooltip').waitFor({ state: 'detached' });

    await table(page).locator('th', { hasText: 'Order' }).getByRole('button').click();
    await poll(() => enabledArrows()).toBe(18); // all but the first row's up and the last row's down
    const before = await names(page);
    expect(await page.getByRole('button', { name: `Move ${before[0]} up` }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: `Move ${before[before.length - 1]} down` }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: `Move ${before[2]} down` }).click();
    await toast(page, t.orderUpdated).waitFor();
    await poll(() => names(page)).toEqual([before[0], before[1], before[3], before[2], ...before.slice(4)]);
    await page.reload();
    await poll(() => names(page)).toEqual([before[0], before[1], before[3], before[2], ...before.slice(4)]);

    // searching: the rows shown skip some stored neighbours
    await page.getByRole('searchbox', { name: 'Search categories...' }).fill('a');
    await page.waitForURL((u) => u.searchParams.get('q') === 'a');
    await poll(() => enabledArrows()).toBe(0);
    const shown = (await names(page))[0];
    await page.getByRole('button', { name: `Move ${shown} down` }).hover();
    await page.locator('.bp6-tooltip').getByText('Clear the search to change the order').waitFor();
  });

  it('a failed save shows a failure toast and keeps the input', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'Add Category' }).click();
    await page.getByLabel(/^Name/).fill('Will Fail');
    await page.getByLabel('Order', { exact: true }).fill('4');
    await whileServerFails(stack, async () => {
      await page.getByRole('button', { name: 'Create' }).click();
      await failureToast(page).waitFor();
    });
    expect(await page.getByLabel(/^Name/).inputValue()).toBe('Will Fail');
    expect(await page.getByLabel('Order', { exact: true }).inputValue()).toBe('4');
  });

  it.each([false, true])('passes axe (dark mode: %s)', async (dark) => {
    const page = await open({ dark });
    await page.getByRole('button', { name: 'Add Category' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
