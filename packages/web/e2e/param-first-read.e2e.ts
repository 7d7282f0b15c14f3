// The first read of a route with a parameter (issue 38 point 2): a vendor's pages start their first API reads
// themselves with the mobile number from their URL, while the app's code downloads; the app takes those answers
// over instead of asking again.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdAppCode, openSignedIn, signedInSdk, useStack } from './harness';

const stack = useStack();

/** Every API request the page sends from now on. */
function watchApi(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) seen.push(r);
  });
  return seen;
}

const read = (r: Request) => `${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`;

describe("a vendor's page", () => {
  it.each([
    ['/services', 'Services to link'],
    ['', 'Linked services'],
  ])(
    '/vendors/:mobileNo%s starts its first reads with the mobile number of its URL; the app asks none of them again',
    async (tail, table) => {
      const sdk = await signedInSdk(stack.api);
      const [vendor] = (await sdk.vendors.list({ page: 1, pageSize: 1, sortBy: 'vendorname' })).items;
      const mobile = String(vendor.mobileNo);
      const page = await openSignedIn(stack, '/settings');
      const token = await page.evaluate(() => localStorage.getItem('authToken'));
      const release = await holdAppCode(page);
      const api = watchApi(page);
      await page.goto(`/vendors/${mobile}${tail}`, { waitUntil: 'domcontentloaded' });
      await expect.poll(() => api.length).toBeGreaterThan(0);
      // no code of the app has run: the page asked, for this vendor, with the session's token
      expect(await page.locator('#root > .mpa-frame').count()).toBe(1);
      const early = [...api];
      expect(early.filter((r) => r.url().includes(mobile)).length).toBeGreaterThan(0);
      for (const r of early) expect(await r.headerValue('authorization')).toBe(`Bearer ${token}`);
      await Promise.all(early.map(async (r) => (await r.response())?.finished()));

      await release();
      await page.getByRole('table', { name: table }).locator('tbody tr').first().waitFor();
      const again = api.slice(early.length).map(read);
      expect(again.filter((r) => early.map(read).includes(r))).toEqual([]);
    },
  );
});
