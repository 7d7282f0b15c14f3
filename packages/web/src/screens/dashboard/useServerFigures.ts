import type { MpaClient, QueueCounts } from '@marketplace-admin/sdk';
import useSWR, { preload, type SWRResponse } from 'swr';
import { QUEUE_COUNTS_KEY } from '../../hooks/queueBadges';
import { useSdk } from '../../hooks/useSdk';
import { t } from '../../i18n';

const ONE = { page: 1, pageSize: 1 } as const;

export interface PendingApprovals {
  redemptions: number;
  reviews: number;
}

/**
 * The dashboard figures a spec call can give, each one typed SDK list call with pageSize 1 (only
 * totalCount is used).
 *
 * Spec §2 says the cards are hard-coded sample data. The server totals were added (b987847) so an
 * administrator sees real numbers where the server can tell them, each card saying where its number
 * comes from; that stays, but only through the calls and parameters the spec names, so it works
 * against the real backend:
 * - Total Services: services.list totalCount.
 * - Pending Approvals: pending redemption requests + reviews pending moderation, from
 *   `queues.counts()` under the sidebar badges' key: one read of the counts for both.
 * - Active Vendors: GET /Vendors/v1 takes only the paging payload, so no spec call counts active
 *   vendors (counting isActive over every page would read the whole vendor list on each visit). The
 *   card shows "—", says the figure is not available from the server, and names the registered total.
 */
export function useServerFigures(): {
  registeredVendors: SWRResponse<number>;
  services: SWRResponse<number>;
  pending: { data?: PendingApprovals; error?: { message: string } };
} {
  const client = useSdk();
  const f = figures(client);
  const registeredVendors = useSWR(KEYS.vendors, f.vendors);
  const services = useSWR(KEYS.services, f.services);
  const counts = useSWR(KEYS.counts, f.counts);
  return { registeredVendors, services, pending: pendingOf(counts) };
}

/** Both queues' counts, or the failure to show: a count the server could not give is an error here, not 0. */
function pendingOf({ data, error }: SWRResponse<QueueCounts>): {
  data?: PendingApprovals;
  error?: { message: string };
} {
  if (error) return { error: error as { message: string } };
  if (!data) return {};
  if (data.redemptionsPending === null) return { error: { message: t('redemption.loadFailed') } };
  if (data.reviewsPending === null) return { error: { message: t('reviews.loadPendingFailed') } };
  return { data: { redemptions: data.redemptionsPending, reviews: data.reviewsPending } };
}

const KEYS = {
  vendors: ['dashboard', 'vendors'],
  services: ['dashboard', 'services'],
  counts: QUEUE_COUNTS_KEY,
} as const;

const figures = (client: MpaClient) => ({
  vendors: () => client.vendors.list(ONE).then((p) => p.totalCount),
  services: () => client.services.list(ONE).then((p) => p.totalCount),
  counts: () => client.queues.counts(),
});

/** The route's prefetch (src/app/routes.tsx): the reads start while the screen's code loads, under the keys the screen (and the badges) read. */
export function prefetch(client: MpaClient): void {
  const f = figures(client);
  for (const k of ['vendors', 'services', 'counts'] as const) preload(KEYS[k], f[k]).catch(() => undefined);
}
