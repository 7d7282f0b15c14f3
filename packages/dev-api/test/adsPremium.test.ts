import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOf, png, start, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h.close();
});

const get = (path: string): Promise<any> => h.data(path);

const adForm = (o: Record<string, string>, image = true): FormData =>
  formOf(o, image ? { Image: png('ad.png') } : {});

describe('featured ads', () => {
  it('lists with page size 10 by default; pages and searches', async () => {
    const d = await get('/FeaturedAds/v1?Page=1');
    expect(d.pageSize).toBe(10);
    expect(d.items).toHaveLength(10);
    expect(d.totalCount).toBe(25);
    expect((await get('/FeaturedAds/v1?Page=3')).items).toHaveLength(5);
    for (const k of ['FeaturedAdId', 'VendorId', 'Position', 'StartDate', 'EndDate', 'Priority', 'ImageUrl'])
      expect(d.items[0]).toHaveProperty(k);
    const s = await get('/FeaturedAds/v1?PageSize=100&Search=service%20page');
    expect(s.totalCount).toBeGreaterThan(0);
    expect(
      s.items.every((x: any) => x.Position === 'Service Page' || /service page/i.test(x.VendorName ?? '')),
    ).toBe(true);
  });

  it('creates with an image, updates and deletes; validation is 400 and changes nothing', async () => {
    const before = (await get('/FeaturedAds/v1')).totalCount;
    for (const fields of <Record<string, string>[]>[
      { EndDate: '2027-01-01T00:00', Priority: '1' },
      { StartDate: '2026-01-01T00:00', EndDate: '2027-01-01T00:00', Priority: '0' },
      { StartDate: '2026-01-01T00:00', EndDate: '2027-01-01T00:00', Priority: 'high' },
      { StartDate: 'soon', EndDate: '2027-01-01T00:00', Priority: '1' },
      { StartDate: '2027-01-01T00:00', EndDate: '2026-01-01T00:00', Priority: '1' },
    ]) {
      const r = await h.form('POST', '/FeaturedAds/v1', adForm(fields));
      expect(r.status, JSON.stringify(fields)).toBe(400);
    }
    expect((await get('/FeaturedAds/v1')).totalCount).toBe(before);
    const c = await h.form(
      'POST',
      '/FeaturedAds/v1',
      adForm({
        FeaturedAdId: '0',
        StartDate: '2026-02-01T10:00',
        EndDate: '2027-02-01T10:00',
        Priority: '2',
      }),
    );
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    expect(c.body.message).toBe('Ad added');
    const ad = c.body.data;
    expect(ad).toMatchObject({ Priority: 2, Position: 'Homepage Banner' });
    expect((await fetch(ad.ImageUrl)).status).toBe(200);
    const u = await h.form(
      'PUT',
      `/FeaturedAds/v1/${ad.FeaturedAdId}`,
      adForm(
        {
          FeaturedAdId: String(ad.FeaturedAdId),
          StartDate: ad.StartDate,
          EndDate: ad.EndDate,
          Priority: '5',
        },
        false,
      ),
    );
    expect(u.status).toBe(200);
    expect(u.body.data).toMatchObject({ Priority: 5, ImageUrl: ad.ImageUrl });
    expect((await h.call('DELETE', `/FeaturedAds/v1/${ad.FeaturedAdId}`)).body.message).toBe('Ad deleted');
    expect((await h.call('DELETE', `/FeaturedAds/v1/${ad.FeaturedAdId}`)).status).toBe(404);
    expect((await fetch(ad.ImageUrl)).status).toBe(404);
  });
});

