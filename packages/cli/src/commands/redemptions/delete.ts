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
  if (!(await ctx.confirm(catalogue.redemption.confirmDelete, o.yes))) return EXIT.failure;
  const client = await ctx.client();
  await printResult(ctx, await client.redemptions.delete(o.id), o);
}

export function newCmdDelete(parent: Command, f: Factory, runF: Run<DeleteOptions> = run): Command {
  const cmd = parent
    .command('delete <id>')
    .description('delete a redemption request')
    .option('--yes', 'do not ask for confirmation')
    .option('--format <format>', 'json prints the envelope data');
  examples(cmd, ['mpa redemptions delete 42 --yes']);
  return act(
    cmd,
    f,
    ([id], flags) => ({ id: idArg(id), yes: Boolean(flags.yes), format: flags.format }),
    runF,
  );
}
