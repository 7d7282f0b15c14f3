/**
 * Appointments are sample data only (spec §2 Appointments, §3 Appointment): 8 hard-coded rows, no
 * server is called and nothing is saved. The service options and time slots come from the SDK rules.
 */
import { APPOINTMENT_SERVICES, TIME_SLOTS } from '../../app/constants';
import type { Id } from '../../i18n';

export type AppointmentStatus = 'upcoming' | 'completed' | 'canceled';

export interface Appointment {
  id: number;
  client: string;
  service: string;
  vendor: string;
  /** Year-month-day text. */
  date: string;
  /** e.g. '10:00 AM'. */
  time: string;
  status: AppointmentStatus;
}

export { APPOINTMENT_SERVICES, TIME_SLOTS };

/** The six sample vendor names offered in the New Appointment dialog. */
export const SAMPLE_VENDORS = [
  "Joe's Plumbing Co.",
  'Bright Spark Electric',
  'CoolAir HVAC Services',
  'GreenThumb Landscaping',
  'Sparkle Clean Team',
  'NoBugs Pest Control',
] as const;

export const SAMPLE_APPOINTMENTS: readonly Appointment[] = [
  {
    id: 1,
    client: 'Alice Johnson',
    service: 'Plumbing',
    vendor: "Joe's Plumbing Co.",
    date: '2026-12-01',
    time: '10:00 AM',
    status: 'upcoming',
  },
  {
    id: 2,
    client: 'Brian Smith',
    service: 'Electrical',
    vendor: 'Bright Spark Electric',
    date: '2026-12-02',
    time: '2:00 PM',
    status: 'upcoming',
  },
  {
    id: 3,
    client: 'Carla Gomez',
    service: 'HVAC',
    vendor: 'CoolAir HVAC Services',
    date: '2026-12-03',
    time: '11:00 AM',
    status: 'upcoming',
  },
  {
    id: 4,
    client: 'David Lee',
    service: 'Landscaping',
    vendor: 'GreenThumb Landscaping',
    date: '2026-12-05',
    time: '9:00 AM',
    status: 'upcoming',
  },
  {
    id: 5,
    client: 'Emma Wilson',
    service: 'Cleaning',
    vendor: 'Sparkle Clean Team',
    date: '2026-11-09',
    time: '1:00 PM',
    status: 'completed',
  },
  {
    id: 6,
    client: 'Frank Miller',
    service: 'Pest Control',
    vendor: 'NoBugs Pest Control',
    date: '2026-11-11',
    time: '3:00 PM',
    status: 'completed',
  },
  {
    id: 7,
    client: 'Grace Chen',
    service: 'Plumbing',
    vendor: "Joe's Plumbing Co.",
    date: '2026-11-13',
    time: '4:00 PM',
    status: 'canceled',
  },
  {
    id: 8,
    client: 'Henry Patel',
    service: 'Electrical',
    vendor: 'Bright Spark Electric',
    date: '2026-11-16',
    time: '12:00 PM',
    status: 'canceled',
  },
];

export type StatusFilter = 'all' | AppointmentStatus;

/** Status filter options (placeholder 'Filter by status'); labels are message ids. */
export const STATUS_FILTER_OPTIONS: ReadonlyArray<{ value: StatusFilter; label: Id }> = [
  { value: 'all', label: 'ui.appointments.allStatus' },
  { value: 'upcoming', label: 'ui.appointments.upcoming' },
  { value: 'completed', label: 'ui.appointments.completed' },
  { value: 'canceled', label: 'ui.appointments.canceled' },
];

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
