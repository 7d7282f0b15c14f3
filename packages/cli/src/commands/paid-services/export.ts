import type { PremiumService, ServiceFor } from '@marketplace-admin/sdk';
import { pagedExport, pagingQueryOf } from '../../export';
import { forOf } from './shared';

export const newCmdExport = pagedExport<PremiumService, { for: ServiceFor }>({
  list: 'paid-services',
  what: (o) => `${o.for} paid services`,
  description: 'every vendor or shop with its subscription to stdout or a file',
  flags: (cmd) => cmd.option('--for <vendor|shop>', 'vendor or shop', 'vendor'),
  ownOptions: (flags) => ({ for: forOf(flags.for) }),
  examples: ['mpa paid-services export --for shop --output shop-subscriptions.csv'],
  pages: (client, o, p) => client.premiumServices.pages({ for: o.for, ...pagingQueryOf(o), ...p }),
});
