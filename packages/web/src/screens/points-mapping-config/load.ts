import type { MpaClient } from '@marketplace-admin/sdk';
import { prefetchList } from '../../hooks/prefetchList';

// Read by the screen, and by its route (src/app/routes.tsx) while the screen's code loads: one SWR key.

export const MAPPINGS = 'referrals.tokenMappings';
/** The list's query: the server sends every mapping. */
export const ALL = {};
export const fetchMappings = (sdk: MpaClient) => () => sdk.referrals.tokenMappings.list();

export function prefetch(sdk: MpaClient): void {
  prefetchList(MAPPINGS, ALL, fetchMappings(sdk));
}
