import type { RedemptionRequest, RedemptionStatus } from '@marketplace-admin/sdk';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { formatAmount } from '../../app/format';
import type { ListController } from '../../components/ListScreen';
import { queueKeys } from '../../components/Shortcuts/queueKeys';
import { asksForOldestPending } from '../../components/Shortcuts/shortcuts';
import { useQueueCursor } from '../../components/Shortcuts/useQueueCursor';
import { t, useT } from '../../i18n';
import { RedeemForm, type NewStatus, type RedeemFormRequest } from './RedeemForm';
import type { useRedemptionSelection } from './useRedemptionSelection';

/** How a request is named when it becomes active: "Request #12, Priya Shah, UPI, value 10.00 (3 of 25)". */
const describeRequest = (r: RedemptionRequest, position: number, total: number | undefined): string =>
  t('ui.redemptions.keysDescribe', {
    id: r.redeemRequestId,
    name: r.userName ?? '',
    method: r.redeemMethod ?? '',
    value: formatAmount(r.redeemValue),
    n: position,
    count: total ?? position,
  });

const DECIDED: Record<string, NewStatus | undefined> = { approve: 'Approved', reject: 'Rejected' };

/**
 * The redemption list as a queue (CONTRACT §7): the active request, moved across pages, the first of Pending on
 * the palette's "oldest pending"; the redeem form its keys open (spec §5 wants a status and a note: `a` and `r`
 * choose the status and focus the note, sending nothing). A new tab or search closes the form, drops the selection.
 */
export function useRedemptionQueue(
  list: Pick<ListController<RedemptionRequest>, 'state' | 'rows' | 'total' | 'validating' | 'reload'>,
  tab: RedemptionStatus,
  selection: ReturnType<typeof useRedemptionSelection>,
  approveSelection: () => void,
) {
  const t = useT();
  const { state, rows, total } = list;
  const location = useLocation();
  const [redeeming, setRedeeming] = useState<RedemptionRequest | null>(null);
  // what the keys asked of the redeem form (status, note focused)
  const [prepared, setPrepared] = useState<RedeemFormRequest | null>(null);
  const search = useRef<HTMLInputElement>(null);
  // a page the keys turned to and which of its requests becomes active; `shown` is the page on screen then
  const [want, setWant] = useState<{ page: number; which: 'first' | 'last'; shown: unknown } | null>(null);
  const cursor = useQueueCursor({
    rows,
    keyOf: (r) => r.redeemRequestId,
    describe: (r, i) => describeRequest(r, (state.page - 1) * state.pageSize + i + 1, total),
  });
  const { activateKey, activate, announce } = cursor;

  useEffect(() => {
    if (want?.page !== state.page) activateKey(null);
  }, [tab, state.search, state.page, state.pageSize, state.sortBy, state.sortDescending, activateKey]);
  useEffect(() => {
    selection.clear();
    setRedeeming(null);
  }, [tab, state.search]);
  // the defaults are what the palette means: Pending, requestDateTime ascending, page 1
  useEffect(() => {
    if (!asksForOldestPending(location.state)) return;
    setRedeeming(null);
    setWant({ page: 1, which: 'first', shown: null });
  }, [location.key]);
  useEffect(() => {
    if (!want || want.page !== state.page || !rows || rows === want.shown || list.validating) return;
    setWant(null);
    if (rows.length) activate(want.which === 'first' ? 0 : rows.length - 1);
    else announce(t('ui.redemptions.keysNone'));
  }, [want, state.page, rows, list.validating]);
  // the page scrolls, not the grid; the grid draws its cells a frame later
  useEffect(() => {
    if (cursor.activeKey === null) return undefined;
    const frame = requestAnimationFrame(() =>
      document.querySelector('.mpa-grid-active')?.scrollIntoView({ block: 'nearest' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [cursor.activeKey]);

  const openForm = (r: RedemptionRequest, request: RedeemFormRequest | null) => {
    activateKey(r.redeemRequestId);
    setRedeeming(r);
    setPrepared(request);
  };
  const pending = tab === 'Pending';
  const keys = {
    ...queueKeys({
      words: 'ui.redemptions',
      cursor,
      tab: t(tab === 'Approved' ? 'ui.redemptions.approved' : 'ui.redemptions.rejected').toLocaleLowerCase(),
      pending,
      busy: selection.collecting !== null,
      named: (r) => ({ id: r.redeemRequestId }),
      isSelected: (r) => selection.selected.has(r.redeemRequestId),
      selectedCount: selection.selected.size,
      toggle: selection.toggle,
      approveSelection,
      refused: () => (pending ? undefined : 'ui.redemptions.keysRedeemPendingOnly'),
      decide: (r, what) => {
        const status = DECIDED[what];
        openForm(r, { status });
        const id = r.redeemRequestId;
        announce(
          status
            ? t('ui.redemptions.keysFormOpenStatus', { id, status })
            : t('ui.redemptions.keysFormOpen', { id }),
        );
      },
      turnPage: (delta) => {
        const to = state.page + delta;
        if (delta > 0 ? total === undefined || state.page * state.pageSize >= total : to < 1) return false;
        setWant({ page: to, which: delta > 0 ? 'first' : 'last', shown: rows });
        state.setPage(to);
        return true;
      },
      search,
    }),
    submit: (e: KeyboardEvent) =>
      (e.target as Element | null)?.closest<HTMLFormElement>('form.mpa-redeem-fields')?.requestSubmit(),
  };

  const form = redeeming && (
    <RedeemForm
      key={redeeming.redeemRequestId}
      request={redeeming}
      prepared={prepared}
      onCancel={() => setRedeeming(null)}
      onDone={async (status) => {
        const id = redeeming.redeemRequestId;
        // said once the request has left the list, with the one now active in its place
        const said = cursor.expectLeaving(
          id,
          t(status === 'Approved' ? 'ui.redemptions.wasApproved' : 'ui.redemptions.wasRejected', { id }),
        );
        selection.unselect([id]);
        setRedeeming(null);
        await list.reload();
        said.settle(true, '');
      }}
    />
  );
  return { cursor, keys, search, form, openForm };
}
