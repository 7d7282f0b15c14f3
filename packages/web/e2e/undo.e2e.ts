// Undo on the success toast of a reversible change (CONTRACT §7): the reverse change reaches the
// server (read back through the SDK and after a reload), and an undo the server refuses says why and
// leaves the row as the server has it. The toast's 6 s: src/app/toaster.test.tsx (fake clock).
import { catalogue, type MpaClient } from '@marketplace-admin/sdk';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { grid } from './grid';
import {
  backendPath,
  failureToast,
  openSignedIn,
  signedInSdk,
  toast,
  useStack,
  whileServerFails,
} from './harness';

const stack = useStack();
let sdk: MpaClient;
beforeAll(async () => {
  sdk = await signedInSdk(stack.api);
});

/** The Undo button of the toast saying `message` (any toast's, without one). */
const undoOn = (page: Page, message?: string) =>
  (message ? toast(page, message) : page.locator('.bp6-toast')).getByRole('button', {
    name: catalogue.undo.action,
  });

const vendorActive = async (v: { id: number; mobileNo: string }) =>
  (await sdk.vendors.list({ page: 1, pageSize: 10, searchTerms: v.mobileNo })).items.find(
    (x) => x.id === v.id,
  )!.isActive;
const codeActive = async (code: string) =>
  (await sdk.referrals.codes.list({ page: 1, pageSize: 10, searchTerms: code })).items.find(
    (c) => c.referralCode === code,
  )!.isActive;
const categoriesByOrder = async () =>
  (await sdk.shopCategories.listPage({ page: 1, pageSize: 1000, sortBy: 'ord' })).items.map(
    (c) => c.shopCategoryName,
  );

async function openVendor(mobileNo: string): Promise<Page> {
  const page = await openSignedIn(stack, `/vendors?q=${mobileNo}`);
  await expect.poll(() => grid(page, 'Vendors').column('Mobile')).toEqual([mobileNo]);
  return page;
}
const vendorStatus = (page: Page) => grid(page, 'Vendors').column('Status');
async function deactivate(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
}

