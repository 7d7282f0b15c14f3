import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { outputOptionsOf, printResult, type OutputOptions } from '../../output/index';
import { addFormOptions, fieldsOf, premiumForm, type SubscriptionFields } from './shared';

export interface CreateOptions extends SubscriptionFields, OutputOptions {}

async function run(ctx: Context, o: CreateOptions): Promise<void> {
  const client = await ctx.client();
  await printResult(ctx, await client.premiumServices.create(await premiumForm(o)), o);
}

export function newCmdCreate(parent: Command, f: Factory, runF: Run<CreateOptions> = run): Command {
  const cmd = addFormOptions(parent.command('create').description('add a subscription'));
  examples(cmd, [
    'mpa paid-services create --for vendor --vendor 12 --plan Gold --start 2026-01-01 --end 2026-12-31 --amount 999 --method UPI',
  ]);
  return act(cmd, f, (_args, flags) => ({ ...fieldsOf(flags), ...outputOptionsOf(flags) }), runF);
}
