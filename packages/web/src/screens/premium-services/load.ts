import {
  DEFAULT_SORT,
  PAGE_SIZES,
  type MpaClient,
  type PagingPayload,
  type ServiceFor,
} from '@marketplace-admin/sdk';
import { prefetchList } from '../../hooks/prefetchList';
import { listStateFor, type ListDefaults, type ListStateApi } from '../../hooks/useListState';

// Shared by the Paid Services screen and its route (src/app/routes.tsx), which starts the first page's
// request while the screen's code loads: both build the same SWR key from the URL.

export const PAID = 'paid-services';
/** 'Id' ascending (spec §9); vendors' subscriptions unless the URL says `for=shop`. */
export const PAID_LIST: ListDefaults = {
  sortBy: DEFAULT_SORT.paidServices,
  pageSize: PAGE_SIZES.paidServices,
  extra: { for: 'vendor' },
};

export const serviceForOf = (extra: Record<string, string>): ServiceFor =>
  extra.for === 'shop' ? 'shop' : 'vendor';
export const paidQuery = (list: Pick<ListStateApi, 'extra' | 'paging'>) => ({
  for: serviceForOf(list.extra),
  ...list.paging,
});
export const fetchPaid =
  (sdk: MpaClient) =>
  ({ for: f, ...q }: { for: ServiceFor } & PagingPayload) =>
    sdk.premiumServices.list(f, q);

export function prefetch(sdk: MpaClient, search: URLSearchParams): void {
  prefetchList(PAID, paidQuery(listStateFor(search, PAID_LIST)), fetchPaid(sdk));
}
