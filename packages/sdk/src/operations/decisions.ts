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
import { runBulk, type BulkItemResult, type BulkReport, type BulkRunOptions, type ItemStatus } from './bulk';
import type { BulkId, PlannedItem } from './journal';

/** Rows per read when selecting and looking items up (a server with a lower cap is followed). */
const READ_PAGE = 500;

/** One of the lists an item can be in, and what being in it means. */
interface StatusList<T> {
  /** The status an item in this list has; null for the pending list. */
  status: string | null;
  rows(signal?: AbortSignal): AsyncIterable<T>;
}

/** Finds each id in the lists, in order, stopping as soon as all are found; ids in none are 'Not found'. */
async function lookupIn<T>(ids: readonly BulkId[], lists: StatusList<T>[], idOf: (row: T) => BulkId, signal?: AbortSignal): Promise<Map<BulkId, ItemStatus>> {
  const want = new Set(ids);
  const out = new Map<BulkId, ItemStatus>();
  for (const list of lists) {
    if (!want.size) break;
    for await (const row of list.rows(signal)) {
      const id = idOf(row);
      if (!want.delete(id)) continue;
      out.set(id, list.status === null ? { pending: true } : { pending: false, status: list.status });
      if (!want.size) break;
    }
  }
  for (const id of want) out.set(id, { pending: false, status: catalogue.operations.notFound });
  return out;
}

/**
 * Splits ids into the pending rows to act on and the results known already: an id in another list
 * is already processed, an id in none was not found (a failure: the caller named it).
 */
async function selectIds<T>(
  ids: readonly number[], lists: StatusList<T>[], idOf: (row: T) => BulkId, plan: (row: T) => PlannedItem<unknown>, signal?: AbortSignal,
): Promise<{ items: PlannedItem<unknown>[]; settled: BulkItemResult[] }> {
  const want = new Set<BulkId>(ids);
  const items: PlannedItem<unknown>[] = [];
  for await (const row of lists[0].rows(signal)) {
    if (want.delete(idOf(row))) items.push(plan(row));
    if (!want.size) break;
  }
  const rest = await lookupIn([...want], lists.slice(1), idOf, signal);
  const settled: BulkItemResult[] = [...rest].map(([id, s]) => {
    const label = `#${id}`;
    if (s.pending) return { id, label, outcome: 'done', message: '' }; // unreachable: the pending list was read first
    return s.status === catalogue.operations.notFound
      ? { id, label, outcome: 'failed', message: s.status }
      : { id, label, outcome: 'already-processed', message: s.status };
  });
  return { items, settled };
}

const dedupe = <T>(items: PlannedItem<T>[]): PlannedItem<T>[] => [...new Map(items.map((i) => [i.id, i])).values()];

// ---------------------------------------------------------------- redemptions

/** Which requests: these records, these ids (only pending ones are acted on), or every pending one (of a search). */
export type RedemptionSelection = readonly RedemptionRequest[] | { ids: readonly number[] } | { allPending: true; search?: string };

export interface DecideRedemptionsOptions extends BulkRunOptions {
  /** Sent with every request (required, spec §5); a resumed run uses the note it started with. */
  note?: string;
}

const redemptionLabel = (r: RedemptionRequest): string =>
  [`#${r.redeemRequestId}`, r.userName, r.redeemValue].filter((x) => x !== undefined && x !== null && x !== '').join(' ');

