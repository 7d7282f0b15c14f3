import type { Command } from 'commander';
import type { RedemptionRequest, RedemptionStatus } from '@marketplace-admin/sdk';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addExportOptions, exportOptionsOf, runExport, type ExportOptions } from '../../export';
import { statusOf } from './shared';

export interface ExportRedemptionsOptions extends ExportOptions {
  status: RedemptionStatus;
}

async function run(ctx: Context, o: ExportRedemptionsOptions): Promise<number> {
  const client = await ctx.client();
  return runExport<RedemptionRequest>(ctx, o, {
    list: 'redemptions',
    what: `${o.status.toLowerCase()} redemption requests`,
    pages: (p) =>
      client.redemptions.pages({
        status: o.status,
        search: o.search,
        sortBy: o.sort,
        sortDescending: o.desc,
        ...p,
      }),
  });
}

export function newCmdExport(
  parent: Command,
  f: Factory,
  runF: Run<ExportRedemptionsOptions> = run,
): Command {
  const cmd = addExportOptions(
    parent
      .command('export')
      .description('every request of one status (default pending) to stdout or a file')
      .option('--status <status>', 'pending|approved|rejected', 'pending'),
  );
  examples(cmd, ['mpa redemptions export --status approved --sort redeemValue --desc --output approved.csv']);
  return act(cmd, f, (_args, flags) => ({ ...exportOptionsOf(flags), status: statusOf(flags.status) }), runF);
}
