import { Option, type Command } from 'commander';
import type {
  BulkId,
  BulkItemResult,
  BulkPlan,
  BulkReport,
  BulkRunOptions,
  Journal,
  JournalState,
} from '@marketplace-admin/sdk';
import type { FileJournal } from '@marketplace-admin/sdk/node';
import type { Context } from '../context';
import { CliError, EXIT, exitCodeOf, isMpaError, messageOf, UsageError } from '../errors';
import { createWriter, resolveFormat, type RecordWriter } from '../output/index';
import { oneLine } from '../output/visible';
import { writeText } from '../output/writer';
import { Progress } from '../progress';
import { journalKey, journalPath } from './journal';

// The command side of a bulk run. The run itself — selection, bounded concurrency, the journal's
// records, re-checks on the server before anything is sent again, per-item outcomes — is the SDK's
// (client.redemptions.approveMany, client.reviews.approveMany ...). Here: the flags, where the
// journal lives, what --resume, --restart and --dry-run mean, drawing progress, printing each
// outcome and the summary, and the exit code.

/** One bulk command: which operation, on what, and how to start the SDK's run. */
export interface BulkCommand {
  /** Operation name, e.g. 'redemptions-approve' (part of the journal's key). */
  op: string;
  verb: 'approve' | 'reject';
  /** What identifies the selection (part of the journal's key). */
  scope: Record<string, unknown>;
  /** Runs the SDK's bulk operation with these options (the CLI passes the journal, signal and callbacks). */
  start(o: BulkRunOptions): Promise<BulkReport>;
}

export interface BulkOpts {
  dryRun?: boolean;
  /** Requests at a time, 1 to 64 (default 4). */
  concurrency?: number;
  resume?: boolean;
  restart?: boolean;
  format?: string;
}

/** The bulk flags of a command line, checked. */
export function bulkOptionsOf(flags: Record<string, any>): BulkOpts {
  const text = String(flags.concurrency ?? '4');
  if (!/^\d+$/.test(text)) throw new UsageError('--concurrency must be an integer from 1 to 64');
  return {
    dryRun: flags.dryRun,
    concurrency: Number(text),
    resume: flags.resume,
    restart: flags.restart,
    format: flags.format,
  };
}

export function addBulkOptions(cmd: Command): Command {
  return cmd
    .option('--dry-run', 'print what would change and change nothing')
    .option('--concurrency <n>', 'requests at a time', '4')
    .option('--resume', 'finish an interrupted or partly failed run (from its journal)')
    .option('--restart', 'discard the journal of an unfinished run and start again')
    .addOption(
      new Option(
        '--format <format>',
        'per-item results (default: text on a terminal, ndjson when piped)',
      ).choices(['text', 'json', 'ndjson']),
    );
}

/** The selection flags of a bulk command, checked. */
export function checkSelection(ids: number[], allPending: boolean | undefined): void {
  if (allPending && ids.length) throw new UsageError('Give ids or --all-pending, not both');
  if (!allPending && !ids.length)
    throw new UsageError('Give ids (as arguments or --from-file), or --all-pending');
}

/** One line of per-item output: the SDK's outcome ('done', 'failed', 'already-processed'), or 'would-<verb>' in a dry run. */
interface Line {
  id: BulkId;
  label: string;
  result: string;
  message: string;
}

const lineOf = (r: BulkItemResult): Line => ({
  id: r.id,
  label: r.label,
  result: r.outcome,
  message: r.message,
});

/**
 * Per-item lines to stdout, in order and with back-pressure, as the SDK reports outcomes (its
 * callback cannot wait). Once stdout's reader is gone, outcomes only go to the journal.
 */
