import { Button, Card, HTMLSelect, HTMLTable } from '@blueprintjs/core';
import { DEBOUNCE_MS } from '@marketplace-admin/sdk';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { StatusTag } from '../../components/StatusTag';
import { useListState } from '../../hooks/useListState';
import { AddClientDialog } from './AddClientDialog';
import { CLIENT_STATUS_OPTIONS, filterClients, SAMPLE_CLIENTS, type ClientStatusFilter } from './data';
import './clients.css';

const isFilter = (v: string): v is ClientStatusFilter => CLIENT_STATUS_OPTIONS.some((o) => o.value === v);

/** Spec §2 Clients: a placeholder screen on sample rows (search 500 ms, status filter, add dialog; nothing saved). */
export default function ClientsScreen() {
  const list = useListState({ extra: { status: 'all' } });
  const [adding, setAdding] = useState(false);
  const status: ClientStatusFilter = isFilter(list.extra.status) ? list.extra.status : 'all';
  const rows = filterClients(SAMPLE_CLIENTS, list.search, status);

  return (
    <>
      <PageHeader
        title="Clients"
        subtitle="Sample data: nothing on this screen is saved"
        actions={<Button intent="primary" icon="plus" text="Add Client" onClick={() => setAdding(true)} />}
      />
      <AddClientDialog isOpen={adding} onClose={() => setAdding(false)} />
      <Card className="mpa-clients-card">
        <div className="mpa-clients-tools">
          <SearchBox
            value={list.search}
            onSearch={list.setSearch}
            delayMs={DEBOUNCE_MS.clients}
            placeholder="Search clients..."
          />
          <HTMLSelect
            aria-label="Filter by status"
            value={status}
            onChange={(e) => list.setExtra('status', e.currentTarget.value)}
          >
            {CLIENT_STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </HTMLSelect>
        </div>
        <div className="mpa-scroll-x">
          <HTMLTable compact striped className="mpa-clients-table" aria-label="Clients">
            <thead>
              <tr>
                <th>Name</th>
                <th>Email</th>
                <th>Phone</th>
                <th>Appointments</th>
                <th>Joined</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={6} className="mpa-clients-empty">
                    No clients found
                  </td>
                </tr>
              ) : (
                rows.map((c) => (
                  <tr key={c.id}>
                    <td>{c.name}</td>
                    <td>{c.email}</td>
                    <td>{c.phone}</td>
                    <td>{c.totalAppointments}</td>
                    <td>{c.joined}</td>
                    <td>
                      <StatusTag active={c.status === 'active'} />
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </HTMLTable>
        </div>
        <div className="mpa-clients-footer">
          Showing {rows.length} of {SAMPLE_CLIENTS.length} clients
        </div>
      </Card>
    </>
  );
}
