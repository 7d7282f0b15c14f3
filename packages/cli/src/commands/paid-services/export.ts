import type { Command } from 'commander';
import type { PremiumService, ServiceFor } from '@marketplace-admin/sdk';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import {
  addExportOptions,
  exportOptionsOf,
  pagingQueryOf,
  runExport,
  type ExportOptions,
} from '../../export';
import { forOf } from './shared';

export interface ExportPaidOptions extends ExportOptions {
  for: ServiceFor;
}

async function run(ctx: Context, o: ExportPaidOptions): Promise<number> {
  const client = await ctx.client();
  return runExport<PremiumService>(ctx, o, {
    list: 'paid-services',
    what: `${o.for} paid services`,
    pages: (p) => client.premiumServices.pages({ for: o.for, ...pagingQueryOf(o), ...p }),
  });
}

export function newCmdExport(parent: Command, f: Factory, runF: Run<ExportPaidOptions> = run): Command {
  const cmd = addExportOptions(
    parent
      .command('export')
      .description('every vendor or shop with its subscription to stdout or a file')
      .option('--for <vendor|shop>', 'vendor or shop', 'vendor'),
  );
  examples(cmd, ['mpa paid-services export --for shop --output shop-subscriptions.csv']);
  return act(cmd, f, (_args, flags) => ({ ...exportOptionsOf(flags), for: forOf(flags.for) }), runF);
}
