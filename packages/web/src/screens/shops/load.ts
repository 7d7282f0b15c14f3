import { DEFAULT_SORT, type Shop } from '@marketplace-admin/sdk';
import { sourcePrefetch, type ListSource, type ListStateWithPaging } from '../../hooks/listSource';

/** Spec §7: the shop list is asked for with page, pageSize, searchTerms and sortBy=shopName — in name order, no other sort. */
const shopsQuery = (list: ListStateWithPaging) => ({
  page: list.page,
  pageSize: list.pageSize,
  searchTerms: list.paging.searchTerms,
  sortBy: DEFAULT_SORT.shops,
});

/** The shop list (the screen and its route's prefetch read it alike). */
export const SHOPS: ListSource<Shop, ReturnType<typeof shopsQuery>> = {
  key: 'shops.list',
  defaults: { sortBy: DEFAULT_SORT.shops },
  query: shopsQuery,
  read: (sdk) => (q) => sdk.shops.list(q),
};

export const prefetch = sourcePrefetch(SHOPS);
