import type { Command } from 'commander';
import { idArg } from '../../args';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { outputOptionsOf, printResult, type OutputOptions } from '../../output/index';
import { addFormOptions, fieldsOf, premiumForm, type SubscriptionFields } from './shared';

export interface UpdateOptions extends SubscriptionFields, OutputOptions {
  id: number;
}

async function run(ctx: Context, o: UpdateOptions): Promise<void> {
  const client = await ctx.client();
  await printResult(
    ctx,
    await client.premiumServices.update(o.id, await premiumForm(o, await client.premiumServices.get(o.id))),
    o,
  );
}

export function newCmdUpdate(parent: Command, f: Factory, runF: Run<UpdateOptions> = run): Command {
  const cmd = addFormOptions(
    parent.command('update <id>').description('edit a subscription (unset options keep their values)'),
  );
  examples(cmd, ['mpa paid-services update 7 --end 2027-01-31 --amount 1200']);
  return act(
    cmd,
    f,
    ([id], flags) => ({ id: idArg(id), ...fieldsOf(flags), ...outputOptionsOf(flags) }),
    runF,
  );
}
