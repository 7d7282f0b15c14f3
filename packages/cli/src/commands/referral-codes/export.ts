import { createWriteStream, renameSync, rmSync } from 'node:fs';
import { Option, type Command } from 'commander';
import type { ReferralCode } from '@marketplace-admin/sdk';
import { retryRead } from '../../bulk/retry';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { UsageError } from '../../errors';
import { positiveInt } from '../../list';
import { followPages } from '../../paging';
import { createWriter, resolveFormat } from '../../output/index';
import { parseFields, type Row } from '../../output/values';
import { Progress } from '../../progress';

export interface ExportOptions {
  format: 'csv' | 'json' | 'ndjson';
  /** A file, or - for stdout. */
  output?: string;
  activeOnly: boolean;
  userType?: 'V' | 'C';
  pageSize: number;
  fields?: string[];
}

/**
 * Streams every code to the output, page by page: only one page is in memory at a time and writes
 * wait for the file to drain. A file is written under a temporary name and renamed when complete.
 */
export async function run(ctx: Context, o: ExportOptions): Promise<number> {
  const format = resolveFormat(ctx, o.format, ['csv', 'json', 'ndjson']);
  if (!o.output) throw new UsageError('--output FILE is required (- for stdout)');
  const client = await ctx.client();
  const toStdout = o.output === '-';
  const tmp = `${o.output}.partial-${process.pid}`;
  const file = toStdout ? undefined : createWriteStream(tmp, { mode: 0o600 });
  const out = file ?? ctx.io.stdout;
  const w = createWriter(format, out, { fields: o.fields });
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
    if (file) {
      await new Promise<void>((resolve, reject) => file.end((e?: Error | null) => (e ? reject(e) : resolve())));
      renameSync(tmp, o.output);
    }
  } catch (e) {
    file?.destroy();
    if (file) rmSync(tmp, { force: true });
    throw e;
  }
  progress.finish();
  ctx.err(`Exported ${w.count} of ${read} referral codes${toStdout ? '' : ` to ${o.output}`}.`);
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
    .description('stream every referral code to a file, page by page (constant memory), with progress on stderr')
    .addOption(new Option('--format <format>', 'file format').choices(['csv', 'json', 'ndjson']).default('csv'))
    .option('--output <file>', 'file to write (- for stdout)')
    .option('--active-only', 'only active codes')
    .option('--user-type <V|C>', 'only vendors (V) or clients (C)')
    .option('--page-size <n>', 'rows per request', '1000')
    .option('--fields <list>', 'comma-separated fields (default: every field)');
  examples(cmd, [
    'mpa referral-codes export --format csv --output codes.csv',
    'mpa referral-codes export --format ndjson --output - --active-only --user-type V | wc -l',
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
