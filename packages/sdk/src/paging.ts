import type { Page, PagingPayload } from './types/common';

export type { Page, PagingPayload };

/** Spec §9 paging defaults: page 1, page size 10, ascending sort. */
export const PAGING_DEFAULTS = { page: 1, pageSize: 10, sortDescending: false } as const;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (...vs: unknown[]): number | undefined => {
  for (const v of vs) {
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    if (typeof n === 'number' && Number.isFinite(n)) return n;
  }
  return undefined;
};

export interface ToPageOptions {
  /** The server sent the whole list as an array: page it here (premium services, shop categories). */
  clientPaging?: boolean;
  /** A totalCount found beside `data` in the envelope. */
  totalCount?: number;
}

/**
 * Normalises any list shape the server sends to one Page: `{items, totalCount}`, `{data: {items}}`,
 * `{data: [...]}`, `Items`/`TotalCount`, or a bare array.
 */
export function toPage<T>(data: unknown, req: { page?: number; pageSize?: number } = {}, o: ToPageOptions = {}): Page<T> {
  const page = req.page ?? PAGING_DEFAULTS.page;
  const pageSize = req.pageSize ?? PAGING_DEFAULTS.pageSize;
  if (Array.isArray(data)) {
    if (o.clientPaging) return slicePage(data as T[], page, pageSize);
    return { items: data as T[], totalCount: o.totalCount ?? data.length, page, pageSize };
  }
  if (isObj(data)) {
    const items = data.items ?? data.Items;
    if (Array.isArray(items)) {
      const totalCount = num(data.totalCount, data.TotalCount, data.total, data.totalRecords, o.totalCount) ?? items.length;
      return {
        items: items as T[],
        totalCount,
        page: num(data.page, data.Page, data.pageNumber) ?? page,
        pageSize: num(data.pageSize, data.PageSize) ?? pageSize,
      };
    }
    const inner = data.data ?? data.Data;
    if (inner !== undefined && inner !== null) return toPage<T>(inner, req, { ...o, totalCount: num(data.totalCount, data.TotalCount, o.totalCount) });
  }
  return { items: [], totalCount: 0, page, pageSize };
}

/** A list as an array, whatever the shape (`data.items`, `data`, `items`, bare array). */
export function toList<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  return toPage<T>(data, {}, {}).items;
}

/** One page of an in-memory list (1-based page). */
export function slicePage<T>(all: readonly T[], page = 1, pageSize: number = PAGING_DEFAULTS.pageSize): Page<T> {
  const p = Math.max(1, Math.floor(page));
  const size = Math.max(1, Math.floor(pageSize));
  return { items: all.slice((p - 1) * size, p * size), totalCount: all.length, page: p, pageSize: size };
}

/** Filter, sort and page an in-memory list (the client-side paging the spec names). */
export function clientPage<T>(
  all: readonly T[],
  q: PagingPayload,
  o: { search: (item: T) => string[]; sortValue?: (item: T, sortBy: string) => unknown; defaultSortBy?: string },
): Page<T> {
  const term = (q.searchTerms ?? '').trim().toLowerCase();
  let rows = term ? all.filter((r) => o.search(r).some((s) => (s ?? '').toLowerCase().includes(term))) : [...all];
  const sortBy = q.sortBy ?? o.defaultSortBy;
  if (sortBy && o.sortValue) {
    const dir = q.sortDescending ? -1 : 1;
    rows = rows
      .map((r, i) => ({ r, i, v: o.sortValue!(r, sortBy) }))
      .sort((a, b) => dir * compare(a.v, b.v) || a.i - b.i)
      .map((x) => x.r);
  }
  return slicePage(rows, q.page ?? 1, q.pageSize ?? PAGING_DEFAULTS.pageSize);
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true });
}

export interface IterateOptions {
  /** First page (default 1). */
  page?: number;
  /** Page size of each request (default 10; larger is fewer requests). */
  pageSize?: number;
  signal?: AbortSignal;
}

/**
 * Follows every page: yields each Page until the server has no more (an empty page, a short page,
 * or page * pageSize reaching totalCount).
 */
export async function* iteratePages<T>(
  fetchPage: (page: number, pageSize: number) => Promise<Page<T>>,
  o: IterateOptions = {},
): AsyncGenerator<Page<T>, void, undefined> {
  const size = o.pageSize ?? PAGING_DEFAULTS.pageSize;
  for (let page = o.page ?? 1; ; page++) {
    if (o.signal?.aborted) return;
    const p = await fetchPage(page, size);
    yield p;
    if (p.items.length === 0 || p.items.length < size || page * size >= p.totalCount || p.items.length > size) return;
  }
}

/** Follows every page and yields each item. */
export async function* iterateItems<T>(
  fetchPage: (page: number, pageSize: number) => Promise<Page<T>>,
  o: IterateOptions = {},
): AsyncGenerator<T, void, undefined> {
  for await (const p of iteratePages(fetchPage, o)) yield* p.items;
}
