import { Button, Menu, MenuDivider, MenuItem, Popover } from '@blueprintjs/core';
import { catalogue, DEBOUNCE_MS, type VendorServiceRow } from '@marketplace-admin/sdk';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import useSWRInfinite from 'swr/infinite';
import { toastError, writeWithToasts } from '../../app/toaster';
import { useConfirm } from '../../components/ConfirmAlert';
import { DataTable, type Column } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { LoadMore } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { StatusTag } from '../../components/StatusTag';
import { useListState } from '../../hooks/useListState';
import { useSdk } from '../../hooks/useSdk';

/** Vendors Services (spec §2): 500 ms search, sort (incl. serviceRates), load-more pager, activate/deactivate, delete. */
export default function VendorsServicesScreen() {
  const sdk = useSdk();
  const navigate = useNavigate();
  const list = useListState({ sortBy: 'vendorname' });
  const { page: _pages, ...base } = list.paging;
  const { data, error, isLoading, isValidating, mutate, size, setSize } = useSWRInfinite(
    (i) => ['vendorServices.list', { ...base, page: i + 1 }],
    ([, q]: [string, typeof list.paging]) => sdk.vendorServices.list(q),
    { initialSize: list.page, revalidateFirstPage: false },
  );
  useEffect(() => {
    if (size !== list.page) void setSize(list.page);
  }, [list.page, size, setSize]);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [confirm, confirmElement] = useConfirm();
  useEffect(() => {
    if (error) toastError(error, catalogue.vendorServices.loadFailed);
  }, [error]);

  const rows = data?.flatMap((p) => p.items);
  const total = data?.[data.length - 1]?.totalCount ?? 0;

  const act = async (r: VendorServiceRow, fn: () => Promise<{ message: string }>, failure: string) => {
    setBusyId(r.id);
    try {
      if (await writeWithToasts(fn, failure)) {
        await mutate();
      }
    } finally {
      setBusyId(null);
    }
  };

  const columns: Column<VendorServiceRow>[] = [
    { id: 'vendor', header: 'Vendor', sortKey: 'vendorname', className: 'mpa-nowrap', render: (r) => <Link to={`/vendors/${r.vMobile}/services`}>{r.venderName}</Link> },
    { id: 'mobile', header: 'Mobile', sortKey: 'mobileno', render: (r) => r.vMobile },
    { id: 'service', header: 'Service', sortKey: 'service', render: (r) => r.serviceName },
    { id: 'unit', header: 'Unit', render: (r) => r.serviceUnits },
    { id: 'rate', header: 'Rate', sortKey: 'serviceRates', align: 'right', render: (r) => r.serviceRates },
    { id: 'exp', header: 'Experience', sortKey: 'yearOfExperience', align: 'right', render: (r) => r.yearOfExperience ?? '' },
    { id: 'rating', header: 'Rating', align: 'right', render: (r) => r.rating ?? '' },
    { id: 'status', header: 'Status', render: (r) => <StatusTag active={r.isActive} /> },
  ];

  return (
    <>
      <PageHeader title="Vendors Services" />
      <div className="mpa-toolbar">
        <SearchBox value={list.search} onSearch={list.setSearch} delayMs={DEBOUNCE_MS.vendorServices} placeholder="Search vendor services..." />
      </div>
      <DataTable
        label="Vendors Services"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        loading={isLoading || isValidating}
        emptyText="No vendor services found"
        sortBy={list.sortBy}
        sortDescending={list.sortDescending}
        onSort={list.toggleSort}
        rowActions={(r) => (
          <Popover
            placement="bottom-end"
            content={
              <Menu aria-label={`Actions for ${r.venderName} ${r.serviceName}`}>
                <MenuItem icon="link" text="Link services" onClick={() => navigate(`/vendors/${r.vMobile}/services`)} />
                <MenuItem icon={r.isActive ? 'disable' : 'tick'} text={r.isActive ? 'Deactivate' : 'Activate'} onClick={() => void act(r, () => sdk.vendorServices.toggleActive(r.id), catalogue.vendorServices.statusFailed)} />
                <MenuDivider />
                <MenuItem
                  icon="trash"
                  intent="danger"
                  text="Delete"
                  onClick={() =>
                    void confirm(catalogue.vendorServices.confirmDelete).then(
                      (ok) => void (ok && act(r, () => sdk.vendorServices.delete(r.id), catalogue.vendorServices.deleteFailed)),
                    )
                  }
                />
              </Menu>
            }
          >
            <Button variant="minimal" size="small" icon="more" aria-label={`Actions for ${r.venderName} ${r.serviceName}`} loading={busyId === r.id} />
          </Popover>
        )}
      />
      {data && <LoadMore shown={rows?.length ?? 0} total={total} loading={isValidating} onLoadMore={() => list.set({ page: list.page + 1 }, { replace: true })} />}
      {confirmElement}
    </>
  );
}
