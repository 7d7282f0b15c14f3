import { Option, type Command } from 'commander';
import type { Context } from '../context';
import { CliError, EXIT, exitCodeOf, isSdkError, messageOf, UsageError } from '../errors';
import { createWriter, resolveFormat } from '../output/index';
import { oneLine } from '../output/visible';
import { Progress } from '../progress';
import { Journal, journalKey, journalPath, readJournal, type JournalState, type Plan, type PlannedItem } from './journal';

/** Where an item stands on the server, for re-checks. */
export type ItemState = 'pending' | 'target' | 'other';

export interface BulkSpec {
  /** Operation name, e.g. 'redemptions-approve' (part of the journal's key). */
  op: string;
  /** 'approve' / 'approved'. */
  verb: string;
  past: string;
  /** What to act on (a fresh plan). Items not eligible go to `skipped`. */
  select(): Promise<{ items: PlannedItem[]; skipped: { id: number; reason: string }[] }>;
  /** Acts on one item; resolves with the server's confirmation message. */
  apply(item: PlannedItem, params: Record<string, unknown>): Promise<string>;
  /** Where these items stand now on the server. */
  states(ids: number[]): Promise<Map<number, ItemState>>;
  /** Parameters stored in the plan and reused on --resume. */
  params: Record<string, unknown>;
  /** What identifies the selection (for the journal key). */
  scope: Record<string, unknown>;
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
  return { dryRun: flags.dryRun, concurrency: Number(text), resume: flags.resume, restart: flags.restart, format: flags.format };
}

export function addBulkOptions(cmd: Command): Command {
  return cmd
    .option('--dry-run', 'print what would change and change nothing')
    .option('--concurrency <n>', 'requests at a time', '4')
    .option('--resume', 'finish an interrupted or partly failed run (from its journal)')
    .option('--restart', 'discard the journal of an unfinished run and start again')
    .addOption(new Option('--format <format>', 'per-item results (default: text on a terminal, ndjson when piped)').choices(['text', 'json', 'ndjson']));
}

interface Result {
  id: number;
  label: string;
  result: string;
  message: string;
}

/**
 * Runs a bulk operation with a journal: resumable after a crash or kill without acting on an item
 * twice (in-flight items are re-checked on the server before being sent again).
 *
 * Ctrl+C or a closed stdout (`| head`) abort the stop signal of the run's hold (IO.holdStop): no new
 * item is taken, those in flight finish and are journalled, and the run ends with the signal's exit
 * code (130 for Ctrl+C, 4 for a closed stdout). A dry run changes nothing and holds nothing.
 */
export async function runBulk(ctx: Context, spec: BulkSpec, o: BulkOpts): Promise<number> {
  const stop = o.dryRun ? undefined : ctx.io.holdStop();
  try {
    return await runHeld(ctx, spec, o, stop?.signal);
  } finally {
    stop?.release();
  }
}

