import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import { checkConfigKey, type ConfigKey } from '../../config';
import type { Context, Factory } from '../../context';

export interface UnsetOptions {
  key: ConfigKey;
}

async function run(ctx: Context, o: UnsetOptions): Promise<void> {
  await ctx.config.set(ctx.profile, o.key, undefined);
}

export function newCmdUnset(parent: Command, f: Factory, runF: Run<UnsetOptions> = run): Command {
  const cmd = parent.command('unset <key>').description('remove a setting of the profile');
  examples(cmd, ['mpa config unset api-url']);
  return act(cmd, f, ([key]) => ({ key: checkConfigKey(key) }), runF);
}
