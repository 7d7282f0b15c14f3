import type { RedemptionRequest, RedemptionStatus } from '@marketplace-admin/sdk';
import type { RefObject } from 'react';
import { formatAmount } from '../../app/format';
import type { QueueCursor } from '../../components/Shortcuts/useQueueCursor';
import type { QueueHandlers } from '../../components/Shortcuts/QueueHotkeys';
import type { NewStatus } from './RedeemForm';
import { t } from '../../i18n';

/** How a request is named when it becomes active: "Request #12, Priya Shah, UPI, value 10.00 (3 of 25)". */
export const describeRequest = (r: RedemptionRequest, position: number, total: number | undefined): string =>
  t('ui.redemptions.keysDescribe', {
    id: r.redeemRequestId,
    name: r.userName ?? '',
    method: r.redeemMethod ?? '',
    value: formatAmount(r.redeemValue),
    n: position,
    count: total ?? position,
  });

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
  // what a key says is said in the panel's language at the moment it is pressed
  const decided = () =>
    t(o.tab === 'Approved' ? 'ui.redemptions.approved' : 'ui.redemptions.rejected').toLocaleLowerCase();

  const activeOrSay = (): RedemptionRequest | undefined => {
    if (!cursor.active) say(t('ui.redemptions.keysNoActive'));
    return cursor.active;
  };
  const onPendingOnly = (
    what:
      | 'ui.redemptions.keysRedeemPendingOnly'
      | 'ui.redemptions.keysSelectPendingOnly'
      | 'ui.redemptions.keysApprovePendingOnly',
  ): boolean => {
    if (!pending) say(t(what, { tab: decided() }));
    return pending;
  };
  const step = (delta: 1 | -1) => {
    if (cursor.move(delta) >= 0) return;
    if (cursor.activeIndex < 0) say(t('ui.redemptions.keysNone'));
    else if (delta > 0 && o.total !== undefined && o.page * o.pageSize < o.total)
      o.turnPage(o.page + 1, 'first');
    else if (delta < 0 && o.page > 1) o.turnPage(o.page - 1, 'last');
    else say(t(delta > 0 ? 'ui.redemptions.keysLast' : 'ui.redemptions.keysFirst'));
  };
  const form = (status?: NewStatus) => {
    if (!onPendingOnly('ui.redemptions.keysRedeemPendingOnly')) return;
    const r = activeOrSay();
    if (!r) return;
    o.openForm(r, status);
    say(
      status
        ? t('ui.redemptions.keysFormOpenStatus', { id: r.redeemRequestId, status })
        : t('ui.redemptions.keysFormOpen', { id: r.redeemRequestId }),
    );
  };

  return {
    next: () => step(1),
    previous: () => step(-1),
    select: () => {
      if (!onPendingOnly('ui.redemptions.keysSelectPendingOnly') || o.collecting) return;
      const r = activeOrSay();
      if (!r) return;
      const on = !o.selected.has(r.redeemRequestId);
      o.toggleSelected(r);
      const n = o.selected.size + (on ? 1 : -1);
      say(
        t(on ? 'ui.redemptions.keysSelected' : 'ui.redemptions.keysUnselected', { id: r.redeemRequestId, n }),
      );
    },
    approve: () => form('Approved'),
    reject: () => form('Rejected'),
    note: () => form(),
    search: () => o.search.current?.focus(),
    approveSelection: () => {
      if (!onPendingOnly('ui.redemptions.keysApprovePendingOnly') || o.collecting) return;
      if (o.selected.size === 0) say(t('ui.redemptions.keysNoneSelected'));
      else o.approveSelection();
    },
    submit: (e) =>
      (e.target as Element | null)?.closest<HTMLFormElement>('form.mpa-redeem-fields')?.requestSubmit(),
  };
}
