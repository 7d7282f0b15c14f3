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

/** Each state key's URL parameter (sortDescending is '1' when descending). */
const PARAMS = {
  page: 'page',
  pageSize: 'size',
  search: 'q',
  sortBy: 'sort',
  sortDescending: 'desc',
  tab: 'tab',
};
type Key = keyof typeof PARAMS;

/** A state value as the URL writes it. */
const written = (key: Key, value: unknown): string | undefined =>
  key === 'sortDescending' ? (value ? '1' : '0') : value === undefined ? undefined : String(value);

/** A URL value as the state reads it; undefined (the default) when it is not one. */
function read(key: Key, text: string): unknown {
  if (key === 'sortDescending') return text === '1';
  if (key !== 'page' && key !== 'pageSize') return text;
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
}

function fillDefaults(defaults: ListDefaults): ListState {
  const given = Object.entries(defaults).filter(([, v]) => v !== undefined);
  return {
    ...PAGING_DEFAULTS,
    search: '',
    sortBy: undefined,
    tab: undefined,
    extra: {},
    ...Object.fromEntries(given),
  };
}

function readState(params: URLSearchParams, d: ListState): ListState {
  const state: Record<string, unknown> & ListState = { ...d, extra: { ...d.extra } };
  for (const key of Object.keys(PARAMS) as Key[]) {
    const text = params.get(PARAMS[key]);
    state[key as string] = (text === null ? undefined : read(key, text)) ?? d[key];
  }
  for (const k of Object.keys(d.extra)) state.extra[k] = params.get(k) ?? d.extra[k]!;
  return state;
}

function pagingOf(state: ListState): ListStateApi['paging'] {
  const { page, pageSize, sortDescending, sortBy } = state;
  const searchTerms = state.search.trim();
  return { page, pageSize, sortDescending, ...(searchTerms && { searchTerms }), ...(sortBy && { sortBy }) };
}

/** What `useListState(defaults)` gives for a query string, outside React (a route prefetch). */
export function listStateFor(
  search: URLSearchParams,
  defaults: ListDefaults = {},
): ListState & Pick<ListStateApi, 'paging'> {
  const state = readState(search, fillDefaults(defaults));
  return { ...state, paging: pagingOf(state) };
}

/**
 * A list's search, sort, page and tab (and any extra keys) kept in the URL query string, so a reload, the
 * back button and a shared link keep them. Defaults follow spec §9 (page 1, page size 10, ascending) and
 * are left out of the URL. URL keys: page, size, q, sort, desc (1 when descending), tab, each extra key by
 * name. One list per screen (use extra keys for more).
 */
export function useListState(defaults: ListDefaults = {}): ListStateApi {
  const [params, setParams] = useSearchParams();
  // defaults are usually an inline object literal: compare by content
  const d = useMemo(() => fillDefaults(defaults), [JSON.stringify(defaults)]);
  const state = useMemo(() => readState(params, d), [params, d]);
  // The query as last written: react-router hands a setter's `prev` the query of the render it was made
  // in, so a change made before the next render (a search's debounce firing while a filter's navigation
  // is still being rendered) would undo the one before it.
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
          for (const key of Object.keys(PARAMS) as Key[])
            if (key in patch) put(PARAMS[key], written(key, patch[key]), written(key, d[key]));
          for (const [k, v] of Object.entries(patch.extra ?? {})) put(k, v, d.extra[k]);
          latest.current = next;
          return next;
        },
        { replace: opts.replace },
      );
    },
    [setParams, d],
  );

  return useMemo(
    () => ({
      ...state,
      paging: pagingOf(state),
      set,
      setPage: (page: number) => set({ page }),
      setSearch: (search: string) => set({ search, page: d.page }, { replace: true }),
      toggleSort: (sortBy: string) => set({ ...nextSort(state, sortBy), page: d.page }),
      setTab: (tab: string) => set({ tab, page: d.page }),
      setExtra: (key: string, value: string) => set({ extra: { [key]: value }, page: d.page }),
    }),
    [state, set, d],
  );
}
