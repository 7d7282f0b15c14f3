import type { Command } from 'commander';
import { idArg } from '../../args';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { EXIT, UsageError } from '../../errors';
import { addOutputOptions, outputOptionsOf, printResult, type OutputOptions } from '../../output/index';

export interface DeleteOptions extends OutputOptions {
  id: number;
  yes: boolean;
}

/** Removes a service; refused while it has sub-services (spec §5), asked first (spec's question). */
async function run(ctx: Context, o: DeleteOptions): Promise<number | void> {
  const { catalogue } = await import('@marketplace-admin/sdk');
  const client = await ctx.client();
  const s = await client.services.get(o.id);
  if (s.subServices?.length) throw new UsageError(catalogue.services.removeBlocked);
  if (!(await ctx.confirm(catalogue.services.confirmRemove, o.yes))) return EXIT.failure;
  await printResult(ctx, await client.services.delete(o.id), o);
}

export function newCmdDelete(parent: Command, f: Factory, runF: Run<DeleteOptions> = run): Command {
  const cmd = addOutputOptions(
    parent
      .command('delete <id>')
      .description('remove a service (blocked while it has sub-services)')
      .option('--yes', 'do not ask for confirmation'),
  );
  examples(cmd, ['mpa services delete 12 --yes']);
  return act(
    cmd,
    f,
    ([id], flags) => ({ id: idArg(id), yes: Boolean(flags.yes), ...outputOptionsOf(flags) }),
    runF,
  );
}
