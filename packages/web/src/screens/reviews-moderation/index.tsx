import { Button, Callout, Checkbox, HTMLSelect, NonIdealState, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { catalogue, DEBOUNCE_MS, MODERATOR_NOTES_MAX, reviewLoadFailure, type BulkRunOptions, type Review, type ReviewStatus } from '@marketplace-admin/sdk';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { showToast, toastError, writeWithToasts } from '../../app/toaster';
import { BulkResults, useBulkRun } from '../../components/BulkResults';
import { useConfirm } from '../../components/ConfirmAlert';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { useListState } from '../../hooks/useListState';
import { useSdk } from '../../hooks/useSdk';
import i20Comment from '@blueprintjs/icons/lib/esm/generated/20px/paths/comment';
import { registerIcons } from '../../app/icons';
import { FlaggedReviews } from './FlaggedReviews';
import { ReviewCard } from './ReviewCard';
import { VirtualList } from './VirtualList';
import '../../components/DataTable/dataTable.css';
import './reviews.css';

registerIcons({}, { comment: i20Comment });

const t = catalogue.reviews;
const TABS: Array<{ id: ReviewStatus; title: string }> = [
  { id: 'pending', title: 'Pending' },
  { id: 'rejected', title: 'Rejected' },
  { id: 'approved', title: 'Approved' },
];
const SORTS = [
  { value: 'ReviewDate:asc', label: 'Oldest first' },
  { value: 'ReviewDate:desc', label: 'Newest first' },
  { value: 'rating:asc', label: 'Lowest rating' },
  { value: 'rating:desc', label: 'Highest rating' },
  { value: 'VendorName:asc', label: 'Vendor name' },
];
const ITEM_HEIGHT = 156;
/** Every page of a tab is loaded (the spec does not slice the review lists); the list is windowed. */
const FETCH_PAGE = 1000;
export const isReviewsKey = (k: unknown) => Array.isArray(k) && k[0] === 'reviews.all';

/** Moderate Reviews (spec §2/§4): Pending, Rejected, Approved; approve, reject, delete; bulk moderation of pending ones. */
export default function ReviewsModerationScreen() {
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const list = useListState({ tab: 'pending', sortBy: 'ReviewDate' });
  const tab = (TABS.some((x) => x.id === list.tab) ? list.tab : 'pending') as ReviewStatus;
  const query = { status: tab, searchTerms: list.paging.searchTerms, sortBy: list.sortBy, sortDescending: list.sortDescending };
  const { data, error, isLoading, isValidating } = useSWR(['reviews.all', query], async () => {
    const all: Review[] = [];
    for await (const p of sdk.reviews.pages({ ...query, pageSize: FETCH_PAGE })) all.push(...p.items);
    return all;
  });
  const [confirm, confirmElement] = useConfirm();
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState<Set<number>>(new Set());
  const bulk = useBulkRun();
  const [bulkOf, setBulkOf] = useState<{ title: string; status: 'A' | 'R' } | null>(null);
  const [results, setResults] = useState<Record<number, { ok: boolean; text: string }>>({});

  useEffect(() => {
    if (error) toastError(error, reviewLoadFailure(tab));
  }, [error, tab]);
  // Selection belongs to the pending list as loaded now.
  useEffect(() => setSelected(new Set()), [tab, list.search]);

  const reload = useCallback(() => mutate(isReviewsKey), [mutate]);
  const setBusyOne = (id: number, on: boolean) =>
    setBusy((b) => {
      const n = new Set(b);
      if (on) n.add(id);
      else n.delete(id);
      return n;
    });

  const moderate = useCallback(
    async (r: Review, status: 'A' | 'R') => {
      const note = notes[r.reviewID] ?? '';
      setBusyOne(r.reviewID, true);
      try {
        const res = await sdk.reviews.moderate({ reviewId: r.reviewID, status, moderatorNotes: note });
        void showToast({ message: res.message, intent: 'success' });
        setNotes(({ [r.reviewID]: _gone, ...rest }) => rest);
        await reload();
      } catch (e) {
        toastError(e, t.publishFailed); // the notes stay as typed
      } finally {
        setBusyOne(r.reviewID, false);
      }
    },
    [notes, sdk, reload],
  );

  const remove = useCallback(
    async (r: Review) => {
      if (!(await confirm(t.confirmDelete))) return;
      setBusyOne(r.reviewID, true);
      try {
        if (await writeWithToasts(() => sdk.reviews.delete(r.reviewID), t.deleteFailed)) {
          await reload();
        }
      } finally {
        setBusyOne(r.reviewID, false);
      }
    },
    [confirm, sdk, reload],
  );

  const onNotes = useCallback((id: number, v: string) => setNotes((n) => ({ ...n, [id]: v.slice(0, MODERATOR_NOTES_MAX) })), []);
  const onSelect = useCallback(
    (id: number, on: boolean) =>
      setSelected((s) => {
        const n = new Set(s);
        if (on) n.add(id);
        else n.delete(id);
        return n;
      }),
    [],
  );

  const rows = data ?? [];
  const byId = useMemo(() => new Map(rows.map((r) => [r.reviewID, r])), [rows]);
  const selectedShown = [...selected].filter((id) => byId.has(id));
  const allSelected = rows.length > 0 && selectedShown.length === rows.length;

  const notesRef = useRef(notes);
  notesRef.current = notes;
  /** Approves or rejects the selection through the SDK's bulk runner (each with its notes); retry resumes the same run. */
  const startBulk = async (status: 'A' | 'R', retry = false) => {
    const decide = (o: BulkRunOptions) => {
      const notesNow = notesRef.current;
      const selection = (retry ? [] : selectedShown).map((id) => ({ reviewId: id, moderatorNotes: notesNow[id] ?? '' }));
      return status === 'A' ? sdk.reviews.approveMany(selection, o) : sdk.reviews.rejectMany(selection, o);
    };
    setBulkOf({ title: status === 'A' ? 'Approve selected reviews' : 'Reject selected reviews', status });
    try {
      if (retry) await bulk.retry(decide);
      else await bulk.start(selectedShown.map((id) => ({ id, title: byId.get(id)?.reviewTitle || `#${id}` })), decide);
    } catch (e) {
      toastError(e, t.publishFailed);
    }
    const items = bulk.snapshot();
    const ok = items.filter((i) => i.state === 'done').length;
    const failed = items.filter((i) => i.state === 'failed');
    setResults((r) => ({ ...r, ...Object.fromEntries(failed.map((i) => [i.id, { ok: false, text: `Failed: ${i.message ?? ''}` }])) }));
    setSelected(new Set(failed.map((i) => i.id)));
    void showToast({ message: `${ok} of ${items.length} reviews ${status === 'A' ? 'approved' : 'rejected'}`, intent: failed.length ? 'warning' : 'success' });
    await reload();
  };

  const renderItem = useCallback(
    (r: Review) => (
      <ReviewCard
        review={r}
        tab={tab}
        notes={notes[r.reviewID] ?? ''}
        selected={selected.has(r.reviewID)}
        busy={busy.has(r.reviewID) || Boolean(bulk.view?.running)}
        result={results[r.reviewID]}
        onNotes={onNotes}
        onSelect={onSelect}
        onModerate={moderate}
        onDelete={remove}
      />
    ),
    [tab, notes, selected, busy, bulk.view?.running, results, onNotes, onSelect, moderate, remove],
  );

  const body = (
    <>
      <div className="mpa-toolbar">
        <SearchBox value={list.search} onSearch={list.setSearch} delayMs={DEBOUNCE_MS.services} placeholder="Search reviews..." />
        <HTMLSelect
          aria-label="Sort reviews"
          value={`${list.sortBy ?? 'ReviewDate'}:${list.sortDescending ? 'desc' : 'asc'}`}
          options={SORTS}
          onChange={(e) => {
            const [sortBy, dir] = e.currentTarget.value.split(':');
            list.set({ sortBy, sortDescending: dir === 'desc' });
          }}
        />
        {(isLoading || isValidating) && <Spinner size={16} aria-label={catalogue.common.loading} />}
        <span className="mpa-toolbar-spacer" />
        <span className="mpa-review-count" aria-live="polite">
          {data ? `${rows.length} review${rows.length === 1 ? '' : 's'}` : ''}
        </span>
      </div>
      {tab === 'pending' && rows.length > 0 && (
        <div className="mpa-toolbar mpa-bulk-bar">
          <Checkbox
            className="mpa-select-all"
            checked={allSelected}
            indeterminate={selectedShown.length > 0 && !allSelected}
            label={`Select all (${rows.length})`}
            onChange={(e) => setSelected(e.currentTarget.checked ? new Set(rows.map((r) => r.reviewID)) : new Set())}
          />
          <Button size="small" intent="success" icon="tick" text={`Approve selected (${selectedShown.length})`} disabled={!selectedShown.length || Boolean(bulk.view?.running)} onClick={() => void startBulk('A')} />
          <Button size="small" intent="warning" icon="disable" text={`Reject selected (${selectedShown.length})`} disabled={!selectedShown.length || Boolean(bulk.view?.running)} onClick={() => void startBulk('R')} />
        </div>
      )}
      {error && !data && (
        <Callout intent="danger" compact className="mpa-list-alert">
          {reviewLoadFailure(tab)}
        </Callout>
      )}
      {data && rows.length === 0 && <NonIdealState icon="comment" title={t.empty} className="mpa-review-empty" />}
      {!data && isLoading && <Spinner size={24} aria-label={catalogue.common.loading} />}
      {rows.length > 0 && (
        <VirtualList
          label={`${TABS.find((x) => x.id === tab)!.title} reviews`}
          items={rows}
          itemHeight={ITEM_HEIGHT}
          height="calc(100vh - 300px)"
          itemKey={(r) => r.reviewID}
          renderItem={renderItem}
        />
      )}
    </>
  );

  return (
    <>
      <PageHeader title="Moderate Reviews" subtitle="Approve, reject or delete what users wrote" />
      <FlaggedReviews onResolved={() => void reload()} />
      <Tabs id="review-tabs" selectedTabId={tab} onChange={(id) => list.setTab(String(id))} className="mpa-review-tabs" renderActiveTabPanelOnly>
        {TABS.map((x) => (
          <Tab key={x.id} id={x.id} title={x.title} panel={x.id === tab ? body : <span />} />
        ))}
      </Tabs>
      {bulk.view && bulkOf && (
        <BulkResults
          title={bulkOf.title}
          items={bulk.view.items}
          running={bulk.view.running}
          onClose={bulk.close}
          onRetry={() => void startBulk(bulkOf.status, true)}
        />
      )}
      {confirmElement}
    </>
  );
}
