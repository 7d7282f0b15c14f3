import type { Service } from '@marketplace-admin/sdk';
import { pagedExport, pagingQueryOf } from '../../export';

/** The root services of the search (GET /Services/v1, every page), as the Services screen lists them. */
export const newCmdExport = pagedExport<Service>({
  list: 'services',
  what: 'services',
  description: 'every root service (of the search) to stdout or a file; sort keys: ord, name',
  examples: ['mpa services export --search plumb --sort ord', 'mpa services export --format json'],
  pages: (client, o, p) => client.services.pages({ ...pagingQueryOf(o), ...p }),
});
