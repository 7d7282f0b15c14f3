import { catalogue } from '../catalogue';
import { MpaError } from '../errors';
import type { Page } from '../types/common';

/** Reads one page; `signal` aborts the request (the iterator passes its own, linked to the caller's). */
export type PageFetcher<T> = (page: number, pageSize: number, signal?: AbortSignal) => Promise<Page<T>>;

/** Rows read so far and the rows the server says there are (from the first page read). */
export interface PagingProgress {
  done: number;
  total: number;
}

export interface IterateOptions {
  /** First page (1-based, default 1). */
  page?: number;
  /** Rows asked for per request (default 10; bulk runs and exports ask for more). */
  pageSize?: number;
  /** Stops the walk: the request in flight is aborted and the iterator throws kind 'aborted'. */
  signal?: AbortSignal;
  /** Ask for the next page as soon as this one arrived, so the server works while the caller does (default true). */
  prefetch?: boolean;
  /** Called after every page. */
  onProgress?(p: PagingProgress): void;
}

const aborted = (): MpaError => new MpaError('aborted', catalogue.transport.aborted);

/**
 * The one paging loop of the product: every page of a paged list, in order, until the server's
 * `totalCount` rows were read or a page comes back empty.
 *
 * - A short page is not the end: a server that sends fewer rows than asked on the first page while
 *   more remain caps the page size, and the rest is read with its size (nothing skipped). A short
 *   page later on means rows went away while reading (offset paging): the walk ends there.
 * - A page with more rows than asked is a list the server does not slice: it is the whole list.
 * - With `prefetch` one page is in flight while the caller handles the current one (memory stays
 *   one page ahead). Leaving the loop early or aborting cancels the request in flight.
 */
export async function* iteratePages<T>(
  fetchPage: PageFetcher<T>,
  o: IterateOptions = {},
): AsyncGenerator<Page<T>, void, undefined> {
  const startPage = Math.max(1, Math.floor(o.page ?? 1));
  let size = Math.max(1, Math.floor(o.pageSize ?? 10));
  const offset = (startPage - 1) * size;
  const prefetch = o.prefetch ?? true;
  // Our own controller: cancels a prefetched request when the caller stops early.
  const inner = new AbortController();
  const onAbort = (): void => inner.abort();
  o.signal?.addEventListener('abort', onAbort, { once: true });
  const request = (page: number, pageSize: number): Promise<Page<T>> => {
    if (o.signal?.aborted) return Promise.reject(aborted());
    const p = fetchPage(page, pageSize, inner.signal);
    p.catch(() => undefined); // handled where awaited; the caller may stop before that
    return p;
  };
  let read = 0;
  let first = true;
  let next: Promise<Page<T>> | undefined = request(startPage, size);
  try {
    while (next) {
      const p: Page<T> = await next;
      next = undefined;
      if (o.signal?.aborted) throw aborted();
      const n = p.items.length;
      if (first) {
        first = false;
        // A server that caps the page size says so in its pageSize, or sends a short page while more remain.
        const cap =
          p.pageSize > 0 && p.pageSize < size ? p.pageSize : n < size && offset + n < p.totalCount ? n : 0;
        if (cap) {
          if (offset % cap !== 0)
            throw new MpaError('validation', catalogue.operations.pageSizeCapped(cap, size));
          size = cap;
          // From a later start page its rows are those of ITS page at its size: ask again for ours.
          if (offset > 0 && n > 0) {
            next = request(offset / cap + 1, cap);
            continue;
          }
        }
      }
      read += n;
      const at = offset + read;
      // a short page after the first: rows went away while reading (offset paging), what is left was read
      const more = n > 0 && at < p.totalCount && n === size;
      o.onProgress?.({ done: read, total: Math.max(read, p.totalCount - offset) });
      const ask = more ? (): Promise<Page<T>> => request(at / size + 1, size) : undefined;
      if (ask && prefetch) next = ask();
      yield p;
      if (ask && !prefetch) next = ask();
    }
  } finally {
    if (next) inner.abort();
    o.signal?.removeEventListener('abort', onAbort);
  }
}

/** Every item of every page (see {@link iteratePages}). */
export async function* iterateItems<T>(
  fetchPage: PageFetcher<T>,
  o: IterateOptions = {},
): AsyncGenerator<T, void, undefined> {
  for await (const p of iteratePages(fetchPage, o)) yield* p.items;
}

/** Every item of every page, in one array (for selections that must not shift while acted on). */
export async function collectItems<T>(fetchPage: PageFetcher<T>, o: IterateOptions = {}): Promise<T[]> {
  const out: T[] = [];
  for await (const p of iteratePages(fetchPage, o)) out.push(...p.items);
  return out;
}
