import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png, start, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h.close();
});

const get = (path: string): Promise<any> => h.data(path);

describe('shops', () => {
  it('lists seeded shops paged, sorted by shopName, searched; phones as a list, images ;-joined', async () => {
    const p = await get('/Shops/v1?page=1&pageSize=10&sortBy=shopName');
    expect(p.totalCount).toBe(80);
    const names = p.items.map((x: any) => x.shopName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const withImgs = (await get('/Shops/v1?pageSize=80')).items.find((x: any) => x.shopImages.includes(';'));
    expect(withImgs.shopImages.split(';').every((u: string) => u.startsWith(h.api.apiUrl))).toBe(true);
    expect(Array.isArray(p.items[0].shopPhones)).toBe(true);
    const s = await get('/Shops/v1?pageSize=80&searchTerms=PHARMA');
    expect(s.totalCount).toBeGreaterThan(0);
    expect(
      s.items.every((x: any) => /pharma/i.test(`${x.shopName} ${x.shopCategory} ${x.shopAddress}`)),
    ).toBe(true);
    // spec §7: the shop list takes page, pageSize, searchTerms and sortBy (no direction)
    expect((await h.call('GET', '/Shops/v1?sortBy=shopName&sortDescending=true')).status).toBe(400);
  });

  it('creates with JSON and reads it back; validation uses the spec messages and changes nothing', async () => {
    const before = (await get('/Shops/v1?pageSize=1')).totalCount;
    const bad: [Record<string, unknown>, string][] = [
      [{ shopCategory: 'Bakery', shopAddress: 'A', shopPhones: ['9876543210'] }, 'Shop Name is required'],
      [{ shopName: 'S', shopAddress: 'A', shopPhones: ['9876543210'] }, 'Shop Category is required'],
      [{ shopName: 'S', shopCategory: 'Bakery', shopPhones: ['9876543210'] }, 'Shop Address is required'],
      [
        { shopName: 'S', shopCategory: 'Bakery', shopAddress: 'A', shopPhones: [] },
        'At least one phone number is required',
      ],
    ];
    for (const [body, message] of bad) {
      const r = await h.call('POST', '/Shops/v1', body);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
    }
    expect(
      (
        await h.call('POST', '/Shops/v1', {
          shopName: 'S',
          shopCategory: 'Bakery',
          shopAddress: 'A',
          shopPhones: ['123'],
        })
      ).status,
    ).toBe(400);
    expect((await get('/Shops/v1?pageSize=1')).totalCount).toBe(before);
    const c = await h.call('POST', '/Shops/v1', {
      shopName: 'Fresh Crust Bakery',
      shopCategory: { category: 'Bakery' },
      shopAddress: '5 Park Street, Kolkata',
      shopPhones: ['9830012345', '9830012346'],
      shopWhatsappNo: '9830012345',
      isVerified: true,
    });
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    const got = await get(`/Shops/v1/${c.body.data.shopId}`);
    expect(got).toMatchObject({
      shopName: 'Fresh Crust Bakery',
      shopCategory: 'Bakery',
      shopPhones: ['9830012345', '9830012346'],
      isActive: true,
      isVerified: true,
      shopImages: '',
    });
  });

  it('creates and updates with multipart: indexed phones, image files, existingImages', async () => {
    const fd = new FormData();
    fd.append('shopName', 'Pixel Mobile Repair');
    fd.append('shopCategory', 'Mobile Repair');
    fd.append('shopAddress', 'Shop 4, Link Road, Andheri West, Mumbai');
    fd.append('shopPhones[0]', '9820011111');
    fd.append('shopPhones[1]', '9820022222');
    fd.append('isActive', 'true');
    fd.append('isVerified', 'false');
    fd.append('shopImages', png('1.png'));
    fd.append('shopImages', png('2.png'));
    const c = await h.form('POST', '/Shops/v1', fd);
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    const imgs = c.body.data.shopImages.split(';');
    expect(imgs).toHaveLength(2);
    expect((await fetch(imgs[0])).status).toBe(200);
    const up = new FormData();
    up.append('shopName', 'Pixel Mobile Care');
    up.append('shopPhones[0]', '9820033333');
    up.append('existingImages', imgs[1]);
    up.append('shopImages', png('3.png'));
    const u = await h.form('PUT', `/Shops/v1/${c.body.data.shopId}`, up);
    expect(u.status, JSON.stringify(u.body)).toBe(200);
    const got = await get(`/Shops/v1/${c.body.data.shopId}`);
    expect(got.shopName).toBe('Pixel Mobile Care');
    expect(got.shopPhones).toEqual(['9820033333']);
    const after = got.shopImages.split(';');
    expect(after).toHaveLength(2);
    expect(after[0]).toBe(imgs[1]);
    expect((await fetch(imgs[0])).status).toBe(404);
  });

  it("existingImages may name only the shop's own images: another shop's file is a 400 and stays", async () => {
    const make = async (name: string) => {
      const fd = new FormData();
      fd.append('shopName', name);
      fd.append('shopCategory', 'Bakery');
      fd.append('shopAddress', '1 Test Road');
      fd.append('shopPhones[0]', '9820044444');
      fd.append('shopImages', png(`${name}.png`));
      const r = await h.form('POST', '/Shops/v1', fd);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.data as { shopId: number; shopImages: string };
    };
    const victim = await make('Victim Bakes');
    const attacker = await make('Other Bakes');
    const steal = new FormData();
    steal.append('existingImages', `${attacker.shopImages};${victim.shopImages}`);
    const r = await h.form('PUT', `/Shops/v1/${attacker.shopId}`, steal);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 400 });
    expect(r.body.message).toBe(`existingImages: ${victim.shopImages} is not an image of this shop`);
    expect((await get(`/Shops/v1/${attacker.shopId}`)).shopImages).toBe(attacker.shopImages);
    // were it taken in, dropping it from the attacker's shop would delete the victim's file
    const dropAll = new FormData();
    dropAll.append('existingImages', '');
    expect((await h.form('PUT', `/Shops/v1/${attacker.shopId}`, dropAll)).status).toBe(200);
    expect((await fetch(victim.shopImages)).status).toBe(200);
    expect((await get(`/Shops/v1/${victim.shopId}`)).shopImages).toBe(victim.shopImages);
    // the same through the JSON body, and on create (a new shop owns no image yet)
    const json = await h.call('PUT', `/Shops/v1/${attacker.shopId}`, { existingImages: [victim.shopImages] });
    expect(json.status).toBe(400);
    const created = await h.call('POST', '/Shops/v1', {
      shopName: 'New',
      shopCategory: 'Bakery',
      shopAddress: 'A',
      shopPhones: ['9820055555'],
      existingImages: [victim.shopImages],
    });
    expect(created.status).toBe(400);
    expect((await fetch(victim.shopImages)).status).toBe(200);
  });

  it('deletes; unknown ids are 404', async () => {
    const s = (await get('/Shops/v1?pageSize=1&sortBy=id')).items[0];
    expect((await h.call('DELETE', `/Shops/v1/${s.shopId}`)).body.message).toBe('Shop deleted successfully');
    expect((await h.call('GET', `/Shops/v1/${s.shopId}`)).status).toBe(404);
    expect((await h.call('PUT', `/Shops/v1/${s.shopId}`, { shopName: 'x' })).status).toBe(404);
  });
});

