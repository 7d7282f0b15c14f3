// The public surface of @marketplace-admin/sdk (browser-safe: no Node-only imports).
export * from './endpoints';
export { createClient, type MpaClient, type SessionApi } from './client';
export type { ClientOptions } from './core';
export { MpaError, isMpaError, type ErrorKind } from './errors';
export { catalogue, type Catalogue } from './catalogue';
export {
  SESSION_KEYS,
  browserSessionStore,
  memorySessionStore,
  type SessionStore,
  type SessionUser,
} from './session/index';
export type { TransportHooks, RetryOptions } from './transport/send';
export {
  PAGING_DEFAULTS, toPage, toList, slicePage, clientPage, iteratePages, iterateItems,
  type IterateOptions, type ToPageOptions,
} from './paging';
export * from './types/index';
export * from './rules/index';
export type { AuthApi } from './domains/auth';
export type { Mutation, AutoPaging } from './domains/shared';
export { type ServicesApi } from './domains/services';
export { type UsersApi } from './domains/users';
export { vendorFormFields, type VendorsApi, type VendorServicesApi } from './domains/vendors';
export { shopFormFields, shopCategoryPage, type ShopsApi, type ShopCategoriesApi } from './domains/shops';
export { type ReviewsApi } from './domains/reviews';
export { type ReferralsApi } from './domains/referrals';
export { redeemBodyFor, type RedemptionsApi } from './domains/redemptions';
export { featuredAdFields, type FeaturedAdsApi } from './domains/featuredAds';
export { type PremiumServicesApi } from './domains/premiumServices';
