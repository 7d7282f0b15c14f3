// Normalises the list shapes a server sends to one Page (the envelope's data, not the paging loop).
import { PAGING_DEFAULTS, slicePage } from '../operations/clientPaging';
import type { Page } from '../types/common';

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
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
export function toPage<T>(
  data: unknown,
  req: { page?: number; pageSize?: number } = {},
  o: ToPageOptions = {},
): Page<T> {
  const page = req.page ?? PAGING_DEFAULTS.page;
  const pageSize = req.pageSize ?? PAGING_DEFAULTS.pageSize;
  if (Array.isArray(data)) {
    if (o.clientPaging) return slicePage(data as T[], page, pageSize);
    return { items: data as T[], totalCount: o.totalCount ?? data.length, page, pageSize };
  }
  if (isObj(data)) {
    const items = data.items ?? data.Items;
    if (Array.isArray(items)) {
      const totalCount =
        num(data.totalCount, data.TotalCount, data.total, data.totalRecords, o.totalCount) ?? items.length;
      return {
        items: items as T[],
        totalCount,
        page: num(data.page, data.Page, data.pageNumber) ?? page,
        pageSize: num(data.pageSize, data.PageSize) ?? pageSize,
      };
    }
    const inner = data.data ?? data.Data;
    if (inner !== undefined && inner !== null)
      return toPage<T>(inner, req, { ...o, totalCount: num(data.totalCount, data.TotalCount, o.totalCount) });
  }
  return { items: [], totalCount: 0, page, pageSize };
}

/** A list as an array, whatever the shape (`data.items`, `data`, `items`, bare array). */
export function toList<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  return toPage<T>(data, {}, {}).items;
}
