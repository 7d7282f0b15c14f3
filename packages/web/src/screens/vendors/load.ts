import { PAGE_SIZES, type MpaClient, type Vendor } from '@marketplace-admin/sdk';
import { prefetchList } from '../../hooks/prefetchList';
import { sourcePrefetch, type ListSource } from '../../hooks/listSource';

/** The vendor list (the screen and its route's prefetch read it alike). */
export const VENDORS: ListSource<Vendor> = {
  key: 'vendors.list',
  defaults: { sortBy: 'vendorname' },
  read: (sdk) => (paging) => sdk.vendors.list(paging),
};

/** The root-level active services (spec §7: 100): the form's choices, the Service column's names. */
export const SERVICE_OPTIONS = 'services.rootLevelActive';
export const fetchServiceOptions = (sdk: MpaClient) => (pageSize: number) =>
  sdk.services.rootLevelActive({ page: 1, pageSize });

/** Starts the reads of the page the URL asks for and of the service names. */
export const prefetch = sourcePrefetch(VENDORS, (sdk) =>
  prefetchList(SERVICE_OPTIONS, PAGE_SIZES.dropdown, fetchServiceOptions(sdk)),
);
