import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import { checkConfigKey, checkUrl, type ConfigKey } from '../../config';
import type { Context, Factory } from '../../context';

export interface SetOptions {
  key: ConfigKey;
  value: string;
}

async function run(ctx: Context, o: SetOptions): Promise<void> {
  await ctx.config.set(ctx.profile, o.key, o.value);
}

export function newCmdSet(parent: Command, f: Factory, runF: Run<SetOptions> = run): Command {
  const cmd = parent.command('set <key> <value>').description('change a setting of the profile');
  examples(cmd, [
    'mpa config set api-url http://127.0.0.1:4010',
    'mpa --profile prod config set auth-url https://auth.example.com',
  ]);
  return act(
    cmd,
    f,
    ([key, value]) => {
      const k = checkConfigKey(key);
      return { key: k, value: checkUrl(value, k) };
    },
    runF,
  );
}
