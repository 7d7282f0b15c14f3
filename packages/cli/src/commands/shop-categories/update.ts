import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { outputOptionsOf, printResult, type OutputOptions } from '../../output/index';
import { addFormOptions, categoryForm, fieldsOf, findCategory, type CategoryFields } from './shared';

export interface UpdateOptions extends CategoryFields, OutputOptions {
  /** The category's current name or its id. */
  category: string;
}

async function run(ctx: Context, o: UpdateOptions): Promise<void> {
  const client = await ctx.client();
  const { cat } = findCategory(await client.shopCategories.list(), o.category);
  await printResult(
    ctx,
    await client.shopCategories.update(cat.shopCategoryName, await categoryForm(o, cat)),
    o,
  );
}

export function newCmdUpdate(parent: Command, f: Factory, runF: Run<UpdateOptions> = run): Command {
  const cmd = addFormOptions(
    parent.command('update <name>').description('update a category (by its current name or id)'),
  );
  examples(cmd, ['mpa shop-categories update Bakery --name "Bakery & Cafe" --active false']);
  return act(
    cmd,
    f,
    ([category], flags) => ({ category, ...fieldsOf(flags), ...outputOptionsOf(flags) }),
    runF,
  );
}
