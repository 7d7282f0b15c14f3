import type { MpaClient } from '@marketplace-admin/sdk';
import { prefetchList } from '../../hooks/prefetchList';

// Shared by the Points Conversion Rate screen and its route (src/app/routes.tsx), which starts the read
// while the screen's code loads: both use the same SWR key.

export const MAPPINGS = 'referrals.tokenMappings';
/** The list's query: the server sends every mapping. */
export const ALL = {};
export const fetchMappings = (sdk: MpaClient) => () => sdk.referrals.tokenMappings.list();

export function prefetch(sdk: MpaClient): void {
  prefetchList(MAPPINGS, ALL, fetchMappings(sdk));
}
