import { Button, Card, HTMLSelect } from '@blueprintjs/core';
import { DEBOUNCE_MS } from '@marketplace-admin/sdk';
import { useState } from 'react';
import { DataGrid, type GridColumn } from '../../components/DataGrid';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { StatusTag } from '../../components/StatusTag';
import { useListState } from '../../hooks/useListState';
import { AddClientDialog } from './AddClientDialog';
import { CLIENT_STATUS_OPTIONS, filterClients, SAMPLE_CLIENTS, type Client, type ClientStatusFilter } from './data';
import './clients.css';

const COLUMNS: GridColumn<Client>[] = [
  { id: 'name', header: 'Name', width: 170, render: (c) => c.name },
  { id: 'email', header: 'Email', width: 240, render: (c) => c.email },
  { id: 'phone', header: 'Phone', width: 130, render: (c) => c.phone },
  { id: 'appointments', header: 'Appointments', width: 120, render: (c) => c.totalAppointments },
  { id: 'joined', header: 'Joined', width: 110, render: (c) => c.joined },
  { id: 'status', header: 'Status', width: 100, render: (c) => <StatusTag active={c.status === 'active'} />, text: (c) => (c.status === 'active' ? 'Active' : 'Inactive') },
];

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
        <DataGrid
          listId="clients"
          label="Clients"
          columns={COLUMNS}
          rows={rows}
          rowKey={(c) => c.id}
          emptyText="No clients found"
          toolbar={
            <>
              <SearchBox value={list.search} onSearch={list.setSearch} delayMs={DEBOUNCE_MS.clients} placeholder="Search clients..." />
              <HTMLSelect aria-label="Filter by status" value={status} onChange={(e) => list.setExtra('status', e.currentTarget.value)}>
                {CLIENT_STATUS_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </HTMLSelect>
              <span className="mpa-toolbar-spacer" />
            </>
          }
        />
        <div className="mpa-clients-footer">
          Showing {rows.length} of {SAMPLE_CLIENTS.length} clients
        </div>
      </Card>
    </>
  );
}
