import { Card, FormGroup, H2, Spinner } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import {
  dayOf,
  validatePremiumServiceForm,
  type PremiumService,
  type PremiumServiceForm,
  type ServiceFor,
} from '@marketplace-admin/sdk';
import { useState } from 'react';
import useSWR from 'swr';
import { toastError } from '../../app/toaster';
import { useDatePickerWords } from '../../components/datePickerWords';
import {
  FormErrors,
  FormFields,
  InlineForm,
  useDraft,
  type FieldDefinition,
} from '../../components/FormDialog';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import { useT, type Translate } from '../../i18n';
import { ownerName } from './rows';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';

const DAY = 'yyyy-MM-dd';
/** A subscription's start or end is a day (sent as 'yyyy-MM-dd'): the day as sent, in any timezone, as the list shows it. */
const dayText = (iso?: string | null) => {
  const day = dayOf(iso);
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : '';
};
const bound = (years: number) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() + years, 11, 31);
  return d;
};
const MIN_DATE = bound(-10);
const MAX_DATE = bound(10);

interface Draft {
  subscriptionPlan: string;
  startDate: string;
  endDate: string;
  amountPaid: string;
  paymentMethod: string;
  transactionId: string;
}

export interface SubscriptionFormProps {
  row: PremiumService;
  serviceFor: ServiceFor;
  /** When the form was opened: each opening reads the subscription afresh. */
  openedAt: number;
  onClose(): void;
  /** After a successful save: the list is read again. */
  onSaved(): Promise<unknown>;
}

const titleOf = (t: Translate, row: PremiumService) =>
  `${t(row.id !== undefined && row.id !== null ? 'ui.premiumServices.editSubscription' : 'ui.premiumServices.addSubscription')} — ${ownerName(row)}`;

/**
 * The paid service form (spec §3/§5) for a list row: a row with a subscription is read afresh first
 * (its details, 'Failed to load paid service details' closes the form); a row without one opens empty.
 */
