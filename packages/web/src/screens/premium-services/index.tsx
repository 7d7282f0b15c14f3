import { Callout, Radio, RadioGroup } from '@blueprintjs/core';
import {
  catalogue,
  DEFAULT_SORT as SORTS,
  type PremiumService,
  type ServiceFor,
} from '@marketplace-admin/sdk';
import { lazy, Suspense, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useConfirm } from '../../components/ConfirmAlert';
import { DataGrid } from '../../components/DataGrid';
import { ExportMenu } from '../../components/Export';
import { PageHeader } from '../../components/PageHeader';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { listKeyMatches, useListQuery } from '../../hooks/useListQuery';
import { useListState } from '../../hooks/useListState';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import english from 'virtual:messages/en/premiumServices';
import { registerEnglish, useT } from '../../i18n';
import { paidServiceColumns, rowKey } from './rows';
import { fetchPaid, PAID, PAID_LIST, paidQuery, serviceForOf } from './load';
import { RowMenu } from './RowMenu';
import './premiumServices.css';

// The form (and the date pickers' code and styles) is fetched when it is first opened: the list does not wait for it.
const SubscriptionForm = lazy(() =>
  import('./SubscriptionForm').then((m) => ({ default: m.SubscriptionForm })),
);

registerEnglish(english);
const texts = catalogue.paidServices;
const LIST = PAID;
/** Spec §9 names no debounce for this list: 500 ms like most lists. */
const SEARCH_DEBOUNCE_MS = 500;
const DEFAULT_SORT = SORTS.paidServices; // 'Id' ascending (spec §9)

/** Paid Services (spec §2/§4/§5): vendor or shop subscriptions, a grid (the grid's cards on a phone), row menu, subscription form, export. */
export default function PremiumServicesScreen() {
  const t = useT();
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const list = useListState(PAID_LIST);
  const serviceFor: ServiceFor = serviceForOf(list.extra);
  const { data, error, isLoading, isValidating } = useListQuery(
    LIST,
    paidQuery(list),
    fetchPaid(sdk),
    texts.loadFailed,
  );
  const reload = () => mutate(listKeyMatches(LIST));
  const row = useRowAction(reload);
  const [confirm, confirmElement] = useConfirm();
  // the form keeps the side it was opened on (a back button while it is open must not turn a vendor's form into a shop's)
  const [form, setForm] = useState<{ row: PremiumService; for: ServiceFor; openedAt: number } | null>(null);

  const rows = error ? [] : data?.items; // a failed load empties the list (spec §8)
  // after a save or a delete: page 1, default sort (spec §4), and the list read again
  const resetAndReload = async () => {
    list.set({ page: 1, sortBy: DEFAULT_SORT, sortDescending: false });
    await reload();
  };

  // The URL change lands in a router transition, after React has put the controlled radio back:
  // the choice is shown at once and follows the URL again as soon as it changes (back button, link).
  const [choice, setChoice] = useState({ url: serviceFor, value: serviceFor });
  if (choice.url !== serviceFor) setChoice({ url: serviceFor, value: serviceFor });
  const shownFor = choice.url === serviceFor ? choice.value : serviceFor;
  const switchFor = (v: ServiceFor) => {
    setChoice({ url: serviceFor, value: v });
    list.set({ extra: { for: v }, page: 1, search: '', sortBy: DEFAULT_SORT, sortDescending: false });
  };

  // a toggle is its own reverse
  const toggleStatus = (r: PremiumService) => {
    const toggle = () => sdk.premiumServices.toggleStatus(r.id!);
    void row.run(rowKey(r), toggle, texts.statusFailed, {
      undo: { run: toggle, restored: catalogue.undo.paidServiceStatus },
    });
  };

  const remove = async (r: PremiumService) => {
    if (!(await confirm(texts.confirmDelete))) return;
    if (await row.run(rowKey(r), () => sdk.premiumServices.delete(r.id!), texts.deleteFailed))
      list.set({ page: 1, sortBy: DEFAULT_SORT, sortDescending: false });
  };
  const menu = (r: PremiumService) => (
    <RowMenu
      row={r}
      busy={row.isBusy(rowKey(r))}
      disabled={form !== null}
      onToggle={toggleStatus}
      onEdit={(x) => setForm({ row: x, for: serviceFor, openedAt: Date.now() })}
      onDelete={(x) => void remove(x)}
    />
  );

  const filters = (
    <>
      <RadioGroup
        label={t('ui.premiumServices.serviceFor')}
        inline
        className="mpa-ps-for"
        selectedValue={shownFor}
        disabled={form !== null}
        onChange={(e) => switchFor(e.currentTarget.value as ServiceFor)}
      >
        <Radio label={t('values.vendor')} value="vendor" />
        <Radio label={t('columns.shop')} value="shop" />
      </RadioGroup>
      <SearchBox
        key={serviceFor}
        value={list.search}
        onSearch={list.setSearch}
        delayMs={SEARCH_DEBOUNCE_MS}
        placeholder={t('ui.premiumServices.search')}
      />
    </>
  );
  const exportMenu = (
    <ExportMenu
      list={LIST}
      source={sdk.premiumServices}
      query={{
        for: serviceFor,
        searchTerms: list.paging.searchTerms,
        sortBy: list.sortBy,
        sortDescending: list.sortDescending,
      }}
      total={data?.totalCount}
      failure={texts.loadFailed}
      disabled={!data || !!error || data.totalCount === 0}
    />
  );

  return (
    <>
      <PageHeader title={t('ui.nav.paidServices')} subtitle={t('ui.premiumServices.subtitle')} />
      {form && (
        <Suspense fallback={null}>
          <SubscriptionForm
            key={form.openedAt}
            row={form.row}
            serviceFor={form.for}
            openedAt={form.openedAt}
            onClose={() => setForm(null)}
            onSaved={async () => {
              setForm(null);
              await resetAndReload();
            }}
          />
        </Suspense>
      )}
      {error && (
        <Callout intent="danger" compact className="mpa-list-alert">
          {t('paidServices.loadFailed')}
        </Callout>
      )}
      <DataGrid
        listId={LIST}
        label={t('ui.premiumServices.gridLabel')}
        columns={paidServiceColumns(serviceFor)}
        rows={rows}
        rowKey={rowKey}
        loading={isLoading || isValidating}
        emptyText={t('paidServices.empty')}
        sortBy={list.sortBy}
        sortDescending={list.sortDescending}
        onSort={list.toggleSort}
        actionsWidth={64}
        rowActions={menu}
        cardFace={['mobile', 'plan', 'period', 'amount']}
        toolbar={
          <>
            {filters}
            <span className="mpa-toolbar-spacer" />
            {exportMenu}
          </>
        }
      />
      {data && !error && (
        <Pager
          page={list.page}
          pageSize={list.pageSize}
          total={data.totalCount}
          onPageChange={list.setPage}
        />
      )}
      {confirmElement}
    </>
  );
}
