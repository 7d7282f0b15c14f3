import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { EXIT, messageOf } from '../../errors';
import { say } from '../../output/visible';

export type LogoutOptions = Record<string, never>;

const MPA_TOKEN_NOTE = 'Note: MPA_TOKEN is set; its token was not signed out.';

/**
 * Signs the profile out: the server revokes its token (POST /v1/alogout on the auth host), then the
 * session is forgotten here, also when the server could not be told (said on stderr, exit 1: the
 * token stays valid until it expires). MPA_TOKEN is not the profile's session and is left alone.
 */
async function run(ctx: Context): Promise<number | void> {
  const client = await ctx.sdkClient({ saved: true });
  // A session of other hosts is signed out there (its token is not sent here).
  await ctx.refuseOtherHostsSession();
  if (!client.session.token()) {
    ctx.err('Not logged in.');
    if (ctx.envToken) ctx.err(MPA_TOKEN_NOTE);
    return;
  }
  // The SDK tells the server (POST /v1/alogout) and always forgets the session; `revoked` says whether the server confirmed.
  const res = await client.auth.logout();
  // A 401: the server no longer takes the token, which is what signing out asks for.
  if (res.error && res.error.kind !== 'unauthorized') {
    say(
      ctx.io.stderr,
      `Signed out of profile ${ctx.profile} here, but the server could not be told (${messageOf(res.error)}): the token stays valid until it expires.`,
    );
    return EXIT.failure;
  }
  say(ctx.io.stdout, res.message);
  if (ctx.envToken) ctx.err(MPA_TOKEN_NOTE);
}

export function newCmdLogout(parent: Command, f: Factory, runF: Run<LogoutOptions> = run): Command {
  const cmd = parent
    .command('logout')
    .description("sign out: the server revokes the profile's token and the session is removed");
  examples(cmd, ['mpa logout', 'mpa --profile staging logout']);
  return act(cmd, f, () => ({}), runF);
}
