import { CliError } from './errors';

export interface PageLike<T> {
  items: T[];
  totalCount: number;
}

export interface FollowOptions {
  /** First page to read (1-based), with `pageSize` rows per page. */
  startPage?: number;
  /** Ask for the next page as soon as this one arrived, so the server works while the caller writes. */
  prefetch?: boolean;
}

/**
 * Every page of a paged list, in order, until `totalCount` rows were read or a page comes back empty.
 *
 * A server that sends fewer rows than asked on the first page while more remain caps the page size:
 * the rest is read with its size, so nothing is skipped (a short page is not taken for the last one).
 * A server that sends more than asked (a list it does not slice) ends the walk when all rows came.
 */
export async function* followPages<T>(
  fetchPage: (page: number, pageSize: number) => Promise<PageLike<T>>,
  pageSize: number,
  o: FollowOptions = {},
): AsyncGenerator<PageLike<T>> {
  const startPage = o.startPage ?? 1;
  const offset = (startPage - 1) * pageSize;
  let size = pageSize;
  let read = 0;
  let first = true;
  let next: Promise<PageLike<T>> | undefined = fetchPage(startPage, size);
  try {
    while (next) {
      const p: PageLike<T> = await next;
      next = undefined;
      read += p.items.length;
      const at = offset + read;
      let more = p.items.length > 0 && at < p.totalCount;
      if (more && p.items.length < size) {
        if (first && startPage === 1) size = p.items.length;
        else if (first) throw new CliError(`The server sent ${p.items.length} rows for a page of ${size}; read from page 1 or with --page-size ${p.items.length}.`);
        else more = false; // rows went away while reading (offset paging): what is left was read
      }
      first = false;
      const request = more ? (): Promise<PageLike<T>> => fetchPage(at / size + 1, size) : undefined;
      if (request && o.prefetch) {
        next = request();
        next.catch(() => undefined); // handled when awaited; the caller may stop before that
        yield p;
      } else {
        yield p;
        next = request?.();
      }
    }
  } finally {
    next?.catch(() => undefined);
  }
}
