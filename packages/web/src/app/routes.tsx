import type { Id } from '../i18n';
import type { MpaClient } from '@marketplace-admin/sdk';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  type Params,
  type RouteObject,
} from 'react-router-dom';
import { RequireAuth, RootRedirect } from './guard';
import { PageSpinner, Root, RouteError, type RouteHandle } from './Root';
import { EARLY_RECORD_ID } from '../prerender/frameClass';
import { appClient } from './sdk';

type ScreenModule = Promise<{ default: ComponentType }>;

/** Route-level code splitting: a screen's code is fetched when its route is first visited. */
const lazyScreen = (load: () => ScreenModule) => async () => ({ Component: (await load()).default });

export interface ScreenRoute {
  /** Path under '/', without the leading slash (spec §2 route table). */
  path: string;
  /** The screen title, shown in the document title (a message id). */
  title: Id;
  /** The words under the title, when they are fixed (a message id): the prerendered frame draws them too. */
  subtitle?: Id;
  /** The label of the title row's primary 'plus' button, if the screen has one: the frame draws it too. */
  action?: Id;
  /**
   * 'screen': the prerendered frame draws the screen as it first shows before its data, not only its title
   * row: only for a screen whose first drawing depends on nothing of the browser but the URL's query, a
   * grid's saved columns and the user's name (the frame hides those).
   */
  frame?: 'screen';
  load: () => ScreenModule;
  /**
   * Loads a module whose `prefetch` starts the screen's first request into SWR's cache while the screen's
   * code loads, so data and code arrive together (signed-in visits only; not in the entry).
   */
  prefetch?: () => Promise<{
    prefetch(sdk: MpaClient, search: URLSearchParams, params: Params): void | Promise<unknown>;
  }>;
}

let appRouter: ReturnType<typeof createBrowserRouter> | undefined;

/** How long the app's start waits for a record the page drew early before it draws the screen regardless. */
const EARLY_RECORD_WAIT_MS = 3000;

/**
 * A route loader that fires `prefetch` and returns at once. Only on the page's first load: later, the
 * screen's own request would start before the prefetch's (two requests for one page). Where the page drew a record
 * from its first reads (src/prerender/earlyRecord.tsx), it waits for the answer (its reads are under way), so the
 * screen's first drawing is the record and not a spinner in its place.
 */
const prefetchLoader =
  (prefetch: NonNullable<ScreenRoute['prefetch']>) =>
  ({ request, params }: LoaderFunctionArgs): null | Promise<null> => {
    if (appRouter?.state.initialized) return null;
    const search = new URL(request.url).searchParams;
    const started = Promise.all([appClient, prefetch()])
      .then(([sdk, m]) => (sdk.session.isAuthenticated() ? m.prefetch(sdk, search, params) : undefined))
      .catch(() => undefined); // the screen loads and reports on its own
    if (!document.getElementById(EARLY_RECORD_ID)) return null;
    return Promise.race([started, new Promise((r) => setTimeout(r, EARLY_RECORD_WAIT_MS))]).then(() => null);
  };

