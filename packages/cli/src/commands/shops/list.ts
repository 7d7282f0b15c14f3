import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addListOptions, listOptionsOf, pagingOf, runList, type ListOptions } from '../../list';
import { COLUMNS } from './shared';

export type ListShopsOptions = ListOptions;

export async function run(ctx: Context, o: ListShopsOptions): Promise<void> {
  const client = await ctx.client();
  await runList(ctx, o, COLUMNS, (q) => client.shops.list(pagingOf(q)));
}

export function newCmdList(parent: Command, f: Factory, runF: Run<ListShopsOptions> = run): Command {
  const cmd = addListOptions(parent.command('list').description('list shops (sorted by shopName unless --sort)'));
  examples(cmd, ['mpa shops list --all --format csv --fields shopId,shopName,shopPhones']);
  return act(cmd, f, (_args, flags) => listOptionsOf(flags), runF);
}
