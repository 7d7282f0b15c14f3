// A grid's first page is light rows (no Blueprint Table yet): readable as rows of cells, worked by pointer and
// keyboard, and replaced by the Table in place, nothing moving. The Table's code is held back by the test
// (its request answered only when the test says), so the light rows are what the user has meanwhile.
import type { MpaClient } from '@marketplace-admin/sdk';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSignedIn, signedInSdk, useStack, FRAME } from './harness';

const stack = useStack();
let sdk: MpaClient;
beforeAll(async () => {
  sdk = await signedInSdk(stack.api);
});

/** /vendors opened with the Table's code held back; `release` lets it load. */
async function vendorsWithTableHeld(): Promise<{ page: Page; release(): void; asked: Promise<void> }> {
  const page = await openSignedIn(stack, '/dashboard');
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/assets\/GridTable-[\w-]+\.js/, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  await page.goto('/vendors');
  return { page, release, asked: askedFor };
}

/** Where the first row's name link and each header are drawn. */
const geometry = (page: Page) =>
  page.evaluate(() => {
    const body = document.querySelector('.mpa-grid-body')!;
    const box = (el: Element | null | undefined) => {
      const r = el?.getBoundingClientRect();
      // left edge, vertical middle, width: where a text is drawn
      return r ? [Math.round(r.x), Math.round(r.y + r.height / 2), Math.round(r.width)] : null;
    };
    const visible = [...body.querySelectorAll('[data-row="0"][data-col]')].filter((el) =>
      el.checkVisibility({ visibilityProperty: true }),
    );
    const link = visible.map((el) => el.querySelector('a')).find(Boolean);
    const headers = [...body.querySelectorAll('[role="columnheader"]')]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }))
      .map((el) => box(el.querySelector('.mpa-grid-sort, .mpa-grid-header-text, .bp6-checkbox')))
      .sort((a, b) => a![0] - b![0]);
    return { link: box(link), text: link?.textContent, headers, height: box(body)![3] };
  });

describe('light first page', () => {
  it('/vendors: the first page is rows of cells before the Table loads, and the Table takes over without a move', async () => {
    const { page, release, asked } = await vendorsWithTableHeld();
    const first = (
      await sdk.vendors.list({ page: 1, pageSize: 10, sortBy: 'vendorname', sortDescending: false })
    ).items;
    const grid = page.getByRole('grid', { name: 'Vendors', exact: true });
    const row = grid.getByRole('row').nth(1);
    await row.getByRole('rowheader').waitFor();
    // the Table's code was asked for (the browser went idle), and is still not here: these are the light rows
    await asked;
    expect(await page.locator('.bp6-table-container').count()).toBe(0);
    expect(await grid.getByRole('row').count()).toBe(first.length + 1);
    // a row's cells are its children: a tool looking in a row finds them (the Table's owned cells are not found so)
    await expect.poll(() => row.getByRole('rowheader').textContent()).toBe(first[0].name);
    expect(await row.getByRole('gridcell').count()).toBeGreaterThan(0);
    expect(await row.getByRole('gridcell').filter({ hasText: first[0].mobileNo }).count()).toBe(1);
    const before = await geometry(page);
    expect(before.text).toBe(first[0].name);

    release();
    await page.locator('.mpa-grid:not([aria-busy]) .bp6-table-container').waitFor();
    await expect.poll(() => page.locator('.mpa-light').count()).toBe(0);
    const after = await geometry(page);
    // the same rows, the first row's name and every header where they were
    expect(after.text).toBe(before.text);
    expect(after.height).toBe(before.height); // the grid's own height
    expect(after.headers.length).toBe(before.headers.length);
    const near = (a: number[] | null, b: number[] | null) =>
      a !== null && b !== null && a.every((v, i) => Math.abs(v - b[i]) <= 1);
    expect(
      near(after.link, before.link),
      `name link ${JSON.stringify(before.link)} -> ${JSON.stringify(after.link)}`,
    ).toBe(true);
    for (const [i, h] of before.headers.entries())
      expect(
        near(h, after.headers[i]),
        `header ${i}: ${JSON.stringify(h)} -> ${JSON.stringify(after.headers[i])}`,
      ).toBe(true);
    await page.close();
  });

  it('/vendors: a sort and the keyboard work on the light rows, and focus stays on its cell when the Table comes', async () => {
    const { page, release } = await vendorsWithTableHeld();
    const grid = page.getByRole('grid', { name: 'Vendors', exact: true });
    await grid.getByRole('row').nth(1).getByRole('rowheader').waitFor();
    const last = (
      await sdk.vendors.list({ page: 1, pageSize: 10, sortBy: 'vendorname', sortDescending: true })
    ).items[0];
    await grid.getByRole('button', { name: 'Name, sorted ascending: sort' }).click();
    // off the button: a pointer resting on a light row's control holds the Table back for seconds (next test)
    await page.mouse.move(2, 2);
    await expect
      .poll(() => grid.getByRole('row').nth(1).getByRole('rowheader').textContent())
      .toBe(last.name);
    expect(await page.locator('.bp6-table-container').count()).toBe(0);
    // the keyboard: a cell of the first row, then one down
    await grid.getByRole('row').nth(1).getByRole('rowheader').focus();
    await page.keyboard.press('ArrowDown');
    const where = () =>
      page.evaluate(() =>
        [
          document.activeElement?.getAttribute('data-row'),
          document.activeElement?.getAttribute('data-col'),
        ].join(','),
      );
    const at = await where();
    expect(at.startsWith('1,')).toBe(true);
    release();
    await page.locator('.mpa-grid:not([aria-busy]) .bp6-table-container').waitFor();
    await expect.poll(where).toBe(at);
    expect(await page.evaluate(() => !!document.activeElement?.closest('.bp6-table-container'))).toBe(true);
    await page.close();
  });

  it("/vendors: a pointer resting on a light row's link holds the Table back; moved off it, the Table comes", async () => {
    const { page, release } = await vendorsWithTableHeld();
    // the app's own light rows, not the ones the page drew before the app (early rows): the app replaces those
    await page.locator(FRAME).waitFor({ state: 'detached' });
    const grid = page.getByRole('grid', { name: 'Vendors', exact: true });
    const link = grid.getByRole('row').nth(1).getByRole('rowheader').getByRole('link');
    await link.hover();
    // when the light rows leave, by the page's clock
    await page.evaluate(() => {
      const w = window as unknown as { lightGoneAt?: number };
      new MutationObserver((_m, observer) => {
        if (document.querySelector('.mpa-light')) return;
        w.lightGoneAt = performance.now();
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    });
    release();
    // the Table has drawn its cells beneath the light rows, which stay while the pointer is on the link
    await page.locator('.mpa-grid-table-behind .bp6-table-cell').first().waitFor({ state: 'attached' });
    const leftAt = await page.evaluate(() => performance.now());
    await page.mouse.move(2, 2);
    await page.locator('.mpa-grid:not([aria-busy]) .bp6-table-container').waitFor();
    const goneAt = await page.evaluate(() => (window as unknown as { lightGoneAt?: number }).lightGoneAt);
    expect(goneAt).toBeGreaterThan(leftAt);
    await page.close();
  });
});
