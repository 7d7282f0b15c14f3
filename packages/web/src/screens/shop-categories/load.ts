import {
  DEFAULT_SORT,
  PAGE_SIZES,
  shopCategoryPage,
  type MpaClient,
  type ShopCategory,
} from '@marketplace-admin/sdk';
import { sourcePrefetch, type ListSource } from '../../hooks/listSource';

// Shared by the Shop Categories screen and the shop form (its category choices): one SWR key, one read.

/** The category list's name in the SWR keys; its query is `{}` (the server sends every category). */
export const CATEGORIES = 'shopCategories.list';

export const fetchCategories = (sdk: MpaClient) => () => sdk.shopCategories.list();

/** The category list: read whole, searched, sorted and paged here (spec §2). */
export const CATEGORY_LIST: ListSource<ShopCategory, object, ShopCategory[]> = {
  key: CATEGORIES,
  defaults: { sortBy: DEFAULT_SORT.shopCategories, pageSize: PAGE_SIZES.shopCategories },
  query: () => ({}),
  read: fetchCategories,
  page: (all, state) => shopCategoryPage(all, state.paging),
};

export const prefetch = sourcePrefetch(CATEGORY_LIST);
