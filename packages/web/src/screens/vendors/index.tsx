import { Callout, Classes, Menu, MenuDivider } from '@blueprintjs/core';
import { MenuItem } from '../../components/popover';
import { catalogue, DEBOUNCE_MS, duplicateIds, type Vendor } from '@marketplace-admin/sdk';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { toastError } from '../../app/toaster';
import { useConfirm } from '../../components/ConfirmAlert';
import { DataGrid, type GridColumn } from '../../components/DataGrid';
import { ExportMenu } from '../../components/Export';
import { MenuButton } from '../../components/MenuButton';
import { AddButton, PageHeader } from '../../components/PageHeader';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { StatusTag } from '../../components/StatusTag';
import { listKeyMatches, useListQuery } from '../../hooks/useListQuery';
import { useListState } from '../../hooks/useListState';
import { useRowAction } from '../../hooks/useRowAction';
import { cachedServiceName, useServiceName } from '../../hooks/useServiceName';
import { useSdk } from '../../hooks/useSdk';
import { fetchVendors, VENDORS, VENDORS_LIST } from './list';
import { useServiceOptions } from './useServiceOptions';
import type { draftFromDetail } from './VendorFormDialog';
import { defined } from '../../app/columns';
import english from 'virtual:messages/en/vendors';
import { registerEnglish, useT } from '../../i18n';

registerEnglish(english);

// The add/edit form is loaded when it is first opened: the list does not wait for its code.
const VendorFormDialog = lazy(() =>
  import('./VendorFormDialog').then((m) => ({ default: m.VendorFormDialog })),
);

const vendorPath = (v: Vendor) => `/vendors/${encodeURIComponent(v.mobileNo)}`;
const hasService = (v: Vendor): boolean =>
  v.mainService !== undefined && v.mainService !== null && String(v.mainService) !== '';
/** A service the root-level active list does not name: read by id once that list has answered without it. */
function ServiceName({ id, listed }: { id: number; listed: boolean }) {
  const t = useT();
  const { name } = useServiceName(listed ? id : null);
  if (!listed || name === undefined) return <span className={Classes.SKELETON}>{t('common.loading')}</span>;
  return <>{name ?? '—'}</>;
}