export function SubscriptionForm({ row, serviceFor, openedAt, onClose, onSaved }: SubscriptionFormProps) {
  const t = useT();
  const sdk = useSdk();
  const id = row.id ?? null;
  const details = useSWR(
    id === null ? null : ['premiumServices.get', id, openedAt],
    () => sdk.premiumServices.get(id!),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      onError: (e) => {
        toastError(e, 'paidServices.loadDetailsFailed');
        onClose();
      },
    },
  );
  if (id !== null && !details.data) {
    return (
      <Card compact className="mpa-ps-form" role="region" aria-labelledby="ps-form-title" aria-busy>
        <H2 id="ps-form-title" className="mpa-ps-form-title">
          {titleOf(t, row)}
        </H2>
        <Spinner size={20} aria-label={t('common.loading')} />
      </Card>
    );
  }
  return (
    <SubscriptionFields
      row={details.data ? { ...row, ...details.data } : row}
      serviceFor={serviceFor}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

/**
 * The fields: plan from the plans list, start and end dates, amount >= 0 (sent as 0 when empty or
 * negative), payment method, optional transaction id. Creates when the row has no id, updates otherwise.
 */
function SubscriptionFields({ row, serviceFor, onClose, onSaved }: Omit<SubscriptionFormProps, 'openedAt'>) {
  const t = useT();
  const dateWords = useDatePickerWords();
  const sdk = useSdk();
  const plans = useSWR(['premiumServices.plans'], () => sdk.premiumServices.plans(), {
    onError: (e) => toastError(e, 'paidServices.loadPlansFailed'),
  });
  const editing = row.id !== undefined && row.id !== null;
  const { draft, set } = useDraft<Draft>(() => ({
    subscriptionPlan: row.subscriptionPlan ?? '',
    startDate: dayText(row.startDate),
    endDate: dayText(row.endDate),
    amountPaid: row.amountPaid === undefined || row.amountPaid === null ? '' : String(row.amountPaid),
    paymentMethod: row.paymentMethod ?? '',
    transactionId: row.transactionId ?? '',
  }));
  const [error, setError] = useState<string | null>(null);
  // the save is one write: busy while it runs, its toast, then the list is read again (onSaved)
  const write = useRowAction(onSaved);
  const saving = write.anyBusy;

  const save = async () => {
    const form: PremiumServiceForm = {
      serviceFor,
      ...(serviceFor === 'vendor' ? { vendorId: row.vendorId ?? null } : { shopId: row.shopId ?? null }),
      subscriptionPlan: draft.subscriptionPlan,
      startDate: draft.startDate,
      endDate: draft.endDate,
      amountPaid: draft.amountPaid,
      paymentMethod: draft.paymentMethod.trim(),
      transactionId: draft.transactionId.trim(),
      isActive: editing ? row.isActive : true,
    };
    const problem = validatePremiumServiceForm(form);
    setError(problem);
    if (problem) return;
    // a failed save leaves the form as typed
    await write.run(
      row.id ?? 'new',
      () => (editing ? sdk.premiumServices.update(row.id!, form) : sdk.premiumServices.create(form)),
      'paidServices.saveFailed',
    );
  };

  const plan: FieldDefinition<Draft> = {
    key: 'subscriptionPlan',
    id: 'ps-plan',
    label: 'ui.premiumServices.plan',
    labelInfo: 'ui.components.required',
    kind: 'select',
    empty: plans.isLoading ? t('common.loading') : t('ui.premiumServices.selectPlan'),
    options: [
      ...(plans.data ?? []),
      // the row's plan shows even while (or if) the plan list fails to load, or when it left the list
      ...(draft.subscriptionPlan && !plans.data?.includes(draft.subscriptionPlan)
        ? [draft.subscriptionPlan]
        : []),
    ].map((p) => ({ value: p, text: p })),
  };
  const rest: FieldDefinition<Draft>[] = [
    { key: 'amountPaid', id: 'ps-amount', label: 'columns.amountPaid', kind: 'number', min: 0 },
    {
      key: 'paymentMethod',
      id: 'ps-method',
      label: 'ui.premiumServices.paymentMethod',
      placeholder: 'ui.premiumServices.paymentPlaceholder',
    },
    {
      key: 'transactionId',
      id: 'ps-txn',
      label: 'ui.premiumServices.transactionId',
      labelInfo: 'ui.components.optional',
    },
  ];

  const dateField = (key: 'startDate' | 'endDate', label: string) => (
    <FormGroup label={label} labelFor={`ps-${key}`} labelInfo={t('ui.components.required')}>
      <DateInput
        fill
        {...dateWords}
        dateFnsFormat={DAY}
        placeholder={t('ui.components.datePlaceholder')}
        value={draft[key] || null}
        onChange={(v) => set({ [key]: v ? v.slice(0, 10) : '' } as Partial<Draft>)}
        canClearSelection
        showTimezoneSelect={false}
        minDate={MIN_DATE}
        maxDate={MAX_DATE}
        disabled={saving}
        // Enter commits the typed date (DateInput's own key); it must not also submit the half-filled form
        inputProps={{ id: `ps-${key}`, onKeyDown: (e) => e.key === 'Enter' && e.preventDefault() }}
      />
    </FormGroup>
  );

  return (
    <Card compact className="mpa-ps-form" role="region" aria-labelledby="ps-form-title">
      <H2 id="ps-form-title" className="mpa-ps-form-title">
        {titleOf(t, row)}
      </H2>
      <FormErrors messages={error ? [error] : []} className="mpa-list-alert" />
      <InlineForm
        submitText={t(editing ? 'ui.components.update' : 'ui.components.save')}
        submitIcon="tick"
        saving={saving}
        onSubmit={() => void save()}
        onCancel={onClose}
        actionsClassName="mpa-ps-actions"
      >
        <div className="mpa-ps-grid">
          <FormFields fields={[plan]} draft={draft} set={set} disabled={saving} />
          {dateField('startDate', t('columns.startDate'))}
          {dateField('endDate', t('columns.endDate'))}
          <FormFields fields={rest} draft={draft} set={set} disabled={saving} />
        </div>
      </InlineForm>
    </Card>
  );
}
