import { useEffect } from 'react';
import useSWRInfinite, { type SWRInfiniteConfiguration, type SWRInfiniteResponse } from 'swr/infinite';
import type { Id } from '../i18n';
import { listKey } from './listKey';
import { useErrorToast } from './useListQuery';

/**
 * A list shown with a load-more pager (spec §2, vendor services): pages 1 to `pages` of `query`, each
 * read under the factory's key (`listKey(list, { ...query, page })`), kept in step with `pages` (the
 * URL's page); one error toast per failure, as useListQuery. Loading one more page does not read the
 * first one again.
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
