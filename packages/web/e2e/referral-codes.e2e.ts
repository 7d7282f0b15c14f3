import { catalogue, type MpaClient, type ReferralCode } from '@marketplace-admin/sdk';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureToast, openSignedIn, seriousViolations, signedInSdk, startStack, whileServerFails, type Stack } from './harness';

let stack: Stack;
let sdk: MpaClient;
beforeAll(async () => {
  stack = await startStack();
  sdk = await signedInSdk(stack.api);
});
afterAll(async () => {
  await stack?.close();
});

const open = (path: string, dark = false): Promise<Page> => openSignedIn(stack, path, { dark });
const firstCodes = (page: Page) => page.locator('tbody tr td:first-child').allTextContents();
async function all(searchTerms?: string, sortBy = 'referralCode', sortDescending = false): Promise<ReferralCode[]> {
  const out: ReferralCode[] = [];
  for await (const c of sdk.referrals.codes.iterate({ searchTerms, sortBy, sortDescending, pageSize: 1000 })) out.push(c);
  return out;
}

describe('Referral Codes (/referral-codes)', () => {
  it('pages through the list with "Showing X to Y of N items"; the page is in the URL', async () => {
    const page = await open('/referral-codes');
    await page.getByRole('heading', { name: 'Referral Codes', level: 1 }).waitFor();
    for (const h of ['Code', 'User Type', 'Vendor or Client', 'Active']) await page.getByRole('columnheader', { name: h }).waitFor();
    const first = await sdk.referrals.codes.list({ page: 1, pageSize: 10, sortBy: 'referralCode' });
    await page.getByText(`Showing 1 to 10 of ${first.totalCount} items`).waitFor();
    await expect.poll(() => firstCodes(page)).toEqual(first.items.map((c) => c.referralCode));
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.getByText(`Showing 11 to 20 of ${first.totalCount} items`).waitFor();
    const second = await sdk.referrals.codes.list({ page: 2, pageSize: 10, sortBy: 'referralCode' });
    await expect.poll(() => firstCodes(page)).toEqual(second.items.map((c) => c.referralCode));
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.reload();
    await expect.poll(() => firstCodes(page)).toEqual(second.items.map((c) => c.referralCode));
    const row = page.locator('tbody tr').first();
    const c = second.items[0];
    expect(await row.locator('td').nth(1).textContent()).toBe(`${c.userType} ${c.userType === 'V' ? 'Vendor' : 'Client'}`);
    expect(await row.locator('td').nth(2).textContent()).toBe(c.vendorName ?? c.clientName ?? '');
  });

  // the 500 ms wait itself: src/screens/referral-codes/referralCodes.test.tsx
  it('searches (one request for what was typed) and sorts by a header (second click flips)', async () => {
    const page = await open('/referral-codes');
    await page.locator('tbody tr td').first().waitFor();
    const term = (await sdk.referrals.codes.list({ page: 1, pageSize: 1, sortBy: 'referralCode' })).items[0].referralCode.slice(0, 4);
    const expected = await all(term);
    const searched: string[] = [];
    page.on('request', (r) => r.url().includes('all-referral-codes') && new URL(r.url()).searchParams.has('searchTerms') && searched.push(new URL(r.url()).searchParams.get('searchTerms')!));
    await page.getByPlaceholder('Search referral codes...').fill(term);
    await page.getByText(`of ${expected.length} items`).waitFor();
    expect(searched).toEqual([term]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(term);
    await page.getByRole('button', { name: 'Code' }).click(); // already ascending: flips to descending
    const desc = await all(term, 'referralCode', true);
    await expect.poll(() => firstCodes(page)).toEqual(desc.slice(0, 10).map((c) => c.referralCode));
    await page.getByRole('button', { name: 'Vendor or Client' }).click();
    const byName = await all(term, 'name', false);
    await expect.poll(() => page.locator('tbody tr td:nth-child(3)').allTextContents()).toEqual(byName.slice(0, 10).map((c) => c.vendorName ?? c.clientName ?? ''));
    expect(await page.getByRole('columnheader', { name: 'Vendor or Client' }).getAttribute('aria-sort')).toBe('ascending');
  });

  it("deactivating a code in place says 'Referral code updated' and stays so after a reload", async () => {
    const target = (await all()).find((c) => c.isActive)!;
    const page = await open(`/referral-codes?q=${target.referralCode}`);
    const sw = page.getByLabel(`Active ${target.referralCode}`);
    await expect.poll(() => sw.isChecked()).toBe(true);
    await sw.click({ force: true });
    await page.locator('.bp6-toast').filter({ hasText: catalogue.rewards.codeUpdated }).waitFor();
    expect((await all(target.referralCode)).find((c) => c.codeId === target.codeId)!.isActive).toBe(false);
    await page.reload();
    await expect.poll(() => page.getByLabel(`Active ${target.referralCode}`).isChecked()).toBe(false);
  });

  it('a failing server shows a failure toast and leaves the flag as it was', async () => {
    const target = (await all()).find((c) => c.isActive)!;
    const page = await open(`/referral-codes?q=${target.referralCode}`);
    const sw = page.getByLabel(`Active ${target.referralCode}`);
    await expect.poll(() => sw.isChecked()).toBe(true);
    await whileServerFails(stack, async () => {
      await sw.click({ force: true });
      await failureToast(page).waitFor();
    });
    expect(await sw.isChecked()).toBe(true);
    expect((await all(target.referralCode)).find((c) => c.codeId === target.codeId)!.isActive).toBe(true);
  });

  it('Export CSV streams every page of the current search into one downloaded file', async () => {
    const term = 'A';
    const expected = await all(term);
    expect(expected.length).toBeGreaterThan(1000); // more than one export page
    const page = await open(`/referral-codes?q=${term}`);
    await page.getByText(`of ${expected.length} items`).waitFor();
    const listCalls: string[] = [];
    page.on('request', (r) => r.url().includes('all-referral-codes') && listCalls.push(r.url()));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^referral-codes-\d{4}-\d{2}-\d{2}\.csv$/);
    const raw = await readFile((await download.path())!, 'utf8');
    expect(raw.startsWith('\uFEFF')).toBe(true); // UTF-8 for spreadsheet programs
    const lines = raw.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('codeId,referralCode,userType,vendorName,clientName,isActive');
    expect(lines.length - 1).toBe(expected.length);
    expect(lines.slice(1).map((l) => l.split(',')[1]).sort()).toEqual(expected.map((c) => c.referralCode).sort());
    const c = expected[0];
    expect(lines).toContain([c.codeId, c.referralCode, c.userType, c.vendorName ?? '', c.clientName ?? '', c.isActive].join(','));
    // one request per page of 1000, none after the last (totalCount ends the walk)
    expect(listCalls.length).toBe(Math.ceil(expected.length / 1000));
    await page.locator('.bp6-toast').filter({ hasText: `Exported ${expected.length} referral codes` }).waitFor();
  });

  it.each([false, true])('passes axe (dark %s)', async (dark) => {
    const page = await open('/referral-codes', dark);
    await page.locator('tbody tr td').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
