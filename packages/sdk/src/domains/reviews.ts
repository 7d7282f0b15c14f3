import { catalogue } from '../catalogue';
import type { Core } from '../core';
import type { EndpointName } from '../endpoints';
import { DEFAULT_SORT } from '../rules/constants';
import { reviewLoadFailure, validateModeratorNotes } from '../rules/reviews';
import type { IterateOptions } from '../operations/paging';
import type { CallOptions, Page, PagingPayload } from '../types/common';
import type { FlaggedReview, ModeratePayload, Review, ReviewStatus } from '../types/reviews';
import type { BulkReport } from '../operations/bulk';
import type { DecideReviewsOptions, ReviewSelection } from '../operations/decisions';
import { check, listCall, mutate, pager, pagingParams, type AutoPaging, type Mutation } from './shared';

const r = catalogue.reviews;
const LIST: Record<ReviewStatus, EndpointName> = {
  pending: 'reviews.pending',
  approved: 'reviews.approved',
  rejected: 'reviews.rejected',
};

/** Review moderation. */
export interface ReviewsApi extends AutoPaging<Review, PagingPayload & { status?: ReviewStatus }> {
  /** GET /ReviewRating/v1/pending-moderation | approved-reviews | rejected-reviews (data.items or data). */
  list(status: ReviewStatus, q?: PagingPayload, opts?: CallOptions): Promise<Page<Review>>;
  /** POST /ReviewRating/v1/moderate-review {reviewId, ModeratedStatus, moderatorNotes}; notes at most 200. */
  moderate(p: ModeratePayload, opts?: CallOptions): Promise<Mutation>;
  /** PUT /ReviewRating/{reviewId} */
  update(reviewId: number, body: Record<string, unknown>, opts?: CallOptions): Promise<Mutation>;
  /** DELETE /ReviewRating/{reviewId} */
  delete(reviewId: number, opts?: CallOptions): Promise<Mutation>;
  /** GET /ReviewRating/flagged (onlyUnresolved plus the paging payload). */
  flagged(q?: PagingPayload & { onlyUnresolved?: boolean }, opts?: CallOptions): Promise<Page<FlaggedReview>>;
  /** Every flagged review of every page. */
  iterateFlagged(
    q?: PagingPayload & { onlyUnresolved?: boolean } & IterateOptions,
    opts?: CallOptions,
  ): AsyncGenerator<FlaggedReview, void, undefined>;
  /** POST /ReviewRating/flags/resolve/{flagId} */
  resolveFlag(flagId: number, opts?: CallOptions): Promise<Mutation>;
  /** Approves many reviews, each with its notes (or `o.notes`), on the bulk runner (see `runBulk`). */
  approveMany(selection: ReviewSelection, o?: DecideReviewsOptions): Promise<BulkReport>;
  /** Rejects many reviews, each with its notes (or `o.notes`). */
  rejectMany(selection: ReviewSelection, o?: DecideReviewsOptions): Promise<BulkReport>;
}

/** The methods built on the bulk runner are added by the client (operations/decisions). */
export type ReviewsCalls = Omit<ReviewsApi, 'approveMany' | 'rejectMany'>;

export function reviewsApi(core: Core): ReviewsCalls {
  const flagged = (q: PagingPayload & { onlyUnresolved?: boolean } = {}, opts?: CallOptions) => {
    const { onlyUnresolved, ...paging } = q;
    const params = { ...pagingParams(paging), onlyUnresolved: onlyUnresolved ?? true };
    return listCall<FlaggedReview>(core, 'reviews.flagged', params, r.loadFlaggedFailed, opts, params);
  };
  const list = (status: ReviewStatus, q: PagingPayload = {}, opts?: CallOptions) => {
    const params = pagingParams(q, { sortBy: DEFAULT_SORT.reviews });
    return listCall<Review>(core, LIST[status], params, reviewLoadFailure(status), opts, params);
  };
  return {
    list,
    ...pager((q: PagingPayload & { status?: ReviewStatus }, opts?: CallOptions) => {
      const { status = 'pending', ...rest } = q;
      return list(status, rest, opts);
    }),
    moderate: async ({ reviewId, status, moderatorNotes }, opts) => {
      check(validateModeratorNotes(moderatorNotes), 'reviews.moderate');
      const body = { reviewId, ModeratedStatus: status, moderatorNotes: moderatorNotes ?? '' };
      return mutate(
        core,
        'reviews.moderate',
        body,
        r.publishFailed,
        status === 'A' ? r.published : undefined,
        opts,
      );
    },
    update: (reviewId, body, opts) =>
      mutate(core, 'reviews.update', { ...body, reviewId }, r.publishFailed, undefined, opts),
    delete: (reviewId, opts) => mutate(core, 'reviews.delete', { reviewId }, r.deleteFailed, r.deleted, opts),
    flagged,
    iterateFlagged: (q, opts) => pager(flagged).iterate(q, opts),
    resolveFlag: (flagId, opts) =>
      mutate(core, 'reviews.resolveFlag', { flagId }, r.resolveFlagFailed, undefined, opts),
  };
}
