import type { MpaClient, PagingPayload } from '@marketplace-admin/sdk';
import { prefetchList } from '../../hooks/prefetchList';
import { listStateFor, type ListDefaults } from '../../hooks/useListState';

// Shared by the Referral Codes screen and its route (src/app/routes.tsx), which starts the first page's
// request while the screen's code loads: both build the same SWR key from the URL.

export const CODES = 'referrals.codes';
export const CODES_LIST: ListDefaults = { sortBy: 'referralCode' };
export const fetchCodes = (sdk: MpaClient) => (q: PagingPayload) => sdk.referrals.codes.list(q);

export function prefetch(sdk: MpaClient, search: URLSearchParams): void {
  prefetchList(CODES, listStateFor(search, CODES_LIST).paging, fetchCodes(sdk));
}
