import { catalogue } from '../catalogue';
import { isMpaError, MpaError } from '../errors';
import {
  isFinished,
  memoryJournal,
  type BulkId,
  type BulkPlan,
  type Journal,
  type JournalState,
  type PlanCoverage,
  type PlannedItem,
} from './journal';

/**
 * How an item ended: written by this run (its write was answered with success), failed (with the
 * reason), or already processed (the server showed it decided: in a decided list, with that status).
 */
export type BulkOutcome = 'done' | 'failed' | 'already-processed';

export interface BulkItemResult {
  id: BulkId;
  label: string;
  outcome: BulkOutcome;
  /** The server's confirmation, the failure's text, or the status the item has now. */
  message: string;
  /** The error of a failed item. */
  error?: unknown;
}

/** Where an item stands on the server now: still pending (it may be sent), or not any more (its status). */
export type ItemStatus = { pending: true } | { pending: false; status: string };

/** What a lookup learnt of one item: where it stands, or the error of the read that was to show it. */
export type ItemLookup = ItemStatus | { error: unknown };

/** An operation the runner applies to each planned item. */
export interface BulkOperation<R> {
  /** Names the run in its journal, e.g. 'redemptions.approve'. */
  name: string;
  /** Parameters of the run (e.g. the note), stored in the plan and used again when it is resumed. */
  params: Record<string, unknown>;
  /** The write for one item; resolves with the server's confirmation message. */
  apply(record: R, params: Record<string, unknown>): Promise<string>;
  /**
   * Where these items stand now, as the server shows them: an item left out was not seen (it is
   * neither pending nor known to be decided). The runner asks again for those, up to
   * {@link LOOKUP_ROUNDS} times, then fails them: not seen is never a success. An item whose own
   * read failed carries the error (asked again too), so one failed read does not fail every item;
   * a lookup that throws fails them all.
   */
  lookup(items: PlannedItem<R>[], signal?: AbortSignal): Promise<Map<BulkId, ItemLookup>>;
}

/** Lookups of an item not seen on the server before it is failed as not confirmed. */
export const LOOKUP_ROUNDS = 3;

/** What a fresh run acts on, plus results already known when selecting (e.g. an id that is not pending). */
export interface BulkSelection<R> {
  items: PlannedItem<R>[];
  settled?: BulkItemResult[];
  /** What a selection of every pending item covers (kept in the plan). */
  coverage?: PlanCoverage;
}

export interface BulkProgress {
  /** Items this run has to account for. */
  total: number;
  done: number;
  failed: number;
  alreadyProcessed: number;
  inFlight: number;
}

export interface BulkRunOptions {
  /** Writes in flight at once, 1 to 64 (default 4). */
  concurrency?: number;
  /** Stops taking new items; writes in flight finish and are journalled (they are never cut off half-way). */
  signal?: AbortSignal;
  /** Where the run is written down (default: in memory, for this call only). */
  journal?: Journal;
  /** Discard an unfinished run found in the journal and select afresh (default: resume it). */
  restart?: boolean;
  /** Each item's outcome as it happens. */
  onResult?(r: BulkItemResult, p: BulkProgress): void;
  /** Counts after each outcome and when a write starts. */
  onProgress?(p: BulkProgress): void;
}

export interface BulkReport {
  operation: string;
  params: Record<string, unknown>;
  /** True when this call finished a run found unfinished in the journal. */
  resumed: boolean;
  /** Items confirmed by earlier calls of the same run (not touched again). */
  earlier: number;
  /** This call's outcomes, in the order they happened. */
  results: BulkItemResult[];
  done: number;
  failed: number;
  alreadyProcessed: number;
  /** Items not sent because the run was aborted (resume to send them). */
  notSent: number;
  aborted: boolean;
  /** Every planned item has a confirmed outcome: nothing is left to resume. */
  finished: boolean;
  /** For a plan of every pending item: the pending set it was read from, and what others changed meanwhile. */
  coverage?: PlanCoverage;
}

const o_ = catalogue.operations;
const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));
const isConflict = (e: unknown): boolean => isMpaError(e) && e.status === 409;
const isFatal = (e: unknown): boolean => isMpaError(e) && e.kind === 'unauthorized';

/**
 * The one bulk runner of the product: applies `op` to each planned item with bounded concurrency,
 * reporting every item's outcome, and writes the run down in a journal.
 *
 * A write is never retried blindly. An item whose write failed, was answered 409, or was in flight
 * when a run died is looked up on the server first, and sent again only while it is still pending;
 * it is 'already-processed' only when the server shows it decided. One not seen anywhere is looked
 * up again (lists shift while they are read) and, still unseen, fails as not confirmed and stays in
 * the journal: 'done' and 'already-processed' are never guesses. Calling again with the same journal resumes an unfinished
 * run: the plan, its parameters and what was confirmed come from the journal, so no item is done
 * twice. A 401 stops the run (in-flight writes finish) and is thrown.
 */
