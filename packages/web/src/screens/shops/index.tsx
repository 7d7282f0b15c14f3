import { Button, Callout } from '@blueprintjs/core';
import { catalogue, DEBOUNCE_MS, DEFAULT_SORT, type Shop } from '@marketplace-admin/sdk';
import { useState } from 'react';
import { useConfirm } from '../../components/ConfirmAlert';
import { DataGrid, type GridColumn } from '../../components/DataGrid';
import { ExportMenu } from '../../components/Export';
import { PageHeader } from '../../components/PageHeader';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { StatusTag } from '../../components/StatusTag';
import { useListQuery } from '../../hooks/useListQuery';
import { useListState } from '../../hooks/useListState';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import { ShopFormDialog } from './ShopFormDialog';

const t = catalogue.shops;

/** Shops (spec §2): 1000 ms search, numbered pages, create/edit dialog, delete with confirmation, export. */
export default function ShopsScreen() {
  const sdk = useSdk();
  const list = useListState({ sortBy: DEFAULT_SORT.shops });
  // spec §7: the shop list is asked for with page, pageSize, searchTerms and sortBy=shopName — in name order, no other sort
  const query = { page: list.page, pageSize: list.pageSize, searchTerms: list.paging.searchTerms, sortBy: DEFAULT_SORT.shops };
  const { data, error, isLoading, isValidating, mutate } = useListQuery('shops.list', query, (q) => sdk.shops.list(q), t.loadFailed);
  const row = useRowAction(mutate);
  const [form, setForm] = useState<{ shop: Shop | null; key: number } | null>(null);
  const [confirm, confirmElement] = useConfirm();

  const remove = async (s: Shop) => {
    if (!(await confirm(t.confirmDelete))) return;
    // the last row of a page that is not the first: show the page before it
    if ((await row.run(s.shopId, () => sdk.shops.delete(s.shopId), t.deleteFailed)) && data?.items.length === 1 && list.page > 1) list.setPage(list.page - 1);
  };

  // no sort keys: the list has one order (spec §7)
  const columns: GridColumn<Shop>[] = [
    { id: 'name', header: 'Shop Name', width: 190, render: (s) => s.shopName },
    {
      id: 'image',
      header: 'Image',
      width: 64,
      render: (s) => (s.shopImages[0] ? <img className="mpa-thumb" src={s.shopImages[0]} alt={`${s.shopName} image`} /> : <span className="mpa-thumb" aria-hidden />),
      text: (s) => s.shopImages.join(', '),
    },
    { id: 'category', header: 'Category', width: 130, render: (s) => s.shopCategory },
    { id: 'address', header: 'Address', width: 200, render: (s) => s.shopAddress ?? '' },
    { id: 'phones', header: 'Phones', width: 180, render: (s) => s.shopPhones.join(', ') },
    { id: 'whatsapp', header: 'WhatsApp', width: 110, render: (s) => s.shopWhatsappNo ?? '' },
    { id: 'active', header: 'Active', width: 90, render: (s) => <StatusTag active={s.isActive} />, text: (s) => (s.isActive ? 'Active' : 'Inactive') },
    { id: 'verified', header: 'Verified', width: 80, render: (s) => (s.isVerified ? 'Yes' : 'No') },
  ];

  return (
    <>
      <PageHeader title="Shops" actions={<Button intent="primary" icon="plus" text="Add Shop" onClick={() => setForm({ shop: null, key: Date.now() })} />} />
      {error && !data && (
        <Callout intent="danger" compact className="mpa-list-alert">
          {t.loadFailed}
        </Callout>
      )}
      <DataGrid
        listId="shops"
        label="Shops"
        columns={columns}
        rows={data?.items ?? (error ? [] : undefined)}
        rowKey={(s) => s.shopId}
        loading={isLoading || isValidating}
        emptyText="No shops found"
        actionsWidth={160}
        rowActions={(s) => (
          <>
            <Button size="small" variant="minimal" icon="edit" text="Edit" aria-label={`Edit ${s.shopName}`} onClick={() => setForm({ shop: s, key: Date.now() })} />
            <Button size="small" variant="minimal" intent="danger" icon="trash" text="Delete" aria-label={`Delete ${s.shopName}`} loading={row.isBusy(s.shopId)} onClick={() => void remove(s)} />
          </>
        )}
        toolbar={
          <>
            <SearchBox value={list.search} onSearch={list.setSearch} delayMs={DEBOUNCE_MS.shops} placeholder="Search shops..." />
            <span className="mpa-toolbar-spacer" />
            <ExportMenu
              list="shops"
              source={sdk.shops}
              query={{ searchTerms: list.paging.searchTerms, sortBy: DEFAULT_SORT.shops }}
              total={data?.totalCount}
              failure={t.loadFailed}
              disabled={!data || data.totalCount === 0}
            />
          </>
        }
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
