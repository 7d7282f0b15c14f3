import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png, start, tempDir, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h.close();
});

describe('restart', () => {
  it('keeps writes of every kind and serves uploads from the new address', async () => {
    const fd = new FormData();
    fd.append('shopName', 'Persistent Pharmacy');
    fd.append('shopCategory', 'Pharmacy');
    fd.append('shopAddress', '1 Main Road, Pune');
    fd.append('shopPhones[0]', '9822000000');
    fd.append('shopImages', png());
    const shop = (await h.form('POST', '/Shops/v1', fd)).body.data;
    const pending = (await h.call('GET', '/redemptionrequest/v1/pending?PageSize=1')).body.data.items[0];
    expect(
      (
        await h.call('POST', '/Redemption/v1/redeem', {
          RedeemRequestId: pending.redeemRequestId,
          Status: 'Approved',
          RedemptionDetails: 'Paid',
        })
      ).status,
    ).toBe(200);
    const review = (await h.call('GET', '/ReviewRating/v1/pending-moderation?pageSize=1')).body.data.items[0];
    expect(
      (
        await h.call('POST', '/ReviewRating/v1/moderate-review', {
          reviewId: review.reviewID,
          ModeratedStatus: 'R',
          moderatorNotes: 'spam',
        })
      ).status,
    ).toBe(200);
    const counts = async (): Promise<number[]> =>
      Promise.all(
        [
          '/Vendors/v1',
          '/Shops/v1',
          '/Referral/v1/all-referral-codes',
          '/redemptionrequest/v1/approved',
          '/ReviewRating/v1/rejected-reviews',
        ].map(async (p) => (await h.call('GET', p)).body.data.totalCount),
      );
    const before = await counts();
    const oldUrl = h.api.apiUrl;
    await h.restart();
    expect(h.api.apiUrl).not.toBe(oldUrl);
    expect(await counts()).toEqual(before);
    const again = (await h.call('GET', `/Shops/v1/${shop.shopId}`)).body.data;
    expect(again.shopName).toBe('Persistent Pharmacy');
    expect(again.shopImages.startsWith(h.api.apiUrl)).toBe(true);
    expect((await fetch(again.shopImages)).status).toBe(200);
    const rejected = (await h.call('GET', '/ReviewRating/v1/rejected-reviews?pageSize=1000')).body.data.items;
    expect(rejected.find((x: any) => x.reviewID === review.reviewID).moderatorNotes).toBe('spam');
    expect(
      (
        await h.call('POST', '/Redemption/v1/redeem', {
          RedeemRequestId: pending.redeemRequestId,
          Status: 'Rejected',
          RedemptionDetails: 'x',
        })
      ).status,
    ).toBe(409);
  });

  it('seeds deterministically: two fresh databases hold the same data', async () => {
    const other = await start({}, tempDir()); // seeded here, not copied
    try {
      for (const p of [
        '/Vendors/v1?pageSize=50&sortBy=id',
        '/Referral/v1/all-referral-codes?pageSize=50',
        '/redemptionrequest/v1/rejected?PageSize=50',
      ]) {
        const strip = (d: any) => JSON.stringify(d).replace(/http:\/\/127\.0\.0\.1:\d+/g, '');
        expect(strip((await other.call('GET', p)).body.data)).toBe(strip((await h.call('GET', p)).body.data));
      }
    } finally {
      await other.close();
    }
  });

  it('--reset starts over', async () => {
    const r = await h.call('DELETE', '/Shops/v1/1');
    expect([200, 404]).toContain(r.status);
    await h.restart({ reset: true });
    expect((await h.call('GET', '/Shops/v1/1')).status).toBe(200);
    expect((await h.call('GET', '/Shops/v1')).body.data.totalCount).toBe(80);
  });

  it('seed none gives an empty database with only the administrator', async () => {
    const empty = await start({ seed: 'none' });
    try {
      expect((await empty.call('GET', '/Vendors/v1')).body.data.totalCount).toBe(0);
      expect((await empty.call('GET', '/Services/v1')).body.data.totalCount).toBe(0);
    } finally {
      await empty.close();
    }
  });
});

describe('unverified sign-up on the auth host', () => {
  it('creates an unverified user; bad mobile is 400; duplicate is 409', async () => {
    const post = (body: unknown) =>
      fetch(`${h.api.authUrl}/v1/asignup-unverified/mobile`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const r = await post({ mobile: '9345600001', name: 'New Person' });
    expect(r.status).toBe(201);
    expect(((await r.json()) as any).data).toMatchObject({
      mobileno: '9345600001',
      name: 'New Person',
      role: 'C',
    });
    expect((await post({ mobile: '93456' })).status).toBe(400);
    expect((await post({ mobile: '9345600001' })).status).toBe(409);
    expect((await h.call('GET', '/Users/v1/mobile/9345600001')).body.data.name).toBe('New Person');
  });
});
