import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start, type Harness } from './helpers';

let h: Harness;
let vendor: any;
let services: number[];
beforeAll(async () => {
  h = await start();
  vendor = (await h.call('GET', '/Vendors/v1?pageSize=1&sortBy=id')).body.data.items[0];
  const leaves: number[] = [];
  const walk = (n: any): void =>
    n.subServices.length ? n.subServices.forEach(walk) : void leaves.push(n.id);
  (await h.call('GET', '/Services/v1?pageSize=100')).body.data.items.forEach(walk);
  services = leaves.slice(0, 4);
});
afterAll(async () => {
  await h.close();
});

const get = (path: string): Promise<any> => h.data(path);

describe('vendor services', () => {
  it('lists rows with the spec fields; pages, searches and sorts (incl. serviceRates)', async () => {
    const p = await get('/VenderServices/v1?page=1&pageSize=20');
    expect(p.totalCount).toBeGreaterThan(300);
    expect(p.items).toHaveLength(20);
    for (const k of [
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
    ]) {
      expect(p.items[0]).toHaveProperty(k);
    }
    const rates = (
      await get('/VenderServices/v1?pageSize=500&sortBy=serviceRates&sortDescending=true')
    ).items.map((x: any) => x.serviceRates);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    const s = await get('/VenderServices/v1?pageSize=500&searchTerms=ac%20SERVICE');
    expect(s.totalCount).toBeGreaterThan(0);
    expect(
      s.items.every(
        (x: any) => x.serviceName === 'AC Service' || x.venderName.toLowerCase().includes('ac service'),
      ),
    ).toBe(true);
  });

  it('bulk create links services with units and rates, and validates with the spec messages', async () => {
    const bad: [unknown, string][] = [
      [
        { services: [{ servicesId: services[0], serviceUnits: 'piece', serviceRates: 10 }] },
        'Mobile number is required',
      ],
      [{ vMobile: vendor.mobileNo, services: [] }, 'Please select at least one service'],
      [
        {
          vMobile: vendor.mobileNo,
          services: [{ servicesId: services[0], serviceUnits: 'piece', serviceRates: 0 }],
        },
        'Please provide valid rates and units for all selected services',
      ],
      [
        {
          vMobile: vendor.mobileNo,
          services: [{ servicesId: services[0], serviceUnits: 'bucket', serviceRates: 5 }],
        },
        'Please provide valid rates and units for all selected services',
      ],
    ];
    const before = (await get(`/VenderServices/v1/mobile/${vendor.mobileNo}`)).items;
    for (const [body, message] of bad) {
      const r = await h.call('POST', '/VenderServices/v1/bulk', body);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
    }
    expect((await get(`/VenderServices/v1/mobile/${vendor.mobileNo}`)).items).toEqual(before);
    const r = await h.call('POST', '/VenderServices/v1/bulk', {
      vMobile: vendor.mobileNo,
      services: [
        { servicesId: services[0], serviceUnits: 'hour', serviceRates: 350 },
        { servicesId: services[1], serviceUnits: 'Sqfeet', serviceRates: 12.5 },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.message).toBe('Services linked successfully');
    const rows = (await get(`/VenderServices/v1/mobile/${vendor.mobileNo}`)).items;
    expect(rows.find((x: any) => x.servicesId === services[0])).toMatchObject({
      serviceUnits: 'hour',
      serviceRates: 350,
    });
    expect(rows.find((x: any) => x.servicesId === services[1])).toMatchObject({
      serviceUnits: 'Sqfeet',
      serviceRates: 12.5,
    });
    expect(
      (
        await h.call('POST', '/VenderServices/v1/bulk', {
          vMobile: '9999999998',
          services: [{ servicesId: services[0], serviceUnits: 'hour', serviceRates: 1 }],
        })
      ).status,
    ).toBe(404);
  });

  it('bulk put replaces the vendor links', async () => {
    const current = (await get(`/VenderServices/v1/mobile/${vendor.mobileNo}`)).items;
    const keep = current.find((x: any) => x.servicesId === services[0]);
    const r = await h.call('PUT', `/VenderServices/v1/bulk/${vendor.mobileNo}`, [
      { id: keep.id, servicesId: services[0], serviceUnits: 'day', serviceRates: 900 },
      { id: 0, servicesId: services[2], serviceUnits: 'piece', serviceRates: 40 },
    ]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const after = (await get(`/VenderServices/v1/mobile/${vendor.mobileNo}`)).items;
    expect(after.map((x: any) => x.servicesId).sort()).toEqual([services[0], services[2]].sort());
    expect(after.find((x: any) => x.servicesId === services[0])).toMatchObject({
      id: keep.id,
      serviceUnits: 'day',
      serviceRates: 900,
    });
    const foreign = (await get('/VenderServices/v1?pageSize=1&sortBy=id&sortDescending=true')).items[0];
    const bad = await h.call('PUT', `/VenderServices/v1/bulk/${vendor.mobileNo}`, [
      { id: foreign.id, servicesId: services[3], serviceUnits: 'day', serviceRates: 1 },
    ]);
    expect(foreign.vMobile === vendor.mobileNo ? 200 : 404).toBe(bad.status);
    expect((await get(`/VenderServices/v1/mobile/${vendor.mobileNo}`)).items).toHaveLength(
      foreign.vMobile === vendor.mobileNo ? 1 : 2,
    );
  });

  it('get, toggle-active and delete one row; unknown ids are 404', async () => {
    const row = (await get(`/VenderServices/v1/mobile/${vendor.mobileNo}`)).items[0];
    expect(await get(`/VenderServices/v1/${row.id}`)).toMatchObject({ id: row.id, vMobile: vendor.mobileNo });
    expect((await h.call('PUT', `/VenderServices/v1/toggle-active/${row.id}`)).status).toBe(200);
    expect((await get(`/VenderServices/v1/${row.id}`)).isActive).toBe(!row.isActive);
    expect((await h.call('DELETE', `/VenderServices/v1/${row.id}`)).status).toBe(200);
    expect((await h.call('GET', `/VenderServices/v1/${row.id}`)).status).toBe(404);
    expect((await h.call('DELETE', `/VenderServices/v1/${row.id}`)).status).toBe(404);
    expect((await h.call('PUT', '/VenderServices/v1/toggle-active/999999')).status).toBe(404);
  });

  it('vendor-with-main-service returns the vendor detail: vendorId the vendor, id its main vendor-service row', async () => {
    const vendors = (await get('/Vendors/v1?pageSize=50&sortBy=id')).items.filter((x: any) => x.mainService);
    let checked = 0;
    for (const v of vendors.slice(-5)) {
      const links = (await get(`/VenderServices/v1/mobile/${v.mobileNo}`)).items;
      const main = links.find((l: any) => l.servicesId === v.mainService);
      const d = await get(`/VenderServices/v1/vendor-with-main-service/${v.id}`);
      expect(d).toMatchObject({
        id: main ? main.id : null,
        vendorId: v.id,
        venderName: v.name,
        vMobile: v.mobileNo,
        servicesId: v.mainService,
      });
      if (main) checked++;
    }
    expect(checked).toBeGreaterThan(0);
    expect((await h.call('GET', '/VenderServices/v1/vendor-with-main-service/999999')).status).toBe(404);
  });
});
