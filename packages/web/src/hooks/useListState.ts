import { nextSort, PAGING_DEFAULTS, type PagingPayload } from '@marketplace-admin/sdk';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Defaults of a list's state; a value equal to its default is left out of the URL. */
export interface ListDefaults {
  page?: number;
  pageSize?: number;
  search?: string;
  sortBy?: string;
  sortDescending?: boolean;
  tab?: string;
  /** Any further keys (e.g. a status filter): text values stored under their own name. */
  extra?: Record<string, string>;
}

/** The state, as read from the URL (defaults filled in). */
export interface ListState {
  page: number;
  pageSize: number;
  search: string;
  sortBy: string | undefined;
  sortDescending: boolean;
  tab: string | undefined;
  extra: Record<string, string>;
}

export interface ListStateApi extends ListState {
  /** The SDK paging payload for the current state (`searchTerms` trimmed by the SDK). */
  paging: Required<Pick<PagingPayload, 'page' | 'pageSize' | 'sortDescending'>> &
    Pick<PagingPayload, 'searchTerms' | 'sortBy'>;
  /** Changes several keys in one history entry; `replace` replaces the entry instead of pushing one. */
  set(patch: Partial<ListState>, opts?: { replace?: boolean }): void;
  setPage(page: number): void;
  /** New search text: back to page 1; replaces the history entry (typing does not flood history). */
  setSearch(search: string): void;
  /** A sortable header was clicked: same key flips the direction, a new key sorts ascending; page 1. */
  toggleSort(sortBy: string): void;
  /** Another tab: back to page 1. */
  setTab(tab: string): void;
  /** Sets one extra key (back to page 1). */
  setExtra(key: string, value: string): void;
}

/** URL parameter names. */
const LIST_PARAMS = {
  page: 'page',
  pageSize: 'size',
  search: 'q',
  sortBy: 'sort',
  sortDescending: 'desc',
  tab: 'tab',
} as const;

const positiveInt = (v: string | null, fallback: number): number => {
  const n = v === null ? NaN : Number(v);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

type FilledDefaults = Required<Omit<ListDefaults, 'sortBy' | 'tab'>> & Pick<ListDefaults, 'sortBy' | 'tab'>;

function fillDefaults(defaults: ListDefaults): FilledDefaults {
  return {
    page: defaults.page ?? PAGING_DEFAULTS.page,
    pageSize: defaults.pageSize ?? PAGING_DEFAULTS.pageSize,
    search: defaults.search ?? '',
    sortBy: defaults.sortBy,
    sortDescending: defaults.sortDescending ?? PAGING_DEFAULTS.sortDescending,
    tab: defaults.tab,
    extra: defaults.extra ?? {},
  };
}

function readState(params: URLSearchParams, d: FilledDefaults): ListState {
  const desc = params.get(LIST_PARAMS.sortDescending);
  const extra: Record<string, string> = {};
  for (const k of Object.keys(d.extra)) extra[k] = params.get(k) ?? d.extra[k];
  return {
    page: positiveInt(params.get(LIST_PARAMS.page), d.page),
    pageSize: positiveInt(params.get(LIST_PARAMS.pageSize), d.pageSize),
    search: params.get(LIST_PARAMS.search) ?? d.search,
    sortBy: params.get(LIST_PARAMS.sortBy) ?? d.sortBy,
    sortDescending: desc === null ? d.sortDescending : desc === '1',
    tab: params.get(LIST_PARAMS.tab) ?? d.tab,
    extra,
  };
}

function pagingOf(state: ListState): ListStateApi['paging'] {
  return {
    page: state.page,
    pageSize: state.pageSize,
    sortDescending: state.sortDescending,
    ...(state.search.trim() ? { searchTerms: state.search.trim() } : {}),
    ...(state.sortBy ? { sortBy: state.sortBy } : {}),
  };
}

/** The state and paging payload `useListState(defaults)` gives for a query string, outside React (a route prefetch). */
export function listStateFor(
  search: URLSearchParams,
  defaults: ListDefaults = {},
): ListState & Pick<ListStateApi, 'paging'> {
  const state = readState(search, fillDefaults(defaults));
  return { ...state, paging: pagingOf(state) };
}

/**
 * A list's search, sort, page and tab (and any extra keys) kept in the URL query string via
 * react-router's `useSearchParams`, so a reload, the back button and a shared link keep them.
 * Defaults follow spec §9 (page 1, page size 10, ascending) and are omitted from the URL:
 *
 *   const list = useListState({ sortBy: 'name' });
 *   useSWR(['vendors', list.paging], () => sdk.vendors.list(list.paging));
 *   <SearchBox value={list.search} onSearch={list.setSearch} delayMs={DEBOUNCE_MS.vendors} />
 *
 * URL keys: page, size, q, sort, desc (1 when descending), tab, and each extra key by name.
 * Several lists on one screen are not supported (use extra keys instead).
 */
export function useListState(defaults: ListDefaults = {}): ListStateApi {
  const [params, setParams] = useSearchParams();
  const d = useMemo(
    () => fillDefaults(defaults),
    // defaults are usually an inline object literal: compare by content
    [JSON.stringify(defaults)],
  );

  const state: ListState = useMemo(() => readState(params, d), [params, d]);
  // The query as last written: react-router hands a setter's `prev` the query of the render it was made
  // in, so a change made before the next render (a search box's debounce firing while a filter's
  // navigation is still being rendered) would undo the one before it.
  const latest = useRef(params);
  const rendered = useRef(params);
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }

  const set = useCallback(
    (patch: Partial<ListState>, opts: { replace?: boolean } = {}) => {
      setParams(
        () => {
          const next = new URLSearchParams(latest.current);
          const put = (key: string, value: string | undefined, def: string | undefined) => {
            if (value === undefined || value === def) next.delete(key);
            else next.set(key, value);
          };
          if ('page' in patch) put(LIST_PARAMS.page, String(patch.page), String(d.page));
          if ('pageSize' in patch) put(LIST_PARAMS.pageSize, String(patch.pageSize), String(d.pageSize));
          if ('search' in patch) put(LIST_PARAMS.search, patch.search, d.search);
          if ('sortBy' in patch) put(LIST_PARAMS.sortBy, patch.sortBy, d.sortBy);
          if ('sortDescending' in patch)
            put(LIST_PARAMS.sortDescending, patch.sortDescending ? '1' : '0', d.sortDescending ? '1' : '0');
          if ('tab' in patch) put(LIST_PARAMS.tab, patch.tab, d.tab);
          if (patch.extra) for (const [k, v] of Object.entries(patch.extra)) put(k, v, d.extra[k]);
          latest.current = next;
          return next;
        },
        { replace: opts.replace },
      );
    },
    [setParams, d],
  );

  return useMemo(() => {
    const paging = pagingOf(state);
    return {
      ...state,
      paging,
      set,
      setPage: (page: number) => set({ page }),
      setSearch: (search: string) => set({ search, page: d.page }, { replace: true }),
      toggleSort: (sortBy: string) => set({ ...nextSort(state, sortBy), page: d.page }),
      setTab: (tab: string) => set({ tab, page: d.page }),
      setExtra: (key: string, value: string) => set({ extra: { [key]: value }, page: d.page }),
    };
  }, [state, set, d]);
}
