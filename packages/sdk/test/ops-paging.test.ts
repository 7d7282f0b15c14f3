import { describe, expect, it } from 'vitest';
import {
  clientPage,
  collectItems,
  iterateItems,
  iteratePages,
  type MpaError,
  type Page,
  type PageFetcher,
} from '../src/index';

/** A server holding `rows` rows that pages them, capping the page size at `cap` (as real backends do). */
function server(rows: number, o: { cap?: number; unsliced?: boolean } = {}) {
  const all = Array.from({ length: rows }, (_, i) => i + 1);
  const calls: Array<{ page: number; pageSize: number; signal?: AbortSignal }> = [];
  const fetch: PageFetcher<number> = async (page, pageSize, signal) => {
    calls.push({ page, pageSize, signal });
    if (o.unsliced) return { items: all, totalCount: rows, page, pageSize };
    const size = Math.min(pageSize, o.cap ?? Infinity);
    return { items: all.slice((page - 1) * size, page * size), totalCount: rows, page, pageSize: size };
  };
  return { fetch, calls, all };
}

describe('the paging iterator', () => {
  it('reads every row once, page after page, until totalCount', async () => {
    const s = server(25);
    expect(await collectItems(s.fetch, { pageSize: 10 })).toEqual(s.all);
    expect(s.calls.map((c) => c.page)).toEqual([1, 2, 3]);
  });

  it('follows a server that caps the page size: a short first page is not the end', async () => {
    const s = server(2500, { cap: 1000 });
    expect(await collectItems(s.fetch, { pageSize: 5000 })).toEqual(s.all);
    expect(s.calls.map((c) => [c.page, c.pageSize])).toEqual([
      [1, 5000],
      [2, 1000],
      [3, 1000],
    ]);
  });

  it('from a later start page, a capped server is asked again for the rows that were meant (its page numbers are at its size)', async () => {
    const s = server(5000, { cap: 1000 });
    expect(await collectItems(s.fetch, { page: 2, pageSize: 2000 })).toEqual(s.all.slice(2000));
    expect(s.calls.map((c) => [c.page, c.pageSize])).toEqual([
      [2, 2000],
      [3, 1000],
      [4, 1000],
      [5, 1000],
    ]);
  });

  it('a page with more rows than asked is a list the server does not slice: read once', async () => {
    const s = server(30, { unsliced: true });
    expect(await collectItems(s.fetch, { pageSize: 10 })).toEqual(s.all);
    expect(s.calls).toHaveLength(1);
  });

  it('an empty page ends the walk even if totalCount says more', async () => {
    let n = 0;
    const fetch: PageFetcher<number> = async (page, pageSize) => ({
      items: n++ === 0 ? [1, 2] : [],
      totalCount: 100,
      page,
      pageSize,
    });
    expect(await collectItems(fetch, { pageSize: 2 })).toEqual([1, 2]);
  });

  it('starts at a later page; a cap that does not divide the offset is an error, not skipped rows', async () => {
    const s = server(50);
    expect(await collectItems(s.fetch, { page: 3, pageSize: 10 })).toEqual(s.all.slice(20));
    const capped = server(50, { cap: 7 });
    const e = (await collectItems(capped.fetch, { page: 2, pageSize: 10 }).catch(
      (x: MpaError) => x,
    )) as MpaError;
    expect(e.kind).toBe('validation');
    expect(e.message).toContain('page size of 7');
  });

  it('asks for the next page while the caller works on this one (prefetch), and not when told not to', async () => {
    const s = server(30);
    const seen: number[][] = [];
    for await (const _p of iteratePages(s.fetch, { pageSize: 10 })) seen.push(s.calls.map((c) => c.page));
    expect(seen).toEqual([
      [1, 2],
      [1, 2, 3],
      [1, 2, 3],
    ]);
    const lazy = server(30);
    const seenLazy: number[][] = [];
    for await (const _p of iteratePages(lazy.fetch, { pageSize: 10, prefetch: false }))
      seenLazy.push(lazy.calls.map((c) => c.page));
    expect(seenLazy).toEqual([[1], [1, 2], [1, 2, 3]]);
  });

  it('leaving the loop early cancels the prefetched request', async () => {
    const s = server(100);
    for await (const _p of iteratePages(s.fetch, { pageSize: 10 })) break;
    expect(s.calls).toHaveLength(2);
    expect(s.calls[1].signal?.aborted).toBe(true);
  });

  it("the caller's signal stops the walk with kind 'aborted' and reaches the request in flight", async () => {
    const ctrl = new AbortController();
    const s = server(100);
    const seen: number[] = [];
    const e = await (async () => {
      for await (const x of iterateItems(s.fetch, { pageSize: 10, signal: ctrl.signal })) {
        seen.push(x);
        if (x === 15) ctrl.abort();
      }
    })().catch((x: MpaError) => x);
    expect((e as MpaError).kind).toBe('aborted');
    expect(seen.at(-1)).toBeLessThanOrEqual(20);
    expect(s.calls.every((c) => c.signal?.aborted)).toBe(true);
  });

  it('reports progress as rows read of the rows there are', async () => {
    const s = server(25, { cap: 10 });
    const progress: Array<[number, number]> = [];
    await collectItems(s.fetch, { pageSize: 100, onProgress: (p) => progress.push([p.done, p.total]) });
    expect(progress).toEqual([
      [10, 25],
      [20, 25],
      [25, 25],
    ]);
  });

  it('a failed page rejects the walk (the SDK retried reads already; nothing above retries again)', async () => {
    let n = 0;
    const fetch: PageFetcher<number> = async (page, pageSize) => {
      if (++n === 2) throw new Error('boom');
      return { items: [page], totalCount: 3, page, pageSize } as Page<number>;
    };
    await expect(collectItems(fetch, { pageSize: 1 })).rejects.toThrow('boom');
    expect(n).toBe(2);
  });
});

describe('client-side paging', () => {
  const rows = [
    { id: 3, Name: 'beta', n: 10 },
    { id: 1, Name: 'Alpha', n: 2 },
    { id: 2, Name: 'gamma', n: null },
  ];
  it('searches every text and number field by default, sorts by a field name in any letter case, stable, and pages', () => {
    expect(clientPage(rows, { searchTerms: 'A' }).items.map((r) => r.id)).toEqual([3, 1, 2]);
    expect(clientPage(rows, { searchTerms: '10' }).items.map((r) => r.id)).toEqual([3]);
    expect(clientPage(rows, { sortBy: 'name' }).items.map((r) => r.id)).toEqual([1, 3, 2]);
    expect(clientPage(rows, { sortBy: 'n', sortDescending: true }).items.map((r) => r.id)).toEqual([2, 3, 1]);
    expect(clientPage(rows, { sortBy: 'id', page: 2, pageSize: 2 })).toEqual({
      items: [rows[0]],
      totalCount: 3,
      page: 2,
      pageSize: 2,
    });
  });
  it('never sorts by an inherited property (constructor is not a field)', () => {
    expect(clientPage(rows, { sortBy: 'constructor' }).items.map((r) => r.id)).toEqual([3, 1, 2]);
  });
});
