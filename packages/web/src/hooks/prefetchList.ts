import { preload } from 'swr';
import { listKey } from './listKey';

/**
 * Starts `fetch(query)` into SWR's cache under `useListQuery(list, query)`'s key (a route's prefetch), so the
 * screen's first read takes it over; a failure is the screen's to show.
 */
export function prefetchList<T, Q>(list: string, query: Q, fetch: (query: Q) => Promise<T>): void {
  preload(listKey(list, query), () => fetch(query)).catch(() => undefined);
}
