import type { MpaClient, Page } from '@marketplace-admin/sdk';
import type { Params } from 'react-router-dom';
import { prefetchList } from './prefetchList';
import { listStateFor, type ListDefaults, type ListState, type ListStateApi } from './useListState';

// light (no React): a list's route prefetch and its screen read through one source, so the same SWR keys

/** The list's state as read from the URL, with its SDK paging payload. */
export type ListStateWithPaging = ListState & Pick<ListStateApi, 'paging'>;

/** Where a list's rows come from: one declaration the route's prefetch and the screen share. */
export interface ListSource<Row, Q = ListStateApi['paging'], A = Page<Row>> {
  /** The list's name in the SWR keys (`listKeyMatches(key)` matches every page of it). */
  key: string;
  /** Its URL state's defaults (default sort, tab, filters). */
  defaults: ListDefaults;
  /** The request the URL's state asks for; default the SDK paging payload. */
  query?(state: ListStateWithPaging): Q;
  /** The SDK call that reads it. */
  read(sdk: MpaClient): (query: Q) => Promise<A>;
  /** A list the server sends whole: the page shown is cut from its answer here (search, sort, page). */
  page?(answer: A, state: ListStateWithPaging): Page<Row>;
  /** A load-more list: the URL's page is how many pages are shown, each read under `{ ...query, page }`. */
  pages?: boolean;
}

/** The request `source` makes for a list state. */
export const sourceQuery = <Row, Q, A>(source: ListSource<Row, Q, A>, state: ListStateWithPaging): Q =>
  source.query ? source.query(state) : (state.paging as Q);

/** The requests a load-more list makes: one per shown page. */
function shownPages<Q>(query: Q): Array<Q & { page: number }> {
  const { page: pages = 1, ...rest } = query as Q & { page?: number };
  return Array.from({ length: pages }, (_, i) => ({ ...rest, page: i + 1 }) as Q & { page: number });
}

/** A route's prefetch made from the list's source: its first request starts while the screen's code loads. */
export function sourcePrefetch<Row, Q, A>(
  source: ListSource<Row, Q, A>,
  also?: (sdk: MpaClient, search: URLSearchParams, params: Params) => void,
) {
  return (sdk: MpaClient, search: URLSearchParams, params: Params): void => {
    const query = sourceQuery(source, listStateFor(search, source.defaults));
    const read = source.read(sdk);
    for (const q of source.pages ? shownPages(query) : [query]) prefetchList(source.key, q, read);
    also?.(sdk, search, params);
  };
}
