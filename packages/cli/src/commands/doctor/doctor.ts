import { Option, type Command } from 'commander';
import type { BackendReport } from '@marketplace-admin/sdk/schemas';
import { act, examples, type Run } from '../../cmdutil';
import { checkUrl } from '../../config';
import type { Context, Factory } from '../../context';
import { EXIT, UsageError } from '../../errors';
import { resolveFormat } from '../../output/index';
import { renderTable } from '../../output/table';
import type { Row } from '../../output/values';
import { oneLine, say } from '../../output/visible';
import { writeText } from '../../output/writer';
import { readAll } from '../../stdin';

export interface DoctorOptions {
  /** Check the CORS answers for the panel served from this origin. */
  origin?: string;
  format?: string;
  /** Sign in as this mobile (password from stdin) instead of using MPA_TOKEN or the saved session. */
  mobile?: string;
  passwordStdin: boolean;
}

const seconds = (ms: number): string => `${ms >= 0 ? '+' : ''}${(ms / 1000).toFixed(1)} s`;

/** The report as a table: one row per call, then the bad-token, CORS and clock checks, then the notes. */
async function renderReport(r: BackendReport): Promise<string> {
  const rows: Row[] = r.calls.map((c) => ({
    check: c.endpoint,
    request: `${c.method} ${c.path}`,
    status: c.status ?? '—',
    ms: c.ms ?? '—',
    items: c.items ?? '—',
    result:
      c.outcome === 'ok'
        ? 'ok'
        : `${c.outcome === 'not-called' ? 'not called' : c.outcome}: ${c.reason ?? ''}`,
  }));
  if (r.badToken) {
    rows.push({
      check: 'bad token',
      request: `GET (${r.badToken.endpoint})`,
      status: r.badToken.status ?? '—',
      ms: '',
      items: '',
      result: r.badToken.ok ? 'ok: refused with 401' : `failed: ${r.badToken.reason}`,
    });
  }
  for (const c of r.cors?.checks ?? []) {
    rows.push({
      check: `CORS ${r.cors!.origin}`,
      request: c.request,
      status: c.status ?? '—',
      ms: '',
      items: '',
      result: c.ok ? 'ok' : `failed: ${c.reason}`,
    });
  }
  if (r.clock) {
    rows.push({
      check: 'clock',
      request: `Date: ${r.clock.serverDate}`,
      status: '',
      ms: '',
      items: '',
      result: `${r.clock.ok ? 'ok' : 'failed'}: server ${seconds(r.clock.skewMs)} from this machine`,
    });
  }
  let { text } = await renderTable(rows, {
    columns: ['check', 'request', 'status', 'ms', 'items', 'result'],
  });
  const notes = r.calls.flatMap((c) =>
    c.findings.filter((f) => f.severity === 'note').map((f) => `  ${c.endpoint}: ${oneLine(f.message)}`),
  );
  if (notes.length) text += `Notes:\n${notes.join('\n')}\n`;
  const s = r.summary;
  text += `${s.calls} calls: ${s.calls - s.drift - s.failed} ok, ${s.drift} drift, ${s.failed} failed; ${s.notCalled} not called; ${s.notes} notes. ${r.ok ? 'Clean.' : 'Not clean.'}\n`;
  return text;
}

async function run(ctx: Context, o: DoctorOptions): Promise<number> {
  const format = resolveFormat(ctx, o.format, ['table', 'json']);
  const origin = o.origin === undefined ? undefined : new URL(checkUrl(o.origin, '--origin')).origin;
  let token: string | undefined;
  let credentials: { mobile: string; password: string } | undefined;
  if (o.mobile || o.passwordStdin) {
    if (!o.mobile || !o.passwordStdin)
      throw new UsageError('Signing in needs both --mobile and --password-stdin');
    credentials = { mobile: o.mobile, password: (await readAll(ctx.io.stdin)).replace(/\r?\n$/, '') };
  } else {
    // MPA_TOKEN or the profile's saved session (exit 3 when there is neither).
    token = (await ctx.client()).session.token() ?? undefined;
  }
  const [{ checkBackend }, { nodeFetch }, { jsonText }] = await Promise.all([
    import('@marketplace-admin/sdk/schemas'),
    import('../../http'),
    import('@marketplace-admin/sdk'),
  ]);
  const timeout = Number(ctx.env.MPA_TIMEOUT_MS);
  const report = await checkBackend({
    authBaseUrl: ctx.authUrl,
    apiBaseUrl: ctx.apiUrl,
    token,
    credentials,
    origin,
    fetch: ctx.factory.fetch ?? nodeFetch,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 30000,
  });
  if (report.auth.signedOut === false)
    ctx.err(
      'The session signed in for the check could not be signed out: its token stays valid until it expires.',
    );
  if (report.authFailed) {
    // jsonText: the server's texts in it escaped where JSON.stringify leaves them raw (DEL, C1)
    if (format === 'json') await writeText(ctx.io.stdout, jsonText(report, 2) + '\n');
    say(ctx.io.stderr, `Not signed in: ${report.auth.reason}`);
    return EXIT.auth;
  }
  await writeText(ctx.io.stdout, format === 'json' ? jsonText(report, 2) + '\n' : await renderReport(report));
  return report.ok ? EXIT.ok : EXIT.failure;
}

export function newCmdDoctor(parent: Command, f: Factory, runF: Run<DoctorOptions> = run): Command {
  const cmd = parent
    .command('doctor')
    .description(
      'check a live backend against the contract, read-only: every GET of the endpoint table once (smallest page) against the ' +
        "SDK's response schemas, a bad token gets 401, CORS for --origin, latency, clock skew. Exit 0 clean, 1 drift or a failed check, 3 auth",
    )
    .option(
      '--origin <url>',
      'also check the CORS answers for the panel served from this origin (the headers it sends: authorization, x-source)',
    )
    .addOption(
      new Option(
        '--format <format>',
        'output format (default: table on a terminal, json when piped)',
      ).choices(['table', 'json']),
    )
    .option(
      '--mobile <mobile>',
      'sign in as this user (with --password-stdin; signed out again at the end) instead of using MPA_TOKEN or the saved session',
    )
    .option('--password-stdin', 'read the password from stdin');
  examples(cmd, [
    'mpa doctor',
    'mpa doctor --origin https://admin.example.com',
    'MPA_TOKEN=$TOKEN mpa --api-url https://api.example.com --auth-url https://auth.example.com doctor --format json',
    'printf %s "$MPA_PASSWORD" | mpa doctor --mobile 9000000000 --password-stdin',
  ]);
  return act(
    cmd,
    f,
    (_args, flags) => ({
      origin: flags.origin,
      format: flags.format,
      mobile: flags.mobile,
      passwordStdin: Boolean(flags.passwordStdin),
    }),
    runF,
  );
}
