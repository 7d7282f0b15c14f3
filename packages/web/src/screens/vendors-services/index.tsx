import { Callout, Menu, MenuDivider } from '@blueprintjs/core';
import { MenuItem } from '../../components/popover';
import { catalogue, DEBOUNCE_MS, type VendorServiceRow } from '@marketplace-admin/sdk';
import { Link, useNavigate } from 'react-router-dom';
import { useConfirm } from '../../components/ConfirmAlert';
import { DataGrid, type GridColumn } from '../../components/DataGrid';
import { ExportMenu } from '../../components/Export';
import { MenuButton } from '../../components/MenuButton';
import { PageHeader } from '../../components/PageHeader';
import { LoadMore } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { StatusTag } from '../../components/StatusTag';
import { useListPages } from '../../hooks/useListPages';
import { useListState } from '../../hooks/useListState';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import { fetchVendorServices, VENDOR_SERVICES, VENDOR_SERVICES_LIST } from './load';
import { defined } from '../../app/columns';
import english from 'virtual:messages/en/vendorsServices';
import { registerEnglish, useT } from '../../i18n';

registerEnglish(english);

const texts = catalogue.vendorServices;
const linkPath = (r: VendorServiceRow) => `/vendors/${r.vMobile}/services`;

/** Vendors Services (spec §2): 500 ms search, sort (incl. serviceRates), load-more pager, activate/deactivate, delete, export. */
export default function VendorsServicesScreen() {
  const sdk = useSdk();
  const t = useT();
  const navigate = useNavigate();
  const list = useListState(VENDOR_SERVICES_LIST);
  // the URL's page is how many pages are shown (Load more adds one)
  const { page: pages, ...query } = list.paging;
  const { data, error, isLoading, isValidating, mutate } = useListPages(
    VENDOR_SERVICES,
    query,
    pages,
    fetchVendorServices(sdk),
    texts.loadFailed,
  );
  const row = useRowAction(mutate);
  const [confirm, confirmElement] = useConfirm();

  const rows = data?.flatMap((p) => p.items);
  const total = data?.[data.length - 1]?.totalCount ?? 0;
  const label = (r: VendorServiceRow) => `${r.venderName} ${r.serviceName}`;

  // the SDK's setActive: the server only toggles, so it reads the state first and undoes a race; Undo sets the row's state back
  const toggleStatus = (r: VendorServiceRow) => {
    const undo = () => sdk.vendorServices.setActive(r.id, Boolean(r.isActive));
    void row.run(r.id, () => sdk.vendorServices.setActive(r.id, !r.isActive), texts.statusFailed, {
      undo: { run: undo, restored: catalogue.undo.vendorServiceStatus },
    });
  };

  const remove = async (r: VendorServiceRow) => {
    if (await confirm(t('vendorServices.confirmDelete'), { confirmText: t('ui.vendorsServices.delete') }))
      await row.run(r.id, () => sdk.vendorServices.delete(r.id), texts.deleteFailed);
  };

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

  return (
    <>
      <PageHeader title={t('ui.nav.vendorsServices')} />
      {error && !data && (
        <Callout intent="danger" compact className="mpa-list-alert">
          {t('vendorServices.loadFailed')}
        </Callout>
      )}
      <DataGrid
        listId="vendor-services"
        label={t('ui.nav.vendorsServices')}
        columns={columns}
        rows={rows ?? (error ? [] : undefined)}
        rowKey={(r) => r.id}
        loading={isLoading || isValidating}
        emptyText={t('ui.vendorsServices.empty')}
        sortBy={list.sortBy}
        sortDescending={list.sortDescending}
        onSort={list.toggleSort}
        actionsWidth={64}
        rowActions={(r) => (
          <MenuButton
            label={t('ui.vendorsServices.actionsFor', { name: label(r) })}
            loading={row.isBusy(r.id)}
            menu={() => (
              <Menu aria-label={t('ui.vendorsServices.actionsFor', { name: label(r) })}>
                <MenuItem
                  icon="link"
                  text={t('ui.vendorsServices.linkServices')}
                  onClick={() => navigate(linkPath(r))}
                />
                <MenuItem
                  icon={r.isActive ? 'disable' : 'tick'}
                  text={r.isActive ? t('ui.vendorsServices.deactivate') : t('ui.vendorsServices.activate')}
                  onClick={() => toggleStatus(r)}
                />
                <MenuDivider />
                <MenuItem
                  icon="trash"
                  intent="danger"
                  text={t('ui.vendorsServices.delete')}
                  onClick={() => void remove(r)}
                />
              </Menu>
            )}
          />
        )}
        toolbar={
          <>
            <SearchBox
              value={list.search}
              onSearch={list.setSearch}
              delayMs={DEBOUNCE_MS.vendorServices}
              placeholder={t('ui.vendorsServices.search')}
            />
            <span className="mpa-toolbar-spacer" />
            <ExportMenu
              list="vendor-services"
              source={sdk.vendorServices}
              query={{
                searchTerms: list.paging.searchTerms,
                sortBy: list.sortBy,
                sortDescending: list.sortDescending,
              }}
              total={data ? total : undefined}
              failure={texts.loadFailed}

              disabled={!data || total === 0}
            />
          </>
        }
      />
      {data && (
        <LoadMore
          shown={rows?.length ?? 0}
          total={total}
          loading={isValidating}
          onLoadMore={() => list.set({ page: list.page + 1 }, { replace: true })}
        />
      )}
      {confirmElement}
    </>
  );
}
