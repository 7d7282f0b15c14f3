import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addListOptions, listOptionsOf, pagingOf, runList, type ListOptions } from '../../list';

export type ListCodesOptions = ListOptions;

async function run(ctx: Context, o: ListCodesOptions): Promise<void> {
  const client = await ctx.client();
  await runList(ctx, o, { list: 'referral-codes' }, (q) => client.referrals.codes.list(pagingOf(q)));
}

export function newCmdList(parent: Command, f: Factory, runF: Run<ListCodesOptions> = run): Command {
  const cmd = addListOptions(parent.command('list').description('list referral codes'));
  examples(cmd, ['mpa referral-codes list --search ravi --all --format ndjson']);
  return act(cmd, f, (_args, flags) => listOptionsOf(flags), runF);
}
