/**
 * The dashboard's sample figures (spec §2 Dashboard: hard-coded sample data). Appointments exist
 * only as sample data (no appointment endpoint exists), so the appointment figures come from the
 * Appointments screen's sample rows and are labelled as sample data on screen.
 */
import { SAMPLE_APPOINTMENTS, type Appointment } from '../appointments/data';
import type { Id } from '../../i18n';

export interface Trend {
  direction: 'up' | 'down';
  /** e.g. '12%'. */
  percent: string;
  /** e.g. 'from last month', as a message id. */
  text: Id;
}

/** Total Appointments: the number of sample appointments, with a sample trend. */
export const SAMPLE_TOTAL_APPOINTMENTS = SAMPLE_APPOINTMENTS.length;
export const SAMPLE_APPOINTMENTS_TREND: Trend = {
  direction: 'up',
  percent: '12%',
  text: 'ui.dashboard.trendSample',
};

/** 'Upcoming Appointments' table: the sample appointments with status upcoming, soonest first. */
export const UPCOMING_APPOINTMENTS: readonly Appointment[] = SAMPLE_APPOINTMENTS.filter(
  (a) => a.status === 'upcoming',
)
  .slice()
  .sort((a, b) => `${a.date}`.localeCompare(`${b.date}`));
