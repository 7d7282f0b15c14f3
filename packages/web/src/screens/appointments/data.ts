import type { Id } from '../../i18n';

/** Appointments are sample data only (spec §2 Appointments, §3 Appointment): nothing is read or saved. */
export type AppointmentStatus = 'upcoming' | 'completed' | 'canceled';
export type TabId = 'all' | AppointmentStatus;

export interface Appointment {
  id: number;
  client: string;
  service: string;
  vendor: string;
  /** Year-month-day text. */
  date: string;
  time: string;
  status: AppointmentStatus;
}

type SampleRow = [string, string, string, string, string, AppointmentStatus];
const ROWS: readonly SampleRow[] = [
  ['Alice Johnson', 'Plumbing', "Joe's Plumbing Co.", '2026-12-01', '10:00 AM', 'upcoming'],
  ['Brian Smith', 'Electrical', 'Bright Spark Electric', '2026-12-02', '2:00 PM', 'upcoming'],
  ['Carla Gomez', 'HVAC', 'CoolAir HVAC Services', '2026-12-03', '11:00 AM', 'upcoming'],
  ['David Lee', 'Landscaping', 'GreenThumb Landscaping', '2026-12-05', '9:00 AM', 'upcoming'],
  ['Emma Wilson', 'Cleaning', 'Sparkle Clean Team', '2026-11-09', '1:00 PM', 'completed'],
  ['Frank Miller', 'Pest Control', 'NoBugs Pest Control', '2026-11-11', '3:00 PM', 'completed'],
  ['Grace Chen', 'Plumbing', "Joe's Plumbing Co.", '2026-11-13', '4:00 PM', 'canceled'],
  ['Henry Patel', 'Electrical', 'Bright Spark Electric', '2026-11-16', '12:00 PM', 'canceled'],
];

export const SAMPLE_APPOINTMENTS: readonly Appointment[] = ROWS.map(
  ([client, service, vendor, date, time, status], i) => ({
    id: i + 1,
    client,
    service,
    vendor,
    date,
    time,
    status,
  }),
);

/** The dialog's vendors: the six of the sample rows (spec §2 Appointments). */
export const SAMPLE_VENDORS = [...new Set(SAMPLE_APPOINTMENTS.map((a) => a.vendor))];

/** The tabs, in order; their ids are also the status filter's values. */
export const TABS: readonly TabId[] = ['all', 'upcoming', 'completed', 'canceled'];
export const isTab = (v: string | undefined): v is TabId => TABS.includes(v as TabId);

/** A status's word; 'all' is the All tab's title. */
export const statusWord = (s: TabId): Id => `ui.appointments.${s}`;

/** Each tab's empty text. */
export const EMPTY_TEXT: Record<TabId, Id> = {
  all: 'ui.appointments.empty',
  upcoming: 'ui.appointments.emptyUpcoming',
  completed: 'ui.appointments.emptyCompleted',
  canceled: 'ui.appointments.emptyCanceled',
};
