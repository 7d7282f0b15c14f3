import { Callout } from '@blueprintjs/core';
import { DEBOUNCE_MS, duplicateIds, type Vendor } from '@marketplace-admin/sdk';
import { useNavigate } from 'react-router-dom';
import { defineList, ListScreen, RowMenu, useList } from '../../components/ListScreen';
import { AddButton } from '../../components/PageHeader';
import { useVendorColumns, vendorPath } from './columns';
import { VENDORS } from './load';
import { useVendorForm } from './useVendorForm';
import english from 'virtual:messages/en/vendors';
import { registerEnglish, useT } from '../../i18n';

registerEnglish(english);

const VENDORS_LIST = defineList({
  id: 'vendors',
  source: VENDORS,
  title: 'ui.nav.vendors',
  loadFailed: 'vendors.loadFailed',
  empty: 'ui.vendors.empty',
  rowKey: (v: Vendor) => v.id,
  search: { delayMs: DEBOUNCE_MS.vendors, placeholder: 'ui.vendors.search' },
  actionsWidth: 64,
  area: (sdk) => sdk.vendors,
  export: 'vendors',
  remove: { confirm: 'vendors.confirmDelete', failed: 'vendors.deleteFailed' },
  toggle: { failed: 'vendors.statusFailed', restored: 'undo.vendorStatus' },
});

/** Vendors (spec §2): search 1000 ms, sortable grid, numbered pages, add/edit, activate/deactivate, delete, export. */
export default function VendorsScreen() {
  const t = useT();
  const navigate = useNavigate();
  const list = useList(VENDORS_LIST);
  const form = useVendorForm(list);

  const columns = useVendorColumns();
  const hasDuplicates = duplicateIds(list.rows ?? []).length > 0;

  return (
    <ListScreen
      list={list}
      columns={columns}
      headerActions={<AddButton text={t('ui.vendors.add')} onClick={form.openAdd} />}
      alerts={
        hasDuplicates && (
          <Callout intent="warning" role="alert" compact className="mpa-list-alert">
            {t('vendors.duplicatePrimaryService')}
          </Callout>
        )
      }
      rowActions={(v) => (
        <RowMenu
          list={list}
          row={v}
          label={t('ui.vendors.actionsFor', { name: v.name })}
          items={[
            { icon: 'eye-open', text: t('ui.vendors.viewDetails'), onClick: () => navigate(vendorPath(v)) },
            {
              icon: 'link',
              text: t('ui.vendors.linkServices'),
              onClick: () => navigate(`${vendorPath(v)}/services`),
            },
            { icon: 'edit', text: t('ui.vendors.edit'), onClick: () => void form.openEdit(v) },
          ]}
        />
      )}
    >
      {form.element}
    </ListScreen>
  );
}
