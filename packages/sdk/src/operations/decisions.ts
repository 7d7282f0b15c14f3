// The product's two bulk decisions — approve or reject many redemption requests with a note, and
// approve or reject many reviews with notes — on the one bulk runner. Both clients and CI scripts
// call these; they only choose the selection, the journal and how to show progress.
import { catalogue } from '../catalogue';
import type { RedemptionsApi } from '../domains/redemptions';
import { redeemBodyFor } from '../domains/redemptions';
import type { ReviewsApi } from '../domains/reviews';
import { check } from '../domains/shared';
import { validateRedemptionForm } from '../rules/forms';
import { validateModeratorNotes } from '../rules/reviews';
import type { RedemptionRequest, RedemptionStatus } from '../types/redemptions';
import type { ModerationCode, Review, ReviewStatus } from '../types/reviews';
import {
  LOOKUP_ROUNDS,
  runBulk,
  type BulkItemResult,
  type BulkReport,
  type BulkRunOptions,
  type ItemLookup,
  type ItemStatus,
} from './bulk';
import type { BulkId, PlanCoverage, PlannedItem } from './journal';

/** Rows per read when selecting and looking items up (a server with a lower cap is followed). */
const READ_PAGE = 500;
/** Reads of the pending list for a plan of every pending item, until two in a row agree. */
const PLAN_READS = 4;
/** Items looked up by their own search term, each its own reads; more than this are found by reading the lists whole. */
const NARROWED_LOOKUPS = 25;
/** Narrowed lookups in flight at once (each is one read, or a few when the item was decided). */
const NARROWED_AT_ONCE = 4;

/** One of the lists an item can be in, and what being in it means. */
interface StatusList<T> {
  /** The status an item in this list has; null for the list of items still to do. */
  status: string | null;
  /** Its rows (narrowed by a search term, where the list takes one); `onTotal` hears each page's count. */
  rows(signal?: AbortSignal, search?: string, onTotal?: (n: number) => void): AsyncIterable<T>;
}

interface Seen<T> {
  status: ItemStatus;
  row: T;
}

/**
 * Where the server shows each id: the lists are read in order (the to-do list first, so an item
 * decided while they are read is seen in the next), each until every id was seen. Ids in none are
 * left out: offset paging skips rows when others decide meanwhile, so not seen proves nothing.
 */
async function findIn<T>(
  ids: Iterable<BulkId>,
  lists: StatusList<T>[],
  idOf: (row: T) => BulkId,
  signal?: AbortSignal,
  search?: string,
): Promise<Map<BulkId, Seen<T>>> {
  const want = new Set(ids);
  const out = new Map<BulkId, Seen<T>>();
  for (const list of lists) {
    if (!want.size) break;
    for await (const row of list.rows(signal, search)) {
      const id = idOf(row);
      if (!want.delete(id)) continue;
      out.set(id, {
        status: list.status === null ? { pending: true } : { pending: false, status: list.status },
        row,
      });
      if (!want.size) break;
    }
  }
  return out;
}

/**
 * The runner's lookup: each item first by its own search term (it is then on the first page, where
 * no shift can skip it), for a few items; the rest by reading the lists whole. Items not seen are
 * left out (the runner asks again, then fails them).
 */
function lookupIn<T, R>(
  lists: StatusList<T>[],
  idOf: (row: T) => BulkId,
  termOf?: (record: R) => string | undefined,
) {
  return async (items: PlannedItem<R>[], signal?: AbortSignal): Promise<Map<BulkId, ItemLookup>> => {
    const out = new Map<BulkId, ItemLookup>();
    const byTerm = new Map<string, BulkId[]>();
    for (const i of items) {
      const term = termOf?.(i.record)?.trim();
      if (term) byTerm.set(term, [...(byTerm.get(term) ?? []), i.id]);
    }
    if (byTerm.size <= NARROWED_LOOKUPS) {
      const terms = [...byTerm];
      for (let i = 0; i < terms.length; i += NARROWED_AT_ONCE) {
        await Promise.all(
          terms.slice(i, i + NARROWED_AT_ONCE).map(async ([term, ids]) => {
            try {
              for (const [id, s] of await findIn(ids, lists, idOf, signal, term)) out.set(id, s.status);
            } catch (error) {
              // this term's items are asked about again; the others' answers stand
              if (signal?.aborted) throw error;
              for (const id of ids) if (!out.has(id)) out.set(id, { error });
            }
          }),
        );
      }
    }
    const rest = items.filter((i) => !out.has(i.id)).map((i) => i.id);
    if (rest.length) for (const [id, s] of await findIn(rest, lists, idOf, signal)) out.set(id, s.status);
    return out;
  };
}

/**
 * Splits ids into the pending rows to act on and the results known already: an id the server shows
 * decided is already processed; one not seen after {@link LOOKUP_ROUNDS} reads was not found (a
 * failure: the caller named it).
 */
