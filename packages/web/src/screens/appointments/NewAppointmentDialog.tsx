import { Button, Classes, FormGroup, HTMLSelect, InputGroup, PopoverNext } from '@blueprintjs/core';
import { DatePicker } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { validateAppointment } from '@marketplace-admin/sdk';
import { format } from 'date-fns';
import { useState } from 'react';
import { showToast } from '../../app/toaster';
import { FormDialog } from '../../components/FormDialog';
import { useDatePickerWords } from '../../components/datePickerWords';
import { translateText, useT } from '../../i18n';
import { APPOINTMENT_SERVICES, SAMPLE_VENDORS, TIME_SLOTS } from './data';

interface Draft {
  client: string;
  service: string;
  vendor: string;
  date: Date | null;
  time: string;
}

const EMPTY: Draft = { client: '', service: '', vendor: '', date: null, time: '' };

export interface NewAppointmentDialogProps {
  isOpen: boolean;
  onClose(): void;
}

/**
 * 'Create New Appointment' (spec §2 Appointments, §5): all five fields required ('Please fill all
 * fields', the dialog stays open); success shows 'Appointment created successfully', closes and
 * resets the form. Nothing is sent and the list does not change. Cancel only closes.
 */
export default function NewAppointmentDialog({ isOpen, onClose }: NewAppointmentDialogProps) {
  const t = useT();
  // the picker's month and day names, and the picked date's words, in the panel's language
  const dateWords = useDatePickerWords();
  const { locale } = dateWords;
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [pickerOpen, setPickerOpen] = useState(false);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = () => {
    const error = validateAppointment({ ...draft, date: draft.date });
    if (error) {
      void showToast({ message: translateText(error), intent: 'danger' });
      return;
    }
    void showToast({ message: t('appointments.created'), intent: 'success' });
    setDraft(EMPTY);
    onClose();
  };

  return (
    <FormDialog
      isOpen={isOpen}
      title={t('ui.appointments.createTitle')}
      submitText={t('ui.appointments.createSubmit')}
      width={425}
      className="mpa-appt-dialog"
      onSubmit={submit}
      onClose={onClose}
    >
      <p className={Classes.TEXT_MUTED}>{t('ui.appointments.createIntro')}</p>
      <FormGroup label={t('ui.appointments.client')} labelFor="appt-client">
        <InputGroup
          id="appt-client"
          value={draft.client}
          onValueChange={(client) => set({ client })}
          placeholder={t('ui.appointments.clientName')}
        />
      </FormGroup>
      <FormGroup label={t('columns.service')} labelFor="appt-service">
        <HTMLSelect
          id="appt-service"
          fill
          value={draft.service}
          onChange={(e) => set({ service: e.currentTarget.value })}
        >
          <option value="" disabled>
            {t('ui.appointments.selectService')}
          </option>
          {APPOINTMENT_SERVICES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t('columns.vendor')} labelFor="appt-vendor">
        <HTMLSelect
          id="appt-vendor"
          fill
          value={draft.vendor}
          onChange={(e) => set({ vendor: e.currentTarget.value })}
        >
          <option value="" disabled>
            {t('ui.appointments.selectVendor')}
          </option>
          {SAMPLE_VENDORS.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t('ui.appointments.date')} labelFor="appt-date">
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
            id="appt-date"
            fill
            alignText="start"
            icon="calendar"
            className={draft.date ? undefined : 'mpa-appt-placeholder'}
            text={draft.date ? format(draft.date, 'PPP', { locale }) : t('ui.appointments.pickDate')}
          />
        </PopoverNext>
      </FormGroup>
      <FormGroup label={t('ui.appointments.time')} labelFor="appt-time">
        <HTMLSelect
          id="appt-time"
          fill
          value={draft.time}
          onChange={(e) => set({ time: e.currentTarget.value })}
        >
          <option value="" disabled>
            {t('ui.appointments.selectTime')}
          </option>
          {TIME_SLOTS.map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
    </FormDialog>
  );
}
