import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Db } from '../src/db/client';
import { MAX_PAGE_SIZE } from '../src/http/paging';
import { start, tempDir, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h.close();
});

describe('page size cap', () => {
  it('is 1000', () => {
    expect(MAX_PAGE_SIZE).toBe(1000);
  });

  it('a page size over the cap answers at most 1000 rows, says so in pageSize, and pages on with that size', async () => {
    const big = await h.data('/Referral/v1/all-referral-codes?pageSize=100000&sortBy=codeId');
    expect(big.totalCount).toBe(3000);
    expect(big.items).toHaveLength(1000);
    expect(big.pageSize).toBe(1000);
    const second = await h.data('/Referral/v1/all-referral-codes?page=2&pageSize=100000&sortBy=codeId');
    const second1000 = await h.data('/Referral/v1/all-referral-codes?page=2&pageSize=1000&sortBy=codeId');
    expect(second.items.map((c: any) => c.codeId)).toEqual(second1000.items.map((c: any) => c.codeId));
    expect(second.items[0].codeId).toBe(big.items[999].codeId + 1);
  });

  it('holds for every paged list', async () => {
    const lists = [
      '/Services/v1',
      '/Services/v1/root-level-active-only',
      '/Users/v1',
      '/Vendors/v1',
      '/VenderServices/v1',
      '/Shops/v1',
      '/ReviewRating/v1/pending-moderation',
      '/ReviewRating/v1/approved-reviews',
      '/ReviewRating/v1/rejected-reviews',
      '/ReviewRating/flagged',
      '/Referral/v1/all-referral-codes',
      '/PremiumServices/v1/GetAllwithPremiumServices/vendor',
    ];
    for (const path of lists) expect((await h.data(`${path}?pageSize=5000`)).pageSize, path).toBe(1000);
    for (const status of ['pending', 'approved', 'rejected'])
      expect((await h.data(`/redemptionrequest/v1/${status}?PageSize=5000`)).pageSize).toBe(1000);
    expect((await h.data('/FeaturedAds/v1?PageSize=5000')).pageSize).toBe(1000);
  });

  it("the spec's vendor-services-by-mobile list keeps its 99999 default", async () => {
    const vendor = (await h.data('/VenderServices/v1?pageSize=1')).items[0];
    expect((await h.data(`/VenderServices/v1/mobile/${vendor.vMobile}`)).pageSize).toBe(99999);
    expect((await h.data(`/VenderServices/v1/mobile/${vendor.vMobile}?pageSize=500000`)).pageSize).toBe(
      99999,
    );
  });
});

describe('search term', () => {
  it('is a 400 with a message when it holds a NUL character or more than 200 characters', async () => {
    for (const [path, message] of [
      ['/Vendors/v1?searchTerms=ab%00cd', 'searchTerms must not contain a NUL character'],
      ['/redemptionrequest/v1/pending?Search=%00', 'searchTerms must not contain a NUL character'],
      [`/Shops/v1?searchTerms=${'x'.repeat(201)}`, 'searchTerms must be at most 200 characters'],
    ]) {
      const r = await h.call('GET', path);
      expect(r.status, path).toBe(400);
      expect(r.body).toEqual({ success: false, code: 400, message, data: null });
    }
  });
});

describe('list cache', () => {
  it('is bounded by the bytes its answers hold, not by the number of lists or rows', async () => {
    const dir = tempDir();
    const budget = 1024 * 1024;
    const db = await Db.open(join(dir, 'cache.sqlite'), { listCacheBytes: budget });
    try {
      await db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
      // 60 rows of 100 KB each: far fewer rows than any row budget, far more bytes than this one
      await db.run(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 60) INSERT INTO t(id, v) SELECT i, printf('%.*c', 100000, 'x') FROM n`,
      );
      for (let page = 1; page <= 60; page++) {
        const got = await db.page({
          select: 'id, v',
          from: 'FROM t',
          paging: {
            page,
            pageSize: 1,
            offset: page - 1,
            search: '',
            orderBy: 'id',
            sortKey: 'id',
            desc: false,
          },
          key: 'id',
          map: (r) => ({ id: Number(r.id), length: String(r.v).length }),
        });
        expect(got.items).toEqual([{ id: page, length: 100000 }]);
        expect(db.listCacheSize().bytes).toBeLessThanOrEqual(budget);
      }
      expect(db.listCacheSize().bytes).toBeGreaterThan(budget / 2); // it still caches
    } finally {
      db.close();
    }
  });
});
