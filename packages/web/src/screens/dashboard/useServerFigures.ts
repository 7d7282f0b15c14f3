import type { MpaClient, QueueCounts } from '@marketplace-admin/sdk';
import useSWR, { preload, type SWRResponse } from 'swr';
import { QUEUE_COUNTS_KEY } from '../../hooks/queueBadges';
import { useSdk } from '../../hooks/useSdk';
import { t } from '../../i18n';

type Failure = { message: string };
const ONE = { page: 1, pageSize: 1 } as const;

// The cards' figures a spec call can give (spec §2 has sample data; each card names its source); Pending
// Approvals reads the sidebar badges' key. No spec call counts active vendors: that card names all registered.
const KEYS = {
  vendors: ['dashboard', 'vendors'],
  services: ['dashboard', 'services'],
  counts: QUEUE_COUNTS_KEY,
} as const;
const READS = {
  vendors: (c: MpaClient) => c.vendors.list(ONE).then((p) => p.totalCount),
  services: (c: MpaClient) => c.services.list(ONE).then((p) => p.totalCount),
  counts: (c: MpaClient) => c.queues.counts(),
};

export function useServerFigures(): {
  registeredVendors: SWRResponse<number>;
  services: SWRResponse<number>;
  pending: { data?: { redemptions: number; reviews: number }; error?: Failure };
} {
  const client = useSdk();
  return {
    registeredVendors: useSWR(KEYS.vendors, () => READS.vendors(client)),
    services: useSWR(KEYS.services, () => READS.services(client)),
    pending: pendingOf(useSWR(KEYS.counts, () => READS.counts(client))),
  };
}

/** Both queues' counts, or the failure to show: a count the server could not give is an error here, not 0. */
function pendingOf({ data, error }: SWRResponse<QueueCounts>) {
  if (error) return { error: error as Failure };
  if (!data) return {};
  if (data.redemptionsPending === null) return { error: { message: t('redemption.loadFailed') } };
  if (data.reviewsPending === null) return { error: { message: t('reviews.loadPendingFailed') } };
  return { data: { redemptions: data.redemptionsPending, reviews: data.reviewsPending } };
}

/** The route's prefetch (src/app/routes.tsx): the reads start while the screen's code loads, under the keys the screen (and the badges) read. */
export function prefetch(client: MpaClient): void {
  for (const k of ['vendors', 'services', 'counts'] as const)
    preload(KEYS[k], () => READS[k](client)).catch(() => undefined);
}
