import type { MpaClient } from '@marketplace-admin/sdk';
import { prefetchList } from '../../hooks/prefetchList';

// Read by the screen, and by its route (src/app/routes.tsx) while the screen's code loads: one SWR key.

export const CONFIGS = 'referrals.configs';
/** The list's query: the server sends every configuration. */
export const ALL = {};
export const fetchConfigs = (sdk: MpaClient) => () => sdk.referrals.configs.list();

export function prefetch(sdk: MpaClient): void {
  prefetchList(CONFIGS, ALL, fetchConfigs(sdk));
}
