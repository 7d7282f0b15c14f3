import type { RedemptionRequest, RedemptionStatus } from '@marketplace-admin/sdk';
import { pagedExport } from '../../export';
import { statusOf } from './shared';

export const newCmdExport = pagedExport<RedemptionRequest, { status: RedemptionStatus }>({
  list: 'redemptions',
  what: (o) => `${o.status.toLowerCase()} redemption requests`,
  description: 'every request of one status (default pending) to stdout or a file',
  flags: (cmd) => cmd.option('--status <status>', 'pending|approved|rejected', 'pending'),
  ownOptions: (flags) => ({ status: statusOf(flags.status) }),
  examples: ['mpa redemptions export --status approved --sort redeemValue --desc --output approved.csv'],
  pages: (client, o, p) =>
    client.redemptions.pages({
      status: o.status,
      search: o.search,
      sortBy: o.sort,
      sortDescending: o.desc,
      ...p,
    }),
});
