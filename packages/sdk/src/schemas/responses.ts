/**
 * What each call of the endpoint table answers in the envelope's `data` (CONTRACT §5 and the dev
 * API's table of spec shapes) and which query parameters it takes. Used by `mpa doctor`, the
 * client's opt-in drift check and the OpenAPI document.
 */
import * as v from 'valibot';
import type { EndpointName } from '../endpoints';
import * as e from './entities';

/** A list: `{ items, totalCount, page?, pageSize? }`, or (spec §7 allows it) a bare array. */
export function listOf<T extends v.GenericSchema>(item: T) {
  return v.union([
    v.object({
      items: v.array(item),
      totalCount: v.number(),
      page: v.optional(v.number()),
      pageSize: v.optional(v.number()),
    }),
    v.array(item),
  ]);
}

/** The envelope every call answers with: `success, code, message, data` (or `Data`). */
export const EnvelopeSchema = v.looseObject({
  success: v.boolean(),
  code: v.optional(v.unknown()),
  message: v.optional(v.nullable(v.string())),
  data: v.optional(v.unknown()),
  Data: v.optional(v.unknown()),
});

/** The paging payload of spec §3 as a query string. */
export const PAGING_QUERY = ['page', 'pageSize', 'searchTerms', 'sortBy', 'sortDescending'] as const;
/** The redemption lists spell theirs like this (spec §7). */
export const REDEMPTION_QUERY = ['Page', 'PageSize', 'SortBy', 'Search', 'SortDescending', 'Status'] as const;

export interface ResponseContract {
  /** The schema of the envelope's `data` (of one item for a list); absent: the spec shows no answer beyond the envelope. */
  readonly data?: v.GenericSchema;
  /** A list: `data` is `{ items, totalCount }` or an array of `data`-shaped items. */
  readonly list?: boolean;
  /** Query parameters the call takes (GET and DELETE); a paged list's include its page size. */
  readonly query?: readonly string[];
}

const list = (item: v.GenericSchema, query: readonly string[] = PAGING_QUERY): ResponseContract => ({
  data: item,
  list: true,
  query,
});
const all = (item: v.GenericSchema): ResponseContract => ({ data: item, list: true });
const one = (data: v.GenericSchema): ResponseContract => ({ data });
const ids = (...keys: string[]) =>
  one(v.looseObject(Object.fromEntries(keys.map((k) => [k, v.union([v.number(), v.string()])]))));

export const responses = {
  'auth.signIn': one(v.looseObject({ token: v.string() })),
  'auth.logout': {},
  'auth.signupUnverified': one(e.UserSchema),

  'services.list': list(e.ServiceSchema),
  'services.get': one(e.ServiceSchema),
  'services.create': one(e.ServiceSchema),
  'services.update': one(e.ServiceSchema),
  'services.delete': ids('id'),
  'services.reorder': all(v.object({ id: v.number(), order: v.number() })),
  'services.rootLevelActive': list(e.ServiceOptionSchema),
  'services.setFeatured': one(e.ServiceSchema),
  'services.updateStatus': one(e.ServiceSchema),

  'users.list': list(e.UserSchema),
  'users.searchByMobile': list(e.UserSchema, ['mobile', 'role']),
  'users.getByMobile': one(e.UserSchema),
  'users.getAllByMobile': all(e.UserSchema),
  'users.create': one(e.UserSchema),
  'users.createLogin': one(e.UserSchema),

  'vendorServices.bulkCreate': all(e.VendorServiceRowSchema),
  'vendorServices.bulkUpdate': all(e.VendorServiceRowSchema),
  'vendorServices.list': list(e.VendorServiceRowSchema),
  'vendorServices.byMobile': list(e.VendorServiceRowSchema),
  'vendorServices.get': one(e.VendorServiceRowSchema),
  'vendorServices.delete': ids('id'),
  'vendorServices.vendorWithMainService': one(e.VendorDetailSchema),
  'vendorServices.combinedCreate': one(e.VendorDetailSchema),
  'vendorServices.combinedUpdate': one(e.VendorDetailSchema),
  'vendorServices.toggleActive': one(e.VendorServiceRowSchema),

  'vendors.list': list(e.VendorSchema),
  'vendors.get': one(e.VendorDetailSchema),
  'vendors.delete': ids('id'),
  'vendors.toggleActive': one(e.VendorSchema),
  'vendors.profile': one(e.VendorDetailSchema),

  'shops.list': list(e.ShopRecordSchema, ['page', 'pageSize', 'searchTerms', 'sortBy']),
  'shops.create': one(e.ShopRecordSchema),
  'shops.update': one(e.ShopRecordSchema),
  'shops.get': one(e.ShopRecordSchema),
  'shops.delete': ids('shopId'),

  'shopCategories.list': all(e.ShopCategorySchema),
  'shopCategories.create': one(e.ShopCategorySchema),
  'shopCategories.update': one(e.ShopCategorySchema),
  'shopCategories.delete': ids('shopCategoryId', 'shopCategoryName'),
  'shopCategories.reorder': all(e.ShopCategorySchema),

  'reviews.flagged': list(e.FlaggedReviewSchema, [...PAGING_QUERY, 'onlyUnresolved']),
  'reviews.resolveFlag': one(e.FlaggedReviewSchema),
  'reviews.update': one(e.ReviewSchema),
  'reviews.delete': ids('reviewID'),
  'reviews.approved': list(e.ReviewSchema),
  'reviews.rejected': list(e.ReviewSchema),
  'reviews.pending': list(e.ReviewSchema),
  'reviews.moderate': one(e.ReviewSchema),

  'referrals.configs': all(e.ReferralConfigSchema),
  'referrals.updateConfig': one(e.ReferralConfigSchema),
  'referrals.tokenMappings': all(e.TokenMappingSchema),
  'referrals.updateTokenMapping': one(e.TokenMappingSchema),
  'referrals.codes': list(e.ReferralCodeSchema),
  'referrals.updateCode': one(e.ReferralCodeSchema),

  'redemptions.pending': list(e.RedemptionRequestSchema, REDEMPTION_QUERY),
  'redemptions.approved': list(e.RedemptionRequestSchema, REDEMPTION_QUERY),
  'redemptions.rejected': list(e.RedemptionRequestSchema, REDEMPTION_QUERY),
  'redemptions.redeem': one(e.RedemptionRequestSchema),
  'redemptions.delete': ids('redeemRequestId'),

  'featuredAds.create': one(e.FeaturedAdSchema),
  'featuredAds.list': list(e.FeaturedAdSchema, ['Page', 'PageSize', 'Search']),
  'featuredAds.update': one(e.FeaturedAdSchema),
  'featuredAds.delete': { ...ids('FeaturedAdId'), query: ['FeaturedAdId'] },

  'premiumServices.list': list(e.PremiumServiceSchema),
  'premiumServices.get': one(e.PremiumServiceSchema),
  'premiumServices.create': one(e.PremiumServiceSchema),
  'premiumServices.update': one(e.PremiumServiceSchema),
  'premiumServices.delete': ids('id'),
  'premiumServices.toggleStatus': one(e.PremiumServiceSchema),
  'premiumServices.plans': all(e.PlanNameSchema),
} as const satisfies Record<EndpointName, ResponseContract>;
