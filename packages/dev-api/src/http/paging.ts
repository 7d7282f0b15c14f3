import { badRequest } from './envelope';
import { parseBool } from './validate';

/** Query string with case-insensitive parameter names (`Page` and `page` are one parameter). */
export class Query {
  private readonly map = new Map<string, string[]>();
  /** Lower-case name -> the spelling the request used first. */
  private readonly spelled = new Map<string, string>();
  constructor(params: URLSearchParams) {
    for (const [k, v] of params) {
      const key = k.toLowerCase();
      const list = this.map.get(key);
      if (list) list.push(v);
      else {
        this.map.set(key, [v]);
        this.spelled.set(key, k);
      }
    }
  }
  /** The first parameter whose name is not among `accepted` (lower-case names), as the request spelled it. */
  unknown(accepted: ReadonlyMap<string, string>): string | undefined {
    for (const [key, name] of this.spelled) if (!accepted.has(key)) return name;
    return undefined;
  }
  get(...names: string[]): string | undefined {
    for (const n of names) {
      const v = this.map.get(n.toLowerCase());
      if (v && v.length) return v[0];
    }
    return undefined;
  }
  bool(name: string): boolean | undefined {
    const v = this.get(name);
    if (v === undefined || v === '') return undefined;
    const b = parseBool(v);
    if (b === undefined) throw badRequest(`${name} must be true or false`);
    return b;
  }
}

/** Spec §3 "List paging payload". */
export const PAGING_QUERY = ['page', 'pageSize', 'searchTerms', 'sortBy', 'sortDescending'] as const;

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
  search: string;
  /** SQL expression to order by (from the list's sort-key table). */
  orderBy: string;
  sortKey: string;
  desc: boolean;
}

/**
 * Rows one page may hold. A larger pageSize is answered with this many and says so in `pageSize`, and
 * the page number counts pages of that size (clients follow totalCount, not a full page).
 */
export const MAX_PAGE_SIZE = 1000;

export interface PagingSpec {
  /** Lower-case sort key -> SQL expression. */
  sortKeys: Record<string, string>;
  defaultSort: string;
  defaultPageSize?: number;
  /** Default MAX_PAGE_SIZE. */
  maxPageSize?: number;
}

function positiveInt(value: string | undefined, name: string, fallback: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^\s*\d+\s*$/.test(value)) throw badRequest(`${name} must be a positive integer`);
  const n = Number(value);
  if (n < 1) throw badRequest(`${name} must be a positive integer`);
  return Math.min(n, max);
}

/** Reads page, pageSize, searchTerms (or Search), sortBy, sortDescending from the query string. */
export function parsePaging(q: Query, spec: PagingSpec): Paging {
  const page = positiveInt(q.get('page'), 'page', 1, 1_000_000_000);
  const pageSize = positiveInt(
    q.get('pageSize'),
    'pageSize',
    spec.defaultPageSize ?? 10,
    spec.maxPageSize ?? MAX_PAGE_SIZE,
  );
  // searchTerms in the paging payload; redemptions and featured ads call it Search
  const search = (q.get('searchTerms', 'search') ?? '').trim();
  if (search.length > 200) throw badRequest('searchTerms must be at most 200 characters');
  // SQLite's LIKE reads a pattern only up to a NUL (so `%00ab` matched every row) and FTS5 rejects it
  if (search.includes('\0')) throw badRequest('searchTerms must not contain a NUL character');
  const rawSort = (q.get('sortBy') ?? '').trim();
  const sortKey = rawSort === '' ? spec.defaultSort : rawSort.toLowerCase();
  // own keys only: `constructor`, `__proto__` and the like must not reach the SQL
  const orderBy = Object.hasOwn(spec.sortKeys, sortKey) ? spec.sortKeys[sortKey] : undefined;
  if (typeof orderBy !== 'string') {
    throw badRequest(`Unknown sortBy '${rawSort}'. Allowed: ${Object.keys(spec.sortKeys).join(', ')}`);
  }
  const desc = q.bool('sortDescending') ?? false;
  return { page, pageSize, offset: (page - 1) * pageSize, search, orderBy, sortKey, desc };
}

export interface PageOf<T> {
  items: T[];
  totalCount: number;
  page: number;
  pageSize: number;
}
