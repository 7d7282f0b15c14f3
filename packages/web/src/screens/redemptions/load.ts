import { REDEMPTION_STATUSES, type RedemptionRequest, type RedemptionStatus } from '@marketplace-admin/sdk';
import { sourcePrefetch, type ListSource, type ListStateWithPaging } from '../../hooks/listSource';

/** The tab the URL names, Pending when it names none or an unknown one. */
const redemptionTab = (tab: string | undefined): RedemptionStatus =>
  ((REDEMPTION_STATUSES as readonly string[]).includes(tab ?? '') ? tab : 'Pending') as RedemptionStatus;

const redemptionsQuery = (list: ListStateWithPaging) => ({
  status: redemptionTab(list.tab),
  page: list.page,
  pageSize: list.pageSize,
  sortBy: list.sortBy,
  search: list.paging.searchTerms,
  sortDescending: list.sortDescending,
});

/** The redemption requests of the URL's tab (the screen and its route's prefetch read them alike). */
export const REDEMPTIONS: ListSource<RedemptionRequest, ReturnType<typeof redemptionsQuery>> = {
  key: 'redemptions',
  defaults: { tab: 'Pending', sortBy: 'requestDateTime' },
  query: redemptionsQuery,
  read:
    (sdk) =>
    ({ status, ...rest }) =>
      sdk.redemptions.list(status, rest),
};

export const prefetch = sourcePrefetch(REDEMPTIONS);
