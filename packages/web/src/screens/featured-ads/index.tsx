import { Callout } from '@blueprintjs/core';
import { catalogue, type FeaturedAd } from '@marketplace-admin/sdk';
import { lazy, Suspense, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useConfirm } from '../../components/ConfirmAlert';
import { DataGrid, type GridColumn } from '../../components/DataGrid';
import { LightButton } from '../../components/LightControls';
import { ExportMenu } from '../../components/Export';
import { AddButton, PageHeader } from '../../components/PageHeader';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { listKeyMatches, useListQuery } from '../../hooks/useListQuery';
import { useListState } from '../../hooks/useListState';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import english from 'virtual:messages/en/featuredAds';
import { registerEnglish, useT, type Translate } from '../../i18n';
import { ADS, adsQuery, fetchAds } from './load';
import './featuredAds.css';
import { defined } from '../../app/columns';

// The add/edit dialog (date pickers, vendor search: their code and styles) is fetched when it is first opened.
const AdDialog = lazy(() => import('./AdDialog').then((m) => ({ default: m.AdDialog })));

registerEnglish(english);
const texts = catalogue.featuredAds;
const LIST = ADS;
/** Spec §9 names no debounce for this list: 500 ms like most lists. */
const SEARCH_DEBOUNCE_MS = 500;

const A = (field: string) => defined<FeaturedAd>('featured-ads', field);
/** The grid's columns, in the panel's language. */
const adColumns = (t: Translate): GridColumn<FeaturedAd>[] => [
  { id: 'id', ...A('FeaturedAdId'), width: 80 },
  {
    id: 'start',
    ...A('StartDate'),
    width: 180,
    render: (a) => <time dateTime={a.StartDate}>{A('StartDate').text(a)}</time>,
  },
  {
    id: 'end',
    ...A('EndDate'),
    width: 180,
    render: (a) => <time dateTime={a.EndDate}>{A('EndDate').text(a)}</time>,
  },
  { id: 'priority', ...A('Priority'), width: 80 },
  {
    id: 'image',
    header: A('ImageUrl').header,
    width: 120,
    render: (a) =>
      a.ImageUrl ? (
        <img
          className="mpa-ad-thumb"
          src={a.ImageUrl}
          alt={t('ui.featuredAds.imageOf', { id: a.FeaturedAdId })}
          loading="lazy"
        />
      ) : (
        <span className="mpa-muted">{t('ui.featuredAds.noImage')}</span>
      ),
    text: A('ImageUrl').text,
  },
];

/** Featured Ads (spec §2): search, 'Add Featured Ad', a grid with pagination, add/edit dialog, delete; export of the whole search. */
export default function FeaturedAdsScreen() {
  const t = useT();
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const list = useListState({});
  const q = adsQuery(list);
  const { data, error, isLoading, isValidating } = useListQuery(LIST, q, fetchAds(sdk), texts.loadFailed);
  // a write changes every page of the list, not only the one shown
  const reload = () => mutate(listKeyMatches(LIST));
  const row = useRowAction(reload);
  const [confirm, confirmElement] = useConfirm();
  const [dialog, setDialog] = useState<{ ad: FeaturedAd | null; key: number } | null>(null);

  const remove = async (ad: FeaturedAd) => {
    if (!(await confirm(texts.confirmDelete))) return;
    // the last ad of a page is gone: show the page before it
    if (
      (await row.run(ad.FeaturedAdId, () => sdk.featuredAds.delete(ad.FeaturedAdId), texts.deleteFailed)) &&
      data?.items.length === 1 &&
      list.page > 1
    )
      list.setPage(list.page - 1);
  };

  return (
    <>
      <PageHeader
        title={t('ui.nav.featuredAds')}
        subtitle={t('ui.featuredAds.subtitle')}
        actions={
          <AddButton
            text={t('ui.featuredAds.add')}
            onClick={() => setDialog({ ad: null, key: Date.now() })}
          />
        }
      />
      {error && !data && (
        <Callout intent="danger" compact className="mpa-list-alert">
          {t('featuredAds.loadFailed')}
        </Callout>
      )}
      <DataGrid
        listId={LIST}
        label={t('ui.featuredAds.gridLabel')}
        columns={adColumns(t)}
        rows={data?.items}
        rowKey={(a) => a.FeaturedAdId}
        loading={isLoading || isValidating}
        emptyText={t('ui.featuredAds.empty')}
        actionsWidth={150}
        rowActions={(a) => (
          <>
            <LightButton
              minimal
              icon="edit"
              text={t('ui.components.edit')}
              label={t('ui.featuredAds.editAd', { id: a.FeaturedAdId })}
              onClick={() => setDialog({ ad: a, key: Date.now() })}
            />
            <LightButton
              minimal
              intent="danger"
              icon="trash"
              text={t('ui.components.delete')}
              label={t('ui.featuredAds.deleteAd', { id: a.FeaturedAdId })}
              loading={row.isBusy(a.FeaturedAdId)}
              onClick={() => void remove(a)}
            />
          </>
        )}
        toolbar={
          <>
            <SearchBox
              value={list.search}
              onSearch={list.setSearch}
              delayMs={SEARCH_DEBOUNCE_MS}
              placeholder={t('ui.featuredAds.search')}
            />
            <span className="mpa-toolbar-spacer" />
            <ExportMenu
              list={LIST}
              source={sdk.featuredAds}
              query={{ search: q.search }}
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
      {dialog && (
        <Suspense fallback={null}>
          <AdDialog key={dialog.key} ad={dialog.ad} onClose={() => setDialog(null)} onSaved={reload} />
        </Suspense>
      )}
      {confirmElement}
    </>
  );
}
