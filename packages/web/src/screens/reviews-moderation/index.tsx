import { Callout, Checkbox, HTMLSelect, NonIdealState, Spinner, Tab, Tabs } from '@blueprintjs/core';
import {
  DEBOUNCE_MS,
  MODERATOR_NOTES_MAX,
  type BulkRunOptions,
  type Review,
  type ReviewStatus,
} from '@marketplace-admin/sdk';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { showToast, toastError } from '../../app/toaster';
import { BulkResults, useBulkRun } from '../../components/BulkResults';
import { useConfirm } from '../../components/ConfirmAlert';
import { ExportMenu } from '../../components/Export';
import { LightButton } from '../../components/LightControls';
import { PageHeader } from '../../components/PageHeader';
import { ScreenViewsButton } from '../../components/Views';
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
import { REVIEW_LOAD_FAILED, useReviewList } from './useReviewList';
import { VirtualList, type Reveal } from './VirtualList';
import '../../components/table.css';
import '../../components/toolbar.css';
import './reviews.css';
import english from 'virtual:messages/en/reviews';
import { registerEnglish, translateText, useT, type Id } from '../../i18n';

registerEnglish(english);
registerIcons({}, { comment: i20Comment });

/** The tabs; titles and the names of their lists are message ids. */
const TABS: Array<{ id: ReviewStatus; title: Id; list: Id }> = [
  { id: 'pending', title: 'ui.reviews.pending', list: 'ui.reviews.pendingList' },
  { id: 'rejected', title: 'ui.reviews.rejected', list: 'ui.reviews.rejectedList' },
  { id: 'approved', title: 'ui.reviews.approved', list: 'ui.reviews.approvedList' },
];
const SORTS: Array<{ value: string; label: Id }> = [
  { value: 'ReviewDate:asc', label: 'ui.reviews.oldestFirst' },
  { value: 'ReviewDate:desc', label: 'ui.reviews.newestFirst' },
  { value: 'rating:asc', label: 'ui.reviews.lowestRating' },
  { value: 'rating:desc', label: 'ui.reviews.highestRating' },
  { value: 'VendorName:asc', label: 'ui.reviews.vendorName' },
];
const ITEM_HEIGHT = 156;
/** On a phone a card's notes take a line of their own, its buttons the next. */
const ITEM_HEIGHT_PHONE = 196;

