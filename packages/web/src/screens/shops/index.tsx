import { DEBOUNCE_MS, type Shop } from '@marketplace-admin/sdk';
import { defined } from '../../app/columns';
import type { GridColumn } from '../../components/DataGrid';
import { defineList, ListScreen, useList } from '../../components/ListScreen';
import { StatusTag } from '../../components/StatusTag';
import { Thumb } from '../../components/Thumb';
import english from 'virtual:messages/en/shops';
import { registerEnglish, useT, type Translate } from '../../i18n';
import { SHOPS } from './load';
import { ShopFormDialog } from './ShopFormDialog';

registerEnglish(english);

const SHOPS_LIST = defineList({
  id: 'shops',
  source: SHOPS,
  title: 'ui.nav.shops',
  add: 'ui.shops.add',
  loadFailed: 'shops.loadFailed',
  empty: 'ui.shops.empty',
  rowKey: (s: Shop) => s.shopId,
  search: { delayMs: DEBOUNCE_MS.shops, placeholder: 'ui.shops.search' },
  actionsWidth: 160,
  area: (sdk) => sdk.shops,
  export: 'shops',
  remove: { confirm: 'shops.confirmDelete', failed: 'shops.deleteFailed' },
  editDelete: {
    editRow: 'ui.shops.editName',
    deleteRow: 'ui.shops.deleteName',
    values: (s) => ({ name: s.shopName }),
  },
});

// no sort keys: the list has one order (spec §7)
const S = (field: string) => defined<Shop>('shops', field);
const shopColumns = (t: Translate): GridColumn<Shop>[] => [
  { id: 'name', ...S('shopName'), width: 190 },
  {
    id: 'image',
    ...S('shopImages'),
    width: 64,
    render: (s) => <Thumb src={s.shopImages[0]} alt={t('ui.shops.imageOf', { name: s.shopName })} />,
  },
  { id: 'category', ...S('shopCategory'), width: 130 },
  { id: 'address', ...S('shopAddress'), width: 200 },
  { id: 'phones', ...S('shopPhones'), width: 180 },
  { id: 'whatsapp', ...S('shopWhatsappNo'), width: 110 },
  { id: 'active', ...S('isActive'), width: 90, render: (s) => <StatusTag active={s.isActive} /> },
  { id: 'verified', ...S('isVerified'), width: 80 },
];

/** Shops (spec §2): 1000 ms search, numbered pages, create/edit dialog, delete with confirmation, export. */
export default function ShopsScreen() {
  const t = useT();
  const list = useList(SHOPS_LIST);

  return (
    <ListScreen
      list={list}
      columns={shopColumns(t)}
      form={(shop, done) => <ShopFormDialog shop={shop} onClose={done.close} onSaved={done.saved} />}
    />
  );
}
