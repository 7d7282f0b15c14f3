import { type RedemptionRequest } from '@marketplace-admin/sdk';
import { useState } from 'react';
import { defineList, ListScreen, RowButtons, useList } from '../../components/ListScreen';
import { QueueHotkeys } from '../../components/Shortcuts/QueueHotkeys';
import { useSdk } from '../../hooks/useSdk';
import english from 'virtual:messages/en/redemptions';
import { registerEnglish, useT } from '../../i18n';
import { BulkApprove } from './BulkApprove';
import { BulkBar } from './BulkBar';
import { REDEMPTION_TABS, redemptionColumns } from './columns';
import { REDEMPTIONS } from './load';
import { useRedemptionQueue } from './useRedemptionQueue';
import { useRedemptionSelection } from './useRedemptionSelection';
import './redemptions.css';

registerEnglish(english);

const REDEMPTIONS_LIST = defineList({
  id: 'redemptions',
  source: REDEMPTIONS,
  title: 'ui.titles.redemptionsRequests',
  subtitle: 'ui.redemptions.subtitle',
  loadFailed: 'redemption.loadFailed',
  empty: 'ui.redemptions.empty',
  rowKey: (r: RedemptionRequest) => r.redeemRequestId,
  // spec §9 names no debounce for this list: 500 ms like the other rewards lists
  search: { delayMs: 500, placeholder: 'ui.redemptions.search' },
  tabs: { id: 'redemption-tabs', items: REDEMPTION_TABS },
  pageSizes: [10, 25, 50, 100],
  cardFace: ['user', 'tokens', 'value', 'date'],
  area: (sdk) => sdk.redemptions,
  export: 'redemptions',
  remove: { confirm: 'redemption.confirmDelete', failed: 'redemption.deleteFailed' },
});

/** Redemptions Requests (spec §2/§4/§5): Pending (default), Approved, Rejected; redeem form; delete; bulk approval; export of the tab. */
export default function RedemptionsScreen() {
  const t = useT();
  const list = useList(REDEMPTIONS_LIST);
  const { state, total, reload } = list;
  const tab = list.query.status;
  const sdk = useSdk();
  const selection = useRedemptionSelection(sdk, list.rows);
  const [bulk, setBulk] = useState<RedemptionRequest[] | null>(null);
  const approveSelection = () => setBulk([...selection.selected.values()]);
  const queue = useRedemptionQueue(list, tab, selection, approveSelection);
  const { cursor } = queue;

  const remove = async (r: RedemptionRequest) => {
    if (await list.removeRow(r)) selection.unselect([r.redeemRequestId]);
  };
  const pending = tab === 'Pending';

  return (
    <ListScreen
      list={list}
      columns={redemptionColumns(tab)}
      searchRef={queue.search}
      alerts={
        <>
          {pending && (
            <BulkBar
              selection={selection}
              matching={total ?? 0}
              search={state.paging.searchTerms}
              onApprove={approveSelection}
            />
          )}
          {queue.form}
        </>
      }
      grid={{
        activeRowKey: cursor.activeKey,
        onRowFocus: (r) => cursor.activateKey(r.redeemRequestId),
        actionsWidth: pending ? 124 : 64,
        selection: pending ? selection.grid : undefined,
      }}
      rowActions={(r) => (
        <RowButtons
          buttons={[
            {
              icon: 'exchange',
              text: t('ui.redemptions.redeem'),
              label: t('ui.redemptions.redeemRequest', { id: r.redeemRequestId }),
              hidden: !pending,
              onClick: () => queue.openForm(r, null),
            },
            {
              icon: 'trash',
              danger: true,
              label: t('ui.redemptions.deleteRequest', { id: r.redeemRequestId }),
              busy: list.row.isBusy(r.redeemRequestId),
              onClick: () => void remove(r),
            },
          ]}
        />
      )}
    >
      {bulk && (
        <BulkApprove
          requests={bulk}
          onClose={() => setBulk(null)}
          onFinished={(done) => {
            selection.unselect(done);
            void reload();
          }}
        />
      )}
      {cursor.liveRegion}
      <QueueHotkeys queue="redemptions" handlers={queue.keys} />
    </ListScreen>
  );
}
