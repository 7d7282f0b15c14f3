/** The Appointments screen's own words over the sample rows: its status filter, its tabs, each status's word. */
import type { Id } from '../../i18n';
import type { Appointment, AppointmentStatus } from './data';

export type StatusFilter = 'all' | AppointmentStatus;

/** Status filter options (placeholder 'Filter by status'); labels are message ids. */
export const STATUS_FILTER_OPTIONS: ReadonlyArray<{ value: StatusFilter; label: Id }> = [
  { value: 'all', label: 'ui.appointments.allStatus' },
  { value: 'upcoming', label: 'ui.appointments.upcoming' },
  { value: 'completed', label: 'ui.appointments.completed' },
  { value: 'canceled', label: 'ui.appointments.canceled' },
];

export const isStatusFilter = (v: string): v is StatusFilter =>
  STATUS_FILTER_OPTIONS.some((o) => o.value === v);

/** Each status's word, as a message id. */
export const STATUS_LABEL: Record<AppointmentStatus, Id> = {
  upcoming: 'ui.appointments.upcoming',
  completed: 'ui.appointments.completed',
  canceled: 'ui.appointments.canceled',
};

/** Case-insensitive substring match on client, service or vendor, combined with the status filter. */
export function filterAppointments(
  rows: readonly Appointment[],
  search: string,
  status: StatusFilter,
): Appointment[] {
  const q = search.trim().toLowerCase();
  return rows.filter(
    (a) =>
      (status === 'all' || a.status === status) &&
      (q === '' ||
        a.client.toLowerCase().includes(q) ||
        a.service.toLowerCase().includes(q) ||
        a.vendor.toLowerCase().includes(q)),
  );
}

export type TabId = 'all' | AppointmentStatus;

/** The tabs; their words are message ids: the tab's title, its table's name and its empty text. */
export const APPOINTMENT_TABS: ReadonlyArray<{ id: TabId; title: Id; label: Id; empty: Id }> = [
  {
    id: 'all',
    title: 'ui.appointments.all',
    label: 'ui.appointments.allTable',
    empty: 'ui.appointments.empty',
  },
  {
    id: 'upcoming',
    title: 'ui.appointments.upcoming',
    label: 'ui.appointments.upcomingTable',
    empty: 'ui.appointments.emptyUpcoming',
  },
  {
    id: 'completed',
    title: 'ui.appointments.completed',
    label: 'ui.appointments.completedTable',
    empty: 'ui.appointments.emptyCompleted',
  },
  {
    id: 'canceled',
    title: 'ui.appointments.canceled',
    label: 'ui.appointments.canceledTable',
    empty: 'ui.appointments.emptyCanceled',
  },
];

export const isTab = (v: string | undefined): v is TabId => APPOINTMENT_TABS.some((t) => t.id === v);