/** Vendors (spec §2): search 1000 ms, sortable grid, numbered pages, add/edit, activate/deactivate, delete, export. */
export default function VendorsScreen() {
  const sdk = useSdk();
  const t = useT();
  const navigate = useNavigate();
  const { mutate, cache } = useSWRConfig();
  const list = useListState(VENDORS_LIST);
  const { data, error, isLoading, isValidating } = useListQuery(
    VENDORS,
    list.paging,
    fetchVendors(sdk),
    catalogue.vendors.loadFailed,
  );
  const reload = () => mutate(listKeyMatches(VENDORS));
  const row = useRowAction(reload);
  const [confirm, confirmElement] = useConfirm();
  const [form, setForm] = useState<{
    key: number;
    initial: ReturnType<typeof draftFromDetail> | null;
    image?: string | null;
  } | null>(null);
  const services = useServiceOptions();
  const serviceNames = useMemo(
    () => new Map(services.options.map((o) => [String(o.id), o.name])),
    [services.options],
  );

  const rows = data?.items;
  const hasDuplicates = rows ? duplicateIds(rows).length > 0 : false;

  // the form comes filled from vendor-with-main-service (spec §4); the row is busy while it loads
  const openEdit = (v: Vendor) =>
    row
      .busyWhile(v.id, () =>
        Promise.all([import('./VendorFormDialog'), sdk.vendorServices.vendorWithMainService(v.id)]),
      )
      .then(
        ([m, detail]) =>
          setForm({
            key: Date.now(),
            initial: m.draftFromDetail(detail),
            image: detail.venderProfileImage ?? v.imageUrl ?? null,
          }),
        (e: unknown) => toastError(e, catalogue.serviceLinking.loadVendorFailed),
      );

  // the SDK's setActive: the server only toggles, so it reads the state first and undoes a race; Undo sets the row's state back
  const toggleStatus = (v: Vendor) => {
    const undo = () => sdk.vendors.setActive(v.id, Boolean(v.isActive));
    void row.run(v.id, () => sdk.vendors.setActive(v.id, !v.isActive), catalogue.vendors.statusFailed, {
      undo: { run: undo, restored: catalogue.undo.vendorStatus },
    });
  };

  const remove = async (v: Vendor) => {
    if (!(await confirm(t('vendors.confirmDelete'), { confirmText: t('ui.vendors.delete') }))) return;
    // the last row of a page that is not the first: show the page before it
    if (
      (await row.run(v.id, () => sdk.vendors.delete(v.id), catalogue.vendors.deleteFailed)) &&
      rows?.length === 1 &&
      list.page > 1
    )
      list.setPage(list.page - 1);
  };

  /**
   * Spec §3: a vendor row carries its main service as an id (`mainService`). Its name comes from the
   * root-level active services (the form's dropdown, already read), else from GET /Services/v1/{id} for a
   * sub-service or an inactive one (read once per id). A vendor without a service, or whose service is gone,
   * shows a dash: never an id, never an empty cell.
   */
  const serviceText = (v: Vendor): string | null => {
    if (!hasService(v)) return '—';
    const name = serviceNames.get(String(v.mainService)) ?? cachedServiceName(cache, v.mainService!);
    if (name !== undefined) return name ?? '—';
    return null;
  };
  const serviceCell = (v: Vendor): ReactNode =>
    !hasService(v) || serviceNames.has(String(v.mainService)) ? (
      serviceText(v)
    ) : (
      <ServiceName id={v.mainService!} listed={!services.loading} />
    );

  const V = (field: string) => defined<Vendor>('vendors', field);
  const columns: GridColumn<Vendor>[] = [
    {
      id: 'name',
      header: V('name').header,
      sortKey: 'vendorname',
      width: 180,
      interactive: true,
      render: (v) => <Link to={vendorPath(v)}>{v.name}</Link>,
      text: (v) => v.name,
    },
    {
      id: 'image',
      header: V('imageUrl').header,
      width: 64,
      render: (v) => {
        const src = v.imageUrl ?? v.vendorImage;
        return src ? (
          <img className="mpa-thumb" src={src} alt={t('ui.vendors.photo', { name: v.name })} />
        ) : (
          <span className="mpa-thumb" aria-hidden />
        );
      },
      text: V('imageUrl').text,
    },
    { id: 'mobile', ...V('mobileNo'), sortKey: 'mobileno', width: 112 },
    { id: 'email', ...V('email'), width: 180 },
    {
      id: 'service',
      header: V('mainService').header,
      sortKey: 'service',
      width: 130,
      render: serviceCell,
      text: (v) => serviceText(v) ?? '',
    },
    { id: 'gender', ...V('gender'), sortKey: 'gender', width: 90 },
    { id: 'yob', ...V('yearOfBirth'), sortKey: 'yearOfBirth', width: 116 },
    { id: 'exp', ...V('yearOfExperience'), sortKey: 'yearOfExperience', width: 108 },
    { id: 'status', ...V('isActive'), width: 90, render: (v) => <StatusTag active={v.isActive} /> },
  ];

  return (
    <>
      <PageHeader
        title={t('ui.nav.vendors')}
        actions={
          <AddButton text={t('ui.vendors.add')} onClick={() => setForm({ key: Date.now(), initial: null })} />
        }
      />
      {hasDuplicates && (
        <Callout intent="warning" role="alert" compact className="mpa-list-alert">
          {t('vendors.duplicatePrimaryService')}
        </Callout>
      )}
      {error && !data && (
        <Callout intent="danger" compact className="mpa-list-alert">
          {t('vendors.loadFailed')}
        </Callout>
      )}
      <DataGrid
        listId="vendors"
        label={t('ui.nav.vendors')}
        columns={columns}
        rows={rows ?? (error ? [] : undefined)}
        rowKey={(v) => v.id}
        loading={isLoading || isValidating}
        emptyText={t('ui.vendors.empty')}
        sortBy={list.sortBy}
        sortDescending={list.sortDescending}
        onSort={list.toggleSort}
        actionsWidth={64}
        rowActions={(v) => (
          <MenuButton
            label={t('ui.vendors.actionsFor', { name: v.name })}
            loading={row.isBusy(v.id)}
            menu={() => (
              <Menu aria-label={t('ui.vendors.actionsFor', { name: v.name })}>
                <MenuItem
                  icon="eye-open"
                  text={t('ui.vendors.viewDetails')}
                  onClick={() => navigate(vendorPath(v))}
                />
                <MenuItem
                  icon="link"
                  text={t('ui.vendors.linkServices')}
                  onClick={() => navigate(`${vendorPath(v)}/services`)}
                />
                <MenuItem icon="edit" text={t('ui.vendors.edit')} onClick={() => void openEdit(v)} />
                <MenuItem
                  icon={v.isActive ? 'disable' : 'tick'}
                  text={v.isActive ? t('ui.vendors.deactivate') : t('ui.vendors.activate')}
                  onClick={() => toggleStatus(v)}
                />
                <MenuDivider />
                <MenuItem
                  icon="trash"
                  intent="danger"
                  text={t('ui.vendors.delete')}
                  onClick={() => void remove(v)}
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
              delayMs={DEBOUNCE_MS.vendors}
              placeholder={t('ui.vendors.search')}
            />
            <span className="mpa-toolbar-spacer" />
            <ExportMenu
              list="vendors"
              source={sdk.vendors}
              query={{
                searchTerms: list.paging.searchTerms,
                sortBy: list.sortBy,
                sortDescending: list.sortDescending,
              }}
              total={data?.totalCount}
              failure={catalogue.vendors.loadFailed}

              disabled={!data || data.totalCount === 0}
            />
          </>
        }
      />
      {data && (
        <Pager
          page={list.page}
          pageSize={list.pageSize}
          total={data.totalCount}
          onPageChange={list.setPage}
        />
      )}
      {form && (
        <Suspense fallback={null}>
          <VendorFormDialog
            key={form.key}
            isOpen
            initial={form.initial}
            existingImage={form.image}
            onClose={() => setForm(null)}
            onSaved={() => {
              setForm(null);
              void reload();
            }}
          />
        </Suspense>
      )}
      {confirmElement}
    </>
  );
}
