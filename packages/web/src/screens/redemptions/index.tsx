import { Callout, HTMLSelect, Tab, Tabs } from '@blueprintjs/core';
import { catalogue, REDEMPTION_STATUSES, type RedemptionRequest } from '@marketplace-admin/sdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { toastError } from '../../app/toaster';
import { useConfirm } from '../../components/ConfirmAlert';
import { DataGrid } from '../../components/DataGrid';
import { ExportMenu } from '../../components/Export';
import { LightButton } from '../../components/LightControls';
import { PageHeader } from '../../components/PageHeader';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { QueueHotkeys } from '../../components/Shortcuts/QueueHotkeys';
import { listKeyMatches, useListQuery } from '../../hooks/useListQuery';
import { useListState } from '../../hooks/useListState';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import english from 'virtual:messages/en/redemptions';
import { registerEnglish, useT, type Id } from '../../i18n';
import { BulkApprove } from './BulkApprove';
import { redemptionColumns } from './columns';
import { RedeemForm, type RedeemFormRequest } from './RedeemForm';
import { STATUS_WORDS as TAB } from './columns';
import { fetchRedemptions, REDEMPTIONS, REDEMPTIONS_LIST, redemptionsQuery } from './load';
import { redemptionKeys } from './redemptionKeys';
import { useRedemptionCursor } from './useRedemptionCursor';
import './redemptions.css';

registerEnglish(english);
const texts = catalogue.redemption;
const TAB_LIST: Record<(typeof REDEMPTION_STATUSES)[number], Id> = {
  Pending: 'ui.redemptions.pendingList',
  Approved: 'ui.redemptions.approvedList',
  Rejected: 'ui.redemptions.rejectedList',
};
const LIST = REDEMPTIONS;
/** Spec §9 names no debounce for this list: 500 ms like the other rewards lists. */
const SEARCH_DEBOUNCE_MS = 500;
const PAGE_SIZES = [10, 25, 50, 100];

