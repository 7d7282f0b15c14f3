import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addListOptions, listOptionsOf, pageOfAll, runList, type ListOptions } from '../../list';

export type ListMappingsOptions = ListOptions;

/** The server sends every mapping at once; searching, sorting and paging happen here. */
async function run(ctx: Context, o: ListMappingsOptions): Promise<void> {
  const client = await ctx.client();
  const all = await client.referrals.tokenMappings.list();
  await runList(ctx, o, { list: 'token-mappings' }, (q) => pageOfAll(all, q));
}

export function newCmdList(parent: Command, f: Factory, runF: Run<ListMappingsOptions> = run): Command {
  const cmd = addListOptions(parent.command('list').description('every token mapping'), 100);
  examples(cmd, ['mpa token-mappings list --format csv']);
  return act(cmd, f, (_args, flags) => listOptionsOf(flags), runF);
}
