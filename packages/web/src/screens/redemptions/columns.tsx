import { Tag } from '@blueprintjs/core';
import { userTypeLabel, type RedemptionRequest, type RedemptionStatus } from '@marketplace-admin/sdk';
import { formatAmount, formatDateTime } from '../../app/format';
import type { GridColumn } from '../../components/DataGrid';

type Col = GridColumn<RedemptionRequest>;

const amount = (id: string, header: string, key: 'redeemTokens' | 'redeemRate' | 'redeemValue', width: number): Col => ({
  id,
  header,
  sortKey: key,
  width,
  render: (r) => <span className="mpa-num">{formatAmount(r[key])}</span>,
  text: (r) => formatAmount(r[key]),
});

/**
 * The columns of a tab. The request's id identifies a row (unique, short, and what the row's
 * buttons and the bulk results name); the note is shown once a request has been decided.
 */
export function redemptionColumns(tab: RedemptionStatus): Col[] {
  return [
    { id: 'id', header: 'ID', width: 72, render: (r) => r.redeemRequestId },
    { id: 'user', header: 'User Name', sortKey: 'userName', width: 170, render: (r) => r.userName ?? '' },
    { id: 'type', header: 'User Type', sortKey: 'requestUserType', width: 96, render: (r) => userTypeLabel(r.requestUserType) },
    { id: 'method', header: 'Method', sortKey: 'redeemMethod', width: 100, render: (r) => r.redeemMethod ?? '' },
    amount('tokens', 'Tokens', 'redeemTokens', 80),
    amount('rate', 'Rate', 'redeemRate', 70),
    amount('value', 'Value', 'redeemValue', 80),
    {
      id: 'date',
      header: 'Requested',
      sortKey: 'requestDateTime',
      width: 170,
      render: (r) => <time dateTime={r.requestDateTime}>{formatDateTime(r.requestDateTime)}</time>,
      text: (r) => formatDateTime(r.requestDateTime),
    },
    {
      id: 'status',
      header: 'Status',
      width: 96,
      render: (r) => (
        <Tag minimal intent={r.status === 'Approved' ? 'success' : r.status === 'Rejected' ? 'danger' : 'warning'}>
          {r.status ?? ''}
        </Tag>
      ),
      text: (r) => r.status ?? '',
    },
    ...(tab === 'Pending' ? [] : [{ id: 'note', header: 'Note', width: 220, render: (r: RedemptionRequest) => r.note ?? '' }]),
  ];
}
