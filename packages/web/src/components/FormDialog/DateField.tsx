import { DateInput, TimePrecision } from '@blueprintjs/datetime';
import { useT, type Id } from '../../i18n';
import type { FieldDefinition } from './FormFields';
import { useDatePickerWords } from '../datePickerWords';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';

const yearsFromNow = (n: number) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() + n, 11, 31);
  return d;
};
/** The pickers' range: Blueprint's default ends this year, an ad or a subscription runs a year or more. */
const MIN_DATE = yearsFromNow(-10);
const MAX_DATE = yearsFromNow(10);

/**
 * A required date of a form ('yyyy-MM-dd'), or a date and time to the minute (`time`), typed or picked. Enter
 * commits the typed date (the picker's own key): it does not also submit the half-filled form.
 */
interface DateFieldProps {
  id: string;
  value: string | null;
  onChange(value: string | null): void;
  time?: boolean;
  disabled?: boolean;
  invalid?: boolean;
}

/** A declared form's required date field. */
export const dateField = <D,>(
  key: keyof D & string,
  label: Id,
  p: Omit<DateFieldProps, 'id'>,
): FieldDefinition<D> => ({
  key,
  label,
  required: 'ui.components.required',
  render: (id) => <DateField id={id} {...p} />,
});

function DateField(p: DateFieldProps) {
  const t = useT();
  const format = p.time ? 'yyyy-MM-dd HH:mm' : 'yyyy-MM-dd';
  return (
    <DateInput
      fill
      {...useDatePickerWords()}
      dateFnsFormat={format}
      timePrecision={p.time ? TimePrecision.MINUTE : undefined}
      showActionsBar={p.time}
      closeOnSelection={!p.time}
      placeholder={p.time ? format.toUpperCase() : t('ui.components.datePlaceholder')}
      value={p.value}
      onChange={p.onChange}
      canClearSelection
      showTimezoneSelect={false}
      minDate={MIN_DATE}
      maxDate={MAX_DATE}
      disabled={p.disabled}
      inputProps={{
        id: p.id,
        'aria-required': true,
        intent: p.invalid ? 'danger' : 'none',
        onKeyDown: (e) => e.key === 'Enter' && e.preventDefault(),
      }}
      popoverProps={{ placement: 'bottom-start' }}
    />
  );
}
