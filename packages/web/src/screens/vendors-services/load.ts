import type { VendorServiceRow } from '@marketplace-admin/sdk';
import { sourcePrefetch, type ListSource } from '../../hooks/listSource';

/** The vendor services: a load-more list, the URL's page the number of pages shown. */
export const VENDOR_SERVICES: ListSource<VendorServiceRow> = {
  key: 'vendorServices.list',
  defaults: { sortBy: 'vendorname' },
  read: (sdk) => (q) => sdk.vendorServices.list(q),
  pages: true,
};

export const prefetch = sourcePrefetch(VENDOR_SERVICES);
