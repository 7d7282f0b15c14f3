import type { Command } from 'commander';
import { idArg } from '../../args';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addOutputOptions, outputOptionsOf, printResult, type OutputOptions } from '../../output/index';

export interface ToggleOptions extends OutputOptions {
  id: number;
}

async function run(ctx: Context, o: ToggleOptions): Promise<void> {
  await printResult(ctx, await (await ctx.client()).premiumServices.toggleStatus(o.id), o);
}

export function newCmdToggle(parent: Command, f: Factory, runF: Run<ToggleOptions> = run): Command {
  const cmd = addOutputOptions(
    parent.command('toggle <id>').description('activate or deactivate a subscription'),
  );
  examples(cmd, ['mpa paid-services toggle 7']);
  return act(cmd, f, ([id], flags) => ({ id: idArg(id), ...outputOptionsOf(flags) }), runF);
}
