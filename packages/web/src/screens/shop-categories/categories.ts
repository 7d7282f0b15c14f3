import { iteratePages, shopCategoryPage, type MpaClient, type PagedSource, type PagingPayload, type ShopCategory } from '@marketplace-admin/sdk';

// Shared by the Shop Categories screen and the shop form (its category choices): one SWR key, one read.

/** The category list's name in the SWR keys; its query is `{}` (the server sends every category). */
export const CATEGORIES = 'shopCategories.list';

export const fetchCategories = (sdk: MpaClient) => () => sdk.shopCategories.list();

/**
 * The categories as the Export menu reads a list: the server sends them all (spec §7), read once per
 * export; the SDK's clientPage searches, sorts and pages them and its paging iterator walks the pages,
 * as the screen shows them and as `mpa shop-categories export` writes them.
 */
export function categoriesSource(sdk: MpaClient): PagedSource<ShopCategory, PagingPayload> {
  return {
    pages: ({ page: _first, pageSize, signal, prefetch, onProgress, ...query } = {}) => {
      let all: Promise<ShopCategory[]> | undefined;
      return iteratePages(async (page, size, inner) => shopCategoryPage(await (all ??= sdk.shopCategories.list({ signal: inner })), { ...query, page, pageSize: size }), {
        pageSize,
        signal,
        prefetch,
        onProgress,
      });
    },
  };
}
