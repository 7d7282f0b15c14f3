import { DEFAULT_SORT, type MpaClient } from '@marketplace-admin/sdk';
import { prefetchList } from '../../hooks/prefetchList';
import { listStateFor, type ListDefaults, type ListState } from '../../hooks/useListState';

// Shared by the Shops screen and its route (src/app/routes.tsx), which starts the first page's request
// while the screen's code loads: both build the same SWR key from the URL.

export const SHOPS = 'shops.list';
export const SHOPS_LIST: ListDefaults = { sortBy: DEFAULT_SORT.shops };

/** Spec §7: the shop list is asked for with page, pageSize, searchTerms and sortBy=shopName — in name order, no other sort. */
export const shopsQuery = (list: ListState & { paging: { searchTerms?: string } }) => ({
  page: list.page,
  pageSize: list.pageSize,
  searchTerms: list.paging.searchTerms,
  sortBy: DEFAULT_SORT.shops,
});

export const fetchShops = (sdk: MpaClient) => (q: ReturnType<typeof shopsQuery>) => sdk.shops.list(q);

export function prefetch(sdk: MpaClient, search: URLSearchParams): void {
  prefetchList(SHOPS, shopsQuery(listStateFor(search, SHOPS_LIST)), fetchShops(sdk));
}
