import { catalogue } from '@marketplace-admin/sdk';
import type { Command } from 'commander';
import { examples, handler } from '../../command';
import type { Context } from '../../context';
import { UsageError } from '../../errors';
import { readAll } from '../../stdin';

interface LoginOpts {
  mobile?: string;
  passwordStdin?: boolean;
}

async function askCredentials(ctx: Context, o: LoginOpts): Promise<{ mobile: string; password: string }> {
  let mobile = o.mobile;
  let password: string | undefined;
  if (o.passwordStdin) {
    if (!mobile) throw new UsageError('--password-stdin needs --mobile');
    password = (await readAll(ctx.io.stdin)).replace(/\r?\n$/, '');
    return { mobile, password };
  }
  if (!ctx.interactive) {
    throw new UsageError('No terminal to prompt on: use --mobile M --password-stdin (the password is read from stdin).');
  }
  const { input, password: askPassword } = await ctx.prompts();
  mobile ??= await input({ message: 'Username (mobile)', validate: (v) => (v.trim() ? true : catalogue.auth.credentialsRequired) });
  password = await askPassword({ message: 'Password', mask: '*' });
  return { mobile: mobile.trim(), password };
}

export function register(program: Command): void {
  const login = program
    .command('login')
    .description('sign in; the session is kept in the profile (file mode 0600), the token is never printed')
    .option('--mobile <mobile>', 'username (mobile number)')
    .option('--password-stdin', 'read the password from stdin')
    .action(
      handler<[], LoginOpts>(async (ctx, o) => {
        const creds = await askCredentials(ctx, o);
        const client = await ctx.sdkClient();
        const res = await client.auth.login(creds);
        ctx.out(`${res.message} Signed in as ${res.user.username} (profile ${ctx.profile}, ${ctx.apiUrl}).`);
        if (ctx.envToken) ctx.err('Note: MPA_TOKEN is set and wins over this session.');
      }),
    );
  examples(login, ['mpa login', 'printf %s "$MPA_PASSWORD" | mpa login --mobile 9000000000 --password-stdin', 'mpa --profile staging login']);

  const logout = program
    .command('logout')
    .description('sign out and remove the session of this profile')
    .action(
      handler(async (ctx) => {
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
      }),
    );
  examples(logout, ['mpa logout', 'mpa --profile staging logout']);

  const whoami = program
    .command('whoami')
    .description('show the signed-in user, profile and server (checks the session with the server)')
    .option('--format <format>', 'table or json')
    .action(
      handler<[], { format?: string }>(async (ctx, o) => {
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
        else ctx.out(`${info.username} (${info.role}) on ${info.apiUrl}, profile ${info.profile}`);
      }),
    );
  examples(whoami, ['mpa whoami', 'MPA_TOKEN=... mpa whoami --format json']);
}
