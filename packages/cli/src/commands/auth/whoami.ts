import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { say } from '../../output/visible';

export interface WhoamiOptions {
  format?: string;
}

/** Checks the session with the server (one small request), then says who and where. */
async function run(ctx: Context, o: WhoamiOptions): Promise<void> {
  const client = await ctx.client();
  await client.services.list({ page: 1, pageSize: 1 });
  const info = {
    username: ctx.envToken ? '(token from MPA_TOKEN)' : (client.session.user()?.username ?? '(unknown)'),
    role: 'admin',
    profile: ctx.profile,
    apiUrl: ctx.apiUrl,
    authUrl: ctx.authUrl,
  };
  if (o.format === 'json' || (!o.format && !ctx.io.stdoutTTY)) ctx.out(JSON.stringify(info, null, 2));
  else say(ctx.io.stdout, `${info.username} (${info.role}) on ${info.apiUrl}, profile ${info.profile}`);
}

export function newCmdWhoami(parent: Command, f: Factory, runF: Run<WhoamiOptions> = run): Command {
  const cmd = parent
    .command('whoami')
    .description('show the signed-in user, profile and server (checks the session with the server)')
    .option('--format <format>', 'table or json');
  examples(cmd, ['mpa whoami', 'MPA_TOKEN=... mpa whoami --format json']);
  return act(cmd, f, (_args, flags) => ({ format: flags.format }), runF);
}
