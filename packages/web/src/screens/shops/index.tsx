import { Button } from '@blueprintjs/core';
import { catalogue, DEBOUNCE_MS, DEFAULT_SORT, type Shop } from '@marketplace-admin/sdk';
import { useEffect, useState } from 'react';
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
import { ShopFormDialog } from './ShopFormDialog';

/** Shops (spec §2): 1000 ms search, numbered pages, create/edit dialog, delete with confirmation. */
export default function ShopsScreen() {
  const sdk = useSdk();
  const t = catalogue.shops;
  const list = useListState({ sortBy: DEFAULT_SORT.shops });
  // spec §7: the shop list is asked for with page, pageSize, searchTerms and sortBy=shopName — in name order, no other sort
  const query = { page: list.page, pageSize: list.pageSize, searchTerms: list.paging.searchTerms, sortBy: DEFAULT_SORT.shops };
  const { data, error, isLoading, isValidating, mutate } = useSWR(['shops.list', query], () => sdk.shops.list(query));
  const [form, setForm] = useState<{ shop: Shop | null; key: number } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [confirm, confirmElement] = useConfirm();

  useEffect(() => {
    if (error) toastError(error, t.loadFailed);
  }, [error, t.loadFailed]);

  const remove = async (s: Shop) => {
    if (!(await confirm(t.confirmDelete))) return;
    setBusyId(s.shopId);
    try {
      if (await writeWithToasts(() => sdk.shops.delete(s.shopId), t.deleteFailed)) {
        if (data?.items.length === 1 && list.page > 1) list.setPage(list.page - 1);
        await mutate();
      }
    } finally {
      setBusyId(null);
    }
  };

  const columns: Column<Shop>[] = [
    {
      id: 'image',
      header: <span className="mpa-sr-only">Image</span>,
      width: 44,
      render: (s) => (s.shopImages[0] ? <img className="mpa-thumb" src={s.shopImages[0]} alt={`${s.shopName} image`} /> : <span className="mpa-thumb" aria-hidden />),
    },
    { id: 'name', header: 'Shop Name', sortKey: 'shopName', className: 'mpa-nowrap', render: (s) => s.shopName },
    { id: 'category', header: 'Category', render: (s) => s.shopCategory },
    { id: 'address', header: 'Address', render: (s) => s.shopAddress ?? '' },
    { id: 'phones', header: 'Phones', render: (s) => s.shopPhones.join(', ') },
    { id: 'whatsapp', header: 'WhatsApp', render: (s) => s.shopWhatsappNo ?? '' },
    { id: 'active', header: 'Active', render: (s) => <StatusTag active={s.isActive} /> },
    { id: 'verified', header: 'Verified', render: (s) => (s.isVerified ? 'Yes' : 'No') },
  ];

  return (
    <>
      <PageHeader title="Shops" actions={<Button intent="primary" icon="plus" text="Add Shop" onClick={() => setForm({ shop: null, key: Date.now() })} />} />
      <div className="mpa-toolbar">
        <SearchBox value={list.search} onSearch={list.setSearch} delayMs={DEBOUNCE_MS.shops} placeholder="Search shops..." />
      </div>
      <DataTable
        label="Shops"
        columns={columns}
        rows={data?.items}
        rowKey={(s) => s.shopId}
        loading={isLoading || isValidating}
        emptyText="No shops found"
        sortBy={list.sortBy}
        rowActions={(s) => (
          <>
            <Button size="small" variant="minimal" icon="edit" text="Edit" aria-label={`Edit ${s.shopName}`} onClick={() => setForm({ shop: s, key: Date.now() })} />
            <Button size="small" variant="minimal" intent="danger" icon="trash" text="Delete" aria-label={`Delete ${s.shopName}`} loading={busyId === s.shopId} onClick={() => void remove(s)} />
          </>
        )}
      />
      {data && <Pager page={list.page} pageSize={list.pageSize} total={data.totalCount} onPageChange={list.setPage} />}
      {form && (
        <ShopFormDialog
          key={form.key}
          shop={form.shop}
          onClose={() => setForm(null)}
          onSaved={() => {
            setForm(null);
            void mutate();
          }}
        />
      )}
      {confirmElement}
    </>
  );
}
