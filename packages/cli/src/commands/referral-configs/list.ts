import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addListOptions, listOptionsOf, pageOfAll, runList, type ListOptions } from '../../list';

export type ListConfigsOptions = ListOptions;

/** The server sends every config at once; searching, sorting and paging happen here. */
async function run(ctx: Context, o: ListConfigsOptions): Promise<void> {
  const client = await ctx.client();
  const all = await client.referrals.configs.list();
  await runList(ctx, o, { list: 'referral-configs' }, (q) => pageOfAll(all, q));
}

export function newCmdList(parent: Command, f: Factory, runF: Run<ListConfigsOptions> = run): Command {
  const cmd = addListOptions(parent.command('list').description('every referral config'), 100);
  examples(cmd, ['mpa referral-configs list --format json']);
  return act(cmd, f, (_args, flags) => listOptionsOf(flags), runF);
}
