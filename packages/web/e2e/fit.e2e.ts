// CONTRACT §7: every route fits 1280×800 with the sidebar open. On a laptop screen nothing may scroll
// sideways — not the page, not the main region, not a card or a table inside it — except a data
// grid's own body, whose identifying and action columns (Blueprint's frozen columns) stay in view.
import type { MpaClient } from '@marketplace-admin/sdk';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTECTED_ROUTES } from '../src/app/routes';
import { openSignedIn, signedInSdk, startStack, type Stack } from './harness';

const LAPTOP = { width: 1280, height: 800 };
const LONG = 'Supercalifragilistic'.repeat(8); // 160 characters, no space to wrap at
const SIDEBAR_EXPANDED = 256; // spec §2: 16rem

interface FitRoute {
  /** As in the route table (`vendors/:mobileNo` takes a real vendor's mobile). */
  path: string;
  /** Waits for what the screen shows once loaded (beyond its title and the end of every load). */
  ready(page: Page): Promise<unknown>;
}

const main = (page: Page) => page.locator('main');
const first = (page: Page, selector: string) => main(page).locator(selector).first().waitFor();
// a list screen: a table (DataTable) or a data grid (DataGrid), whichever the screen has today
const list = (page: Page) => first(page, 'table, .mpa-grid');

/**
 * Every route of spec §2, written out. A route added to the app fails the first test until it is
 * added here with what its screen shows once loaded.
 */
const ROUTES: FitRoute[] = [
  { path: 'login', ready: (p) => p.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor() },
  { path: 'dashboard', ready: (p) => p.getByTestId('total-services').filter({ hasText: /^\d+$/ }).waitFor() },
  { path: 'appointments', ready: list },
  { path: 'services', ready: (p) => first(p, '.bp6-tree') },
  { path: 'shops', ready: list },
  { path: 'shop-categories', ready: list },
  { path: 'reviews-moderation', ready: (p) => first(p, '[role="article"]') },
  { path: 'vendors', ready: list },
  { path: 'vendors-services', ready: list },
  { path: 'vendors/:mobileNo/services', ready: (p) => p.getByRole('table', { name: 'Services to link' }).waitFor() },
  { path: 'vendors/:mobileNo', ready: (p) => p.getByRole('table', { name: 'Linked services' }).waitFor() },
  { path: 'clients', ready: list },
  { path: 'referral-config', ready: (p) => first(p, '.mpa-cfg-card') },
  { path: 'points-mapping-config', ready: list },
  { path: 'referral-codes', ready: list },
  { path: 'redemptions', ready: list },
  { path: 'featured-ads', ready: list },
  { path: 'premium-services', ready: list },
  { path: 'profile', ready: (p) => p.getByRole('tab', { name: 'Profile Details' }).waitFor() },
  { path: 'settings', ready: (p) => p.getByRole('region', { name: 'Appearance' }).waitFor() },
];

