import { Radio, RadioGroup } from '@blueprintjs/core';
import { DEFAULT_SORT, type PremiumService, type ServiceFor } from '@marketplace-admin/sdk';
import { lazy, Suspense, useState } from 'react';
import { defineList, ListScreen, useList } from '../../components/ListScreen';
import english from 'virtual:messages/en/premiumServices';
import { registerEnglish, useT } from '../../i18n';
import { paidServiceColumns, rowKey } from './rows';
import { PAID, serviceForOf } from './load';
import { PaidServiceRowMenu } from './RowMenu';
import { useServiceFor } from './useServiceFor';
import './premiumServices.css';

// The form (and the date pickers' code and styles) is fetched when it is first opened: the list does not wait for it.
const SubscriptionForm = lazy(() =>
  import('./SubscriptionForm').then((m) => ({ default: m.SubscriptionForm })),
);

registerEnglish(english);
// page 1 in the default sort: after a save or a delete, and on the other side (spec §4)
const FIRST_PAGE = { page: 1, sortBy: DEFAULT_SORT.paidServices, sortDescending: false };

const PAID_LIST = defineList({
  id: 'paid-services',
  source: PAID,
  title: 'ui.nav.paidServices',
  subtitle: 'ui.premiumServices.subtitle',
  gridLabel: 'ui.premiumServices.gridLabel',
  loadFailed: 'paidServices.loadFailed',
  empty: 'paidServices.empty',
  rowKey,
  emptiedOnFailure: true,
  // spec §9 names no debounce for this list: 500 ms like most lists
  search: { delayMs: 500, placeholder: 'ui.premiumServices.search' },
  actionsWidth: 64,
  cardFace: ['mobile', 'plan', 'period', 'amount'],
  area: (sdk) => sdk.premiumServices,
  export: 'paid-services',
  // the first page is shown after a delete (the screen's)
  remove: {
    confirm: 'paidServices.confirmDelete',
    send: (sdk, r) => sdk.premiumServices.delete(r.id!),
    failed: 'paidServices.deleteFailed',
    stepBack: false,
  },
  // the server only flips the status: the flip is its own reverse
  toggle: {
    now: (r) => Boolean(r.isActive),
    send: (sdk, r) => sdk.premiumServices.toggleStatus(r.id!),
    failed: 'paidServices.statusFailed',
    restored: 'undo.paidServiceStatus',
  },
});

/** Paid Services (spec §2/§4/§5): vendor or shop subscriptions, a grid (the grid's cards on a phone), row menu, subscription form, export. */
export default function PremiumServicesScreen() {
  const t = useT();
  const list = useList(PAID_LIST);
  const serviceFor: ServiceFor = serviceForOf(list.state.extra);
  // the form keeps the side it was opened on (a back button while it is open must not turn a vendor's form into a shop's)
  const [form, setForm] = useState<{ row: PremiumService; for: ServiceFor; openedAt: number } | null>(null);
  const [shownFor, switchFor] = useServiceFor(serviceFor, (v) =>
    list.state.set({ ...FIRST_PAGE, extra: { for: v }, search: '' }),
  );

  const remove = async (r: PremiumService) => {
    if (await list.removeRow(r)) list.state.set(FIRST_PAGE);
  };

  return (
    <ListScreen
      list={list}
      columns={paidServiceColumns(serviceFor)}
      searchKey={serviceFor}
      filtersFirst
      filters={
        <RadioGroup
          label={t('ui.premiumServices.serviceFor')}
          inline
          className="mpa-ps-for"
          selectedValue={shownFor}
          disabled={form !== null}
          onChange={(e) => switchFor(e.currentTarget.value as ServiceFor)}
        >
          <Radio label={t('values.vendor')} value="vendor" />
          <Radio label={t('columns.shop')} value="shop" />
        </RadioGroup>
      }
      rowActions={(r) => (
        <PaidServiceRowMenu
          list={list}
          row={r}
          disabled={form !== null}
          onEdit={(x) => setForm({ row: x, for: serviceFor, openedAt: Date.now() })}
          onDelete={(x) => void remove(x)}
        />
      )}
    >
      {form && (
        <Suspense fallback={null}>
          <SubscriptionForm
            key={form.openedAt}
            row={form.row}
            serviceFor={form.for}
            openedAt={form.openedAt}
            onClose={() => setForm(null)}
            onSaved={async () => {
              setForm(null);
              list.state.set(FIRST_PAGE);
              await list.reload();
            }}
          />
        </Suspense>
      )}
    </ListScreen>
  );
}
