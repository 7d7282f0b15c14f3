import { PAGE_SIZES, type MpaClient } from '@marketplace-admin/sdk';
import { preload } from 'swr';
import { listKey } from '../../hooks/listKey';
import { listPagingFor, type ListDefaults, type ListStateApi } from '../../hooks/useListState';

// Shared by the Vendors screen and its route (src/app/routes.tsx), which starts the first page's request
// while the screen's code is still loading: both must build the same SWR key.

export const VENDORS_LIST: ListDefaults = { sortBy: 'vendorname' };

/** The vendor list's name in the SWR keys (`listKeyMatches(VENDORS)` matches every page). */
export const VENDORS = 'vendors.list';

export const fetchVendors = (sdk: MpaClient) => (paging: ListStateApi['paging']) => sdk.vendors.list(paging);

/**
 * The root-level active services (spec §7: dropdowns load page size 100): the form's main-service
 * choices, and the names the list's Service column shows for each vendor's `mainService` id.
 */
export const SERVICE_OPTIONS = 'services.rootLevelActive';
export const fetchServiceOptions = (sdk: MpaClient) => (pageSize: number) =>
  sdk.services.rootLevelActive({ page: 1, pageSize });

/** Starts the requests for the page the URL asks for and for the service names; the screen's useListQuery takes them over. */
export function prefetch(sdk: MpaClient, search: URLSearchParams): void {
  const paging = listPagingFor(search, VENDORS_LIST);
  // a failure is the screen's to show (useSWR gets these promises); here they are only marked as handled
  preload(listKey(VENDORS, paging), () => fetchVendors(sdk)(paging)).catch(() => undefined);
  preload(listKey(SERVICE_OPTIONS, PAGE_SIZES.dropdown), () =>
    fetchServiceOptions(sdk)(PAGE_SIZES.dropdown),
  ).catch(() => undefined);
}
