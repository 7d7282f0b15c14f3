import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { UsageError } from '../../errors';
import { say } from '../../output/visible';
import { readAll } from '../../stdin';

export interface LoginOptions {
  mobile?: string;
  /** Read the password from stdin (scripts); else prompt on a terminal. */
  passwordStdin: boolean;
}

async function credentials(ctx: Context, o: LoginOptions): Promise<{ mobile: string; password: string }> {
  if (o.passwordStdin) {
    if (!o.mobile) throw new UsageError('--password-stdin needs --mobile');
    return { mobile: o.mobile, password: (await readAll(ctx.io.stdin)).replace(/\r?\n$/, '') };
  }
  if (!ctx.interactive) {
    throw new UsageError(
      'No terminal to prompt on: use --mobile M --password-stdin (the password is read from stdin).',
    );
  }
  const [{ input, password }, { catalogue }] = await Promise.all([
    ctx.prompts(),
    import('@marketplace-admin/sdk'),
  ]);
  const mobile =
    o.mobile ??
    (await input({
      message: 'Username (mobile)',
      validate: (v) => (v.trim() ? true : catalogue.auth.credentialsRequired),
    }));
  return { mobile: mobile.trim(), password: await password({ message: 'Password', mask: '*' }) };
}

async function run(ctx: Context, o: LoginOptions): Promise<void> {
  const creds = await credentials(ctx, o);
  // The profile's session, also when MPA_TOKEN is set (it keeps winning for other commands).
  const client = await ctx.sdkClient({ saved: true });
  const res = await client.auth.login(creds);
  say(
    ctx.io.stdout,
    `${res.message} Signed in as ${res.user.username} (profile ${ctx.profile}, ${ctx.apiUrl}).`,
  );
  if (ctx.envToken) ctx.err('Note: MPA_TOKEN is set and wins over this session.');
}

export function newCmdLogin(parent: Command, f: Factory, runF: Run<LoginOptions> = run): Command {
  const cmd = parent
    .command('login')
    .description('sign in; the session is kept in the profile (file mode 0600), the token is never printed')
    .option('--mobile <mobile>', 'username (mobile number)')
    .option('--password-stdin', 'read the password from stdin');
  examples(cmd, [
    'mpa login',
    'printf %s "$MPA_PASSWORD" | mpa login --mobile 9000000000 --password-stdin',
    'mpa --profile staging login',
  ]);
  return act(
    cmd,
    f,
    (_args, flags) => ({ mobile: flags.mobile, passwordStdin: Boolean(flags.passwordStdin) }),
    runF,
  );
}
