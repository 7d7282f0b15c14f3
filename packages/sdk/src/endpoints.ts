/**
 * THE contract: one entry per call of spec §7. Paths are spelled exactly as the spec spells them
 * (letter case included); `{name}` placeholders are filled from the call's parameters.
 */
export type Host = 'auth' | 'api';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** json: JSON body; multipart: form-data (uploads); auto: multipart when a value is a Blob, else JSON; none: no body. */
export type BodyKind = 'none' | 'json' | 'multipart' | 'auto';

export interface EndpointDef {
  readonly host: Host;
  readonly method: HttpMethod;
  readonly path: string;
  readonly body: BodyKind;
}

const get = (path: string, host: Host = 'api'): EndpointDef => ({ host, method: 'GET', path, body: 'none' });
const del = (path: string): EndpointDef => ({ host: 'api', method: 'DELETE', path, body: 'none' });
const post = (path: string, body: BodyKind = 'json', host: Host = 'api'): EndpointDef => ({
  host,
  method: 'POST',
  path,
  body,
});
const put = (path: string, body: BodyKind = 'json'): EndpointDef => ({
  host: 'api',
  method: 'PUT',
  path,
  body,
});

export const endpoints = {
  // Auth host
  'auth.signIn': post('/v1/asignin/mobile-pwd', 'json', 'auth'),
  'auth.logout': post('/v1/alogout', 'json', 'auth'),
  'auth.signupUnverified': post('/v1/asignup-unverified/mobile', 'json', 'auth'),

  // Services
  'services.list': get('/Services/v1'),
  'services.get': get('/Services/v1/{id}'),
  'services.create': post('/Services/v1', 'multipart'),
  'services.update': put('/Services/v1/{id}', 'multipart'),
  'services.delete': del('/Services/v1/{id}'),
  'services.reorder': post('/Services/v1/reorder'),
  'services.rootLevelActive': get('/Services/v1/root-level-active-only'),
  'services.setFeatured': put('/Services/v1/set-featured'),
  // Not shown by the spec; CONTRACT §5 fixes it.
  'services.updateStatus': put('/Services/v1/{id}/status'),

  // Users
  'users.list': get('/Users/v1'),
  'users.searchByMobile': get('/Users/v1/search-by-mobile'),
  'users.getByMobile': get('/Users/v1/mobile/{mobileno}'),
  'users.getAllByMobile': get('/Users/v1/all-mobile/{mobileno}'),
  'users.create': post('/Users/v1'),
  'users.createLogin': post('/Users/v1/create-user-login'),

  // Vendor services
  'vendorServices.bulkCreate': post('/VenderServices/v1/bulk'),
  'vendorServices.bulkUpdate': put('/VenderServices/v1/bulk/{mobileno}'),
  'vendorServices.list': get('/VenderServices/v1'),
  'vendorServices.byMobile': get('/VenderServices/v1/mobile/{vMobile}'),
  'vendorServices.get': get('/VenderServices/v1/{id}'),
  'vendorServices.delete': del('/VenderServices/v1/{id}'),
  'vendorServices.vendorWithMainService': get('/VenderServices/v1/vendor-with-main-service/{id}'),
  'vendorServices.combinedCreate': post('/VenderServices/v1/combined-vender-service-create', 'multipart'),
  'vendorServices.combinedUpdate': post('/VenderServices/v1/combined-vender-service-update', 'multipart'),
  'vendorServices.toggleActive': put('/VenderServices/v1/toggle-active/{id}'),

  // Vendors
  'vendors.list': get('/Vendors/v1'),
  'vendors.get': get('/vendors/v1/{id}'),
  'vendors.delete': del('/vendors/v1/{id}'),
  'vendors.toggleActive': put('/vendors/v1/toggle-active/{id}'),
  'vendors.profile': post('/vendors/v1/vendor-profile', 'multipart'),

  // Shops
  'shops.list': get('/Shops/v1'),
  'shops.create': post('/Shops/v1', 'auto'),
  'shops.update': put('/Shops/v1/{id}', 'auto'),
  'shops.get': get('/Shops/v1/{id}'),
  'shops.delete': del('/Shops/v1/{id}'),

  // Shop categories
  'shopCategories.list': get('/Shops/v1/all-categories'),
  'shopCategories.create': post('/Shops/v1/category', 'multipart'),
  'shopCategories.update': put('/Shops/v1/category/{categoryname}', 'multipart'),
  'shopCategories.delete': del('/Shops/v1/category/{categoryname}'),
  'shopCategories.reorder': post('/Shops/v1/category/reorder'),

  // Reviews
  'reviews.flagged': get('/ReviewRating/flagged'),
  'reviews.resolveFlag': post('/ReviewRating/flags/resolve/{flagId}'),
  'reviews.update': put('/ReviewRating/{reviewId}'),
  'reviews.delete': del('/ReviewRating/{reviewId}'),
  'reviews.approved': get('/ReviewRating/v1/approved-reviews'),
  'reviews.rejected': get('/ReviewRating/v1/rejected-reviews'),
  'reviews.pending': get('/ReviewRating/v1/pending-moderation'),
  'reviews.moderate': post('/ReviewRating/v1/moderate-review'),

  // Referrals and token mappings
  'referrals.configs': get('/Referral/v1/all-referral-configs'),
  'referrals.updateConfig': put('/Referral/v1/update-referral-config'),
  'referrals.tokenMappings': get('/Referral/v1/token-mappings'),
  'referrals.updateTokenMapping': put('/Referral/v1/update-token-mapping'),
  'referrals.codes': get('/Referral/v1/all-referral-codes'),
  'referrals.updateCode': post('/Referral/v1/update-referral-code'),

  // Redemptions
  'redemptions.pending': get('/redemptionrequest/v1/pending'),
  'redemptions.approved': get('/redemptionrequest/v1/approved'),
  'redemptions.rejected': get('/redemptionrequest/v1/rejected'),
  'redemptions.redeem': post('/Redemption/v1/redeem'),
  'redemptions.delete': del('/redemptionrequest/v1/{id}'),

  // Featured ads
  'featuredAds.create': post('/FeaturedAds/v1', 'multipart'),
  'featuredAds.list': get('/FeaturedAds/v1'),
  'featuredAds.update': put('/FeaturedAds/v1/{id}', 'multipart'),
  'featuredAds.delete': del('/FeaturedAds/v1/{id}'),

  // Paid services (premium subscriptions)
  'premiumServices.list': get('/PremiumServices/v1/GetAllwithPremiumServices/{for}'),
  'premiumServices.get': get('/PremiumServices/v1/{id}'),
  'premiumServices.create': post('/PremiumServices/v1'),
  'premiumServices.update': put('/PremiumServices/v1/{id}'),
  'premiumServices.delete': del('/PremiumServices/v1/{id}'),
  'premiumServices.toggleStatus': post('/PremiumServices/v1/{id}/toggle-status'),
  'premiumServices.plans': get('/PremiumServices/v1/subscriptions'),
} as const satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof endpoints;

export function isEndpointName(name: string): name is EndpointName {
  return Object.prototype.hasOwnProperty.call(endpoints, name);
}
