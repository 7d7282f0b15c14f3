import { endpoints } from '@marketplace-admin/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOf, png, start, type Harness } from './helpers';

// The dev API answers the shapes of spec §3 and only those (CONTRACT §5), so no client comes to
// depend on a field the real backend does not send. The field lists below are copied from the spec.

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h.close();
});

const get = (path: string): Promise<any> => h.data(path);

const SPEC = {
  // "imageUrl or vendorImage": the dev API sends imageUrl
  vendor: [
    'id',
    'name',
    'mobileNo',
    'email',
    'gender',
    'yearOfBirth',
    'yearOfExperience',
    'mainService',
    'imageUrl',
    'isActive',
  ],
  vendorDetail: [
    'id',
    'vendorId',
    'venderName',
    'venderEmail',
    'vMobile',
    'venderGender',
    'venderAge',
    'yearOfExperience',
    'servicesId',
    'currentAddress',
    'note',
    'loginId',
    'venderProfileImage',
  ],
  vendorService: [
    'id',
    'venderName',
    'vMobile',
    'venderEmail',
    'serviceName',
    'servicesId',
    'yearOfExperience',
    'rating',
    'totalAppointments',
    'isVendorActive',
    'isActive',
    'serviceUnits',
    'serviceRates',
  ],
  service: [
    'id',
    'name',
    'description',
    'parentId',
    'status',
    'isFeatured',
    'ord',
    'iconImagePath',
    'bannerImagePath',
    'subServices',
    'category',
  ],
  serviceOption: ['id', 'name'],
  shop: [
    'shopId',
    'shopName',
    'shopCategory',
    'shopAddress',
    'shopPhones',
    'shopWhatsappNo',
    'shopImages',
    'isActive',
    'isVerified',
  ],
  shopCategory: ['shopCategoryId', 'shopCategoryName', 'shopCategoryIcon', 'isActive', 'ord'],
  tokenMapping: ['mappingId', 'redemptionType', 'requiredTokens', 'equivalentValue'],
  referralCode: ['codeId', 'referralCode', 'isActive', 'userType', 'vendorName', 'clientName'],
  referralConfig: [
    'configId',
    'referrerUserType',
    'referredUserType',
    'referrerRewardTokens',
    'referredRewardTokens',
  ],
  redemption: [
    'redeemRequestId',
    'RedemptionId',
    'requestUserType',
    'requestUserId',
    'userName',
    'redeemMethod',
    'redeemTokens',
    'redeemRate',
    'redeemValue',
    'requestDateTime',
    'status',
    'note',
  ],
  review: [
    'reviewID',
    'reviewTitle',
    'reviewText',
    'rating',
    'createdAt',
    'moderatorNotes',
    'moderatedStatus',
  ],
  // a flagged review is a review plus the flagId of its resolve call's path (spec §7)
  flaggedReview: [
    'flagId',
    'reviewID',
    'reviewTitle',
    'reviewText',
    'rating',
    'createdAt',
    'moderatorNotes',
    'moderatedStatus',
  ],
  featuredAd: ['FeaturedAdId', 'VendorId', 'Position', 'StartDate', 'EndDate', 'Priority', 'ImageUrl'],
  premium: [
    'id',
    'serviceFor',
    'vendorId',
    'shopId',
    'vendorName',
    'shopName',
    'mobile',
    'subscriptionPlan',
    'startDate',
    'endDate',
    'amountPaid',
    'paymentMethod',
    'transactionId',
    'isActive',
    'createdAt',
    'updatedAt',
  ],
  // no user entity in §3: the names the user calls use (mobileno of the paths, role of the search) and the vendor form's name/email
  user: ['id', 'name', 'email', 'mobileno', 'role'],
} as const;
type Entity = keyof typeof SPEC;

const LIST_KEYS = ['items', 'page', 'pageSize', 'totalCount'];

