import { REDEMPTION_STATUSES, type RedemptionRequest, type RedemptionStatus } from '@marketplace-admin/sdk';
import { defined } from '../../app/columns';
import type { GridColumn } from '../../components/DataGrid';
import { LightTag } from '../../components/LightControls';
import { t, type Id } from '../../i18n';

/** A request's status (and its tab), in the panel's language. */
export const STATUS_WORDS: Record<RedemptionStatus, Id> = {
  Pending: 'ui.redemptions.pending',
  Approved: 'ui.redemptions.approved',
  Rejected: 'ui.redemptions.rejected',
};

const TAB_LIST: Record<RedemptionStatus, Id> = {
  Pending: 'ui.redemptions.pendingList',
  Approved: 'ui.redemptions.approvedList',
  Rejected: 'ui.redemptions.rejectedList',
};

/** The list's tabs, one a status: its title and its grid's name. */
export const REDEMPTION_TABS = REDEMPTION_STATUSES.map((s) => ({
  id: s,
  title: STATUS_WORDS[s],
  gridLabel: TAB_LIST[s],
}));

type Col = GridColumn<RedemptionRequest>;

const R = (field: string) => defined<RedemptionRequest>('redemptions', field);
const amount = (id: string, key: 'redeemTokens' | 'redeemRate' | 'redeemValue', width: number): Col => {
  const { header, text } = R(key);
  return { id, header, sortKey: key, width, render: (r) => <span className="mpa-num">{text(r)}</span>, text };
};

/** A tab's columns: the request's id names a row (as its buttons and the bulk results do); a decided one's note. */
export function redemptionColumns(tab: RedemptionStatus): Col[] {
  return [
    { id: 'id', ...R('redeemRequestId'), width: 72 },
    { id: 'user', ...R('userName'), sortKey: 'userName', width: 170 },
    { id: 'type', ...R('requestUserType'), sortKey: 'requestUserType', width: 96 },
    { id: 'method', ...R('redeemMethod'), sortKey: 'redeemMethod', width: 100 },
    amount('tokens', 'redeemTokens', 80),
    amount('rate', 'redeemRate', 70),
    amount('value', 'redeemValue', 80),
    {
      id: 'date',
      ...R('requestDateTime'),
      sortKey: 'requestDateTime',
      width: 170,
      render: (r) => <time dateTime={r.requestDateTime}>{R('requestDateTime').text(r)}</time>,
    },
    {
      id: 'status',
      ...R('status'),
      width: 96,
      render: (r) => (
        <LightTag
          intent={r.status === 'Approved' ? 'success' : r.status === 'Rejected' ? 'danger' : 'warning'}
        >
          {r.status && r.status in STATUS_WORDS
            ? t(STATUS_WORDS[r.status as RedemptionStatus])
            : (r.status ?? '')}
        </LightTag>
      ),
    },
    ...(tab === 'Pending' ? [] : [{ id: 'note', ...R('note'), width: 220 }]),
  ];
}
