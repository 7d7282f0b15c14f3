import type { Command } from 'commander';
import { idArg } from '../../args';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { UsageError } from '../../errors';
import { addOutputOptions, outputOptionsOf, printResult, type OutputOptions } from '../../output/index';

export interface ReorderOptions extends OutputOptions {
  items: { id: number; order: number }[];
}

async function run(ctx: Context, o: ReorderOptions): Promise<void> {
  await printResult(ctx, await (await ctx.client()).services.reorder(o.items), o);
}

export function newCmdReorder(parent: Command, f: Factory, runF: Run<ReorderOptions> = run): Command {
  const cmd = addOutputOptions(
    parent.command('reorder <id:order...>').description('set display orders, e.g. 3:1 4:2'),
  );
  examples(cmd, ['mpa services reorder 3:2 4:1']);
  return act(
    cmd,
    f,
    ([pairs], flags) => ({
      items: (pairs as string[]).map((p) => {
        const [id, order] = p.split(':');
        if (order === undefined) throw new UsageError(`Expected id:order, got '${p}'`);
        return { id: idArg(id), order: idArg(order, 'order') };
      }),
      ...outputOptionsOf(flags),
    }),
    runF,
  );
}
