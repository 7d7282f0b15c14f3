// Issue 41: the dashboard's figures, against the dev API: the seven figures with their tables holding the SDK's
// numbers, a click on an age bucket opening that slice of Redemptions, axe in light and dark, German titles.
import {
  INSIGHT_FIGURE_IDS,
  PAGING_DEFAULTS,
  resolveTimeZone,
  type InsightFigure,
  type MpaClient,
} from '@marketplace-admin/sdk';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { grid } from './grid';
import { openSignedIn, seriousViolations, signedInSdk, useStack, APP } from './harness';

const stack = useStack();

const DAY = 86_400_000;
// the demo seed's requests are all months old: a few recent ones fill the younger buckets and the last 30 days
beforeAll(async () => {
  await stack.api.addPendingRedemptions(
    'Insights E2E ten days',
    3,
    new Date(Date.now() - 10 * DAY).toISOString(),
  );
  await stack.api.addPendingRedemptions(
    'Insights E2E two days',
    2,
    new Date(Date.now() - 2 * DAY).toISOString(),
  );
});

let client: Promise<MpaClient> | undefined;
/** The figures as the SDK computes them, in the panel's default timezone (Settings: UTC+0). */
async function sdkFigures(): Promise<InsightFigure[]> {
  client ??= signedInSdk(stack.api);
  return (await client).insights.figures({ timeZone: resolveTimeZone('UTC+0') });
}

const figureOf = (page: Page, title: string): Locator =>
  page.getByRole('figure', { name: title, exact: true });

/** A number as the panel writes it in English ('1,234.5'). */
const numberIn = (text: string): number => Number(text.replace(/[^\d.-]/g, ''));

/** Every figure has drawn its chart or said it has nothing to count (or, with `failures`, failed). */
async function allDrawn(page: Page, failures = false): Promise<void> {
  // they load once they come near the view: on a phone, when the administrator scrolls to them
  // (the app's, once it has taken the prerendered frame over)
  await page.locator(`${APP} .mpa-insights-slot`).scrollIntoViewIfNeeded();
  await page
    .locator('figure[data-figure]')
    .nth(INSIGHT_FIGURE_IDS.length - 1)
    .waitFor();
  await page.waitForFunction(
    ([n, done]) => {
      const figures = [...document.querySelectorAll('figure[data-figure]')];
      return (
        figures.length === n &&
        figures.every(
          (f) =>
            f.querySelector(done ? 'svg, .mpa-figure-empty, [role=alert]' : 'svg, .mpa-figure-empty') &&
            !f.querySelector('[aria-busy]'),
        )
      );
    },
    [INSIGHT_FIGURE_IDS.length, failures] as const,
    { timeout: 60_000 },
  );
}

