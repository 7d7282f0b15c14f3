import type { RedemptionRequest, RedemptionStatus } from '@marketplace-admin/sdk';
import { useEffect, useRef, useState } from 'react';
import type { ListController } from '../../components/ListScreen';
import { useT } from '../../i18n';
import { RedeemForm, type RedeemFormRequest } from './RedeemForm';
import { redemptionKeys } from './redemptionKeys';
import { useRedemptionCursor } from './useRedemptionCursor';
import type { useRedemptionSelection } from './useRedemptionSelection';

/**
 * The redemption list as a queue: the active request the keys act on, the redeem form they open (status
 * chosen, note focused), the keys themselves and what they say. A new tab or search closes the form and
 * drops the selection.
 */
export function useRedemptionQueue(
  list: Pick<ListController<RedemptionRequest>, 'state' | 'rows' | 'total' | 'validating' | 'reload'>,
  tab: RedemptionStatus,
  selection: ReturnType<typeof useRedemptionSelection>,
  approveSelection: () => void,
) {
  const t = useT();
  const { state } = list;
  const [redeeming, setRedeeming] = useState<RedemptionRequest | null>(null);
  // what the keys asked of the redeem form (status, note focused)
  const [prepared, setPrepared] = useState<RedeemFormRequest | null>(null);
  const search = useRef<HTMLInputElement>(null);
  const { cursor, turnPage } = useRedemptionCursor({
    tab,
    list: state,
    rows: list.rows,
    totalCount: list.total,
    isValidating: list.validating,
    onOldestPending: () => setRedeeming(null),
  });
  const { clear } = selection;

  useEffect(() => {
    clear();
    setRedeeming(null);
  }, [tab, state.search]);

  const openForm = (r: RedemptionRequest, request: RedeemFormRequest | null) => {
    cursor.activateKey(r.redeemRequestId);
    setRedeeming(r);
    setPrepared(request);
  };
  const keys = redemptionKeys({
    tab,
    cursor,
    page: state.page,
    pageSize: state.pageSize,
    total: list.total,
    turnPage,
    selected: selection.selected,
    toggleSelected: selection.toggle,
    openForm: (r, status) => openForm(r, { status }),
    approveSelection,
    collecting: selection.collecting !== null,
    search,
  });

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
