import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, memorySessionStore, toPage } from '../src/index';
import { startRecordingServer, type RecordingServer } from './recording-server';

let srv: RecordingServer;
beforeAll(async () => void (srv = await startRecordingServer()));
afterAll(async () => srv.close());
beforeEach(() => srv.reset());

const client = () =>
  createClient({
    authBaseUrl: srv.authUrl,
    apiBaseUrl: srv.apiUrl,
    session: memorySessionStore({ authToken: 't' }),
    retry: { retries: 0 },
  });
const reply = (body: unknown) => srv.respond(() => ({ status: 200, body: body as object }));
const rows = (n: number, from = 1) => Array.from({ length: n }, (_, i) => ({ id: from + i }));

describe('lists normalise to one Page', () => {
  const cases: Array<
    [string, unknown, { items: unknown[]; totalCount: number; page: number; pageSize: number }]
  > = [
    [
      'data {items, totalCount}',
      { success: true, data: { items: rows(2), totalCount: 42, page: 2, pageSize: 2 } },
      { items: rows(2), totalCount: 42, page: 2, pageSize: 2 },
    ],
    [
      'Data {items, totalCount}',
      { success: true, Data: { items: rows(1), totalCount: 9 } },
      { items: rows(1), totalCount: 9, page: 2, pageSize: 5 },
    ],
    [
      'data.data.items',
      { success: true, data: { data: { items: rows(3) }, totalCount: 30 } },
      { items: rows(3), totalCount: 30, page: 2, pageSize: 5 },
    ],
    [
      'data as an array',
      { success: true, data: rows(3) },
      { items: rows(3), totalCount: 3, page: 2, pageSize: 5 },
    ],
    [
      'data array with totalCount beside it',
      { success: true, data: rows(2), totalCount: 12 },
      { items: rows(2), totalCount: 12, page: 2, pageSize: 5 },
    ],
    ['a bare array', rows(4), { items: rows(4), totalCount: 4, page: 2, pageSize: 5 }],
    [
      'top-level items and totalCount',
      { items: rows(2), totalCount: 7 },
      { items: rows(2), totalCount: 7, page: 2, pageSize: 5 },
    ],
    [
      'Items/TotalCount',
      { success: true, data: { Items: rows(1), TotalCount: '11' } },
      { items: rows(1), totalCount: 11, page: 2, pageSize: 5 },
    ],
    ['missing data', { success: true, message: 'none' }, { items: [], totalCount: 0, page: 2, pageSize: 10 }],
  ];
  it.each(cases)('%s', async (_label, body, expected) => {
    reply(body);
    expect(await client().vendors.list({ page: 2, pageSize: 5 })).toEqual(expected);
  });

  it('redemptions read data.items and totalCount', async () => {
    reply({ success: true, data: { items: [{ redeemRequestId: 1 }], totalCount: 31 } });
    expect(await client().redemptions.list('Approved', { page: 3 })).toEqual({
      items: [{ redeemRequestId: 1 }],
      totalCount: 31,
      page: 3,
      pageSize: 10,
    });
  });

  it('reviews read data.items or data', async () => {
    reply({ success: true, data: [{ reviewID: 1 }, { reviewID: 2 }] });
    expect((await client().reviews.list('pending')).items).toHaveLength(2);
    reply({ success: true, data: { items: [{ reviewID: 3 }] } });
    expect((await client().reviews.list('approved')).items).toEqual([{ reviewID: 3 }]);
  });

  it('toPage leaves unknown shapes empty', () => {
    expect(toPage('nope', { page: 4 })).toEqual({ items: [], totalCount: 0, page: 4, pageSize: 10 });
  });
});

