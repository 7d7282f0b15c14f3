import { REDEMPTION_STATUSES, type MpaClient, type RedemptionStatus } from '@marketplace-admin/sdk';
import { prefetchList } from '../../hooks/prefetchList';
import { listStateFor, type ListDefaults, type ListState } from '../../hooks/useListState';

// Shared by the Redemptions screen and its route (src/app/routes.tsx), which starts the first page's
// request while the screen's code loads: both build the same SWR key from the URL.

export const REDEMPTIONS = 'redemptions';
export const REDEMPTIONS_LIST: ListDefaults = { tab: 'Pending', sortBy: 'requestDateTime' };

/** The tab the URL names, Pending when it names none or an unknown one. */
export const redemptionTab = (list: ListState): RedemptionStatus =>
  ((REDEMPTION_STATUSES as readonly string[]).includes(list.tab ?? '')
    ? list.tab
    : 'Pending') as RedemptionStatus;

export const redemptionsQuery = (list: ListState & { paging: { searchTerms?: string } }) => ({
  status: redemptionTab(list),
  page: list.page,
  pageSize: list.pageSize,
  sortBy: list.sortBy,
  search: list.paging.searchTerms,
  sortDescending: list.sortDescending,
});

export const fetchRedemptions =
  (sdk: MpaClient) =>
  ({ status, ...rest }: ReturnType<typeof redemptionsQuery>) =>
    sdk.redemptions.list(status, rest);

export function prefetch(sdk: MpaClient, search: URLSearchParams): void {
  prefetchList(REDEMPTIONS, redemptionsQuery(listStateFor(search, REDEMPTIONS_LIST)), fetchRedemptions(sdk));
}
