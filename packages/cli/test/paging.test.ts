import { describe, expect, it } from 'vitest';
import { followPages, type PageLike } from '../src/paging';

/** A server over rows 1..total that caps the page size at `cap` and can refuse to slice. */
function server(total: number, o: { cap?: number; unsliced?: boolean } = {}) {
  const rows = Array.from({ length: total }, (_, i) => i + 1);
  const asked: [number, number][] = [];
  const fetchPage = async (page: number, pageSize: number): Promise<PageLike<number>> => {
    asked.push([page, pageSize]);
    await new Promise((r) => setTimeout(r, 1));
    if (o.unsliced) return { items: rows, totalCount: total };
    const size = Math.min(pageSize, o.cap ?? Infinity);
    return { items: rows.slice((page - 1) * size, page * size), totalCount: total };
  };
  return { fetchPage, asked };
}

async function collect(it: AsyncGenerator<PageLike<number>>): Promise<number[]> {
  const out: number[] = [];
  for await (const p of it) out.push(...p.items);
  return out;
}

describe('followPages', () => {
  it('reads every page once, in order, and stops at totalCount', async () => {
    const s = server(25);
    expect(await collect(followPages(s.fetchPage, 10))).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(s.asked).toEqual([[1, 10], [2, 10], [3, 10]]);
    const exact = server(20);
    await collect(followPages(exact.fetchPage, 10));
    expect(exact.asked).toEqual([[1, 10], [2, 10]]);
  });

  it('a server that caps the page size: the rest is read with its size, nothing skipped', async () => {
    const s = server(1234, { cap: 100 });
    const got = await collect(followPages(s.fetchPage, 1000, { prefetch: true }));
    expect(got).toEqual(Array.from({ length: 1234 }, (_, i) => i + 1));
    expect(s.asked[0]).toEqual([1, 1000]);
    expect(s.asked.slice(1).every(([, size]) => size === 100)).toBe(true);
  });

  it('a list the server does not slice ends after the first page', async () => {
    const s = server(30, { unsliced: true });
    expect(await collect(followPages(s.fetchPage, 10))).toHaveLength(30);
    expect(s.asked).toHaveLength(1);
  });

  it('from a later page; a cap found there is an error, not a silent gap', async () => {
    const s = server(50);
    expect(await collect(followPages(s.fetchPage, 10, { startPage: 3 }))).toEqual(Array.from({ length: 30 }, (_, i) => i + 21));
    await expect(collect(followPages(server(500, { cap: 5 }).fetchPage, 10, { startPage: 3 }))).rejects.toThrow(/page of 10/);
  });

  it('prefetch asks for the next page before the caller is done with this one', async () => {
    const s = server(30);
    const seen: number[] = [];
    for await (const p of followPages(s.fetchPage, 10, { prefetch: true })) {
      seen.push(s.asked.length);
      expect(p.items).toHaveLength(10);
    }
    expect(seen).toEqual([2, 3, 3]);
    // a failing page surfaces where it is awaited; stopping early leaves no unhandled rejection
    let n = 0;
    const failing = async (page: number): Promise<PageLike<number>> => {
      if (page === 2) throw new Error('boom');
      return { items: [1, 2], totalCount: 10 };
    };
    await expect(async () => {
      for await (const _ of followPages(failing, 2, { prefetch: true })) n++;
    }).rejects.toThrow('boom');
    expect(n).toBe(1);
    for await (const _ of followPages(failing, 2, { prefetch: true })) break;
  });
});
