import { useEffect } from 'react';
import useSWRInfinite, { type SWRInfiniteConfiguration, type SWRInfiniteResponse } from 'swr/infinite';
import type { Id } from '../i18n';
import { listKey } from './listKey';
import { useErrorToast } from './useListQuery';

/**
 * A load-more list (spec §2, vendor services): pages 1 to `pages` (the URL's) of `query`, each under
 * `listKey(list, { ...query, page })`; one error toast per failure; one more page reads only that page.
 */
export function useListPages<T, Q extends object>(
  list: string,
  query: Q,
  pages: number,
  fetch: (query: Q & { page: number }) => Promise<T>,
  failure: Id,
  config?: SWRInfiniteConfiguration<T>,
): SWRInfiniteResponse<T> {
  const swr = useSWRInfinite<T>(
    (i) => listKey(list, { ...query, page: i + 1 }),
    ([, q]: readonly [string, Q & { page: number }]) => fetch(q),
    {
      initialSize: pages,
      revalidateFirstPage: false,
      ...config,
    },
  );
  const { size, setSize } = swr;
  useEffect(() => {
    if (size !== pages) void setSize(pages);
  }, [pages, size, setSize]);
  useErrorToast(swr.error, failure);
  return swr;
}
