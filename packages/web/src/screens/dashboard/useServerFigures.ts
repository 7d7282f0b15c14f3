import useSWR, { type SWRResponse } from 'swr';
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
  const registeredVendors = useSWR(['dashboard', 'vendors'], () => client.vendors.list(ONE).then((p) => p.totalCount));
  const services = useSWR(['dashboard', 'services'], () => client.services.list(ONE).then((p) => p.totalCount));
  const pending = useSWR(['dashboard', 'pending'], async (): Promise<PendingApprovals> => {
    const [redemptions, reviews] = await Promise.all([client.redemptions.list('Pending', ONE), client.reviews.list('pending', ONE)]);
    return { redemptions: redemptions.totalCount, reviews: reviews.totalCount };
  });
  return { registeredVendors, services, pending };
}
