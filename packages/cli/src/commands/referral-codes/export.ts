import { Option, type Command } from 'commander';
import type { ReferralCode } from '@marketplace-admin/sdk';
import { retryRead } from '../../bulk/retry';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { UsageError } from '../../errors';
import { positiveInt } from '../../list';
import { followPages } from '../../paging';
import { isWriteError, openOutput, writeError } from '../../output/file';
import { createWriter, resolveFormat } from '../../output/index';
import { parseFields, type Row } from '../../output/values';
import { Progress } from '../../progress';

export interface ExportOptions {
  format: 'csv' | 'json' | 'ndjson';
  /** A file (written atomically), or - or nothing for stdout. */
  output?: string;
  activeOnly: boolean;
  userType?: 'V' | 'C';
  pageSize: number;
  fields?: string[];
}

/**
 * Streams every code to stdout or a file, page by page: only one page is in memory at a time and
 * writes wait for the output to drain. A file is written under a temporary name and renamed when
 * complete; when a write fails there is one line on stderr, exit 1, and no partial file.
 */
export async function run(ctx: Context, o: ExportOptions): Promise<number> {
  const format = resolveFormat(ctx, o.format, ['csv', 'json', 'ndjson']);
  const client = await ctx.client();
  const path = o.output === undefined || o.output === '-' ? undefined : o.output;
  const file = path === undefined ? undefined : await openOutput(path);
  const w = createWriter(format, file?.stream ?? ctx.io.stdout, { fields: o.fields });
  const progress = new Progress(ctx.io.stderr, ctx.io.stderrTTY, 'Exporting');
  let read = 0;
  try {
    // The next page is on its way while this one is written (one page ahead: memory stays constant).
    const pages = followPages((page, size) => retryRead(() => client.referrals.codes.list({ page, pageSize: size })), o.pageSize, { prefetch: true });
    for await (const p of pages) {
      if (read === 0) progress.setTotal(p.totalCount);
      for (const c of p.items) {
        if (o.activeOnly && !c.isActive) continue;
        if (o.userType && String((c as ReferralCode).userType).toUpperCase() !== o.userType) continue;
        await w.write(c as unknown as Row);
      }
      read += p.items.length;
      progress.tick(p.items.length);
    }
    await w.end();
    await file?.commit();
  } catch (e) {
    progress.finish();
    await file?.abort();
    throw isWriteError(e) ? writeError(path ?? 'stdout', e) : e;
  }
  progress.finish();
  ctx.err(`Exported ${w.count} of ${read} referral codes${path === undefined ? '' : ` to ${path}`}.`);
  return 0;
}

export function checkUserType(v: string | undefined): 'V' | 'C' | undefined {
  if (v === undefined) return undefined;
  const u = v.toUpperCase();
  if (u !== 'V' && u !== 'C') throw new UsageError(`--user-type must be V or C (got '${v}')`);
  return u;
}

export function newCmdExport(parent: Command, f: Factory, runF: Run<ExportOptions> = run): Command {
  const cmd = parent
    .command('export')
    .description('stream every referral code to stdout or a file, page by page (constant memory), with progress on stderr')
    .addOption(new Option('--format <format>', 'file format').choices(['csv', 'json', 'ndjson']).default('csv'))
    .option('--output <file>', 'file to write, complete or not at all (default, or -: stdout)')
    .option('--active-only', 'only active codes')
    .option('--user-type <V|C>', 'only vendors (V) or clients (C)')
    .option('--page-size <n>', 'rows per request', '1000')
    .option('--fields <list>', 'comma-separated fields (default: every field)');
  examples(cmd, [
    'mpa referral-codes export --format csv > codes.csv',
    'mpa referral-codes export --format csv --output codes.csv',
    'mpa referral-codes export --format ndjson --active-only --user-type V | wc -l',
  ]);
  return act(
    cmd,
    f,
    (_args, flags) => ({
      format: flags.format,
      output: flags.output,
      activeOnly: Boolean(flags.activeOnly),
      userType: checkUserType(flags.userType),
      pageSize: positiveInt(flags.pageSize, '--page-size', 1000),
      fields: parseFields(flags.fields),
    }),
    runF,
  );
}
