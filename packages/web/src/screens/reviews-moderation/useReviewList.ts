import type { Review, ReviewStatus } from '@marketplace-admin/sdk';
import { useRef } from 'react';
import { useFirstInput } from '../../hooks/useFirstInput';
import { useIdleAfter } from '../../hooks/useIdleAfter';
import { useListQuery } from '../../hooks/useListQuery';
import { useSdk } from '../../hooks/useSdk';
import type { Id } from '../../i18n';
import {
  fetchAllReviews,
  fetchFirstReviews,
  firstPageQuery,
  REVIEWS,
  sameQuery,
  type ReviewPart,
  type ReviewQuery,
} from './load';

/** What each tab says when its reviews could not be read. */
export const REVIEW_LOAD_FAILED: Record<ReviewStatus, Id> = {
  pending: 'reviews.loadPendingFailed',
  approved: 'reviews.loadApprovedFailed',
  rejected: 'reviews.loadRejectedFailed',
};

export interface ReviewList {
  /** The cards to show: the whole tab, or its first page while the rest loads; undefined before either. */
  rows: Review[] | undefined;
  /** How many reviews the tab has (the server's count while the rest loads). */
  count: number;
  /** Every review of the tab is in `rows`. */
  complete: boolean;
  error: unknown;
  isLoading: boolean;
  isValidating: boolean;
}

/**
 * A tab's reviews: its first page first (a screenful, a few KB), then every page, asked for once the first has
 * come and painted and the user has acted on the page (a tab holds thousands: loaded in one go, nothing showed
 * before the last page arrived; loaded right after the first, a visit that only looks paid for all of them).
 * Both are SWR reads under the 'reviews' list, so `mutate(listKeyMatches('reviews'))` reads both again. A new
 * search or sort keeps the tab's cards on screen while it loads; another tab's cards never stand in for this tab's.
 */
export function useReviewList(query: ReviewQuery): ReviewList {
  const sdk = useSdk();
  const failure = REVIEW_LOAD_FAILED[query.status];
  const first = useListQuery(REVIEWS, firstPageQuery(query), fetchFirstReviews(sdk), failure);
  const current = (part: ReviewPart | undefined): part is ReviewPart =>
    part !== undefined && sameQuery(part.query, query);
  const firstPart = current(first.data) ? first.data : undefined;
  const firstCame = firstPart !== undefined;
  // the rest once the first page has painted: read beside it, its pages (MBs on a big tab) held that paint back;
  // and once the user acts on the page (scrolls, a key, the pointer): a screenful is all a glance needs
  const painted = useIdleAfter(firstCame);
  const acted = useFirstInput();
  const more = painted && acted && firstPart !== undefined && firstPart.items.length < firstPart.total;
  const all = useListQuery(REVIEWS, more ? query : null, fetchAllReviews(sdk), failure, {
    keepPreviousData: false,
  });
  const shown = current(all.data) ? all.data : firstPart;
  // until this query's first page comes, the tab's last list stays (not another tab's)
  const last = useRef<ReviewPart | undefined>(undefined);
  if (shown) last.current = shown;
  const part = shown ?? (last.current?.query.status === query.status ? last.current : undefined);
  const complete = part !== undefined && (current(all.data) || part.items.length >= part.total);
  return {
    rows: part?.items,
    count: complete ? part.items.length : (part?.total ?? 0),
    complete,
    error: first.error ?? all.error,
    // the rest is loading only once asked for (a tab nobody has acted on is not busy)
    isLoading: first.isLoading || (more && !complete),
    isValidating: first.isValidating || all.isValidating,
  };
}
