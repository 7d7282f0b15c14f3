import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addListOptions, listOptionsOf, runList, type ListOptions } from '../../list';

export type ListAdsOptions = ListOptions;

async function run(ctx: Context, o: ListAdsOptions): Promise<void> {
  const client = await ctx.client();
  await runList(ctx, o, { list: 'featured-ads' }, (q) =>
    client.featuredAds.list({ page: q.page, pageSize: q.pageSize, search: q.search }),
  );
}

export function newCmdList(parent: Command, f: Factory, runF: Run<ListAdsOptions> = run): Command {
  const cmd = addListOptions(parent.command('list').description('list featured ads'));
  examples(cmd, ['mpa featured-ads list --all --format json']);
  return act(cmd, f, (_args, flags) => listOptionsOf(flags), runF);
}
