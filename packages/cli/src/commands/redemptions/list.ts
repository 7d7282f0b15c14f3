import type { Command } from 'commander';
import type { RedemptionStatus } from '@marketplace-admin/sdk';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addListOptions, listOptionsOf, runList, withAgeSort, type ListOptions } from '../../list';
import { statusOf } from './shared';

export interface ListRedemptionsOptions extends ListOptions {
  status: RedemptionStatus;
}

async function run(ctx: Context, o: ListRedemptionsOptions): Promise<void> {
  const client = await ctx.client();
  const { LIST_COLUMNS } = await import('@marketplace-admin/sdk');
  const table = { list: 'redemptions', tab: o.status, age: o.status === 'Pending' } as const;
  await runList(ctx, o, table, (page) => {
    const q = withAgeSort(page, LIST_COLUMNS.redemptions.ageFrom);
    return client.redemptions.list(o.status, {
      page: q.page,
      pageSize: q.pageSize,
      search: q.search,
      sortBy: q.sortBy,
      sortDescending: q.sortDescending,
    });
  });
}

export function newCmdList(parent: Command, f: Factory, runF: Run<ListRedemptionsOptions> = run): Command {
  const cmd = addListOptions(
    parent
      .command('list')
      .description(
        'list requests of one status (default Pending); sort keys: userName, requestUserType, redeemMethod, redeemTokens, redeemRate, redeemValue, requestDateTime, age',
      )
      .option('--status <status>', 'pending|approved|rejected', 'pending'),
  );
  examples(cmd, [
    'mpa redemptions list --sort age --desc',
    'mpa redemptions list --status approved --sort redeemValue --desc',
    'mpa redemptions list --all --format csv > pending.csv',
  ]);
  return act(cmd, f, (_args, flags) => ({ ...listOptionsOf(flags), status: statusOf(flags.status) }), runF);
}
