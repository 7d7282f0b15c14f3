import {
  isMpaError,
  MOBILE_LENGTH,
  PAGE_SIZES,
  sanitizeMobile,
  vendorsWithMobile,
  type MpaClient,
  type VendorServiceRow,
} from '@marketplace-admin/sdk';
import type { Params } from 'react-router-dom';
import { prefetchRecord } from '../../hooks/prefetchList';

/** What the screen needs of one vendor: the services linked now, and the vendor's name when known. */
export interface VendorLinks {
  links: VendorServiceRow[];
  name?: string;
}

const is404 = (e: unknown) => isMpaError(e) && e.status === 404;

/**
 * One vendor's links for /vendors/{mobileNo}/services, or null when there is no such vendor.
 *
 * Links prove the vendor exists; otherwise the spec's vendor lookup (user search by mobile, role V)
 * decides. A 404 from either call, or a lookup that finds nobody while the vendor has no links, is a
 * vendor that does not exist. Anything else that failed leaves the screen without what it needs (the
 * links to edit, or whether the vendor exists): that error is thrown.
 */
export async function loadVendorLinks(sdk: MpaClient, mobile: string): Promise<VendorLinks | null> {
  const [links, lookup] = await Promise.allSettled([
    sdk.vendorServices.byMobile(mobile),
    sdk.users.searchByMobile(mobile),
  ]);
  const rows = links.status === 'fulfilled' ? links.value.items : undefined;
  const vendors = lookup.status === 'fulfilled' ? vendorsWithMobile(lookup.value, mobile) : undefined;
  const exists = Boolean(rows?.length) || Boolean(vendors?.length);
  if (!exists) {
    const failed = [links, lookup].flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    if (failed.length === 0 || failed.some(is404)) return null;
    throw failed[0];
  }
  if (links.status === 'rejected') throw links.reason;
  return { links: rows!, name: vendors?.[0]?.name ?? rows![0]?.venderName };
}

/** The list's name in the SWR keys; the query is the mobile number. */
export const VENDOR_LINKS = 'vendor.links';
/** The whole services tree, unsearched: the Services screen's key for an empty search. */
export const SERVICES_TREE = 'services.tree';
export const fetchServicesTree = (sdk: MpaClient) => () =>
  sdk.services.list({ page: 1, pageSize: PAGE_SIZES.dropdown, sortBy: 'ord' });

/** Spec §9: a mobile number is 10 digits; any other path names no vendor, so nothing is asked. */
export const isVendorMobile = (mobile: string) =>
  mobile.length === MOBILE_LENGTH && sanitizeMobile(mobile) === mobile;

/**
 * The route's prefetch (src/app/routes.tsx): the vendor's links and the services tree, while the screen's code loads.
 * Settles once both are in SWR's cache (or failed): the screen's first render then draws the rows the page drew early.
 */
export function prefetch(sdk: MpaClient, _search: URLSearchParams, params: Params): Promise<unknown> {
  const mobile = params.mobileNo ?? '';
  return Promise.all([
    isVendorMobile(mobile) && prefetchRecord(VENDOR_LINKS, mobile, (m) => loadVendorLinks(sdk, m)),
    prefetchRecord(SERVICES_TREE, '', fetchServicesTree(sdk)),
  ]);
}
