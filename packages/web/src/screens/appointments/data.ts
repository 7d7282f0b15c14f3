/**
 * Appointments are sample data only (spec §2 Appointments, §3 Appointment): 8 hard-coded rows, no
 * server is called and nothing is saved. The dialog's service options and time slots come from the SDK rules.
 */

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
