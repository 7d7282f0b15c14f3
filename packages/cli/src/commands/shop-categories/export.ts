import type { ShopCategory } from '@marketplace-admin/sdk';
import { pagedExport, pagingQueryOf } from '../../export';

/** The server sends every category; the SDK's shopCategories.pages searches, sorts and pages them (spec §7), as the list does. */
export const newCmdExport = pagedExport<ShopCategory>({
  list: 'shop-categories',
  what: 'shop categories',
  description: 'every shop category (of the search) to stdout or a file; sort keys: name, order, active',
  examples: ['mpa shop-categories export --sort order --format json'],
  pages: (client, o, p) => client.shopCategories.pages({ ...pagingQueryOf(o), ...p }),
});