function lineWriter(
  ctx: Context,
  out: RecordWriter | undefined,
): { emit(l: Line): void; end(): Promise<void> } {
  let queue = Promise.resolve();
  const write = async (l: Line): Promise<void> => {
    if (!ctx.io.stdout.writable) return;
    try {
      if (out) await out.write({ ...l });
      else
        await writeText(
          ctx.io.stdout,
          `${l.result.padEnd(17)} ${oneLine(l.label)}${l.message ? `  ${oneLine(l.message)}` : ''}\n`,
        );
    } catch {
      // stdout failed: the stop signal (src/run.ts) ends the run
    }
  };
  return {
    emit: (l) => void (queue = queue.then(() => write(l))),
    async end() {
      await queue;
      if (out && ctx.io.stdout.writable) await out.end().catch(() => undefined);
    },
  };
}

/**
 * Runs a bulk command with a journal in the config dir, resumable after a crash or kill without
 * acting on an item twice.
 *
 * - No journal, or a finished one (archived first): a new run.
 * - An unfinished journal: refused (exit 2) unless --resume (the SDK finishes the run it holds, with
 *   its plan and note) or --restart (archived, and a new run).
 * - --dry-run changes nothing: it prints what the run would send (from the unfinished journal, else
 *   from the SDK's own selection, stopped before its first write) and exits 0.
 *
 * Ctrl+C or a closed stdout (`| head`) abort the stop signal of the run's hold (IO.holdStop): the
 * SDK takes no new item, those in flight finish and are journalled, and the run ends with the
 * signal's exit code (130 for Ctrl+C, 4 for a closed stdout) after 'Not sent: N'. Failures, and
 * items the server could not be shown to have decided: exit 4. A run holds its journal's lock: a
 * second identical run while it goes on exits 2 naming the process (a dead holder's lock is taken over).
 */
export async function runBulkCommand(ctx: Context, cmd: BulkCommand, o: BulkOpts): Promise<number> {
  const concurrency = o.concurrency ?? 4;
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64)
    throw new UsageError('--concurrency must be an integer from 1 to 64');
  const format = o.format ?? (ctx.io.stdoutTTY ? 'text' : 'ndjson');
  if (!['text', 'json', 'ndjson'].includes(format))
    throw new UsageError('--format must be text, json or ndjson');
  const [sdk, { fileJournal, lockJournal }] = await Promise.all([
    import('@marketplace-admin/sdk'),
    import('@marketplace-admin/sdk/node'),
  ]);
  const path = journalPath(
    ctx.configDir,
    journalKey(cmd.op, { ...cmd.scope, apiUrl: ctx.apiUrl, profile: ctx.profile }),
  );
  // one run per journal: a second identical run would send every item again (exit 2, naming the holder)
  const lock = o.dryRun ? undefined : lockJournal(path);
  try {
    return await runLocked(ctx, cmd, o, concurrency, format, path, fileJournal(path), sdk);
  } finally {
    lock?.release();
  }
}

async function runLocked(
  ctx: Context,
  cmd: BulkCommand,
  o: BulkOpts,
  concurrency: number,
  format: string,
  path: string,
  journal: FileJournal,
  sdk: typeof import('@marketplace-admin/sdk'),
): Promise<number> {
  const state = journal.load();
  const unfinished = state !== undefined && !sdk.isFinished(state);
  const out =
    format === 'text'
      ? undefined
      : createWriter(resolveFormat(ctx, format), ctx.io.stdout, { terminal: ctx.io.stdoutTTY });
  const lines = lineWriter(ctx, out);

  if (o.resume && !o.restart && !state)
    throw new UsageError(`Nothing to resume: no journal for this operation (${path}).`);
  if (o.dryRun) return dryRun(ctx, cmd, concurrency, !o.restart && unfinished ? state : undefined, lines);
  if (o.restart) {
    if (state) journal.archive();
  } else if (o.resume) {
    if (state && !unfinished) {
      journal.archive();
      ctx.err(`Nothing to resume: the run in the journal is finished (${state.plan.items.length} items).`);
      return EXIT.ok;
    }
  } else if (unfinished) {
    throw new UsageError(
      `An unfinished run of this operation exists (${state.confirmed.size} of ${state.plan.items.length} done, journal ${path}). ` +
        'Run the same command with --resume to finish it, or --restart to discard it.',
    );
  } else if (state) journal.archive();

  const stop = ctx.io.holdStop();
  const progress = new Progress(
    ctx.io.stderr,
    ctx.io.stderrTTY,
    cmd.verb === 'approve' ? 'Approving' : 'Rejecting',
  );
  let report: BulkReport;
  try {
    report = await cmd.start({
      journal,
      concurrency,
      signal: stop.signal,
      onResult(r, p) {
        lines.emit(lineOf(r));
        progress.update(
          p.done + p.failed + p.alreadyProcessed,
          p.total,
          p.failed ? `(${p.failed} failed)` : '',
        );
      },
    });
  } catch (e) {
    progress.finish();
    await lines.end();
    // Stopped while selecting: nothing was sent and no plan was written.
    if (stop.signal.aborted && isMpaError(e) && e.kind === 'aborted') {
      ctx.err(messageOf(stop.signal.reason));
      return exitCodeOf(stop.signal.reason);
    }
    throw e;
  } finally {
    stop.release();
  }
  progress.finish();
  await lines.end();
  if (report.coverage) ctx.err(sdk.catalogue.operations.planCoverage(report.coverage));
  return summary(ctx, cmd, report, stop.signal, () => journal.archive());
}

