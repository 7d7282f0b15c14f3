import type { Vendor } from '@marketplace-admin/sdk';
import { pagedExport, pagingQueryOf } from '../../export';

export const newCmdExport = pagedExport<Vendor>({
  list: 'vendors',
  what: 'vendors',
  description: 'every vendor (of the search) to stdout or a file: csv, json or ndjson',
  examples: [
    'mpa vendors export > vendors.csv',
    'mpa vendors export --search ravi --sort yearOfExperience --desc --format json --output vendors.json',
  ],
  pages: (client, o, p) => client.vendors.pages({ ...pagingQueryOf(o), ...p }),
});
