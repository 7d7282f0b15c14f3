// Every route of spec §2 with what its screen shows once loaded: the route walks at 1280×800
// (routes.e2e.ts) and at phone widths (phone.e2e.ts) go through the same list.
import type { MpaClient } from '@marketplace-admin/sdk';
import type { Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import { signedInSdk, type Stack } from './harness';

const LONG = 'Supercalifragilistic'.repeat(8); // 160 characters, no space to wrap at

/** A route walk's SDK, and each route's address (`vendors/:mobileNo` with a real vendor's mobile). */
export interface RouteWalk {
  sdk: MpaClient;
  url(r: FitRoute): string;
}

/**
 * Gives the stack's data long unbroken names, as real data has them: a service (the services tree, link
 * services) and the first pending review carry one.
 */
export async function prepareRouteWalk(stack: Stack): Promise<RouteWalk> {
  const sdk = await signedInSdk(stack.api);
  const vendorMobile = String((await sdk.vendors.list({ page: 1, pageSize: 1 })).items[0].mobileNo);
  await sdk.services.create({
    name: LONG,
    description: LONG,
    parentId: null,
    isActive: true,
    isFeatured: true,
    icon: null,
    banner: null,
  });
  const review = (await sdk.reviews.list('pending', { pageSize: 1 })).items[0];
  await sdk.reviews.update(review.reviewID, { reviewTitle: LONG, reviewText: LONG });
  return { sdk, url: (r) => `/${r.path.replace(':mobileNo', vendorMobile)}` };
}

export interface FitRoute {
  /** As in the route table (`vendors/:mobileNo` takes a real vendor's mobile). */
  path: string;
  /** The screen's title: its h1 (on a protected route the document title is `<title> | My Admin`). */
  title: string;
  /** Waits for what the screen shows once loaded (beyond its title and the end of every load). */
  ready(page: Page): Promise<unknown>;
}

export const main = (page: Page) => page.locator('main');
const first = (page: Page, selector: string) => main(page).locator(selector).first().waitFor();
// a list screen: a table (DataTable) or a data grid (DataGrid), whichever the screen has today
const list = (page: Page) => first(page, 'table, .mpa-grid');

/**
 * Every route of spec §2, written out. A route added to the app fails the first test until it is
 * added here with what its screen shows once loaded.
 */
export const ROUTES: FitRoute[] = [
  {
    path: 'login',
    title: 'Admin Login',
    ready: (p) => p.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor(),
  },
  {
    path: 'dashboard',
    title: 'Dashboard',
    ready: (p) => p.getByTestId('total-services').filter({ hasText: /^\d+$/ }).waitFor(),
  },
  { path: 'appointments', title: 'Appointments', ready: list },
  { path: 'services', title: 'Services', ready: (p) => first(p, '.bp6-tree') },
  { path: 'shops', title: 'Shops', ready: list },
  { path: 'shop-categories', title: 'Shop Categories', ready: list },
  {
    path: 'reviews-moderation',
    title: 'Moderate Reviews',
    ready: (p) => first(p, 'article, [role="article"]'),
  },
  { path: 'vendors', title: 'Vendors', ready: list },
  { path: 'vendors-services', title: 'Vendors Services', ready: list },
  {
    path: 'vendors/:mobileNo/services',
    title: 'Link Services',
    ready: (p) => p.getByRole('table', { name: 'Services to link' }).waitFor(),
  },
  {
    path: 'vendors/:mobileNo',
    title: 'Vendor Details',
    ready: (p) => p.getByRole('table', { name: 'Linked services' }).waitFor(),
  },
  { path: 'clients', title: 'Clients', ready: list },
  { path: 'referral-config', title: 'Referral Configuration', ready: (p) => first(p, '.mpa-cfg-card') },
  { path: 'points-mapping-config', title: 'Points Conversion Rate', ready: list },
  { path: 'referral-codes', title: 'Referral Codes', ready: list },
  { path: 'redemptions', title: 'Redemptions Requests', ready: list },
  { path: 'featured-ads', title: 'Featured Ads', ready: list },
  { path: 'premium-services', title: 'Paid Services', ready: list },
  {
    path: 'profile',
    title: 'My Profile',
    ready: (p) => p.getByRole('tab', { name: 'Profile Details' }).waitFor(),
  },
  {
    path: 'settings',
    title: 'Settings',
    ready: (p) => p.getByRole('region', { name: 'Appearance' }).waitFor(),
  },
];

/**
 * Goes to `path` inside the running app, as a sidebar link does: the router hears a popstate and draws the route's
 * screen without a page load. A route walk about what a screen shows goes this way; a signed-in page load costs
 * ~0.35 s of Chromium CPU, this ~0.07 s. The caller waits for the new screen (its title) before reading it.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Waits until nothing in the main region is loading (no busy list, skeleton or spinner). */
export const settled = (page: Page) =>
  page.waitForFunction(
    () => !document.querySelector('main [aria-busy="true"], main .bp6-skeleton, main .bp6-spinner'),
    undefined,
    { timeout: 20_000 },
  );

/**
 * One tab the tests of a `describe` share (opened by `open` before them: a tab opened in a test is closed after it):
 * `visit(path)` opens the screen titled `title` afresh at `path` from Settings, as a sidebar link does (its state from
 * the URL, nothing kept from the last test), and resolves once its title is up. For tests about what a screen does
 * rather than its load. Call it in the `describe`'s body.
 */
export function sharedScreenTab(open: () => Promise<Page>, title: string): (path: string) => Promise<Page> {
  let tab: Page;
  beforeAll(async () => {
    tab = await open();
  });
  return async (path) => {
    await goInApp(tab, '/settings');
    await tab.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await goInApp(tab, path);
    await tab.getByRole('heading', { name: title, level: 1 }).waitFor();
    return tab;
  };
}