/** Redemptions Requests (spec §2/§4/§5): Pending (default), Approved, Rejected; redeem form; delete; bulk approval; export of the tab. */
export default function RedemptionsScreen() {
  const t = useT();
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const list = useListState(REDEMPTIONS_LIST);
  const q = redemptionsQuery(list);
  const tab = q.status;
  const { data, error, isLoading, isValidating } = useListQuery(
    LIST,
    q,
    fetchRedemptions(sdk),
    texts.loadFailed,
  );
  // a write moves requests between tabs and pages: every page of every tab is read again
  const reload = () => mutate(listKeyMatches(LIST));
  const row = useRowAction(reload);
  const [confirm, confirmElement] = useConfirm();
  const [redeeming, setRedeeming] = useState<RedemptionRequest | null>(null);
  // the selection outlives the page it was made on (the bulk run needs each request, not only its id)
  const [selected, setSelected] = useState<Map<number, RedemptionRequest>>(new Map());
  const selectedIds = useMemo(() => new Set<string | number>(selected.keys()), [selected]);
  const [bulk, setBulk] = useState<RedemptionRequest[] | null>(null);
  const [collecting, setCollecting] = useState<string | null>(null);
  const rows = data?.items;
  const searchBox = useRef<HTMLInputElement>(null);
  // what the keys asked of the redeem form (status, note focused)
  const [prepared, setPrepared] = useState<RedeemFormRequest | null>(null);
  const { cursor, turnPage } = useRedemptionCursor({
    tab,
    list,
    rows,
    totalCount: data?.totalCount,
    isValidating,
    onOldestPending: () => setRedeeming(null),
  });
  const { activateKey } = cursor;

  useEffect(() => {
    setSelected(new Map());
    setRedeeming(null);
  }, [tab, list.search]);

  const unselect = (ids: Iterable<number>) =>
    setSelected((s) => {
      const n = new Map(s);
      for (const id of ids) n.delete(id);
      return n;
    });
  const changeSelection = (next: Set<string | number>) =>
    setSelected((s) => {
      const n = new Map<number, RedemptionRequest>();
      for (const id of next) {
        const r = s.get(Number(id)) ?? rows?.find((x) => x.redeemRequestId === id);
        if (r) n.set(r.redeemRequestId, r);
      }
      return n;
    });
  const selectAllMatching = async () => {
    setCollecting(t('ui.redemptions.selecting'));
    try {
      // the SDK's paging loop: every page of the search, the next one asked for while this one is read
      const all = new Map<number, RedemptionRequest>();
      const pages = sdk.redemptions.iterate({
        status: 'Pending',
        search: list.paging.searchTerms,
        pageSize: 100,
        onProgress: (p) =>
          setCollecting(t('ui.redemptions.selectingProgress', { done: p.done, total: p.total })),
      });
      for await (const r of pages) all.set(r.redeemRequestId, r);
      setSelected(all);
    } catch (e) {
      toastError(e, texts.loadFailed);
    } finally {
      setCollecting(null);
    }
  };

  const remove = async (r: RedemptionRequest) => {
    if (!(await confirm(texts.confirmDelete))) return;
    if (
      !(await row.run(r.redeemRequestId, () => sdk.redemptions.delete(r.redeemRequestId), texts.deleteFailed))
    )
      return;
    unselect([r.redeemRequestId]);
    // the last request of a page is gone: show the page before it
    if (rows?.length === 1 && list.page > 1) list.setPage(list.page - 1);
  };

  const openForm = (r: RedemptionRequest, request: RedeemFormRequest | null) => {
    activateKey(r.redeemRequestId);
    setRedeeming(r);
    setPrepared(request);
  };
  const keys = redemptionKeys({
    tab,
    cursor,
    page: list.page,
    pageSize: list.pageSize,
    total: data?.totalCount,
    turnPage,
    selected,
    toggleSelected: (r) =>
      setSelected((s) => {
        const n = new Map(s);
        if (!n.delete(r.redeemRequestId)) n.set(r.redeemRequestId, r);
        return n;
      }),
    openForm: (r, status) => openForm(r, { status }),
    approveSelection: () => setBulk([...selected.values()]),
    collecting: collecting !== null,
    search: searchBox,
  });

  const pending = tab === 'Pending';
  const matching = data?.totalCount ?? 0;
  const body = (
    <>
      {pending && (
        <div className="mpa-toolbar mpa-redeem-bulkbar">
          <span className="mpa-selected-count" aria-live="polite">
            {t('ui.redemptions.selected', { n: selected.size })}
          </span>
          {/* hidden, its place kept, while there is no count: the bar would wrap once it came (a phone), moving the list down */}
          <span
            className={matching > 0 ? undefined : 'mpa-reserved'}
            aria-hidden={matching > 0 ? undefined : true}
          >
            <LightButton
              text={collecting ?? t('ui.redemptions.selectAll', { n: matching })}
              disabled={collecting !== null || matching === 0}
              onClick={() => void selectAllMatching()}
            />
          </span>
          {selected.size > 0 && (
            <LightButton text={t('ui.redemptions.clearSelection')} onClick={() => setSelected(new Map())} />
          )}
          <LightButton
            intent="success"
            icon="tick"
            text={t('ui.redemptions.approveSelected', { n: selected.size })}
            disabled={!selected.size || collecting !== null}
            onClick={() => setBulk([...selected.values()])}
          />
        </div>
      )}
      {redeeming && (
        <RedeemForm
          key={redeeming.redeemRequestId}
          request={redeeming}
          prepared={prepared}
          onCancel={() => setRedeeming(null)}
          onDone={async (status) => {
            const id = redeeming.redeemRequestId;
            // said once the request has left the list, with the one now active in its place
            const said = cursor.expectLeaving(
              id,
              t(status === 'Approved' ? 'ui.redemptions.wasApproved' : 'ui.redemptions.wasRejected', { id }),
            );
            unselect([id]);
            setRedeeming(null);
            await reload();
            said.settle(true, '');
          }}
        />
      )}
      {error && !data && (
        <Callout intent="danger" compact className="mpa-list-alert">
          {t('redemption.loadFailed')}
        </Callout>
      )}
      <DataGrid
        listId={LIST}
        label={t(TAB_LIST[tab])}
        columns={redemptionColumns(tab)}
        rows={rows}
        rowKey={(r) => r.redeemRequestId}
        activeRowKey={cursor.activeKey}
        onRowFocus={(r) => activateKey(r.redeemRequestId)}
        loading={isLoading || isValidating}
        emptyText={t('ui.redemptions.empty')}
        sortBy={list.sortBy}
        sortDescending={list.sortDescending}
        onSort={list.toggleSort}
        selection={
          pending
            ? {
                selected: selectedIds,
                onChange: changeSelection,
                rowLabel: (r) => t('ui.redemptions.selectRequest', { id: r.redeemRequestId }),
              }
            : undefined
        }
        actionsWidth={pending ? 124 : 64}
        cardFace={['user', 'tokens', 'value', 'date']}
        rowActions={(r) => (
          <>
            {pending && (
              <LightButton
                minimal
                icon="exchange"
                text={t('ui.redemptions.redeem')}
                label={t('ui.redemptions.redeemRequest', { id: r.redeemRequestId })}
                onClick={() => openForm(r, null)}
              />
            )}
            <LightButton
              minimal
              intent="danger"
              icon="trash"
              label={t('ui.redemptions.deleteRequest', { id: r.redeemRequestId })}
              loading={row.isBusy(r.redeemRequestId)}
              onClick={() => void remove(r)}
            />
          </>
        )}
        toolbar={
          <>
            <SearchBox
              value={list.search}
              onSearch={list.setSearch}
              delayMs={SEARCH_DEBOUNCE_MS}
              placeholder={t('ui.redemptions.search')}
              inputRef={searchBox}
            />
            <span className="mpa-toolbar-spacer" />
            <ExportMenu
              list={LIST}
              source={sdk.redemptions}
              query={{ status: tab, search: q.search, sortBy: q.sortBy, sortDescending: q.sortDescending }}
              total={data?.totalCount}
              failure={texts.loadFailed}
              disabled={!data || data.totalCount === 0}
            />
          </>
        }
      />
      {data && (
        <div className="mpa-redeem-pager">
          <Pager
            page={list.page}
            pageSize={list.pageSize}
            total={data.totalCount}
            onPageChange={list.setPage}
          />
          <HTMLSelect
            aria-label={t('ui.components.rowsPerPage')}
            value={list.pageSize}
            onChange={(e) => list.set({ pageSize: Number(e.currentTarget.value), page: 1 })}
            options={PAGE_SIZES.map((n) => ({ value: n, label: t('ui.components.perPage', { n }) }))}
          />
        </div>
      )}
    </>
  );

  return (
    <>
      <PageHeader title={t('ui.titles.redemptionsRequests')} subtitle={t('ui.redemptions.subtitle')} />
      <Tabs
        id="redemption-tabs"
        animate={false}
        selectedTabId={tab}
        onChange={(id) => list.setTab(String(id))}
        renderActiveTabPanelOnly
        className="mpa-redeem-tabs"
      >
        {REDEMPTION_STATUSES.map((s) => (
          <Tab key={s} id={s} title={t(TAB[s])} panel={s === tab ? body : <span />} />
        ))}
      </Tabs>
      {bulk && (
        <BulkApprove
          requests={bulk}
          onClose={() => setBulk(null)}
          onFinished={(done) => {
            unselect(done);
            void reload();
          }}
        />
      )}
      {confirmElement}
      {cursor.liveRegion}
      <QueueHotkeys queue="redemptions" handlers={keys} />
    </>
  );
}
