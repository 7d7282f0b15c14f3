import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import { checkConfigKey, type ConfigKey } from '../../config';
import type { Context, Factory } from '../../context';
import { EXIT } from '../../errors';

export interface GetOptions {
  key: ConfigKey;
}

/** Prints the profile's stored value; exit 1 when it has none. */
async function run(ctx: Context, o: GetOptions): Promise<number | void> {
  const v = ctx.config.get(ctx.profile, o.key);
  if (v === undefined) return EXIT.failure;
  ctx.out(v);
}

export function newCmdGet(parent: Command, f: Factory, runF: Run<GetOptions> = run): Command {
  const cmd = parent.command('get <key>').description('print a setting of the profile');
  examples(cmd, ['mpa config get api-url']);
  return act(cmd, f, ([key]) => ({ key: checkConfigKey(key) }), runF);
}