/** What does not fit, as readable lines with the widths measured ([] when the screen fits). */
function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const vw = document.documentElement.clientWidth;
    const name = (el: Element): string =>
      el.tagName.toLowerCase() +
      [...el.classList].filter((c) => c.startsWith('mpa-')).map((c) => `.${c}`).join('') +
      (el.getAttribute('aria-label') ? `[aria-label="${el.getAttribute('aria-label')}"]` : '');
    const doc = document.scrollingElement!;
    if (doc.scrollWidth > doc.clientWidth) out.push(`the page scrolls sideways: scrollWidth ${doc.scrollWidth} > clientWidth ${doc.clientWidth}`);
    const region = document.querySelector('main');
    if (region && region.scrollWidth > region.clientWidth) out.push(`main scrolls sideways: scrollWidth ${region.scrollWidth} > clientWidth ${region.clientWidth}`);
    // anything inside that scrolls sideways hides part of itself (a data grid's body excepted: see below)
    for (const el of (region ?? document.body).querySelectorAll('*')) {
      const o = getComputedStyle(el).overflowX;
      if ((o === 'auto' || o === 'scroll') && el.scrollWidth > el.clientWidth + 1 && !el.closest('.mpa-grid-body')) {
        const shown = el.getBoundingClientRect();
        const actions = [...el.querySelectorAll('.mpa-actions-cell')].map((c) => c.getBoundingClientRect().right);
        const hidden = actions.length && Math.max(...actions) > shown.right ? `; its actions column ends at x=${Math.round(Math.max(...actions))}, shown up to x=${Math.round(shown.right)}` : '';
        out.push(`${name(el)} scrolls sideways: scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}${hidden}`);
      }
    }
    // a data grid may scroll, but its frozen columns (identifying column, actions) stay within the viewport
    for (const grid of document.querySelectorAll('.mpa-grid')) {
      const label = grid.querySelector('.mpa-grid-body')?.getAttribute('aria-label') ?? '?';
      const frozen = grid.querySelectorAll('.bp6-table-quadrant-left, .bp6-table-quadrant-top-left');
      if (frozen.length === 0) out.push(`grid '${label}' has no frozen columns`);
      for (const q of frozen) {
        const r = q.getBoundingClientRect();
        if (r.left < 0 || r.right > vw) out.push(`grid '${label}': frozen columns span x=${Math.round(r.left)}–${Math.round(r.right)}, viewport 0–${vw}`);
      }
      const r = grid.getBoundingClientRect();
      if (r.right > vw) out.push(`grid '${label}' ends at ${Math.round(r.right)}, viewport ${vw}`);
    }
    return out;
  });
}

/** Waits until nothing in the main region is loading (no busy list, skeleton or spinner). */
const settled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('main [aria-busy="true"], main .bp6-skeleton, main .bp6-spinner'), undefined, { timeout: 20_000 });

let stack: Stack;
let sdk: MpaClient;
let vendorMobile: string;
beforeAll(async () => {
  stack = await startStack();
  sdk = await signedInSdk(stack.api);
  vendorMobile = String((await sdk.vendors.list({ page: 1, pageSize: 1 })).items[0].mobileNo);
  // real data has long unbroken names: a service (the services tree, link services) and the first
  // pending review carry one here
  await sdk.services.create({ name: LONG, description: LONG, parentId: null, isActive: true, isFeatured: true, icon: null, banner: null });
  const review = (await sdk.reviews.list('pending', { pageSize: 1 })).items[0];
  await sdk.reviews.update(review.reviewID, { reviewTitle: LONG, reviewText: LONG });
});
afterAll(async () => {
  await stack?.close();
});

const url = (r: FitRoute) => `/${r.path.replace(':mobileNo', vendorMobile)}`;

it('the route list is every route of the app (a new route is added to this test)', () => {
  expect(ROUTES.map((r) => r.path).sort()).toEqual(['login', ...PROTECTED_ROUTES.map((r) => r.path)].sort());
});

describe.each([
  ['light', false],
  ['dark', true],
])('every route fits 1280×800 with the sidebar expanded (%s)', (_mode, dark) => {
  let page: Page;
  beforeAll(async () => {
    page = await openSignedIn(stack, '/dashboard', { dark, viewport: LAPTOP });
  });

  it('/login', async () => {
    const p = await stack.newPage({ viewport: LAPTOP });
    if (dark) await p.addInitScript(() => localStorage.setItem('settings', JSON.stringify({ darkMode: true })));
    await p.goto('/login');
    await ROUTES.find((r) => r.path === 'login')!.ready(p);
    expect(await p.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(dark);
    expect(await misfits(p)).toEqual([]);
    await p.context().close();
  });

  it.each(ROUTES.filter((r) => r.path !== 'login').map((r) => [r.path, r] as const))('/%s', async (_path, route) => {
    await page.goto(url(route));
    await main(page).locator('h1').waitFor();
    expect(await page.locator('aside.mpa-sidebar').evaluate((e) => e.getBoundingClientRect().width)).toBe(SIDEBAR_EXPANDED);
    await route.ready(page);
    await settled(page);
    expect(await page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(dark);
    expect(await misfits(page)).toEqual([]);
  });
});
