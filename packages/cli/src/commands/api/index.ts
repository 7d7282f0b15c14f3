import type { Command } from 'commander';
import { examples, handler } from '../../command';
import { UsageError } from '../../errors';

/** key=value (text) or key:=json (typed), as HTTPie writes them. */
export function parseParams(pairs: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of pairs) {
    const typed = /^([^=:]+):=(.*)$/s.exec(p);
    if (typed) {
      try {
        out[typed[1]] = JSON.parse(typed[2]);
      } catch {
        throw new UsageError(`Not valid JSON in '${p}'`);
      }
      continue;
    }
    const eq = p.indexOf('=');
    if (eq <= 0) throw new UsageError(`Expected key=value or key:=json, got '${p}'`);
    out[p.slice(0, eq)] = p.slice(eq + 1);
  }
  return out;
}

export function register(program: Command): void {
  const api = program
    .command('api')
    .description("call any endpoint of the SDK's table by name and print the envelope as JSON")
    .argument('[endpoint]', 'endpoint name, e.g. vendors.list (see --list)')
    .argument('[params...]', 'key=value (text) or key:=json (number, boolean, list, object); body=... sends a whole body')
    .option('--list', 'list the endpoint names with method and path')
    .action(
      handler<[string | undefined, string[]], { list?: boolean }>(async (ctx, o, name, params) => {
        if (o.list) {
          const { endpoints } = await import('@marketplace-admin/sdk');
          for (const [n, d] of Object.entries(endpoints)) ctx.out(`${n.padEnd(40)} ${d.method.padEnd(6)} ${d.host} ${d.path}`);
          return;
        }
        if (!name) throw new UsageError('An endpoint name is required (mpa api --list shows them)');
        const args = parseParams(params ?? []);
        const client = name.startsWith('auth.') ? await ctx.sdkClient() : await ctx.client();
        const res = await client.call(name, args);
        ctx.out(JSON.stringify(res, null, 2));
      }),
    );
  examples(api, [
    'mpa api --list',
    'mpa api services.get id=1',
    'mpa api vendors.list page:=2 pageSize:=50 searchTerms=ravi',
    `mpa api referrals.updateCode codeId:=7 isActive:=false`,
    `mpa api services.reorder 'body:=[{"id":1,"order":2},{"id":2,"order":1}]'`,
  ]);
}
