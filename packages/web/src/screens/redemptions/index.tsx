import { Button, Callout, Checkbox, HTMLSelect, Tab, Tabs, Tag } from '@blueprintjs/core';
import { catalogue, REDEMPTION_STATUSES, userTypeLabel, type RedemptionRequest, type RedemptionStatus } from '@marketplace-admin/sdk';
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
import { BulkApprove } from './BulkApprove';
import { RedeemForm } from './RedeemForm';
import './redemptions.css';

const t = catalogue.redemption;
/** Spec §9 names no debounce for this list: 500 ms like the other rewards lists. */
const SEARCH_DEBOUNCE_MS = 500;
const PAGE_SIZES = [10, 25, 50, 100];
const CONFIRM_DELETE = 'Are you sure you want to delete this redemption request?';
export const isRedemptionsKey = (k: unknown) => Array.isArray(k) && k[0] === 'redemptions.list';

const when = (iso?: string) => {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
};
const money = (n?: number) => (n === undefined || n === null ? '' : n.toLocaleString('en-US', { maximumFractionDigits: 2 }));

/** Redemptions Requests (spec §2/§4/§5): Pending (default), Approved, Rejected; redeem form; delete; bulk approval. */
export default function RedemptionsScreen() {
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const list = useListState({ tab: 'Pending', sortBy: 'requestDateTime' });
  const tab = ((REDEMPTION_STATUSES as readonly string[]).includes(list.tab ?? '') ? list.tab : 'Pending') as RedemptionStatus;
  const q = { page: list.page, pageSize: list.pageSize, sortBy: list.sortBy, search: list.paging.searchTerms, sortDescending: list.sortDescending };
  const { data, error, isLoading, isValidating } = useSWR(['redemptions.list', tab, q], () => sdk.redemptions.list(tab, q), { keepPreviousData: true });
  const [confirm, confirmElement] = useConfirm();
  const [redeeming, setRedeeming] = useState<RedemptionRequest | null>(null);
  const [selected, setSelected] = useState<Map<number, RedemptionRequest>>(new Map());
  const [bulk, setBulk] = useState<RedemptionRequest[] | null>(null);
  const [collecting, setCollecting] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  useEffect(() => {
    if (error) toastError(error, t.loadFailed);
  }, [error]);
  useEffect(() => {
    setSelected(new Map());
    setRedeeming(null);
  }, [tab, list.search]);

  const reload = () => mutate(isRedemptionsKey);
  const rows = data?.items;
  const pageAllSelected = !!rows?.length && rows.every((r) => selected.has(r.redeemRequestId));
  const pageSomeSelected = !!rows?.some((r) => selected.has(r.redeemRequestId));

  const toggleOne = (r: RedemptionRequest, on: boolean) =>
    setSelected((s) => {
      const n = new Map(s);
      if (on) n.set(r.redeemRequestId, r);
      else n.delete(r.redeemRequestId);
      return n;
    });
  const togglePage = (on: boolean) =>
    setSelected((s) => {
      const n = new Map(s);
      for (const r of rows ?? []) {
        if (on) n.set(r.redeemRequestId, r);
        else n.delete(r.redeemRequestId);
      }
      return n;
    });
  const selectAllMatching = async () => {
    setCollecting('Selecting...');
    try {
      // the SDK's paging loop: every page of the search, the next one asked for while this one is read
      const all = new Map<number, RedemptionRequest>();
      const pages = sdk.redemptions.iterate({
        status: 'Pending', search: list.paging.searchTerms, pageSize: 100,
        onProgress: (p) => setCollecting(`Selecting... ${p.done} of ${p.total}`),
      });
      for await (const r of pages) all.set(r.redeemRequestId, r);
      setSelected(all);
    } catch (e) {
      toastError(e, t.loadFailed);
    } finally {
      setCollecting(null);
    }
  };

  const remove = async (r: RedemptionRequest) => {
    if (!(await confirm(CONFIRM_DELETE))) return;
    setBusyId(r.redeemRequestId);
    try {
      if (await writeWithToasts(() => sdk.redemptions.delete(r.redeemRequestId), t.deleteFailed)) {
        toggleOne(r, false);
        if (rows?.length === 1 && list.page > 1) list.setPage(list.page - 1);
        await reload();
      }
    } finally {
      setBusyId(null);
    }
  };

  const columns: Column<RedemptionRequest>[] = [
    ...(tab === 'Pending'
      ? [
          {
            id: 'select',
            header: (
              <Checkbox
                className="mpa-check"
                checked={pageAllSelected}
                indeterminate={pageSomeSelected && !pageAllSelected}
                aria-label="Select all on this page"
                onChange={(e) => togglePage(e.currentTarget.checked)}
              />
            ),
            width: 32,
            render: (r: RedemptionRequest) => (
              <Checkbox className="mpa-check" checked={selected.has(r.redeemRequestId)} aria-label={`Select request ${r.redeemRequestId}`} onChange={(e) => toggleOne(r, e.currentTarget.checked)} />
            ),
          } satisfies Column<RedemptionRequest>,
        ]
      : []),
    { id: 'id', header: 'ID', render: (r) => r.redeemRequestId },
    { id: 'user', header: 'User Name', sortKey: 'userName', render: (r) => r.userName ?? '' },
    { id: 'type', header: 'User Type', sortKey: 'requestUserType', render: (r) => userTypeLabel(r.requestUserType) },
    { id: 'method', header: 'Method', sortKey: 'redeemMethod', render: (r) => r.redeemMethod ?? '' },
    { id: 'tokens', header: 'Tokens', sortKey: 'redeemTokens', align: 'right', render: (r) => money(r.redeemTokens) },
    { id: 'rate', header: 'Rate', sortKey: 'redeemRate', align: 'right', render: (r) => money(r.redeemRate) },
    { id: 'value', header: 'Value', sortKey: 'redeemValue', align: 'right', render: (r) => money(r.redeemValue) },
    { id: 'date', header: 'Requested', sortKey: 'requestDateTime', render: (r) => <time dateTime={r.requestDateTime}>{when(r.requestDateTime)}</time> },
    {
      id: 'status',
      header: 'Status',
      render: (r) => (
        <Tag minimal intent={r.status === 'Approved' ? 'success' : r.status === 'Rejected' ? 'danger' : 'warning'}>
          {r.status ?? ''}
        </Tag>
      ),
    },
    ...(tab === 'Pending' ? [] : [{ id: 'note', header: 'Note', render: (r: RedemptionRequest) => <span className="mpa-redeem-notecell">{r.note ?? ''}</span> } satisfies Column<RedemptionRequest>]),
  ];

  const body = (
    <>
      <div className="mpa-toolbar">
        <SearchBox value={list.search} onSearch={list.setSearch} delayMs={SEARCH_DEBOUNCE_MS} placeholder="Search redemption requests..." />
        <span className="mpa-toolbar-spacer" />
        {tab === 'Pending' && (
          <>
            <span className="mpa-selected-count" aria-live="polite">{`${selected.size} selected`}</span>
            {data && data.totalCount > 0 && (
              <Button size="small" text={collecting ?? `Select all ${data.totalCount} matching`} loading={false} disabled={collecting !== null} onClick={() => void selectAllMatching()} />
            )}
            {selected.size > 0 && <Button size="small" text="Clear selection" onClick={() => setSelected(new Map())} />}
            <Button size="small" intent="success" icon="tick" text={`Approve selected (${selected.size})`} disabled={!selected.size || collecting !== null} onClick={() => setBulk([...selected.values()])} />
          </>
        )}
      </div>
      {redeeming && (
        <RedeemForm
          key={redeeming.redeemRequestId}
          request={redeeming}
          onCancel={() => setRedeeming(null)}
          onDone={async () => {
            toggleOne(redeeming, false);
            setRedeeming(null);
            await reload();
          }}
        />
      )}
      {error && !data && (
        <Callout intent="danger" compact className="mpa-list-alert">
          {t.loadFailed}
        </Callout>
      )}
      <DataTable
        className="mpa-redeem-table"
        label={`${tab} redemption requests`}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.redeemRequestId}
        loading={isLoading || isValidating}
        emptyText="No redemption requests found."
        sortBy={list.sortBy}
        sortDescending={list.sortDescending}
        onSort={list.toggleSort}
        rowClassName={(r) => (redeeming?.redeemRequestId === r.redeemRequestId ? 'mpa-row-active' : undefined)}
        rowActions={(r) => (
          <>
            {tab === 'Pending' && (
              <Button size="small" variant="minimal" icon="exchange" text="Redeem" aria-label={`Redeem request ${r.redeemRequestId}`} onClick={() => setRedeeming(r)} />
            )}
            <Button size="small" variant="minimal" intent="danger" icon="trash" aria-label={`Delete request ${r.redeemRequestId}`} loading={busyId === r.redeemRequestId} onClick={() => void remove(r)} />
          </>
        )}
      />
      {data && (
        <div className="mpa-redeem-pager">
          <Pager page={list.page} pageSize={list.pageSize} total={data.totalCount} onPageChange={list.setPage} />
          <HTMLSelect aria-label="Rows per page" value={list.pageSize} onChange={(e) => list.set({ pageSize: Number(e.currentTarget.value), page: 1 })} options={PAGE_SIZES.map((n) => ({ value: n, label: `${n} / page` }))} />
        </div>
      )}
    </>
  );

  return (
    <>
      <PageHeader title="Redemptions Requests" subtitle="Approve or reject what vendors and clients redeem" />
      <Tabs id="redemption-tabs" selectedTabId={tab} onChange={(id) => list.setTab(String(id))} renderActiveTabPanelOnly className="mpa-redeem-tabs">
        {REDEMPTION_STATUSES.map((s) => (
          <Tab key={s} id={s} title={s} panel={s === tab ? body : <span />} />
        ))}
      </Tabs>
      {bulk && (
        <BulkApprove
          requests={bulk}
          onClose={() => setBulk(null)}
          onFinished={(done) => {
            setSelected((s) => {
              const n = new Map(s);
              for (const id of done) n.delete(id);
              return n;
            });
            void reload();
          }}
        />
      )}
      {confirmElement}
    </>
  );
}
