import type { MpaClient, PagingPayload } from '@marketplace-admin/sdk';
import { prefetchList } from '../../hooks/prefetchList';
import { listStateFor, type ListDefaults } from '../../hooks/useListState';

// Shared by the Vendors Services screen and its route (src/app/routes.tsx), which starts the shown pages'
// requests while the screen's code loads: both build the same SWR keys from the URL (useListPages reads
// page n under `listKey(list, { ...query, page: n })`, and takes a preloaded page as useSWR does).

export const VENDOR_SERVICES = 'vendorServices.list';
export const VENDOR_SERVICES_LIST: ListDefaults = { sortBy: 'vendorname' };
export const fetchVendorServices = (sdk: MpaClient) => (q: PagingPayload & { page: number }) =>
  sdk.vendorServices.list(q);

export function prefetch(sdk: MpaClient, search: URLSearchParams): void {
  // the URL's page is how many pages are shown (Load more adds one)
  const { page: pages, ...query } = listStateFor(search, VENDOR_SERVICES_LIST).paging;
  for (let page = 1; page <= pages; page++)
    prefetchList(VENDOR_SERVICES, { ...query, page }, fetchVendorServices(sdk));
}
