import { PAGE_SIZES, type MpaClient } from '@marketplace-admin/sdk';
import { prefetchList } from '../../hooks/prefetchList';
import { listStateFor } from '../../hooks/useListState';

// Read by the screen, and by its route (src/app/routes.tsx) while the screen's code loads: one key.

/** The whole tree (every level) in one read, under the search term; the link-services screen reads the same key unsearched. */
export const TREE = 'services.tree';
export const fetchTree = (sdk: MpaClient) => (searchTerms: string) =>
  sdk.services.list({ page: 1, pageSize: PAGE_SIZES.dropdown, sortBy: 'ord', searchTerms });

export function prefetch(sdk: MpaClient, search: URLSearchParams): void {
  prefetchList(TREE, listStateFor(search).search.trim(), fetchTree(sdk));
}
