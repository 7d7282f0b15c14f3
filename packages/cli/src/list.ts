import type { Command } from 'commander';
import type { Page } from '@marketplace-admin/sdk';
import type { Context } from './context';
import { UsageError } from './errors';
import { followPages } from './paging';
import { addOutputOptions, createWriter, outputOptionsOf, resolveFormat, type OutputOptions } from './output/index';
import type { Row } from './output/values';
import { Progress } from './progress';

export interface ListOptions extends OutputOptions {
  query: ListQuery;
  /** --all: follow every page from --page on. */
  all: boolean;
}

/** What a noun's list fetches: one page for these paging values. */
export interface ListQuery {
  page: number;
  pageSize: number;
  search?: string;
  sortBy?: string;
  sortDescending: boolean;
}

export function addListOptions(cmd: Command, defaultPageSize = 10): Command {
  cmd
    .option('--page <n>', 'page number', '1')
    .option('--page-size <n>', 'rows per page', String(defaultPageSize))
    .option('--search <text>', 'case-insensitive search')
    .option('--sort <key>', 'sort key')
    .option('--desc', 'sort descending')
    .option('--all', 'follow every page');
  return addOutputOptions(cmd);
}

export function positiveInt(v: string | undefined, name: string, fallback: number): number {
  if (v === undefined) return fallback;
  if (!/^\d+$/.test(v) || Number(v) < 1) throw new UsageError(`${name} must be a positive integer (got '${v}')`);
  return Number(v);
}

/** The list flags of a command line, checked. */
export function listOptionsOf(flags: Record<string, any>): ListOptions {
  const query: ListQuery = {
    page: positiveInt(flags.page, '--page', 1),
    pageSize: positiveInt(flags.pageSize, '--page-size', 10),
    search: flags.search?.trim() || undefined,
    sortBy: flags.sort,
    sortDescending: Boolean(flags.desc),
  };
  return { query, all: Boolean(flags.all), ...outputOptionsOf(flags) };
}

/**
 * Runs a list: one page, or with --all every page from --page on (progress on stderr). Tables end
 * with 'Showing X to Y of N items'.
 */
export async function runList<T>(ctx: Context, o: ListOptions, columns: string[], fetchPage: (q: ListQuery) => Promise<Page<T>>): Promise<void> {
  const q = o.query;
  const format = resolveFormat(ctx, o.format);
  const w = createWriter(format, ctx.io.stdout, { fields: o.fields, columns });
  let first: Page<T> | undefined;
  if (!o.all) {
    first = await fetchPage(q);
    for (const item of first.items) await w.write(item as Row);
  } else {
    const progress = new Progress(ctx.io.stderr, ctx.io.stderrTTY, 'Fetching');
    let seen = 0;
    for await (const p of followPages((page, pageSize) => fetchPage({ ...q, page, pageSize }), q.pageSize, { startPage: q.page, prefetch: true })) {
      first ??= p as Page<T>;
      progress.setTotal(Math.max(0, p.totalCount - (q.page - 1) * q.pageSize) || undefined);
      for (const item of p.items) await w.write(item as Row);
      seen += p.items.length;
      progress.tick(p.items.length);
    }
    if (seen > q.pageSize) progress.finish();
  }
  await w.end();
  if (format === 'table' && first) {
    const from = first.totalCount === 0 ? 0 : (q.page - 1) * q.pageSize + 1;
    const to = o.all ? first.totalCount : Math.min(first.totalCount, (q.page - 1) * q.pageSize + first.items.length);
    ctx.out(`Showing ${from} to ${to} of ${first.totalCount} items`);
  }
}

/** Search (any text field, case-insensitive), sort and page a list the server sends whole. */
export function localPage<T>(all: readonly T[], q: ListQuery): Page<T> {
  let rows = [...all];
  if (q.search) {
    const s = q.search.toLowerCase();
    rows = rows.filter((r) => Object.values(r as Record<string, unknown>).some((v) => (typeof v === 'string' || typeof v === 'number') && String(v).toLowerCase().includes(s)));
  }
  if (q.sortBy) {
    const key = Object.keys((rows[0] ?? {}) as object).find((k) => k.toLowerCase() === q.sortBy!.toLowerCase());
    if (!key) throw new UsageError(`Unknown sort key '${q.sortBy}'`);
    const dir = q.sortDescending ? -1 : 1;
    rows.sort((a, b) => {
      const x = (a as Record<string, unknown>)[key] as string | number;
      const y = (b as Record<string, unknown>)[key] as string | number;
      return (x < y ? -1 : x > y ? 1 : 0) * dir;
    });
  }
  const start = (q.page - 1) * q.pageSize;
  return { items: rows.slice(start, start + q.pageSize), totalCount: rows.length, page: q.page, pageSize: q.pageSize };
}

/** The paging payload the SDK's list methods take, from a list query. */
export function pagingOf(q: ListQuery): { page: number; pageSize: number; searchTerms?: string; sortBy?: string; sortDescending: boolean } {
  return { page: q.page, pageSize: q.pageSize, searchTerms: q.search, sortBy: q.sortBy, sortDescending: q.sortDescending };
}
