import { DEBOUNCE_MS, shopCategoryPage, type ShopCategory } from '@marketplace-admin/sdk';
import { useMemo } from 'react';
import { defineList, ListScreen, useList } from '../../components/ListScreen';
import english from 'virtual:messages/en/shopCategories';
import { registerEnglish, useT } from '../../i18n';
import { ORDER_LOCKED_ID, useCategoryColumns } from './columns';
import { CATEGORY_WRITE_FAILED, CategoryForm } from './CategoryForm';
import { CATEGORY_LIST } from './load';

registerEnglish(english);

const CATEGORIES_LIST = defineList({
  id: 'shop-categories',
  source: CATEGORY_LIST,
  title: 'ui.nav.shopCategories',
  add: 'ui.shopCategories.add',
  loadFailed: 'shopCategories.loadFailed',
  empty: 'shopCategories.empty',
  loadingText: true,
  rowKey: (c: ShopCategory) => c.shopCategoryId,
  // moves and deletes: one at a time (a move swaps two rows' orders; the arrows are off while any write runs)
  remove: {
    confirm: 'shopCategories.confirmDelete',
    send: (sdk, c) => sdk.shopCategories.delete(c.shopCategoryName),
    failed: CATEGORY_WRITE_FAILED,
    stepBack: false,
  },
  editDelete: {
    editRow: 'ui.shopCategories.editName',
    deleteRow: 'ui.shopCategories.deleteName',
    values: (c) => ({ name: c.shopCategoryName }),
    oneAtATime: true,
  },
  search: { delayMs: DEBOUNCE_MS.shopCategories, placeholder: 'ui.shopCategories.search' },
  actionsWidth: 150,
  // spec §2: Order, Icon, Category Name, Active, Actions (they all fit at 1280 px: nothing is frozen)
  columnOrder: ['ord', 'icon', 'name', 'active', 'actions'],
  area: (sdk) => sdk.shopCategories,
  export: 'shop-categories',
});

/** Shop Categories (spec §2): 700 ms search, client-side filter/sort/page (10), inline form, reorder, delete, export. */
export default function ShopCategoriesScreen() {
  const t = useT();
  const list = useList(CATEGORIES_LIST);
  const all = list.answer as ShopCategory[] | undefined;
  const { paging } = list.state;
  /** Every row in the order shown (all pages): a move swaps neighbours of this list, numbered 1-based. */
  const shown = useMemo(
    () => (all ? shopCategoryPage(all, { ...paging, page: 1, pageSize: Math.max(all.length, 1) }).items : []),
    [all, paging],
  );
  const { columns, orderLocked } = useCategoryColumns(list, shown);

  return (
    <ListScreen
      list={list}
      columns={columns}
      form={(category, done) => <CategoryForm editing={category} onCancel={done.close} onDone={done.saved} />}
      formAbove
      alerts={
        orderLocked && (
          <span id={ORDER_LOCKED_ID} className="mpa-sr-only">
            {t(orderLocked)}
          </span>
        )
      }
    />
  );
}
