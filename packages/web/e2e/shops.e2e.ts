import { catalogue } from '@marketplace-admin/sdk';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedIn, seriousViolations, signedInSdk, startStack, toast, whileServerFails, type Stack } from './harness';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAwMDAxMDAAAAXiAMBjUNrMgAAAABJRU5ErkJggg==', 'base64');
const t = catalogue.shops;
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

async function open(path = '/shops', opts: { dark?: boolean } = {}): Promise<Page> {
  const page = await openSignedIn(stack, path, opts);
  await rows(page).first().locator('td').nth(1).waitFor();
  return page;
}
const table = (page: Page) => page.getByRole('table', { name: 'Shops' });
const rows = (page: Page) => table(page).locator('tbody tr');
const names = (page: Page) => rows(page).locator('td:nth-child(2)').allInnerTexts();
const dialog = (page: Page) => page.getByRole('dialog');
const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 15000 });

describe('shops (spec §2, §3, §5, §8)', () => {
  // the 1000 ms search wait itself: src/screens/shops/shops.test.tsx
  it('lists in name order (spec §7: sortBy=shopName, no other sort), pages and searches (one request for what was typed)', async () => {
    const page = await open();
    const first = await names(page);
    expect(first.length).toBe(10);
    const total = Number(/of (\d+) items/.exec(await page.locator('.mpa-pager-text').innerText())![1]);
    expect(total).toBeGreaterThan(10);
    const sdk0 = await signedInSdk(stack.api);
    expect(first).toEqual((await sdk0.shops.list({ page: 1, pageSize: 10 })).items.map((x) => x.shopName));
    expect(await table(page).locator('th', { hasText: 'Shop Name' }).getByRole('button').count()).toBe(0);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await poll(async () => (await page.locator('.mpa-pager-text').innerText()).trim()).toBe(`Showing 11 to 20 of ${total} items`);
    const searched: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname === '/Shops/v1' && new URL(r.url()).searchParams.has('searchTerms') && searched.push(new URL(r.url()).searchParams.get('searchTerms')!));
    const sdk = await signedInSdk(stack.api);
    const found = await sdk.shops.list({ page: 1, pageSize: 10, searchTerms: 'bakery', sortBy: 'shopName' });
    expect(found.items.length).toBeGreaterThan(0);
    await page.getByRole('searchbox', { name: 'Search shops...' }).fill('bakery');
    await poll(() => names(page)).toEqual(found.items.map((x) => x.shopName));
    await poll(async () => (await page.locator('.mpa-pager-text').innerText()).trim()).toBe(`Showing 1 to ${found.items.length} of ${found.totalCount} items`);
    expect(new URL(page.url()).searchParams.get('q')).toBe('bakery');
    expect(searched).toEqual(['bakery']);
  });

  it('validates (all four messages, input kept), creates with phones and an image, edits (image removed), deletes; read back after reload', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'Add Shop' }).click();
    await dialog(page).getByLabel('WhatsApp Number').fill('9800000001');
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    const alert = dialog(page).getByRole('alert');
    for (const m of [t.nameRequired, t.categoryRequired, t.addressRequired, t.phoneRequired]) await alert.getByText(m).waitFor();
    expect(await dialog(page).getByLabel('WhatsApp Number').inputValue()).toBe('9800000001');
    await dialog(page).getByLabel(/^Shop Name/).fill('E2E Flower House');
    await dialog(page).getByLabel(/^Shop Category/).fill('Florist Custom');
    await dialog(page).getByLabel(/^Shop Address/).fill('12 Lake Road, Pune');
    await dialog(page).getByLabel('Phone 1', { exact: true }).fill('9811111111');
    await dialog(page).getByRole('button', { name: 'Add phone' }).click();
    await dialog(page).getByLabel('Phone 2', { exact: true }).fill('9822222222');
    await dialog(page).locator('label.bp6-checkbox', { hasText: 'Verified' }).click();
    await dialog(page).locator('input[type=file]').setInputFiles({ name: 's.png', mimeType: 'image/png', buffer: PNG });
    await dialog(page).getByRole('img', { name: 'New image 1' }).waitFor();
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await page.goto('/shops?q=E2E Flower');
    await page.reload();
    const row = rows(page).filter({ hasText: 'E2E Flower House' });
    await row.waitFor();
    const text = await row.innerText();
    for (const s of ['Florist Custom', '12 Lake Road, Pune', '9811111111, 9822222222', '9800000001', 'Yes']) expect(text).toContain(s);
    await poll(() => row.getByRole('img').evaluate((e: HTMLImageElement) => e.naturalWidth)).toBe(2);

    await page.getByRole('button', { name: 'Edit E2E Flower House' }).click();
    expect(await dialog(page).getByLabel(/^Shop Category/).inputValue()).toBe('Florist Custom');
    await dialog(page).getByRole('button', { name: 'Remove image' }).click();
    await dialog(page).getByLabel(/^Shop Name/).fill('E2E Flower Home');
    await dialog(page).getByRole('button', { name: 'Update' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await page.goto('/shops?q=E2E Flower');
    const edited = rows(page).filter({ hasText: 'E2E Flower Home' });
    await edited.waitFor();
    expect(await edited.getByRole('img').count()).toBe(0);

    await page.getByRole('button', { name: 'Delete E2E Flower Home' }).click();
    await page.getByRole('alertdialog').getByText(t.confirmDelete).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, t.deleted).waitFor();
    await page.reload();
    await table(page).getByText('No shops found').waitFor();
  });

  it('a failed save shows the failure toast and keeps the input', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'Add Shop' }).click();
    await dialog(page).getByLabel(/^Shop Name/).fill('Failing Shop');
    await dialog(page).getByLabel(/^Shop Category/).fill('Grocery');
    await dialog(page).getByLabel(/^Shop Address/).fill('Somewhere');
    await dialog(page).getByLabel('Phone 1', { exact: true }).fill('9833333333');
    await whileServerFails(stack, async () => {
      await dialog(page).getByRole('button', { name: 'Create' }).click();
      await page.locator('.bp6-toast.bp6-intent-danger').filter({ hasText: /injected fault|Failed to save shop/ }).first().waitFor();
    });
    expect(await dialog(page).getByLabel(/^Shop Name/).inputValue()).toBe('Failing Shop');
    expect(await dialog(page).getByLabel('Phone 1', { exact: true }).inputValue()).toBe('9833333333');
  });

  it.each([false, true])('passes axe (dark mode: %s)', async (dark) => {
    const page = await open('/shops', { dark });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add Shop' }).click();
    await dialog(page).getByLabel(/^Shop Name/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