describe('premium services', () => {
  it('lists every vendor with its subscription fields; rows without one have id null', async () => {
    const d = await get('/PremiumServices/v1/GetAllwithPremiumServices/vendor?page=1&pageSize=100');
    expect(d.totalCount).toBe(300);
    const withSub = d.items.filter((x: any) => x.id !== null);
    const without = d.items.filter((x: any) => x.id === null);
    expect(withSub.length).toBe(60);
    expect(without.length).toBe(40);
    expect(withSub[0]).toMatchObject({ serviceFor: 'vendor' });
    for (const k of [
      'vendorName',
      'mobile',
      'subscriptionPlan',
      'startDate',
      'endDate',
      'amountPaid',
      'paymentMethod',
      'transactionId',
      'isActive',
    ])
      expect(withSub[0]).toHaveProperty(k);
    expect(without[0]).toMatchObject({ id: null, subscriptionPlan: null });
    const shops = await get('/PremiumServices/v1/GetAllwithPremiumServices/shop?pageSize=100');
    expect(shops.totalCount).toBe(80);
    expect(shops.items.filter((x: any) => x.id !== null)).toHaveLength(20);
    expect((await h.call('GET', '/PremiumServices/v1/GetAllwithPremiumServices/other')).status).toBe(400);
    const named = await get(
      `/PremiumServices/v1/GetAllwithPremiumServices/vendor?searchTerms=${encodeURIComponent(withSub[0].vendorName)}`,
    );
    expect(named.items.map((x: any) => x.vendorId)).toContain(withSub[0].vendorId);
    const plans = (
      await get(
        '/PremiumServices/v1/GetAllwithPremiumServices/vendor?pageSize=60&sortBy=subscriptionPlan&sortDescending=true',
      )
    ).items.map((x: any) => x.subscriptionPlan);
    expect(plans).toEqual([...plans].sort().reverse());
  });

  it('plans list; create, read, update, toggle, delete a subscription', async () => {
    const plans = await get('/PremiumServices/v1/subscriptions');
    expect(plans).toEqual(['Basic', 'Silver', 'Gold', 'Platinum']);
    const free = (await get('/PremiumServices/v1/GetAllwithPremiumServices/vendor?pageSize=300')).items.find(
      (x: any) => x.id === null,
    );
    const base = {
      serviceFor: 'vendor',
      vendorId: free.vendorId,
      subscriptionPlan: 'Gold',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      paymentMethod: 'UPI',
    };
    for (const bad of [
      { subscriptionPlan: '' },
      { startDate: undefined },
      { amountPaid: -1 },
      { subscriptionPlan: 'Diamond' },
      { endDate: '2025-01-01' },
    ]) {
      const r = await h.call('POST', '/PremiumServices/v1', { ...base, ...bad });
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
    expect(
      (await h.call('POST', '/PremiumServices/v1', { ...base, subscriptionPlan: '' })).body.message,
    ).toBe('Please fill all required fields.');
    const c = await h.call('POST', '/PremiumServices/v1', base);
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    expect(c.body.message).toBe('Paid service created successfully');
    expect(c.body.data).toMatchObject({
      vendorId: free.vendorId,
      subscriptionPlan: 'Gold',
      amountPaid: 0,
      isActive: true,
    });
    const pid = c.body.data.id;
    expect((await h.call('POST', '/PremiumServices/v1', base)).status).toBe(409);
    expect(await get(`/PremiumServices/v1/${pid}`)).toMatchObject({ id: pid, vendorName: free.vendorName });
    const u = await h.call('PUT', `/PremiumServices/v1/${pid}`, {
      ...base,
      subscriptionPlan: 'Platinum',
      amountPaid: 4999,
      transactionId: 'TXN1',
    });
    expect(u.status).toBe(200);
    expect(u.body.data).toMatchObject({
      subscriptionPlan: 'Platinum',
      amountPaid: 4999,
      transactionId: 'TXN1',
    });
    const t = await h.call('POST', `/PremiumServices/v1/${pid}/toggle-status`);
    expect(t.body.data.isActive).toBe(false);
    expect(t.body.message).toBe('Paid service status updated successfully');
    expect((await h.call('DELETE', `/PremiumServices/v1/${pid}`)).status).toBe(200);
    expect((await h.call('GET', `/PremiumServices/v1/${pid}`)).status).toBe(404);
    expect((await h.call('POST', '/PremiumServices/v1/999999/toggle-status')).status).toBe(404);
  });
});
