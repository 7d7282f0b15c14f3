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
 * A list read through SWR under the factory's key, that says when it fails: one error toast per
 * failure (the error's text, else `failure`), not one per render or revalidation. The previous page
 * stays on screen while the next one loads.
 *
 * The first answer is drawn in a background render: SWR's store updates are drawn in one blocking task,
 * which for a page of rows is the longest task of a list's load. Until its rows are drawn the list still
 * says it is loading (never an empty list for a moment). Later answers (another page, a write's re-read)
 * are drawn at once, as before: what the keys and the live region say follows them in the same render.
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

/**
 * One record read through SWR under the factory's key (a vendor's details), saying when it fails as
 * `useListQuery` does; another record's data is not kept on screen while this one loads.
 */
export function useRecordQuery<T, K>(
  kind: string,
  id: K | null,
  fetch: (id: K) => Promise<T>,
  failure: Id,
  config?: SWRConfiguration<T>,
): SWRResponse<T> {
  return useListQuery(kind, id, fetch, failure, { keepPreviousData: false, ...config });
}
