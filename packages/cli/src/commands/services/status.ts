import type { Command } from 'commander';
import { idArg } from '../../args';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { UsageError } from '../../errors';
import { addOutputOptions, outputOptionsOf, printResult, type OutputOptions } from '../../output/index';

export interface StatusOptions extends OutputOptions {
  id: number;
  status: 'A' | 'I';
}

async function run(ctx: Context, o: StatusOptions): Promise<void> {
  await printResult(ctx, await (await ctx.client()).services.updateStatus(o.id, o.status), o);
}

export function newCmdStatus(parent: Command, f: Factory, runF: Run<StatusOptions> = run): Command {
  const cmd = addOutputOptions(
    parent.command('status <id> <status>').description('set the status: A (active) or I (inactive)'),
  );
  examples(cmd, ['mpa services status 3 I']);
  return act(
    cmd,
    f,
    ([id, status], flags) => {
      const s = String(status).toUpperCase();
      if (s !== 'A' && s !== 'I') throw new UsageError(`status must be A or I (got '${status}')`);
      return { id: idArg(id), status: s as 'A' | 'I', ...outputOptionsOf(flags) };
    },
    runF,
  );
}
