import { mutate, preload } from 'swr';
import { listKey } from './listKey';

/**
 * Starts `fetch(query)` into SWR's cache under `useListQuery(list, query)`'s key (a route's prefetch), so the
 * screen's first read takes it over; a failure is the screen's to show.
 */
export function prefetchList<T, Q>(list: string, query: Q, fetch: (query: Q) => Promise<T>): void {
  preload(listKey(list, query), () => fetch(query)).catch(() => undefined);
}

/**
 * As `prefetchList`, and the answer put in SWR's cache once it comes: the screen's first render then draws it with no
 * loading state between (a record the page drew early stays in place). Settles either way.
 */
export function prefetchRecord<T, K>(kind: string, id: K, fetch: (id: K) => Promise<T>): Promise<void> {
  const key = listKey(kind, id);
  return preload(key, () => fetch(id)).then(
    (data) => void mutate(key, data, { revalidate: false }),
    () => undefined,
  );
}
