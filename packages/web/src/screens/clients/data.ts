import type { Id } from '../../i18n';

/** Clients are sample data only (spec §2 Clients: hard-coded rows, nothing is saved). */
export interface Client {
  id: number;
  name: string;
  email: string;
  phone: string;
  totalAppointments: number;
  /** Year-month-day text. */
  joined: string;
  status: 'active' | 'inactive';
}

/** The status filter's choices; `label` is a message id. */
export const CLIENT_STATUS_OPTIONS: ReadonlyArray<{ value: 'all' | Client['status']; label: Id }> = [
  { value: 'all', label: 'ui.clients.all' },
  { value: 'active', label: 'values.active' },
  { value: 'inactive', label: 'values.inactive' },
];

type SampleRow = [string, string, number, string, Client['status']];
const ROWS: readonly SampleRow[] = [
  ['Alice Johnson', '9876500001', 6, '2025-03-12', 'active'],
  ['Brian Smith', '9876500002', 3, '2025-05-02', 'active'],
  ['Carla Gomez', '9876500003', 9, '2024-11-20', 'active'],
  ['David Lee', '9876500004', 1, '2026-01-08', 'inactive'],
  ['Emma Wilson', '9876500005', 4, '2025-08-17', 'active'],
  ['Frank Miller', '9876500006', 0, '2026-02-23', 'inactive'],
];

/** Each one's email is their name, as 'alice.johnson@example.com'. */
export const SAMPLE_CLIENTS: readonly Client[] = ROWS.map(
  ([name, phone, totalAppointments, joined, status], i) => ({
    id: i + 1,
    name,
    email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
    phone,
    totalAppointments,
    joined,
    status,
  }),
);
