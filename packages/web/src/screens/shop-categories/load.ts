import type { MpaClient } from '@marketplace-admin/sdk';
import { prefetchList } from '../../hooks/prefetchList';

// Shared by the Shop Categories screen and the shop form (its category choices): one SWR key, one read.

/** The category list's name in the SWR keys; its query is `{}` (the server sends every category). */
export const CATEGORIES = 'shopCategories.list';

export const fetchCategories = (sdk: MpaClient) => () => sdk.shopCategories.list();

/** The route's prefetch (src/app/routes.tsx): starts the read while the screen's code loads, under the screen's key. */
export function prefetch(sdk: MpaClient): void {
  prefetchList(CATEGORIES, {}, fetchCategories(sdk));
}
