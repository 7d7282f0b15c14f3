import { Callout, HTMLSelect, Tab, Tabs } from '@blueprintjs/core';
import { Fragment, useCallback, useState, type ReactNode, type Ref } from 'react';
import { useLocation } from 'react-router-dom';
import { DataGrid, type DataGridProps, type GridColumn } from '../DataGrid';
import { ExportMenu } from '../Export';
import { AddButton, PageHeader } from '../PageHeader';
import { LoadMore, Pager } from '../Pager';
import { SearchBox } from '../SearchBox';
import { useListViews, viewListOfPath, ViewsButton } from '../Views';
import { useSdk } from '../../hooks/useSdk';
import { useT } from '../../i18n';
import { currentTab } from './definition';
import { DefinedEditDelete } from './RowButtons';
import type { ListController } from './useList';
import './listScreen.css';

export interface ListScreenProps<Row, Q> {
  list: ListController<Row, Q>;
  columns: ReadonlyArray<GridColumn<Row>>;
  rowActions?(row: Row): ReactNode;
  /** Opens a row's edit form: with the definition's `editDelete`, its Edit (and Delete) are the row's actions. */
  onEdit?(row: Row): void;
  /** The screen's add/edit form, drawn afresh while open, on a row (Edit) or on null (`add`); `saved` reads again. */
  form?(row: Row | null, done: { close(): void; saved(): void }): ReactNode;
  /** The form above the grid (a form in place) rather than after it (a dialog). */
  formAbove?: boolean;
  /** The title row's buttons ('Add ...'). */
  headerActions?: ReactNode;
  /** Said above the grid, beside a failed read's callout (a warning about the rows shown). */
  alerts?: ReactNode;
  /** The list's own filters, after the search box (`filtersFirst`: before it). */
  filters?: ReactNode;
  filtersFirst?: boolean;
  /** Another value starts a new search box (nothing typed carried over). */
  searchKey?: string;
  /** The search box's input (a screen's `/` key focuses it). */
  searchRef?: Ref<HTMLInputElement>;
  /** Further grid settings of one list (row selection, a queue's active row). */
  grid?: Partial<DataGridProps<Row>>;
  /** The screen's dialogs and forms. */
  children?: ReactNode;
}

/**
 * The request without its paging: what the export reads (every page of it). The SDK pages a list the server
 * sends whole as the screen cuts it: with the same search and sort.
 */
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
  const [opened, setOpened] = useState<{ row: Row | null; key: number } | null>(null);
  const open = (row: Row | null) => setOpened({ row, key: Date.now() });
  const close = () => setOpened(null);
  const form = p.form && opened && (
    <Fragment key={opened.key}>
      {p.form(opened.row, {
        close,
        saved: () => {
          close();
          void list.reload();
        },
      })}
    </Fragment>
  );
  const onEdit = p.onEdit ?? (p.form && open);
  const hasRows = list.total !== undefined;
  // a view restores the grid's columns: the grid is drawn again to read them
  const [gridRevision, setGridRevision] = useState(0);
  const redrawGrid = useCallback(() => setGridRevision((r) => r + 1), []);
  const views = useListViews(viewListOfPath(useLocation().pathname), def.id, redrawGrid);
  const tab = def.tabs && currentTab(def.tabs.items, state.tab);
  // headers with a `sortKey` sort the list (the sort in the URL); a list without one has one order
  const sorting = p.columns.some((c) => c.sortKey !== undefined)
    ? { sortBy: state.sortBy, sortDescending: state.sortDescending, onSort: state.toggleSort }
    : {};
  const body = (
    <>
      {p.formAbove && form}
      {p.alerts}
      {Boolean(list.error) && !hasRows && (
        <Callout intent="danger" compact className="mpa-list-alert">
          {t(def.loadFailed)}
        </Callout>
      )}
      <DataGrid
        key={gridRevision}
        listId={def.id}
        label={t(tab?.gridLabel ?? def.gridLabel ?? def.title)}
        columns={p.columns}
        rows={list.rows ?? (list.error ? [] : undefined)}
        rowKey={def.rowKey}
        loading={list.loading}
        emptyText={t(tab?.empty ?? def.empty)}
        {...sorting}
        actionsWidth={def.actionsWidth}
        rowActions={
          p.rowActions ??
          (onEdit && ((row: Row) => <DefinedEditDelete list={list} row={row} onEdit={onEdit} />))
        }
        columnOrder={def.columnOrder}
        showLoadingText={def.loadingText}
        cardFace={def.cardFace}
        {...p.grid}
        toolbar={
          <>
            {p.filtersFirst && p.filters}
            {def.search && (
              <SearchBox
                key={p.searchKey}
                inputRef={p.searchRef}
                value={state.search}
                onSearch={state.setSearch}
                delayMs={def.search.delayMs}
                placeholder={t(def.search.placeholder)}
              />
            )}
            {!p.filtersFirst && p.filters}
            <span className="mpa-toolbar-spacer" />
            {views && <ViewsButton views={views} />}
            {def.export && (
              <ExportMenu
                list={def.export}
                source={def.area!(sdk)}
                query={withoutPaging(def.source.page ? state.paging : list.query)}
                total={list.total}
                failure={def.loadFailed}
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
          <PagerRow list={list} sizes={def.pageSizes} />
        ))}
    </>
  );
  return (
    <>
      <PageHeader
        title={t(def.title)}
        subtitle={def.subtitle && t(def.subtitle)}
        actions={p.headerActions ?? (def.add && <AddButton text={t(def.add)} onClick={() => open(null)} />)}
      />
      {def.tabs ? (
        <Tabs
          id={def.tabs.id}
          animate={false}
          selectedTabId={tab!.id}
          onChange={(id) => state.setTab(String(id))}
          renderActiveTabPanelOnly
          className="mpa-list-tabs"
        >
          {def.tabs.items.map((x) => (
            <Tab key={x.id} id={x.id} title={t(x.title)} panel={x === tab ? body : <span />} />
          ))}
        </Tabs>
      ) : (
        body
      )}
      {!p.formAbove && form}
      {p.children}
      {list.confirmElement}
    </>
  );
}

/** The numbered pages, and where the list has it the rows-per-page choice beside them. */
function PagerRow<Row, Q>({ list, sizes }: { list: ListController<Row, Q>; sizes?: readonly number[] }) {
  const t = useT();
  const { state } = list;
  const pager = (
    <Pager
      page={list.shownPage ?? state.page}
      pageSize={state.pageSize}
      total={list.total!}
      onPageChange={state.setPage}
    />
  );
  if (!sizes) return pager;
  return (
    <div className="mpa-pager-row">
      {pager}
      <HTMLSelect
        aria-label={t('ui.components.rowsPerPage')}
        value={state.pageSize}
        onChange={(e) => state.set({ pageSize: Number(e.currentTarget.value), page: 1 })}
        options={sizes.map((n) => ({ value: n, label: t('ui.components.perPage', { n }) }))}
      />
    </div>
  );
}