/** Approves or rejects many redemption requests with one note (see {@link runBulk}). */
export function decideRedemptions(
  api: Pick<RedemptionsApi, 'iterate' | 'redeem'>,
  target: Exclude<RedemptionStatus, 'Pending'>,
  selection: RedemptionSelection,
  o: DecideRedemptionsOptions = {},
): Promise<BulkReport> {
  const other: RedemptionStatus = target === 'Approved' ? 'Rejected' : 'Approved';
  const list = (status: RedemptionStatus, search?: string): StatusList<RedemptionRequest> => ({
    status: status === 'Pending' ? null : status,
    rows: (signal) => api.iterate({ status, search, pageSize: READ_PAGE, signal }),
  });
  const lists = [list('Pending'), list(target), list(other)];
  const idOf = (r: RedemptionRequest): number => r.redeemRequestId;
  const plan = (r: RedemptionRequest): PlannedItem<RedemptionRequest> => ({ id: r.redeemRequestId, label: redemptionLabel(r), record: r });
  const note = (o.note ?? '').trim();
  return runBulk<RedemptionRequest>(
    {
      name: `redemptions.${target === 'Approved' ? 'approve' : 'reject'}`,
      params: { status: target, note },
      apply: async (r, p) => (await api.redeem(redeemBodyFor(r, String(p.status), String(p.note)))).message,
      lookup: (ids, signal) => lookupIn(ids, lists, idOf, signal),
    },
    async (signal) => {
      check(validateRedemptionForm({ status: target, note }), 'redemptions.redeem');
      if (Array.isArray(selection)) return { items: dedupe((selection as RedemptionRequest[]).map(plan)) };
      if ('ids' in selection) return (await selectIds(selection.ids, lists, idOf, plan, signal)) as { items: PlannedItem<RedemptionRequest>[]; settled: BulkItemResult[] };
      const items: PlannedItem<RedemptionRequest>[] = [];
      for await (const r of list('Pending', (selection as { search?: string }).search).rows(signal)) items.push(plan(r));
      return { items: dedupe(items) };
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
export type ReviewSelection = readonly (Review | ReviewDecision)[] | { ids: readonly number[] } | { allPending: true };

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

const reviewIdOf = (r: Review | ReviewDecision): number => ('reviewId' in r && typeof r.reviewId === 'number' ? r.reviewId : (r as Review).reviewID);
const STATUS_LABEL: Record<ReviewStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

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
    rows: (signal) => api.iterate({ status, pageSize: READ_PAGE, signal }),
  });
  // the tab first (still to do), then where the decision puts it, then the rest
  const lists = [...new Set<ReviewStatus>([from, target, 'pending', 'approved', 'rejected'])].map(list);
  const plan = (r: Review | ReviewDecision): PlannedItem<ReviewDecision> => {
    const notes = ('moderatorNotes' in r && typeof r.moderatorNotes === 'string' && r.moderatorNotes.trim() ? r.moderatorNotes : o.notes)?.trim();
    const title = (r as Review).reviewTitle;
    return { id: reviewIdOf(r), label: `#${reviewIdOf(r)}${title ? ` ${title}` : ''}`, record: { reviewId: reviewIdOf(r), ...(notes ? { moderatorNotes: notes } : {}) } };
  };
  return runBulk<ReviewDecision>(
    {
      name: `reviews.${code === 'A' ? 'approve' : 'reject'}`,
      params: { status: code },
      apply: async (r, p) => (await api.moderate({ reviewId: r.reviewId, status: p.status as ModerationCode, moderatorNotes: r.moderatorNotes })).message,
      lookup: (ids, signal) => lookupIn(ids, lists, (r) => r.reviewID, signal),
    },
    async (signal) => {
      let items: PlannedItem<ReviewDecision>[];
      let settled: BulkItemResult[] = [];
      if (Array.isArray(selection)) items = (selection as (Review | ReviewDecision)[]).map(plan);
      else if ('ids' in selection) {
        const picked = await selectIds(selection.ids, lists, (r: Review) => r.reviewID, plan, signal);
        items = picked.items as PlannedItem<ReviewDecision>[];
        settled = picked.settled;
      } else {
        items = [];
        for await (const r of lists[0].rows(signal)) items.push(plan(r));
      }
      for (const i of items) check(validateModeratorNotes(i.record.moderatorNotes), 'reviews.moderate');
      return { items: dedupe(items), settled };
    },
    o,
  );
}
