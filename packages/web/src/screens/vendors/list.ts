import { PAGE_SIZES, type MpaClient } from '@marketplace-admin/sdk';
import { preload } from 'swr';
import { listPagingFor, type ListDefaults, type ListStateApi } from '../../hooks/useListState';

// Shared by the Vendors screen and its route (src/app/routes.tsx), which starts the first page's request
// while the screen's code is still loading: both must build the same SWR key.

export const VENDORS_LIST: ListDefaults = { sortBy: 'vendorname' };

/** SWR key of one page of the vendor list. */
export const vendorsListKey = (paging: ListStateApi['paging']) => ['vendors.list', paging] as const;

/** SWR keys of the vendor list (every page). */
export const isVendorsKey = (k: unknown) => Array.isArray(k) && k[0] === 'vendors.list';

/**
 * The root-level active services (spec §7: dropdowns load page size 100): the form's main-service
 * choices, and the names the list's Service column shows for each vendor's `mainService` id.
 */
export const SERVICE_OPTIONS_KEY = ['services.rootLevelActive', PAGE_SIZES.dropdown] as const;
export const fetchServiceOptions = (sdk: MpaClient) => sdk.services.rootLevelActive({ page: 1, pageSize: PAGE_SIZES.dropdown });

/** Starts the requests for the page the URL asks for and for the service names; the screen's useSWR takes them over. */
export function prefetch(sdk: MpaClient, search: URLSearchParams): void {
  const paging = listPagingFor(search, VENDORS_LIST);
  // a failure is the screen's to show (useSWR gets these promises); here they are only marked as handled
  preload(vendorsListKey(paging), () => sdk.vendors.list(paging)).catch(() => undefined);
  preload(SERVICE_OPTIONS_KEY, () => fetchServiceOptions(sdk)).catch(() => undefined);
}
