import { preload } from 'swr';
import { listKey } from './listKey';

// A module of its own, like listKey.ts: a route's prefetch (src/app/routes.tsx) starts a screen's first
// request with it while the screen's code loads.

/**
 * Starts `fetch(query)` into SWR's cache under the key `useListQuery(list, query, ...)` builds, so the
 * screen's first read takes this request over instead of sending its own. A failure is the screen's to
 * show (useSWR gets the same promise); here it is only marked as handled.
 */
export function prefetchList<T, Q>(list: string, query: Q, fetch: (query: Q) => Promise<T>): void {
  preload(listKey(list, query), () => fetch(query)).catch(() => undefined);
}
