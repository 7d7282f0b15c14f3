import type { MpaClient } from '@marketplace-admin/sdk';
import { preload } from 'swr';
import { listPagingFor, type ListDefaults, type ListStateApi } from '../../hooks/useListState';

// Shared by the Vendors screen and its route (src/app/routes.tsx), which starts the first page's request
// while the screen's code is still loading: both must build the same SWR key.

export const VENDORS_LIST: ListDefaults = { sortBy: 'vendorname' };

/** SWR key of one page of the vendor list. */
export const vendorsListKey = (paging: ListStateApi['paging']) => ['vendors.list', paging] as const;

/** SWR keys of the vendor list (every page). */
export const isVendorsKey = (k: unknown) => Array.isArray(k) && k[0] === 'vendors.list';

/** Starts the request for the page the URL asks for; the screen's useSWR takes it over. */
export function prefetch(sdk: MpaClient, search: URLSearchParams): void {
  const paging = listPagingFor(search, VENDORS_LIST);
  const request = preload(vendorsListKey(paging), () => sdk.vendors.list(paging));
  // a failure is the screen's to show (useSWR gets this promise); here it is only marked as handled
  request.catch(() => undefined);
}
