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

const vendorForm = (o: Record<string, string>, image = true): FormData =>
  formOf(o, image ? { image: png('me.png') } : {});

describe('vendors', () => {
  it('lists a few hundred seeded vendors, paged, with the list fields', async () => {
    const p = await get('/Vendors/v1?page=2&pageSize=25');
    expect(p.totalCount).toBe(300);
    expect(p.items).toHaveLength(25);
    expect(p.page).toBe(2);
    const v = p.items[0];
    expect(Object.keys(v).sort()).toEqual([
      'email',
      'gender',
      'id',
      'imageUrl',
      'isActive',
      'mainService',
      'mobileNo',
      'name',
      'yearOfBirth',
      'yearOfExperience',
    ]);
    expect(v.mobileNo).toMatch(/^\d{10}$/);
  });

  /** Service id -> name, over the whole tree (a vendor's mainService is a service id). */
  const serviceNames = async (): Promise<Map<number, string>> => {
    const names = new Map<number, string>();
    const walk = (nodes: any[]): void => nodes.forEach((n) => (names.set(n.id, n.name), walk(n.subServices)));
    walk((await get('/Services/v1?pageSize=100')).items);
    return names;
  };

  it('sorts by every spec sort key, both directions', async () => {
    const services = await serviceNames();
    const keys: [string, (x: any) => unknown][] = [
      ['vendorname', (x) => x.name.toLowerCase()],
      ['mobileno', (x) => x.mobileNo],
      ['service', (x) => (services.get(x.mainService) ?? '').toLowerCase()],
      ['gender', (x) => x.gender],
      ['yearOfBirth', (x) => x.yearOfBirth],
      ['yearOfExperience', (x) => x.yearOfExperience],
    ];
    for (const [key, pick] of keys) {
      for (const desc of [false, true]) {
        const items = (await get(`/Vendors/v1?pageSize=300&sortBy=${key}&sortDescending=${desc}`)).items.map(
          pick,
        );
        const sorted = [...items].sort((a: any, b: any) => (a < b ? -1 : a > b ? 1 : 0));
        if (desc) sorted.reverse();
        expect(items, `${key} desc=${desc}`).toEqual(sorted);
      }
    }
  });

  it('searches name and mobile case-insensitively', async () => {
    const some = (await get('/Vendors/v1?pageSize=1')).items[0];
    const byName = await get(
      `/Vendors/v1?pageSize=300&searchTerms=${encodeURIComponent(some.name.toUpperCase())}`,
    );
    expect(byName.items.some((x: any) => x.id === some.id)).toBe(true);
    const services = await serviceNames();
    const term = some.name.toLowerCase();
    expect(
      byName.items.every(
        (x: any) =>
          JSON.stringify(x).toLowerCase().includes(term) ||
          (services.get(x.mainService) ?? '').toLowerCase().includes(term),
      ),
    ).toBe(true);
    const byMobile = await get(`/Vendors/v1?searchTerms=${some.mobileNo.slice(2, 9)}`);
    expect(byMobile.items.map((x: any) => x.id)).toContain(some.id);
  });

  it('combined create: vendor, main service link, image; detail uses the spec field names', async () => {
    const svc = (await get('/Services/v1?searchTerms=plumbing')).items[0];
    const fd = vendorForm({
      'usersDto.name': 'Test Vendor',
      'usersDto.email': 'test.vendor@example.com',
      'usersDto.mobileno': '9876500001',
      'usersDto.gender': 'm',
      'usersDto.yearOfBirth': '1990',
      'usersDto.yearOfExperience': '7',
      'usersDto.note': 'Brings own tools',
      'usersDto.currentAddress': '12 MG Road, Pune',
      'venderServiceDto.VMobile': '9876500001',
      'venderServiceDto.servicesId': String(svc.id),
      serviceUnits: 'piece',
      serviceRates: '0',
    });
    const r = await h.form('POST', '/VenderServices/v1/combined-vender-service-create', fd);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.message).toBe('Vendor created successfully');
    const id = r.body.data.id;
    const d = await get(`/vendors/v1/${id}`);
    expect(d).toMatchObject({
      id,
      vendorId: id,
      venderName: 'Test Vendor',
      venderEmail: 'test.vendor@example.com',
      vMobile: '9876500001',
      venderGender: 'm',
      venderAge: new Date().getFullYear() - 1990,
      yearOfExperience: 7,
      servicesId: svc.id,
      currentAddress: '12 MG Road, Pune',
      note: 'Brings own tools',
    });
    expect(d).toHaveProperty('loginId');
    const img = await fetch(d.venderProfileImage);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    const links = await get('/VenderServices/v1/mobile/9876500001');
    expect(links.items).toHaveLength(1);
    expect(links.items[0]).toMatchObject({
      servicesId: svc.id,
      serviceUnits: 'piece',
      serviceRates: 0,
      vMobile: '9876500001',
    });
    const dup = await h.form('POST', '/VenderServices/v1/combined-vender-service-create', fd);
    expect(dup.status).toBe(409);
  });

  it('combined create rejects missing fields, bad mobile and non-images with 400 and creates nothing', async () => {
    const before = (await get('/Vendors/v1?pageSize=1')).totalCount;
    const cases: [Record<string, string>, boolean][] = [
      [
        {
          'usersDto.mobileno': '9876500002',
          'usersDto.gender': 'f',
          'usersDto.yearOfBirth': '1990',
          'venderServiceDto.servicesId': '1',
        },
        false,
      ],
      [
        {
          'usersDto.name': 'X',
          'usersDto.mobileno': '98765',
          'usersDto.gender': 'f',
          'usersDto.yearOfBirth': '1990',
          'venderServiceDto.servicesId': '1',
        },
        false,
      ],
      [
        {
          'usersDto.name': 'X',
          'usersDto.mobileno': '9876500002',
          'usersDto.gender': 'q',
          'usersDto.yearOfBirth': '1990',
          'venderServiceDto.servicesId': '1',
        },
        false,
      ],
      [
        {
          'usersDto.name': 'X',
          'usersDto.mobileno': '9876500002',
          'usersDto.gender': 'f',
          'usersDto.yearOfBirth': '1990',
          'usersDto.yearOfExperience': '-1',
          'venderServiceDto.servicesId': '1',
        },
        false,
      ],
    ];
    for (const [fields] of cases) {
      const r = await h.form(
        'POST',
        '/VenderServices/v1/combined-vender-service-create',
        vendorForm(fields, false),
      );
      expect(r.status, JSON.stringify(fields)).toBe(400);
      expect(r.body.success).toBe(false);
    }
    const text = vendorForm(
      {
        'usersDto.name': 'X',
        'usersDto.mobileno': '9876500002',
        'usersDto.gender': 'f',
        'usersDto.yearOfBirth': '1990',
        'venderServiceDto.servicesId': '1',
      },
      false,
    );
    text.append('image', new File(['hello'], 'a.txt', { type: 'text/plain' }));
    const bad = await h.form('POST', '/VenderServices/v1/combined-vender-service-create', text);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/image/);
    const big = vendorForm(
      {
        'usersDto.name': 'X',
        'usersDto.mobileno': '9876500002',
        'usersDto.gender': 'f',
        'usersDto.yearOfBirth': '1990',
        'venderServiceDto.servicesId': '1',
      },
      false,
    );
    const huge = new Uint8Array(5 * 1024 * 1024 + 10);
    huge.set([0x89, 0x50, 0x4e, 0x47]);
    big.append('image', new File([huge], 'big.png', { type: 'image/png' }));
    const tooBig = await h.form('POST', '/VenderServices/v1/combined-vender-service-create', big);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toMatch(/5 MB/);
    expect((await get('/Vendors/v1?pageSize=1')).totalCount).toBe(before);
  });

  it('combined update changes the vendor and its main service', async () => {
    const v = (await get('/Vendors/v1?searchTerms=9876500001')).items[0];
    const main = await get(`/VenderServices/v1/vendor-with-main-service/${v.id}`);
    expect(main.id).toBeGreaterThan(0); // the main vendor-service row
    const other = (await get('/Services/v1?searchTerms=electrical')).items[0];
    const fd = vendorForm(
      {
        'usersDto.vendorId': String(v.id),
        'usersDto.name': 'Renamed Vendor',
        'usersDto.yearOfExperience': '9',
        'venderServiceDto.id': String(main.id),
        'venderServiceDto.servicesId': String(other.id),
      },
      false,
    );
    const r = await h.form('POST', '/VenderServices/v1/combined-vender-service-update', fd);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = await get(`/vendors/v1/${v.id}`);
    expect(d).toMatchObject({ venderName: 'Renamed Vendor', yearOfExperience: 9, servicesId: other.id });
    const missing = await h.form(
      'POST',
      '/VenderServices/v1/combined-vender-service-update',
      vendorForm({ 'usersDto.vendorId': '999999', 'usersDto.name': 'X' }, false),
    );
    expect(missing.status).toBe(404);
  });

  it('toggle-active flips isActive; delete removes; unknown ids are 404', async () => {
    const v = (await get('/Vendors/v1?searchTerms=9876500001')).items[0];
    const t = await h.call('PUT', `/vendors/v1/toggle-active/${v.id}`);
    expect(t.status).toBe(200);
    expect((await get(`/Vendors/v1?searchTerms=9876500001`)).items[0].isActive).toBe(!v.isActive);
    expect((await h.call('PUT', '/vendors/v1/toggle-active/999999')).status).toBe(404);
    expect((await h.call('GET', '/vendors/v1/999999')).status).toBe(404);
    expect((await h.call('GET', '/vendors/v1/abc')).status).toBe(400);
    expect((await h.call('DELETE', `/vendors/v1/${v.id}`)).status).toBe(200);
    expect((await h.call('GET', `/vendors/v1/${v.id}`)).status).toBe(404);
    expect((await h.call('GET', '/VenderServices/v1/mobile/9876500001')).status).toBe(404);
  });

  it('vendor-profile creates and updates with form data', async () => {
    const c = await h.form(
      'POST',
      '/vendors/v1/vendor-profile',
      vendorForm({ name: 'Profile Vendor', mobileno: '9876500003', gender: 'f', age: '30' }),
    );
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    expect(c.body.data).toMatchObject({ venderName: 'Profile Vendor', venderAge: 30 });
    const u = await h.form(
      'POST',
      '/vendors/v1/vendor-profile',
      vendorForm({ vendorId: String(c.body.data.id), note: 'Updated note' }, false),
    );
    expect(u.status).toBe(200);
    expect((await get(`/vendors/v1/${c.body.data.id}`)).note).toBe('Updated note');
  });
});