async function selectIds<T>(
  ids: readonly number[],
  lists: StatusList<T>[],
  idOf: (row: T) => BulkId,
  plan: (row: T) => PlannedItem<unknown>,
  signal?: AbortSignal,
): Promise<{ items: PlannedItem<unknown>[]; settled: BulkItemResult[] }> {
  const want = new Set<BulkId>(ids);
  const items: PlannedItem<unknown>[] = [];
  const settled: BulkItemResult[] = [];
  for (let round = 0; round < LOOKUP_ROUNDS && want.size; round++) {
    for (const [id, s] of await findIn(want, lists, idOf, signal)) {
      want.delete(id);
      if (s.status.pending) items.push(plan(s.row));
      else settled.push({ id, label: `#${id}`, outcome: 'already-processed', message: s.status.status });
    }
  }
  for (const id of want)
    settled.push({ id, label: `#${id}`, outcome: 'failed', message: catalogue.operations.notFound });
  return { items, settled };
}

/**
 * Every row of the to-do list, for a plan of every pending item. Others decide and add items while
 * it is read, and offset paging then skips rows, so it is read again until two reads agree (at most
 * PLAN_READS): the plan is the last read. If they never agree, it is every row seen pending (one
 * decided meanwhile comes back 409 and is shown already processed). What it covers is counted.
 */
async function readAllPending<T>(
  list: StatusList<T>,
  idOf: (row: T) => BulkId,
  signal?: AbortSignal,
  search?: string,
): Promise<{ rows: T[]; coverage: PlanCoverage }> {
  let pendingAtStart: number | undefined;
  const everSeen = new Map<BulkId, T>();
  let last = new Map<BulkId, T>();
  let settled = false;
  for (let read = 0; read < PLAN_READS && !settled; read++) {
    const now = new Map<BulkId, T>();
    for await (const row of list.rows(signal, search, (n) => (pendingAtStart ??= n))) now.set(idOf(row), row);
    for (const [id, row] of now) everSeen.set(id, row);
    settled = read > 0 && now.size === last.size && [...now.keys()].every((id) => last.has(id));
    last = now;
  }
  const decidedByOthers = [...everSeen.keys()].filter((id) => !last.has(id)).length;
  const start = pendingAtStart ?? 0;
  const rows = [...(settled ? last : everSeen).values()];
  return {
    rows,
    coverage: {
      planned: rows.length,
      pendingAtStart: start,
      decidedByOthers,
      addedByOthers: Math.max(0, last.size - start + decidedByOthers),
      settled,
    },
  };
}

const dedupe = <T>(items: PlannedItem<T>[]): PlannedItem<T>[] => [
  ...new Map(items.map((i) => [i.id, i])).values(),
];

// ---------------------------------------------------------------- redemptions

/** Which requests: these records, these ids (only pending ones are acted on), or every pending one (of a search). */
export type RedemptionSelection =
  readonly RedemptionRequest[] | { ids: readonly number[] } | { allPending: true; search?: string };

export interface DecideRedemptionsOptions extends BulkRunOptions {
  /** Sent with every request (required, spec §5); a resumed run uses the note it started with. */
  note?: string;
}

const redemptionLabel = (r: RedemptionRequest): string =>
  [`#${r.redeemRequestId}`, r.userName, r.redeemValue]
    .filter((x) => x !== undefined && x !== null && x !== '')
    .join(' ');

/** Approves or rejects many redemption requests with one note (see {@link runBulk}). */
export function decideRedemptions(
  api: Pick<RedemptionsApi, 'iterate' | 'redeem'>,
  target: Exclude<RedemptionStatus, 'Pending'>,
  selection: RedemptionSelection,
  o: DecideRedemptionsOptions = {},
): Promise<BulkReport> {
  const other: RedemptionStatus = target === 'Approved' ? 'Rejected' : 'Approved';
  const list = (status: RedemptionStatus): StatusList<RedemptionRequest> => ({
    status: status === 'Pending' ? null : status,
    rows: (signal, search, onTotal) =>
      api.iterate({
        status,
        search,
        pageSize: READ_PAGE,
        signal,
        onProgress: onTotal && ((p) => onTotal(p.total)),
      }),
  });
  const lists = [list('Pending'), list(target), list(other)];
  const idOf = (r: RedemptionRequest): number => r.redeemRequestId;
  const plan = (r: RedemptionRequest): PlannedItem<RedemptionRequest> => ({
    id: r.redeemRequestId,
    label: redemptionLabel(r),
    record: r,
  });
  const note = (o.note ?? '').trim();
  return runBulk<RedemptionRequest>(
    {
      name: `redemptions.${target === 'Approved' ? 'approve' : 'reject'}`,
      params: { status: target, note },
      apply: async (r, p) => (await api.redeem(redeemBodyFor(r, String(p.status), String(p.note)))).message,
      // the redemption lists' Search matches the user's name: a request is then on the first page
      lookup: lookupIn(lists, idOf, (r: RedemptionRequest) => r.userName ?? undefined),
    },
    async (signal) => {
      check(validateRedemptionForm({ status: target, note }), 'redemptions.redeem');
      if (Array.isArray(selection)) return { items: dedupe((selection as RedemptionRequest[]).map(plan)) };
      if ('ids' in selection)
        return (await selectIds(selection.ids, lists, idOf, plan, signal)) as {
          items: PlannedItem<RedemptionRequest>[];
          settled: BulkItemResult[];
        };
      const { rows, coverage } = await readAllPending(
        lists[0],
        idOf,
        signal,
        (selection as { search?: string }).search,
      );
      return { items: dedupe(rows.map(plan)), coverage };
    },
    o,
  );
}

