// Issue 27: the timezone and language chosen in Settings apply to every date and time shown, and date inputs
// read and write in that timezone while the server gets the same ISO instants.
import type { MpaClient } from '@marketplace-admin/sdk';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { grid } from './grid';
import { backendPath, openSignedIn, signedInSdk, useStack } from './harness';

const stack = useStack();
let sdk: MpaClient;
const NAME = 'Zone Check';
let requestId: number;
beforeAll(async () => {
  sdk = await signedInSdk(stack.api);
  await stack.api.addPendingRedemptions(NAME, 1, '2025-03-09T14:35:00Z');
  requestId = (await sdk.redemptions.list('Pending', { search: `${NAME} 001` })).items[0].redeemRequestId;
});

/** Settings' timezone and language, chosen on the Settings screen (by the selects' ids: their labels are translated). */
async function choose(page: Page, o: { timezone?: string; language?: string }): Promise<void> {
  await page.locator('a[href="/settings"]').first().click();
  await page.locator('#settings-timezone').waitFor();
  if (o.timezone) await page.locator('#settings-timezone').selectOption(o.timezone);
  if (o.language) await page.locator('#settings-language').selectOption(o.language);
}

/** The request's Requested cell on /redemptions and the time its redeem form shows, reached through the sidebar (no reload). */
async function requestedTimes(page: Page): Promise<{ cell: string; form: string }> {
  await page.locator('a[href="/redemptions"]').first().click();
  await page.getByRole('searchbox').first().fill(`${NAME} 001`);
  const requests = await onlyGrid(page);
  await expect.poll(() => requests.column('ID')).toEqual([String(requestId)]);
  const cell = (await (
    await requests.cell('ID', String(requestId), await headerOf(page, 'requestDateTime'))
  ).textContent())!.trim();
  // the one row's Redeem button (its name follows the language)
  await page
    .locator('button', { has: page.locator('[data-icon="exchange"]') })
    .first()
    .click();
  const form = (await page
    .locator(`.mpa-redeem-form time[datetime="2025-03-09T14:35:00.000Z"]`)
    .textContent())!.trim();
  await page.locator('.mpa-redeem-form').getByRole('button').last().click();
  return { cell, form };
}

/** The screen's one grid, whatever its label's language. */
const onlyGrid = async (page: Page) =>
  grid(page, (await page.getByRole('grid').first().getAttribute('aria-label'))!);

/** The header of the Requested column (its words follow the language): the grid's column of time elements. */
async function headerOf(page: Page, _field: 'requestDateTime'): Promise<string> {
  return page.evaluate(() => {
    const time = document.querySelector('.bp6-table-quadrant-main .bp6-table-cell time');
    const col = /bp6-table-cell-col-(\d+)/.exec(time?.closest('.bp6-table-cell')?.className ?? '')?.[1];
    const header = document.querySelector(
      `.bp6-table-quadrant-top .bp6-table-header.bp6-table-cell-col-${col} .bp6-table-column-name`,
    );
    return header?.getAttribute('title') ?? '';
  });
}

describe('timezone and formats (issue 27)', () => {
  it('a redemption requested at 14:35Z reads 3:35 PM in UTC+1, 15:35 in German, 6:35 AM in UTC-8, in the list and its form', async () => {
    const page = await openSignedIn(stack, '/dashboard');
    await choose(page, { timezone: 'UTC+1' });
    expect(await requestedTimes(page)).toEqual({
      cell: 'Mar 9, 2025, 3:35 PM',
      form: 'Mar 9, 2025, 3:35 PM',
    });
    await choose(page, { language: 'de' });
    expect(await requestedTimes(page)).toEqual({ cell: '09.03.2025, 15:35', form: '09.03.2025, 15:35' });
    await choose(page, { timezone: 'UTC-8', language: 'en' });
    expect(await requestedTimes(page)).toEqual({
      cell: 'Mar 9, 2025, 6:35 AM',
      form: 'Mar 9, 2025, 6:35 AM',
    });
    // the default, UTC+0, after a reload
    await choose(page, { timezone: 'UTC+0' });
    await page.reload();
    expect((await requestedTimes(page)).cell).toBe('Mar 9, 2025, 2:35 PM');
  });

  it('a featured ad whose start is picked as Jan 1, 10:00 in UTC+1 is sent as 09:00Z, and reads 1:00 AM in UTC-8 (grid and edit form)', async () => {
    const page = await openSignedIn(stack, '/dashboard');
    await choose(page, { timezone: 'UTC+1' });
    await page.locator('a[href="/featured-ads"]').first().click();
    await page.getByRole('button', { name: 'Add Featured Ad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Featured Ad' });
    const start = dialog.locator('#ad-StartDate');
    await start.fill('2027-01-01 10:00');
    await start.blur();
    await dialog.locator('#ad-EndDate').fill('2027-06-30 18:30');
    await dialog.locator('#ad-EndDate').blur();
    const sent = page.waitForRequest(
      (r) => backendPath(r.url()) === '/FeaturedAds/v1' && r.method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const body = (await sent).postDataBuffer()!.toString('utf8');
    const field = (name: string) => new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(body)?.[1];
    expect([field('StartDate'), field('EndDate')]).toEqual([
      '2027-01-01T09:00:00.000Z',
      '2027-06-30T17:30:00.000Z',
    ]);
    await dialog.waitFor({ state: 'hidden' });

    const created = (await sdk.featuredAds.list({ page: 1, pageSize: 1000 })).items.find((a) =>
      a.StartDate.startsWith('2027-01-01T09:00'),
    )!;
    expect(created).toBeTruthy();
    // read back in UTC-8: the same instant on that zone's clock, in the grid and the edit form
    await choose(page, { timezone: 'UTC-8' });
    await page.locator('a[href="/featured-ads"]').first().click();
    const last = Math.ceil((await sdk.featuredAds.list({ page: 1 })).totalCount / 10);
    await page.goto(`/featured-ads?page=${last}`);
    const ads = await onlyGrid(page);
    await expect
      .poll(async () => (await ads.cell('Ad ID', String(created.FeaturedAdId), 'Start Date')).textContent())
      .toBe('Jan 1, 2027, 1:00 AM');
    await page.getByRole('button', { name: `Edit ad ${created.FeaturedAdId}`, exact: true }).click();
    expect(await page.getByRole('dialog').locator('#ad-StartDate').inputValue()).toBe('2027-01-01 01:00');
  });

  it("in German the featured ad's date picker names its months, days and buttons in German", async () => {
    const page = await openSignedIn(stack, '/dashboard');
    await choose(page, { language: 'de' });
    await page.locator('a[href="/featured-ads"]').first().click();
    await page.getByRole('button', { name: 'Anzeige hinzufügen' }).click();
    await page.getByRole('dialog').locator('#ad-StartDate').click();
    const picker = page.locator('.bp6-datepicker');
    await expect.poll(() => picker.locator('select option').allTextContents()).toContain('Januar');
    expect(await picker.getByRole('button').allTextContents()).toEqual(
      expect.arrayContaining(['Heute', 'Löschen']),
    );
    expect(await picker.locator('abbr, th').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Mo/)]),
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await choose(page, { language: 'en' });
  });
});
