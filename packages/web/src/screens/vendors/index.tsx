import { Button, Callout, Classes, Menu, MenuDivider, MenuItem, Popover } from '@blueprintjs/core';
import { catalogue, DEBOUNCE_MS, duplicateIds, GENDERS, type Vendor } from '@marketplace-admin/sdk';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { toastError, writeWithToasts } from '../../app/toaster';
import { useConfirm } from '../../components/ConfirmAlert';
import { DataTable, type Column } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { StatusTag } from '../../components/StatusTag';
import { useListState } from '../../hooks/useListState';
import { isVendorsKey, VENDORS_LIST, vendorsListKey } from './list';
import { useSdk } from '../../hooks/useSdk';
import { useServiceOptions } from './useServiceOptions';
import type { draftFromDetail } from './VendorFormDialog';

// The add/edit form is loaded when it is first opened: the list does not wait for its code.
const VendorFormDialog = lazy(() => import('./VendorFormDialog').then((m) => ({ default: m.VendorFormDialog })));

const genderLabel = (g?: string | null) => GENDERS.find((x) => x.value === g)?.label ?? g ?? '';

/** Vendors (spec §2): search 1000 ms, sortable table, numbered pages, add/edit, activate/deactivate, delete. */
export default function VendorsScreen() {
  const sdk = useSdk();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const list = useListState(VENDORS_LIST);
  const { data, error, isLoading, isValidating } = useSWR(vendorsListKey(list.paging), () => sdk.vendors.list(list.paging));
  const [confirm, confirmElement] = useConfirm();
  const [form, setForm] = useState<{ key: number; initial: ReturnType<typeof draftFromDetail> | null; image?: string | null } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const services = useServiceOptions();
  const serviceNames = useMemo(() => new Map(services.options.map((o) => [String(o.id), o.name])), [services.options]);

  useEffect(() => {
    if (error) toastError(error, catalogue.vendors.loadFailed);
  }, [error]);

  const rows = data?.items;
  const hasDuplicates = rows ? duplicateIds(rows).length > 0 : false;
  const reload = () => mutate(isVendorsKey);

  const openEdit = async (v: Vendor) => {
    setBusyId(v.id);
    try {
      const [form, detail] = await Promise.all([import('./VendorFormDialog'), sdk.vendorServices.vendorWithMainService(v.id)]);
      setForm({ key: Date.now(), initial: form.draftFromDetail(detail), image: detail.venderProfileImage ?? v.imageUrl ?? null });
    } catch (e) {
      toastError(e, catalogue.serviceLinking.loadVendorFailed);
    } finally {
      setBusyId(null);
    }
  };

  const toggle = async (v: Vendor) => {
    setBusyId(v.id);
    try {
      if (await writeWithToasts(() => sdk.vendors.toggleActive(v.id), catalogue.vendors.statusFailed)) {
        await reload();
      }
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (v: Vendor) => {
    if (!(await confirm(catalogue.vendors.confirmDelete))) return;
    setBusyId(v.id);
    try {
      if (await writeWithToasts(() => sdk.vendors.delete(v.id), catalogue.vendors.deleteFailed)) {
        if (rows?.length === 1 && list.page > 1) list.setPage(list.page - 1);
        await reload();
      }
    } finally {
      setBusyId(null);
    }
  };

  /**
   * Spec §3: a vendor row carries its main service as an id (`mainService`); the name comes from the
   * services list (the same call as the form's dropdown). An id that list does not hold (an inactive
   * or removed service) is shown as the id, a vendor without one as a dash: never an empty cell.
   */
  const serviceCell = (v: Vendor): ReactNode => {
    if (v.mainService === undefined || v.mainService === null || String(v.mainService) === '') return '—';
    const name = serviceNames.get(String(v.mainService));
    if (name !== undefined) return name;
    if (services.loading) return <span className={Classes.SKELETON}>Loading</span>;
    return `Service #${v.mainService}`;
  };

  const columns: Column<Vendor>[] = [
    {
      id: 'image',
      header: <span className="mpa-sr-only">Image</span>,
      width: 44,
      render: (v) => {
        const src = v.imageUrl ?? v.vendorImage;
        return src ? <img className="mpa-thumb" src={src} alt={`${v.name} photo`} /> : <span className="mpa-thumb" aria-hidden />;
      },
    },
    { id: 'name', header: 'Name', sortKey: 'vendorname', className: 'mpa-nowrap', render: (v) => <Link to={`/vendors/${encodeURIComponent(v.mobileNo)}`}>{v.name}</Link> },
    { id: 'mobile', header: 'Mobile', sortKey: 'mobileno', render: (v) => v.mobileNo },
    { id: 'email', header: 'Email', render: (v) => v.email ?? '' },
    { id: 'service', header: 'Service', sortKey: 'service', className: 'mpa-nowrap', render: serviceCell },
    { id: 'gender', header: 'Gender', sortKey: 'gender', render: (v) => genderLabel(v.gender) },
    { id: 'yob', header: 'Year of Birth', sortKey: 'yearOfBirth', render: (v) => v.yearOfBirth ?? '' },
    { id: 'exp', header: 'Experience', sortKey: 'yearOfExperience', render: (v) => v.yearOfExperience ?? '' },
    { id: 'status', header: 'Status', render: (v) => <StatusTag active={v.isActive} /> },
  ];

  return (
    <>
      <PageHeader
        title="Vendors"
        actions={<Button intent="primary" icon="plus" text="Add Vendor" onClick={() => setForm({ key: Date.now(), initial: null })} />}
      />
      {hasDuplicates && (
        <Callout intent="warning" role="alert" compact className="mpa-list-alert">
          {catalogue.vendors.duplicatePrimaryService}
        </Callout>
      )}
      <div className="mpa-toolbar">
        <SearchBox value={list.search} onSearch={list.setSearch} delayMs={DEBOUNCE_MS.vendors} placeholder="Search vendors..." />
      </div>
      <DataTable
        label="Vendors"
        columns={columns}
        rows={rows}
        rowKey={(v, i) => `${v.id}-${i}`}
        loading={isLoading || isValidating}
        emptyText="No vendors found"
        sortBy={list.sortBy}
        sortDescending={list.sortDescending}
        onSort={list.toggleSort}
        rowActions={(v) => (
          <Popover
            placement="bottom-end"
            content={
              <Menu aria-label={`Actions for ${v.name}`}>
                <MenuItem icon="eye-open" text="View details" onClick={() => navigate(`/vendors/${encodeURIComponent(v.mobileNo)}`)} />
                <MenuItem icon="link" text="Link services" onClick={() => navigate(`/vendors/${encodeURIComponent(v.mobileNo)}/services`)} />
                <MenuItem icon="edit" text="Edit" onClick={() => void openEdit(v)} />
                <MenuItem icon={v.isActive ? 'disable' : 'tick'} text={v.isActive ? 'Deactivate' : 'Activate'} onClick={() => void toggle(v)} />
                <MenuDivider />
                <MenuItem icon="trash" intent="danger" text="Delete" onClick={() => void remove(v)} />
              </Menu>
            }
          >
            <Button variant="minimal" size="small" icon="more" aria-label={`Actions for ${v.name}`} loading={busyId === v.id} />
          </Popover>
        )}
      />
      {data && <Pager page={list.page} pageSize={list.pageSize} total={data.totalCount} onPageChange={list.setPage} />}
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
