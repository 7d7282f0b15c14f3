import type { Shop } from '@marketplace-admin/sdk';
import { pagedExport } from '../../export';

/** Every shop of the search; spec §7 gives the shop list a sort key but no direction (no --desc). */
export const newCmdExport = pagedExport<Shop>({
  list: 'shops',
  what: 'shops',
  description: 'every shop (of the search) to stdout or a file: csv, json or ndjson',
  listFlags: { sort: true },
  examples: ['mpa shops export --output shops.csv --bom', 'mpa shops export --search bakery --format ndjson'],
  pages: (client, o, p) => client.shops.pages({ searchTerms: o.search, sortBy: o.sort, ...p }),
});
