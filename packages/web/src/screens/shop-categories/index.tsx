import { Callout } from '@blueprintjs/core';
import {
  canMove,
  catalogue,
  DEBOUNCE_MS,
  DEFAULT_SORT,
  PAGE_SIZES,
  shopCategoryPage,
  swapCategoryOrder,
  type ShopCategory,
  reverseSwap,
} from '@marketplace-admin/sdk';
import { useMemo, useState } from 'react';
import { useConfirm } from '../../components/ConfirmAlert';
import { DataGrid, type GridColumn } from '../../components/DataGrid';
import { LazyTooltip } from '../../components/LazyTooltip';
import { LightButton } from '../../components/LightControls';
import { ExportMenu } from '../../components/Export';
import { AddButton, PageHeader } from '../../components/PageHeader';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { StatusTag } from '../../components/StatusTag';
import { useListQuery } from '../../hooks/useListQuery';
import { useListState } from '../../hooks/useListState';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import { CATEGORIES, fetchCategories } from './categories';
import { CATEGORY_WRITE_FAILED, CategoryForm } from './CategoryForm';
import { defined } from '../../app/columns';
import english from 'virtual:messages/en/shopCategories';
import { registerEnglish, useT, type Id } from '../../i18n';

registerEnglish(english);

const texts = catalogue.shopCategories;

/**
 * Why the order arrows are off: they act on the rows as shown, which are the stored order only when the
 * list is sorted by Order ascending and nothing is searched.
 */
const ORDER_LOCKED: Record<'searching' | 'sorted', Id> = {
  searching: 'ui.shopCategories.orderLockedSearching',
  sorted: 'ui.shopCategories.orderLockedSorted',
};
const ORDER_SORT_KEYS = ['ord', 'order'];
const ORDER_LOCKED_ID = 'shop-category-order-locked';
/** Spec §2: Order, Icon, Category Name, Active, Actions. They all fit at 1280 px, so nothing is frozen out of that order. */
const SPEC_ORDER = ['ord', 'icon', 'name', 'active', 'actions'] as const;