describe('dashboard figures (issue 41)', () => {
  it('shows the seven figures under the cards, each with a table holding the SDK rows', async () => {
    const [figures, page] = await Promise.all([sdkFigures(), openSignedIn(stack)]);
    expect(figures.map((f) => f.id)).toEqual([...INSIGHT_FIGURE_IDS]);
    await allDrawn(page);
    // in the order the SDK gives them, under the stat cards
    const captions = await page.locator('figure[data-figure] figcaption').allTextContents();
    expect(captions).toEqual(figures.map((f) => f.title));
    const below = await page.evaluate(() => {
      const cards = document.querySelector('.mpa-dash-grid')!.getBoundingClientRect();
      return document.querySelector('figure[data-figure]')!.getBoundingClientRect().top >= cards.bottom;
    });
    expect(below).toBe(true);

    for (const f of figures) {
      const figure = figureOf(page, f.title);
      await figure.getByRole('button', { name: 'Show data' }).click();
      await figure.getByRole('button', { name: 'Hide data' }).waitFor();
      const table = figure.getByRole('table', { name: f.title, exact: true });
      await table.waitFor();
      const rows = table.locator('tbody tr');
      expect(await rows.count(), f.id).toBe(f.rows.length);
      const shown = await rows.evaluateAll((trs) =>
        trs.map((tr) => ({
          key: tr.getAttribute('data-row'),
          value: tr.querySelector('[data-value]')!.textContent,
          parts: Object.fromEntries(
            [...tr.querySelectorAll('[data-series]')].map((td) => [
              td.getAttribute('data-series'),
              td.textContent,
            ]),
          ),
        })),
      );
      const round = (n: number) => (f.unit === 'amount' ? Math.round(n * 100) / 100 : n);
      expect(
        shown.map((r) => ({
          key: r.key,
          value: numberIn(r.value ?? ''),
          parts: Object.fromEntries(Object.entries(r.parts).map(([k, v]) => [k, numberIn(String(v ?? ''))])),
        })),
        f.id,
      ).toEqual(
        f.rows.map((r) => ({
          key: r.key,
          value: round(r.value),
          parts: Object.fromEntries(
            ('series' in f ? f.series : []).map((s) => [s.key, round(r.parts?.[s.key] ?? 0)]),
          ),
        })),
      );
    }
  });

  it('a click on a bucket of pending redemptions by age opens the Pending tab, oldest first, at that bucket', async () => {
    const [figures, page] = await Promise.all([sdkFigures(), openSignedIn(stack)]);
    const ages = figures.find((f) => f.id === 'pending-redemptions-by-age')!;
    // 7 to 30 days: the requests older than 30 days come before it, so it starts pages into the list
    const bucket = ages.rows.find((r) => r.key === '7-30d')!;
    expect(bucket.value).toBeGreaterThanOrEqual(3);
    const keys = ages.rows.map((r) => r.key);
    const before = ages.rows
      .filter((r) => keys.indexOf(r.key) > keys.indexOf(bucket.key))
      .reduce((n, r) => n + r.value, 0);
    const pageSize = PAGING_DEFAULTS.pageSize;
    const expectedPage = Math.floor(before / pageSize) + 1;
    const oldestOfBucket = (
      await (
        await client!
      ).redemptions.list('Pending', {
        page: expectedPage,
        pageSize,
        sortBy: 'requestDateTime',
        sortDescending: false,
      })
    ).items[before % pageSize]!;

    await allDrawn(page);
    await figureOf(page, ages.title).locator(`rect[data-bar="${bucket.key}"]`).click();
    await page.waitForURL((u) => u.pathname === '/redemptions');
    expect(expectedPage).toBeGreaterThan(1);
    expect(new URL(page.url()).searchParams.get('page') ?? '1').toBe(String(expectedPage));
    const requests = grid(page, 'Pending redemption requests');
    await expect
      .poll(() => requests.column('ID'), { timeout: 20_000 })
      .toContain(String(oldestOfBucket.redeemRequestId));
    expect(await requests.sortState('Requested')).toBe('ascending');
  });

  it('the table links open the same slice from the keyboard, and the hidden table shows when reached', async () => {
    const [figures, page] = await Promise.all([sdkFigures(), openSignedIn(stack)]);
    const ages = figures.find((f) => f.id === 'pending-redemptions-by-age')!;
    await allDrawn(page);
    const figure = figureOf(page, ages.title);
    const data = figure.locator('.mpa-figure-data');
    // hidden from the eye, there for a screen reader
    await figure.getByRole('table', { name: ages.title, exact: true }).waitFor();
    expect((await data.boundingBox())!.width).toBeLessThanOrEqual(1);
    const link = figure.getByRole('link', { name: 'Over 30 days' });
    await link.focus();
    expect((await data.boundingBox())!.width).toBeGreaterThan(200);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/redemptions');
  });

  it('a figure whose list fails says so with Retry, the others are drawn; Retry draws it', async () => {
    const page = await openSignedIn(stack);
    let failing = true;
    await page.route(
      (u) => u.pathname.endsWith('/FeaturedAds/v1'),
      (route) =>
        failing
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({ success: false, message: 'Featured ads are down' }),
            })
          : route.fallback(),
    );
    await page.reload();
    await allDrawn(page, true);
    const timeline = figureOf(page, 'Featured ads timeline');
    await timeline.getByRole('alert').getByText('This figure could not be loaded.').waitFor();
    // the only failure: the other six are drawn
    expect(
      await page.getByRole('alert').filter({ hasText: 'This figure could not be loaded.' }).count(),
    ).toBe(1);
    expect(await page.locator('figure[data-figure]:is(:has(svg), :has(.mpa-figure-empty))').count()).toBe(
      INSIGHT_FIGURE_IDS.length - 1,
    );
    failing = false;
    await timeline.getByRole('button', { name: 'Retry' }).click();
    await timeline.locator('svg').waitFor();
    expect(await timeline.getByRole('alert').count()).toBe(0);
  });

  it('when the figures code cannot be fetched the cards stay, the section says so, and Retry fetches it', async () => {
    const page = await openSignedIn(stack);
    let failing = true;
    await page.route(/\/assets\/Insights-[\w-]+\.js$/, (route) =>
      failing ? route.abort() : route.fallback(),
    );
    await page.reload();
    const failed = page.getByRole('alert').filter({ hasText: 'The figures could not be loaded.' });
    await failed.waitFor();
    await page.getByTestId('total-services').filter({ hasText: /^\d+$/ }).waitFor();
    failing = false;
    await failed.getByRole('button', { name: 'Retry' }).click();
    await allDrawn(page);
    expect(await failed.count()).toBe(0);
  });

  it('leaving the dashboard cancels the figures reads; coming back draws them from the session without reading again', async () => {
    const page = await openSignedIn(stack);
    await allDrawn(page);
    const listReads: string[] = [];
    page.on('request', (r) => {
      if (/\/(FeaturedAds|PremiumServices|PaidServices|Redemption|Review)/i.test(new URL(r.url()).pathname))
        listReads.push(r.url());
    });
    await page.getByRole('link', { name: 'Vendors', exact: true }).first().click();
    await page.waitForURL((u) => u.pathname === '/vendors');
    listReads.length = 0;
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await allDrawn(page);
    // the Pending Approvals card reads a one-row page of each queue; the figures read nothing
    const size = (u: string) => {
      const q = new URL(u).searchParams;
      return Number(q.get('pageSize') ?? q.get('PageSize') ?? NaN);
    };
    expect(listReads.filter((u) => size(u) !== 1)).toEqual([]);

    // a fresh tab whose featured ads list hangs: leaving aborts that read
    const slow = await openSignedIn(stack, '/vendors');
    const aborted: string[] = [];
    slow.on('requestfailed', (r) => {
      if (r.url().includes('/FeaturedAds/v1')) aborted.push(r.failure()?.errorText ?? '');
    });
    let hung = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await slow.route(
      (u) => u.pathname.endsWith('/FeaturedAds/v1'),
      async (route) => {
        hung = true;
        await released; // the server has not answered yet
        await route.fallback().catch(() => undefined);
      },
    );
    await slow.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await expect.poll(() => hung, { timeout: 20_000 }).toBe(true);
    await slow.getByRole('link', { name: 'Vendors', exact: true }).first().click();
    await expect.poll(() => aborted.length, { timeout: 10_000 }).toBeGreaterThan(0);
    release();
  });

  it('the largest paint stays the cards: no figure text outgrows them on a wide screen', async () => {
    const page = await openSignedIn(stack, '/dashboard', { viewport: { width: 1920, height: 1080 } });
    await allDrawn(page);
    // the figures are in view at this size
    expect(await page.locator('figure[data-figure]').first().isVisible()).toBe(true);
    const largest = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null };
            resolve(last.element?.closest('figure') ? 'a figure' : (last.element?.className ?? 'none'));
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(largest).not.toBe('a figure');
  });

  for (const dark of [false, true]) {
    it(`axe finds no serious violation with the figures drawn and their tables shown (${dark ? 'dark' : 'light'})`, async () => {
      const page = await openSignedIn(stack, '/dashboard', { dark });
      await allDrawn(page);
      const show = page.getByRole('button', { name: 'Show data' });
      while ((await show.count()) > 0) await show.first().click();
      expect(await page.getByRole('button', { name: 'Hide data' }).count()).toBe(INSIGHT_FIGURE_IDS.length);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  it('German shows the figures with no English title, and a figure fits a 390 px phone', async () => {
    const figures = await sdkFigures();
    const german = await openSignedIn(stack, '/dashboard', { viewport: { width: 390, height: 844 } });
    await german.evaluate(() => localStorage.setItem('settings', JSON.stringify({ language: 'de' })));
    const chunks: string[] = [];
    german.on('request', (r) => void (/\/Insights-[\w-]+\.js$/.test(r.url()) && chunks.push(r.url())));
    await german.reload();
    // below the cards on a phone: nothing of the figures is fetched until the administrator scrolls to them
    await german.getByTestId('total-services').filter({ hasText: /^\d+$/ }).waitFor();
    await german.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);
    await allDrawn(german);
    const captions = await german.locator('figure[data-figure] figcaption').allTextContents();
    expect(captions).toHaveLength(figures.length);
    for (const f of figures) expect(captions).not.toContain(f.title);
    expect(captions[0]).toBe('Offene Einlösungen nach Alter');
    const widths = await german
      .locator('figure[data-figure]')
      .evaluateAll((fs) => fs.map((f) => Math.ceil(f.closest('.bp6-card')!.getBoundingClientRect().right)));
    for (const right of widths) expect(right).toBeLessThanOrEqual(390);
    expect(await german.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
