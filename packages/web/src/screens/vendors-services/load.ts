import type { VendorServiceRow } from '@marketplace-admin/sdk';
import { sourcePrefetch, type ListSource } from '../../hooks/listSource';

/**
 * The vendor services list (the screen and its route's prefetch read it alike): a load-more list, the URL's
 * page is how many pages are shown, each read under `{ ...query, page }`.
 */
export const VENDOR_SERVICES: ListSource<VendorServiceRow> = {
  key: 'vendorServices.list',
  defaults: { sortBy: 'vendorname' },
  read: (sdk) => (q) => sdk.vendorServices.list(q),
  pages: true,
};

export const prefetch = sourcePrefetch(VENDOR_SERVICES);
