import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOf, start, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h.close();
});

// Names every plain JavaScript object answers to through its prototype.
const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

describe('user-given keys are looked up as own keys only', () => {
  let vendorMobile = '';
  beforeAll(async () => {
    vendorMobile = (await h.data('/Vendors/v1?pageSize=1')).items[0].mobileNo;
  });

  const sortedLists = (): string[] => [
    '/Services/v1',
    '/Services/v1/root-level-active-only',
    '/Users/v1',
    '/Vendors/v1',
    '/VenderServices/v1',
    `/VenderServices/v1/mobile/${vendorMobile}`,
    '/Shops/v1',
    '/ReviewRating/v1/pending-moderation',
    '/ReviewRating/v1/approved-reviews',
    '/ReviewRating/v1/rejected-reviews',
    '/ReviewRating/flagged',
    '/Referral/v1/all-referral-codes',
    '/PremiumServices/v1/GetAllwithPremiumServices/vendor',
    '/PremiumServices/v1/GetAllwithPremiumServices/shop',
  ];

  it('sortBy naming an inherited property is a 400 naming sortBy, on every sorted list', async () => {
    for (const path of sortedLists()) {
      for (const key of INHERITED) {
        const r = await h.call('GET', `${path}?sortBy=${encodeURIComponent(key)}`);
        expect(r.status, `${path} sortBy=${key}: ${r.body.message}`).toBe(400);
        expect(r.body.success).toBe(false);
        expect(r.body.message).toMatch(/sortBy/i);
      }
    }
    for (const status of ['pending', 'approved', 'rejected']) {
      for (const key of INHERITED) {
        const r = await h.call('GET', `/redemptionrequest/v1/${status}?SortBy=${encodeURIComponent(key)}`);
        expect(r.status, `${status} SortBy=${key}`).toBe(400);
        expect(r.body.message).toMatch(/sortBy/i);
      }
    }
  });

  it('a vendor gender naming an inherited property is a 400 and creates nothing', async () => {
    const before = (await h.data('/Vendors/v1?pageSize=1')).totalCount;
    const service = (await h.data('/Services/v1/root-level-active-only?pageSize=1')).items[0].id;
    for (const [i, gender] of INHERITED.entries()) {
      const mobile = `95666000${String(i).padStart(2, '0')}`;
      const combined = formOf({
        'usersDto.name': 'Proto Vendor',
        'usersDto.mobileno': mobile,
        'usersDto.gender': gender,
        'usersDto.yearOfBirth': '1990',
        'venderServiceDto.servicesId': String(service),
      });
      const a = await h.form('POST', '/VenderServices/v1/combined-vender-service-create', combined);
      expect(a.status, `${gender}: ${a.body.message}`).toBe(400);
      expect(a.body.message).toBe('gender must be m, f or o');
      const profile = await h.form(
        'POST',
        '/vendors/v1/vendor-profile',
        formOf({ name: 'Proto Vendor', mobileno: mobile, gender, age: '30' }),
      );
      expect(profile.status, gender).toBe(400);
      expect(profile.body.message).toBe('gender must be m, f or o');
    }
    expect((await h.data('/Vendors/v1?pageSize=1')).totalCount).toBe(before);
  });
});
