import { DEBOUNCE_MS, type VendorServiceRow } from '@marketplace-admin/sdk';
import { Link, useNavigate } from 'react-router-dom';
import { defined } from '../../app/columns';
import type { GridColumn } from '../../components/DataGrid';
import { defineList, ListScreen, RowMenu, useList } from '../../components/ListScreen';
import { StatusTag } from '../../components/StatusTag';
import english from 'virtual:messages/en/vendorsServices';
import { registerEnglish, useT } from '../../i18n';
import { VENDOR_SERVICES } from './load';

registerEnglish(english);

const linkPath = (r: VendorServiceRow) => `/vendors/${r.vMobile}/services`;

const VENDOR_SERVICES_LIST = defineList({
  id: 'vendor-services',
  source: VENDOR_SERVICES,
  title: 'ui.nav.vendorsServices',
  loadFailed: 'vendorServices.loadFailed',
  empty: 'ui.vendorsServices.empty',
  rowKey: (r: VendorServiceRow) => r.id,
  search: { delayMs: DEBOUNCE_MS.vendorServices, placeholder: 'ui.vendorsServices.search' },
  actionsWidth: 64,
  area: (sdk) => sdk.vendorServices,
  export: 'vendor-services',
  remove: { confirm: 'vendorServices.confirmDelete', failed: 'vendorServices.deleteFailed' },
  toggle: { failed: 'vendorServices.statusFailed', restored: 'undo.vendorServiceStatus' },
});

const C = (field: string) => defined<VendorServiceRow>('vendor-services', field);
const columns: GridColumn<VendorServiceRow>[] = [
  {
    id: 'vendor',
    ...C('venderName'),
    sortKey: 'vendorname',
    width: 180,
    interactive: true,
    render: (r) => <Link to={linkPath(r)}>{r.venderName}</Link>,
  },
  { id: 'mobile', ...C('vMobile'), sortKey: 'mobileno', width: 112 },
  { id: 'service', ...C('serviceName'), sortKey: 'service', width: 150 },
  { id: 'unit', ...C('serviceUnits'), width: 80 },
  { id: 'rate', ...C('serviceRates'), sortKey: 'serviceRates', width: 80 },
  { id: 'exp', ...C('yearOfExperience'), sortKey: 'yearOfExperience', width: 108 },
  { id: 'rating', ...C('rating'), width: 80 },
  { id: 'status', ...C('isActive'), width: 90, render: (r) => <StatusTag active={r.isActive} /> },
];

/** Vendors Services (spec §2): 500 ms search, sort (incl. serviceRates), load-more pager, activate/deactivate, delete, export. */
export default function VendorsServicesScreen() {
  const t = useT();
  const navigate = useNavigate();
  const list = useList(VENDOR_SERVICES_LIST);

  return (
    <ListScreen
      list={list}
      columns={columns}
      rowActions={(r) => (
        <RowMenu
          list={list}
          row={r}
          label={t('ui.vendorsServices.actionsFor', { name: `${r.venderName} ${r.serviceName}` })}
          items={[
            {
              icon: 'link',
              text: t('ui.vendorsServices.linkServices'),
              onClick: () => navigate(linkPath(r)),
            },
          ]}
        />
      )}
    />
  );
}
