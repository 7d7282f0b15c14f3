import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { UsageError } from '../../errors';
import { outputOptionsOf, printResult, type OutputOptions } from '../../output/index';
import { addFormOptions, fieldsOf, formOf, type ServiceFields } from './shared';

export interface CreateOptions extends ServiceFields, OutputOptions {}

/** Creates a service; the name is asked for on a terminal when not given. */
async function run(ctx: Context, o: CreateOptions): Promise<void> {
  let name = o.name;
  if (!name && !ctx.interactive)
    throw new UsageError((await import('@marketplace-admin/sdk')).catalogue.services.nameRequired);
  if (!name) name = await (await ctx.prompts()).input({ message: 'Service name' });
  await printResult(ctx, await (await ctx.client()).services.create(formOf({ ...o, name })), o);
}

export function newCmdCreate(parent: Command, f: Factory, runF: Run<CreateOptions> = run): Command {
  const cmd = addFormOptions(
    parent.command('create').description('create a service (or a sub-service with --parent)'),
  );
  examples(cmd, [
    'mpa services create --name "Deep Cleaning" --description "Whole home" --parent 5 --featured true',
  ]);
  return act(cmd, f, (_args, flags) => ({ ...fieldsOf(flags), ...outputOptionsOf(flags) }), runF);
}
