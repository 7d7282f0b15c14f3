import type { FeaturedAd } from '@marketplace-admin/sdk';
import { pagedExport } from '../../export';

/** Every featured ad of the search; spec §7 gives the list a search only (no sort). */
export const newCmdExport = pagedExport<FeaturedAd>({
  list: 'featured-ads',
  what: 'featured ads',
  description: 'every featured ad (of the search) to stdout or a file: csv, json or ndjson',
  listFlags: {},
  examples: ['mpa featured-ads export --format json --output ads.json'],
  pages: (client, o, p) => client.featuredAds.pages({ search: o.search, ...p }),
});
