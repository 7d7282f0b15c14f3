// The first read from the page (issue 38 point 2): a route's page starts its first API reads itself, with the
// session's token (a vendor's pages with the mobile number of their URL), while the app's code downloads; the app
// takes those answers over instead of asking again.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdAppCode, openSignedIn, signedInSdk, useStack, APP, FRAME } from './harness';

const stack = useStack();

/** Every API request the page sends from now on. */
function watchApi(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) seen.push(r);
  });
  return seen;
}

const VENDOR_LIST = '/api/Vendors/v1';
const read = (r: Request) => `${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`;

describe("a route's first read", () => {
  it("is started by the page, with the session's token, before the app's code has come; the app asks no second time", async () => {
    const firstVendor = (await (await signedInSdk(stack.api)).vendors.list({ page: 1, pageSize: 10 }))
      .items[0].name;
    const page = await openSignedIn(stack, '/settings');
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const release = await holdAppCode(page);
    const api = watchApi(page);
    await page.goto('/vendors', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => api.filter((r) => new URL(r.url()).pathname === VENDOR_LIST).length).toBe(1);
    const early = api.find((r) => new URL(r.url()).pathname === VENDOR_LIST)!;
    expect(await early.headerValue('authorization')).toBe(`Bearer ${token}`);
    expect(await page.locator(FRAME).count()).toBe(1); // no code of the app has run
    await (await early.response())!.finished();

    await release();
    await page.getByText(firstVendor, { exact: true }).first().waitFor();
    expect(api.filter((r) => new URL(r.url()).pathname === VENDOR_LIST).map((r) => r.url())).toEqual([
      early.url(),
    ]);
  });

  it('is not started without a session, nor for a URL with a query (the app reads what the query asks)', async () => {
    const signedOut = await stack.newPage();
    const api = watchApi(signedOut);
    await signedOut.goto('/vendors');
    await signedOut.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();
    expect(api.map((r) => r.url())).toEqual([]);

    // with a query, the frame is hidden and only the app reads: the page for that query, nothing before
    const page = await openSignedIn(stack, '/settings');
    const withQuery = watchApi(page);
    await page.goto('/vendors?page=2');
    await page.locator(`${APP} .mpa-page-header`).waitFor();
    await expect
      .poll(() => withQuery.filter((r) => new URL(r.url()).pathname === VENDOR_LIST).length)
      .toBeGreaterThan(0);
    const pages = withQuery
      .filter((r) => new URL(r.url()).pathname === VENDOR_LIST)
      .map((r) => new URL(r.url()).searchParams.get('page'));
    expect(pages).toEqual(['2']);
  });
});

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
      expect(await page.locator(FRAME).count()).toBe(1);
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
