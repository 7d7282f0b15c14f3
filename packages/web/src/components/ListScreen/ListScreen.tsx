import { Callout } from '@blueprintjs/core';
import { useCallback, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { DataGrid, type DataGridProps, type GridColumn } from '../DataGrid';
import { ExportMenu } from '../Export';
import { PageHeader } from '../PageHeader';
import { LoadMore, Pager } from '../Pager';
import { SearchBox } from '../SearchBox';
import { useListViews, viewListOfPath, ViewsButton } from '../Views';
import { useSdk } from '../../hooks/useSdk';
import { useT } from '../../i18n';
import type { ListController } from './useList';

export interface ListScreenProps<Row, Q> {
  list: ListController<Row, Q>;
  columns: ReadonlyArray<GridColumn<Row>>;
  rowActions?(row: Row): ReactNode;
  /** The title row's buttons ('Add ...'). */
  headerActions?: ReactNode;
  /** Said above the grid, beside a failed read's callout (a warning about the rows shown). */
  alerts?: ReactNode;
  /** The list's own filters, after the search box. */
  filters?: ReactNode;
  /** Further grid settings of one list (row selection, a queue's active row). */
  grid?: Partial<DataGridProps<Row>>;
  /** The screen's dialogs and forms. */
  children?: ReactNode;
}

/** The request without its paging: what the export reads (every page of it). */
function withoutPaging(query: unknown): unknown {
  const { page: _page, pageSize: _pageSize, ...rest } = query as Record<string, unknown>;
  return rest;
}

/**
 * Any list of the panel, drawn from its definition and controller (after ra-core's `<ListBase>`): the
 * title row, a failed read's callout, the grid with its search, filters and Export menu, the pager (numbered
 * pages, or Load more), the confirmation of a delete and the screen's dialogs. What every list gets, it gets here.
 */
export function ListScreen<Row, Q>(p: ListScreenProps<Row, Q>) {
  const t = useT();
  const sdk = useSdk();
  const { list } = p;
  const { definition: def, state } = list;
  const hasRows = list.total !== undefined;
  // a view restores the grid's columns: the grid is drawn again to read them
  const [gridRevision, setGridRevision] = useState(0);
  const redrawGrid = useCallback(() => setGridRevision((r) => r + 1), []);
  const views = useListViews(viewListOfPath(useLocation().pathname), def.id, redrawGrid);
  const sorting = def.sortable
    ? { sortBy: state.sortBy, sortDescending: state.sortDescending, onSort: state.toggleSort }
    : {};
  return (
    <>
      <PageHeader title={t(def.title)} subtitle={def.subtitle && t(def.subtitle)} actions={p.headerActions} />
      {p.alerts}
      {Boolean(list.error) && !hasRows && (
        <Callout intent="danger" compact className="mpa-list-alert">
          {t(def.loadFailed)}
        </Callout>
      )}
      <DataGrid
        key={gridRevision}
        listId={def.id}
        label={t(def.gridLabel ?? def.title)}
        columns={p.columns}
        rows={list.rows ?? (list.error ? [] : undefined)}
        rowKey={def.rowKey}
        loading={list.loading}
        emptyText={t(def.empty)}
        {...sorting}
        actionsWidth={def.actionsWidth}
        rowActions={p.rowActions}
        columnOrder={def.columnOrder}
        cardFace={def.cardFace}
        {...p.grid}
        toolbar={
          <>
            {def.search && (
              <SearchBox
                value={state.search}
                onSearch={state.setSearch}
                delayMs={def.search.delayMs}
                placeholder={t(def.search.placeholder)}
              />
            )}
            {p.filters}
            <span className="mpa-toolbar-spacer" />
            {views && <ViewsButton views={views} />}
            {def.export && (
              <ExportMenu
                list={def.export.list}
                source={def.export.source(sdk)}
                query={def.export.query ? def.export.query(list.query) : withoutPaging(list.query)}
                total={list.total}
                failure={t(def.loadFailed)}
                disabled={!hasRows || list.total === 0}
              />
            )}
          </>
        }
      />
      {hasRows &&
        (def.source.pages ? (
          <LoadMore
            shown={list.rows?.length ?? 0}
            total={list.total!}
            loading={list.validating}
            onLoadMore={() => state.set({ page: state.page + 1 }, { replace: true })}
          />
        ) : (
          <Pager
            page={state.page}
            pageSize={state.pageSize}
            total={list.total!}
            onPageChange={state.setPage}
          />
        ))}
      {p.children}
      {list.confirmElement}
    </>
  );
}
