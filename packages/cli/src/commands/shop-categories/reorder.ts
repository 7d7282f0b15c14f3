import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { UsageError } from '../../errors';
import { addOutputOptions, outputOptionsOf, printResult, type OutputOptions } from '../../output/index';
import { findCategory } from './shared';

export interface ReorderOptions extends OutputOptions {
  category: string;
  direction: 'up' | 'down';
}

/** Swaps the category's order with its neighbour's (spec §4) and saves both. */
async function run(ctx: Context, o: ReorderOptions): Promise<void> {
  const { swapCategoryOrder } = await import('@marketplace-admin/sdk');
  const client = await ctx.client();
  const { index, sorted } = findCategory(await client.shopCategories.list(), o.category);
  const swap = swapCategoryOrder(sorted, index, o.direction);
  if (!swap)
    throw new UsageError(
      `'${sorted[index].shopCategoryName}' is already ${o.direction === 'up' ? 'first' : 'last'}`,
    );
  await printResult(ctx, await client.shopCategories.reorder(swap.changes), o);
}

export function newCmdReorder(parent: Command, f: Factory, runF: Run<ReorderOptions> = run): Command {
  const cmd = addOutputOptions(
    parent
      .command('reorder <name> <direction>')
      .description('move a category up or down (swaps order with its neighbour)'),
  );
  examples(cmd, ['mpa shop-categories reorder Bakery up']);
  return act(
    cmd,
    f,
    ([category, direction], flags) => {
      if (direction !== 'up' && direction !== 'down')
        throw new UsageError(`direction must be up or down (got '${direction}')`);
      return { category, direction, ...outputOptionsOf(flags) };
    },
    runF,
  );
}