/** The summary and the failures on stderr; the exit code. A finished run's journal is archived. */
function summary(
  ctx: Context,
  cmd: BulkCommand,
  report: BulkReport,
  stop: AbortSignal,
  archive: () => void,
): number {
  const past = cmd.verb === 'approve' ? 'approved' : 'rejected';
  const processed = report.done + report.failed + report.alreadyProcessed;
  ctx.err(
    `${processed} of ${processed + report.notSent} processed: ${report.done} ${past}, ${report.alreadyProcessed} already processed, ` +
      `${report.failed} failed${report.earlier ? ` (${report.earlier} done in earlier runs)` : ''}.`,
  );
  const failed = report.results.filter((r) => r.outcome === 'failed');
  if (failed.length) {
    ctx.err(`Failed (${failed.length}):`);
    for (const f of failed) ctx.err(`  ${oneLine(f.label)}: ${oneLine(f.message)}`);
    if (!stop.aborted) ctx.err('Run the same command with --resume to retry the failed items.');
  }
  if (report.finished) archive();
  if (stop.aborted) {
    ctx.err(`Not sent: ${report.notSent}.`);
    ctx.err(messageOf(stop.reason));
    return exitCodeOf(stop.reason);
  }
  return failed.length || !report.finished ? EXIT.partial : EXIT.ok;
}

/**
 * What a run would send, changing nothing: the items of an unfinished journal not yet confirmed,
 * else the SDK's own selection (the same reads a run makes) captured by a journal that stops the
 * run as soon as its plan is written, before any write. Results known when selecting (an id that is
 * no longer pending, or not found) are printed as the SDK reports them.
 */
async function dryRun(
  ctx: Context,
  cmd: BulkCommand,
  concurrency: number,
  state: JournalState | undefined,
  lines: ReturnType<typeof lineWriter>,
): Promise<number> {
  let items: { id: BulkId; label: string }[];
  if (state) items = state.plan.items.filter((i) => !state.confirmed.has(i.id));
  else {
    const planned = new AbortController();
    let plan: BulkPlan | undefined;
    const probe: Journal = {
      load: () => undefined,
      begin(p) {
        plan = p;
        planned.abort();
      },
      sent() {
        throw new CliError('A dry run sends nothing.');
      },
      confirmed: () => undefined,
      failed: () => undefined,
    };
    const report = await cmd.start({ journal: probe, signal: planned.signal, concurrency });
    for (const r of report.results) lines.emit(lineOf(r));
    items = plan?.items ?? [];
  }
  for (const i of items) lines.emit({ id: i.id, label: i.label, result: `would-${cmd.verb}`, message: '' });
  await lines.end();
  const past = cmd.verb === 'approve' ? 'approved' : 'rejected';
  ctx.err(
    `Dry run: ${items.length} item(s) would be ${past}${state ? ` (${state.confirmed.size} already done in the journal)` : ''}; nothing was changed.`,
  );
  return EXIT.ok;
}