describe('Undo on reversible changes', () => {
  it('deactivating a vendor offers Undo; Undo makes it active again on the server, as a reload shows', async () => {
    const v = (await sdk.vendors.list({ page: 1, pageSize: 50 })).items.find((x) => x.isActive)!;
    const page = await openVendor(v.mobileNo);
    await deactivate(page, v.name);
    const undo = undoOn(page, catalogue.vendors.statusUpdated);
    await undo.waitFor();
    expect(await vendorActive(v)).toBe(false);
    await expect.poll(() => vendorStatus(page)).toEqual(['Inactive']);
    await undo.click();
    await toast(page, catalogue.undo.vendorStatus).waitFor();
    expect(await vendorActive(v)).toBe(true);
    await page.reload();
    await expect.poll(() => vendorStatus(page)).toEqual(['Active']);
  });

  it('a referral code switched off comes back on with Undo', async () => {
    const code = (await sdk.referrals.codes.list({ page: 1, pageSize: 50 })).items.find(
      (c) => c.isActive,
    )!.referralCode;
    const page = await openSignedIn(stack, `/referral-codes?q=${code}`);
    const sw = page.getByRole('checkbox', { name: `Active ${code}` });
    await expect.poll(() => sw.isChecked()).toBe(true);
    // the Table takes the light rows' place once drawn: the switch clicked is the one that stays
    await page.locator('.mpa-grid:not([aria-busy])').first().waitFor();
    await sw.click({ force: true });
    const undo = undoOn(page, catalogue.rewards.codeUpdated);
    await undo.waitFor();
    expect(await codeActive(code)).toBe(false);
    await undo.click();
    await toast(page, catalogue.undo.referralCode).waitFor();
    expect(await codeActive(code)).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('checkbox', { name: `Active ${code}` }).isChecked()).toBe(true);
  });

  it("a service's featured flag is set back with Undo", async () => {
    const s = (await sdk.services.list({ page: 1, pageSize: 100 })).items.find((x) => !x.isFeatured)!;
    const page = await openSignedIn(stack, `/services?q=${encodeURIComponent(s.name)}`);
    const label = page.locator(`.mpa-tree-label[data-name="${s.name}"]`);
    await label.waitFor();
    await page.getByRole('button', { name: `Actions for ${s.name}` }).click();
    await page
      .getByRole('menu', { name: `Actions for ${s.name}` })
      .getByRole('menuitem', { name: 'Mark featured' })
      .click();
    // the toast says the server's words
    const undo = undoOn(page);
    await undo.waitFor();
    await expect.poll(() => label.locator('.mpa-featured').count()).toBe(1);
    expect((await sdk.services.get(s.id)).isFeatured).toBe(true);
    await undo.click();
    await toast(page, catalogue.undo.serviceFeatured).waitFor();
    expect((await sdk.services.get(s.id)).isFeatured).toBe(false);
    await page.reload();
    await label.waitFor();
    expect(await label.locator('.mpa-featured').count()).toBe(0);
  });

  it('a shop category move is swapped back with Undo', async () => {
    const before = await categoriesByOrder();
    const page = await openSignedIn(stack, '/shop-categories?sort=ord');
    const names = () => grid(page, 'Shop Categories').column('Category Name');
    await expect.poll(names).toEqual(before.slice(0, 10));
    await page.getByRole('button', { name: `Move ${before[1]} up` }).click();
    const undo = undoOn(page, catalogue.shopCategories.orderUpdated);
    await undo.waitFor();
    expect(await categoriesByOrder()).toEqual([before[1], before[0], ...before.slice(2)]);
    await undo.click();
    await toast(page, catalogue.undo.categoryOrder).waitFor();
    expect(await categoriesByOrder()).toEqual(before);
    await page.reload();
    await expect.poll(names).toEqual(before.slice(0, 10));
  });

  it("an undo the server refuses says the server's reason; the row stays as the server has it", async () => {
    const v = (await sdk.vendors.list({ page: 1, pageSize: 50 })).items.filter((x) => x.isActive)[1];
    const page = await openVendor(v.mobileNo);
    await deactivate(page, v.name);
    const undo = undoOn(page, catalogue.vendors.statusUpdated);
    await undo.waitFor();
    const refusal = 'Vendor is locked by another administrator';
    await page.route(
      (u) => backendPath(u).toLowerCase() === `/vendors/v1/toggle-active/${v.id}`,
      (route) =>
        route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, code: 409, message: refusal, data: null }),
        }),
    );
    await undo.click();
    await failureToast(page).filter({ hasText: refusal }).waitFor();
    expect(await vendorActive(v)).toBe(false);
    await expect.poll(() => vendorStatus(page)).toEqual(['Inactive']);
    expect(await toast(page, catalogue.undo.vendorStatus).count()).toBe(0);
  });

  it('an undo while the server fails shows the failure; the switch keeps what the server has', async () => {
    const code = (await sdk.referrals.codes.list({ page: 1, pageSize: 50 })).items.filter(
      (c) => c.isActive,
    )[1].referralCode;
    const page = await openSignedIn(stack, `/referral-codes?q=${code}`);
    const sw = page.getByRole('checkbox', { name: `Active ${code}` });
    await expect.poll(() => sw.isChecked()).toBe(true);
    // the Table takes the light rows' place once drawn: the switch clicked is the one that stays
    await page.locator('.mpa-grid:not([aria-busy])').first().waitFor();
    await sw.click({ force: true });
    const undo = undoOn(page, catalogue.rewards.codeUpdated);
    await undo.waitFor();
    await expect.poll(() => sw.isChecked()).toBe(false);
    await whileServerFails(stack, async () => {
      await undo.click();
      await failureToast(page)
        .filter({ hasText: /injected fault/ })
        .waitFor();
    });
    expect(await codeActive(code)).toBe(false);
    expect(await sw.isChecked()).toBe(false);
    expect(await toast(page, catalogue.undo.referralCode).count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByRole('checkbox', { name: `Active ${code}` }).isChecked()).toBe(false);
  });
});
