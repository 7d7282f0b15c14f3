import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, memorySessionStore, type MpaClient, type MpaError } from '../src/index';
import { startRecordingServer, type RecordingServer } from './recording-server';

let srv: RecordingServer;
let c: MpaClient;
beforeAll(async () => {
  srv = await startRecordingServer();
  c = createClient({
    authBaseUrl: srv.authUrl,
    apiBaseUrl: srv.apiUrl,
    session: memorySessionStore({ authToken: 't' }),
    retry: { retries: 0 },
  });
});
afterAll(async () => srv.close());
beforeEach(() => srv.reset());

const fail = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected failure');
    },
    (e: MpaError) => e,
  );

describe('typed methods validate before sending (kind validation, no request)', () => {
  const cases: Array<[string, () => Promise<unknown>, string]> = [
    ['services.create', () => c.services.create({ name: ' ' }), 'Service name is required'],
    [
      'shops.create',
      () => c.shops.create({ shopName: '', shopCategory: 'x', shopAddress: 'y', shopPhones: ['1'] }),
      'Shop Name is required',
    ],
    [
      'shops.update',
      () => c.shops.update(1, { shopName: 'A', shopCategory: 'x', shopAddress: 'y', shopPhones: [] }),
      'At least one phone number is required',
    ],
    [
      'shopCategories.create',
      () => c.shopCategories.create({ shopCategoryName: '', isActive: true }),
      'Category name is required',
    ],
    [
      'premiumServices.create',
      () =>
        c.premiumServices.create({
          serviceFor: 'vendor',
          subscriptionPlan: '',
          startDate: 'a',
          endDate: 'b',
        }),
      'Please fill all required fields.',
    ],
    [
      'redemptions.redeem',
      () => c.redemptions.redeem({ RedeemRequestId: 1, RedemptionDetails: '', Status: 'Approved' }),
      'Note is required.',
    ],
    [
      'reviews.moderate',
      () => c.reviews.moderate({ reviewId: 1, status: 'A', moderatorNotes: 'x'.repeat(201) }),
      'Moderator notes must be at most 200 characters',
    ],
    [
      'referrals.configs.update',
      () =>
        c.referrals.configs.update({
          configId: 1,
          referrerUserType: 'V',
          referredUserType: 'C',
          referrerRewardTokens: -1,
          referredRewardTokens: 0,
        }),
      'Reward tokens must be 0 or more',
    ],
    [
      'vendorServices.combinedCreate',
      () =>
        c.vendorServices.combinedCreate({
          name: 'A',
          mobileno: '9',
          gender: '',
          yearOfBirth: 1990,
          service: 1,
        }),
      'Please fill required fields: name, mobile, gender, age, service',
    ],
    [
      'vendorServices.bulkUpdate',
      () => c.vendorServices.bulkUpdate('9876543210', []),
      'Please select at least one service',
    ],
    [
      'featuredAds.create',
      () => c.featuredAds.create({ StartDate: '2025-01-01', EndDate: '2026-01-01', Priority: 0 }),
      'Priority must be a number of at least 1',
    ],
  ];
  it.each(cases)('%s', async (_n, run, message) => {
    const e = await fail(run());
    expect([e.kind, e.message]).toEqual(['validation', message]);
    expect(srv.requests).toHaveLength(0);
  });
  it('the vendor form accepts age in place of year of birth', async () => {
    await c.vendorServices.combinedCreate({ name: 'A', mobileno: '9', gender: 'm', age: 30, service: 1 });
    expect(srv.requests[0].form?.get('usersDto.yearOfBirth')).toBe(String(new Date().getFullYear() - 30));
  });
  it('saveVendor creates without vendorid and updates with one', async () => {
    const f = { name: 'A', mobileno: '9', gender: 'm' as const, age: 30, service: 1 };
    await c.vendorServices.saveVendor(f);
    await c.vendorServices.saveVendor({ ...f, vendorid: 5 });
    expect(srv.requests.map((r) => r.path)).toEqual([
      '/VenderServices/v1/combined-vender-service-create',
      '/VenderServices/v1/combined-vender-service-update',
    ]);
  });
});

