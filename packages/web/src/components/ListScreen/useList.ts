import type { Page } from '@marketplace-admin/sdk';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { useConfirm } from '../ConfirmAlert';
import { listKeyMatches, useListQuery } from '../../hooks/useListQuery';
import { useListPages } from '../../hooks/useListPages';
import { sourceQuery, type ListSource, type ListStateWithPaging } from '../../hooks/listSource';
import { useListState, type ListStateApi } from '../../hooks/useListState';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import { useT, type Id } from '../../i18n';
import { flagOf, type ListDefinition } from './definition';

/** What a list read: its rows (undefined while the first read runs), their total on the server, its state. */
interface Read<Row> {
  rows: Row[] | undefined;
  total: number | undefined;
  error: unknown;
  loading: boolean;
  /** A read runs (Load more's next page, or the list read again). */
  validating: boolean;
  /** The source's answer as read (a whole list, where the source cuts its pages from one). */
  answer?: unknown;
  /** The page shown where the list cuts it from a whole list (which may have fewer pages); else the URL's. */
  shownPage?: number;
  /** Reads the shown pages again, where only this read knows them (a load-more list). */
  reloadShown?(): Promise<unknown>;
}

/** What a list screen works with: its URL state, the rows read, and the row writes that read it again. */
export interface ListController<Row, Q = unknown> extends Omit<Read<Row>, 'reloadShown'> {
  definition: ListDefinition<Row, Q>;
  state: ListStateApi;
  /** The request the state asks for (what the export reads too, without paging). */
  query: Q;
  /** Reads every page of the list again (after a write). */
  reload(): Promise<unknown>;
  /** A row's write: busy while it runs, toasts, reads the list again (useRowAction). */
  row: ReturnType<typeof useRowAction>;
  /** Deletes a row as `remove` says, asked first (a page emptied steps back, unless `stepBack` is false). */
  removeRow(row: Row): Promise<boolean>;
  /** Sets a row's flag (`toggle`) to the other value, the success toast offering Undo. */
  toggleRow(row: Row): Promise<boolean>;
  /** The confirmation dialog `remove` opens: the list screen draws it. */
  confirmElement: ReactNode;
}

function usePageRead<Row, Q>(
  source: ListSource<Row, Q, unknown>,
  query: Q,
  failure: Id,
  state: ListStateWithPaging,
): Read<Row> {
  const sdk = useSdk();
  const { data, error, isLoading, isValidating } = useListQuery(source.key, query, source.read(sdk), failure);
  const { page: cut } = source;
  const page = useMemo(
    () => (data === undefined ? undefined : cut ? cut(data, state) : (data as Page<Row>)),
    [data, cut, state.paging],
  );
  return {
    rows: page?.items,
    total: page?.totalCount,
    answer: data,
    shownPage: cut && page?.page,
    error,
    // a whole list read again after a write keeps its rows on screen, not busy
    loading: isLoading || (!cut && isValidating),
    validating: isValidating,
  };
}

function usePagesRead<Row, Q>(source: ListSource<Row, Q, unknown>, query: Q, failure: Id): Read<Row> {
  const sdk = useSdk();
  const { page: pages, ...rest } = query as Q & { page: number };
  const read = source.read(sdk) as (q: object) => Promise<Page<Row>>;
  const { data, error, isLoading, isValidating, mutate } = useListPages(
    source.key,
    rest,
    pages,
    read,
    failure,
  );
  return {
    reloadShown: () => mutate(),
    rows: data?.flatMap((p) => p.items),
    total: data ? (data[data.length - 1]?.totalCount ?? 0) : undefined,
    error,
    loading: isLoading || isValidating,
    validating: isValidating,
  };
}

/**
 * The controller of a list (after ra-core's `useListController`): the definition's URL state, the read
 * of the page it asks for, row writes and deletion. `<ListScreen>` draws what it returns.
 */
export function useList<Row, Q>(definition: ListDefinition<Row, Q>): ListController<Row, Q> {
  const t = useT();
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const { source } = definition;
  const state = useListState(source.defaults);
  const query = sourceQuery(source, state);
  const useRead = source.pages ? usePagesRead : usePageRead;
  const answer = useRead(source, query, definition.loadFailed, state);
  // spec §8: a list whose read failed shows no rows (not the last ones read)
  const read =
    definition.emptiedOnFailure && answer.error ? { ...answer, rows: [], total: undefined } : answer;
  // a write changes every page of the list, not only the one shown
  const reloadAll = useCallback(() => mutate(listKeyMatches(source.key)), [mutate, source.key]);
  const reload = read.reloadShown ?? reloadAll;
  const row = useRowAction(reload);
  const [confirm, confirmElement] = useConfirm();
  const { rows } = read;
  const area = () => definition.area!(sdk);
  // the area's delete and setActive take the row's key (its type is the area's, checked where it is defined)
  const key = (r: Row) => definition.rowKey(r) as never;

  const removeRow = async (r: Row) => {
    const d = definition.remove!;
    const send = () => (d.send ? d.send(sdk, r) : area().delete!(key(r)));
    if (!(await confirm(t(d.confirm)))) return false;
    if (!(await row.run(definition.rowKey(r), send, d.failed))) return false;
    if (d.stepBack !== false && rows?.length === 1 && state.page > 1 && !source.pages)
      state.setPage(state.page - 1);
    return true;
  };
  const toggleRow = (r: Row) => {
    const d = definition.toggle!;
    const set = (value: boolean) => (d.send ? d.send(sdk, r, value) : area().setActive!(key(r), value));
    const now = flagOf(d, r);
    return row.run(definition.rowKey(r), () => set(!now), d.failed, {
      undo: { run: () => set(now), restored: d.restored },
    });
  };

  return { definition, state, query, ...read, reload, row, removeRow, toggleRow, confirmElement };
}
