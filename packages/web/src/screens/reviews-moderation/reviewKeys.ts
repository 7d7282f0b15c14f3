import { reviewTabActions, type Review, type ReviewStatus } from '@marketplace-admin/sdk';
import type { RefObject } from 'react';
import type { QueueCursor } from '../../components/Shortcuts/useQueueCursor';
import type { QueueHandlers } from '../../components/Shortcuts/QueueHotkeys';
import type { Reveal } from './VirtualList';

export const reviewTitle = (r: Review): string => r.reviewTitle || '(no title)';

/** Focuses a part of a review card once the virtual list has drawn it. */
export const focusInCard =
  (part: 'card' | 'notes') =>
  (item: HTMLElement): void =>
    item.querySelector<HTMLElement>(part === 'card' ? '[role="article"]' : '.mpa-review-notes input')?.focus();

export interface ReviewKeysOptions {
  tab: ReviewStatus;
  tabTitle: string;
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
  const { cursor } = o;
  const offered = reviewTabActions(o.tab);
  const say = cursor.announce;

  const activeOrSay = (): Review | undefined => {
    if (!cursor.active) say('No review is active: press J or the down arrow to choose one.');
    return cursor.active;
  };
  const step = (delta: 1 | -1) => {
    const to = cursor.move(delta, { silent: true });
    if (to >= 0) o.reveal({ index: to, then: focusInCard('card') });
    else say(cursor.activeIndex < 0 ? 'No reviews here.' : delta > 0 ? 'This is the last review.' : 'This is the first review.');
  };
  const decide = (status: 'A' | 'R') => {
    const verb = status === 'A' ? 'Approve' : 'Reject';
    // spec §4: Approve is hidden on the Approved tab, Reject on the Rejected tab
    if (!(status === 'A' ? offered.approve : offered.reject)) return say(`${verb} is not offered on the ${o.tabTitle} tab.`);
    const r = activeOrSay();
    if (r && !o.isBusy(r.reviewID) && !o.bulkRunning) void o.moderate(r, status);
  };
  const onPendingOnly = (what: string): boolean => {
    if (o.tab !== 'pending') say(`${what} on the Pending tab only.`);
    return o.tab === 'pending';
  };

  return {
    next: () => step(1),
    previous: () => step(-1),
    select: () => {
      if (!onPendingOnly('Reviews are selected')) return;
      const r = activeOrSay();
      if (!r || o.bulkRunning) return;
      const on = !o.selected.has(r.reviewID);
      o.onSelect(r.reviewID, on);
      say(`Review "${reviewTitle(r)}" ${on ? 'selected' : 'unselected'}; ${o.selectedCount + (on ? 1 : -1)} selected.`);
    },
    approve: () => decide('A'),
    reject: () => decide('R'),
    note: () => {
      if (activeOrSay()) o.reveal({ index: cursor.activeIndex, then: focusInCard('notes') });
    },
    search: () => o.search.current?.focus(),
    approveSelection: () => {
      if (!onPendingOnly('Selected reviews are approved') || o.bulkRunning) return;
      if (o.selectedCount === 0) say('No reviews are selected: press X to select the active one.');
      else o.approveSelection();
    },
    // back to the card whose field it was
    leaveField: () => {
      if (cursor.activeIndex >= 0) o.reveal({ index: cursor.activeIndex, then: focusInCard('card') });
    },
  };
}
