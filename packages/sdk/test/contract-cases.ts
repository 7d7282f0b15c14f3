import type { EndpointName, MpaClient } from '../src/index';
import { redeemBodyFor } from '../src/index';
import type { Reply } from './recording-server';

/** What one endpoint must put on the wire when called through its typed method. */
export interface Case {
  run(c: MpaClient): Promise<unknown>;
  /** Exact path as sent (placeholders filled, percent-encoded). */
  path: string;
  /** Exact query parameters (repeated keys as arrays); {} means none. */
  query?: Record<string, string | string[]>;
  /** 'none': no body at all. */
  body: 'none' | 'json' | 'multipart';
  json?: unknown;
  /** Exact multipart fields; files as 'file:<name>'. */
  form?: Record<string, string | string[]>;
  reply?: Reply;
}

const file = (name: string, type = 'image/png') => new File([`bytes of ${name}`], name, { type });
const paging = (extra: Record<string, string> = {}) => ({
  page: '1',
  pageSize: '10',
  sortDescending: 'false',
  ...extra,
});
const vendorForm = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  mobileno: '9876543210',
  gender: 'f' as const,
  yearOfBirth: 1990,
  yearOfExperience: 6,
  service: 3,
  currentAddress: 'MG Road',
  note: 'Reliable',
  image: file('asha.jpg', 'image/jpeg'),
};
const vendorFields = {
  'usersDto.name': 'Asha Rao',
  'usersDto.email': 'asha@example.com',
  'usersDto.mobileno': '9876543210',
  'usersDto.gender': 'f',
  'usersDto.yearOfBirth': '1990',
  'usersDto.yearOfExperience': '6',
  'usersDto.note': 'Reliable',
  'usersDto.currentAddress': 'MG Road',
  'venderServiceDto.VMobile': '9876543210',
  'venderServiceDto.servicesId': '3',
  image: 'file:asha.jpg',
};
const shopForm = {
  shopName: 'Fresh Bakes',
  shopCategory: 'Bakery',
  shopAddress: '1 Main St',
  shopPhones: ['9876500001', ' ', '9876500002'],
  shopWhatsappNo: '9876500001',
  isActive: true,
  isVerified: false,
};
const shopFields = {
  shopCategory: 'Bakery',
  shopName: 'Fresh Bakes',
  shopAddress: '1 Main St',
  isActive: 'true',
  isVerified: 'false',
  shopWhatsappNo: '9876500001',
  'shopPhones[0]': '9876500001',
  'shopPhones[1]': '9876500002',
};
const adForm = {
  StartDate: '2025-01-01T00:00:00.000Z',
  EndDate: '2026-01-01T00:00:00.000Z',
  Priority: 2,
  VendorId: 5,
  Position: 'Service Page',
  Image: file('ad.png'),
};
const adFields = {
  StartDate: '2025-01-01T00:00:00.000Z',
  EndDate: '2026-01-01T00:00:00.000Z',
  Priority: '2',
  Image: 'file:ad.png',
};
const premiumForm = {
  serviceFor: 'vendor',
  vendorId: 4,
  subscriptionPlan: 'Gold',
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  amountPaid: '',
  paymentMethod: 'UPI',
  transactionId: '',
};
const premiumJson = {
  serviceFor: 'vendor',
  vendorId: 4,
  subscriptionPlan: 'Gold',
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  amountPaid: 0,
  paymentMethod: 'UPI',
};
const redemption = {
  redeemRequestId: 8,
  RedemptionId: null,
  requestUserType: 'V',
  requestUserId: 4,
  userName: 'Asha',
  redeemMethod: 'UPI',
  redeemTokens: 100,
  redeemRate: 0.5,
  redeemValue: 50,
  status: 'Pending',
};
const config = {
  configId: 1,
  referrerUserType: 'V',
  referredUserType: 'C',
  referrerRewardTokens: 10,
  referredRewardTokens: 0,
};
const mapping = { mappingId: 2, redemptionType: 'UPI', requiredTokens: 100, equivalentValue: 50 };

