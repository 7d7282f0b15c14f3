import { Card } from '@blueprintjs/core';
import { DEBOUNCE_MS } from '@marketplace-admin/sdk';
import { useState } from 'react';
import { DataGrid, type GridColumn } from '../../components/DataGrid';
import { AddButton, PageHeader } from '../../components/PageHeader';
import { ScreenViewsButton } from '../../components/Views';
import { StatusTag } from '../../components/StatusTag';
import { useListState } from '../../hooks/useListState';
import { filterSample, SampleFilters, type SampleFilterDefinition } from '../sampleList';
import { AddClientDialog } from './AddClientDialog';
import { CLIENT_STATUS_OPTIONS, SAMPLE_CLIENTS, type Client } from './data';
import './clients.css';
import english from 'virtual:messages/en/clients';
import { registerEnglish, useT, type Translate } from '../../i18n';

registerEnglish(english);

const columns = (t: Translate): GridColumn<Client>[] => [
  { id: 'name', header: t('columns.name'), width: 170, render: (c) => c.name },
  { id: 'email', header: t('columns.email'), width: 240, render: (c) => c.email },
  { id: 'phone', header: t('ui.clients.phone'), width: 130, render: (c) => c.phone },
  {
    id: 'appointments',
    header: t('ui.clients.appointments'),
    width: 120,
    render: (c) => c.totalAppointments,
  },
  { id: 'joined', header: t('ui.clients.joined'), width: 110, render: (c) => c.joined },
  {
    id: 'status',
    header: t('columns.status'),
    width: 100,
    render: (c) => <StatusTag active={c.status === 'active'} />,
    text: (c) => t(c.status === 'active' ? 'values.active' : 'values.inactive'),
  },
];

const FILTERS: SampleFilterDefinition<Client> = {
  fields: ['name', 'email', 'phone'],
  delayMs: DEBOUNCE_MS.clients,
  search: 'ui.clients.search',
  label: 'ui.clients.filterByStatus',
  options: CLIENT_STATUS_OPTIONS,
};

/** Spec §2 Clients: a placeholder screen on sample rows (search 500 ms, status filter, add dialog; nothing saved). */
export default function ClientsScreen() {
  const t = useT();
  const list = useListState({ extra: { status: 'all' } });
  const [adding, setAdding] = useState(false);
  const rows = filterSample(SAMPLE_CLIENTS, list, FILTERS);

  return (
    <>
      <PageHeader
        title={t('ui.nav.clients')}
        subtitle={t('ui.clients.subtitle')}
        actions={<AddButton text={t('ui.clients.add')} onClick={() => setAdding(true)} />}
      />
      <AddClientDialog isOpen={adding} onClose={() => setAdding(false)} />
      <Card className="mpa-clients-card">
        <DataGrid
          listId="clients"
          label={t('ui.nav.clients')}
          columns={columns(t)}
          rows={rows}
          rowKey={(c) => c.id}
          emptyText={t('ui.clients.empty')}
          toolbar={
            <>
              <SampleFilters list={list} filter={FILTERS} />
              <span className="mpa-toolbar-spacer" />
              <ScreenViewsButton gridId="clients" />
            </>
          }
        />
        <div className="mpa-clients-footer">
          {t('ui.clients.showing', { shown: rows.length, total: SAMPLE_CLIENTS.length })}
        </div>
      </Card>
    </>
  );
}
