import type { Command } from 'commander';
import type { ReviewStatus } from '@marketplace-admin/sdk';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addListOptions, listOptionsOf, pagingOf, runList, type ListOptions } from '../../list';
import { COLUMNS, statusOf } from './shared';

export interface ListReviewsOptions extends ListOptions {
  status: ReviewStatus;
}

export async function run(ctx: Context, o: ListReviewsOptions): Promise<void> {
  const client = await ctx.client();
  await runList(ctx, o, COLUMNS, (q) => client.reviews.list(o.status, pagingOf(q)));
}

export function newCmdList(parent: Command, f: Factory, runF: Run<ListReviewsOptions> = run): Command {
  const cmd = addListOptions(parent.command('list').description('reviews of one tab (default pending)').option('--status <status>', 'pending|approved|rejected', 'pending'));
  examples(cmd, ['mpa reviews list --status rejected --all --format ndjson']);
  return act(cmd, f, (_args, flags) => ({ ...listOptionsOf(flags), status: statusOf(flags.status) }), runF);
}
