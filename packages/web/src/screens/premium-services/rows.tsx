import { paidServicesList, type PremiumService, type ServiceFor } from '@marketplace-admin/sdk';
import type { GridColumn } from '../../components/DataGrid';
import { LightTag } from '../../components/LightControls';
import { defined } from '../../app/columns';

export const ownerName = (r: PremiumService) => (r.serviceFor === 'shop' ? r.shopName : r.vendorName) ?? '';

/** A row with a subscription (a vendor or shop without one has no id). */
export const hasId = (r: PremiumService) => r.id !== undefined && r.id !== null;
export const rowKey = (r: PremiumService) => `${r.serviceFor}-${r.vendorId ?? r.shopId}-${r.id ?? 'none'}`;
function StatusCell({ row }: { row: PremiumService }) {
  // read when drawn: its words follow the language
  const statusText = defined<PremiumService>('paid-services', 'isActive').text;
  return (
    <LightTag round={hasId(row)} intent={hasId(row) && row.isActive ? 'success' : 'none'}>
      {statusText(row)}
    </LightTag>
  );
}

/** The grid's columns (spec §2: sortable Vendor or Shop, Subscription, Status); the vendor or shop identifies a row. */
export function paidServiceColumns(serviceFor: ServiceFor): GridColumn<PremiumService>[] {
  const P = (field: string) => defined<PremiumService>(paidServicesList(serviceFor), field);
  const owner = serviceFor === 'shop' ? 'shopName' : 'vendorName';
  const paid = P('amountPaid');
  return [
    { id: 'name', ...P(owner), sortKey: owner, width: 170 },
    { id: 'mobile', ...P('mobile'), width: 104 },
    { id: 'plan', ...P('subscriptionPlan'), sortKey: 'subscriptionPlan', width: 116 },
    { id: 'period', ...P('startDate'), width: 180 },
    { id: 'amount', ...paid, width: 100, render: (r) => <span className="mpa-ps-num">{paid.text(r)}</span> },
    { id: 'method', ...P('paymentMethod'), width: 120 },
    {
      id: 'status',
      ...P('isActive'),
      sortKey: 'isActive',
      width: 116,
      render: (r) => <StatusCell row={r} />,
    },
  ];
}
