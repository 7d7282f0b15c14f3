import type { RedemptionRequest, RedemptionStatus } from '@marketplace-admin/sdk';
import type { RefObject } from 'react';
import { formatAmount } from '../../app/format';
import type { QueueCursor } from '../../components/Shortcuts/useQueueCursor';
import type { QueueHandlers } from '../../components/Shortcuts/QueueHotkeys';
import type { NewStatus } from './RedeemForm';

/** How a request is named when it becomes active: "Request #12, Priya Shah, UPI, value 10.00 (3 of 25)". */
export const describeRequest = (r: RedemptionRequest, position: number, total: number | undefined): string =>
  `Request #${r.redeemRequestId}, ${r.userName ?? ''}, ${r.redeemMethod ?? ''}, value ${formatAmount(r.redeemValue)} (${position} of ${total ?? position})`;

export interface RedemptionKeysOptions {
  tab: RedemptionStatus;
  cursor: QueueCursor<RedemptionRequest>;
  page: number;
  pageSize: number;
  total: number | undefined;
  /** Another page, its first or last request to become active once it has arrived. */
  turnPage(page: number, then: 'first' | 'last'): void;
  selected: ReadonlyMap<number, RedemptionRequest>;
  toggleSelected(r: RedemptionRequest): void;
  /** The redeem form of `r`, with this status chosen (if any) and its note focused: nothing is sent. */
  openForm(r: RedemptionRequest, status?: NewStatus): void;
  approveSelection(): void;
  /** "Select all matching" is still collecting: the selection is not final. */
  collecting: boolean;
  search: RefObject<HTMLInputElement | null>;
}

/**
 * The redemption queue's keys (CONTRACT §7). The spec requires a status and a note for every redeem
 * (§5), so `a` and `r` do not send: they open the active request's form with the status chosen and
 * the note focused; Ctrl/Cmd+Enter (or Tab to Submit) sends it. The active row moves across pages.
 */
export function redemptionKeys(o: RedemptionKeysOptions): QueueHandlers {
  const { cursor } = o;
  const say = cursor.announce;
  const pending = o.tab === 'Pending';

  const activeOrSay = (): RedemptionRequest | undefined => {
    if (!cursor.active) say('No request is active: press J or the down arrow to choose one.');
    return cursor.active;
  };
  const onPendingOnly = (what: string): boolean => {
    if (!pending) say(`${what} on the Pending tab only; ${o.tab.toLowerCase()} requests are decided.`);
    return pending;
  };
  const step = (delta: 1 | -1) => {
    if (cursor.move(delta) >= 0) return;
    if (cursor.activeIndex < 0) say('No requests here.');
    else if (delta > 0 && o.total !== undefined && o.page * o.pageSize < o.total)
      o.turnPage(o.page + 1, 'first');
    else if (delta < 0 && o.page > 1) o.turnPage(o.page - 1, 'last');
    else say(delta > 0 ? 'This is the last request.' : 'This is the first request.');
  };
  const form = (status?: NewStatus) => {
    if (!onPendingOnly('Requests are redeemed')) return;
    const r = activeOrSay();
    if (!r) return;
    o.openForm(r, status);
    say(
      `Request #${r.redeemRequestId}: redeem form open${status ? `, status ${status}` : ''}. Write the note.`,
    );
  };

  return {
    next: () => step(1),
    previous: () => step(-1),
    select: () => {
      if (!onPendingOnly('Requests are selected') || o.collecting) return;
      const r = activeOrSay();
      if (!r) return;
      const on = !o.selected.has(r.redeemRequestId);
      o.toggleSelected(r);
      say(
        `Request #${r.redeemRequestId} ${on ? 'selected' : 'unselected'}; ${o.selected.size + (on ? 1 : -1)} selected.`,
      );
    },
    approve: () => form('Approved'),
    reject: () => form('Rejected'),
    note: () => form(),
    search: () => o.search.current?.focus(),
    approveSelection: () => {
      if (!onPendingOnly('Selected requests are approved') || o.collecting) return;
      if (o.selected.size === 0) say('No requests are selected: press X to select the active one.');
      else o.approveSelection();
    },
    submit: (e) =>
      (e.target as Element | null)?.closest<HTMLFormElement>('form.mpa-redeem-fields')?.requestSubmit(),
  };
}
