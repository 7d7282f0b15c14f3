import type { Command } from 'commander';
import { examples, handler } from '../../command';
import { checkConfigKey, checkUrl, CONFIG_KEYS } from '../../context';
import { UsageError } from '../../errors';

export function register(program: Command): void {
  const config = program.command('config').description(`per-profile settings (${CONFIG_KEYS.join(', ')}); file mode 0600`);
  examples(config, ['mpa config set api-url https://api.example.com', 'mpa --profile staging config list', 'mpa config get auth-url']);

  examples(
    config
      .command('get <key>')
      .description('print a setting of the profile')
      .action(
        handler<[string]>(async (ctx, _o, key) => {
          const v = ctx.config.get(ctx.profile, checkConfigKey(key));
          if (v === undefined) return 1;
          ctx.out(v);
        }),
      ),
    ['mpa config get api-url'],
  );

  examples(
    config
      .command('set <key> <value>')
      .description('change a setting of the profile')
      .action(
        handler<[string, string]>(async (ctx, _o, key, value) => {
          const k = checkConfigKey(key);
          ctx.config.set(ctx.profile, k, checkUrl(value, k));
        }),
      ),
    ['mpa config set api-url http://127.0.0.1:4010', 'mpa --profile prod config set auth-url https://auth.example.com'],
  );

  examples(
    config
      .command('unset <key>')
      .description('remove a setting of the profile')
      .action(handler<[string]>(async (ctx, _o, key) => ctx.config.set(ctx.profile, checkConfigKey(key), undefined))),
    ['mpa config unset api-url'],
  );

  examples(
    config
      .command('list')
      .description('print the settings in effect for the profile (and where each comes from)')
      .option('--format <format>', 'table or json')
      .action(
        handler<[], { format?: string }>(async (ctx, o) => {
          if (o.format && o.format !== 'json' && o.format !== 'table') throw new UsageError('--format must be table or json');
          const stored = ctx.config.list(ctx.profile);
          const rows = { profile: ctx.profile, 'auth-url': ctx.authUrl, 'api-url': ctx.apiUrl, stored, configDir: ctx.configDir };
          if (o.format === 'json' || (!o.format && !ctx.io.stdoutTTY)) ctx.out(JSON.stringify(rows, null, 2));
          else for (const [k, v] of Object.entries({ profile: ctx.profile, 'auth-url': ctx.authUrl, 'api-url': ctx.apiUrl, 'config dir': ctx.configDir })) ctx.out(`${k}=${v}`);
        }),
      ),
    ['mpa config list', 'mpa --profile staging config list --format json'],
  );
}
