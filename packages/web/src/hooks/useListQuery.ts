import { useEffect } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { toastError } from '../app/toaster';
import { listKey } from './listKey';

export { listKeyMatches } from './listKey';

/** One error toast per failure (the error's text, else `failure`), not one per render or revalidation. */
export function useErrorToast(error: unknown, failure: string): void {
  useEffect(() => {
    if (error) toastError(error, failure);
  }, [error, failure]);
}

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
  useErrorToast(swr.error, failure);
  return swr;
}
