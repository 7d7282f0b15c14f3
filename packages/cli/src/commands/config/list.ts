import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { UsageError } from '../../errors';

export interface ListOptions {
  format?: 'table' | 'json';
}

/** The settings in effect for the profile (flags, environment, stored, defaults) and what is stored. */
async function run(ctx: Context, o: ListOptions): Promise<void> {
  const stored = ctx.config.list(ctx.profile);
  const rows = {
    profile: ctx.profile,
    'auth-url': ctx.authUrl,
    'api-url': ctx.apiUrl,
    stored,
    configDir: ctx.configDir,
  };
  if (o.format === 'json' || (!o.format && !ctx.io.stdoutTTY)) ctx.out(JSON.stringify(rows, null, 2));
  else
    for (const [k, v] of Object.entries({
      profile: ctx.profile,
      'auth-url': ctx.authUrl,
      'api-url': ctx.apiUrl,
      'config dir': ctx.configDir,
    }))
      ctx.out(`${k}=${v}`);
}

export function newCmdList(parent: Command, f: Factory, runF: Run<ListOptions> = run): Command {
  const cmd = parent
    .command('list')
    .description('print the settings in effect for the profile (and where each comes from)')
    .option('--format <format>', 'table or json');
  examples(cmd, ['mpa config list', 'mpa --profile staging config list --format json']);
  return act(
    cmd,
    f,
    (_args, flags) => {
      if (flags.format && flags.format !== 'json' && flags.format !== 'table')
        throw new UsageError('--format must be table or json');
      return { format: flags.format };
    },
    runF,
  );
}
