// The first rows from the page (issue 38): a list route's page draws its first page of rows itself from its first
// read, before the app's code has come (src/prerender/earlyRows.tsx, the boot script in vite.config.ts); the app
// then takes the grid over with the same rows, in the same place.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdAppCode, openSignedIn, signedInSdk, useStack, watchLayoutShifts, APP, FRAME } from './harness';

/** Holds back Blueprint's Table (the grid's light rows stay until it comes) until the returned function lets it through. */
async function holdTable(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/GridTable-*.js', (route) => {
    if (released) return route.fallback();
    held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((r) => r.fallback()));
  };
}

const stack = useStack();

const MARKUP_NAME = `&<b onerror="x">Early</b> "q" 'x'`;
const VENDORS_GRID = '.mpa-grid-body:has([role="grid"][aria-label="Vendors"])';

interface DrawnRow {
  /** Where it is on the page (its width is the grid's: the app widens the last column to the grid's width). */
  at: { x: number; y: number; height: number };
  cells: (string | null)[];
  links: string[];
  images: (string | null)[];
}

/**
 * The grid's light rows as a user sees them: its headers; each row's place, cells' text (null while a cell shows it
 * is loading: its words come from another read), links' targets, pictures.
 */
function lightRows(
  page: Page,
  scope: string,
  grid = VENDORS_GRID,
): Promise<{ headers: string[]; rows: DrawnRow[] }> {
  return page.locator(`${scope} ${grid} .mpa-light`).evaluate((grid) => ({
    headers: [...grid.querySelectorAll('.mpa-light-head [role="columnheader"]')].map((h) =>
      (h.textContent ?? '').trim(),
    ),
    rows: [...grid.querySelectorAll('.mpa-light-row:not(.mpa-light-head)')].map((row) => ({
      at: (({ x, y, height }) => ({ x, y, height }))(row.getBoundingClientRect()),
      cells: [...row.querySelectorAll('[data-col]')].map((c) =>
        c.querySelector('.bp6-skeleton') ? null : (c.textContent ?? ''),
      ),
      links: [...row.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? ''),
      images: [...row.querySelectorAll('img')].map((i) => i.getAttribute('src')),
    })),
  }));
}

/** The pager under the grid as a user sees it: its words, its buttons' names, where it is. */
function pagerOf(page: Page, scope: string) {
  return page.locator(`${scope} .mpa-pager`).evaluate((nav) => ({
    text: (nav.querySelector('.mpa-pager-text')?.textContent ?? '').trim(),
    buttons: [...nav.querySelectorAll('button')].map(
      (b) => `${b.getAttribute('aria-label') ?? b.textContent}${b.disabled ? ' (disabled)' : ''}`,
    ),
    at: (({ x, y }) => ({ x, y }))(nav.getBoundingClientRect()),
  }));
}

/** `app`'s rows with a cell the page showed loading (null) as the page showed it: what the page drew must be the app's. */
const sameRows = (app: DrawnRow[], early: DrawnRow[]): DrawnRow[] =>
  app.map((r, i) => ({ ...r, cells: r.cells.map((c, j) => (early[i]?.cells[j] === null ? null : c)) }));

/** The list routes whose pages draw their first rows, besides /vendors. */
const OTHER_LISTS = ['/referral-codes'];

