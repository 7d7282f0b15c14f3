import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { UsageError } from '../../errors';
import { redactTokens } from '../../output/redact';

export interface ApiOptions {
  /** --list: print the endpoint names instead of calling one. */
  list: boolean;
  endpoint?: string;
  params: Record<string, unknown>;
}

/** key=value (text) or key:=json (typed), as HTTPie writes them. */
function parseParams(pairs: readonly string[]): Record<string, unknown> {
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

async function run(ctx: Context, o: ApiOptions): Promise<void> {
  if (o.list) {
    const { endpoints } = await import('@marketplace-admin/sdk');
    for (const [n, d] of Object.entries(endpoints))
      ctx.out(`${n.padEnd(40)} ${d.method.padEnd(6)} ${d.host} ${d.path}`);
    return;
  }
  if (!o.endpoint) throw new UsageError('An endpoint name is required (mpa api --list shows them)');
  const client = o.endpoint.startsWith('auth.') ? await ctx.sdkClient() : await ctx.client();
  const res = await client.call(o.endpoint, o.params);
  const { jsonText } = await import('@marketplace-admin/sdk');
  // auth.signIn answers with the token: printed as ***, like any *token field and Bearer value.
  ctx.out(jsonText(redactTokens(res), 2));
}

export function newCmdApi(parent: Command, f: Factory, runF: Run<ApiOptions> = run): Command {
  const cmd = parent
    .command('api')
    .description(
      "call any endpoint of the SDK's table by name and print the envelope as JSON (tokens shown as ***)",
    )
    .argument('[endpoint]', 'endpoint name, e.g. vendors.list (see --list)')
    .argument(
      '[params...]',
      'key=value (text) or key:=json (number, boolean, list, object); body=... sends a whole body',
    )
    .option('--list', 'list the endpoint names with method and path');
  examples(cmd, [
    'mpa api --list',
    'mpa api services.get id=1',
    'mpa api vendors.list page:=2 pageSize:=50 searchTerms=ravi',
    `mpa api referrals.updateCode codeId:=7 isActive:=false`,
    `mpa api services.reorder 'body:=[{"id":1,"order":2},{"id":2,"order":1}]'`,
  ]);
  return act(
    cmd,
    f,
    ([endpoint, params], flags) => ({
      list: Boolean(flags.list),
      endpoint,
      params: parseParams(params ?? []),
    }),
    runF,
  );
}
