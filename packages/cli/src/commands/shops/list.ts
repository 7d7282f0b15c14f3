import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { UsageError } from '../../errors';
import { addListOptions, listOptionsOf, runList, type ListOptions } from '../../list';

export type ListShopsOptions = ListOptions;

async function run(ctx: Context, o: ListShopsOptions): Promise<void> {
  const client = await ctx.client();
  await runList(ctx, o, { list: 'shops' }, (q) =>
    client.shops.list({ page: q.page, pageSize: q.pageSize, searchTerms: q.search, sortBy: q.sortBy }),
  );
}

/** Spec §7 sends the shop list page, pageSize, searchTerms and sortBy — no direction: --desc is refused, not faked on one page. */
function shopListOptionsOf(flags: Record<string, any>): ListShopsOptions {
  if (flags.desc)
    throw new UsageError(
      '--desc: the shop list has no sort direction (the server sorts by --sort, default shopName, ascending)',
    );
  return listOptionsOf(flags);
}

export function newCmdList(parent: Command, f: Factory, runF: Run<ListShopsOptions> = run): Command {
  const cmd = addListOptions(
    parent
      .command('list')
      .description('list shops (sorted by shopName unless --sort; ascending: the list takes no direction)'),
  );
  examples(cmd, ['mpa shops list --all --format csv --fields shopId,shopName,shopPhones']);
  return act(cmd, f, (_args, flags) => shopListOptionsOf(flags), runF);
}
