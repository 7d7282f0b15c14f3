import { isMpaError, type MpaClient } from '@marketplace-admin/sdk';
import type { Params } from 'react-router-dom';
import { prefetchRecord } from '../../hooks/prefetchList';

// Shared by the Vendor Details screen and its route (src/app/routes.tsx), which starts the read while the
// screen's code loads: both use the same SWR key (the mobile number in the path).

export const VENDOR_DETAIL = 'vendor.detail';

/**
 * The vendor with this mobile number: its detail and service rows, or null when there is none (a 404 included).
 * Found through the fields the spec gives a vendor list row (§3: id, mobileNo): the vendor search by the mobile
 * number, then GET /vendors/v1/{id} with that row's id. A user record's role or id is never relied on.
 */
export async function loadVendor(sdk: MpaClient, mobile: string) {
  try {
    const vendor = await sdk.vendors.findByMobile(mobile);
    if (!vendor) return null;
    const [detail, links] = await Promise.all([
      sdk.vendors.get(vendor.id),
      sdk.vendorServices.byMobile(mobile),
    ]);
    return { detail, links: links.items };
  } catch (e) {
    if (isMpaError(e) && e.status === 404) return null;
    throw e;
  }
}

/** Settles once the vendor is in SWR's cache (or its read failed): the screen's first render draws it at once. */
export function prefetch(sdk: MpaClient, _search: URLSearchParams, params: Params): Promise<void> {
  return prefetchRecord(VENDOR_DETAIL, params.mobileNo ?? '', (m) => loadVendor(sdk, m));
}
