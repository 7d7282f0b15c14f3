import { Button, type Intent } from '@blueprintjs/core';
import { LightTag } from '../../components/LightControls';
import { DataGrid, type GridColumn } from '../../components/DataGrid';
import { useT, type Translate } from '../../i18n';
import type { Appointment, AppointmentStatus } from './data';
import { STATUS_LABEL } from './filters';

const INTENT: Record<AppointmentStatus, Intent> = {
  upcoming: 'primary',
  completed: 'success',
  canceled: 'danger',
};

/** Status badge: blue upcoming, green completed, red canceled (spec §4). */
function AppointmentStatusTag({ status }: { status: AppointmentStatus }) {
  const t = useT();

  return (
    <LightTag round intent={INTENT[status]} className="mpa-appt-status" data-status={status}>
      {t(STATUS_LABEL[status])}
    </LightTag>
  );
}

const columns = (t: Translate, showStatus: boolean): GridColumn<Appointment>[] => [
  { id: 'client', header: t('ui.appointments.client'), width: 160, render: (a) => a.client },
  { id: 'service', header: t('columns.service'), width: 120, render: (a) => a.service },
  { id: 'vendor', header: t('columns.vendor'), width: 190, render: (a) => a.vendor },
  // year-month-day text as the sample data has it (no time zone to shift it a day)
  { id: 'date', header: t('ui.appointments.date'), width: 110, render: (a) => a.date },
  { id: 'time', header: t('ui.appointments.time'), width: 100, render: (a) => a.time },
  ...(showStatus
    ? [
        {
          id: 'status',
          header: t('columns.status'),
          width: 110,
          render: (a: Appointment) => <AppointmentStatusTag status={a.status} />,
          text: (a: Appointment) => t(STATUS_LABEL[a.status]),
        },
      ]
    : []),
];

/** Spec §2: Client, Service, Vendor, Date, Time, Status, Actions (they all fit at 1280 px: nothing frozen). */
const SPEC_ORDER = ['client', 'service', 'vendor', 'date', 'time', 'status', 'actions'] as const;

export interface AppointmentsTableProps {
  rows: readonly Appointment[];
  label: string;
  /** The All table has a Status column; the other tabs omit it. */
  showStatus: boolean;
  /** View and Edit (All, Upcoming) or View only (Completed, Canceled). The buttons have no behaviour. */
  editable: boolean;
  emptyText: string;
}

/** One tab's table of sample appointments (nothing to sort, page or export: no server). */
export function AppointmentsTable({ rows, label, showStatus, editable, emptyText }: AppointmentsTableProps) {
  const t = useT();
  return (
    <DataGrid
      listId="appointments"
      label={label}
      columns={columns(t, showStatus)}
      rows={rows}
      rowKey={(a) => a.id}
      emptyText={emptyText}
      actionsWidth={editable ? 116 : 68}
      columnOrder={SPEC_ORDER}
      rowActions={(a) => (
        <>
          <Button
            size="small"
            variant="outlined"
            text={t('ui.appointments.view')}
            aria-label={t('ui.appointments.viewName', { name: a.client })}
          />
          {editable && (
            <Button
              size="small"
              variant="outlined"
              text={t('ui.appointments.edit')}
              aria-label={t('ui.appointments.editName', { name: a.client })}
            />
          )}
        </>
      )}
    />
  );
}

/** The card's footer: how many are shown, and the spec's Previous and Next, always disabled (8 sample rows). */
export function AppointmentsFooter({ shown, total }: { shown: number; total: number }) {
  const t = useT();
  return (
    <div className="mpa-appt-footer">
      <span>{t('ui.appointments.showing', { shown: shown, total: total })}</span>
      <div className="mpa-appt-pager">
        <Button
          size="small"
          variant="outlined"
          icon="chevron-left"
          text={t('ui.appointments.previous')}
          disabled
        />
        <Button
          size="small"
          variant="outlined"
          endIcon="chevron-right"
          text={t('ui.appointments.next')}
          disabled
        />
      </div>
    </div>
  );
}
