import type { Command } from 'commander';
import type { Review, ReviewStatus } from '@marketplace-admin/sdk';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import {
  addExportOptions,
  exportOptionsOf,
  pagingQueryOf,
  runExport,
  type ExportOptions,
} from '../../export';
import { statusOf } from './shared';

export interface ExportReviewsOptions extends ExportOptions {
  status: ReviewStatus;
}

async function run(ctx: Context, o: ExportReviewsOptions): Promise<number> {
  const client = await ctx.client();
  return runExport<Review>(ctx, o, {
    list: 'reviews',
    what: `${o.status} reviews`,
    pages: (p) => client.reviews.pages({ status: o.status, ...pagingQueryOf(o), ...p }),
  });
}

export function newCmdExport(parent: Command, f: Factory, runF: Run<ExportReviewsOptions> = run): Command {
  const cmd = addExportOptions(
    parent
      .command('export')
      .description('every review of one tab (default pending) to stdout or a file')
      .option('--status <status>', 'pending|approved|rejected', 'pending'),
  );
  examples(cmd, ['mpa reviews export --status approved --output approved.csv']);
  return act(cmd, f, (_args, flags) => ({ ...exportOptionsOf(flags), status: statusOf(flags.status) }), runF);
}
