import {
  DEFAULT_SORT,
  PAGE_SIZES,
  type PremiumService,
  type PagingPayload,
  type ServiceFor,
} from '@marketplace-admin/sdk';
import { sourcePrefetch, type ListSource, type ListStateWithPaging } from '../../hooks/listSource';

export const serviceForOf = (extra: Record<string, string>): ServiceFor =>
  extra.for === 'shop' ? 'shop' : 'vendor';
const paidQuery = (list: Pick<ListStateWithPaging, 'extra' | 'paging'>) => ({
  for: serviceForOf(list.extra),
  ...list.paging,
});

/** The paid services list: 'Id' ascending (spec §9); vendors' subscriptions unless the URL says `for=shop`. */
export const PAID: ListSource<PremiumService, ReturnType<typeof paidQuery>> = {
  key: 'paid-services',
  defaults: {
    sortBy: DEFAULT_SORT.paidServices,
    pageSize: PAGE_SIZES.paidServices,
    extra: { for: 'vendor' },
  },
  query: paidQuery,
  read:
    (sdk) =>
    ({ for: f, ...q }: { for: ServiceFor } & PagingPayload) =>
      sdk.premiumServices.list(f, q),
};

export const prefetch = sourcePrefetch(PAID);
