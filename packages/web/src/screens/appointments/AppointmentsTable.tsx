import { Button, Tag, type Intent } from '@blueprintjs/core';
import { DataGrid, type GridColumn } from '../../components/DataGrid';
import { STATUS_LABEL, type Appointment, type AppointmentStatus } from './data';

const INTENT: Record<AppointmentStatus, Intent> = { upcoming: 'primary', completed: 'success', canceled: 'danger' };

/** Status badge: blue upcoming, green completed, red canceled (spec §4). */
function AppointmentStatusTag({ status }: { status: AppointmentStatus }) {
  return (
    <Tag minimal round intent={INTENT[status]} className="mpa-appt-status" data-status={status}>
      {STATUS_LABEL[status]}
    </Tag>
  );
}

const COLUMNS: GridColumn<Appointment>[] = [
  { id: 'client', header: 'Client', width: 160, render: (a) => a.client },
  { id: 'service', header: 'Service', width: 120, render: (a) => a.service },
  { id: 'vendor', header: 'Vendor', width: 190, render: (a) => a.vendor },
  // year-month-day text as the sample data has it (no time zone to shift it a day)
  { id: 'date', header: 'Date', width: 110, render: (a) => a.date },
  { id: 'time', header: 'Time', width: 100, render: (a) => a.time },
];
const STATUS: GridColumn<Appointment> = { id: 'status', header: 'Status', width: 110, render: (a) => <AppointmentStatusTag status={a.status} />, text: (a) => STATUS_LABEL[a.status] };

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
  return (
    <DataGrid
      listId="appointments"
      label={label}
      columns={showStatus ? [...COLUMNS, STATUS] : COLUMNS}
      rows={rows}
      rowKey={(a) => a.id}
      emptyText={emptyText}
      actionsWidth={editable ? 116 : 68}
      rowActions={(a) => (
        <>
          <Button size="small" variant="outlined" text="View" aria-label={`View ${a.client}`} />
          {editable && <Button size="small" variant="outlined" text="Edit" aria-label={`Edit ${a.client}`} />}
        </>
      )}
    />
  );
}
