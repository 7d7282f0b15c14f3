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
    expect(plumbing.subServices.map((s: any) => s.name)).toEqual(['Tap & Mixer', 'Drain Blockage', 'Water Tank Cleaning', 'Toilet Repair']);
    expect(plumbing.subServices[0].subServices[0]).toMatchObject({ name: 'Tap Repair', level: 3, parentId: plumbing.subServices[0].id });
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
    const r = await h.call('PUT', `/Services/v1/${target.id}/status`, { status: target.status === 'A' ? 'I' : 'A' });
    expect(r.status).toBe(200);
    await h.restart();
    const after = await list('?pageSize=100');
    expect(after.totalCount).toBe(before.totalCount);
    expect(after.items.find((s: any) => s.id === target.id).status).toBe(target.status === 'A' ? 'I' : 'A');
  });
});
