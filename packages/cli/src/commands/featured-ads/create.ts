import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { outputOptionsOf, printResult, type OutputOptions } from '../../output/index';
import { adForm, addFormOptions, fieldsOf, type AdFields } from './shared';

export interface CreateOptions extends AdFields, OutputOptions {}

async function run(ctx: Context, o: CreateOptions): Promise<void> {
  const client = await ctx.client();
  await printResult(ctx, await client.featuredAds.create(await adForm(o)), o);
}

export function newCmdCreate(parent: Command, f: Factory, runF: Run<CreateOptions> = run): Command {
  const cmd = addFormOptions(parent.command('create').description('add a featured ad'));
  examples(cmd, [
    'mpa featured-ads create --start 2026-01-01T00:00 --end 2026-06-30T23:59 --priority 2 --image banner.png',
  ]);
  return act(cmd, f, (_args, flags) => ({ ...fieldsOf(flags), ...outputOptionsOf(flags) }), runF);
}
