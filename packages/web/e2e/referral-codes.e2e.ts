import { catalogue, EXPORT_COLUMNS, type MpaClient, type ReferralCode } from '@marketplace-admin/sdk';
import { exportHeaders } from './gridChecks';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { grid } from './grid';
import {
  closeWithEscape,
  failureToast,
  openSignedIn,
  seriousViolations,
  signedInSdk,
  useStack,
  whileServerFails,
} from './harness';

const stack = useStack();
let sdk: MpaClient;
beforeAll(async () => {
  sdk = await signedInSdk(stack.api);
});

const open = (path: string, dark = false): Promise<Page> => openSignedIn(stack, path, { dark });
const codes = (page: Page) => grid(page, 'Referral codes');
const firstCodes = (page: Page) => codes(page).column('Code');
async function all(
  searchTerms?: string,
  sortBy = 'referralCode',
  sortDescending = false,
): Promise<ReferralCode[]> {
  const out: ReferralCode[] = [];
  for await (const c of sdk.referrals.codes.iterate({ searchTerms, sortBy, sortDescending, pageSize: 1000 }))
    out.push(c);
  return out;
}

describe('Referral Codes (/referral-codes)', () => {
  it('pages through the list with "Showing X to Y of N items"; the page is in the URL', async () => {
    const page = await open('/referral-codes');
    await page.getByRole('heading', { name: 'Referral Codes', level: 1 }).waitFor();
    for (const h of ['Code', 'User Type', 'Vendor or Client', 'Active'])
      await codes(page).sortButton(h).waitFor();
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
    const c = second.items[0];
    expect(await (await codes(page).cell('Code', c.referralCode, 'User Type')).textContent()).toBe(
      `${c.userType} ${c.userType === 'V' ? 'Vendor' : 'Client'}`,
    );
    expect(await (await codes(page).cell('Code', c.referralCode, 'Vendor or Client')).textContent()).toBe(
      c.vendorName ?? c.clientName ?? '',
    );
  });

  // the 500 ms wait itself: src/screens/referral-codes/referralCodes.test.tsx
  it('searches (one request for what was typed) and sorts by a header (second click flips)', async () => {
    const page = await open('/referral-codes');
    await codes(page).settled();
    const term = (
      await sdk.referrals.codes.list({ page: 1, pageSize: 1, sortBy: 'referralCode' })
    ).items[0].referralCode.slice(0, 4);
    const expected = await all(term);
    const searched: string[] = [];
    page.on(
      'request',
      (r) =>
        r.url().includes('all-referral-codes') &&
        new URL(r.url()).searchParams.has('searchTerms') &&
        searched.push(new URL(r.url()).searchParams.get('searchTerms')!),
    );
    await page.getByPlaceholder('Search referral codes...').fill(term);
    await page.getByText(`of ${expected.length} items`).waitFor();
    expect(searched).toEqual([term]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(term);
    await codes(page).sortButton('Code').click(); // already ascending: flips to descending
    const desc = await all(term, 'referralCode', true);
    await expect.poll(() => firstCodes(page)).toEqual(desc.slice(0, 10).map((c) => c.referralCode));
    await codes(page).sortButton('Vendor or Client').click();
    const byName = await all(term, 'name', false);
    await expect
      .poll(() => codes(page).column('Vendor or Client'))
      .toEqual(byName.slice(0, 10).map((c) => c.vendorName ?? c.clientName ?? ''));
    expect(await codes(page).sortState('Vendor or Client')).toBe('ascending');
  });

  it("deactivating a code in place says 'Referral code updated' and stays so after a reload", async () => {
    const target = (await all()).find((c) => c.isActive)!;
    const page = await open(`/referral-codes?q=${target.referralCode}`);
    const sw = page.getByRole('checkbox', { name: `Active ${target.referralCode}` });
    await expect.poll(() => sw.isChecked()).toBe(true);
    // the Table takes the light rows' place once drawn: the switch clicked is the one that stays
    await page.locator('.mpa-grid:not([aria-busy])').first().waitFor();
    await sw.click({ force: true });
    await page.locator('.bp6-toast').filter({ hasText: catalogue.rewards.codeUpdated }).waitFor();
    expect((await all(target.referralCode)).find((c) => c.codeId === target.codeId)!.isActive).toBe(false);
    await page.reload();
    await expect
      .poll(() => page.getByRole('checkbox', { name: `Active ${target.referralCode}` }).isChecked())
      .toBe(false);
  });

  it('a failing server shows a failure toast and leaves the flag as it was', async () => {
    const target = (await all()).find((c) => c.isActive)!;
    const page = await open(`/referral-codes?q=${target.referralCode}`);
    const sw = page.getByRole('checkbox', { name: `Active ${target.referralCode}` });
    await expect.poll(() => sw.isChecked()).toBe(true);
    await whileServerFails(stack, async () => {
      // the Table takes the light rows' place once drawn: the switch clicked is the one that stays
      await page.locator('.mpa-grid:not([aria-busy])').first().waitFor();
      await sw.click({ force: true });
      await failureToast(page).waitFor();
    });
    expect(await sw.isChecked()).toBe(true);
    expect((await all(target.referralCode)).find((c) => c.codeId === target.codeId)!.isActive).toBe(true);
  });

  it('Export CSV and JSON: every row of the current search, page by page, the columns of `mpa referral-codes export`', async () => {
    const term = 'A';
    const expected = await all(term);
    expect(expected.length).toBeGreaterThan(1000); // more than one export page
    const page = await open(`/referral-codes?q=${term}`);
    await page.getByText(`of ${expected.length} items`).waitFor();
    const listCalls: string[] = [];
    page.on('request', (r) => r.url().includes('all-referral-codes') && listCalls.push(r.url()));
    const exportAs = async (format: 'CSV' | 'JSON') => {
      await page.getByRole('button', { name: 'Export' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: new RegExp(`^${format}`) }).click(),
      ]);
      return download;
    };
    const csv = await exportAs('CSV');
    expect(csv.suggestedFilename()).toMatch(/^referral-codes-\d{4}-\d{2}-\d{2}\.csv$/);
    const raw = await readFile((await csv.path())!, 'utf8');
    expect(raw.startsWith('\uFEFF')).toBe(true); // UTF-8 for spreadsheet programs
    const lines = raw.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(exportHeaders('referral-codes').join(','));
    expect(lines.length - 1).toBe(expected.length);
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[1])
        .sort(),
    ).toEqual(expected.map((c) => c.referralCode).sort());
    const c = expected[0];
    expect(lines).toContain(
      [c.codeId, c.referralCode, c.userType, c.vendorName ?? '', c.clientName ?? '', c.isActive].join(','),
    );
    // one request per page of 1000, none after the last (totalCount ends the walk)
    expect(listCalls.length).toBe(Math.ceil(expected.length / 1000));
    await page
      .locator('.bp6-toast')
      .filter({ hasText: `Exported ${expected.length} rows` })
      .waitFor();

    const json = await exportAs('JSON');
    expect(json.suggestedFilename()).toMatch(/^referral-codes-\d{4}-\d{2}-\d{2}\.json$/);
    const rows = JSON.parse(await readFile((await json.path())!, 'utf8')) as Record<string, unknown>[];
    expect(rows).toHaveLength(expected.length);
    expect(Object.keys(rows[0])).toEqual([...EXPORT_COLUMNS['referral-codes']]);
    expect(rows.map((r) => r.codeId).sort()).toEqual(expected.map((x) => x.codeId).sort());
  });

  it('columns: a resized column and a hidden one are kept over a reload; "Reset columns" brings both back', async () => {
    const page = await open('/referral-codes');
    await codes(page).settled();
    const header = (name: string) =>
      page
        .locator('.bp6-table-quadrant-top .bp6-table-header')
        .filter({ has: page.locator(`.bp6-table-column-name[title="${name}"]`) });
    const width = async (name: string) => (await header(name).boundingBox())!.width;
    const before = await width('User Type');
    const handle = header('User Type').locator('.bp6-table-resize-handle-target');
    await header('User Type').hover();
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => width('User Type')).toBeGreaterThan(before + 60);
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.locator('.mpa-grid-chooser label', { hasText: 'Vendor or Client' }).click();
    await expect
      .poll(() =>
        page.locator('.mpa-grid-chooser').getByRole('checkbox', { name: 'Vendor or Client' }).isChecked(),
      )
      .toBe(false);
    await expect.poll(() => codes(page).sortButton('Vendor or Client').count()).toBe(0);
    await closeWithEscape(page, page.locator('.mpa-grid-chooser'));

    await page.reload();
    await codes(page).settled();
    expect(await codes(page).sortButton('Vendor or Client').count()).toBe(0);
    expect(await width('User Type')).toBeGreaterThan(before + 60);

    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('button', { name: 'Reset columns' }).click();
    await codes(page).sortButton('Vendor or Client').waitFor();
    await expect.poll(() => width('User Type')).toBeLessThan(before + 5);
  });

  it('copies selected cells with Ctrl+C as tab-separated text', async () => {
    const page = await open('/referral-codes');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseUrl });
    await codes(page).settled();
    const first = await sdk.referrals.codes.list({ page: 1, pageSize: 10, sortBy: 'referralCode' });
    const from = await codes(page).cell('Code', first.items[0].referralCode, 'User Type');
    const to = await codes(page).cell('Code', first.items[1].referralCode, 'Vendor or Client');
    const a = (await from.boundingBox())!;
    const b = (await to.boundingBox())!;
    await page.mouse.move(a.x + 5, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + 5, b.y + b.height / 2, { steps: 5 });
    await page.mouse.up();
    await page.keyboard.press('Control+c');
    const line = (c: ReferralCode) =>
      `${c.userType} ${c.userType === 'V' ? 'Vendor' : 'Client'}\t${c.vendorName ?? c.clientName ?? ''}`;
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(`${line(first.items[0])}\n${line(first.items[1])}`);
  });

  it.each([false, true])('passes axe (dark %s)', async (dark) => {
    const page = await open('/referral-codes', dark);
    await codes(page).settled();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('button', { name: 'Reset columns' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await closeWithEscape(page, page.locator('.mpa-grid-chooser'));
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: /^CSV/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
