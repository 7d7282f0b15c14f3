import {
  MODERATOR_NOTES_MAX,
  reviewTabActions,
  type BulkRunOptions,
  type Review,
  type ReviewStatus,
} from '@marketplace-admin/sdk';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { showToast } from '../../app/toaster';
import { useBulkRun } from '../../components/BulkResults';
import { useConfirm } from '../../components/ConfirmAlert';
import { queueKeys } from '../../components/Shortcuts/queueKeys';
import { useQueueCursor } from '../../components/Shortcuts/useQueueCursor';
import { listKeyMatches } from '../../hooks/useListQuery';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import { translateText, useT } from '../../i18n';
import { focusInCard, reviewTitle, type ReviewCardActions } from './ReviewCard';
import type { Reveal } from './VirtualList';

const DECISION = { approve: 'A', reject: 'R' } as const;
const toggled = (s: ReadonlySet<number>, id: number, on = !s.has(id)) =>
  new Set(on ? [...s, id] : [...s].filter((x) => x !== id));

/**
 * The review tab as a queue (CONTRACT §7): the active card the keys act on (focus follows it, and when it leaves
 * the list the next takes its place), each card's notes, the selection, one-by-one and bulk moderation, delete.
 */
export function useReviewQueue(
  tab: ReviewStatus,
  tabTitle: string,
  list: { rows: Review[] | undefined; count: number; search: string | undefined },
) {
  const sdk = useSdk();
  const t = useT();
  const { mutate } = useSWRConfig();
  const [confirm, confirmElement] = useConfirm();
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const bulk = useBulkRun();
  const [bulkOf, setBulkOf] = useState<'A' | 'R'>('A');
  const [results, setResults] = useState<Record<number, { ok: boolean; text: string }>>({});
  const search = useRef<HTMLInputElement>(null);
  const [reveal, setReveal] = useState<Reveal | null>(null);
  const cursor = useQueueCursor({
    rows: list.rows,
    keyOf: (r) => r.reviewID,
    describe: (r, i) => t('ui.reviews.describe', { title: reviewTitle(r, t), n: i + 1, count: list.count }),
    onReplaced: (next, at) => {
      // focus goes with it only if it was lost (the card it was in has gone)
      if (next && (!document.activeElement || document.activeElement === document.body))
        setReveal({ index: at, then: focusInCard('card') });
    },
  });
  const { activateKey, expectLeaving, announce } = cursor;

  // the selection and the active card belong to the list as loaded now
  useEffect(() => {
    setSelected(new Set());
    activateKey(null);
  }, [tab, list.search, activateKey]);

  // a decision moves a review from one tab to another: every tab's list is read again
  const reload = useCallback(() => mutate(listKeyMatches('reviews')), [mutate]);
  const { run, isBusy } = useRowAction(reload);

  const moderate = useCallback(
    async (r: Review, status: 'A' | 'R') => {
      const title = reviewTitle(r, t);
      const approve = status === 'A';
      const said = expectLeaving(
        r.reviewID,
        t(approve ? 'ui.reviews.approvedOne' : 'ui.reviews.rejectedOne', { title }),
      );
      const moderatorNotes = notes[r.reviewID] ?? '';
      const send = () => sdk.reviews.moderate({ reviewId: r.reviewID, status, moderatorNotes });
      // on failure the notes stay as typed
      const ok = await run(r.reviewID, send, 'reviews.publishFailed');
      if (ok) setNotes(({ [r.reviewID]: _gone, ...rest }) => rest);
      said.settle(ok, t(approve ? 'ui.reviews.notApprovedOne' : 'ui.reviews.notRejectedOne', { title }));
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
  const rows = list.rows ?? [];
  const byId = useMemo(() => new Map(rows.map((r) => [r.reviewID, r])), [rows]);
  const selectedShown = [...selected].filter((id) => byId.has(id));
  const notesNow = useRef(notes);
  notesNow.current = notes;

  /** Approves or rejects the selection through the SDK's bulk runner (each with its notes); retry resumes the run. */
  const startBulk = async (status: 'A' | 'R', retry = false) => {
    const decide = (o: BulkRunOptions) => {
      const chosen = (retry ? [] : selectedShown).map((id) => ({
        reviewId: id,
        moderatorNotes: notesNow.current[id] ?? '',
      }));
      return status === 'A' ? sdk.reviews.approveMany(chosen, o) : sdk.reviews.rejectMany(chosen, o);
    };
    setBulkOf(status);
    const items = retry
      ? null
      : selectedShown.map((id) => ({ id, title: byId.get(id)?.reviewTitle || `#${id}` }));
    const { done, failed, total } = await bulk.run(items, decide, 'reviews.publishFailed');
    const reason = (message?: string) => (message ? translateText(message) : '');
    const failedResults = failed.map((i) => [
      i.id,
      { ok: false, text: t('ui.reviews.failedResult', { reason: reason(i.message) }) },
    ]);
    setResults((r) => ({ ...r, ...Object.fromEntries(failedResults) }));
    setSelected(new Set(failed.map((i) => i.id)));
    const summary = t(status === 'A' ? 'ui.reviews.bulkApproved' : 'ui.reviews.bulkRejected', {
      ok: done.length,
      total,
    });
    void showToast({ message: summary, intent: failed.length ? 'warning' : 'success' });
    announce(`${summary}.`);
    await reload();
  };

  const offered = reviewTabActions(tab);
  const keys = {
    ...queueKeys({
      words: 'ui.reviews',
      cursor,
      tab: tabTitle,
      pending: tab === 'pending',
      busy: bulk.running,
      named: (r) => ({ title: reviewTitle(r, t) }),
      isSelected: (r) => selected.has(r.reviewID),
      selectedCount: selectedShown.length,
      toggle: (r) => setSelected((s) => toggled(s, r.reviewID)),
      approveSelection: () => void startBulk('A'),
      // spec §4: Approve is hidden on the Approved tab, Reject on the Rejected tab
      refused: (what) =>
        what === 'note' || offered[what]
          ? undefined
          : what === 'approve'
            ? 'ui.reviews.keysApproveNotOffered'
            : 'ui.reviews.keysRejectNotOffered',
      decide: (r, what) => {
        if (what === 'note') setReveal({ index: cursor.activeIndex, then: focusInCard('notes') });
        else if (!isBusy(r.reviewID) && !bulk.running) void moderate(r, DECISION[what]);
      },
      show: (index) => setReveal({ index, then: focusInCard('card') }),
      search,
    }),
    // back to the card whose field it was
    leaveField: () => {
      if (cursor.activeIndex >= 0) setReveal({ index: cursor.activeIndex, then: focusInCard('card') });
    },
  };

  const card = useMemo<ReviewCardActions>(
    () => ({
      onNotes: (id, v) => setNotes((n) => ({ ...n, [id]: v.slice(0, MODERATOR_NOTES_MAX) })),
      onSelect: (id, on) => setSelected((s) => toggled(s, id, on)),
      onModerate: moderate,
      onDelete: remove,
      onActivate: activateKey,
    }),
    [moderate, remove, activateKey],
  );

  return {
    card,
    cursor,
    keys,
    search,
    reveal,
    notes,
    selected,
    selectedShown,
    setSelected,
    results,
    bulk,
    bulkOf,
    startBulk,
    isBusy,
    reload,
    confirmElement,
  };
}
