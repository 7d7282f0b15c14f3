import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { EXIT } from '../../errors';
import { addOutputOptions, outputOptionsOf, printResult, type OutputOptions } from '../../output/index';
import { findCategory } from './shared';

export interface DeleteOptions extends OutputOptions {
  /** The category's name or id. */
  category: string;
  yes: boolean;
}

async function run(ctx: Context, o: DeleteOptions): Promise<number | void> {
  const { catalogue } = await import('@marketplace-admin/sdk');
  const client = await ctx.client();
  const { cat } = findCategory(await client.shopCategories.list(), o.category);
  if (!(await ctx.confirm(catalogue.shopCategories.confirmDelete, o.yes))) return EXIT.failure;
  await printResult(ctx, await client.shopCategories.delete(cat.shopCategoryName), o);
}

export function newCmdDelete(parent: Command, f: Factory, runF: Run<DeleteOptions> = run): Command {
  const cmd = addOutputOptions(
    parent
      .command('delete <name>')
      .description('delete a category')
      .option('--yes', 'do not ask for confirmation'),
  );
  examples(cmd, ['mpa shop-categories delete Bakery --yes']);
  return act(
    cmd,
    f,
    ([category], flags) => ({ category, yes: Boolean(flags.yes), ...outputOptionsOf(flags) }),
    runF,
  );
}
