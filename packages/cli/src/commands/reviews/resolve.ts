import type { Command } from 'commander';
import { idArg } from '../../args';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { printResult, type OutputOptions } from '../../output/index';

export interface ResolveOptions extends OutputOptions {
  flagId: number;
}

async function run(ctx: Context, o: ResolveOptions): Promise<void> {
  const client = await ctx.client();
  await printResult(ctx, await client.reviews.resolveFlag(o.flagId), o);
}

export function newCmdResolve(parent: Command, f: Factory, runF: Run<ResolveOptions> = run): Command {
  const cmd = parent
    .command('resolve <flagId>')
    .description('resolve a flag')
    .option('--format <format>', 'json prints the result');
  examples(cmd, ['mpa reviews resolve 3']);
  return act(cmd, f, ([flagId], flags) => ({ flagId: idArg(flagId, 'flagId'), format: flags.format }), runF);
}
