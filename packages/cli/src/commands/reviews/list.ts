import type { Command } from 'commander';
import type { ReviewStatus } from '@marketplace-admin/sdk';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addListOptions, listOptionsOf, pagingOf, runList, withAgeSort, type ListOptions } from '../../list';
import { statusOf } from './shared';

export interface ListReviewsOptions extends ListOptions {
  status: ReviewStatus;
}

async function run(ctx: Context, o: ListReviewsOptions): Promise<void> {
  const client = await ctx.client();
  const { LIST_COLUMNS } = await import('@marketplace-admin/sdk');
  const table = { list: 'reviews', tab: o.status, age: o.status === 'pending' } as const;
  await runList(ctx, o, table, (q) =>
    client.reviews.list(o.status, pagingOf(withAgeSort(q, LIST_COLUMNS.reviews.ageFrom))),
  );
}

export function newCmdList(parent: Command, f: Factory, runF: Run<ListReviewsOptions> = run): Command {
  const cmd = addListOptions(
    parent
      .command('list')
      .description(
        'reviews of one tab (default pending); sort keys: reviewDate, rating, vendorName, clientName, age',
      )
      .option('--status <status>', 'pending|approved|rejected', 'pending'),
  );
  examples(cmd, [
    'mpa reviews list --sort age --desc',
    'mpa reviews list --status rejected --all --format ndjson',
  ]);
  return act(cmd, f, (_args, flags) => ({ ...listOptionsOf(flags), status: statusOf(flags.status) }), runF);
}