// ---------------------------------------------------------------- reviews

/** A review to decide on, with its own moderator notes (else the run's `notes`). */
export interface ReviewDecision {
  reviewId: number;
  moderatorNotes?: string;
}

/** Which reviews: these (records or decisions with notes), these ids (only pending ones), or every pending one. */
export type ReviewSelection =
  readonly (Review | ReviewDecision)[] | { ids: readonly number[] } | { allPending: true };

export interface DecideReviewsOptions extends BulkRunOptions {
  /** Moderator notes for reviews that carry none of their own (at most 200 characters). */
  notes?: string;
  /**
   * The tab the reviews are decided from (default 'pending'): a review still there may be sent; one
   * found in another list was decided by someone else meanwhile and is already processed. (Spec §4:
   * rejected reviews can be approved and approved ones rejected, so 'rejected' and 'approved' are tabs too.)
   */
  from?: ReviewStatus;
}

const reviewIdOf = (r: Review | ReviewDecision): number =>
  'reviewId' in r && typeof r.reviewId === 'number' ? r.reviewId : (r as Review).reviewID;
const STATUS_LABEL: Record<ReviewStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Approves (A) or rejects (R) many reviews, each with its notes (see {@link runBulk}). */
export function decideReviews(
  api: Pick<ReviewsApi, 'iterate' | 'moderate'>,
  code: ModerationCode,
  selection: ReviewSelection,
  o: DecideReviewsOptions = {},
): Promise<BulkReport> {
  const from = o.from ?? 'pending';
  const target: ReviewStatus = code === 'A' ? 'approved' : 'rejected';
  const list = (status: ReviewStatus): StatusList<Review> => ({
    status: status === from ? null : STATUS_LABEL[status],
    rows: (signal, _search, onTotal) =>
      api.iterate({ status, pageSize: READ_PAGE, signal, onProgress: onTotal && ((p) => onTotal(p.total)) }),
  });
  // the tab first (still to do), then where the decision puts it, then the rest
  const lists = [...new Set<ReviewStatus>([from, target, 'pending', 'approved', 'rejected'])].map(list);
  const plan = (r: Review | ReviewDecision): PlannedItem<ReviewDecision> => {
    const notes = (
      'moderatorNotes' in r && typeof r.moderatorNotes === 'string' && r.moderatorNotes.trim()
        ? r.moderatorNotes
        : o.notes
    )?.trim();
    const title = (r as Review).reviewTitle;
    return {
      id: reviewIdOf(r),
      label: `#${reviewIdOf(r)}${title ? ` ${title}` : ''}`,
      record: { reviewId: reviewIdOf(r), ...(notes ? { moderatorNotes: notes } : {}) },
    };
  };
  return runBulk<ReviewDecision>(
    {
      name: `reviews.${code === 'A' ? 'approve' : 'reject'}`,
      params: { status: code },
      apply: async (r, p) =>
        (
          await api.moderate({
            reviewId: r.reviewId,
            status: p.status as ModerationCode,
            moderatorNotes: r.moderatorNotes,
          })
        ).message,
      // a decision carries no search term (the review lists search title and text): the lists are read whole
      lookup: lookupIn(lists, (r: Review) => r.reviewID),
    },
    async (signal) => {
      let items: PlannedItem<ReviewDecision>[];
      let settled: BulkItemResult[] = [];
      let coverage: PlanCoverage | undefined;
      if (Array.isArray(selection)) items = (selection as (Review | ReviewDecision)[]).map(plan);
      else if ('ids' in selection) {
        const picked = await selectIds(selection.ids, lists, (r: Review) => r.reviewID, plan, signal);
        items = picked.items as PlannedItem<ReviewDecision>[];
        settled = picked.settled;
      } else {
        const pending = await readAllPending(lists[0], (r: Review) => r.reviewID, signal);
        items = pending.rows.map(plan);
        coverage = pending.coverage;
      }
      for (const i of items) check(validateModeratorNotes(i.record.moderatorNotes), 'reviews.moderate');
      return { items: dedupe(items), settled, ...(coverage ? { coverage } : {}) };
    },
    o,
  );
}
