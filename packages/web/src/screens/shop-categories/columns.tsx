import { canMove, reverseSwap, swapCategoryOrder, type ShopCategory } from '@marketplace-admin/sdk';
import { defined } from '../../app/columns';
import type { GridColumn } from '../../components/DataGrid';
import { LazyTooltip } from '../../components/LazyTooltip';
import { LightButton } from '../../components/LightControls';
import type { ListController } from '../../components/ListScreen';
import { StatusTag } from '../../components/StatusTag';
import { Thumb } from '../../components/Thumb';
import { useSdk } from '../../hooks/useSdk';
import { useT, type Id } from '../../i18n';
import { CATEGORY_WRITE_FAILED } from './CategoryForm';

/** Why the order arrows are off: the rows shown are the stored order only by Order ascending, unsearched. */
const ORDER_LOCKED: Record<'searching' | 'sorted', Id> = {
  searching: 'ui.shopCategories.orderLockedSearching',
  sorted: 'ui.shopCategories.orderLockedSorted',
};
const ORDER_SORT_KEYS = ['ord', 'order'];
export const ORDER_LOCKED_ID = 'shop-category-order-locked';

const C = (field: string) => defined<ShopCategory>('shop-categories', field);

/** The category grid's columns (the spec's order) with the Order column's arrows, and why they are off. */
export function useCategoryColumns(
  list: Pick<ListController<ShopCategory>, 'state' | 'rows' | 'row'>,
  shown: readonly ShopCategory[],
) {
  const sdk = useSdk();
  const t = useT();
  const { state, row } = list;
  const orderLocked = state.paging.searchTerms
    ? ORDER_LOCKED.searching
    : !ORDER_SORT_KEYS.includes(state.sortBy ?? '') || state.sortDescending
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
      restored: 'undo.categoryOrder' as const,
    };
    await row.run(c.shopCategoryId, () => sdk.shopCategories.reorder(swap.changes), CATEGORY_WRITE_FAILED, {
      undo,
    });
  };

  // an AnchorButton: a disabled <button> gets no hover, for the tooltip that says why it is off
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
        disabled={orderLocked !== null || !canMove(index, list.rows?.length ?? 0, direction, row.anyBusy)}
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
      render: (c) => (
        <Thumb src={c.shopCategoryIcon} alt={t('ui.shopCategories.iconOf', { name: c.shopCategoryName })} />
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
  return { columns, orderLocked };
}
