import { reviewTabActions, type Review, type ReviewStatus } from '@marketplace-admin/sdk';
import type { RefObject } from 'react';
import type { QueueCursor } from '../../components/Shortcuts/useQueueCursor';
import type { QueueHandlers } from '../../components/Shortcuts/QueueHotkeys';
import { t as translate, type Translate } from '../../i18n';
import type { Reveal } from './VirtualList';

/** A review's title, or the words for none in the panel's language. */
export const reviewTitle = (r: Review, t: Translate = translate): string =>
  r.reviewTitle || t('ui.reviews.noTitle');

/** Focuses a part of a review card once the virtual list has drawn it. */
export const focusInCard =
  (part: 'card' | 'notes') =>
  (item: HTMLElement): void =>
    item
      .querySelector<HTMLElement>(part === 'card' ? '[role="article"]' : '.mpa-review-notes input')
      ?.focus();

export interface ReviewKeysOptions {
  tab: ReviewStatus;
  tabTitle: string;
  /** The panel's translator: what is said is said in its language. */
  t: Translate;
  cursor: QueueCursor<Review>;
  selected: ReadonlySet<number>;
  selectedCount: number;
  onSelect(id: number, on: boolean): void;
  isBusy(id: number): boolean;
  bulkRunning: boolean;
  moderate(r: Review, status: 'A' | 'R'): Promise<void>;
  approveSelection(): void;
  search: RefObject<HTMLInputElement | null>;
  reveal(r: Reveal): void;
}

/**
 * The review queue's keys (CONTRACT §7) over the screen's own actions: focus follows the active
 * card (a screen reader reads it), and whatever a key cannot do here is said, politely.
 */
export function reviewKeys(o: ReviewKeysOptions): QueueHandlers {
  const { cursor, t } = o;
  const offered = reviewTabActions(o.tab);
  const say = cursor.announce;

  const activeOrSay = (): Review | undefined => {
    if (!cursor.active) say(t('ui.reviews.keysNoActive'));
    return cursor.active;
  };
  const step = (delta: 1 | -1) => {
    const to = cursor.move(delta, { silent: true });
    if (to >= 0) o.reveal({ index: to, then: focusInCard('card') });
    else
      say(
        t(
          cursor.activeIndex < 0
            ? 'ui.reviews.keysNone'
            : delta > 0
              ? 'ui.reviews.keysLast'
              : 'ui.reviews.keysFirst',
        ),
      );
  };
  const decide = (status: 'A' | 'R') => {
    // spec §4: Approve is hidden on the Approved tab, Reject on the Rejected tab
    if (!(status === 'A' ? offered.approve : offered.reject))
      return say(
        t(status === 'A' ? 'ui.reviews.keysApproveNotOffered' : 'ui.reviews.keysRejectNotOffered', {
          tab: o.tabTitle,
        }),
      );
    const r = activeOrSay();
    if (r && !o.isBusy(r.reviewID) && !o.bulkRunning) void o.moderate(r, status);
  };
  const onPendingOnly = (
    what: 'ui.reviews.keysSelectPendingOnly' | 'ui.reviews.keysApprovePendingOnly',
  ): boolean => {
    if (o.tab !== 'pending') say(t(what));
    return o.tab === 'pending';
  };

  return {
    next: () => step(1),
    previous: () => step(-1),
    select: () => {
      if (!onPendingOnly('ui.reviews.keysSelectPendingOnly')) return;
      const r = activeOrSay();
      if (!r || o.bulkRunning) return;
      const on = !o.selected.has(r.reviewID);
      o.onSelect(r.reviewID, on);
      say(
        t(on ? 'ui.reviews.keysSelected' : 'ui.reviews.keysUnselected', {
          title: reviewTitle(r, t),
          n: o.selectedCount + (on ? 1 : -1),
        }),
      );
    },
    approve: () => decide('A'),
    reject: () => decide('R'),
    note: () => {
      if (activeOrSay()) o.reveal({ index: cursor.activeIndex, then: focusInCard('notes') });
    },
    search: () => o.search.current?.focus(),
    approveSelection: () => {
      if (!onPendingOnly('ui.reviews.keysApprovePendingOnly') || o.bulkRunning) return;
      if (o.selectedCount === 0) say(t('ui.reviews.keysNoneSelected'));
      else o.approveSelection();
    },
    // back to the card whose field it was
    leaveField: () => {
      if (cursor.activeIndex >= 0) o.reveal({ index: cursor.activeIndex, then: focusInCard('card') });
    },
  };
}
