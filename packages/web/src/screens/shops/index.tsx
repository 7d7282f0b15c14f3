import { Callout } from '@blueprintjs/core';
import { catalogue, DEBOUNCE_MS, DEFAULT_SORT, type Shop } from '@marketplace-admin/sdk';
import { useState } from 'react';
import { useConfirm } from '../../components/ConfirmAlert';
import { DataGrid, type GridColumn } from '../../components/DataGrid';
import { LightButton } from '../../components/LightControls';
import { ExportMenu } from '../../components/Export';
import { AddButton, PageHeader } from '../../components/PageHeader';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { StatusTag } from '../../components/StatusTag';
import { useListQuery } from '../../hooks/useListQuery';
import { useListState } from '../../hooks/useListState';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import { fetchShops, SHOPS, SHOPS_LIST, shopsQuery } from './load';
import { ShopFormDialog } from './ShopFormDialog';
import { defined } from '../../app/columns';
import english from 'virtual:messages/en/shops';
import { registerEnglish, useT } from '../../i18n';

registerEnglish(english);

const texts = catalogue.shops;

/** Shops (spec §2): 1000 ms search, numbered pages, create/edit dialog, delete with confirmation, export. */
export default function ShopsScreen() {
  const sdk = useSdk();
  const t = useT();
  const list = useListState(SHOPS_LIST);
  const { data, error, isLoading, isValidating, mutate } = useListQuery(
    SHOPS,
    shopsQuery(list),
    fetchShops(sdk),
    texts.loadFailed,
  );
  const row = useRowAction(mutate);
  const [form, setForm] = useState<{ shop: Shop | null; key: number } | null>(null);
  const [confirm, confirmElement] = useConfirm();

  const remove = async (s: Shop) => {
    if (!(await confirm(t('shops.confirmDelete'), { confirmText: t('ui.shops.delete') }))) return;
    // the last row of a page that is not the first: show the page before it
    if (
      (await row.run(s.shopId, () => sdk.shops.delete(s.shopId), texts.deleteFailed)) &&
      data?.items.length === 1 &&
      list.page > 1
    )
      list.setPage(list.page - 1);
  };

  // no sort keys: the list has one order (spec §7)
  const S = (field: string) => defined<Shop>('shops', field);
  const columns: GridColumn<Shop>[] = [
    { id: 'name', ...S('shopName'), width: 190 },
    {
      id: 'image',
      ...S('shopImages'),
      width: 64,
      render: (s) =>
        s.shopImages[0] ? (
          <img
            className="mpa-thumb"
            src={s.shopImages[0]}
            alt={t('ui.shops.imageOf', { name: s.shopName })}
          />
        ) : (
          <span className="mpa-thumb" aria-hidden />
        ),
    },
    { id: 'category', ...S('shopCategory'), width: 130 },
    { id: 'address', ...S('shopAddress'), width: 200 },
    { id: 'phones', ...S('shopPhones'), width: 180 },
    { id: 'whatsapp', ...S('shopWhatsappNo'), width: 110 },
    { id: 'active', ...S('isActive'), width: 90, render: (s) => <StatusTag active={s.isActive} /> },
    { id: 'verified', ...S('isVerified'), width: 80 },
  ];

  return (
    <>
      <PageHeader
        title={t('ui.nav.shops')}
        actions={
          <AddButton text={t('ui.shops.add')} onClick={() => setForm({ shop: null, key: Date.now() })} />
        }
      />
      {error && !data && (
        <Callout intent="danger" compact className="mpa-list-alert">
          {t('shops.loadFailed')}
        </Callout>
      )}
      <DataGrid
        listId="shops"
        label={t('ui.nav.shops')}
        columns={columns}
        rows={data?.items ?? (error ? [] : undefined)}
        rowKey={(s) => s.shopId}
        loading={isLoading || isValidating}
        emptyText={t('ui.shops.empty')}
        actionsWidth={160}
        rowActions={(s) => (
          <>
            <LightButton
              minimal
              icon="edit"
              text={t('ui.shops.edit')}
              label={t('ui.shops.editName', { name: s.shopName })}
              onClick={() => setForm({ shop: s, key: Date.now() })}
            />
            <LightButton
              minimal
              intent="danger"
              icon="trash"
              text={t('ui.shops.delete')}
              label={t('ui.shops.deleteName', { name: s.shopName })}
              loading={row.isBusy(s.shopId)}
              onClick={() => void remove(s)}
            />
          </>
        )}
        toolbar={
          <>
            <SearchBox
              value={list.search}
              onSearch={list.setSearch}
              delayMs={DEBOUNCE_MS.shops}
              placeholder={t('ui.shops.search')}
            />
            <span className="mpa-toolbar-spacer" />
            <ExportMenu
              list="shops"
              source={sdk.shops}
              query={{ searchTerms: list.paging.searchTerms, sortBy: DEFAULT_SORT.shops }}
              total={data?.totalCount}
              failure={texts.loadFailed}

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