describe('shop categories', () => {
  it('lists all categories in order with the spec fields', async () => {
    const d = await get('/Shops/v1/all-categories');
    expect(d.items.length).toBe(10);
    expect(Object.keys(d.items[0]).sort()).toEqual([
      'isActive',
      'ord',
      'shopCategoryIcon',
      'shopCategoryId',
      'shopCategoryName',
    ]);
    expect(d.items.map((x: any) => x.ord)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('creates (multipart with icon), updates and deletes by name', async () => {
    const fd = new FormData();
    fd.append('ShopCategoryName', 'Florist');
    fd.append('isActive', 'true');
    fd.append('ShopCategoryIcon', png('f.png'));
    const c = await h.form('POST', '/Shops/v1/category', fd);
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    expect(c.body.data).toMatchObject({ shopCategoryName: 'Florist', isActive: true, ord: 11 });
    expect((await fetch(c.body.data.shopCategoryIcon)).status).toBe(200);
    const dup = new FormData();
    dup.append('ShopCategoryName', 'FLORIST');
    expect((await h.form('POST', '/Shops/v1/category', dup)).status).toBe(409);
    const empty = new FormData();
    empty.append('ShopCategoryName', '');
    expect((await h.form('POST', '/Shops/v1/category', empty)).status).toBe(400);
    const up = new FormData();
    up.append('ShopCategoryName', 'Flowers & Gifts');
    up.append('isActive', 'false');
    up.append('ord', '3');
    const u = await h.form('PUT', '/Shops/v1/category/florist', up);
    expect(u.status, JSON.stringify(u.body)).toBe(200);
    const list = (await get('/Shops/v1/all-categories')).items;
    const updated = list.find((x: any) => x.shopCategoryName === 'Flowers & Gifts');
    expect(updated).toMatchObject({ isActive: false, ord: 3 });
    expect(updated.shopCategoryIcon).toBe(c.body.data.shopCategoryIcon); // no ShopCategoryIcon: the icon stays
    // ShopCategoryIcon sent empty: "no icon", the saved one is removed and no longer served
    const noIcon = new FormData();
    noIcon.append('ShopCategoryName', 'Flowers & Gifts');
    noIcon.append('ShopCategoryIcon', '');
    expect((await h.form('PUT', '/Shops/v1/category/Flowers%20%26%20Gifts', noIcon)).status).toBe(200);
    const removed = (await get('/Shops/v1/all-categories')).items.find(
      (x: any) => x.shopCategoryName === 'Flowers & Gifts',
    );
    expect(removed).toMatchObject({ isActive: false, ord: 3 });
    expect(removed.shopCategoryIcon ?? '').toBe('');
    expect((await fetch(c.body.data.shopCategoryIcon)).status).toBe(404);
    const badOrd = new FormData();
    badOrd.append('ord', '0');
    expect((await h.form('PUT', '/Shops/v1/category/Flowers%20%26%20Gifts', badOrd)).status).toBe(400);
    expect((await h.call('DELETE', '/Shops/v1/category/Flowers%20%26%20Gifts')).status).toBe(200);
    expect((await h.call('DELETE', '/Shops/v1/category/Flowers%20%26%20Gifts')).status).toBe(404);
  });

  it('reorders two categories (1-based)', async () => {
    const [a, b] = (await get('/Shops/v1/all-categories')).items;
    const r = await h.call('POST', '/Shops/v1/category/reorder', [
      { id: a.shopCategoryId, order: b.ord },
      { id: b.shopCategoryId, order: a.ord },
    ]);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Category order updated');
    const after = (await get('/Shops/v1/all-categories')).items;
    expect(after[0].shopCategoryId).toBe(b.shopCategoryId);
    expect(after[1].shopCategoryId).toBe(a.shopCategoryId);
    expect(
      (await h.call('POST', '/Shops/v1/category/reorder', [{ id: a.shopCategoryId, order: 0 }])).status,
    ).toBe(400);
    expect((await h.call('POST', '/Shops/v1/category/reorder', [{ id: 99999, order: 1 }])).status).toBe(404);
  });
});
