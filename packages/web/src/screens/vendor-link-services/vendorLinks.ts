import { isMpaError, type MpaClient, type User, type VendorServiceRow } from '@marketplace-admin/sdk';

/** What the screen needs of one vendor: the services linked now, and the vendor's name when known. */
export interface VendorLinks {
  links: VendorServiceRow[];
  name?: string;
}

const is404 = (e: unknown) => isMpaError(e) && e.status === 404;

/** The vendors among `users` with exactly this mobile number (a user without a mobile field is taken at its word). */
const withMobile = (users: readonly User[], mobile: string) =>
  users.filter((u) => [u.mobileNo, u.mobile, u.mobileno].every((m) => m === undefined || m === null || String(m) === mobile));

/**
 * One vendor's links for /vendors/{mobileNo}/services, or null when there is no such vendor.
 *
 * Links prove the vendor exists; otherwise the spec's vendor lookup (user search by mobile, role V)
 * decides. A 404 from either call, or a lookup that finds nobody while the vendor has no links, is a
 * vendor that does not exist. Anything else that failed leaves the screen without what it needs (the
 * links to edit, or whether the vendor exists): that error is thrown.
 */
export async function loadVendorLinks(sdk: MpaClient, mobile: string): Promise<VendorLinks | null> {
  const [links, lookup] = await Promise.allSettled([sdk.vendorServices.byMobile(mobile), sdk.users.searchByMobile(mobile)]);
  const rows = links.status === 'fulfilled' ? links.value.items : undefined;
  const vendors = lookup.status === 'fulfilled' ? withMobile(lookup.value, mobile) : undefined;
  const exists = Boolean(rows?.length) || Boolean(vendors?.length);
  if (!exists) {
    const failed = [links, lookup].flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    if (failed.length === 0 || failed.some(is404)) return null;
    throw failed[0];
  }
  if (links.status === 'rejected') throw links.reason;
  return { links: rows!, name: vendors?.[0]?.name ?? rows![0]?.venderName };
}
