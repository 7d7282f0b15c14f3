import type { FeaturedAd } from '@marketplace-admin/sdk';
import { sourcePrefetch, type ListSource, type ListStateWithPaging } from '../../hooks/listSource';

/** Spec §7: the list takes Page, PageSize and Search only (no sort). */
const adsQuery = (list: ListStateWithPaging) => ({
  page: list.page,
  pageSize: list.pageSize,
  search: list.paging.searchTerms,
});

/** The featured ad list (the screen and its route's prefetch read it alike). */
export const ADS: ListSource<FeaturedAd, ReturnType<typeof adsQuery>> = {
  key: 'featured-ads',
  defaults: {},
  query: adsQuery,
  read: (sdk) => (q) => sdk.featuredAds.list(q),
};

export const prefetch = sourcePrefetch(ADS);
