import { Callout, Card, HTMLSelect, NonIdealState, Radio, RadioGroup, Tag } from '@blueprintjs/core';
import { catalogue, DEFAULT_SORT as SORTS, PAGE_SIZES, type PremiumService, type ServiceFor } from '@marketplace-admin/sdk';
import { useEffect, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { showToast, toastError, writeWithToasts } from '../../app/toaster';
import { useConfirm } from '../../components/ConfirmAlert';
import { DataTable, type Column } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { useListState } from '../../hooks/useListState';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { useSdk } from '../../hooks/useSdk';
import { RowMenu } from './RowMenu';
import { ownerName, SubscriptionForm } from './SubscriptionForm';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import './premiumServices.css';

const t = catalogue.paidServices;
/** Spec §9 names no debounce for this list: 500 ms like most lists. */
const SEARCH_DEBOUNCE_MS = 500;
const DEFAULT_SORT = SORTS.paidServices; // 'Id' ascending (spec §9)
const isPremiumKey = (k: unknown) => Array.isArray(k) && k[0] === 'premiumServices.list';
const day = (iso?: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString('en-US', { dateStyle: 'medium' });
};
const hasId = (r: PremiumService) => r.id !== undefined && r.id !== null;
const rowKey = (r: PremiumService) => `${r.serviceFor}-${r.vendorId ?? r.shopId}-${r.id ?? 'none'}`;

function StatusCell({ row }: { row: PremiumService }) {
  if (!hasId(row)) return <Tag minimal>No subscription</Tag>;
  return (
    <Tag minimal round intent={row.isActive ? 'success' : 'none'}>
      {row.isActive ? 'Active' : 'Inactive'}
    </Tag>
  );
}

/** Paid Services (spec §2/§4/§5): vendor or shop subscriptions, table or cards, row menu, subscription form. */
export default function PremiumServicesScreen() {
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const mobile = useIsMobile();
  const list = useListState({ sortBy: DEFAULT_SORT, pageSize: PAGE_SIZES.paidServices, extra: { for: 'vendor' } });
  const serviceFor: ServiceFor = list.extra.for === 'shop' ? 'shop' : 'vendor';
  const nameKey = serviceFor === 'shop' ? 'shopName' : 'vendorName';
  const { data, error, isLoading, isValidating } = useSWR(['premiumServices.list', serviceFor, list.paging], () => sdk.premiumServices.list(serviceFor, list.paging), {
    keepPreviousData: true,
  });
  const [confirm, confirmElement] = useConfirm();
  // the form keeps the side it was opened on (a back button while it is open must not turn a vendor's form into a shop's)
  const [form, setForm] = useState<{ row: PremiumService; for: ServiceFor; key: number } | null>(null);
  const [busyKey, setBusyKey] = useState<string | null>(null);
  useEffect(() => {
    if (error) toastError(error, t.loadFailed);
  }, [error]);

  const rows = error ? [] : data?.items; // a failed load empties the list (spec §8)
  const resetAndReload = async () => {
    list.set({ page: 1, sortBy: DEFAULT_SORT, sortDescending: false });
    await mutate(isPremiumKey);
  };

  // The URL change lands in a router transition, after React has put the controlled radio back:
  // the choice is shown at once and follows the URL again as soon as it changes (back button, link).
  const [choice, setChoice] = useState({ url: serviceFor, value: serviceFor });
  if (choice.url !== serviceFor) setChoice({ url: serviceFor, value: serviceFor });
  const shownFor = choice.url === serviceFor ? choice.value : serviceFor;
  const switchFor = (v: ServiceFor) => {
    setChoice({ url: serviceFor, value: v });
    list.set({ extra: { for: v }, page: 1, search: '', sortBy: DEFAULT_SORT, sortDescending: false });
  };

  const openForm = async (row: PremiumService) => {
    if (!hasId(row)) return setForm({ row, for: serviceFor, key: Date.now() });
    setBusyKey(rowKey(row));
    try {
      const fresh = await sdk.premiumServices.get(row.id!);
      setForm({ row: { ...row, ...fresh }, for: serviceFor, key: Date.now() });
    } catch (e) {
      toastError(e, t.loadDetailsFailed);
    } finally {
      setBusyKey(null);
    }
  };
  const toggle = async (row: PremiumService) => {
    setBusyKey(rowKey(row));
    try {
      if (await writeWithToasts(() => sdk.premiumServices.toggleStatus(row.id!), t.statusFailed)) {
        await mutate(isPremiumKey);
      }
    } finally {
      setBusyKey(null);
    }
  };
  const remove = async (row: PremiumService) => {
    if (!(await confirm(t.confirmDelete))) return;
    setBusyKey(rowKey(row));
    try {
      const res = await sdk.premiumServices.delete(row.id!);
      void showToast({ message: res.message, intent: 'success' });
      await resetAndReload();
    } catch (e) {
      toastError(e, t.deleteFailed);
    } finally {
      setBusyKey(null);
    }
  };

  const menu = (r: PremiumService) => (
    <RowMenu row={r} busy={busyKey === rowKey(r)} disabled={form !== null} onToggle={(x) => void toggle(x)} onEdit={(x) => void openForm(x)} onDelete={(x) => void remove(x)} />
  );
  const nameHeader = serviceFor === 'shop' ? 'Shop' : 'Vendor';
  const columns: Column<PremiumService>[] = [
    {
      id: 'name',
      header: nameHeader,
      sortKey: nameKey,
      render: (r) => (
        <>
          <div className="mpa-ps-name">{ownerName(r)}</div>
          <div className="mpa-ps-sub">{r.mobile ?? ''}</div>
        </>
      ),
    },
    { id: 'plan', header: 'Subscription', sortKey: 'subscriptionPlan', render: (r) => r.subscriptionPlan ?? '—' },
    { id: 'period', header: 'Period', render: (r) => (hasId(r) ? `${day(r.startDate)} – ${day(r.endDate)}` : '') },
    { id: 'amount', header: 'Amount Paid', align: 'right', render: (r) => (hasId(r) ? (r.amountPaid ?? 0).toLocaleString('en-US') : '') },
    { id: 'method', header: 'Payment', render: (r) => [r.paymentMethod, r.transactionId].filter(Boolean).join(' · ') },
    { id: 'status', header: 'Status', sortKey: 'isActive', render: (r) => <StatusCell row={r} /> },
  ];

  const sortOptions = [
    { value: `Id:asc`, label: 'Default order' },
    { value: `${nameKey}:asc`, label: `${nameHeader} A–Z` },
    { value: `${nameKey}:desc`, label: `${nameHeader} Z–A` },
    { value: 'subscriptionPlan:asc', label: 'Subscription' },
    { value: 'isActive:desc', label: 'Status' },
  ];

  return (
    <>
      <PageHeader title="Paid Services" subtitle="Manage your paid services" />
      <div className="mpa-toolbar">
        <RadioGroup
          label="Service For"
          inline
          className="mpa-ps-for"
          selectedValue={shownFor}
          disabled={form !== null}
          onChange={(e) => switchFor(e.currentTarget.value as ServiceFor)}
        >
          <Radio label="Vendor" value="vendor" />
          <Radio label="Shop" value="shop" />
        </RadioGroup>
        <SearchBox key={serviceFor} value={list.search} onSearch={list.setSearch} delayMs={SEARCH_DEBOUNCE_MS} placeholder="Search paid services..." />
        {mobile && (
          <HTMLSelect
            aria-label="Sort"
            value={`${list.sortBy ?? DEFAULT_SORT}:${list.sortDescending ? 'desc' : 'asc'}`}
            options={sortOptions}
            onChange={(e) => {
              const [sortBy, dir] = e.currentTarget.value.split(':');
              list.set({ sortBy, sortDescending: dir === 'desc', page: 1 });
            }}
          />
        )}
      </div>
      {form && (
        <SubscriptionForm
          key={form.key}
          row={form.row}
          serviceFor={form.for}
          onClose={() => setForm(null)}
          onSaved={async () => {
            setForm(null);
            await resetAndReload();
          }}
        />
      )}
      {error && (
        <Callout intent="danger" compact className="mpa-list-alert">
          {t.loadFailed}
        </Callout>
      )}
      {mobile ? (
        <div className="mpa-ps-cards" role="list" aria-label="Paid services">
          {rows?.length === 0 && <NonIdealState title={t.empty} />}
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
              {hasId(r) && (
                <div className="mpa-ps-sub">{`${r.subscriptionPlan ?? ''} · ${day(r.startDate)} – ${day(r.endDate)} · ${(r.amountPaid ?? 0).toLocaleString('en-US')}`}</div>
              )}
            </Card>
          ))}
        </div>
      ) : (
        <DataTable
          label="Paid services"
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          loading={isLoading || isValidating}
          emptyText={t.empty}
          sortBy={list.sortBy}
          sortDescending={list.sortDescending}
          onSort={list.toggleSort}
          rowActions={menu}
        />
      )}
      {data && !error && <Pager page={list.page} pageSize={list.pageSize} total={data.totalCount} onPageChange={list.setPage} />}
      {confirmElement}
    </>
  );
}
