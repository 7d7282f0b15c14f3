import type { Command } from 'commander';
import { idArg } from '../../args';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addOutputOptions, outputOptionsOf, printResult, type OutputOptions } from '../../output/index';

export interface FeatureOptions extends OutputOptions {
  id: number;
  featured: boolean;
}

async function run(ctx: Context, o: FeatureOptions): Promise<void> {
  await printResult(
    ctx,
    await (await ctx.client()).services.setFeatured({ serviceId: o.id, isFeatured: o.featured }),
    o,
  );
}

export function newCmdFeature(parent: Command, f: Factory, runF: Run<FeatureOptions> = run): Command {
  const cmd = addOutputOptions(
    parent
      .command('feature <id>')
      .description('mark a service featured (--off to unmark)')
      .option('--off', 'not featured'),
  );
  examples(cmd, ['mpa services feature 3', 'mpa services feature 3 --off']);
  return act(
    cmd,
    f,
    ([id], flags) => ({ id: idArg(id), featured: !flags.off, ...outputOptionsOf(flags) }),
    runF,
  );
}
