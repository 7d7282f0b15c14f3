// The list each bar of an insight figure counts, as the panel's list URLs say it (the keys of VIEW_LISTS). The API
// filters its lists by status and search only (no date, no rating), so a slice is the nearest a list can show: the
// right tab, sorted so the counted records come first, or the page where they start.
import { AGE_BUCKETS, type InsightFigure, type InsightRow } from '../domains/insights';
import { PAGING_DEFAULTS } from '../operations/clientPaging';

const url = (path: string, params: Record<string, string | number | undefined>): string => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
};

const REVIEW_TABS: Record<string, string> = { P: 'pending', A: 'approved', R: 'rejected' };
const ageAt = (key: string): number => AGE_BUCKETS.indexOf(key as (typeof AGE_BUCKETS)[number]);

/**
 * A pending redemption bucket: the Pending tab, oldest first (the list's default order), at the page where the
 * bucket's oldest request is (the older buckets' requests come before it).
 */
function redemptionAgePage(rows: InsightRow[], key: string): string {
  const before = rows.filter((r) => ageAt(r.key) > ageAt(key)).reduce((n, r) => n + r.value, 0);
  const page = Math.floor(before / PAGING_DEFAULTS.pageSize) + 1;
  return url('/redemptions', { page: page > 1 ? page : undefined });
}

/** The panel's list a bar (a row, or one series' part of it) of `figure` counts; undefined when no list shows it. */
export function insightSlice(figure: InsightFigure, rowKey: string, series?: string): string | undefined {
  switch (figure.id) {
    case 'pending-redemptions-by-age':
      return redemptionAgePage(figure.rows, rowKey);
    case 'pending-reviews-by-age':
      // the pending tab, oldest first (its default); the whole tab is one scrolled list
      return '/reviews-moderation';
    case 'redemption-requests-per-day':
      // the status' tab, newest first: the window's days at the top
      return series
        ? url('/redemptions', { tab: series === 'Pending' ? undefined : series, desc: 1 })
        : undefined;
    case 'reviews-by-rating':
      return series
        ? url('/reviews-moderation', {
            tab: REVIEW_TABS[series] === 'pending' ? undefined : REVIEW_TABS[series],
            sort: 'rating',
            desc: Number(rowKey) >= 3 ? 1 : undefined,
          })
        : undefined;
    case 'subscriptions-ending':
    case 'revenue-by-month':
      return url('/premium-services', { for: series === 'shop' ? 'shop' : undefined });
    case 'featured-ads-timeline':
      return '/featured-ads';
  }
}

/** A paid subscription's row in the panel's Paid Services: its vendor's or shop's list, searched by name. */
export const subscriptionSlice = (serviceFor: string, name: string): string =>
  url('/premium-services', { for: serviceFor === 'shop' ? 'shop' : undefined, q: name });
