import { Button, PopoverNext } from '@blueprintjs/core';
import { DatePicker } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { validateAppointment } from '@marketplace-admin/sdk';
import { format } from 'date-fns';
import { useState } from 'react';
import type { FieldDefinition } from '../../components/FormDialog';
import { useDatePickerWords } from '../../components/datePickerWords';
import { useT, type Id } from '../../i18n';
import { APPOINTMENT_SERVICES, TIME_SLOTS } from '../../app/constants';
import { SampleDialog, type SampleDialogDefinition } from '../sampleList';
import { SAMPLE_VENDORS } from './data';

interface Draft {
  client: string;
  service: string;
  vendor: string;
  date: Date | null;
  time: string;
}

const NEW_APPOINTMENT: SampleDialogDefinition<Draft> = {
  title: 'ui.appointments.createTitle',
  submit: 'ui.appointments.createSubmit',
  note: 'ui.appointments.createIntro',
  empty: { client: '', service: '', vendor: '', date: null, time: '' },
  check: validateAppointment,
  accepted: { message: 'appointments.created', intent: 'success' },
};

/** 'Create New Appointment' (spec §2 Appointments, §5): all five fields required; nothing is added. */
export default function NewAppointmentDialog(p: { isOpen: boolean; onClose(): void }) {
  const t = useT();
  // the picker's month and day names, and the picked date's words, in the panel's language
  const dateWords = useDatePickerWords();
  const { locale } = dateWords;
  const [pickerOpen, setPickerOpen] = useState(false);
  const select = (key: 'service' | 'vendor' | 'time', label: Id, empty: Id, choices: readonly string[]) =>
    ({
      key,
      id: `appt-${key}`,
      label,
      kind: 'select',
      empty: t(empty),
      emptyDisabled: true,
      options: choices,
    }) satisfies FieldDefinition<Draft>;

  return (
    <SampleDialog
      definition={NEW_APPOINTMENT}
      {...p}
      fields={(draft, set) => [
        {
          key: 'client',
          id: 'appt-client',
          label: 'ui.appointments.client',
          placeholder: 'ui.appointments.clientName',
        },
        select('service', 'columns.service', 'ui.appointments.selectService', APPOINTMENT_SERVICES),
        select('vendor', 'columns.vendor', 'ui.appointments.selectVendor', SAMPLE_VENDORS),
        {
          key: 'date',
          id: 'appt-date',
          label: 'ui.appointments.date',
          render: (id) => (
            <PopoverNext
              isOpen={pickerOpen}
              onInteraction={setPickerOpen}
              placement="bottom-start"
              fill
              content={
                <DatePicker
                  {...dateWords}
                  value={draft.date}
                  canClearSelection={false}
                  onChange={(date, isUserChange) => {
                    if (!isUserChange) return;
                    set({ date });
                    setPickerOpen(false);
                  }}
                />
              }
            >
              <Button
                id={id}
                fill
                alignText="start"
                icon="calendar"
                className={draft.date ? undefined : 'mpa-placeholder'}
                text={draft.date ? format(draft.date, 'PPP', { locale }) : t('ui.appointments.pickDate')}
              />
            </PopoverNext>
          ),
        },
        select('time', 'ui.appointments.time', 'ui.appointments.selectTime', TIME_SLOTS),
      ]}
    />
  );
}