describe('messages of typed methods', () => {
  it('success: the spec text, with the server message kept aside', async () => {
    srv.respond(() => ({ body: { success: true, message: 'Deleted id 3' } }));
    expect(await c.vendors.delete(3)).toEqual({
      message: 'Vendor deleted successfully',
      messageId: 'vendors.deleted',
      serverMessage: 'Deleted id 3',
      data: { items: [], totalCount: 0, page: 1, pageSize: 10 },
    });
    srv.respond(() => ({ status: 204 }));
    expect((await c.vendors.toggleActive(3)).message).toBe('Vendor status updated successfully');
    await expect(c.premiumServices.toggleStatus(3)).rejects.toThrow('Empty response from server');
    // a text the SDK wrote carries its catalogue id (a client translates by it); the server's words carry none
    srv.respond(() => ({ status: 400, body: { success: false } }));
    expect(await c.vendors.delete(3).catch((e) => [e.message, e.messageId])).toEqual([
      'Failed to delete vendor',
      'vendors.deleteFailed',
    ]);
    srv.respond(() => ({ status: 400, body: { success: false, message: 'Failed to delete vendor' } }));
    expect(await c.vendors.delete(3).catch((e) => [e.message, e.messageId])).toEqual([
      'Failed to delete vendor',
      undefined,
    ]);
  });
  it.each([
    ['vendors.delete', () => c.vendors.delete(3), 'Failed to delete vendor'],
    ['vendors.list', () => c.vendors.list(), 'Failed to load vendors'],
    [
      'shops.update',
      () => c.shops.update(1, { shopName: 'A', shopCategory: 'x', shopAddress: 'y', shopPhones: ['1'] }),
      'Failed to save shop. Please try again.',
    ],
    ['reviews.list rejected', () => c.reviews.list('rejected'), 'Failed to fetch rejected reviews'],
    [
      'redemptions.redeem',
      () => c.redemptions.redeem({ RedeemRequestId: 1, RedemptionDetails: 'n', Status: 'Approved' }),
      'Update failed',
    ],
    ['featuredAds.delete', () => c.featuredAds.delete(1), 'Delete failed'],
    ['shopCategories.reorder', () => c.shopCategories.reorder([{ id: 1, order: 2 }]), 'Failed to reorder'],
    [
      'referrals.codes.update',
      () => c.referrals.codes.update({ codeId: 1, isActive: true }),
      'Failed to update referral code',
    ],
    ['premiumServices.list', () => c.premiumServices.list('vendor'), 'Failed to load paid services'],
    ['services.updateStatus', () => c.services.updateStatus(1, 'A'), 'Failed to update service status'],
  ])('failure without server message: %s -> spec fallback', async (_n, run, message) => {
    srv.respond(() => ({ status: 500, body: { success: false } }));
    expect((await fail(run())).message).toBe(message);
  });
  it('failure with a server message: the server message wins (paid services save)', async () => {
    srv.respond(() => ({ status: 400, body: { success: false, message: 'Plan expired' } }));
    const e = await fail(
      c.premiumServices.create({
        serviceFor: 'vendor',
        subscriptionPlan: 'Gold',
        startDate: 'a',
        endDate: 'b',
      }),
    );
    expect(e.message).toBe('Plan expired');
  });
  it('a caller fallback overrides the area default', async () => {
    srv.respond(() => ({ status: 500, body: '{}' }));
    expect((await fail(c.vendors.list({}, { fallbackMessage: 'Custom' }))).message).toBe('Custom');
  });
});

describe('paid services: a cleared transaction id', () => {
  const form = {
    serviceFor: 'vendor',
    vendorId: 4,
    subscriptionPlan: 'Gold',
    startDate: '2025-01-01',
    endDate: '2025-12-31',
  };
  it('is sent as null on update (so the server clears it) and left out on create', async () => {
    srv.respond(() => ({ body: { success: true, data: {} } }));
    await c.premiumServices.update(6, { ...form, transactionId: ' ' });
    await c.premiumServices.update(6, form);
    await c.premiumServices.create({ ...form, transactionId: '' });
    expect(srv.requests.map((r) => (r.json as Record<string, unknown>).transactionId)).toEqual([
      null,
      undefined,
      undefined,
    ]);
    expect(srv.requests.map((r) => 'transactionId' in (r.json as object))).toEqual([true, false, false]);
  });
});
