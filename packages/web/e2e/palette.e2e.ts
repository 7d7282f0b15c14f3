import { type MpaClient, type RedemptionRequest, type ReferralCode } from '@marketplace-admin/sdk';
import { exportHeaders } from './gridChecks';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { grid } from './grid';
import { csvLines } from './gridTasks';
import { closeWithEscape, openSignedIn, signedInSdk, useStack } from './harness';

const stack = useStack();
let sdk: MpaClient;
beforeAll(async () => {
  sdk = await signedInSdk(stack.api);
});

const signedInPage = (): Promise<Page> => openSignedIn(stack);

const input = (page: Page) => page.getByRole('textbox', { name: 'Go to screen or run action' });
const options = (page: Page) => page.locator('.mpa-palette [role="menuitem"]');
const titles = (page: Page) => options(page).locator('.bp6-text-overflow-ellipsis').allTextContents();
const ACTIONS = [
  'Turn dark mode on',
  'Export referral codes (CSV)',
  'Go to the oldest pending redemption',
  'Show keyboard shortcuts',
];

/** Ctrl+K, the words typed, and Enter once the first line is `first`. */
async function run(page: Page, words: string, first: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await input(page).fill(words);
  await expect.poll(async () => (await titles(page))[0]).toBe(first);
  await page.keyboard.press('Enter');
  await page.locator('.mpa-palette .bp6-omnibar').waitFor({ state: 'detached' });
}

describe('command palette (Ctrl/Cmd+K, beyond the spec)', () => {
  it('Ctrl+K opens the Omnibar listing every screen by title, then its actions; typing narrows; Enter navigates to Redemptions', async () => {
    const page = await signedInPage();
    // the palette's code is not loaded before it is asked for
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.keyboard.press('Control+k');
    await input(page).waitFor();
    expect(scripts.some((s) => s.includes('/Palette-'))).toBe(true);
    await expect
      .poll(() => titles(page))
      .toEqual([
        'Dashboard',
        'Appointments',
        'Vendors',
        'Vendors Services',
        'Clients',
        'Services',
        'My Profile',
        'Settings',
        'Shops',
        'Moderate Reviews',
        'Referral Configuration',
        'Points Conversion Rate',
        'Referral Codes',
        'Redemptions Requests',
        'Featured Ads',
        'Shop Categories',
        'Paid Services',
        ...ACTIONS,
      ]);
    await input(page).fill('redemp');
    // the screen first: its name and Enter still open it
    await expect
      .poll(() => titles(page))
      .toEqual(['Redemptions Requests', 'Go to the oldest pending redemption']);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/redemptions');
    await page.getByRole('heading', { name: 'Redemptions Requests', level: 1 }).waitFor();
    await page.locator('.mpa-palette .bp6-omnibar').waitFor({ state: 'detached' });
  });

  it('Meta+K works too, a click selects, Escape closes, and an unknown name says so', async () => {
    const page = await signedInPage();
    await page.keyboard.press('Meta+k');
    await input(page).fill('paid');
    await options(page).filter({ hasText: 'Paid Services' }).click();
    await page.waitForURL((u) => u.pathname === '/premium-services');
    await page.keyboard.press('Control+k');
    await input(page).fill('zzz nothing');
    await page.locator('.mpa-palette').getByText('No matching screen or action').waitFor();
    await closeWithEscape(page, page.locator('.mpa-palette .bp6-omnibar'));
    expect(new URL(page.url()).pathname).toBe('/premium-services');
  });

  it('action: dark mode on, and back off (kept in the settings)', async () => {
    const page = await signedInPage();
    const dark = () => page.evaluate(() => document.body.classList.contains('bp6-dark'));
    expect(await dark()).toBe(false);
    await run(page, 'dark', 'Turn dark mode on');
    await expect.poll(dark).toBe(true);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? '{}').darkMode)).toBe(
      true,
    );
    await run(page, 'dark', 'Turn dark mode off');
    await expect.poll(dark).toBe(false);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? '{}').darkMode)).toBe(
      false,
    );
  });

  it('action: export referral codes downloads a CSV with every code (the columns of `mpa referral-codes export`)', async () => {
    const expected: ReferralCode[] = [];
    for await (const c of sdk.referrals.codes.iterate({ sortBy: 'referralCode', pageSize: 1000 }))
      expected.push(c);
    expect(expected.length).toBeGreaterThan(10); // more than one page of the screen
    const page = await signedInPage();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      run(page, 'export referral', 'Export referral codes (CSV)'),
    ]);
    expect(download.suggestedFilename()).toMatch(/^referral-codes-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = await csvLines(download);
    expect(header).toBe(exportHeaders('referral-codes').join(','));
    expect(lines.map((l) => l.split(',')[1])).toEqual(expected.map((c) => c.referralCode));
    await page
      .locator('.bp6-toast')
      .filter({ hasText: `Exported ${expected.length} rows` })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard'); // done where the user was
  });

  it('action: the oldest pending redemption, from page 2 with a redeem form open: Pending, oldest first, that request active, no form', async () => {
    const oldest: RedemptionRequest[] = [];
    for await (const r of sdk.redemptions.iterate({
      status: 'Pending',
      sortBy: 'requestDateTime',
      pageSize: 1000,
    }))
      oldest.push(r);
    const page = await openSignedIn(stack, '/redemptions?page=2');
    const pending = grid(page, 'Pending redemption requests');
    await pending.settled();
    await page
      .getByRole('button', { name: /^Redeem request / })
      .first()
      .click();
    await page.getByRole('region', { name: /^Redeem request #/ }).waitFor();

    await run(page, 'oldest', 'Go to the oldest pending redemption');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.getByRole('region', { name: /^Redeem request #/ }).waitFor({ state: 'detached' });
    await pending.settled();
    expect(await page.getByRole('tab', { name: 'Pending' }).getAttribute('aria-selected')).toBe('true');
    expect(await pending.sortState('Requested')).toBe('ascending');
    await expect
      .poll(() => pending.column('ID'))
      .toEqual(oldest.slice(0, 10).map((r) => String(r.redeemRequestId)));
    await expect
      .poll(() => page.locator('.mpa-grid [aria-current="true"]').first().textContent())
      .toBe(String(oldest[0].redeemRequestId));
    // the ring is drawn on that row
    expect(
      await (await pending.cell('ID', String(oldest[0].redeemRequestId), 'ID')).first().getAttribute('class'),
    ).toContain('mpa-grid-active');
    await expect
      .poll(() => page.locator('.mpa-queue-live').textContent())
      .toMatch(new RegExp(`^Request #${oldest[0].redeemRequestId}, .* \\(1 of ${oldest.length}\\)$`));
  });

  it('action: show keyboard shortcuts opens the `?` dialog', async () => {
    const page = await signedInPage();
    await run(page, 'shortcuts', 'Show keyboard shortcuts');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').allTextContents()).toEqual([
      'Keyboard shortcuts',
      'Global',
      'Moderate Reviews',
      'Redemptions',
    ]);
    await closeWithEscape(page, dialog);
  });
});
