import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';

export type LogoutOptions = Record<string, never>;

export async function run(ctx: Context): Promise<void> {
  const client = await ctx.sdkClient();
  if (!client.session.token()) {
    ctx.err('Not logged in.');
    return;
  }
  let message: string;
  try {
    message = (await client.auth.logout()).message;
  } catch {
    client.session.clear();
    const { catalogue } = await import('@marketplace-admin/sdk');
    message = catalogue.auth.loggedOut;
  }
  ctx.out(message);
}

export function newCmdLogout(parent: Command, f: Factory, runF: Run<LogoutOptions> = run): Command {
  const cmd = parent.command('logout').description('sign out and remove the session of this profile');
  examples(cmd, ['mpa logout', 'mpa --profile staging logout']);
  return act(cmd, f, () => ({}), runF);
}
