import { Button, Callout, ProgressBar, Switch } from '@blueprintjs/core';
import { catalogue, DEBOUNCE_MS, EXPORT_COLUMNS, exportFileName, userTypeLabel, type ReferralCode } from '@marketplace-admin/sdk';
import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { showToast, toastError, writeWithToasts } from '../../app/toaster';
import { DataTable, type Column } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { useListState } from '../../hooks/useListState';
import { useSdk } from '../../hooks/useSdk';
import i16Download from '@blueprintjs/icons/lib/esm/generated/16px/paths/download';
import { registerIcons } from '../../app/icons';
import { downloadBlob, exportToBlob } from '../../components/Export/exportFile';
import './referralCodes.css';

registerIcons({ download: i16Download });

const t = catalogue.rewards;
const ownerName = (c: ReferralCode) => c.vendorName ?? c.clientName ?? '';
const EXPORT_PAGE = 1000;

/** Referral Codes (spec §2): paged list, 500 ms search, active flag toggled in place; Export CSV of the whole search. */
export default function ReferralCodesScreen() {
  const sdk = useSdk();
  const list = useListState({ sortBy: 'referralCode' });
  const { data, error, isLoading, isValidating, mutate } = useSWR(['referrals.codes', list.paging], () => sdk.referrals.codes.list(list.paging), { keepPreviousData: true });
  const [busy, setBusy] = useState<Set<number>>(new Set());
  const [exporting, setExporting] = useState<{ written: number; total: number } | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    if (error) toastError(error, t.loadCodesFailed);
  }, [error]);
  useEffect(() => () => abort.current?.abort(), []);

  const toggle = async (c: ReferralCode) => {
    setBusy((b) => new Set(b).add(c.codeId));
    try {
      if (await writeWithToasts(() => sdk.referrals.codes.update({ codeId: c.codeId, isActive: !c.isActive }), t.updateCodeFailed)) {
        await mutate();
      }
    } finally {
      setBusy((b) => {
        const n = new Set(b);
        n.delete(c.codeId);
        return n;
      });
    }
  };

  /** Streams every page of the current search and sort into the file, page by page. */
  const exportCsv = async () => {
    const ctrl = new AbortController();
    abort.current = ctrl;
    const q = { searchTerms: list.paging.searchTerms, sortBy: list.sortBy, sortDescending: list.sortDescending };
    setExporting({ written: 0, total: data?.totalCount ?? 0 });
    try {
      const { blob, rows } = await exportToBlob(sdk.referrals.codes, {
        format: 'csv',
        bom: true, // spreadsheet programs read a downloaded CSV as UTF-8 only with it
        columns: EXPORT_COLUMNS['referral-codes'],
        query: q,
        pageSize: EXPORT_PAGE,
        signal: ctrl.signal,
        onProgress: (p) => setExporting({ written: p.done, total: p.total }),
      });
      downloadBlob(blob, exportFileName('referral-codes', 'csv'));
      void showToast({ message: `Exported ${rows} referral code${rows === 1 ? '' : 's'}`, intent: 'success' });
    } catch (e) {
      if (!ctrl.signal.aborted) toastError(e, t.loadCodesFailed);
    } finally {
      abort.current = null;
      setExporting(null);
    }
  };

  const columns: Column<ReferralCode>[] = [
    { id: 'code', header: 'Code', sortKey: 'referralCode', render: (c) => <code className="mpa-code">{c.referralCode}</code> },
    { id: 'type', header: 'User Type', sortKey: 'userType', render: (c) => `${c.userType} ${userTypeLabel(c.userType)}` },
    { id: 'name', header: 'Vendor or Client', sortKey: 'name', render: ownerName },
    {
      id: 'active',
      header: 'Active',
      sortKey: 'isActive',
      width: 90,
      render: (c) => (
        <Switch
          className="mpa-inline-switch"
          checked={c.isActive}
          disabled={busy.has(c.codeId)}
          aria-label={`Active ${c.referralCode}`}
          onChange={() => void toggle(c)}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Referral Codes"
        subtitle="Referral codes of vendors and clients"
        actions={
          exporting ? (
            <Button icon="cross" text="Cancel export" onClick={() => abort.current?.abort()} />
          ) : (
            <Button icon="download" text="Export CSV" disabled={!data || data.totalCount === 0} onClick={() => void exportCsv()} />
          )
        }
      />
      {exporting && (
        <div className="mpa-list-alert" role="status" aria-live="polite">
          <ProgressBar intent="primary" value={exporting.total ? exporting.written / exporting.total : undefined} aria-label="Export progress" />
          <small>{`Exporting... ${exporting.written} of ${exporting.total}`}</small>
        </div>
      )}
      <div className="mpa-toolbar">
        <SearchBox value={list.search} onSearch={list.setSearch} delayMs={DEBOUNCE_MS.referralCodes} placeholder="Search referral codes..." />
      </div>
      {error && !data && (
        <Callout intent="danger" compact className="mpa-list-alert">
          {t.loadCodesFailed}
        </Callout>
      )}
      <DataTable
        label="Referral codes"
        columns={columns}
        rows={data?.items}
        rowKey={(c) => c.codeId}
        loading={isLoading || isValidating}
        emptyText="No referral codes found."
        sortBy={list.sortBy}
        sortDescending={list.sortDescending}
        onSort={list.toggleSort}
      />
      {data && <Pager page={list.page} pageSize={list.pageSize} total={data.totalCount} onPageChange={list.setPage} />}
    </>
  );
}
