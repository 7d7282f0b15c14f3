import type { RefObject } from 'react';
import { t, type Id } from '../../i18n';
import type { QueueHandlers } from './QueueHotkeys';
import type { QueueCursor } from './useQueueCursor';

/** What a decision key asks of the active item. */
type QueueDecision = 'approve' | 'reject' | 'note';

export interface QueueKeysOptions<T> {
  /** Where the queue's spoken texts are: `${words}.keysNone`, `.keysSelected`... */
  words: 'ui.reviews' | 'ui.redemptions';
  cursor: QueueCursor<T>;
  /** The tab's name as its texts say it ("{tab} tab", "{tab} requests"). */
  tab: string;
  /** Items are selected and approved together on this tab only. */
  pending: boolean;
  /** A bulk run or "select all" is under way: the selection stays as it is. */
  busy: boolean;
  /** How the spoken texts name an item ({ title } or { id }). */
  named(row: T): Record<string, string | number>;
  isSelected(row: T): boolean;
  selectedCount: number;
  toggle(row: T): void;
  approveSelection(): void;
  /** The text said instead when the tab does not offer `what`. */
  refused(what: QueueDecision): Id | undefined;
  decide(row: T, what: QueueDecision): void;
  /** Shows the item now active (with the move said by its focus, not by the live region). */
  show?(index: number): void;
  /** Past either end of the page: turns to the next or previous one if there is one. */
  turnPage?(delta: 1 | -1): boolean;
  search: RefObject<HTMLInputElement | null>;
}

/** A queue's keys (CONTRACT §7) over its screen's actions; what a key cannot do here is said, politely. */
export function queueKeys<T>(o: QueueKeysOptions<T>): QueueHandlers {
  const { cursor, words: w } = o;
  const say = (id: Id, values?: Record<string, string | number>) =>
    cursor.announce(t(id, { tab: o.tab, ...values }));
  /** This queue's message id for `key` (the catalogue has each for both queues). */
  const text = <K extends 'keysNoActive' | 'keysNone' | 'keysNoneSelected'>(key: K) => `${w}.${key}` as const;
  const activeOrSay = (): T | undefined => {
    if (!cursor.active) say(text('keysNoActive'));
    return cursor.active;
  };
  const onPending = (what: `${typeof w}.keys${'Select' | 'Approve'}PendingOnly`): boolean => {
    if (!o.pending) say(what);
    return o.pending && !o.busy;
  };
  const step = (delta: 1 | -1) => {
    const to = cursor.move(delta, { silent: o.show !== undefined });
    if (to >= 0) o.show?.(to);
    else if (cursor.activeIndex < 0) say(text('keysNone'));
    else if (!o.turnPage?.(delta)) say(delta > 0 ? `${w}.keysLast` : `${w}.keysFirst`);
  };
  const decide = (what: QueueDecision) => {
    const refused = o.refused(what);
    if (refused) return say(refused);
    const row = activeOrSay();
    if (row) o.decide(row, what);
  };

  return {
    next: () => step(1),
    previous: () => step(-1),
    select: () => {
      const row = onPending(`${w}.keysSelectPendingOnly`) ? activeOrSay() : undefined;
      if (!row) return;
      const on = !o.isSelected(row);
      o.toggle(row);
      const n = o.selectedCount + (on ? 1 : -1);
      say(on ? `${w}.keysSelected` : `${w}.keysUnselected`, { ...o.named(row), n });
    },
    approve: () => decide('approve'),
    reject: () => decide('reject'),
    note: () => decide('note'),
    search: () => o.search.current?.focus(),
    approveSelection: () => {
      if (!onPending(`${w}.keysApprovePendingOnly`)) return;
      if (o.selectedCount === 0) say(text('keysNoneSelected'));
      else o.approveSelection();
    },
  };
}