export async function runBulk<R>(
  op: BulkOperation<R>,
  select: (signal?: AbortSignal) => Promise<BulkSelection<R>>,
  o: BulkRunOptions = {},
): Promise<BulkReport> {
  const concurrency = o.concurrency ?? 4;
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64)
    throw new MpaError('validation', o_.concurrencyRange);
  const journal = o.journal ?? memoryJournal();
  let state = (await journal.load()) as JournalState<R> | undefined;
  if (state && state.plan.operation !== op.name)
    throw new MpaError('validation', o_.journalOfAnother(state.plan.operation, op.name));
  const resumed = !!state && !o.restart && !isFinished(state);

  let plan: BulkPlan<R>;
  let settled: BulkItemResult[] = [];
  if (resumed) plan = state!.plan;
  else {
    const sel = await select(o.signal); // a stop while selecting ends the run before anything is written
    settled = sel.settled ?? [];
    plan = {
      operation: op.name,
      params: op.params,
      items: sel.items,
      createdAt: new Date().toISOString(),
      ...(sel.coverage ? { coverage: sel.coverage } : {}),
    };
    journal.begin(plan);
    state = undefined;
  }

  const confirmed = state?.confirmed ?? new Map();
  const todo = plan.items.filter((i) => !confirmed.has(i.id));
  const results: BulkItemResult[] = [];
  const progress: BulkProgress = {
    total: todo.length + settled.length,
    done: 0,
    failed: 0,
    alreadyProcessed: 0,
    inFlight: 0,
  };
  const report = (r: BulkItemResult): void => {
    results.push(r);
    if (r.outcome === 'done') progress.done++;
    else if (r.outcome === 'failed') progress.failed++;
    else progress.alreadyProcessed++;
    o.onResult?.(r, { ...progress });
    o.onProgress?.({ ...progress });
  };
  const confirmedNow = new Set<BulkId>();
  const confirm = (item: PlannedItem<R>, outcome: 'done' | 'already-processed', message: string): void => {
    journal.confirmed(item.id, outcome, message);
    confirmedNow.add(item.id);
    report({ id: item.id, label: item.label, outcome, message });
  };
  const fail = (item: PlannedItem<R>, error: unknown, message = messageOf(error)): void => {
    journal.failed(item.id, message);
    report({ id: item.id, label: item.label, outcome: 'failed', message, error });
  };
  /**
   * Looks items up; those the server shows decided are settled, the pending ones handed on. Items
   * not seen, or whose read failed, are asked about again (up to LOOKUP_ROUNDS lookups), then failed:
   * not confirmed, or with the read's error. A lookup that throws fails them all.
   */
  const recheck = async (
    items: PlannedItem<R>[],
    onPending: (item: PlannedItem<R>, cause?: unknown) => void,
    causes?: Map<BulkId, unknown>,
  ): Promise<void> => {
    let unseen = items;
    const readErrors = new Map<BulkId, unknown>();
    for (let round = 0; round < LOOKUP_ROUNDS && unseen.length; round++) {
      let status: Map<BulkId, ItemLookup>;
      try {
        status = await op.lookup(unseen, o.signal);
      } catch (e) {
        if (isFatal(e)) throw e;
        for (const item of unseen) fail(item, e, o_.checkFailed(messageOf(e)));
        return;
      }
      const next: PlannedItem<R>[] = [];
      for (const item of unseen) {
        const s = status.get(item.id);
        if (!s) next.push(item);
        else if ('error' in s) {
          if (isFatal(s.error)) throw s.error;
          readErrors.set(item.id, s.error);
          next.push(item);
        } else if (s.pending) onPending(item, causes?.get(item.id));
        else confirm(item, 'already-processed', s.status);
      }
      unseen = next;
    }
    for (const item of unseen) {
      const readError = readErrors.get(item.id);
      if (readError !== undefined) fail(item, readError, o_.checkFailed(messageOf(readError)));
      else fail(item, causes?.get(item.id), o_.notConfirmed);
    }
  };

  for (const r of settled) report(r);
  try {
    // Sent before but not confirmed (in flight when a run died, failed, or contested): ask the server first.
    const send: PlannedItem<R>[] = [];
    const doubtful = new Set([...(state?.sent ?? []), ...(state?.failed.keys() ?? [])]);
    const fresh = todo.filter((i) => !doubtful.has(i.id));
    await recheck(
      todo.filter((i) => doubtful.has(i.id)),
      (item) => send.push(item),
    );
    send.push(...fresh);

    let next = 0;
    let fatal: unknown;
    const contested: PlannedItem<R>[] = [];
    const conflicts = new Map<BulkId, unknown>();
    const worker = async (): Promise<void> => {
      while (fatal === undefined && !o.signal?.aborted && next < send.length) {
        const item = send[next++];
        journal.sent(item.id);
        progress.inFlight++;
        o.onProgress?.({ ...progress });
        try {
          const message = await op.apply(item.record, plan.params);
          progress.inFlight--;
          confirm(item, 'done', message);
        } catch (e) {
          progress.inFlight--;
          if (isFatal(e)) {
            fatal = e;
            journal.failed(item.id, messageOf(e));
          } else if (isConflict(e)) {
            contested.push(item);
            conflicts.set(item.id, e);
          } else fail(item, e);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(1, send.length)) }, worker));
    if (fatal !== undefined) throw fatal;
    // A 409: the item moved (someone else, or an earlier attempt whose answer was lost). The server says how.
    await recheck(contested, (item, cause) => fail(item, cause), conflicts);
    const notSent = send.length - next;
    return {
      operation: plan.operation,
      params: plan.params,
      resumed,
      earlier: confirmed.size,
      results,
      done: progress.done,
      failed: progress.failed,
      alreadyProcessed: progress.alreadyProcessed,
      notSent,
      aborted: !!o.signal?.aborted && notSent > 0,
      finished: todo.every((i) => confirmedNow.has(i.id)),
      ...(plan.coverage ? { coverage: plan.coverage } : {}),
    };
  } finally {
    await journal.close?.();
  }
}
