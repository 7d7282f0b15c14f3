import { catalogue, type MpaClient } from '@marketplace-admin/sdk';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  backendPath,
  failureToast,
  openSignedIn,
  seriousViolations,
  signedInSdk,
  signIn,
  useStack,
  whileServerFails,
} from './harness';

const t = catalogue.serviceLinking;
const stack = useStack();
let sdk: MpaClient;
beforeAll(async () => {
  sdk = await signedInSdk(stack.api);
});

const open = (path: string): Promise<Page> => openSignedIn(stack, path);

/** A vendor's mobile number: the first of the vendors list, as the server has it. */
async function someMobile(): Promise<string> {
  return String((await sdk.vendors.list({ page: 1, pageSize: 1 })).items[0].mobileNo);
}

describe('link services to a vendor, vendor details (spec §2, §5)', () => {
  it("unknown vendor: 'Vendor not found' with a link to /vendors", async () => {
    const page = await open('/vendors/9999999998/services');
    await page.getByText(catalogue.vendors.notFound).waitFor();
    await page.getByRole('link', { name: 'Go to Vendors' }).click();
    await page.waitForURL((u) => u.pathname === '/vendors');
  });

  it("a server that answers an empty list for an unknown vendor (no 404): 'Vendor not found', nothing to link", async () => {
    const page = await stack.newPage();
    // a spec-exact server need not answer 404: here the vendor's links come back as an empty list
    await page.route(
      (u) => backendPath(u) === '/VenderServices/v1/mobile/9999999997',
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ success: true, data: { items: [], totalCount: 0 } }),
        }),
    );
    await page.goto('/login');
    await signIn(page);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.goto('/vendors/9999999997/services');
    await page.getByText(catalogue.vendors.notFound).waitFor();
    expect(await page.getByRole('table', { name: 'Services to link' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Go to Vendors' }).click();
    await page.waitForURL((u) => u.pathname === '/vendors');
  });

  it("a 400 for the vendor's links: 'Failed to load vendor details' with the server's text and Retry, no endless spinner", async () => {
    const page = await open('/dashboard');
    const mobile = await someMobile();
    let fail = true;
    await page.route(
      (u) => backendPath(u) === `/VenderServices/v1/mobile/${mobile}`,
      (route) =>
        fail
          ? route.fulfill({
              status: 400,
              contentType: 'application/json',
              body: JSON.stringify({ success: false, message: 'Unknown query parameter sortBy' }),
            })
          : route.continue(),
    );
    await page.goto(`/vendors/${mobile}/services`);
    await page.getByRole('heading', { name: t.loadVendorFailed }).waitFor();
    await page.getByText('Unknown query parameter sortBy').first().waitFor();
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('table', { name: 'Services to link' }).waitFor();
  });

  it('validates, links services with units and rates, reads back after reload; details show them; failure keeps input', async () => {
    const page = await open('/dashboard');
    const mobile = await someMobile();
    await page.goto(`/vendors/${mobile}/services`);
    const table = page.getByRole('table', { name: 'Services to link' });
    await table.waitFor();
    // every service's row is drawn (the first screenful comes first; the table is busy until the rest is in): a
    // selection further down is cleared too
    await page.locator('table[aria-label="Services to link"]:not([aria-busy])').waitFor();
    // clear every selection: 'Please select at least one service'
    const checked = table.locator('input[type=checkbox]:checked');
    while ((await checked.count()) > 0) await checked.first().uncheck({ force: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: t.selectService }).waitFor();
    await table.locator('label', { hasText: /^Tap Repair$/ }).click();
    expect(await page.getByLabel('Unit for Tap Repair').inputValue()).toBe('piece');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: t.invalidRatesUnits }).waitFor();
    await page.getByLabel('Rate for Tap Repair').fill('350');
    await page.getByLabel('Unit for Tap Repair').selectOption('hour');
    await whileServerFails(stack, async () => {
      await page.getByRole('button', { name: 'Save' }).click();
      await failureToast(page).waitFor();
    });
    expect(await page.getByLabel('Rate for Tap Repair').inputValue()).toBe('350');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('.bp6-toast').filter({ hasText: t.saved }).waitFor();
    await page.reload();
    await expect
      .poll(() => page.getByLabel('Rate for Tap Repair').inputValue(), { timeout: 15000 })
      .toBe('350');
    expect(await page.getByLabel('Unit for Tap Repair').inputValue()).toBe('hour');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL((u) => u.pathname === '/vendors-services');
    await page.goto(`/vendors/${mobile}`);
    const linked = page.getByRole('table', { name: 'Linked services' });
    await linked.locator('tr', { hasText: 'Tap Repair' }).waitFor();
    expect(await linked.locator('tr', { hasText: 'Tap Repair' }).innerText()).toContain('hour');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
