import type { Command } from 'commander';
import { idArg } from '../../args';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { outputOptionsOf, printResult, type OutputOptions } from '../../output/index';
import { addFormOptions, fieldsOf, formOf, type ServiceFields } from './shared';

export interface UpdateOptions extends ServiceFields, OutputOptions {
  id: number;
}

async function run(ctx: Context, o: UpdateOptions): Promise<void> {
  const client = await ctx.client();
  await printResult(ctx, await client.services.update(o.id, formOf(o, await client.services.get(o.id))), o);
}

export function newCmdUpdate(parent: Command, f: Factory, runF: Run<UpdateOptions> = run): Command {
  const cmd = addFormOptions(
    parent.command('update <id>').description('update a service (unset options keep their values)'),
  );
  examples(cmd, ['mpa services update 3 --name "Pipe fitting" --active false']);
  return act(
    cmd,
    f,
    ([id], flags) => ({ id: idArg(id), ...fieldsOf(flags), ...outputOptionsOf(flags) }),
    runF,
  );
}
