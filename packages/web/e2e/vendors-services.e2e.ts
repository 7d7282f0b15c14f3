import { catalogue } from '@marketplace-admin/sdk';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedIn, seriousViolations, startStack, type Stack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

async function open(dark = false): Promise<Page> {
  const page = await openSignedIn(stack, '/vendors-services', { dark });
  await rows(page).locator('td a').first().waitFor();
  return page;
}
const rows = (page: Page) => page.getByRole('table', { name: 'Vendors Services' }).locator('tbody tr');
const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 15000 });

describe('vendors services (spec §2, §9)', () => {
  // the 500 ms search wait itself: src/screens/vendors-services/vendorsServices.test.tsx
  it('sorts by rate (flip), loads more, searches (one request for what was typed), toggles and deletes', async () => {
    const page = await open();
    expect(await rows(page).count()).toBe(10);
    const th = page.getByRole('table', { name: 'Vendors Services' }).locator('th', { hasText: 'Rate' });
    await th.getByRole('button').click();
    await page.waitForURL((u) => u.searchParams.get('sort') === 'serviceRates');
    await poll(async () => {
      const r = (await rows(page).locator('td:nth-child(5)').allInnerTexts()).map(Number);
      return r.length === 10 && r.every((x, i) => i === 0 || r[i - 1] <= x);
    }).toBe(true);
    await th.getByRole('button').click();
    await page.waitForURL((u) => u.searchParams.get('desc') === '1');
    await poll(async () => {
      const r = (await rows(page).locator('td:nth-child(5)').allInnerTexts()).map(Number);
      return r.length === 10 && r.every((x, i) => i === 0 || r[i - 1] >= x);
    }).toBe(true);
    await page.getByRole('button', { name: 'Load more' }).click();
    await poll(() => rows(page).count()).toBe(20);
    expect(await page.locator('.mpa-pager-text').innerText()).toMatch(/^Showing 1 to 20 of \d+ items$/);
    await page.reload();
    await poll(() => rows(page).count()).toBe(20);

    const service = (await rows(page).first().locator('td:nth-child(3)').innerText()).trim();
    const searched: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname === '/VenderServices/v1' && new URL(r.url()).searchParams.has('searchTerms') && searched.push(new URL(r.url()).searchParams.get('searchTerms')!));
    await page.getByRole('searchbox', { name: 'Search vendor services...' }).fill(service);
    await poll(async () => searched.length === 1 && (await rows(page).allInnerTexts()).every((x) => x.includes(service))).toBe(true);
    expect(searched).toEqual([service]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(service);

    const first = rows(page).first();
    const label = (await first.getByRole('button').last().getAttribute('aria-label'))!;
    const wasActive = (await first.locator('.mpa-status-tag').innerText()) === 'Active';
    await page.getByRole('button', { name: label }).click();
    await page.getByRole('menuitem', { name: wasActive ? 'Deactivate' : 'Activate' }).click();
    await poll(() => rows(page).first().locator('.mpa-status-tag').innerText()).toBe(wasActive ? 'Inactive' : 'Active');
    const mobile = (await first.locator('td:nth-child(2)').innerText()).trim();
    await page.getByRole('button', { name: label }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByText(catalogue.vendorServices.confirmDelete).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.reload();
    await rows(page).first().waitFor();
    await poll(() => rows(page).filter({ hasText: mobile }).count()).toBe(0);
  });

  it.each([false, true])('passes axe (dark mode: %s)', async (dark) => {
    const page = await open(dark);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
