import type { Review, ReviewStatus } from '@marketplace-admin/sdk';
import { pagedExport, pagingQueryOf } from '../../export';
import { statusOf } from './shared';

export const newCmdExport = pagedExport<Review, { status: ReviewStatus }>({
  list: 'reviews',
  what: (o) => `${o.status} reviews`,
  description: 'every review of one tab (default pending) to stdout or a file',
  flags: (cmd) => cmd.option('--status <status>', 'pending|approved|rejected', 'pending'),
  ownOptions: (flags) => ({ status: statusOf(flags.status) }),
  examples: ['mpa reviews export --status approved --output approved.csv'],
  pages: (client, o, p) => client.reviews.pages({ status: o.status, ...pagingQueryOf(o), ...p }),
});
