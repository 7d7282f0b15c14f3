// Every route of the panel (spec §2: the protected routes of packages/web/src/app/routes.tsx, plus /login),
// as the bench measures them: Lighthouse performance and accessibility, and 'ready' (navigation start to
// the first meaningful row or form painted, cold cache). `marker` is a CSS selector that matches only
// once the screen shows what it loaded (a skeleton or spinner does not match). The list is written out,
// like packages/web/e2e/routes.e2e.ts's: `checkRoutes` fails the run when the app's table and this one differ.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

// a data grid (DataGrid) with its first row drawn: as light rows, or in the Table once no longer busy
const GRID =
  '.mpa-grid-body .mpa-light-cell[data-row="0"], .mpa-grid:not([aria-busy]) .mpa-grid-body .bp6-table-cell:not(.bp6-loading)';
// the vendors grid's first name link, in the light rows or the Table
const VENDOR_LINK =
  '.mpa-grid-body:has([role="grid"][aria-label="Vendors"]) :is(.mpa-light-cell, .bp6-table-cell) a';

// What would take the rest of a Lighthouse miss away, as found in its traces (printed with the miss).
const GRID_REMEDY =
  "most of its blocking time is the app's start once its code has arrived: evaluating the panel's code (React, React Router, Blueprint: ~50 ms on this machine, four times that on Lighthouse's phone) and React drawing the layout, the screen and its first page in one commit; drawing the layout and title row first and the grid in a later task would shorten the longest task";
const REVIEWS_REMEDY =
  "the review cards are drawn plain (native controls with Blueprint's classes, no Blueprint components) and the rest of the tab is read only once the user acts on the page; what remains is the app's start (its code's evaluation, React's first drawing of the layout, the flagged notice and the first cards); its largest paint is the flagged notice, which the page draws from its first read of the server's count before the app (src/prerender/earlyRecord.tsx)";
const SERVICES_REMEDY =
  "the tree's rows are drawn light (plain buttons and icons, each row's menu made on first open, no measuring inside the commit) and only the open levels are in the document, so the tree's own task is short; most of what remains is evaluating the panel's code and React's first drawing, as on every route";

/**
 * @typedef {{ path: string, signedIn: boolean, what: string, marker: string, remedy?: string }} BenchRoute
 * path: as in the route table, with a leading slash (`:mobileNo` is filled with a real vendor's mobile).
 */
/** @type {BenchRoute[]} */
export const BENCH_ROUTES = [
  {
    path: '/login',
    signedIn: false,
    what: 'form',
    marker: 'form[aria-label="Admin Login"] button[type="submit"]',
  },
  {
    path: '/dashboard',
    signedIn: true,
    what: 'server figures',
    marker: '[data-testid="total-services"]:not(.bp6-skeleton)',
  },
  { path: '/appointments', signedIn: true, what: 'first row', marker: GRID, remedy: GRID_REMEDY },
  { path: '/vendors', signedIn: true, what: 'first row', marker: VENDOR_LINK, remedy: GRID_REMEDY },
  { path: '/vendors-services', signedIn: true, what: 'first row', marker: GRID, remedy: GRID_REMEDY },
  {
    path: '/vendors/:mobileNo/services',
    signedIn: true,
    what: 'first row',
    marker: 'table[aria-label="Services to link"] tbody tr',
  },
  {
    path: '/vendors/:mobileNo',
    signedIn: true,
    what: 'services table',
    marker: 'table[aria-label="Linked services"]',
  },
  { path: '/clients', signedIn: true, what: 'first row', marker: GRID, remedy: GRID_REMEDY },
  {
    path: '/services',
    signedIn: true,
    what: 'first tree node',
    marker: 'main .bp6-tree .bp6-tree-node',
    remedy: SERVICES_REMEDY,
  },
  { path: '/profile', signedIn: true, what: 'form', marker: 'main [role="tabpanel"] form' },
  {
    path: '/settings',
    signedIn: true,
    what: 'first section',
    marker: 'main [role="region"][aria-label="Appearance"]',
  },
  { path: '/shops', signedIn: true, what: 'first row', marker: GRID, remedy: GRID_REMEDY },
  {
    path: '/reviews-moderation',
    signedIn: true,
    what: 'first review',
    marker: 'main [role="article"]',
    remedy: REVIEWS_REMEDY,
  },
  { path: '/referral-config', signedIn: true, what: 'first card', marker: 'main .mpa-cfg-card' },
  { path: '/points-mapping-config', signedIn: true, what: 'first row', marker: GRID, remedy: GRID_REMEDY },
  { path: '/referral-codes', signedIn: true, what: 'first row', marker: GRID, remedy: GRID_REMEDY },
  { path: '/redemptions', signedIn: true, what: 'first row', marker: GRID, remedy: GRID_REMEDY },
  { path: '/featured-ads', signedIn: true, what: 'first row', marker: GRID, remedy: GRID_REMEDY },
  { path: '/shop-categories', signedIn: true, what: 'first row', marker: GRID, remedy: GRID_REMEDY },
  { path: '/premium-services', signedIn: true, what: 'first row', marker: GRID, remedy: GRID_REMEDY },
];

/** A row id's route part: 'vendors/:mobileNo/services' -> 'vendors-mobileNo-services'. */
export const routeSlug = (path) => path.replace(/^\//, '').replace(/[/:]+/g, '-');

/** The URL path of a route on the bench's data (`:mobileNo` -> a real vendor's mobile). */
export const routeUrl = (path, vendorMobile) =>
  path.replace(':mobileNo', encodeURIComponent(vendorMobile ?? ''));

/** The app's routes (packages/web/src/app/routes.tsx) that this list lacks or has in excess; [] when they agree. */
export function checkRoutes() {
  const source = readFileSync(join(ROOT, 'packages/web/src/app/routes.tsx'), 'utf8');
  const start = source.indexOf('PROTECTED_ROUTES: ScreenRoute[] = [');
  const table = source.slice(start, source.indexOf('\n];', start));
  const app = ['/login', ...[...table.matchAll(/\{\s*path:\s*'([^']+)'/g)].map((m) => `/${m[1]}`)];
  const mine = BENCH_ROUTES.map((r) => r.path);
  return [
    ...app.filter((p) => !mine.includes(p)).map((p) => `missing from tools/bench/routes.mjs: ${p}`),
    ...mine.filter((p) => !app.includes(p)).map((p) => `not a route of the app: ${p}`),
  ];
}
