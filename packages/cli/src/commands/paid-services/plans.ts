import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addOutputOptions, outputOptionsOf, printRows, type OutputOptions } from '../../output/index';

export type PlansOptions = OutputOptions;

async function run(ctx: Context, o: PlansOptions): Promise<void> {
  const plans = await (await ctx.client()).premiumServices.plans();
  await printRows(
    ctx,
    plans.map((plan) => ({ plan })),
    o,
    { list: 'subscription-plans' },
  );
}

export function newCmdPlans(parent: Command, f: Factory, runF: Run<PlansOptions> = run): Command {
  const cmd = addOutputOptions(parent.command('plans').description('the subscription plan names'));
  examples(cmd, ['mpa paid-services plans --format json']);
  return act(cmd, f, (_args, flags) => outputOptionsOf(flags), runF);
}
