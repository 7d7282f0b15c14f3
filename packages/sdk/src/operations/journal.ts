/** An item's id in a bulk run (a request id, a review id). */
export type BulkId = number | string;

/** One item of a plan: what to act on, and the record the write needs (kept so a resumed run needs no re-read). */
export interface PlannedItem<R = unknown> {
  id: BulkId;
  label: string;
  record: R;
}

/**
 * What a plan of every pending item covers: the pending set as the server counted it when the read
 * began, and how it changed while it was read (others decide and add items meanwhile). The plan
 * holds the items pending when the read ended.
 */
export interface PlanCoverage {
  /** Items in the plan. */
  planned: number;
  /** Pending items the server counted when the read began. */
  pendingAtStart: number;
  /** Items seen pending during the read and gone from the list by its end (decided by others). */
  decidedByOthers: number;
  /** Items that joined the pending list while it was read. */
  addedByOthers: number;
  /** False when the list kept changing and the reads did not settle: the plan is every item seen pending. */
  settled: boolean;
}

/** What a bulk run set out to do: the operation, its parameters (e.g. the note) and the selection, fixed when it started. */
export interface BulkPlan<R = unknown> {
  operation: string;
  params: Record<string, unknown>;
  items: PlannedItem<R>[];
  createdAt: string;
  /** For a plan of every pending item: what it covers. */
  coverage?: PlanCoverage;
}

/** An outcome the server confirmed: written by this run, or found no longer pending. */
export type ConfirmedOutcome = 'done' | 'already-processed';

/** A run as its journal tells it. */
export interface JournalState<R = unknown> {
  plan: BulkPlan<R>;
  /** Items whose write was sent at least once (in flight when a run died, or failed). */
  sent: Set<BulkId>;
  /** Items whose outcome the server confirmed; never sent again. */
  confirmed: Map<BulkId, { outcome: ConfirmedOutcome; message: string }>;
  /** The last failure of items not confirmed. */
  failed: Map<BulkId, string>;
}

/**
 * Where a bulk run writes down what it does, so that a run that was killed, aborted or partly
 * failed can be resumed without doing any item twice: the plan first, then `sent` before each
 * write goes out, and `confirmed` or `failed` after. Appends only; each call is one record.
 */
export interface Journal {
  /** The run this journal holds, if any (finished or not). */
  load(): JournalState | undefined | Promise<JournalState | undefined>;
  /** Starts a new run (a plan replaces the one before it). */
  begin(plan: BulkPlan): void;
  sent(id: BulkId): void;
  confirmed(id: BulkId, outcome: ConfirmedOutcome, message: string): void;
  failed(id: BulkId, message: string): void;
  close?(): void | Promise<void>;
}

/** The records a journal writes, one per line in a file journal. */
export type JournalEntry =
  | ({ t: 'plan' } & BulkPlan)
  | { t: 'sent'; id: BulkId; at: string }
  | { t: 'confirmed'; id: BulkId; outcome: ConfirmedOutcome; message: string; at: string }
  | { t: 'failed'; id: BulkId; message: string; at: string };

/** Replays journal entries into a state; a plan starts a new run. Entries of unknown shape are ignored. */
export function replayJournal(entries: Iterable<JournalEntry>): JournalState | undefined {
  let state: JournalState | undefined;
  for (const e of entries) {
    if (!e || typeof e !== 'object') continue;
    if (e.t === 'plan') {
      const { t: _t, ...plan } = e;
      state = { plan, sent: new Set(), confirmed: new Map(), failed: new Map() };
    } else if (state && e.t === 'sent') state.sent.add(e.id);
    else if (state && e.t === 'confirmed') {
      state.confirmed.set(e.id, { outcome: e.outcome, message: e.message ?? '' });
      state.failed.delete(e.id);
    } else if (state && e.t === 'failed') state.failed.set(e.id, e.message ?? '');
  }
  return state;
}

/** True when every planned item has a confirmed outcome. */
export function isFinished(state: JournalState | undefined): boolean {
  return !!state && state.plan.items.every((i) => state.confirmed.has(i.id));
}

/** A journal over an entry sink: the shared part of the memory and file journals. */
export function entryJournal(
  append: (e: JournalEntry) => void,
  load: () => JournalState | undefined,
): Journal {
  const at = (): string => new Date().toISOString();
  return {
    load,
    begin: (plan) => append({ t: 'plan', ...plan }),
    sent: (id) => append({ t: 'sent', id, at: at() }),
    confirmed: (id, outcome, message) => append({ t: 'confirmed', id, outcome, message, at: at() }),
    failed: (id, message) => append({ t: 'failed', id, message, at: at() }),
  };
}

/**
 * A journal in memory: resumes within one process (the web's "Retry failed" after a partial run).
 * A page reload or a crash loses it; use the file journal of `@marketplace-admin/sdk/node` for that.
 */
export function memoryJournal(): Journal & { entries: readonly JournalEntry[] } {
  const entries: JournalEntry[] = [];
  return {
    ...entryJournal(
      (e) => void entries.push(e),
      () => replayJournal(entries),
    ),
    entries,
  };
}
