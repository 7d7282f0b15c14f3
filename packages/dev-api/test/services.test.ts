import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h.close();
});

const list = async (q: string): Promise<any> => {
  const r = await h.call('GET', `/Services/v1${q}`);
  expect(r.status).toBe(200);
  return r.body.data;
};

describe('GET /Services/v1', () => {
  it('pages the root services with a three-level tree of sub-services', async () => {
    const all = await list('?page=1&pageSize=100');
    expect(all.totalCount).toBe(12);
    expect(all.items).toHaveLength(12);
    const first = await list('?page=1&pageSize=5');
    const second = await list('?page=2&pageSize=5');
    const third = await list('?page=3&pageSize=5');
    expect(first.items).toHaveLength(5);
    expect(third.items).toHaveLength(2);
    expect(first).toMatchObject({ page: 1, pageSize: 5, totalCount: 12 });
    const ids = [...first.items, ...second.items, ...third.items].map((s: any) => s.id);
    expect(new Set(ids).size).toBe(12);
    const depth = (n: any): number => 1 + Math.max(0, ...n.subServices.map(depth));
    expect(Math.max(...all.items.map(depth))).toBe(3);
    const plumbing = all.items.find((s: any) => s.name === 'Plumbing');
    expect(plumbing.subServices.map((s: any) => s.name)).toEqual([
      'Tap & Mixer',
      'Drain Blockage',
      'Water Tank Cleaning',
      'Toilet Repair',
    ]);
    expect(plumbing.subServices[0].subServices[0]).toMatchObject({
      name: 'Tap Repair',
      parentId: plumbing.subServices[0].id,
      subServices: [],
    });
  });

  it('sorts by name ascending by default and descending on request', async () => {
    const asc = (await list('?pageSize=100')).items.map((s: any) => s.name);
    expect(asc).toEqual([...asc].sort((a, b) => a.localeCompare(b)));
    const desc = (await list('?pageSize=100&sortBy=name&sortDescending=true')).items.map((s: any) => s.name);
    expect(desc).toEqual([...asc].reverse());
    const byOrd = (await list('?pageSize=100&sortBy=ord')).items.map((s: any) => s.ord);
    expect(byOrd).toEqual([...byOrd].sort((a, b) => a - b));
  });

  it('searches case-insensitively through every level', async () => {
    const r = await list('?searchTerms=TAP%20rep');
    expect(r.totalCount).toBe(1);
    expect(r.items[0].name).toBe('Plumbing');
    expect(r.items[0].subServices[0].subServices.map((s: any) => s.name)).toEqual(['Tap Repair']);
    expect((await list('?searchTerms=zzzz-none')).totalCount).toBe(0);
    expect((await list('?searchTerms=cleaning')).totalCount).toBeGreaterThanOrEqual(2);
  });

  it('rejects bad paging input with 400', async () => {
    for (const q of ['?page=0', '?page=abc', '?pageSize=-1', '?sortBy=bogus', '?sortDescending=maybe']) {
      const r = await h.call('GET', `/Services/v1${q}`);
      expect(r.status, q).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.message.length).toBeGreaterThan(5);
    }
  });
});

describe('data survives a restart', () => {
  it('keeps the seeded tree and a status change', async () => {
    const before = await list('?pageSize=100');
    const target = before.items.find((s: any) => s.name === 'Gardening');
    const r = await h.call('PUT', `/Services/v1/${target.id}/status`, {
      status: target.status === 'A' ? 'I' : 'A',
    });
    expect(r.status).toBe(200);
    await h.restart();
    const after = await list('?pageSize=100');
    expect(after.totalCount).toBe(before.totalCount);
    expect(after.items.find((s: any) => s.id === target.id).status).toBe(target.status === 'A' ? 'I' : 'A');
  });
});

