// Every route of spec §2, walked once in light and once in dark mode, and on each: its screen and title
// (spec §2), only registered icons drawn (src/app/icons.ts), no Content-Security-Policy violation (the
// policy of tools/panel-server.mjs; its header and images: csp.e2e.ts), and CONTRACT §7: it fits
// 1280×800 with the sidebar open. On a laptop screen nothing may scroll sideways — not the page, not the
// main region, not a card or a table inside it — except a data grid's own body, whose identifying and
// action columns (Blueprint's frozen columns) stay in view. One walk for all four: each was a walk of its own.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROTECTED_ROUTES } from '../src/app/routes';
import { openSignedIn, shellReady, useStack, watchPolicy } from './harness';
import { goInApp, main, prepareRouteWalk, ROUTES, settled, type FitRoute } from './routeList';

const LAPTOP = { width: 1280, height: 800 };
const SIDEBAR_EXPANDED = 256; // spec §2: 16rem

/** What does not fit, as readable lines with the widths measured ([] when the screen fits). */
function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const vw = document.documentElement.clientWidth;
    const name = (el: Element): string =>
      el.tagName.toLowerCase() +
      [...el.classList]
        .filter((c) => c.startsWith('mpa-'))
        .map((c) => `.${c}`)
        .join('') +
      (el.getAttribute('aria-label') ? `[aria-label="${el.getAttribute('aria-label')}"]` : '');
    const doc = document.scrollingElement!;
    if (doc.scrollWidth > doc.clientWidth)
      out.push(`the page scrolls sideways: scrollWidth ${doc.scrollWidth} > clientWidth ${doc.clientWidth}`);
    const region = document.querySelector('main');
    if (region && region.scrollWidth > region.clientWidth)
      out.push(
        `main scrolls sideways: scrollWidth ${region.scrollWidth} > clientWidth ${region.clientWidth}`,
      );
    // anything inside that scrolls sideways hides part of itself (a data grid's body excepted: see below)
    for (const el of (region ?? document.body).querySelectorAll('*')) {
      const o = getComputedStyle(el).overflowX;
      if (
        (o === 'auto' || o === 'scroll') &&
        el.scrollWidth > el.clientWidth + 1 &&
        !el.closest('.mpa-grid-body')
      ) {
        const shown = el.getBoundingClientRect();
        const actions = [...el.querySelectorAll('.mpa-actions-cell')].map(
          (c) => c.getBoundingClientRect().right,
        );
        const hidden =
          actions.length && Math.max(...actions) > shown.right
            ? `; its actions column ends at x=${Math.round(Math.max(...actions))}, shown up to x=${Math.round(shown.right)}`
            : '';
        out.push(
          `${name(el)} scrolls sideways: scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}${hidden}`,
        );
      }
    }
    // a data grid may scroll, but its frozen columns (identifying column, actions) stay within the viewport
    for (const grid of document.querySelectorAll('.mpa-grid')) {
      const label = grid.querySelector('[role="grid"]')?.getAttribute('aria-label') ?? '?';
      const frozen = grid.querySelectorAll('.bp6-table-quadrant-left, .bp6-table-quadrant-top-left');
      // a grid drawn in the spec's column order freezes nothing: then it shows every column without scrolling
      const scroller = grid.querySelector('.bp6-table-quadrant-main .bp6-table-quadrant-scroll-container');
      if (frozen.length === 0 && (!scroller || scroller.scrollWidth > scroller.clientWidth + 1))
        out.push(`grid '${label}' has no frozen columns and does not show them all`);
      for (const q of frozen) {
        const r = q.getBoundingClientRect();
        if (r.left < 0 || r.right > vw)
          out.push(
            `grid '${label}': frozen columns span x=${Math.round(r.left)}–${Math.round(r.right)}, viewport 0–${vw}`,
          );
      }
      const r = grid.getBoundingClientRect();
      if (r.right > vw) out.push(`grid '${label}' ends at ${Math.round(r.right)}, viewport ${vw}`);
    }
    return out;
  });
}

const stack = useStack();
let url: (r: FitRoute) => string;
beforeAll(async () => {
  ({ url } = await prepareRouteWalk(stack));
});

it('the route list is every route of the app (a new route is added to this test)', () => {
  expect(ROUTES.map((r) => r.path).sort()).toEqual(['login', ...PROTECTED_ROUTES.map((r) => r.path)].sort());
});

// The light walk loads each route's page (each route has its own prerendered page, whose inline scripts the policy
// must allow, and its title on a first load); the dark walk goes from screen to screen in the app, as a sidebar link
// does: what it checks is the screen drawn.
describe.each([
  ['light', false, 'loaded'],
  ['dark', true, 'in-app'],
] as const)(
  'every route (%s): its screen and title, registered icons only, no policy violation, fits 1280×800 with the sidebar expanded',
  (_mode, dark, how) => {
    let page: Page;
    let violations: () => Promise<string[]>;
    const iconWarnings: string[] = [];
    beforeAll(async () => {
      page = await openSignedIn(stack, '/dashboard', { dark, viewport: LAPTOP });
      violations = await watchPolicy(page);
      page.on('console', (m) => m.text().includes('[icons]') && iconWarnings.push(m.text()));
    });

    it('/login', async () => {
      const p = await stack.newPage({ viewport: LAPTOP });
      const violations = await watchPolicy(p);
      if (dark)
        await p.addInitScript(() => localStorage.setItem('settings', JSON.stringify({ darkMode: true })));
      await p.goto('/login');
      await ROUTES.find((r) => r.path === 'login')!.ready(p);
      expect(await p.title()).toBe('Login | My Admin');
      expect(await p.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(dark);
      expect(await misfits(p)).toEqual([]);
      expect(await violations()).toEqual([]);
      await p.context().close();
    });

    it.each(ROUTES.filter((r) => r.path !== 'login').map((r) => [r.path, r] as const))(
      '/%s',
      async (_path, route) => {
        if (how === 'loaded') await page.goto(url(route));
        else await goInApp(page, url(route));
        // the app's screen, not the prerendered frame (its sidebar is replaced as the app takes over)
        await shellReady(page);
        await main(page).getByRole('heading', { name: route.title, level: 1, exact: true }).waitFor();
        expect(await page.title()).toBe(`${route.title} | My Admin`);
        expect(await page.locator('aside.mpa-sidebar').evaluate((e) => e.getBoundingClientRect().width)).toBe(
          SIDEBAR_EXPANDED,
        );
        await route.ready(page);
        await settled(page);
        expect(await page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(dark);
        expect(await misfits(page)).toEqual([]);
        // its data came from the API and auth hosts (connect-src), its images from the API host (img-src)
        expect(await violations()).toEqual([]);
        // every icon drawn is registered in src/app/icons.ts (else the whole icon set is downloaded)
        expect(iconWarnings).toEqual([]);
      },
    );
  },
);
