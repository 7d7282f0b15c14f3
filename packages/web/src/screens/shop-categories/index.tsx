import { AnchorButton, Button, Tooltip } from '@blueprintjs/core';
import { canMove, catalogue, DEBOUNCE_MS, DEFAULT_SORT, PAGE_SIZES, shopCategoryPage, swapCategoryOrder, type ShopCategory } from '@marketplace-admin/sdk';
import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { toastError, writeWithToasts } from '../../app/toaster';
import { useConfirm } from '../../components/ConfirmAlert';
import { DataTable, type Column } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { StatusTag } from '../../components/StatusTag';
import { useListState } from '../../hooks/useListState';
import { useSdk } from '../../hooks/useSdk';
import { CATEGORY_WRITE_FAILED, CategoryForm } from './CategoryForm';

/**
 * Why the order arrows are off: they act on the rows as shown, which are the stored order only when the
 * list is sorted by Order ascending and nothing is searched.
 */
const ORDER_LOCKED = {
  searching: 'Clear the search to change the order',
  sorted: 'Sort by Order (ascending) to change the order',
} as const;
const ORDER_SORT_KEYS = ['ord', 'order'];
const ORDER_LOCKED_ID = 'shop-category-order-locked';

/** Shop Categories (spec §2): 700 ms search, client-side filter/sort/page (10), inline form, reorder, delete. */
export default function ShopCategoriesScreen() {
  const sdk = useSdk();
  const t = catalogue.shopCategories;
  const list = useListState({ sortBy: DEFAULT_SORT.shopCategories, pageSize: PAGE_SIZES.shopCategories });
  const { data, error, isLoading, mutate } = useSWR('shopCategories.list', () => sdk.shopCategories.list());
  const [form, setForm] = useState<{ editing: ShopCategory | null; key: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, confirmElement] = useConfirm();

  useEffect(() => {
    if (error) toastError(error, t.loadFailed);
  }, [error, t.loadFailed]);

  const page = useMemo(() => (data ? shopCategoryPage(data, list.paging) : undefined), [data, list.paging]);
  /** Every row in the order shown (all pages): a move swaps neighbours of this list, numbered 1-based. */
  const shown = useMemo(() => (data ? shopCategoryPage(data, { ...list.paging, page: 1, pageSize: Math.max(data.length, 1) }).items : []), [data, list.paging]);
  const orderLocked = list.paging.searchTerms
    ? ORDER_LOCKED.searching
    : !ORDER_SORT_KEYS.includes(list.sortBy ?? '') || list.sortDescending
      ? ORDER_LOCKED.sorted
      : null;

  const move = async (row: ShopCategory, direction: 'up' | 'down') => {
    const swap = swapCategoryOrder(shown, shown.findIndex((c) => c.shopCategoryId === row.shopCategoryId), direction);
    if (!swap || orderLocked) return;
    setBusy(true);
    try {
      if (await writeWithToasts(() => sdk.shopCategories.reorder(swap.changes), CATEGORY_WRITE_FAILED)) {
        await mutate();
      }
    } finally {
      setBusy(false);
    }
  };

  const remove = async (row: ShopCategory) => {
    if (!(await confirm(t.confirmDelete))) return;
    setBusy(true);
    try {
      if (await writeWithToasts(() => sdk.shopCategories.delete(row.shopCategoryName), CATEGORY_WRITE_FAILED)) {
        await mutate();
      }
    } finally {
      setBusy(false);
    }
  };

  /**
   * One arrow: off at the ends of the rows shown, while busy, and (with the reason in a tooltip) when the
   * rows shown are not the stored order. An AnchorButton, because a disabled <button> gets no hover.
   */
  const arrowButton = (c: ShopCategory, index: number, direction: 'up' | 'down') => {
    const button = (
      <AnchorButton
        size="small"
        variant="minimal"
        icon={direction === 'up' ? 'arrow-up' : 'arrow-down'}
        aria-label={`Move ${c.shopCategoryName} ${direction}`}
        aria-describedby={orderLocked ? ORDER_LOCKED_ID : undefined}
        disabled={orderLocked !== null || !canMove(index, page?.items.length ?? 0, direction, busy)}
        onClick={() => void move(c, direction)}
      />
    );
    return orderLocked ? (
      <Tooltip content={orderLocked} placement="top">
        {button}
      </Tooltip>
    ) : (
      button
    );
  };

  const columns: Column<ShopCategory>[] = [
    {
      id: 'ord',
      header: 'Order',
      sortKey: 'ord',
      width: 130,
      render: (c, index) => (
        <span className="mpa-order-cell">
          <span className="mpa-order-value">{c.ord}</span>
          {arrowButton(c, index, 'up')}
          {arrowButton(c, index, 'down')}
        </span>
      ),
    },
    {
      id: 'icon',
      header: 'Icon',
      width: 60,
      render: (c) => (c.shopCategoryIcon ? <img className="mpa-thumb" src={c.shopCategoryIcon} alt={`${c.shopCategoryName} icon`} /> : <span className="mpa-thumb" aria-hidden />),
    },
    { id: 'name', header: 'Category Name', sortKey: 'shopCategoryName', render: (c) => c.shopCategoryName },
    { id: 'active', header: 'Active', sortKey: 'isActive', render: (c) => <StatusTag active={c.isActive} /> },
  ];

  return (
    <>
      <PageHeader title="Shop Categories" actions={<Button intent="primary" icon="plus" text="Add Category" onClick={() => setForm({ editing: null, key: Date.now() })} />} />
      <div className="mpa-toolbar">
        <SearchBox value={list.search} onSearch={list.setSearch} delayMs={DEBOUNCE_MS.shopCategories} placeholder="Search categories..." />
      </div>
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
      {orderLocked && (
        <span id={ORDER_LOCKED_ID} className="mpa-sr-only">
          {orderLocked}
        </span>
      )}
      <DataTable
        label="Shop Categories"
        columns={columns}
        rows={isLoading ? undefined : (page?.items ?? [])}
        rowKey={(c) => c.shopCategoryId}
        loading={isLoading}
        loadingText={t.loading}
        emptyText={t.empty}
        sortBy={list.sortBy}
        sortDescending={list.sortDescending}
        onSort={list.toggleSort}
        rowActions={(c) => (
          <>
            <Button size="small" variant="minimal" icon="edit" text="Edit" aria-label={`Edit ${c.shopCategoryName}`} onClick={() => setForm({ editing: c, key: Date.now() })} />
            <Button size="small" variant="minimal" intent="danger" icon="trash" text="Delete" aria-label={`Delete ${c.shopCategoryName}`} disabled={busy} onClick={() => void remove(c)} />
          </>
        )}
      />
      {page && <Pager page={page.page} pageSize={page.pageSize} total={page.totalCount} onPageChange={list.setPage} />}
      {confirmElement}
    </>
  );
}
