import { Button, HTMLTable, Tag, type Intent } from '@blueprintjs/core';
import { STATUS_LABEL, type Appointment, type AppointmentStatus } from './data';

const INTENT: Record<AppointmentStatus, Intent> = { upcoming: 'primary', completed: 'success', canceled: 'danger' };

/** Status badge: blue upcoming, green completed, red canceled (spec §4). */
export function AppointmentStatusTag({ status }: { status: AppointmentStatus }) {
  return (
    <Tag minimal round intent={INTENT[status]} className="mpa-appt-status" data-status={status}>
      {STATUS_LABEL[status]}
    </Tag>
  );
}

export interface AppointmentsTableProps {
  rows: readonly Appointment[];
  label: string;
  /** The All table has a Status column; the other tabs omit it. */
  showStatus: boolean;
  /** View and Edit (All, Upcoming) or View only (Completed, Canceled). The buttons have no behaviour. */
  editable: boolean;
  emptyText: string;
}

export function AppointmentsTable({ rows, label, showStatus, editable, emptyText }: AppointmentsTableProps) {
  const cols = showStatus ? 7 : 6;
  return (
    <div className="mpa-scroll-x">
      <HTMLTable compact striped className="mpa-appt-table" aria-label={label}>
        <thead>
          <tr>
            <th>Client</th>
            <th>Service</th>
            <th>Vendor</th>
            <th>Date</th>
            <th>Time</th>
            {showStatus && <th>Status</th>}
            <th className="mpa-appt-actions">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={cols} className="mpa-table-message">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((a) => (
              <tr key={a.id}>
                <td>{a.client}</td>
                <td>{a.service}</td>
                <td>{a.vendor}</td>
                <td>{a.date}</td>
                <td>{a.time}</td>
                {showStatus && (
                  <td>
                    <AppointmentStatusTag status={a.status} />
                  </td>
                )}
                <td className="mpa-appt-actions">
                  <Button size="small" variant="outlined" text="View" />
                  {editable && <Button size="small" variant="outlined" text="Edit" />}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </HTMLTable>
    </div>
  );
}
