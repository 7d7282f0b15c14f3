import { Button, type Intent } from '@blueprintjs/core';
import { LightTag } from '../../components/LightControls';
import { DataGrid, type GridColumn } from '../../components/DataGrid';
import { useT, type Translate } from '../../i18n';
import { statusWord, type Appointment, type AppointmentStatus } from './data';

/** Spec §4: blue upcoming, green completed, red canceled. */
const INTENT: Record<AppointmentStatus, Intent> = {
  upcoming: 'primary',
  completed: 'success',
  canceled: 'danger',
};

const columns = (t: Translate, showStatus: boolean): GridColumn<Appointment>[] => [
  { id: 'client', header: t('ui.appointments.client'), width: 160, render: (a) => a.client },
  { id: 'service', header: t('columns.service'), width: 120, render: (a) => a.service },
  { id: 'vendor', header: t('columns.vendor'), width: 190, render: (a) => a.vendor },
  { id: 'date', header: t('ui.appointments.date'), width: 110, render: (a) => a.date },
  { id: 'time', header: t('ui.appointments.time'), width: 100, render: (a) => a.time },
  ...(showStatus
    ? [
        {
          id: 'status',
          header: t('columns.status'),
          width: 110,
          render: (a: Appointment) => (
            <LightTag round intent={INTENT[a.status]} className="mpa-appt-status" data-status={a.status}>
              {t(statusWord(a.status))}
            </LightTag>
          ),
          text: (a: Appointment) => t(statusWord(a.status)),
        },
      ]
    : []),
];

/** Spec §2: Client, Service, Vendor, Date, Time, Status, Actions (they all fit at 1280 px: nothing frozen). */
const SPEC_ORDER = ['client', 'service', 'vendor', 'date', 'time', 'status', 'actions'] as const;

/**
 * One tab's table of sample appointments (nothing to sort, page or export). The All table has a Status
 * column; View and Edit on All and Upcoming, View only on the others: the buttons have no behaviour.
 */
export function AppointmentsTable(p: {
  rows: readonly Appointment[];
  label: string;
  showStatus: boolean;
  editable: boolean;
  emptyText: string;
}) {
  const t = useT();
  const button = (text: 'view' | 'edit', a: Appointment) => (
    <Button
      size="small"
      variant="outlined"
      text={t(`ui.appointments.${text}`)}
      aria-label={t(`ui.appointments.${text}Name`, { name: a.client })}
    />
  );
  return (
    <DataGrid
      listId="appointments"
      label={p.label}
      columns={columns(t, p.showStatus)}
      rows={p.rows}
      rowKey={(a) => a.id}
      emptyText={p.emptyText}
      actionsWidth={p.editable ? 116 : 68}
      columnOrder={SPEC_ORDER}
      rowActions={(a) => (
        <>
          {button('view', a)}
          {p.editable && button('edit', a)}
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
      <span>{t('ui.appointments.showing', { shown, total })}</span>
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
