import type { Command } from 'commander';
import { idArg } from '../../args';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addOutputOptions, outputOptionsOf, printRecord, type OutputOptions } from '../../output/index';

export interface GetOptions extends OutputOptions {
  id: number;
}

async function run(ctx: Context, o: GetOptions): Promise<void> {
  await printRecord(ctx, await (await ctx.client()).vendorServices.get(o.id), o);
}

export function newCmdGet(parent: Command, f: Factory, runF: Run<GetOptions> = run): Command {
  const cmd = addOutputOptions(parent.command('get <id>').description('one vendor service'));
  examples(cmd, ['mpa vendor-services get 4']);
  return act(cmd, f, ([id], flags) => ({ id: idArg(id), ...outputOptionsOf(flags) }), runF);
}
