import type { Command } from 'commander';
import { idArg } from '../../args';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { EXIT } from '../../errors';
import { printResult, type OutputOptions } from '../../output/index';

export interface DeleteOptions extends OutputOptions {
  id: number;
  yes: boolean;
}

async function run(ctx: Context, o: DeleteOptions): Promise<number | void> {
  const { catalogue } = await import('@marketplace-admin/sdk');
  if (!(await ctx.confirm(catalogue.reviews.confirmDelete, o.yes))) return EXIT.failure;
  const client = await ctx.client();
  await printResult(ctx, await client.reviews.delete(o.id), o);
}

export function newCmdDelete(parent: Command, f: Factory, runF: Run<DeleteOptions> = run): Command {
  const cmd = parent
    .command('delete <id>')
    .description('delete a review')
    .option('--yes', 'do not ask for confirmation')
    .option('--format <format>', 'json prints the result');
  examples(cmd, ['mpa reviews delete 12 --yes']);
  return act(
    cmd,
    f,
    ([id], flags) => ({ id: idArg(id), yes: Boolean(flags.yes), format: flags.format }),
    runF,
  );
}
