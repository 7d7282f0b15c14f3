import { catalogue, EXPORT_COLUMNS, type FeaturedAd, type MpaClient } from '@marketplace-admin/sdk';
import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { grid } from './grid';
import { checkAxeWithGridMenus, checkColumnsKept, exportHeaders } from './gridChecks';
import { csvLines, exportAs, fit, headers, jsonRows } from './gridTasks';
import {
  failureToast,
  openSignedIn,
  seriousViolations,
  signedInSdk,
  useStack,
  whileServerFails,
} from './harness';
import { sharedScreenTab } from './routeList';

const stack = useStack();
let sdk: MpaClient;
beforeAll(async () => {
  sdk = await signedInSdk(stack.api);
});

const open = (path: string, dark = false): Promise<Page> => openSignedIn(stack, path, { dark });
async function all(search?: string): Promise<FeaturedAd[]> {
  const out: FeaturedAd[] = [];
  for await (const a of sdk.featuredAds.iterate({ search, pageSize: 100 })) out.push(a);
  return out;
}
// A 2x2 red PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const ads = (page: Page) => grid(page, 'Featured ads');
const ids = (page: Page) => ads(page).column('Ad ID');

describe('Featured Ads (/featured-ads)', () => {
  // The tests about what the screen does rather than its load share one signed-in tab, which opens the screen afresh
  // from Settings as a sidebar link does; the list's first load, the read-backs after a reload, the columns kept over
  // one and both axe themes still load their page.
  const visit = sharedScreenTab(() => openSignedIn(stack, '/settings'), 'Featured Ads');

  it('lists the ads with the spec columns and pagination; search narrows after the debounce', async () => {
    const page = await open('/featured-ads');
    await page.getByRole('heading', { name: 'Featured Ads', level: 1 }).waitFor();
    const first = await sdk.featuredAds.list({ page: 1 });
    await page.getByText(`Showing 1 to 10 of ${first.totalCount} items`).waitFor();
    await expect.poll(() => ids(page)).toEqual(first.items.map((a) => String(a.FeaturedAdId)));
    // spec §2's order, Actions last (they all fit: nothing is frozen out of it)
    expect(await headers(ads(page))).toEqual([
      'Ad ID',
      'Start Date',
      'End Date',
      'Priority',
      'Image',
      'Actions',
    ]);
    await page.getByRole('button', { name: 'Page 2' }).click();
    const second = await sdk.featuredAds.list({ page: 2 });
    await expect.poll(() => ids(page)).toEqual(second.items.map((a) => String(a.FeaturedAdId)));
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.getByPlaceholder('Search featured ads...').fill('Service Page');
    const found = await all('Service Page');
    await page.getByText(`Showing 1 to ${Math.min(10, found.length)} of ${found.length} items`).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('Service Page');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
  });

  it('an ad created with an image shows it after a reload; the defaults are Homepage Banner, now, one year, priority 1', async () => {
    const before = new Set((await all()).map((a) => a.FeaturedAdId));
    const page = await open('/featured-ads');
    await page.getByRole('button', { name: 'Add Featured Ad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Featured Ad' });
    expect(await dialog.getByLabel('Position').inputValue()).toBe('Homepage Banner');
    expect(await dialog.getByLabel(/^Priority/).inputValue()).toBe('1');
    const start = await dialog.getByLabel(/^Start Date/).inputValue();
    const end = await dialog.getByLabel(/^End Date/).inputValue();
    expect(start.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    expect(Number(end.slice(0, 4)) - Number(start.slice(0, 4))).toBe(1);
    await dialog.getByLabel('Vendor').fill('a');
    await page.getByRole('listbox').getByRole('option').first().click();
    expect(await dialog.getByLabel('Vendor').inputValue()).toMatch(/\(\d{10}\)$/);
    await dialog.getByLabel(/^Priority/).fill('7');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('img', { name: 'Image preview' }).waitFor();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await page.locator('.bp6-toast').filter({ hasText: catalogue.featuredAds.added }).waitFor();
    const created = (await all()).find((a) => !before.has(a.FeaturedAdId))!;
    expect(created.Priority).toBe(7);
    expect(created.ImageUrl).toBeTruthy();
    const last = Math.ceil((before.size + 1) / 10);
    await page.goto(`/featured-ads?page=${last}`);
    const img = page.getByRole('img', { name: `Ad ${created.FeaturedAdId} image` });
    await img.waitFor();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(2);
  });

  it('edit changes the priority (read back after a reload); delete asks "Delete this ad?"', async () => {
    const ad = (await sdk.featuredAds.list({ page: 1 })).items[0];
    const page = await open('/featured-ads');
    await page.getByRole('button', { name: `Edit ad ${ad.FeaturedAdId}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Featured Ad' });
    expect(await dialog.getByLabel(/^Priority/).inputValue()).toBe(String(ad.Priority));
    await dialog.getByLabel(/^Priority/).fill('9');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.locator('.bp6-toast').filter({ hasText: catalogue.featuredAds.updated }).waitFor();
    await page.reload();
    await expect
      .poll(async () => (await ads(page).cell('Ad ID', String(ad.FeaturedAdId), 'Priority')).textContent())
      .toBe('9');
    expect((await sdk.featuredAds.list({ page: 1 })).items[0].Priority).toBe(9);

    await page.getByRole('button', { name: `Delete ad ${ad.FeaturedAdId}`, exact: true }).click();
    await page.getByRole('alertdialog').getByText(catalogue.featuredAds.confirmDelete).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.locator('.bp6-toast').filter({ hasText: catalogue.featuredAds.deleted }).waitFor();
    expect((await all()).some((a) => a.FeaturedAdId === ad.FeaturedAdId)).toBe(false);
  });

  it('validation: priority at least 1, both dates required, image files only; nothing is sent', async () => {
    const page = await visit('/featured-ads');
    const posts: string[] = [];
    const onRequest = (r: Request): void =>
      void (r.method() === 'POST' && r.url().includes('FeaturedAds') && posts.push(r.url()));
    page.on('request', onRequest);
    onTestFinished(() => void page.off('request', onRequest));
    await page.getByRole('button', { name: 'Add Featured Ad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Featured Ad' });
    await dialog.getByLabel(/^Priority/).fill('0');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByText(catalogue.featuredAds.priorityMin).waitFor();
    await dialog.getByLabel(/^Priority/).fill('');
    await dialog.getByText(catalogue.featuredAds.priorityRequired).waitFor();
    await dialog.getByLabel(/^Priority/).fill('2');
    await dialog.getByLabel(/^Start Date/).fill('');
    await dialog.getByLabel(/^Start Date/).blur();
    await page.keyboard.press('Escape').catch(() => undefined);
    await dialog.getByText(catalogue.featuredAds.datesRequired).waitFor();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await dialog.getByText(catalogue.featuredAds.imageOnly).waitFor();
    expect(await dialog.getByRole('img', { name: 'Image preview' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    expect(posts).toEqual([]);
  });

  it('a failing server shows a failure toast and keeps the dialog as typed', async () => {
    const page = await visit('/featured-ads');
    await page.getByRole('button', { name: 'Add Featured Ad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Featured Ad' });
    await dialog.getByLabel(/^Priority/).fill('5');
    await dialog.getByLabel('Position').selectOption('Service Page');
    await whileServerFails(stack, async () => {
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await failureToast(page).waitFor();
    });
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel(/^Priority/).inputValue()).toBe('5');
    expect(await dialog.getByLabel('Position').inputValue()).toBe('Service Page');
  });

  it('fits 1280×800 with the sidebar open: the page does not scroll sideways, Ad ID and Actions are in view', async () => {
    const page = await visit('/featured-ads');
    await ads(page).settled();
    expect(await fit(page, ads(page), ['Ad ID', 'Actions', 'Image'])).toEqual({
      pageScrollsSideways: false,
      outOfView: [],
    });
  });

  it('columns: a resized column and a hidden one are kept over a reload; "Reset columns" brings both back', async () => {
    const page = await open('/featured-ads');
    await checkColumnsKept(page, ads(page), { resize: 'Start Date', hide: 'Priority' });
  });

  it('Export CSV and JSON: every ad matching the search (not only the page shown), the columns of `mpa featured-ads export`', async () => {
    const term = 'Homepage';
    const expected = await all(term);
    const { totalCount } = await sdk.featuredAds.list({ search: term, pageSize: 1 });
    expect(expected.length).toBe(totalCount);
    expect(totalCount).toBeGreaterThan(10); // more than the page shown
    const page = await visit(`/featured-ads?q=${term}`);
    await page.getByText(`of ${totalCount} items`).waitFor();

    const csv = await exportAs(page, 'CSV');
    expect(csv.suggestedFilename()).toMatch(/^featured-ads-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = await csvLines(csv);
    expect(lines[0]).toBe(exportHeaders('featured-ads').join(','));
    expect(lines.length - 1).toBe(totalCount);
    expect(
      lines
        .slice(1)
        .map((l) => Number(l.split(',')[0]))
        .sort((a, b) => a - b),
    ).toEqual(expected.map((a) => a.FeaturedAdId).sort((a, b) => a - b));
    await page
      .locator('.bp6-toast')
      .filter({ hasText: `Exported ${totalCount} rows` })
      .waitFor();

    const json = await exportAs(page, 'JSON');
    expect(json.suggestedFilename()).toMatch(/^featured-ads-\d{4}-\d{2}-\d{2}\.json$/);
    const rows = await jsonRows(json);
    expect(rows).toHaveLength(totalCount);
    expect(Object.keys(rows[0])).toEqual([...EXPORT_COLUMNS['featured-ads']]);
    expect(rows.map((r) => r.FeaturedAdId).sort()).toEqual(expected.map((a) => a.FeaturedAdId).sort());
  });

  // one tab per theme for all its overlays (a load and an axe run of the settled list each, not two)
  it.each([false, true])(
    'passes axe (dark %s), with the column chooser, the export menu and the dialog open',
    async (dark) => {
      const page = await open('/featured-ads', dark);
      await ads(page).settled();
      await checkAxeWithGridMenus(page);
      await page.getByRole('button', { name: 'Add Featured Ad' }).click();
      await page.getByRole('dialog', { name: 'Add Featured Ad' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});
