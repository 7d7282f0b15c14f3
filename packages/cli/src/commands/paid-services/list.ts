import type { Command } from 'commander';
import type { ServiceFor } from '@marketplace-admin/sdk';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addListOptions, listOptionsOf, pagingOf, runList, type ListOptions } from '../../list';
import { forOf } from './shared';

export interface ListPaidOptions extends ListOptions {
  for: ServiceFor;
}

async function run(ctx: Context, o: ListPaidOptions): Promise<void> {
  const client = await ctx.client();
  const { paidServicesList } = await import('@marketplace-admin/sdk');
  await runList(ctx, o, { list: paidServicesList(o.for) }, (q) =>
    client.premiumServices.list(o.for, pagingOf(q)),
  );
}

export function newCmdList(parent: Command, f: Factory, runF: Run<ListPaidOptions> = run): Command {
  const cmd = addListOptions(
    parent
      .command('list')
      .description('vendors or shops with their subscription (sorted by Id unless --sort)')
      .option('--for <vendor|shop>', 'vendor or shop', 'vendor'),
  );
  examples(cmd, [
    'mpa paid-services list --for shop --search bakery',
    'mpa paid-services list --all --format csv',
  ]);
  return act(cmd, f, (_args, flags) => ({ ...listOptionsOf(flags), for: forOf(flags.for) }), runF);
}
