import type { VendorServiceRow } from '@marketplace-admin/sdk';
import { pagedExport, pagingQueryOf } from '../../export';

export const newCmdExport = pagedExport<VendorServiceRow>({
  list: 'vendor-services',
  what: 'vendor services',
  description: 'every vendor service (of the search) to stdout or a file: csv, json or ndjson',
  examples: ['mpa vendor-services export --sort serviceRates --desc > vendor-services.csv'],
  pages: (client, o, p) => client.vendorServices.pages({ ...pagingQueryOf(o), ...p }),
});
