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

export type ClientStatusFilter = 'all' | Client['status'];

/** The status filter's choices; `label` is a message id. */
export const CLIENT_STATUS_OPTIONS: ReadonlyArray<{ value: ClientStatusFilter; label: Id }> = [
  { value: 'all', label: 'ui.clients.all' },
  { value: 'active', label: 'values.active' },
  { value: 'inactive', label: 'values.inactive' },
];

export const SAMPLE_CLIENTS: readonly Client[] = [
  {
    id: 1,
    name: 'Alice Johnson',
    email: 'alice.johnson@example.com',
    phone: '9876500001',
    totalAppointments: 6,
    joined: '2025-03-12',
    status: 'active',
  },
  {
    id: 2,
    name: 'Brian Smith',
    email: 'brian.smith@example.com',
    phone: '9876500002',
    totalAppointments: 3,
    joined: '2025-05-02',
    status: 'active',
  },
  {
    id: 3,
    name: 'Carla Gomez',
    email: 'carla.gomez@example.com',
    phone: '9876500003',
    totalAppointments: 9,
    joined: '2024-11-20',
    status: 'active',
  },
  {
    id: 4,
    name: 'David Lee',
    email: 'david.lee@example.com',
    phone: '9876500004',
    totalAppointments: 1,
    joined: '2026-01-08',
    status: 'inactive',
  },
  {
    id: 5,
    name: 'Emma Wilson',
    email: 'emma.wilson@example.com',
    phone: '9876500005',
    totalAppointments: 4,
    joined: '2025-08-17',
    status: 'active',
  },
  {
    id: 6,
    name: 'Frank Miller',
    email: 'frank.miller@example.com',
    phone: '9876500006',
    totalAppointments: 0,
    joined: '2026-02-23',
    status: 'inactive',
  },
];

/** Case-insensitive substring match on name, email or phone, combined with the status filter. */
export function filterClients(rows: readonly Client[], search: string, status: ClientStatusFilter): Client[] {
  const q = search.trim().toLowerCase();
  return rows.filter(
    (c) =>
      (status === 'all' || c.status === status) &&
      (q === '' ||
        c.name.toLowerCase().includes(q) ||
        c.email.toLowerCase().includes(q) ||
        c.phone.includes(q)),
  );
}
