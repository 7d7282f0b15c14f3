import type { Page, PagingPayload } from '../types/common';

/** Spec §9 paging defaults: page 1, page size 10, ascending sort. */
export const PAGING_DEFAULTS = { page: 1, pageSize: 10, sortDescending: false } as const;

/** One page of an in-memory list (1-based page). */
export function slicePage<T>(
  all: readonly T[],
  page = 1,
  pageSize: number = PAGING_DEFAULTS.pageSize,
): Page<T> {
  const p = Math.max(1, Math.floor(page));
  const size = Math.max(1, Math.floor(pageSize));
  return { items: all.slice((p - 1) * size, p * size), totalCount: all.length, page: p, pageSize: size };
}

/** A record's field by name, letter case ignored (own properties only: `constructor` is not a field). */
export function fieldValue(row: unknown, key: string): unknown {
  if (row === null || typeof row !== 'object') return undefined;
  const o = row as Record<string, unknown>;
  if (Object.prototype.hasOwnProperty.call(o, key)) return o[key];
  const lower = key.toLowerCase();
  const found = Object.keys(o).find((k) => k.toLowerCase() === lower);
  return found === undefined ? undefined : o[found];
}

/** Every text and number field of a record: what a search matches when the list names no fields. */
const anyField = (row: unknown): string[] =>
  row && typeof row === 'object'
    ? Object.values(row as Record<string, unknown>)
        .filter((v) => typeof v === 'string' || typeof v === 'number')
        .map(String)
    : [];

export interface ClientPageOptions<T> {
  /** The texts a search term is matched in (case-insensitive substring); default every text and number field. */
  search?: (item: T) => readonly (string | null | undefined)[];
  /** The value a sort key sorts by; default the field of that name (letter case ignored). */
  sortValue?: (item: T, sortBy: string) => unknown;
  defaultSortBy?: string;
}

/**
 * Search, sort and page a list the server sends whole (the client-side paging the spec names for
 * shop categories and array answers of paid services). Sorting is stable.
 */
export function clientPage<T>(all: readonly T[], q: PagingPayload, o: ClientPageOptions<T> = {}): Page<T> {
  const term = (q.searchTerms ?? '').trim().toLowerCase();
  const search = o.search ?? anyField;
  let rows = term
    ? all.filter((r) => search(r).some((s) => (s ?? '').toLowerCase().includes(term)))
    : [...all];
  const sortBy = q.sortBy ?? o.defaultSortBy;
  if (sortBy) {
    const value = o.sortValue ?? fieldValue;
    const dir = q.sortDescending ? -1 : 1;
    rows = rows
      .map((r, i) => ({ r, i, v: value(r, sortBy) }))
      .sort((a, b) => compareValues(a.v, b.v, dir) || a.i - b.i)
      .map((x) => x.r);
  }
  return slicePage(rows, q.page ?? PAGING_DEFAULTS.page, q.pageSize ?? PAGING_DEFAULTS.pageSize);
}

/** Numbers as numbers, booleans false first, text by locale (case-insensitive, numeric); missing values last (ascending). */
export function compareValues(a: unknown, b: unknown, dir: 1 | -1 = 1): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return dir;
  if (b === undefined || b === null) return -dir;
  if (typeof a === 'number' && typeof b === 'number') return dir * (a - b);
  if (typeof a === 'boolean' && typeof b === 'boolean') return dir * (Number(a) - Number(b));
  return dir * String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true });
}
