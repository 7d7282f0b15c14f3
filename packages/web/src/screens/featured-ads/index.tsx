import { type FeaturedAd } from '@marketplace-admin/sdk';
import { lazy, Suspense } from 'react';
import { defined } from '../../app/columns';
import type { GridColumn } from '../../components/DataGrid';
import { defineList, ListScreen, useList } from '../../components/ListScreen';
import english from 'virtual:messages/en/featuredAds';
import { registerEnglish, useT, type Translate } from '../../i18n';
import { ADS } from './load';
import './featuredAds.css';

// The add/edit dialog (date pickers, vendor search: their code and styles) is fetched when it is first opened.
const AdDialog = lazy(() => import('./AdDialog').then((m) => ({ default: m.AdDialog })));

registerEnglish(english);

const ADS_LIST = defineList({
  id: 'featured-ads',
  source: ADS,
  title: 'ui.nav.featuredAds',
  add: 'ui.featuredAds.add',
  subtitle: 'ui.featuredAds.subtitle',
  gridLabel: 'ui.featuredAds.gridLabel',
  loadFailed: 'featuredAds.loadFailed',
  empty: 'ui.featuredAds.empty',
  rowKey: (a: FeaturedAd) => a.FeaturedAdId,
  // spec §9 names no debounce for this list: 500 ms like most lists
  search: { delayMs: 500, placeholder: 'ui.featuredAds.search' },
  actionsWidth: 150,
  // spec §2: Ad ID, Start Date, End Date, Priority, Image, Actions
  columnOrder: ['id', 'start', 'end', 'priority', 'image', 'actions'],
  area: (sdk) => sdk.featuredAds,
  export: 'featured-ads',
  remove: { confirm: 'featuredAds.confirmDelete', failed: 'featuredAds.deleteFailed' },
  editDelete: {
    editRow: 'ui.featuredAds.editAd',
    deleteRow: 'ui.featuredAds.deleteAd',
    values: (a) => ({ id: a.FeaturedAdId }),
  },
});

const A = (field: string) => defined<FeaturedAd>('featured-ads', field);
const time = (field: 'StartDate' | 'EndDate') => (a: FeaturedAd) => (
  <time dateTime={a[field]}>{A(field).text(a)}</time>
);
/** The grid's columns, in the panel's language. */
const adColumns = (t: Translate): GridColumn<FeaturedAd>[] => [
  { id: 'id', ...A('FeaturedAdId'), width: 80 },
  { id: 'start', ...A('StartDate'), width: 180, render: time('StartDate') },
  { id: 'end', ...A('EndDate'), width: 180, render: time('EndDate') },
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
  const list = useList(ADS_LIST);

  return (
    <ListScreen
      list={list}
      columns={adColumns(t)}
      form={(ad, done) => (
        <Suspense fallback={null}>
          <AdDialog ad={ad} onClose={done.close} onSaved={list.reload} />
        </Suspense>
      )}
    />
  );
}
