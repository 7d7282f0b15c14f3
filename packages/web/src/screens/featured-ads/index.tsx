import { Button, Callout } from '@blueprintjs/core';
import { catalogue, type FeaturedAd } from '@marketplace-admin/sdk';
import { useEffect, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { toastError, writeWithToasts } from '../../app/toaster';
import { useConfirm } from '../../components/ConfirmAlert';
import { DataTable, type Column } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { useListState } from '../../hooks/useListState';
import { useSdk } from '../../hooks/useSdk';
import { AdDialog } from './AdDialog';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import './featuredAds.css';

const t = catalogue.featuredAds;
/** Spec §9 names no debounce for this list: 500 ms like most lists. */
const SEARCH_DEBOUNCE_MS = 500;
export const isAdsKey = (k: unknown) => Array.isArray(k) && k[0] === 'featuredAds.list';
const when = (iso?: string) => {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
};

/** Featured Ads (spec §2): search, 'Add Featured Ad', table with pagination, add/edit dialog, delete. */
export default function FeaturedAdsScreen() {
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const list = useListState({});
  const q = { page: list.page, pageSize: list.pageSize, search: list.paging.searchTerms };
  const { data, error, isLoading, isValidating } = useSWR(['featuredAds.list', q], () => sdk.featuredAds.list(q), { keepPreviousData: true });
  const [confirm, confirmElement] = useConfirm();
  const [dialog, setDialog] = useState<{ ad: FeaturedAd | null; key: number } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  useEffect(() => {
    if (error) toastError(error, t.loadFailed);
  }, [error]);
  const reload = () => mutate(isAdsKey);

  const remove = async (ad: FeaturedAd) => {
    if (!(await confirm(t.confirmDelete))) return;
    setBusyId(ad.FeaturedAdId);
    try {
      if (await writeWithToasts(() => sdk.featuredAds.delete(ad.FeaturedAdId), t.deleteFailed)) {
        if (data?.items.length === 1 && list.page > 1) list.setPage(list.page - 1);
        await reload();
      }
    } finally {
      setBusyId(null);
    }
  };

  const columns: Column<FeaturedAd>[] = [
    { id: 'id', header: 'Ad ID', render: (a) => a.FeaturedAdId },
    { id: 'start', header: 'Start Date', render: (a) => <time dateTime={a.StartDate}>{when(a.StartDate)}</time> },
    { id: 'end', header: 'End Date', render: (a) => <time dateTime={a.EndDate}>{when(a.EndDate)}</time> },
    { id: 'priority', header: 'Priority', align: 'right', render: (a) => a.Priority },
    {
      id: 'image',
      header: 'Image',
      render: (a) => (a.ImageUrl ? <img className="mpa-ad-thumb" src={a.ImageUrl} alt={`Ad ${a.FeaturedAdId} image`} loading="lazy" /> : <span className="mpa-muted">No image</span>),
    },
  ];

  return (
    <>
      <PageHeader
        title="Featured Ads"
        subtitle="Banners shown on the home page and service pages"
        actions={<Button intent="primary" icon="plus" text="Add Featured Ad" onClick={() => setDialog({ ad: null, key: Date.now() })} />}
      />
      <div className="mpa-toolbar">
        <SearchBox value={list.search} onSearch={list.setSearch} delayMs={SEARCH_DEBOUNCE_MS} placeholder="Search featured ads..." />
      </div>
      {error && !data && (
        <Callout intent="danger" compact className="mpa-list-alert">
          {t.loadFailed}
        </Callout>
      )}
      <DataTable
        label="Featured ads"
        columns={columns}
        rows={data?.items}
        rowKey={(a) => a.FeaturedAdId}
        loading={isLoading || isValidating}
        emptyText="No featured ads found."
        rowActions={(a) => (
          <>
            <Button size="small" variant="minimal" icon="edit" text="Edit" aria-label={`Edit ad ${a.FeaturedAdId}`} onClick={() => setDialog({ ad: a, key: Date.now() })} />
            <Button size="small" variant="minimal" intent="danger" icon="trash" text="Delete" aria-label={`Delete ad ${a.FeaturedAdId}`} loading={busyId === a.FeaturedAdId} onClick={() => void remove(a)} />
          </>
        )}
      />
      {data && <Pager page={list.page} pageSize={list.pageSize} total={data.totalCount} onPageChange={list.setPage} />}
      {dialog && <AdDialog key={dialog.key} ad={dialog.ad} onClose={() => setDialog(null)} onSaved={reload} />}
      {confirmElement}
    </>
  );
}
