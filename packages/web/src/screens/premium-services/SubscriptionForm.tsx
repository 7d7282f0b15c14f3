import { Card, H2, Spinner } from '@blueprintjs/core';
import {
  dayOf,
  validatePremiumServiceForm,
  type PremiumService,
  type PremiumServiceForm,
  type ServiceFor,
} from '@marketplace-admin/sdk';
import useSWR from 'swr';
import { toastError } from '../../app/toaster';
import { InlineForm, useForm, type FieldDefinition } from '../../components/FormDialog';
import { dateField } from '../../components/FormDialog/DateField';
import { useSdk } from '../../hooks/useSdk';
import { useT, type Id } from '../../i18n';
import { hasId, ownerName } from './rows';

/** A subscription's start or end is a day (sent as 'yyyy-MM-dd'): the day as sent, in any timezone, as the list shows it. */
const dayText = (iso?: string | null) => {
  const day = dayOf(iso);
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : '';
};

type Draft = Pick<
  PremiumServiceForm,
  'subscriptionPlan' | 'startDate' | 'endDate' | 'amountPaid' | 'paymentMethod' | 'transactionId'
>;

export interface SubscriptionFormProps {
  row: PremiumService;
  serviceFor: ServiceFor;
  /** When the form was opened: each opening reads the subscription afresh. */
  openedAt: number;
  onClose(): void;
  /** After a successful save: the list is read again. */
  onSaved(): Promise<unknown>;
}

/** The paid service form (spec §3/§5): a row with a subscription is read afresh first (failing: closed). */
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
  const title = `${t(hasId(row) ? 'ui.premiumServices.editSubscription' : 'ui.premiumServices.addSubscription')} — ${ownerName(row)}`;
  return (
    <Card
      compact
      className="mpa-ps-form"
      role="region"
      aria-labelledby="ps-form-title"
      aria-busy={id !== null && !details.data}
    >
      <H2 id="ps-form-title" className="mpa-card-title">
        {title}
      </H2>
      {id !== null && !details.data ? (
        <Spinner size={20} aria-label={t('common.loading')} />
      ) : (
        <SubscriptionFields
          row={details.data ? { ...row, ...details.data } : row}
          serviceFor={serviceFor}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Card>
  );
}

/** The fields (amount sent as 0 when empty or negative): a create when the row has no id, else an update. */
function SubscriptionFields({ row, serviceFor, onClose, onSaved }: Omit<SubscriptionFormProps, 'openedAt'>) {
  const t = useT();
  const sdk = useSdk();
  const plans = useSWR(['premiumServices.plans'], () => sdk.premiumServices.plans(), {
    onError: (e) => toastError(e, 'paidServices.loadPlansFailed'),
  });
  const editing = hasId(row);
  const formOf = (d: Draft): PremiumServiceForm => ({
    ...d,
    serviceFor,
    ...(serviceFor === 'vendor' ? { vendorId: row.vendorId ?? null } : { shopId: row.shopId ?? null }),
    paymentMethod: d.paymentMethod?.trim(),
    transactionId: d.transactionId?.trim(),
    isActive: editing ? row.isActive : true,
  });
  // a failed save leaves the form as typed; a saved one closes and the list is read again (onSaved)
  const form = useForm<Draft>({
    id: 'ps',
    initial: () => ({
      subscriptionPlan: row.subscriptionPlan ?? '',
      startDate: dayText(row.startDate),
      endDate: dayText(row.endDate),
      amountPaid: row.amountPaid === undefined || row.amountPaid === null ? '' : String(row.amountPaid),
      paymentMethod: row.paymentMethod ?? '',
      transactionId: row.transactionId ?? '',
    }),
    validate: (d) => validatePremiumServiceForm(formOf(d)),
    save: (d) =>
      editing ? sdk.premiumServices.update(row.id!, formOf(d)) : sdk.premiumServices.create(formOf(d)),
    failed: 'paidServices.saveFailed',
    reload: onSaved,
    onSaved: () => undefined,
  });
  const { draft, set } = form;
  const plan = draft.subscriptionPlan;
  const date = (key: 'startDate' | 'endDate', label: Id) =>
    dateField<Draft>(key, label, {
      value: draft[key] || null,
      onChange: (v) => set({ [key]: v ? v.slice(0, 10) : '' }),
      disabled: form.saving,
    });

  const fields: FieldDefinition<Draft>[] = [
    {
      key: 'subscriptionPlan',
      label: 'ui.premiumServices.plan',
      required: 'ui.components.required',
      kind: 'select',
      empty: plans.isLoading ? t('common.loading') : t('ui.premiumServices.selectPlan'),
      // the row's plan shows even while (or if) the plan list fails to load, or when it left the list
      options: [...(plans.data ?? []), ...(plan && !plans.data?.includes(plan) ? [plan] : [])],
    },
    date('startDate', 'columns.startDate'),
    date('endDate', 'columns.endDate'),
    { key: 'amountPaid', label: 'columns.amountPaid', kind: 'number', min: 0 },
    {
      key: 'paymentMethod',
      label: 'ui.premiumServices.paymentMethod',
      placeholder: 'ui.premiumServices.paymentPlaceholder',
    },
    { key: 'transactionId', label: 'ui.premiumServices.transactionId', labelInfo: 'ui.components.optional' },
  ];

  return (
    <InlineForm
      submitText={t(editing ? 'ui.components.update' : 'ui.components.save')}
      submitIcon="tick"
      onCancel={onClose}
      actionsClassName="mpa-ps-actions"
      form={form}
      fields={fields}
      gridClassName="mpa-ps-grid"
    />
  );
}
