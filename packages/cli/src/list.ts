import type { Command } from 'commander';
import type { Page } from '@marketplace-admin/sdk';
import type { Context } from './context';
import { UsageError } from './errors';
import {
  addOutputOptions,
  createWriter,
  noteLeftOut,
  outputOptionsOf,
  resolveFormat,
  tableOptionsOf,
  type ListTable,
  type OutputOptions,
} from './output/index';
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

/** The help of `--view`, on every list and export verb. */
export const VIEW_OPTION_HELP =
  'apply a saved view (mpa views list): its search, filters, sort and page; flags given win';

export function addListOptions(cmd: Command, defaultPageSize = 10): Command {
  cmd
    .option('--page <n>', 'page number', '1')
    .option('--page-size <n>', 'rows per page', String(defaultPageSize))
    .option('--search <text>', 'case-insensitive search')
    .option('--sort <key>', 'sort key')
    .option('--desc', 'sort descending')
    .option('--all', 'follow every page')
    .option('--view <name>', VIEW_OPTION_HELP);
  return addOutputOptions(cmd);
}

export function positiveInt(v: string | undefined, name: string, fallback: number): number {
  if (v === undefined) return fallback;
  if (!/^\d+$/.test(v) || Number(v) < 1)
    throw new UsageError(`${name} must be a positive integer (got '${v}')`);
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
 * Runs a list: one page, or with --all every page from --page on (the SDK's paging iterator, which
 * follows a server that caps the page size; progress on stderr). Tables end with 'Showing X to Y of N items'.
 */
export async function runList<T>(
  ctx: Context,
  o: ListOptions,
  columns: string[] | ListTable,
  fetchPage: (q: ListQuery) => Promise<Page<T>>,
): Promise<void> {
  const q = o.query;
  const format = resolveFormat(ctx, o.format);
  const list = Array.isArray(columns) ? undefined : columns;
  const table =
    format === 'table'
      ? { ...(await tableOptionsOf(ctx, o, list)), columns: list ? undefined : (columns as string[]) }
      : undefined;
  const leftOut: string[] = [];
  const w = createWriter(format, ctx.io.stdout, {
    fields: o.fields,
    table,
    onLeftOut: (h) => leftOut.push(...h),
    terminal: ctx.io.stdoutTTY,
  });
  let first: Page<T> | undefined;
  if (!o.all) {
    first = await fetchPage(q);
    for (const item of first.items) await w.write(item as Row);
  } else {
    const { iteratePages } = await import('@marketplace-admin/sdk');
    const progress = new Progress(ctx.io.stderr, ctx.io.stderrTTY, 'Fetching');
    let seen = 0;
    // the SDK follows a server that caps the page size (from a later --page too, or says why it cannot)
    const read = (page: number, pageSize: number): Promise<Page<T>> => fetchPage({ ...q, page, pageSize });
    const pages = iteratePages(read, {
      page: q.page,
      pageSize: q.pageSize,
      onProgress: (p) => progress.setTotal(p.total || undefined),
    });
    for await (const p of pages) {
      first ??= p;
      for (const item of p.items) await w.write(item as Row);
      seen += p.items.length;
      progress.tick(p.items.length);
    }
    if (seen > q.pageSize) progress.finish();
  }
  await w.end();
  if (leftOut.length) await noteLeftOut(ctx, leftOut);
  if (format === 'table' && first) {
    const from = first.totalCount === 0 ? 0 : (q.page - 1) * q.pageSize + 1;
    const to = o.all
      ? first.totalCount
      : Math.min(first.totalCount, (q.page - 1) * q.pageSize + first.items.length);
    ctx.out(`Showing ${from} to ${to} of ${first.totalCount} items`);
  }
}

/**
 * A queue's `--sort age`: by the field its age counts from, the other way round (the oldest item has the
 * greatest age); other sort keys as given.
 */
export function withAgeSort(q: ListQuery, ageFrom: string): ListQuery {
  return q.sortBy?.toLowerCase() === 'age' ? { ...q, sortBy: ageFrom, sortDescending: !q.sortDescending } : q;
}

/** The paging payload the SDK's list methods take, from a list query. */
export function pagingOf(q: ListQuery): {
  page: number;
  pageSize: number;
  searchTerms?: string;
  sortBy?: string;
  sortDescending: boolean;
} {
  return {
    page: q.page,
    pageSize: q.pageSize,
    searchTerms: q.search,
    sortBy: q.sortBy,
    sortDescending: q.sortDescending,
  };
}

/**
 * One page of a list the server sends whole: searched, sorted and paged by the SDK's clientPage.
 * A --sort naming no field of the rows is a usage error here (the server cannot say so).
 */
export async function pageOfAll<T>(all: readonly T[], q: ListQuery): Promise<Page<T>> {
  const { clientPage, fieldValue } = await import('@marketplace-admin/sdk');
  if (q.sortBy && all.length && all.every((r) => fieldValue(r, q.sortBy!) === undefined))
    throw new UsageError(`Unknown sort key '${q.sortBy}'`);
  return clientPage(all, pagingOf(q));
}
