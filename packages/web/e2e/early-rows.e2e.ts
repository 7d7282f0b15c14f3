// The first rows from the page (issue 38): a list route's page draws its first page of rows itself from its first
// read, before the app's code has come (src/prerender/earlyRows.tsx, the boot script in vite.config.ts); the app
// then takes the grid over with the same rows, in the same place.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdAppCode, openSignedIn, signedInSdk, useStack } from './harness';

const stack = useStack();

const VENDORS_GRID = '.mpa-grid-body:has([role="grid"][aria-label="Vendors"])';

interface DrawnRow {
  /** Where it is on the page (its width is the grid's: the app widens the last column to the grid's width). */
  at: { x: number; y: number; height: number };
  cells: string[];
  links: string[];
  images: (string | null)[];
}

/** The grid's light rows as a user sees them: its headers; each row's place, cells' text, links' targets, pictures. */
function lightRows(page: Page, scope: string): Promise<{ headers: string[]; rows: DrawnRow[] }> {
  return page.locator(`${scope} ${VENDORS_GRID} .mpa-light`).evaluate((grid) => ({
    headers: [...grid.querySelectorAll('.mpa-light-head [role="columnheader"]')].map((h) =>
      (h.textContent ?? '').trim(),
    ),
    rows: [...grid.querySelectorAll('.mpa-light-row:not(.mpa-light-head)')].map((row) => ({
      at: (({ x, y, height }) => ({ x, y, height }))(row.getBoundingClientRect()),
      cells: [...row.querySelectorAll('[data-col]')].map((c) => c.textContent ?? ''),
      links: [...row.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? ''),
      images: [...row.querySelectorAll('img')].map((i) => i.getAttribute('src')),
    })),
  }));
}

/** The sum of the page's layout shifts so far (an upper bound of its Cumulative Layout Shift). */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__shifts += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
}

describe("a list's first rows", () => {
  it('are drawn by the page before the app has come, the same rows the app then shows, in the same place', async () => {
    const sdk = await signedInSdk(stack.api);
    const first = (await sdk.vendors.list({ page: 1, pageSize: 10, sortBy: 'vendorname' })).items;
    const page = await openSignedIn(stack, '/settings');
    const shifts = await watchLayoutShifts(page);
    const release = await holdAppCode(page);
    await page.goto('/vendors', { waitUntil: 'domcontentloaded' });

    // no code of the app has run: the frame draws the rows
    const frameRows = `#root > .mpa-frame ${VENDORS_GRID} .mpa-light-row:not(.mpa-light-head)`;
    await page.locator(frameRows).first().waitFor();
    const early = await lightRows(page, '#root > .mpa-frame');
    expect(early.rows.map((r) => r.cells[0])).toEqual(first.map((v) => v.name));
    expect(early.rows.map((r) => r.links[0])).toEqual(
      first.map((v) => `/vendors/${encodeURIComponent(v.mobileNo)}`),
    );
    // the grid reads as the app's: a row header per row, busy until the app has it
    expect(await page.getByRole('grid', { name: 'Vendors' }).getAttribute('aria-busy')).toBe('true');
    expect(await page.getByRole('rowheader').count()).toBe(first.length);

    await release();
    const appGrid = '#root:not(:has(> .mpa-frame))';
    await page.locator(`${appGrid} ${VENDORS_GRID} .mpa-light-row:not(.mpa-light-head)`).first().waitFor();
    const app = await lightRows(page, appGrid);
    expect(app.headers).toEqual(early.headers);
    // the service's name comes from another read: the page shows it loading, the app once it has the names
    const service = early.headers.indexOf('Service');
    expect(service).toBeGreaterThan(0);
    const shown = (rows: DrawnRow[]) =>
      rows.map((r) => ({ ...r, cells: r.cells.filter((_, i) => i !== service) }));
    expect(shown(app.rows)).toEqual(shown(early.rows));
    // until the Table has taken the grid over: nothing moved
    await page.locator(`${VENDORS_GRID} .bp6-table-cell a`).first().waitFor();
    expect(await shifts()).toBeLessThanOrEqual(0.02);
  });

  it('are left to the app where the user has their own columns', async () => {
    const page = await openSignedIn(stack, '/settings');
    await page.evaluate(() =>
      localStorage.setItem('mpa-grid:vendors', JSON.stringify({ widths: {}, hidden: ['email'] })),
    );
    const release = await holdAppCode(page);
    await page.goto('/vendors', { waitUntil: 'domcontentloaded' });
    // the page's read has answered and what the page does with the answer is done: the frame still shows its placeholder
    await page.evaluate(async () => {
      const reads = (window as unknown as { __mpaReads: { response: Promise<Response> }[] }).__mpaReads;
      await reads[0].response.then((r) => r.clone().json());
      await new Promise((done) => requestAnimationFrame(done));
    });
    await page.locator('#root > .mpa-frame .mpa-grid-placeholder').first().waitFor();
    expect(await page.locator('#root > .mpa-frame .mpa-light-row').count()).toBe(0);
    await release();
    await page
      .locator(`${VENDORS_GRID} .bp6-table-cell a, ${VENDORS_GRID} .mpa-light-cell a`)
      .first()
      .waitFor();
    expect(await page.getByRole('columnheader', { name: 'Email' }).count()).toBe(0);
  });
});
