import { useDeferredValue, useEffect } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { toastError } from '../app/toaster';
import type { Id } from '../i18n';
import { listKey } from './listKey';

export { listKeyMatches } from './listKey';

/** One error toast per failure (the error's text, else `failure`), not one per render or revalidation. */
export function useErrorToast(error: unknown, failure: Id): void {
  useEffect(() => {
    if (error) toastError(error, failure);
  }, [error, failure]);
}

/**
 * A list read through SWR under `listKey`, with one error toast per failure; the previous page stays while
 * the next loads. The first answer is drawn in a background render (a page of rows is a list's longest
 * task), the list still loading meanwhile; later answers are drawn at once, with the live region's words.
 */
export function useListQuery<T, Q>(
  list: string,
  query: Q | null,
  fetch: (query: Q) => Promise<T>,
  failure: Id,
  config?: SWRConfiguration<T>,
): SWRResponse<T> {
  const swr = useSWR<T>(
    query === null ? null : listKey(list, query),
    ([, q]: readonly [string, Q]) => fetch(q),
    { keepPreviousData: true, ...config },
  );
  useErrorToast(swr.error, failure);
  const arrived = swr.data !== undefined;
  const drawn = useDeferredValue(arrived);
  const behind = arrived && !drawn;
  const data = behind ? undefined : swr.data;
  // getters, as SWR's own response: a screen re-renders only for the fields it reads
  return {
    get data() {
      return data;
    },
    get error() {
      return swr.error;
    },
    get isLoading() {
      return swr.isLoading || behind;
    },
    get isValidating() {
      return swr.isValidating || behind;
    },
    mutate: swr.mutate,
  };
}

/** One record (a vendor's details) read as `useListQuery` reads, without another record's data meanwhile. */
export function useRecordQuery<T, K>(
  kind: string,
  id: K | null,
  fetch: (id: K) => Promise<T>,
  failure: Id,
  config?: SWRConfiguration<T>,
): SWRResponse<T> {
  return useListQuery(kind, id, fetch, failure, { keepPreviousData: false, ...config });
}
