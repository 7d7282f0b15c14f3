import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { outputOptionsOf, printResult, type OutputOptions } from '../../output/index';
import { addFormOptions, categoryForm, fieldsOf, type CategoryFields } from './shared';

export interface CreateOptions extends CategoryFields, OutputOptions {}

async function run(ctx: Context, o: CreateOptions): Promise<void> {
  const form = await categoryForm(o);
  await printResult(ctx, await (await ctx.client()).shopCategories.create(form), o);
}

export function newCmdCreate(parent: Command, f: Factory, runF: Run<CreateOptions> = run): Command {
  const cmd = addFormOptions(parent.command('create').description('create a category'));
  examples(cmd, ['mpa shop-categories create --name Bakery --order 3 --icon bakery.png']);
  return act(cmd, f, (_args, flags) => ({ ...fieldsOf(flags), ...outputOptionsOf(flags) }), runF);
}