/** Moderate Reviews (spec §2/§4): Pending, Rejected, Approved; approve, reject, delete; bulk moderation of pending ones. */
export default function ReviewsModerationScreen() {
  const sdk = useSdk();
  const t = useT();
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
    describe: (r, i) => t('ui.reviews.describe', { title: reviewTitle(r, t), n: i + 1, count }),
    onReplaced: (next, at) => {
      if (next && (!document.activeElement || document.activeElement === document.body))
        setReveal({ index: at, then: focusInCard('card') });
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
      const title = reviewTitle(r, t);
      const said = expectLeaving(
        r.reviewID,
        t(status === 'A' ? 'ui.reviews.approvedOne' : 'ui.reviews.rejectedOne', { title }),
      );
      // on failure the notes stay as typed
      const ok = await run(
        r.reviewID,
        () => sdk.reviews.moderate({ reviewId: r.reviewID, status, moderatorNotes }),
        'reviews.publishFailed',
      );
      if (ok) setNotes(({ [r.reviewID]: _gone, ...rest }) => rest);
      said.settle(
        ok,
        t(status === 'A' ? 'ui.reviews.notApprovedOne' : 'ui.reviews.notRejectedOne', { title }),
      );
    },
    [notes, sdk, run, expectLeaving, t],
  );

  const remove = useCallback(
    async (r: Review) => {
      if (await confirm(t('reviews.confirmDelete'), { confirmText: t('ui.reviews.delete') }))
        await run(r.reviewID, () => sdk.reviews.delete(r.reviewID), 'reviews.deleteFailed');
    },
    [confirm, sdk, run, t],
  );

  const onNotes = useCallback(
    (id: number, v: string) => setNotes((n) => ({ ...n, [id]: v.slice(0, MODERATOR_NOTES_MAX) })),
    [],
  );
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
      const selection = (retry ? [] : selectedShown).map((id) => ({
        reviewId: id,
        moderatorNotes: notesNow[id] ?? '',
      }));
      return status === 'A' ? sdk.reviews.approveMany(selection, o) : sdk.reviews.rejectMany(selection, o);
    };
    setBulkOf({
      title: t(status === 'A' ? 'ui.reviews.bulkApproveTitle' : 'ui.reviews.bulkRejectTitle'),
      status,
    });
    try {
      if (retry) await bulk.retry(decide);
      else
        await bulk.start(
          selectedShown.map((id) => ({ id, title: byId.get(id)?.reviewTitle || `#${id}` })),
          decide,
        );
    } catch (e) {
      toastError(e, 'reviews.publishFailed');
    }
    const items = bulk.snapshot();
    const ok = items.filter((i) => i.state === 'done').length;
    const failed = items.filter((i) => i.state === 'failed');
    setResults((r) => ({
      ...r,
      ...Object.fromEntries(
        failed.map((i) => [
          i.id,
          {
            ok: false,
            text: t('ui.reviews.failedResult', { reason: i.message ? translateText(i.message) : '' }),
          },
        ]),
      ),
    }));
    setSelected(new Set(failed.map((i) => i.id)));
    const summary = t(status === 'A' ? 'ui.reviews.bulkApproved' : 'ui.reviews.bulkRejected', {
      ok,
      total: items.length,
    });
    void showToast({ message: summary, intent: failed.length ? 'warning' : 'success' });
    announce(`${summary}.`);
    await reload();
  };

  const keys = reviewKeys({
    tab,
    tabTitle: t(TABS.find((x) => x.id === tab)!.title),
    t,
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
    [
      tab,
      notes,
      selected,
      cursor.activeKey,
      isBusy,
      bulk.view?.running,
      results,
      onNotes,
      onSelect,
      moderate,
      remove,
      activateKey,
    ],
  );

  const body = (
    <>
      <div className="mpa-toolbar">
        <SearchBox
          value={list.search}
          onSearch={list.setSearch}
          delayMs={DEBOUNCE_MS.services}
          placeholder={t('ui.reviews.search')}
          inputRef={searchBox}
        />
        <HTMLSelect
          aria-label={t('ui.reviews.sort')}
          value={`${list.sortBy ?? 'ReviewDate'}:${list.sortDescending ? 'desc' : 'asc'}`}
          options={SORTS.map((s) => ({ value: s.value, label: t(s.label) }))}
          onChange={(e) => {
            const [sortBy, dir] = e.currentTarget.value.split(':');
            list.set({ sortBy, sortDescending: dir === 'desc' });
          }}
        />
        {(isLoading || isValidating) && <Spinner size={16} aria-label={t('common.loading')} />}
        <span className="mpa-toolbar-spacer" />
        <ScreenViewsButton gridId="reviews-moderation" />
        <span className="mpa-review-count" aria-live="polite">
          {data ? t('ui.reviews.count', { count }) : ''}
        </span>
        <ExportMenu
          list="reviews"
          source={sdk.reviews}
          query={query}
          total={count}
          failure={REVIEW_LOAD_FAILED[tab]}
          disabled={rows.length === 0}
        />
      </div>
      {tab === 'pending' && rows.length > 0 && (
        <div className="mpa-toolbar mpa-bulk-bar">
          <Checkbox
            className="mpa-select-all"
            checked={allSelected}
            indeterminate={selectedShown.length > 0 && !allSelected}
            label={t('ui.reviews.selectAll', { count })}
            // the whole tab, once it has all come (its first page shows while the rest loads)
            disabled={!complete}
            onChange={(e) =>
              setSelected(e.currentTarget.checked ? new Set(rows.map((r) => r.reviewID)) : new Set())
            }
          />
          <LightButton
            intent="success"
            icon="tick"
            text={t('ui.reviews.approveSelected', { n: selectedShown.length })}
            disabled={!selectedShown.length || Boolean(bulk.view?.running)}
            onClick={() => void startBulk('A')}
          />
          <LightButton
            intent="warning"
            icon="disable"
            text={t('ui.reviews.rejectSelected', { n: selectedShown.length })}
            disabled={!selectedShown.length || Boolean(bulk.view?.running)}
            onClick={() => void startBulk('R')}
          />
        </div>
      )}
      {error && !data && (
        <Callout intent="danger" compact className="mpa-list-alert">
          {t(REVIEW_LOAD_FAILED[tab])}
        </Callout>
      )}
      {data && rows.length === 0 && (
        <NonIdealState icon="comment" title={t('reviews.empty')} className="mpa-review-empty" />
      )}
      {!data && isLoading && <Spinner size={24} aria-label={t('common.loading')} />}
      {rows.length > 0 && (
        <VirtualList
          label={t(TABS.find((x) => x.id === tab)!.list)}
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
      <PageHeader title={t('ui.nav.moderateReviews')} subtitle={t('ui.reviews.subtitle')} />
      <FlaggedReviews head={flagCount} onResolved={() => void reload()} />
      {flagsKnown ? (
        <Tabs
          id="review-tabs"
          animate={false}
          selectedTabId={tab}
          onChange={(id) => list.setTab(String(id))}
          className="mpa-review-tabs"
          renderActiveTabPanelOnly
        >
          {TABS.map((x) => (
            <Tab key={x.id} id={x.id} title={t(x.title)} panel={x.id === tab ? body : <span />} />
          ))}
        </Tabs>
      ) : (
        <Spinner size={24} aria-label={t('common.loading')} />
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