function expectShape(what: string, record: unknown, entity: Entity): void {
  expect(record, what).toBeTypeOf('object');
  expect(Object.keys(record as object).sort(), `${what} (${entity})`).toEqual([...SPEC[entity]].sort());
  if (entity === 'service')
    for (const sub of (record as { subServices: unknown[] }).subServices)
      expectShape(`${what} > subServices`, sub, 'service');
}

function expectList(what: string, data: any, entity: Entity): void {
  expect(Object.keys(data).sort(), what).toEqual(LIST_KEYS);
  expect(data.items.length, `${what} has rows to check`).toBeGreaterThan(0);
  for (const item of data.items) expectShape(what, item, entity);
}

describe('answers carry exactly the spec §3 fields', () => {
  it('every list call', async () => {
    const vendor = (await get('/Vendors/v1?pageSize=1')).items[0];
    const lists: [string, Entity][] = [
      ['/Services/v1?pageSize=100', 'service'],
      ['/Services/v1/root-level-active-only?pageSize=100', 'serviceOption'],
      ['/Users/v1', 'user'],
      [`/Users/v1/search-by-mobile?mobile=${vendor.mobileNo.slice(0, 4)}&role=V`, 'user'],
      [`/Users/v1/all-mobile/${vendor.mobileNo}`, 'user'],
      ['/Vendors/v1', 'vendor'],
      ['/VenderServices/v1', 'vendorService'],
      [`/VenderServices/v1/mobile/${vendor.mobileNo}`, 'vendorService'],
      ['/Shops/v1', 'shop'],
      ['/Shops/v1/all-categories', 'shopCategory'],
      ['/ReviewRating/flagged', 'flaggedReview'],
      ['/ReviewRating/flagged?onlyUnresolved=true', 'flaggedReview'],
      ['/ReviewRating/v1/pending-moderation', 'review'],
      ['/ReviewRating/v1/approved-reviews', 'review'],
      ['/ReviewRating/v1/rejected-reviews', 'review'],
      ['/Referral/v1/all-referral-configs', 'referralConfig'],
      ['/Referral/v1/token-mappings', 'tokenMapping'],
      ['/Referral/v1/all-referral-codes', 'referralCode'],
      ['/redemptionrequest/v1/pending', 'redemption'],
      ['/redemptionrequest/v1/approved', 'redemption'],
      ['/redemptionrequest/v1/rejected', 'redemption'],
      ['/FeaturedAds/v1', 'featuredAd'],
      ['/PremiumServices/v1/GetAllwithPremiumServices/vendor', 'premium'],
      ['/PremiumServices/v1/GetAllwithPremiumServices/shop', 'premium'],
    ];
    for (const [path, entity] of lists) expectList(path, await get(path), entity);
    const plans = await get('/PremiumServices/v1/subscriptions');
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.every((p: unknown) => typeof p === 'string')).toBe(true);
  });

  it('every get-one call', async () => {
    const vendor = (await get('/Vendors/v1?pageSize=1&sortBy=id')).items[0];
    const link = (await get('/VenderServices/v1?pageSize=1')).items[0];
    const shop = (await get('/Shops/v1?pageSize=1')).items[0];
    const service = (await get('/Services/v1?pageSize=1')).items[0];
    const premium = (
      await get('/PremiumServices/v1/GetAllwithPremiumServices/vendor?pageSize=50')
    ).items.find((p: any) => p.id !== null);
    const ones: [string, Entity][] = [
      [`/Services/v1/${service.id}`, 'service'],
      [`/Users/v1/mobile/${vendor.mobileNo}`, 'user'],
      [`/VenderServices/v1/${link.id}`, 'vendorService'],
      [`/VenderServices/v1/vendor-with-main-service/${vendor.id}`, 'vendorDetail'],
      [`/vendors/v1/${vendor.id}`, 'vendorDetail'],
      [`/Shops/v1/${shop.shopId}`, 'shop'],
      [`/PremiumServices/v1/${premium.id}`, 'premium'],
    ];
    for (const [path, entity] of ones) expectShape(path, await get(path), entity);
  });

  it('sign-in answers token and message; create calls carry the created record', async () => {
    const signIn = await fetch(`${h.api.authUrl}/v1/asignin/mobile-pwd`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: '9000000000', password: 'admin12345' }),
    });
    const body = await signIn.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'data', 'message', 'success', 'token']);
    expect(body.data).toEqual({ token: body.token });

    const service = (await get('/Services/v1/root-level-active-only?pageSize=1')).items[0];
    const created: [string, Promise<{ status: number; body: any }>, Entity][] = [
      ['service', h.form('POST', '/Services/v1', formOf({ name: 'Shape Check' })), 'service'],
      [
        'user',
        h.call('POST', '/Users/v1', { name: 'Shape User', mobileno: '9777700001', role: 'C' }),
        'user',
      ],
      [
        'vendor',
        h.form(
          'POST',
          '/VenderServices/v1/combined-vender-service-create',
          formOf({
            'usersDto.name': 'Shape Vendor',
            'usersDto.mobileno': '9777700002',
            'usersDto.gender': 'o',
            'usersDto.yearOfBirth': '1985',
            'venderServiceDto.servicesId': String(service.id),
          }),
        ),
        'vendorDetail',
      ],
      [
        'shop',
        h.call('POST', '/Shops/v1', {
          shopName: 'Shape Shop',
          shopCategory: 'Bakery',
          shopAddress: 'A',
          shopPhones: ['9777700003'],
        }),
        'shop',
      ],
      [
        'category',
        h.form('POST', '/Shops/v1/category', formOf({ ShopCategoryName: 'Shape Category' })),
        'shopCategory',
      ],
      [
        'ad',
        h.form(
          'POST',
          '/FeaturedAds/v1',
          formOf(
            { StartDate: '2026-01-01T00:00', EndDate: '2027-01-01T00:00', Priority: '2' },
            { Image: png() },
          ),
        ),
        'featuredAd',
      ],
    ];
    for (const [what, res, entity] of created) {
      const r = await res;
      expect(r.status, `${what}: ${JSON.stringify(r.body)}`).toBe(201);
      expectShape(`created ${what}`, r.body.data, entity);
    }
    const shop = (await get('/Shops/v1?searchTerms=Shape%20Shop')).items[0];
    const premium = await h.call('POST', '/PremiumServices/v1', {
      serviceFor: 'shop',
      shopId: shop.shopId,
      subscriptionPlan: (await get('/PremiumServices/v1/subscriptions'))[0],
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    expect(premium.status, JSON.stringify(premium.body)).toBe(201);
    expectShape('created premium service', premium.body.data, 'premium');
    const signUp = await fetch(`${h.api.authUrl}/v1/asignup-unverified/mobile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: '9777700004' }),
    });
    expectShape('sign-up', (await signUp.json()).data, 'user');
  });
});

describe('query parameters the spec does not name for a call are a 400', () => {
  it('the cases that exist today in the clients: isActive and mainServiceName on vendors, and others', async () => {
    const cases: [string, string][] = [
      ['/Vendors/v1?page=1&pageSize=1&isActive=true', 'isActive'],
      ['/Vendors/v1?mainServiceName=Plumbing', 'mainServiceName'],
      ['/Services/v1?parentId=1', 'parentId'],
      ['/Shops/v1?sortBy=shopName&sortDescending=true', 'sortDescending'],
      ['/Shops/v1?shopCategory=Bakery', 'shopCategory'],
      ['/FeaturedAds/v1?Page=1&SortBy=priority', 'SortBy'],
      ['/Referral/v1/all-referral-codes?userType=V', 'userType'],
      ['/Users/v1?role=V', 'role'],
      ['/Users/v1/search-by-mobile?mobile=98&role=V&page=2', 'page'],
      ['/ReviewRating/v1/pending-moderation?onlyUnresolved=true', 'onlyUnresolved'],
      ['/redemptionrequest/v1/pending?Page=1&searchTerms=ravi', 'searchTerms'],
      ['/Shops/v1/all-categories?page=1', 'page'],
    ];
    for (const [path, param] of cases) {
      const r = await h.call('GET', path);
      expect(r.status, path).toBe(400);
      expect(r.body).toMatchObject({ success: false, code: 400, data: null });
      expect(r.body.message, path).toContain(`Unknown query parameter '${param}'`);
    }
    expect((await h.call('GET', '/Vendors/v1?isActive=true')).body.message).toBe(
      "Unknown query parameter 'isActive' for GET /Vendors/v1. Accepted: page, pageSize, searchTerms, sortBy, sortDescending.",
    );
  });

  it('names are matched without regard to case, as before', async () => {
    expect(
      (await get('/Vendors/v1?PAGE=2&PageSize=3&SEARCHTERMS=a&SortBy=vendorname&sortdescending=true'))
        .pageSize,
    ).toBe(3);
    expect(
      (
        await get(
          '/redemptionrequest/v1/approved?page=1&pagesize=5&sortby=userName&search=a&sortDescending=false&status=Approved',
        )
      ).pageSize,
    ).toBe(5);
    expect((await get('/FeaturedAds/v1?page=2&pagesize=5&search=banner')).page).toBe(2);
  });

  it('on every call of the endpoint table, and the 400 changes nothing', async () => {
    const snapshot = async () =>
      Promise.all(
        [
          '/Vendors/v1?pageSize=1000&sortBy=id',
          '/Services/v1?pageSize=100',
          '/Shops/v1?pageSize=1000',
          '/FeaturedAds/v1?PageSize=1000',
          '/redemptionrequest/v1/pending?PageSize=1000',
          '/ReviewRating/v1/pending-moderation?pageSize=1000',
          '/ReviewRating/flagged?pageSize=1000',
          '/Referral/v1/all-referral-configs',
          '/Referral/v1/token-mappings',
          '/Shops/v1/all-categories',
          '/PremiumServices/v1/GetAllwithPremiumServices/vendor?pageSize=1000',
          '/Users/v1?pageSize=1000',
        ].map(get),
      );
    const before = await snapshot();
    const vendor = before[0].items[0];
    const entries = Object.entries(
      endpoints as Record<string, { host: 'auth' | 'api'; method: string; path: string }>,
    );
    for (const [name, def] of entries) {
      const path = def.path
        .replace(/\{for\}/g, 'vendor')
        .replace(/\{(mobileno|vMobile)\}/gi, vendor.mobileNo)
        .replace(/\{categoryname\}/g, 'Bakery')
        .replace(/\{[^}]+\}/g, '1');
      const base = def.host === 'auth' ? h.api.authUrl : h.api.apiUrl;
      const res = await fetch(`${base}${path}?unexpected=1`, {
        method: def.method,
        headers: { authorization: `Bearer ${h.token}`, 'content-type': 'application/json' },
        body:
          def.method === 'GET' || def.method === 'DELETE'
            ? undefined
            : JSON.stringify({ name: 'x', mobile: '9777700099', password: 'admin12345', isActive: false }),
      });
      const body = await res.json();
      expect(res.status, `${name}: ${body.message}`).toBe(400);
      expect(body.message, name).toContain("Unknown query parameter 'unexpected'");
    }
    expect(await snapshot()).toEqual(before);
  });

  it('the featured ad delete takes FeaturedAdId, which must be the id in the path', async () => {
    const [a, b] = (await get('/FeaturedAds/v1?PageSize=2')).items;
    const wrong = await h.call('DELETE', `/FeaturedAds/v1/${a.FeaturedAdId}?FeaturedAdId=${b.FeaturedAdId}`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('FeaturedAdId must be the id in the path');
    const ok = await h.call('DELETE', `/FeaturedAds/v1/${a.FeaturedAdId}?FeaturedAdId=${a.FeaturedAdId}`);
    expect(ok.status).toBe(200);
    expect((await get('/FeaturedAds/v1?PageSize=1000')).items.map((x: any) => x.FeaturedAdId)).toEqual(
      expect.arrayContaining([b.FeaturedAdId]),
    );
  });
});