describe("a list's first rows", () => {
  it('are drawn by the page before the app has come, the same rows the app then shows, in the same place', async () => {
    const sdk = await signedInSdk(stack.api);
    // a name with markup in it sorts first: drawn as text, as React draws it
    const [service] = (await sdk.services.rootLevelActive({ page: 1, pageSize: 1 })).items;
    await sdk.vendorServices.combinedCreate({
      name: MARKUP_NAME,
      mobileno: '9555000001',
      gender: 'm',
      yearOfBirth: 1990,
      yearOfExperience: 3,
      service: service.id,
    });
    const { items: first, totalCount } = await sdk.vendors.list({
      page: 1,
      pageSize: 10,
      sortBy: 'vendorname',
    });
    const page = await openSignedIn(stack, '/settings');
    const shifts = await watchLayoutShifts(page);
    const release = await holdAppCode(page);
    const releaseTable = await holdTable(page);
    await page.goto('/vendors', { waitUntil: 'domcontentloaded' });

    // no code of the app has run: the frame draws the rows
    const frameRows = `${FRAME} ${VENDORS_GRID} .mpa-light-row:not(.mpa-light-head)`;
    await page.locator(frameRows).first().waitFor();
    const early = await lightRows(page, FRAME);
    expect(early.rows.map((r) => r.cells[0])).toEqual(first.map((v) => v.name));
    expect(early.rows[0].cells[0]).toBe(MARKUP_NAME);
    expect(await page.locator(`${frameRows} b, ${frameRows} [onerror]`).count()).toBe(0);
    expect(early.rows.map((r) => r.links[0])).toEqual(
      first.map((v) => `/vendors/${encodeURIComponent(v.mobileNo)}`),
    );
    // the grid reads as the app's: a row header per row, busy until the app has it
    expect(await page.getByRole('grid', { name: 'Vendors' }).getAttribute('aria-busy')).toBe('true');
    expect(await page.getByRole('rowheader').count()).toBe(first.length);
    // and the pager under them, with the server's total
    const earlyPager = await pagerOf(page, FRAME);
    expect(earlyPager.text).toBe(`Showing 1 to 10 of ${totalCount} items`);

    await release();
    await page.locator(`${APP} ${VENDORS_GRID} .mpa-light-row:not(.mpa-light-head)`).first().waitFor();
    const app = await lightRows(page, APP);
    expect(app.headers).toEqual(early.headers);
    // the service's name comes from another read: the page shows it loading, the app once it has the names
    const serviceAt = early.headers.indexOf('Service');
    expect(early.rows.every((r) => r.cells[serviceAt] === null)).toBe(true);
    expect(sameRows(app.rows, early.rows)).toEqual(early.rows);
    expect(await pagerOf(page, APP)).toEqual(earlyPager);
    // until the Table has taken the grid over: nothing moved
    await releaseTable();
    await page.locator(`${VENDORS_GRID} .bp6-table-cell a`).first().waitFor();
    expect(await shifts()).toBeLessThanOrEqual(0.02);
  });

  it("take a click on a row's menu button before the app has come: the menu opens once the app is up", async () => {
    const sdk = await signedInSdk(stack.api);
    const [vendor] = (await sdk.vendors.list({ page: 1, pageSize: 10, sortBy: 'vendorname' })).items;
    const page = await openSignedIn(stack, '/settings');
    const release = await holdAppCode(page);
    await page.goto('/vendors', { waitUntil: 'domcontentloaded' });
    const menuButton = page.getByRole('button', { name: `Actions for ${vendor.name}` });
    await page
      .locator(FRAME)
      .getByRole('button', { name: `Actions for ${vendor.name}` })
      .click();
    await release();
    await page.getByRole('menuitem', { name: 'View details' }).waitFor();
    expect(await page.locator(FRAME).count()).toBe(0);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
  });

  it("take a click on the pager's Next page before the app has come: the app shows the second page", async () => {
    const sdk = await signedInSdk(stack.api);
    const [second] = (await sdk.vendors.list({ page: 2, pageSize: 10, sortBy: 'vendorname' })).items;
    const page = await openSignedIn(stack, '/settings');
    const release = await holdAppCode(page);
    await page.goto('/vendors', { waitUntil: 'domcontentloaded' });
    await page.locator(FRAME).getByRole('button', { name: 'Next page' }).click();
    await release();
    await page.waitForURL(/[?&]page=2\b/);
    await page.getByRole('link', { name: second.name, exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it.each(OTHER_LISTS)('%s: the page draws the rows the app then shows', async (path) => {
    const grid = '.mpa-grid-body';
    const page = await openSignedIn(stack, '/settings');
    const release = await holdAppCode(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await page.locator(`${FRAME} ${grid} .mpa-light-row:not(.mpa-light-head)`).first().waitFor();
    const early = await lightRows(page, FRAME, grid);
    expect(early.rows.length).toBeGreaterThan(0);
    const earlyPager = await pagerOf(page, FRAME);
    await holdTable(page);
    await release();
    await page.locator(`${APP} ${grid} .mpa-light-row:not(.mpa-light-head)`).first().waitFor();
    const app = await lightRows(page, APP, grid);
    expect(app.headers).toEqual(early.headers);
    expect(sameRows(app.rows, early.rows)).toEqual(early.rows);
    // the pager where it was (the grid's height is the app's for this width), with the same words and buttons
    expect(await pagerOf(page, APP)).toEqual(earlyPager);
  });

  it('are left to the app where the user has their own columns', async () => {
    const page = await openSignedIn(stack, '/settings');
    await page.evaluate(() =>
      localStorage.setItem('mpa-grid:vendors', JSON.stringify({ widths: {}, hidden: ['email'] })),
    );
    const release = await holdAppCode(page);
    await page.goto('/vendors', { waitUntil: 'domcontentloaded' });
    // the page's read has answered and what the page does with the answer is done: the frame still shows its
    // placeholder (without early rows to draw, the read starts with the code, after the frame's paint)
    await page.waitForFunction(() => (window as unknown as { __mpaReads: unknown[] }).__mpaReads?.length > 0);
    await page.evaluate(async () => {
      const reads = (window as unknown as { __mpaReads: { response: Promise<Response> }[] }).__mpaReads;
      await reads[0].response.then((r) => r.clone().json());
      await new Promise((done) => requestAnimationFrame(done));
    });
    await page.locator(`${FRAME} .mpa-grid-placeholder`).first().waitFor();
    expect(await page.locator(`${FRAME} .mpa-light-row`).count()).toBe(0);
    await release();
    await page
      .locator(`${VENDORS_GRID} .bp6-table-cell a, ${VENDORS_GRID} .mpa-light-cell a`)
      .first()
      .waitFor();
    expect(await page.getByRole('columnheader', { name: 'Email' }).count()).toBe(0);
  });
});