export const cases: Record<EndpointName, Case> = {
  'auth.signIn': {
    run: (c) => c.auth.login({ mobile: '9000000000', password: 'admin12345' }),
    path: '/v1/asignin/mobile-pwd',
    body: 'json',
    json: { mobile: '9000000000', password: 'admin12345' },
    reply: { body: { token: 'fresh', message: 'ok' } },
  },
  'auth.logout': { run: (c) => c.auth.logout(), path: '/v1/alogout', body: 'none' },
  'auth.signupUnverified': {
    run: (c) => c.auth.signupUnverified({ mobile: '9876543210' }),
    path: '/v1/asignup-unverified/mobile',
    body: 'json',
    json: { mobile: '9876543210' },
  },

  'services.list': {
    run: (c) =>
      c.services.list({
        page: 2,
        pageSize: 20,
        searchTerms: '  plumb ',
        sortBy: 'name',
        sortDescending: true,
      }),
    path: '/Services/v1',
    body: 'none',
    query: { page: '2', pageSize: '20', searchTerms: 'plumb', sortBy: 'name', sortDescending: 'true' },
  },
  'services.get': { run: (c) => c.services.get(7), path: '/Services/v1/7', body: 'none' },
  'services.create': {
    run: (c) =>
      c.services.create({
        name: 'Plumbing',
        description: 'Pipes',
        parentId: 3,
        isActive: true,
        isFeatured: false,
        icon: file('icon.png'),
        banner: file('banner.png'),
      }),
    path: '/Services/v1',
    body: 'multipart',
    form: {
      name: 'Plumbing',
      description: 'Pipes',
      parentId: '3',
      isActive: 'true',
      isFeatured: 'false',
      category: 'HS',
      icon: 'file:icon.png',
      banner: 'file:banner.png',
    },
  },
  'services.update': {
    run: (c) => c.services.update(7, { name: 'Pipes', isActive: false }),
    path: '/Services/v1/7',
    body: 'multipart',
    form: { name: 'Pipes', description: '', isActive: 'false', isFeatured: 'false', category: 'HS' },
  },
  'services.delete': { run: (c) => c.services.delete(7), path: '/Services/v1/7', body: 'none' },
  'services.reorder': {
    run: (c) =>
      c.services.reorder([
        { id: 1, order: 2 },
        { id: 2, order: 1 },
      ]),
    path: '/Services/v1/reorder',
    body: 'json',
    json: [
      { id: 1, order: 2 },
      { id: 2, order: 1 },
    ],
  },
  'services.rootLevelActive': {
    run: (c) => c.services.rootLevelActive(),
    path: '/Services/v1/root-level-active-only',
    body: 'none',
    query: paging({ pageSize: '100', sortBy: 'name' }),
  },
  'services.setFeatured': {
    run: (c) => c.services.setFeatured({ serviceId: 7, isFeatured: true }),
    path: '/Services/v1/set-featured',
    body: 'json',
    json: { serviceId: 7, isFeatured: true },
  },
  'services.updateStatus': {
    run: (c) => c.services.updateStatus(7, 'I'),
    path: '/Services/v1/7/status',
    body: 'json',
    json: { status: 'I' },
  },

  'users.list': {
    run: (c) => c.users.list(),
    path: '/Users/v1',
    body: 'none',
    query: paging({ sortBy: 'name' }),
  },
  'users.searchByMobile': {
    run: (c) => c.users.searchByMobile('98765'),
    path: '/Users/v1/search-by-mobile',
    body: 'none',
    query: { mobile: '98765', role: 'V' },
  },
  'users.getByMobile': {
    run: (c) => c.users.getByMobile('9876543210'),
    path: '/Users/v1/mobile/9876543210',
    body: 'none',
  },
  'users.getAllByMobile': {
    run: (c) => c.users.getAllByMobile('9876543210'),
    path: '/Users/v1/all-mobile/9876543210',
    body: 'none',
  },
  'users.create': {
    run: (c) => c.users.create({ name: 'Ravi', mobile: '9876543211' }),
    path: '/Users/v1',
    body: 'json',
    json: { name: 'Ravi', mobile: '9876543211' },
  },
  'users.createLogin': {
    run: (c) => c.users.createLogin({ mobile: '9876543211', password: 'secret12' }),
    path: '/Users/v1/create-user-login',
    body: 'json',
    json: { mobile: '9876543211', password: 'secret12' },
  },

  'vendorServices.bulkCreate': {
    run: (c) =>
      c.vendorServices.bulkCreate({
        vMobile: '9876543210',
        services: [{ servicesId: 3, serviceUnits: 'kg', serviceRates: 5 }],
      }),
    path: '/VenderServices/v1/bulk',
    body: 'json',
    json: {
      vMobile: '9876543210',
      services: [{ id: 0, servicesId: 3, serviceUnits: 'kg', serviceRates: 5 }],
    },
  },
  'vendorServices.bulkUpdate': {
    run: (c) =>
      c.vendorServices.bulkUpdate('9876543210', [
        { id: 4, servicesId: 3, serviceUnits: 'piece', serviceRates: 12.5 },
      ]),
    path: '/VenderServices/v1/bulk/9876543210',
    body: 'json',
    json: [{ id: 4, servicesId: 3, serviceUnits: 'piece', serviceRates: 12.5 }],
  },
  'vendorServices.list': {
    run: (c) => c.vendorServices.list({ searchTerms: 'asha', sortBy: 'serviceRates' }),
    path: '/VenderServices/v1',
    body: 'none',
    query: paging({ searchTerms: 'asha', sortBy: 'serviceRates' }),
  },
  'vendorServices.byMobile': {
    run: (c) => c.vendorServices.byMobile('9876543210'),
    path: '/VenderServices/v1/mobile/9876543210',
    body: 'none',
    query: paging({ pageSize: '99999' }),
  },
  'vendorServices.get': { run: (c) => c.vendorServices.get(4), path: '/VenderServices/v1/4', body: 'none' },
  'vendorServices.delete': {
    run: (c) => c.vendorServices.delete(4),
    path: '/VenderServices/v1/4',
    body: 'none',
  },
  'vendorServices.vendorWithMainService': {
    run: (c) => c.vendorServices.vendorWithMainService(4),
    path: '/VenderServices/v1/vendor-with-main-service/4',
    body: 'none',
  },
  'vendorServices.combinedCreate': {
    run: (c) => c.vendorServices.combinedCreate(vendorForm),
    path: '/VenderServices/v1/combined-vender-service-create',
    body: 'multipart',
    form: { ...vendorFields, serviceUnits: 'piece', serviceRates: '0' },
  },
  'vendorServices.combinedUpdate': {
    run: (c) => c.vendorServices.combinedUpdate({ ...vendorForm, vendorid: 21, id: 4 }),
    path: '/VenderServices/v1/combined-vender-service-update',
    body: 'multipart',
    form: { ...vendorFields, 'usersDto.vendorId': '21', 'venderServiceDto.id': '4' },
  },
  'vendorServices.toggleActive': {
    run: (c) => c.vendorServices.toggleActive(4),
    path: '/VenderServices/v1/toggle-active/4',
    body: 'none',
  },

  'vendors.list': {
    run: (c) => c.vendors.list({ page: 3, sortBy: 'mobileno' }),
    path: '/Vendors/v1',
    body: 'none',
    query: paging({ page: '3', sortBy: 'mobileno' }),
  },
  'vendors.get': { run: (c) => c.vendors.get(21), path: '/vendors/v1/21', body: 'none' },
  'vendors.delete': { run: (c) => c.vendors.delete(21), path: '/vendors/v1/21', body: 'none' },
  'vendors.toggleActive': {
    run: (c) => c.vendors.toggleActive(21),
    path: '/vendors/v1/toggle-active/21',
    body: 'none',
  },
  'vendors.profile': {
    run: (c) => c.vendors.profile({ vendorId: 21, note: 'Hi', image: file('p.png') }),
    path: '/vendors/v1/vendor-profile',
    body: 'multipart',
    form: { vendorId: '21', note: 'Hi', image: 'file:p.png' },
  },

  'shops.list': {
    run: (c) => c.shops.list({ searchTerms: 'bake' }),
    path: '/Shops/v1',
    body: 'none',
    query: { page: '1', pageSize: '10', searchTerms: 'bake', sortBy: 'shopName' },
  },
  'shops.create': {
    run: (c) => c.shops.create({ ...shopForm, shopImages: [file('s1.png'), file('s2.png')] }),
    path: '/Shops/v1',
    body: 'multipart',
    form: { ...shopFields, shopImages: ['file:s1.png', 'file:s2.png'] },
  },
  'shops.update': {
    run: (c) => c.shops.update(5, { ...shopForm, existingImages: ['/u/a.png', '/u/b.png'] }),
    path: '/Shops/v1/5',
    body: 'multipart',
    form: { ...shopFields, existingImages: '/u/a.png;/u/b.png' },
  },
  'shops.get': { run: (c) => c.shops.get(5), path: '/Shops/v1/5', body: 'none' },
  'shops.delete': { run: (c) => c.shops.delete(5), path: '/Shops/v1/5', body: 'none' },

  'shopCategories.list': {
    run: (c) => c.shopCategories.list(),
    path: '/Shops/v1/all-categories',
    body: 'none',
  },
  'shopCategories.create': {
    run: (c) =>
      c.shopCategories.create({
        shopCategoryName: ' Bakery ',
        isActive: true,
        ord: 2,
        icon: file('bakery.png'),
      }),
    path: '/Shops/v1/category',
    body: 'multipart',
    form: { ShopCategoryName: 'Bakery', isActive: 'true', ord: '2', ShopCategoryIcon: 'file:bakery.png' },
  },
  'shopCategories.update': {
    run: (c) =>
      c.shopCategories.update('Home & Garden', {
        shopCategoryId: 3,
        shopCategoryName: 'Garden',
        isActive: false,
        ord: null,
      }),
    path: '/Shops/v1/category/Home%20%26%20Garden',
    body: 'multipart',
    form: { ShopCategoryName: 'Garden', ShopCategoryId: '3', isActive: 'false' },
  },
  'shopCategories.delete': {
    run: (c) => c.shopCategories.delete('Bakery'),
    path: '/Shops/v1/category/Bakery',
    body: 'none',
  },
  'shopCategories.reorder': {
    run: (c) =>
      c.shopCategories.reorder([
        { id: 3, order: 1 },
        { id: 5, order: 2 },
      ]),
    path: '/Shops/v1/category/reorder',
    body: 'json',
    json: [
      { id: 3, order: 1 },
      { id: 5, order: 2 },
    ],
  },

  'reviews.flagged': {
    run: (c) => c.reviews.flagged({ onlyUnresolved: false }),
    path: '/ReviewRating/flagged',
    body: 'none',
    query: paging({ onlyUnresolved: 'false' }),
  },
  'reviews.resolveFlag': {
    run: (c) => c.reviews.resolveFlag(11),
    path: '/ReviewRating/flags/resolve/11',
    body: 'none',
  },
  'reviews.update': {
    run: (c) => c.reviews.update(12, { reviewText: 'Edited' }),
    path: '/ReviewRating/12',
    body: 'json',
    json: { reviewText: 'Edited' },
  },
  'reviews.delete': { run: (c) => c.reviews.delete(12), path: '/ReviewRating/12', body: 'none' },
  'reviews.approved': {
    run: (c) => c.reviews.list('approved', { page: 2 }),
    path: '/ReviewRating/v1/approved-reviews',
    body: 'none',
    query: paging({ page: '2', sortBy: 'ReviewDate' }),
  },
  'reviews.rejected': {
    run: (c) => c.reviews.list('rejected'),
    path: '/ReviewRating/v1/rejected-reviews',
    body: 'none',
    query: paging({ sortBy: 'ReviewDate' }),
  },
  'reviews.pending': {
    run: (c) => c.reviews.list('pending', { sortBy: 'VendorName' }),
    path: '/ReviewRating/v1/pending-moderation',
    body: 'none',
    query: paging({ sortBy: 'VendorName' }),
  },
  'reviews.moderate': {
    run: (c) => c.reviews.moderate({ reviewId: 12, status: 'R', moderatorNotes: 'spam' }),
    path: '/ReviewRating/v1/moderate-review',
    body: 'json',
    json: { reviewId: 12, ModeratedStatus: 'R', moderatorNotes: 'spam' },
  },

  'referrals.configs': {
    run: (c) => c.referrals.configs.list(),
    path: '/Referral/v1/all-referral-configs',
    body: 'none',
  },
  'referrals.updateConfig': {
    run: (c) => c.referrals.configs.update(config),
    path: '/Referral/v1/update-referral-config',
    body: 'json',
    json: config,
  },
  'referrals.tokenMappings': {
    run: (c) => c.referrals.tokenMappings.list(),
    path: '/Referral/v1/token-mappings',
    body: 'none',
  },
  'referrals.updateTokenMapping': {
    run: (c) => c.referrals.tokenMappings.update(mapping),
    path: '/Referral/v1/update-token-mapping',
    body: 'json',
    json: mapping,
  },
  'referrals.codes': {
    run: (c) => c.referrals.codes.list({ searchTerms: 'ABC', pageSize: 50 }),
    path: '/Referral/v1/all-referral-codes',
    body: 'none',
    query: paging({ searchTerms: 'ABC', pageSize: '50' }),
  },
  'referrals.updateCode': {
    run: (c) => c.referrals.codes.update({ codeId: 3, isActive: false }),
    path: '/Referral/v1/update-referral-code',
    body: 'json',
    json: { codeId: 3, isActive: false },
  },

  'redemptions.pending': {
    run: (c) =>
      c.redemptions.list('Pending', {
        pageSize: 20,
        search: ' ravi ',
        sortBy: 'userName',
        sortDescending: true,
      }),
    path: '/redemptionrequest/v1/pending',
    body: 'none',
    query: {
      Page: '1',
      PageSize: '20',
      SortBy: 'userName',
      Search: 'ravi',
      SortDescending: 'true',
      Status: 'Pending',
    },
  },
  'redemptions.approved': {
    run: (c) => c.redemptions.list('Approved'),
    path: '/redemptionrequest/v1/approved',
    body: 'none',
    query: {
      Page: '1',
      PageSize: '10',
      SortBy: 'requestDateTime',
      SortDescending: 'false',
      Status: 'Approved',
    },
  },
  'redemptions.rejected': {
    run: (c) => c.redemptions.list('Rejected', { page: 4 }),
    path: '/redemptionrequest/v1/rejected',
    body: 'none',
    query: {
      Page: '4',
      PageSize: '10',
      SortBy: 'requestDateTime',
      SortDescending: 'false',
      Status: 'Rejected',
    },
  },
  'redemptions.redeem': {
    run: (c) => c.redemptions.redeem(redeemBodyFor(redemption, 'Approved', 'Paid via UPI')),
    path: '/Redemption/v1/redeem',
    body: 'json',
    json: {
      RedemptionId: null,
      RedeemRequestId: 8,
      RedeemerUserType: 'V',
      RedeemerUserId: 4,
      RedemptionType: 'UPI',
      RedeemedTokens: 100,
      RedeemRate: 0.5,
      RedeemValue: 50,
      RedemptionDetails: 'Paid via UPI',
      Status: 'Approved',
    },
  },
  'redemptions.delete': {
    run: (c) => c.redemptions.delete(8),
    path: '/redemptionrequest/v1/8',
    body: 'none',
  },

  'featuredAds.create': {
    run: (c) => c.featuredAds.create(adForm),
    path: '/FeaturedAds/v1',
    body: 'multipart',
    form: { FeaturedAdId: '0', ...adFields },
  },
  'featuredAds.list': {
    run: (c) => c.featuredAds.list({ page: 2, search: 'spa' }),
    path: '/FeaturedAds/v1',
    body: 'none',
    query: { Page: '2', PageSize: '10', Search: 'spa' },
  },
  'featuredAds.update': {
    run: (c) => c.featuredAds.update(9, { ...adForm, Image: null }),
    path: '/FeaturedAds/v1/9',
    body: 'multipart',
    form: { FeaturedAdId: '9', StartDate: adFields.StartDate, EndDate: adFields.EndDate, Priority: '2' },
  },
  'featuredAds.delete': {
    run: (c) => c.featuredAds.delete(9),
    path: '/FeaturedAds/v1/9',
    body: 'none',
    query: { FeaturedAdId: '9' },
  },

  'premiumServices.list': {
    run: (c) => c.premiumServices.list('shop', { searchTerms: '   ' }),
    path: '/PremiumServices/v1/GetAllwithPremiumServices/shop',
    body: 'none',
    query: paging({ sortBy: 'Id' }),
  },
  'premiumServices.get': {
    run: (c) => c.premiumServices.get(6),
    path: '/PremiumServices/v1/6',
    body: 'none',
  },
  'premiumServices.create': {
    run: (c) => c.premiumServices.create(premiumForm),
    path: '/PremiumServices/v1',
    body: 'json',
    json: premiumJson,
  },
  'premiumServices.update': {
    run: (c) => c.premiumServices.update(6, { ...premiumForm, amountPaid: -5, transactionId: 'TX1' }),
    path: '/PremiumServices/v1/6',
    body: 'json',
    json: { ...premiumJson, transactionId: 'TX1' },
  },
  'premiumServices.delete': {
    run: (c) => c.premiumServices.delete(6),
    path: '/PremiumServices/v1/6',
    body: 'none',
  },
  'premiumServices.toggleStatus': {
    run: (c) => c.premiumServices.toggleStatus(6),
    path: '/PremiumServices/v1/6/toggle-status',
    body: 'none',
  },
  'premiumServices.plans': {
    run: (c) => c.premiumServices.plans(),
    path: '/PremiumServices/v1/subscriptions',
    body: 'none',
  },
};