describe('service writes', () => {
  const form = (o: Record<string, string>, files: Record<string, File> = {}): FormData => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(o)) fd.append(k, v);
    for (const [k, v] of Object.entries(files)) fd.append(k, v);
    return fd;
  };

  it('creates a three-level branch with icon and banner; a fourth level is 400', async () => {
    const icon = new File([(await import('./helpers')).PNG], 'i.png', { type: 'image/png' });
    const root = await h.form(
      'POST',
      '/Services/v1',
      form(
        {
          name: 'Solar Panels',
          description: 'Install and clean',
          isActive: 'true',
          isFeatured: 'true',
          category: 'HS',
        },
        { icon, banner: icon },
      ),
    );
    expect(root.status, JSON.stringify(root.body)).toBe(201);
    expect(root.body.message).toBe('Service created successfully');
    expect(root.body.data).toMatchObject({
      name: 'Solar Panels',
      parentId: null,
      status: 'A',
      isFeatured: true,
      category: 'HS',
    });
    expect((await fetch(root.body.data.iconImagePath)).status).toBe(200);
    expect((await fetch(root.body.data.bannerImagePath)).status).toBe(200);
    const l2 = await h.form(
      'POST',
      '/Services/v1',
      form({ name: 'Panel Cleaning', parentId: String(root.body.data.id) }),
    );
    const l3 = await h.form(
      'POST',
      '/Services/v1',
      form({ name: 'Rooftop Cleaning', parentId: String(l2.body.data.id) }),
    );
    expect(l3.status).toBe(201);
    expect(l3.body.data.parentId).toBe(l2.body.data.id);
    const l4 = await h.form(
      'POST',
      '/Services/v1',
      form({ name: 'Too Deep', parentId: String(l3.body.data.id) }),
    );
    expect(l4.status).toBe(400);
    expect((await h.form('POST', '/Services/v1', form({ name: '', description: 'x' }))).body.message).toBe(
      'Service name is required',
    );
    expect(
      (await h.form('POST', '/Services/v1', form({ name: 'Long', description: 'x'.repeat(1001) }))).status,
    ).toBe(400);
    expect((await h.form('POST', '/Services/v1', form({ name: 'Orphan', parentId: '99999' }))).status).toBe(
      404,
    );
    const got = (await h.call('GET', `/Services/v1/${root.body.data.id}`)).body.data;
    expect(got.subServices[0].subServices[0].name).toBe('Rooftop Cleaning');
    const del = await h.call('DELETE', `/Services/v1/${root.body.data.id}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe(
      'Cannot remove service with sub-services. Please remove sub-services first.',
    );
    expect((await h.call('DELETE', `/Services/v1/${l3.body.data.id}`)).body.message).toBe(
      'Service removed successfully',
    );
    expect((await h.call('GET', `/Services/v1/${l3.body.data.id}`)).status).toBe(404);
  });

  it('updates (multipart), sets featured, status, reorders', async () => {
    const [a, b] = (await list('?pageSize=100&sortBy=ord')).items;
    const u = await h.form(
      'PUT',
      `/Services/v1/${a.id}`,
      form({ name: `${a.name} Pro`, description: 'Updated' }),
    );
    expect(u.status).toBe(200);
    expect(u.body.data).toMatchObject({ name: `${a.name} Pro`, description: 'Updated' });
    expect(
      (await h.call('PUT', '/Services/v1/set-featured', { serviceId: a.id, isFeatured: !a.isFeatured })).body
        .data.isFeatured,
    ).toBe(!a.isFeatured);
    expect((await h.call('PUT', '/Services/v1/set-featured', { serviceId: a.id })).status).toBe(400);
    expect((await h.call('PUT', `/Services/v1/${a.id}/status`, { status: 'X' })).status).toBe(400);
    expect((await h.call('PUT', `/Services/v1/${a.id}/status`, { status: 'I' })).body.data.status).toBe('I');
    const roots = (await h.call('GET', '/Services/v1/root-level-active-only?pageSize=100')).body.data.items;
    expect(roots.map((x: any) => x.id)).not.toContain(a.id);
    expect(Object.keys(roots[0]).sort()).toEqual(['id', 'name']);
    const re = await h.call('POST', '/Services/v1/reorder', [
      { id: a.id, order: b.ord },
      { id: b.id, order: a.ord },
    ]);
    expect(re.status).toBe(200);
    const after = (await list('?pageSize=100&sortBy=ord')).items;
    expect(after[0].id).toBe(b.id);
    expect(after[1].id).toBe(a.id);
    expect((await h.call('POST', '/Services/v1/reorder', [{ id: 99999, order: 1 }])).status).toBe(404);
    expect((await h.call('POST', '/Services/v1/reorder', { nothing: true })).status).toBe(400);
  });
});