/** Shop Categories (spec §2): 700 ms search, client-side filter/sort/page (10), inline form, reorder, delete, export. */
export default function ShopCategoriesScreen() {
  const sdk = useSdk();
  const t = useT();
  const list = useListState({ sortBy: DEFAULT_SORT.shopCategories, pageSize: PAGE_SIZES.shopCategories });
  const { data, error, isLoading, mutate } = useListQuery(
    CATEGORIES,
    {},
    fetchCategories(sdk),
    texts.loadFailed,
  );
  // moves and deletes: one at a time (a move swaps two rows' orders; the arrows are off while any write runs)
  const row = useRowAction(mutate);
  const [form, setForm] = useState<{ editing: ShopCategory | null; key: number } | null>(null);
  const [confirm, confirmElement] = useConfirm();

  const page = useMemo(() => (data ? shopCategoryPage(data, list.paging) : undefined), [data, list.paging]);
  /** Every row in the order shown (all pages): a move swaps neighbours of this list, numbered 1-based. */
  const shown = useMemo(
    () =>
      data
        ? shopCategoryPage(data, { ...list.paging, page: 1, pageSize: Math.max(data.length, 1) }).items
        : [],
    [data, list.paging],
  );
  const orderLocked = list.paging.searchTerms
    ? ORDER_LOCKED.searching
    : !ORDER_SORT_KEYS.includes(list.sortBy ?? '') || list.sortDescending
      ? ORDER_LOCKED.sorted
      : null;

  const move = async (c: ShopCategory, direction: 'up' | 'down') => {
    const swap = swapCategoryOrder(
      shown,
      shown.findIndex((x) => x.shopCategoryId === c.shopCategoryId),
      direction,
    );
    if (!swap || orderLocked) return;
    const undo = {
      run: () => sdk.shopCategories.reorder(reverseSwap(swap.changes)),
      restored: catalogue.undo.categoryOrder,
    };
    await row.run(c.shopCategoryId, () => sdk.shopCategories.reorder(swap.changes), CATEGORY_WRITE_FAILED, {
      undo,
    });
  };

  const remove = async (c: ShopCategory) => {
    if (await confirm(t('shopCategories.confirmDelete'), { confirmText: t('ui.shopCategories.delete') }))
      await row.run(
        c.shopCategoryId,
        () => sdk.shopCategories.delete(c.shopCategoryName),
        CATEGORY_WRITE_FAILED,
      );
  };

  /**
   * One arrow: off at the ends of the rows shown, while a write runs, and (with the reason in a tooltip) when
   * the rows shown are not the stored order. Drawn as an AnchorButton, because a disabled <button> gets no hover.
   */
  const arrowButton = (c: ShopCategory, index: number, direction: 'up' | 'down') => {
    const button = (
      <LightButton
        anchor
        minimal
        icon={direction === 'up' ? 'arrow-up' : 'arrow-down'}
        label={t(direction === 'up' ? 'ui.shopCategories.moveNameUp' : 'ui.shopCategories.moveNameDown', {
          name: c.shopCategoryName,
        })}
        aria-describedby={orderLocked ? ORDER_LOCKED_ID : undefined}
        disabled={orderLocked !== null || !canMove(index, page?.items.length ?? 0, direction, row.anyBusy)}
        onClick={() => void move(c, direction)}
      />
    );
    return orderLocked ? (
      <LazyTooltip content={t(orderLocked)} placement="top">
        {button}
      </LazyTooltip>
    ) : (
      button
    );
  };

  const C = (field: string) => defined<ShopCategory>('shop-categories', field);
  // the first column identifies a row (DataGrid); they are drawn in the spec's order (SPEC_ORDER)
  const columns: GridColumn<ShopCategory>[] = [
    { id: 'name', ...C('shopCategoryName'), sortKey: 'shopCategoryName', width: 200 },
    {
      id: 'ord',
      header: C('ord').header,
      sortKey: 'ord',
      width: 120,
      interactive: true,
      render: (c, index) => (
        <span className="mpa-order-cell">
          <span className="mpa-order-value">{c.ord}</span>
          {arrowButton(c, index, 'up')}
          {arrowButton(c, index, 'down')}
        </span>
      ),
      text: (c) => String(c.ord ?? ''),
    },
    {
      id: 'icon',
      header: C('shopCategoryIcon').header,
      width: 64,
      render: (c) =>
        c.shopCategoryIcon ? (
          <img
            className="mpa-thumb"
            src={c.shopCategoryIcon}
            alt={t('ui.shopCategories.iconOf', { name: c.shopCategoryName })}
          />
        ) : (
          <span className="mpa-thumb" aria-hidden />
        ),
      text: C('shopCategoryIcon').text,
    },
    {
      id: 'active',
      ...C('isActive'),
      sortKey: 'isActive',
      width: 90,
      render: (c) => <StatusTag active={c.isActive} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={t('ui.nav.shopCategories')}
        actions={
          <AddButton
            text={t('ui.shopCategories.add')}
            onClick={() => setForm({ editing: null, key: Date.now() })}
          />
        }
      />
      {form && (
        <CategoryForm
          key={form.key}
          editing={form.editing}
          onCancel={() => setForm(null)}
          onDone={() => {
            setForm(null);
            void mutate();
          }}
        />
      )}
      {error && !data && (
        <Callout intent="danger" compact className="mpa-list-alert">
          {t('shopCategories.loadFailed')}
        </Callout>
      )}
      {orderLocked && (
        <span id={ORDER_LOCKED_ID} className="mpa-sr-only">
          {t(orderLocked)}
        </span>
      )}
      <DataGrid
        listId="shop-categories"
        label={t('ui.nav.shopCategories')}
        columns={columns}
        rows={page?.items ?? (error ? [] : undefined)}
        rowKey={(c) => c.shopCategoryId}
        loading={isLoading}
        showLoadingText
        columnOrder={SPEC_ORDER}
        emptyText={t('shopCategories.empty')}
        sortBy={list.sortBy}
        sortDescending={list.sortDescending}
        onSort={list.toggleSort}
        actionsWidth={150}
        rowActions={(c) => (
          <>
            <LightButton
              minimal
              icon="edit"
              text={t('ui.shopCategories.edit')}
              label={t('ui.shopCategories.editName', { name: c.shopCategoryName })}
              onClick={() => setForm({ editing: c, key: Date.now() })}
            />
            <LightButton
              minimal
              intent="danger"
              icon="trash"
              text={t('ui.shopCategories.delete')}
              label={t('ui.shopCategories.deleteName', { name: c.shopCategoryName })}
              disabled={row.anyBusy}
              onClick={() => void remove(c)}
            />
          </>
        )}
        toolbar={
          <>
            <SearchBox
              value={list.search}
              onSearch={list.setSearch}
              delayMs={DEBOUNCE_MS.shopCategories}
              placeholder={t('ui.shopCategories.search')}
            />
            <span className="mpa-toolbar-spacer" />
            <ExportMenu
              list="shop-categories"
              source={sdk.shopCategories}
              query={{
                searchTerms: list.paging.searchTerms,
                sortBy: list.sortBy,
                sortDescending: list.sortDescending,
              }}
              total={page?.totalCount}
              failure={texts.loadFailed}

              disabled={!page || page.totalCount === 0}
            />
          </>
        }
      />
      {page && (
        <Pager
          page={page.page}
          pageSize={page.pageSize}
          total={page.totalCount}
          onPageChange={list.setPage}
        />
      )}
      {confirmElement}
    </>
  );
}
