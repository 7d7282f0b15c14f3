import type { MpaClient } from '@marketplace-admin/sdk';
import { prefetchList } from '../../hooks/prefetchList';
import { listStateFor, type ListState } from '../../hooks/useListState';

// Shared by the Featured Ads screen and its route (src/app/routes.tsx), which starts the first page's
// request while the screen's code loads: both build the same SWR key from the URL.

export const ADS = 'featured-ads';

/** Spec §7: the list takes Page, PageSize and Search only (no sort). */
export const adsQuery = (list: ListState & { paging: { searchTerms?: string } }) => ({
  page: list.page,
  pageSize: list.pageSize,
  search: list.paging.searchTerms,
});

export const fetchAds = (sdk: MpaClient) => (q: ReturnType<typeof adsQuery>) => sdk.featuredAds.list(q);

export function prefetch(sdk: MpaClient, search: URLSearchParams): void {
  prefetchList(ADS, adsQuery(listStateFor(search, {})), fetchAds(sdk));
}
