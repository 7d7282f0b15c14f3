import { isMpaError, type MpaClient } from '@marketplace-admin/sdk';
import type { Params } from 'react-router-dom';
import { prefetchList } from '../../hooks/prefetchList';

// Shared by the Vendor Details screen and its route (src/app/routes.tsx), which starts the read while the
// screen's code loads: both use the same SWR key (the mobile number in the path).

export const VENDOR_DETAIL = 'vendor.detail';

/** The vendor with this mobile number: its detail and service rows, or null when there is none (a 404 included). */
export async function loadVendor(sdk: MpaClient, mobile: string) {
  try {
    const users = await sdk.users.getAllByMobile(mobile);
    const v = users.find((u) => u.role === 'V');
    if (!v?.id) return null;
    const [detail, links] = await Promise.all([sdk.vendors.get(Number(v.id)), sdk.vendorServices.byMobile(mobile)]);
    return { detail, links: links.items };
  } catch (e) {
    if (isMpaError(e) && e.status === 404) return null;
    throw e;
  }
}

export function prefetch(sdk: MpaClient, _search: URLSearchParams, params: Params): void {
  const mobile = params.mobileNo ?? '';
  prefetchList(VENDOR_DETAIL, mobile, (m) => loadVendor(sdk, m));
}
