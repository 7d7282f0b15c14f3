import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { outputOptionsOf, printResult, type OutputOptions } from '../../output/index';
import { addFormOptions, fieldsOf, shopForm, type ShopFields } from './shared';

export interface CreateOptions extends ShopFields, OutputOptions {}

async function run(ctx: Context, o: CreateOptions): Promise<void> {
  const form = await shopForm(o);
  await printResult(ctx, await (await ctx.client()).shops.create(form), o);
}

export function newCmdCreate(parent: Command, f: Factory, runF: Run<CreateOptions> = run): Command {
  const cmd = addFormOptions(parent.command('create').description('create a shop'));
  examples(cmd, [
    'mpa shops create --name "Fresh Bakes" --category Bakery --address "12 MG Road" --phone 9876543210 --image front.jpg',
  ]);
  return act(cmd, f, (_args, flags) => ({ ...fieldsOf(flags), ...outputOptionsOf(flags) }), runF);
}
