// A server that hangs (issue 23, point 2), with the dev API's stall fault: one stalled read does not hold
// the panel up (another screen's read answers meanwhile), and a stalled write ends at the panel's request
// timeout (shortened through config.json) with the list read again and the timeout's own message. A screen
// waiting on its read spins only for a user who has not asked for less motion.
import { catalogue, type Vendor } from '@marketplace-admin/sdk';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { grid } from './grid';
import { backendPath, openSignedIn, signedInSdk, toast, useStack } from './harness';

const stack = useStack();
afterEach(() => stack.api.setFaults({ stall: [] }));

/** Whether `page` has sent a read of the vendors list that has not been answered (nor failed) yet. */
function watchVendorReads(page: Page): { pending(): number } {
  let pending = 0;
  page.on('request', (r) => {
    if (r.method() === 'GET' && backendPath(r.url()) === '/Vendors/v1') pending += 1;
  });
  const settled = (r: { method(): string; url(): string }) => {
    if (r.method() === 'GET' && backendPath(r.url()) === '/Vendors/v1') pending -= 1;
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return { pending: () => pending };
}

describe('a stalled server', () => {
  it('one stalled read does not hold the panel up: another screen reads and shows its rows meanwhile', async () => {
    stack.api.setFaults({ stall: ['/Vendors/v1'] });
    const page = await openSignedIn(stack, '/dashboard');
    const vendorReads = watchVendorReads(page);
    await page.getByRole('link', { name: 'Vendors', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/vendors');
    await expect.poll(() => vendorReads.pending(), { timeout: 15000 }).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Shops', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/shops');
    const shops = grid(page, 'Shops');
    await expect.poll(async () => (await shops.column('Shop Name')).length, { timeout: 15000 }).toBe(10);
    // the vendors read is still held by the server: the shops rows came while it waited
    expect(vendorReads.pending()).toBeGreaterThan(0);
  });

  it('a screen waiting on its read spins only for a user who has not asked for less motion (the suite runs as one who has)', async () => {
    stack.api.setFaults({ stall: ['/Services/v1'] });
    const page = await openSignedIn(stack, '/services');
    const spinner = page.getByRole('progressbar', { name: 'Loading' }).first();
    const spinning = () =>
      spinner.evaluate((e) => getComputedStyle(e.querySelector('.bp6-spinner-animation')!).animationName);
    await spinner.waitFor();
    expect(await spinning()).toBe('none');

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(spinning).not.toBe('none');
  });

  it('a stalled write ends at the request timeout: the list is read again and the panel says the server did not answer in time', async () => {
    const sdk = await signedInSdk(stack.api);
    const { items } = await sdk.vendors.list({ page: 1, pageSize: 10 });
    const vendor: Vendor = items[0];
    const page = await openSignedIn(stack, '/vendors', { config: { requestTimeoutMs: 2000 } });
    const vendors = grid(page, 'Vendors');
    await expect
      .poll(async () => (await vendors.column('Name')).includes(vendor.name), { timeout: 15000 })
      .toBe(true);
    await vendors.settled();
    const statusBefore = await (await vendors.cell('Name', vendor.name, 'Status')).textContent();

    stack.api.setFaults({ stall: ['/vendors/v1/toggle-active'] });
    const listReads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET' && backendPath(r.url()) === '/Vendors/v1') listReads.push(r.url());
    });
    await page.getByRole('button', { name: `Actions for ${vendor.name}` }).click();
    await page.getByRole('menuitem', { name: vendor.isActive ? 'Deactivate' : 'Activate' }).click();
    await toast(page, catalogue.transport.writeTimedOut).waitFor({ timeout: 20000 });

    expect(listReads.length).toBeGreaterThan(0);
    expect(await page.locator('.bp6-toast').filter({ hasText: catalogue.vendors.statusFailed }).count()).toBe(
      0,
    );
    // the server never made the change, and the row says so
    stack.api.setFaults({ stall: [] });
    expect(
      (await sdk.vendors.list({ page: 1, pageSize: 10 })).items.find((v) => v.id === vendor.id)?.isActive,
    ).toBe(vendor.isActive);
    await vendors.settled();
    expect(await (await vendors.cell('Name', vendor.name, 'Status')).textContent()).toBe(statusBefore);
  });
});
