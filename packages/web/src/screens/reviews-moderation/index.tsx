import { Button, Callout, Checkbox, HTMLSelect, NonIdealState, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { catalogue, DEBOUNCE_MS, MODERATOR_NOTES_MAX, reviewLoadFailure, type BulkRunOptions, type Review, type ReviewStatus } from '@marketplace-admin/sdk';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { showToast, toastError } from '../../app/toaster';
import { BulkResults, useBulkRun } from '../../components/BulkResults';
import { useConfirm } from '../../components/ConfirmAlert';
import { ExportMenu } from '../../components/Export';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { QueueHotkeys } from '../../components/Shortcuts/QueueHotkeys';
import { useQueueCursor } from '../../components/Shortcuts/useQueueCursor';
import { listKeyMatches } from '../../hooks/useListQuery';
import { useListState } from '../../hooks/useListState';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import i20Comment from '@blueprintjs/icons/lib/esm/generated/20px/paths/comment';
import { registerIcons } from '../../app/icons';
import { FlaggedReviews, useFlagCount } from './FlaggedReviews';
import { reviewsQuery, REVIEWS_LIST } from './load';
import { ReviewCard } from './ReviewCard';
import { focusInCard, reviewKeys, reviewTitle } from './reviewKeys';
import { useReviewList } from './useReviewList';
import { VirtualList, type Reveal } from './VirtualList';
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
/** On a phone a card's notes take a line of their own, its buttons the next. */
const ITEM_HEIGHT_PHONE = 196;

/** Moderate Reviews (spec §2/§4): Pending, Rejected, Approved; approve, reject, delete; bulk moderation of pending ones. */
export default function ReviewsModerationScreen() {
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const phone = useIsMobile();
  const list = useListState(REVIEWS_LIST);
  // the tab's list as the server has it now: status, search and sort (what the Export menu writes too)
  const query = reviewsQuery(list);
  const tab = query.status;
  const { rows: data, count, complete, error, isLoading, isValidating } = useReviewList(query);
  // The flagged notice above the tabs shows the server's count of flags, asked for with the first page: the tabs
  // wait for it, so that the notice, when it comes, does not push down cards already painted (a layout shift).
  const flagCount = useFlagCount();
  const flagsKnown = flagCount.data !== undefined || flagCount.error !== undefined;
  const [confirm, confirmElement] = useConfirm();
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const bulk = useBulkRun();
  const [bulkOf, setBulkOf] = useState<{ title: string; status: 'A' | 'R' } | null>(null);
  const [results, setResults] = useState<Record<number, { ok: boolean; text: string }>>({});
  const searchBox = useRef<HTMLInputElement>(null);
  const [reveal, setReveal] = useState<Reveal | null>(null);
  // the card the keys act on; when it leaves the list the next takes its place, and focus with it if it was lost
  const cursor = useQueueCursor({
    rows: data,
    keyOf: (r) => r.reviewID,
    describe: (r, i) => `Review "${reviewTitle(r)}", ${i + 1} of ${count}`,
    onReplaced: (next, at) => {
      if (next && (!document.activeElement || document.activeElement === document.body)) setReveal({ index: at, then: focusInCard('card') });
    },
  });
  const { activateKey, expectLeaving, announce } = cursor;

  // Selection (and the active card) belong to the list as loaded now.
  useEffect(() => {
    setSelected(new Set());
    activateKey(null);
  }, [tab, list.search, activateKey]);

  // a decision moves a review from one tab to another: every tab's list is read again
  const reload = useCallback(() => mutate(listKeyMatches('reviews')), [mutate]);
  const { run, isBusy } = useRowAction(reload);

  const moderate = useCallback(
    async (r: Review, status: 'A' | 'R') => {
      const moderatorNotes = notes[r.reviewID] ?? '';
      const word = status === 'A' ? 'approved' : 'rejected';
      const said = expectLeaving(r.reviewID, `Review "${reviewTitle(r)}" ${word}.`);
      // on failure the notes stay as typed
      const ok = await run(r.reviewID, () => sdk.reviews.moderate({ reviewId: r.reviewID, status, moderatorNotes }), t.publishFailed);
      if (ok) setNotes(({ [r.reviewID]: _gone, ...rest }) => rest);
      said.settle(ok, `Review "${reviewTitle(r)}" was not ${word}.`);
    },
    [notes, sdk, run, expectLeaving],
  );

  const remove = useCallback(
    async (r: Review) => {
      if (await confirm(t.confirmDelete)) await run(r.reviewID, () => sdk.reviews.delete(r.reviewID), t.deleteFailed);
    },
    [confirm, sdk, run],
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
    const summary = `${ok} of ${items.length} reviews ${status === 'A' ? 'approved' : 'rejected'}`;
    void showToast({ message: summary, intent: failed.length ? 'warning' : 'success' });
    announce(`${summary}.`);
    await reload();
  };

  const keys = reviewKeys({
    tab,
    tabTitle: TABS.find((x) => x.id === tab)!.title,
    cursor,
    selected,
    selectedCount: selectedShown.length,
    onSelect,
    isBusy,
    bulkRunning: Boolean(bulk.view?.running),
    moderate,
    approveSelection: () => void startBulk('A'),
    search: searchBox,
    reveal: setReveal,
  });

  const renderItem = useCallback(
    (r: Review) => (
      <ReviewCard
        review={r}
        tab={tab}
        notes={notes[r.reviewID] ?? ''}
        selected={selected.has(r.reviewID)}
        active={cursor.activeKey === r.reviewID}
        busy={isBusy(r.reviewID) || Boolean(bulk.view?.running)}
        result={results[r.reviewID]}
        onNotes={onNotes}
        onSelect={onSelect}
        onModerate={moderate}
        onDelete={remove}
        onActivate={activateKey}
      />
    ),
    [tab, notes, selected, cursor.activeKey, isBusy, bulk.view?.running, results, onNotes, onSelect, moderate, remove, activateKey],
  );

  const body = (
    <>
      <div className="mpa-toolbar">
        <SearchBox value={list.search} onSearch={list.setSearch} delayMs={DEBOUNCE_MS.services} placeholder="Search reviews..." inputRef={searchBox} />
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
          {data ? `${count} review${count === 1 ? '' : 's'}` : ''}
        </span>
        <ExportMenu list="reviews" source={sdk.reviews} query={query} total={count} failure={reviewLoadFailure(tab)} disabled={rows.length === 0} />
      </div>
      {tab === 'pending' && rows.length > 0 && (
        <div className="mpa-toolbar mpa-bulk-bar">
          <Checkbox
            className="mpa-select-all"
            checked={allSelected}
            indeterminate={selectedShown.length > 0 && !allSelected}
            label={`Select all (${count})`}
            // the whole tab, once it has all come (its first page shows while the rest loads)
            disabled={!complete}
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
          itemHeight={phone ? ITEM_HEIGHT_PHONE : ITEM_HEIGHT}
          height="calc(100vh - 300px)"
          itemKey={(r) => r.reviewID}
          renderItem={renderItem}
          reveal={reveal}
        />
      )}
    </>
  );

  return (
    <>
      <PageHeader title="Moderate Reviews" subtitle="Approve, reject or delete what users wrote" />
      <FlaggedReviews head={flagCount} onResolved={() => void reload()} />
      {flagsKnown ? (
        <Tabs id="review-tabs" animate={false} selectedTabId={tab} onChange={(id) => list.setTab(String(id))} className="mpa-review-tabs" renderActiveTabPanelOnly>
          {TABS.map((x) => (
            <Tab key={x.id} id={x.id} title={x.title} panel={x.id === tab ? body : <span />} />
          ))}
        </Tabs>
      ) : (
        <Spinner size={24} aria-label={catalogue.common.loading} />
      )}
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
      {cursor.liveRegion}
      <QueueHotkeys queue="reviews" handlers={keys} />
    </>
  );
}
