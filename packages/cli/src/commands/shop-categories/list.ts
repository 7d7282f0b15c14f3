import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addListOptions, listOptionsOf, pagingOf, runList, type ListOptions } from '../../list';

export type ListCategoriesOptions = ListOptions;

/** The server sends every category; searching, sorting and paging happen here (spec §7). */
async function run(ctx: Context, o: ListCategoriesOptions): Promise<void> {
  const client = await ctx.client();
  const all = await client.shopCategories.list();
  const { shopCategoryPage } = await import('@marketplace-admin/sdk');
  await runList(ctx, o, { list: 'shop-categories' }, async (q) => shopCategoryPage(all, pagingOf(q)));
}

export function newCmdList(parent: Command, f: Factory, runF: Run<ListCategoriesOptions> = run): Command {
  const cmd = addListOptions(
    parent.command('list').description('list categories; sort keys: name, order, active'),
  );
  examples(cmd, ['mpa shop-categories list --sort order', 'mpa shop-categories list --all --format json']);
  return act(cmd, f, (_args, flags) => listOptionsOf(flags), runF);
}
