import { Card, NonIdealState, Tag } from '@blueprintjs/core';
import { catalogue, type PremiumService, type ServiceFor } from '@marketplace-admin/sdk';
import type { ReactNode } from 'react';
import { formatAmount, formatDate } from '../../app/format';
import type { GridColumn } from '../../components/DataGrid';

export const ownerName = (r: PremiumService) => (r.serviceFor === 'shop' ? r.shopName : r.vendorName) ?? '';

export const hasId = (r: PremiumService) => r.id !== undefined && r.id !== null;
export const rowKey = (r: PremiumService) => `${r.serviceFor}-${r.vendorId ?? r.shopId}-${r.id ?? 'none'}`;
const statusText = (r: PremiumService) => (!hasId(r) ? 'No subscription' : r.isActive ? 'Active' : 'Inactive');
const period = (r: PremiumService) => (hasId(r) ? `${formatDate(r.startDate)} – ${formatDate(r.endDate)}` : '');
const amount = (r: PremiumService) => (hasId(r) ? formatAmount(r.amountPaid ?? 0) : '');

function StatusCell({ row }: { row: PremiumService }) {
  return (
    <Tag minimal round={hasId(row)} intent={hasId(row) && row.isActive ? 'success' : 'none'}>
      {statusText(row)}
    </Tag>
  );
}

/** The grid's columns (spec §2: sortable Vendor or Shop, Subscription, Status); the vendor or shop identifies a row. */
export function paidServiceColumns(serviceFor: ServiceFor): GridColumn<PremiumService>[] {
  return [
    { id: 'name', header: serviceFor === 'shop' ? 'Shop' : 'Vendor', sortKey: serviceFor === 'shop' ? 'shopName' : 'vendorName', width: 170, render: ownerName },
    { id: 'mobile', header: 'Mobile', width: 104, render: (r) => r.mobile ?? '' },
    { id: 'plan', header: 'Subscription', sortKey: 'subscriptionPlan', width: 116, render: (r) => r.subscriptionPlan ?? '—' },
    { id: 'period', header: 'Period', width: 180, render: period },
    { id: 'amount', header: 'Amount Paid', width: 100, render: (r) => <span className="mpa-ps-num">{amount(r)}</span>, text: amount },
    { id: 'method', header: 'Payment', width: 120, render: (r) => [r.paymentMethod, r.transactionId].filter(Boolean).join(' · ') },
    { id: 'status', header: 'Status', sortKey: 'isActive', width: 116, render: (r) => <StatusCell row={r} />, text: statusText },
  ];
}

/** On a phone: one card per row, with the same row menu. */
export function PaidServiceCards({ rows, menu }: { rows: readonly PremiumService[] | undefined; menu(r: PremiumService): ReactNode }) {
  return (
    <div className="mpa-ps-cards" role="list" aria-label="Paid services">
      {rows?.length === 0 && <NonIdealState title={catalogue.paidServices.empty} />}
      {rows?.map((r) => (
        <Card key={rowKey(r)} compact role="listitem" className="mpa-ps-card">
          <div className="mpa-ps-card-head">
            <div>
              <div className="mpa-ps-name">{ownerName(r)}</div>
              <div className="mpa-ps-sub">{r.mobile ?? ''}</div>
            </div>
            <StatusCell row={r} />
            {menu(r)}
          </div>
          {hasId(r) && <div className="mpa-ps-sub">{`${r.subscriptionPlan ?? ''} · ${period(r)} · ${amount(r)}`}</div>}
        </Card>
      ))}
    </div>
  );
}
