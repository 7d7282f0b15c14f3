import { createCore, type ClientOptions } from './core';
import type { EndpointName } from './endpoints';
import { authApi, type AuthApi } from './domains/auth';
import { featuredAdsApi, type FeaturedAdsApi } from './domains/featuredAds';
import { premiumServicesApi, type PremiumServicesApi } from './domains/premiumServices';
import { redemptionsApi, type RedemptionsApi } from './domains/redemptions';
import { referralsApi, type ReferralsApi } from './domains/referrals';
import { reviewsApi, type ReviewsApi } from './domains/reviews';
import { servicesApi, type ServicesApi } from './domains/services';
import { shopCategoriesApi, shopsApi, type ShopCategoriesApi, type ShopsApi } from './domains/shops';
import { usersApi, type UsersApi } from './domains/users';
import { vendorServicesApi, vendorsApi, type VendorServicesApi, type VendorsApi } from './domains/vendors';
import { queuesApi, type QueuesApi } from './domains/queues';
import { insightsApi, type InsightsApi } from './domains/insights';
import { memorySessionStore, SESSION_KEYS, type SessionUser } from './session/index';
import type { ApiResponse, CallOptions } from './types/common';

/** Session helpers over the client's store. */
export interface SessionApi {
  /** The bearer token in use (explicit token first, else the stored authToken). */
  token(): string | null;
  /** A token exists and isAuthenticated is 'true' (an explicit token counts as authenticated). */
  isAuthenticated(): boolean;
  user(): SessionUser | null;
  redirectUrl(): string | null;
  setRedirectUrl(url: string): void;
  clearRedirectUrl(): void;
  /** Removes authToken, isAuthenticated, user and userInfo. */
  clear(): void;
}

/** The SDK client: `call` runs any endpoint of the table; domain modules are typed on top. */
export interface MpaClient {
  /**
   * Runs any endpoint of the table by name. Path placeholders come from `params`; other params go
   * to the query string (GET/DELETE) or the body. An unknown name rejects with 'Invalid endpoint'.
   */
  call<T = unknown>(
    name: EndpointName | string,
    params?: Record<string, unknown>,
    opts?: CallOptions,
  ): Promise<ApiResponse<T>>;
  auth: AuthApi;
  session: SessionApi;
  services: ServicesApi;
  users: UsersApi;
  vendorServices: VendorServicesApi;
  vendors: VendorsApi;
  shops: ShopsApi;
  shopCategories: ShopCategoriesApi;
  reviews: ReviewsApi;
  referrals: ReferralsApi;
  redemptions: RedemptionsApi;
  featuredAds: FeaturedAdsApi;
  premiumServices: PremiumServicesApi;
  /** The work queues' lengths (the panel's badges). */
  queues: QueuesApi;
  /** The dashboard's figures, counted from the lists (see INSIGHT_FIGURE_IDS). */
  insights: InsightsApi;
}

/** The bulk decisions and the runner under them, loaded when first used (a sign-in page never needs them). */
const decisions = () => import('./operations/decisions');

/** Creates a client. See {@link ClientOptions}. */
export function createClient(options: ClientOptions): MpaClient {
  const store = options.session ?? memorySessionStore();
  const core = createCore(options, store);
  const session: SessionApi = {
    token: () => core.token(),
    isAuthenticated: () => {
      const token = core.token();
      if (token === null) return false;
      return token === options.token || store.get(SESSION_KEYS.isAuthenticated) === 'true';
    },
    user: () => {
      const raw = store.get(SESSION_KEYS.user);
      if (!raw) return null;
      try {
        const u = JSON.parse(raw) as Partial<SessionUser>;
        return typeof u?.username === 'string' ? { username: u.username, role: 'admin' } : null;
      } catch {
        return null;
      }
    },
    redirectUrl: () => store.get(SESSION_KEYS.redirectUrl),
    setRedirectUrl: (url) => store.set(SESSION_KEYS.redirectUrl, url),
    clearRedirectUrl: () => store.remove(SESSION_KEYS.redirectUrl),
    clear: () => core.clearSession(),
  };
  const redemptions = redemptionsApi(core);
  const reviews = reviewsApi(core);
  const users = usersApi(core);
  const premiumServices = premiumServicesApi(core);
  const featuredAds = featuredAdsApi(core);
  return {
    call: (name, params, opts) => core.call(name, params, opts),
    auth: authApi(core),
    session,
    services: servicesApi(core),
    users,
    vendorServices: vendorServicesApi(core, users),
    vendors: vendorsApi(core),
    shops: shopsApi(core),
    shopCategories: shopCategoriesApi(core),
    reviews: {
      ...reviews,
      approveMany: async (selection, o) => (await decisions()).decideReviews(reviews, 'A', selection, o),
      rejectMany: async (selection, o) => (await decisions()).decideReviews(reviews, 'R', selection, o),
    },
    referrals: referralsApi(core),
    redemptions: {
      ...redemptions,
      approveMany: async (selection, o) =>
        (await decisions()).decideRedemptions(redemptions, 'Approved', selection, o),
      rejectMany: async (selection, o) =>
        (await decisions()).decideRedemptions(redemptions, 'Rejected', selection, o),
    },
    featuredAds,
    premiumServices,
    queues: queuesApi(redemptions, reviews),
    insights: insightsApi({ redemptions, reviews, premiumServices, featuredAds }),
  };
}
