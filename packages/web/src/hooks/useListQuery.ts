import { useEffect } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { toastError } from '../app/toaster';

/**
 * The SWR keys of the panel's lists: one factory, so a write can revalidate every page of a list
 * (`mutate(listKeyMatches('vendors'))`) and two screens reading the same list share the cache.
 */
export const listKey = <Q>(list: string, query: Q): readonly [string, Q] => [list, query] as const;
export const listKeyMatches = (list: string) => (key: unknown): boolean => Array.isArray(key) && key[0] === list;

/**
 * A list read through SWR under the factory's key, that says when it fails: one error toast per
 * failure (the error's text, else `failure`), not one per render or revalidation. The previous page
 * stays on screen while the next one loads.
 */
export function useListQuery<T, Q>(
  list: string,
  query: Q | null,
  fetch: (query: Q) => Promise<T>,
  failure: string,
  config?: SWRConfiguration<T>,
): SWRResponse<T> {
  const swr = useSWR<T>(query === null ? null : listKey(list, query), ([, q]: readonly [string, Q]) => fetch(q), { keepPreviousData: true, ...config });
  useEffect(() => {
    if (swr.error) toastError(swr.error, failure);
  }, [swr.error, failure]);
  return swr;
}
