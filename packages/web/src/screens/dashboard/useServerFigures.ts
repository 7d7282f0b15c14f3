import type { MpaClient } from '@marketplace-admin/sdk';
import useSWR, { preload, type SWRResponse } from 'swr';
import { useSdk } from '../../hooks/useSdk';

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
 * - Pending Approvals: pending redemption requests + reviews pending moderation.
 * - Active Vendors: GET /Vendors/v1 takes only the paging payload, so no spec call counts active
 *   vendors (counting isActive over every page would read the whole vendor list on each visit). The
 *   card shows "—", says the figure is not available from the server, and names the registered total.
 */
export function useServerFigures(): {
  registeredVendors: SWRResponse<number>;
  services: SWRResponse<number>;
  pending: SWRResponse<PendingApprovals>;
} {
  const client = useSdk();
  const f = figures(client);
  const registeredVendors = useSWR(KEYS.vendors, f.vendors);
  const services = useSWR(KEYS.services, f.services);
  const pending = useSWR(KEYS.pending, f.pending);
  return { registeredVendors, services, pending };
}

const KEYS = { vendors: ['dashboard', 'vendors'], services: ['dashboard', 'services'], pending: ['dashboard', 'pending'] } as const;

const figures = (client: MpaClient) => ({
  vendors: () => client.vendors.list(ONE).then((p) => p.totalCount),
  services: () => client.services.list(ONE).then((p) => p.totalCount),
  pending: async (): Promise<PendingApprovals> => {
    const [redemptions, reviews] = await Promise.all([client.redemptions.list('Pending', ONE), client.reviews.list('pending', ONE)]);
    return { redemptions: redemptions.totalCount, reviews: reviews.totalCount };
  },
});

/** The route's prefetch (src/app/routes.tsx): the three reads start while the screen's code loads, under the screen's keys. */
export function prefetch(client: MpaClient): void {
  const f = figures(client);
  for (const k of ['vendors', 'services', 'pending'] as const) preload(KEYS[k], f[k]).catch(() => undefined);
}