/** Every protected route of spec §2: behind the guard, inside the sidebar layout. One folder per route. */
// vite.config.ts and the bench read each route's path and folder from its one line
// prettier-ignore
export const PROTECTED_ROUTES: ScreenRoute[] = [
  { path: 'dashboard', title: 'ui.nav.dashboard', subtitle: 'ui.dashboard.subtitle', frame: 'screen', load: () => import('../screens/dashboard'), prefetch: () => import('../screens/dashboard/useServerFigures') },
  { path: 'appointments', title: 'ui.nav.appointments', subtitle: 'ui.appointments.subtitle', action: 'ui.appointments.new', frame: 'screen', load: () => import('../screens/appointments') },
  { path: 'vendors', title: 'ui.nav.vendors', action: 'ui.vendors.add', frame: 'screen', load: () => import('../screens/vendors'), prefetch: () => import('../screens/vendors/load') },
  { path: 'vendors-services', title: 'ui.nav.vendorsServices', frame: 'screen', load: () => import('../screens/vendors-services'), prefetch: () => import('../screens/vendors-services/load') },
  { path: 'vendors/:mobileNo/services', title: 'ui.titles.linkServices', load: () => import('../screens/vendor-link-services'), prefetch: () => import('../screens/vendor-link-services/vendorLinks') },
  { path: 'vendors/:mobileNo', title: 'ui.titles.vendorDetails', load: () => import('../screens/vendor-detail'), prefetch: () => import('../screens/vendor-detail/load') },
  { path: 'clients', title: 'ui.nav.clients', subtitle: 'ui.clients.subtitle', action: 'ui.clients.add', frame: 'screen', load: () => import('../screens/clients') },
  { path: 'services', title: 'ui.nav.services', action: 'ui.services.add', load: () => import('../screens/services'), prefetch: () => import('../screens/services/load') },
  { path: 'profile', title: 'ui.titles.myProfile', subtitle: 'ui.profile.subtitle', load: () => import('../screens/profile') },
  { path: 'settings', title: 'ui.nav.settings', subtitle: 'ui.settings.subtitle', load: () => import('../screens/settings') },
  { path: 'shops', title: 'ui.nav.shops', action: 'ui.shops.add', frame: 'screen', load: () => import('../screens/shops'), prefetch: () => import('../screens/shops/load') },
  { path: 'reviews-moderation', title: 'ui.nav.moderateReviews', subtitle: 'ui.reviews.subtitle', load: () => import('../screens/reviews-moderation'), prefetch: () => import('../screens/reviews-moderation/load') },
  { path: 'referral-config', title: 'ui.titles.referralConfiguration', subtitle: 'ui.referralConfig.subtitle', load: () => import('../screens/referral-config'), prefetch: () => import('../screens/referral-config/load') },
  { path: 'points-mapping-config', title: 'ui.titles.pointsConversionRate', subtitle: 'ui.pointsMapping.subtitle', load: () => import('../screens/points-mapping-config'), prefetch: () => import('../screens/points-mapping-config/load') },
  { path: 'referral-codes', title: 'ui.nav.referralCodes', subtitle: 'ui.referralCodes.subtitle', frame: 'screen', load: () => import('../screens/referral-codes'), prefetch: () => import('../screens/referral-codes/load') },
  { path: 'redemptions', title: 'ui.titles.redemptionsRequests', subtitle: 'ui.redemptions.subtitle', frame: 'screen', load: () => import('../screens/redemptions'), prefetch: () => import('../screens/redemptions/load') },
  { path: 'featured-ads', title: 'ui.nav.featuredAds', subtitle: 'ui.featuredAds.subtitle', action: 'ui.featuredAds.add', frame: 'screen', load: () => import('../screens/featured-ads'), prefetch: () => import('../screens/featured-ads/load') },
  { path: 'shop-categories', title: 'ui.nav.shopCategories', action: 'ui.shopCategories.add', frame: 'screen', load: () => import('../screens/shop-categories'), prefetch: () => import('../screens/shop-categories/load') },
  { path: 'premium-services', title: 'ui.nav.paidServices', subtitle: 'ui.premiumServices.subtitle', load: () => import('../screens/premium-services'), prefetch: () => import('../screens/premium-services/load') },
];

const handle = (title: Id): RouteHandle => ({ title });

// prettier-ignore
const routes: RouteObject[] = [
  {
    Component: Root,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      { index: true, Component: RootRedirect },
      { path: 'login', handle: handle('ui.login.submit'), lazy: lazyScreen(() => import('../screens/login')) },
      {
        Component: RequireAuth,
        children: [
          {
            lazy: lazyScreen(() => import('../layout/Layout')),
            children: PROTECTED_ROUTES.map((r) => ({
              path: r.path,
              handle: handle(r.title),
              lazy: lazyScreen(r.load),
              ...(r.prefetch ? { loader: prefetchLoader(r.prefetch) } : {}),
            })),
          },
        ],
      },
      { path: '*', handle: handle('ui.titles.notFound'), lazy: lazyScreen(() => import('../screens/not-found')) },
    ],
  },
];

export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  // no router.subscribe here: its buffered first state goes to the first subscriber, <RouterProvider>
  appRouter = createBrowserRouter(routes);
  return appRouter;
}