describe('users', () => {
  it('creates a user, finds it by mobile, and creates its login', async () => {
    const c = await h.call('POST', '/Users/v1', {
      name: 'Client One',
      mobileno: '9123400001',
      role: 'C',
      email: 'c1@example.com',
    });
    expect(c.status).toBe(201);
    expect(c.body.data).toMatchObject({ name: 'Client One', mobileno: '9123400001', role: 'C' });
    expect((await get('/Users/v1/mobile/9123400001')).name).toBe('Client One');
    expect((await get('/Users/v1/all-mobile/9123400001')).items).toHaveLength(1);
    expect(
      (await h.call('POST', '/Users/v1', { name: 'Again', mobileno: '9123400001', role: 'C' })).status,
    ).toBe(409);
    const l = await h.call('POST', '/Users/v1/create-user-login', {
      mobileno: '9123400001',
      password: 'secret-pass',
    });
    expect(l.status).toBe(201);
    expect(l.body.data.loginId).toBeTruthy();
    expect(JSON.stringify(l.body)).not.toContain('secret-pass');
    expect(
      (
        await h.call('POST', '/Users/v1/create-user-login', {
          mobileno: '9123400001',
          password: 'secret-pass',
        })
      ).status,
    ).toBe(409);
    expect(
      (await h.call('POST', '/Users/v1/create-user-login', { mobileno: '9123400001', password: 'short' }))
        .status,
    ).toBe(400);
  });

  it('rejects bad users with 400 and unknown mobiles with 404', async () => {
    for (const body of [
      { mobileno: '9123400002' },
      { name: 'X', mobileno: '12' },
      { name: 'X', mobileno: '9123400002', role: 'Z' },
      { name: 'X', mobileno: '9123400002', email: 'nope' },
    ]) {
      expect((await h.call('POST', '/Users/v1', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await h.call('GET', '/Users/v1/mobile/9123400002')).status).toBe(404);
    expect((await h.call('GET', '/Users/v1/mobile/12')).status).toBe(400);
  });

  it('lists, pages and searches users; search-by-mobile finds vendors by part of the number', async () => {
    const all = await get('/Users/v1?pageSize=10&sortBy=mobileno');
    expect(all.totalCount).toBeGreaterThan(500);
    const mobiles = all.items.map((x: any) => x.mobileno);
    expect(mobiles).toEqual([...mobiles].sort());
    const vendor = (await get('/Vendors/v1?pageSize=1')).items[0];
    const found = await get(`/Users/v1/search-by-mobile?mobile=${vendor.mobileNo.slice(0, 7)}&role=V`);
    expect(found.items.map((x: any) => x.id)).toContain(vendor.id);
    expect(
      found.items.every((x: any) => x.role === 'V' && x.mobileno.includes(vendor.mobileNo.slice(0, 7))),
    ).toBe(true);
    expect((await h.call('GET', '/Users/v1/search-by-mobile')).status).toBe(400);
  });
});
