import { toPage, type Vendor } from '@marketplace-admin/sdk';
import useSWR, { type SWRResponse } from 'swr';
import { useSdk } from '../../hooks/useSdk';

const ONE = { page: 1, pageSize: 1 } as const;

export interface ActiveVendors {
  /** Vendors the server reports as active (GET /Vendors/v1 with isActive=true), or null when it cannot tell. */
  active: number | null;
  /** Every vendor (GET /Vendors/v1 totalCount). */
  total: number;
}

export interface PendingApprovals {
  redemptions: number;
  reviews: number;
}

/**
 * The dashboard figures the server can tell, each read as one list call with pageSize 1 (only
 * totalCount is used):
 * - Active Vendors: the dev API filters GET /Vendors/v1 by isActive (the SDK's list payload has no
 *   such field, so it goes through `client.call` with the same endpoint name). A server that ignores
 *   the filter is detected (an inactive vendor comes back) and then only the total is shown.
 * - Total Services: services.list totalCount.
 * - Pending Approvals: pending redemption requests + reviews pending moderation.
 */
export function useServerFigures(): {
  vendors: SWRResponse<ActiveVendors>;
  services: SWRResponse<number>;
  pending: SWRResponse<PendingApprovals>;
} {
  const client = useSdk();
  const vendors = useSWR(['dashboard', 'vendors'], async (): Promise<ActiveVendors> => {
    const [all, filtered] = await Promise.all([
      client.vendors.list(ONE),
      client.call<unknown>('vendors.list', { ...ONE, isActive: true }).then((r) => toPage<Vendor>(r.data, ONE, { totalCount: r.totalCount })),
    ]);
    const honoured = filtered.items.every((v) => v.isActive === true) && filtered.totalCount <= all.totalCount;
    return { active: honoured ? filtered.totalCount : null, total: all.totalCount };
  });
  const services = useSWR(['dashboard', 'services'], () => client.services.list(ONE).then((p) => p.totalCount));
  const pending = useSWR(['dashboard', 'pending'], async (): Promise<PendingApprovals> => {
    const [redemptions, reviews] = await Promise.all([client.redemptions.list('Pending', ONE), client.reviews.list('pending', ONE)]);
    return { redemptions: redemptions.totalCount, reviews: reviews.totalCount };
  });
  return { vendors, services, pending };
}