describe('area-specific normalisation', () => {
  it('premium services: an array is searched and paged on the client', async () => {
    const all = Array.from({ length: 23 }, (_, i) => ({
      id: 23 - i,
      serviceFor: 'vendor',
      vendorName: i % 2 ? `Asha ${i}` : `Ravi ${i}`,
    }));
    reply({ success: true, data: all });
    const p = await client().premiumServices.list('vendor', { page: 2, pageSize: 10 });
    expect(p.totalCount).toBe(23);
    expect(p.items.map((x) => x.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    const s = await client().premiumServices.list('vendor', { searchTerms: 'asha', sortDescending: true });
    expect(s.totalCount).toBe(11);
    expect(s.items[0].vendorName?.startsWith('Asha')).toBe(true);
    expect(s.items[0].id).toBe(22);
  });
  it('premium services: items+totalCount is taken as the server sent it', async () => {
    reply({ success: true, data: { items: [{ id: 1 }], totalCount: 40 } });
    expect(await client().premiumServices.list('shop', { page: 4 })).toEqual({
      items: [{ id: 1 }],
      totalCount: 40,
      page: 4,
      pageSize: 10,
    });
  });
  it('shops: shopImages split on semicolons, shopCategory text or object, phones as a list', async () => {
    reply({
      success: true,
      data: {
        items: [
          {
            shopId: 1,
            shopName: 'A',
            shopCategory: { category: 'Bakery' },
            shopImages: '/a.png; /b.png;',
            shopPhones: ['1'],
            isActive: 'true',
          },
          {
            shopId: 2,
            shopName: 'B',
            shopCategory: 'Florist',
            shopImages: null,
            shopPhones: null,
            isVerified: true,
          },
        ],
        totalCount: 2,
      },
    });
    const p = await client().shops.list();
    expect(p.items.map((s) => [s.shopCategory, s.shopImages, s.shopPhones, s.isActive])).toEqual([
      ['Bakery', ['/a.png', '/b.png'], ['1'], true],
      ['Florist', [], [], undefined],
    ]);
    reply({
      success: true,
      data: { shopId: 3, shopName: 'C', shopCategory: { shopCategoryName: 'Salon' }, shopImages: '/c.png' },
    });
    expect(await client().shops.get(3)).toMatchObject({
      shopId: 3,
      shopCategory: 'Salon',
      shopImages: ['/c.png'],
    });
  });
  it('shop categories: data.items or data, then filtered, sorted and paged on the client', async () => {
    const cats = [
      { shopCategoryId: 1, shopCategoryName: 'Salon', isActive: true, ord: 3 },
      { shopCategoryId: 2, shopCategoryName: 'bakery', isActive: 'false', ord: '1' },
      { shopCategoryId: 3, shopCategoryName: 'Florist', isActive: true, ord: 2 },
    ];
    reply({ success: true, data: cats });
    expect(
      (await client().shopCategories.list()).map((c) => [c.shopCategoryName, c.isActive, c.ord]),
    ).toEqual([
      ['Salon', true, 3],
      ['bakery', false, 1],
      ['Florist', true, 2],
    ]);
    reply({ success: true, data: { items: cats } });
    expect((await client().shopCategories.listPage()).items.map((c) => c.shopCategoryId)).toEqual([2, 3, 1]);
    expect(
      (await client().shopCategories.listPage({ sortBy: 'ord', sortDescending: true })).items.map(
        (c) => c.ord,
      ),
    ).toEqual([3, 2, 1]);
    expect(await client().shopCategories.listPage({ searchTerms: 'LOR', pageSize: 1 })).toMatchObject({
      totalCount: 1,
      items: [{ shopCategoryId: 3 }],
    });
    expect(
      (await client().shopCategories.listPage({ page: 2, pageSize: 2 })).items.map((c) => c.shopCategoryId),
    ).toEqual([1]);
  });
  it('referral configs and token mappings: data array or items', async () => {
    reply({ success: true, data: [{ configId: 1 }] });
    expect(await client().referrals.configs.list()).toEqual([{ configId: 1 }]);
    reply({ success: true, data: { items: [{ mappingId: 2 }] } });
    expect(await client().referrals.tokenMappings.list()).toEqual([{ mappingId: 2 }]);
  });
  it('subscription plans are a list of names', async () => {
    reply({ success: true, data: ['Basic', 'Gold'] });
    expect(await client().premiumServices.plans()).toEqual(['Basic', 'Gold']);
  });
});

describe('auto-paging iterators', () => {
  it('referral codes: follows every page with the page size given', async () => {
    const all = rows(23);
    srv.respond((r) => {
      const page = Number(r.query.get('page'));
      const size = Number(r.query.get('pageSize'));
      return {
        body: {
          success: true,
          data: { items: all.slice((page - 1) * size, page * size), totalCount: all.length },
        },
      };
    });
    const seen: unknown[] = [];
    for await (const code of client().referrals.codes.iterate({ searchTerms: ' x ', pageSize: 10 }))
      seen.push(code);
    expect(seen).toEqual(all);
    expect(
      srv.requests.map((r) => [r.query.get('page'), r.query.get('pageSize'), r.query.get('searchTerms')]),
    ).toEqual([
      ['1', '10', 'x'],
      ['2', '10', 'x'],
      ['3', '10', 'x'],
    ]);
  });
  it('stops on an exact multiple without an extra request, and on an empty first page', async () => {
    srv.respond((r) => ({
      body: {
        success: true,
        data: { items: rows(5, (Number(r.query.get('page')) - 1) * 5 + 1), totalCount: 10 },
      },
    }));
    const pages = [];
    for await (const p of client().vendors.pages({ pageSize: 5 })) pages.push(p.page);
    expect(pages).toEqual([1, 2]);
    srv.reset();
    reply({ success: true, data: { items: [], totalCount: 0 } });
    const none = [];
    for await (const v of client().vendors.iterate()) none.push(v);
    expect([none.length, srv.requests.length]).toEqual([0, 1]);
  });
  it('redemptions iterate by status with the spec query names', async () => {
    srv.respond((r) => ({
      body: {
        success: true,
        data: { items: Number(r.query.get('Page')) <= 2 ? rows(2) : [], totalCount: 4 },
      },
    }));
    const seen = [];
    for await (const x of client().redemptions.iterate({ status: 'Pending', pageSize: 2 })) seen.push(x);
    expect(seen).toHaveLength(4);
    expect(
      srv.requests.map((r) => [r.path, r.query.get('Page'), r.query.get('PageSize'), r.query.get('Status')]),
    ).toEqual([
      ['/redemptionrequest/v1/pending', '1', '2', 'Pending'],
      ['/redemptionrequest/v1/pending', '2', '2', 'Pending'],
    ]);
  });
  it('all() gathers every page of a list into one array (a review tab by status)', async () => {
    const every = rows(5);
    srv.respond((r) => {
      const page = Number(r.query.get('page'));
      return {
        body: {
          success: true,
          data: { items: every.slice((page - 1) * 2, page * 2), totalCount: every.length },
        },
      };
    });
    expect(await client().reviews.all({ status: 'pending', pageSize: 2 })).toEqual(every);
    expect(srv.requests.map((r) => [r.path, r.query.get('page')])).toEqual([
      ['/ReviewRating/v1/pending-moderation', '1'],
      ['/ReviewRating/v1/pending-moderation', '2'],
      ['/ReviewRating/v1/pending-moderation', '3'],
    ]);
  });
  it('flagged reviews iterate with onlyUnresolved kept on every page', async () => {
    srv.respond((r) => ({
      body: {
        success: true,
        data: { items: Number(r.query.get('page')) === 1 ? rows(3) : rows(1, 4), totalCount: 4 },
      },
    }));
    const seen = [];
    for await (const f of client().reviews.iterateFlagged({ onlyUnresolved: false, pageSize: 3 }))
      seen.push(f);
    expect(seen).toEqual(rows(4));
    expect(srv.requests.map((r) => [r.query.get('page'), r.query.get('onlyUnresolved')])).toEqual([
      ['1', 'false'],
      ['2', 'false'],
    ]);
  });
  it('a server that ignores paging does not loop forever', async () => {
    reply({ success: true, data: rows(30) });
    const seen = [];
    for await (const x of client().shops.iterate({ pageSize: 10 })) seen.push(x);
    expect([seen.length, srv.requests.length]).toEqual([30, 1]);
  });
});
