import type { MpaClient, Review, ReviewStatus } from '@marketplace-admin/sdk';
import { prefetchList, prefetchRecord } from '../../hooks/prefetchList';
import { listStateFor, type ListDefaults, type ListState } from '../../hooks/useListState';

// Shared by the Moderate Reviews screen and its route (src/app/routes.tsx), which starts the first page's
// request while the screen's code loads: both build the same SWR key from the URL.

export const REVIEWS = 'reviews';
export const REVIEWS_LIST: ListDefaults = { tab: 'pending', sortBy: 'ReviewDate' };
export const REVIEW_STATUSES: readonly ReviewStatus[] = ['pending', 'rejected', 'approved'];
/** Shown first, while the rest of the tab loads: a screenful and more, a few KB. */
export const FIRST_PAGE = 50;
/** Every page of a tab is loaded after the first (the spec does not slice the review lists); the list is windowed. */
const FETCH_PAGE = 1000;

export interface ReviewQuery {
  status: ReviewStatus;
  searchTerms?: string;
  sortBy?: string;
  sortDescending: boolean;
}
/** A part of a tab's list, with the query it answers (SWR may hand back an earlier query's while one loads). */
export interface ReviewPart {
  query: ReviewQuery;
  items: Review[];
  /** The server's count of the whole tab. */
  total: number;
}

export const reviewTab = (list: Pick<ListState, 'tab'>): ReviewStatus =>
  (REVIEW_STATUSES.includes(list.tab as ReviewStatus) ? list.tab : 'pending') as ReviewStatus;

export const reviewsQuery = (list: ListState & { paging: { searchTerms?: string } }): ReviewQuery => ({
  status: reviewTab(list),
  searchTerms: list.paging.searchTerms,
  sortBy: list.sortBy,
  sortDescending: list.sortDescending,
});

export const sameQuery = (a: ReviewQuery, b: ReviewQuery): boolean =>
  a.status === b.status &&
  a.searchTerms === b.searchTerms &&
  a.sortBy === b.sortBy &&
  a.sortDescending === b.sortDescending;

/** The first page's key holds its size beside the query, so it is not the whole tab's key. */
export const firstPageQuery = (q: ReviewQuery) => ({ ...q, pageSize: FIRST_PAGE });

export const fetchFirstReviews =
  (sdk: MpaClient) =>
  async ({ pageSize, ...query }: ReturnType<typeof firstPageQuery>): Promise<ReviewPart> => {
    const { status, ...paging } = query;
    const p = await sdk.reviews.list(status, { ...paging, page: 1, pageSize });
    return { query, items: p.items, total: p.totalCount };
  };

export const fetchAllReviews =
  (sdk: MpaClient) =>
  async (query: ReviewQuery): Promise<ReviewPart> => {
    const items = await sdk.reviews.all({ ...query, pageSize: FETCH_PAGE });
    return { query, items, total: items.length };
  };

export const FLAGGED = 'reviews.flagged';
/** Reviews with unresolved flags, newest flag first. */
export const UNRESOLVED_FLAGS = {
  onlyUnresolved: true,
  pageSize: 200,
  sortBy: 'flaggedat',
  sortDescending: true,
} as const;
/** The flagged notice's count: one row and the server's total. */
export const FLAG_COUNT = { ...UNRESOLVED_FLAGS, pageSize: 1 } as const;
export const fetchFlagCount = (sdk: MpaClient) => (q: typeof FLAG_COUNT) => sdk.reviews.flagged(q);

/** Settles once the flagged notice's count is in SWR's cache (or its read failed): the page draws it early. */
export function prefetch(sdk: MpaClient, search: URLSearchParams): Promise<void> {
  prefetchList(
    REVIEWS,
    firstPageQuery(reviewsQuery(listStateFor(search, REVIEWS_LIST))),
    fetchFirstReviews(sdk),
  );
  // with the first page, so the flagged notice comes with the cards rather than pushing them down after
  return prefetchRecord(FLAGGED, FLAG_COUNT, fetchFlagCount(sdk));
}