async function runHeld(ctx: Context, spec: BulkSpec, o: BulkOpts, stop: AbortSignal | undefined): Promise<number> {
  const concurrency = o.concurrency ?? 4;
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) throw new UsageError('--concurrency must be an integer from 1 to 64');
  const format = o.format ?? (ctx.io.stdoutTTY ? 'text' : 'ndjson');
  if (!['text', 'json', 'ndjson'].includes(format)) throw new UsageError('--format must be text, json or ndjson');
  const key = journalKey(spec.op, { ...spec.scope, apiUrl: ctx.apiUrl, profile: ctx.profile });
  const path = journalPath(ctx.configDir, key);
  let state = readJournal(path);
  const unfinished = state && state.plan.items.some((i) => !state!.done.has(i.id));

  if (o.restart && state) {
    Journal.archive(path);
    state = undefined;
  } else if (o.resume) {
    if (!state) throw new UsageError(`Nothing to resume: no journal for this operation (${path}).`);
  } else if (state && unfinished && !o.dryRun) {
    throw new UsageError(
      `An unfinished run of this operation exists (${state.done.size} of ${state.plan.items.length} done, journal ${path}). ` +
        'Run the same command with --resume to finish it, or --restart to discard it.',
    );
  } else if (state && !o.dryRun) {
    Journal.archive(path);
    state = undefined;
  }

  const out = format === 'text' ? undefined : createWriter(resolveFormat(ctx, format), ctx.io.stdout);
  // Once stdout's reader is gone, results only go to the journal (the stop signal ends the run).
  const emit = async (r: Result): Promise<void> => {
    if (!ctx.io.stdout.writable) return;
    try {
      if (out) await out.write({ ...r });
      else ctx.out(`${r.result.padEnd(16)} ${oneLine(r.label)}${r.message ? `  ${oneLine(r.message)}` : ''}`);
    } catch {}
  };

  let skipped: { id: number; reason: string }[] = [];
  let plan: Plan;
  if (state && (o.resume || o.dryRun)) plan = state.plan;
  else {
    const sel = await spec.select();
    skipped = sel.skipped;
    plan = { op: spec.op, key, params: spec.params, items: sel.items, createdAt: new Date().toISOString() };
  }
  for (const s of skipped) await emit({ id: s.id, label: `#${s.id}`, result: 'skipped', message: s.reason });
  const done = state?.done ?? new Map<number, string>();
  const todo = plan.items.filter((i) => !done.has(i.id));

  if (o.dryRun) {
    for (const i of todo) await emit({ id: i.id, label: i.label, result: `would-${spec.verb}`, message: '' });
    await out?.end();
    ctx.err(`Dry run: ${todo.length} item(s) would be ${spec.past}${done.size ? ` (${done.size} already done in the journal)` : ''}; nothing was changed.`);
    return EXIT.ok;
  }

  if (stop?.aborted && !state) {
    // Stopped while selecting: nothing was sent and no journal was written.
    ctx.err(messageOf(stop.reason));
    return exitCodeOf(stop.reason);
  }
  const journal = state ? Journal.reopen(path) : Journal.create(path, plan);
  const results: Result[] = [];
  let failures = 0;
  const record = async (item: PlannedItem, result: string, message: string): Promise<void> => {
    const r = { id: item.id, label: item.label, result, message };
    results.push(r);
    if (result === 'failed') failures++;
    await emit(r);
  };
  const progress = new Progress(ctx.io.stderr, ctx.io.stderrTTY, spec.verb === 'approve' ? 'Approving' : 'Working', todo.length);
  try {
    // Items sent before (in flight when a run died, or failed) are checked on the server first.
    const send: PlannedItem[] = [];
    const doubtful = todo.filter((i) => (state as JournalState | undefined)?.started.has(i.id));
    const states = doubtful.length ? await spec.states(doubtful.map((i) => i.id)) : new Map<number, ItemState>();
    for (const item of todo) {
      const st = states.get(item.id);
      if (st === undefined || st === 'pending') send.push(item);
      else {
        const result = st === 'target' ? `already-${spec.past}` : 'skipped';
        journal.done(item.id, result);
        await record(item, result, st === 'target' ? '' : 'no longer pending');
        progress.tick();
      }
    }
    let fatal: unknown;
    let next = 0;
    const worker = async (): Promise<void> => {
      while (fatal === undefined && !stop?.aborted && next < send.length) {
        const item = send[next++];
        journal.start(item.id);
        try {
          const message = await spec.apply(item, plan.params);
          journal.done(item.id, spec.past);
          await record(item, spec.past, message);
        } catch (e) {
          if (isSdkError(e) && e.kind === 'unauthorized') {
            fatal = e;
            return;
          }
          if (isSdkError(e) && e.kind === 'http' && e.status === 409) {
            const st = (await spec.states([item.id]).catch(() => new Map<number, ItemState>())).get(item.id);
            if (st === 'target' || st === 'other') {
              const result = st === 'target' ? `already-${spec.past}` : 'skipped';
              journal.done(item.id, result);
              await record(item, result, st === 'target' ? '' : 'no longer pending');
              progress.tick();
              continue;
            }
          }
          journal.fail(item.id, messageOf(e));
          await record(item, 'failed', messageOf(e));
        }
        progress.tick(1, failures ? `(${failures} failed)` : '');
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(1, send.length)) }, worker));
    progress.finish();
    if (fatal) throw fatal;
  } finally {
    journal.close();
    if (ctx.io.stdout.writable) await out?.end().catch(() => undefined);
  }

  const failed = results.filter((r) => r.result === 'failed');
  const count = (r: string) => results.filter((x) => x.result === r).length;
  ctx.err(
    `${spec.past[0].toUpperCase()}${spec.past.slice(1)} ${count(spec.past)}, already ${spec.past} ${count(`already-${spec.past}`)}, ` +
      `skipped ${count('skipped') + skipped.length}, failed ${failed.length}` +
      (done.size ? ` (${done.size} done in earlier runs)` : '') + '.',
  );
  if (failed.length) {
    ctx.err(`Failed (${failed.length}):`);
    for (const f of failed) ctx.err(`  ${oneLine(f.label)}: ${oneLine(f.message)}`);
    if (!stop?.aborted) ctx.err('Run the same command with --resume to retry the failed items.');
  }
  if (stop?.aborted) {
    ctx.err(`Not sent: ${todo.length - results.length}.`);
    ctx.err(messageOf(stop.reason));
    return exitCodeOf(stop.reason);
  }
  if (failed.length) return EXIT.partial;
  Journal.archive(path);
  return EXIT.ok;
}

/** The selection flags of a bulk command, checked. */
export function checkSelection(ids: number[], allPending: boolean | undefined): void {
  if (allPending && ids.length) throw new UsageError('Give ids or --all-pending, not both');
  if (!allPending && !ids.length) throw new UsageError('Give ids (as arguments or --from-file), or --all-pending');
}

export { CliError };
