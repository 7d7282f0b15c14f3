import type { Command } from 'commander';
import { idArg } from '../../args';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { EXIT } from '../../errors';
import { addOutputOptions, outputOptionsOf, printResult, type OutputOptions } from '../../output/index';

export interface DeleteOptions extends OutputOptions {
  id: number;
  yes: boolean;
}

async function run(ctx: Context, o: DeleteOptions): Promise<number | void> {
  const { catalogue } = await import('@marketplace-admin/sdk');
  if (!(await ctx.confirm(catalogue.paidServices.confirmDelete, o.yes))) return EXIT.failure;
  await printResult(ctx, await (await ctx.client()).premiumServices.delete(o.id), o);
}

export function newCmdDelete(parent: Command, f: Factory, runF: Run<DeleteOptions> = run): Command {
  const cmd = addOutputOptions(
    parent
      .command('delete <id>')
      .description('delete a subscription')
      .option('--yes', 'do not ask for confirmation'),
  );
  examples(cmd, ['mpa paid-services delete 7 --yes']);
  return act(
    cmd,
    f,
    ([id], flags) => ({ id: idArg(id), yes: Boolean(flags.yes), ...outputOptionsOf(flags) }),
    runF,
  );
}
