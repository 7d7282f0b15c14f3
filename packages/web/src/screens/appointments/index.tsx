import { Button, Card, Classes, H2, HTMLSelect, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { DEBOUNCE_MS } from '@marketplace-admin/sdk';
import { lazy, Suspense, useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { useListState } from '../../hooks/useListState';
import { AppointmentsTable } from './AppointmentsTable';
import { filterAppointments, SAMPLE_APPOINTMENTS, STATUS_FILTER_OPTIONS, type AppointmentStatus, type StatusFilter } from './data';
import './appointments.css';

/** The dialog (with the date picker) is loaded when first opened. */
const NewAppointmentDialog = lazy(() => import('./NewAppointmentDialog'));

type TabId = 'all' | AppointmentStatus;

const TABS: ReadonlyArray<{ id: TabId; title: string; empty: string }> = [
  { id: 'all', title: 'All', empty: 'No appointments found' },
  { id: 'upcoming', title: 'Upcoming', empty: 'No upcoming appointments found' },
  { id: 'completed', title: 'Completed', empty: 'No completed appointments found' },
  { id: 'canceled', title: 'Canceled', empty: 'No canceled appointments found' },
];

const STATUS_PLACEHOLDER = 'Filter by status';
const isTab = (v: string | undefined): v is TabId => TABS.some((t) => t.id === v);
const isFilter = (v: string): v is StatusFilter => STATUS_FILTER_OPTIONS.some((o) => o.value === v);

/** Spec §2 Appointments: 8 sample rows, nothing is sent to a server. Search, filter and tab live in the URL. */
export default function AppointmentsScreen() {
  // no status chosen yet: the select shows its placeholder (spec §2) and every status is listed
  const list = useListState({ tab: 'all', extra: { status: '' } });
  const [dialogOpen, setDialogOpen] = useState(false);
  // mounted from the first opening on, so Cancel only closes it (what was typed stays)
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const tab: TabId = isTab(list.tab) ? list.tab : 'all';
  const chosen: StatusFilter | '' = isFilter(list.extra.status) ? list.extra.status : '';
  const status: StatusFilter = chosen || 'all';
  const filtered = filterAppointments(SAMPLE_APPOINTMENTS, list.search, status);
  const current = tab === 'all' ? filtered : filtered.filter((a) => a.status === tab);

  return (
    <>
      <PageHeader
        title="Appointments"
        subtitle="Manage all appointment bookings"
        actions={<Button intent="primary" icon="plus" text="New Appointment" onClick={() => (setDialogLoaded(true), setDialogOpen(true))} />}
      />
      {dialogLoaded && (
        <Suspense fallback={<Spinner size={20} aria-label="Loading" />}>
          <NewAppointmentDialog isOpen={dialogOpen} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
      <Card className="mpa-appt-card">
        <div className="mpa-appt-card-head">
          <div>
            <H2 className="mpa-card-title">Appointments Management</H2>
            <p className={`${Classes.TEXT_MUTED} mpa-card-desc`}>View and manage all service appointments</p>
          </div>
          <div className="mpa-appt-tools">
            <SearchBox value={list.search} onSearch={list.setSearch} delayMs={DEBOUNCE_MS.appointments} placeholder="Search appointments..." />
            <HTMLSelect
              aria-label={STATUS_PLACEHOLDER}
              title={STATUS_PLACEHOLDER}
              className={chosen ? undefined : 'mpa-appt-placeholder'}
              value={chosen}
              onChange={(e) => list.setExtra('status', e.currentTarget.value)}
            >
              <option value="" disabled hidden>
                {STATUS_PLACEHOLDER}
              </option>
              {STATUS_FILTER_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </HTMLSelect>
          </div>
        </div>
        <Tabs id="appointments-tabs" animate={false} selectedTabId={tab} onChange={(id) => list.setTab(String(id))} renderActiveTabPanelOnly>
          {TABS.map((t) => (
            <Tab
              key={t.id}
              id={t.id}
              title={t.title}
              panel={
                <AppointmentsTable
                  rows={current}
                  label={`${t.title} appointments`}
                  showStatus={t.id === 'all'}
                  editable={t.id === 'all' || t.id === 'upcoming'}
                  emptyText={t.empty}
                />
              }
            />
          ))}
        </Tabs>
        <div className="mpa-appt-footer">
          <span>
            Showing {current.length} of {SAMPLE_APPOINTMENTS.length} appointments
          </span>
          <div className="mpa-appt-pager">
            <Button size="small" variant="outlined" icon="chevron-left" text="Previous" disabled />
            <Button size="small" variant="outlined" endIcon="chevron-right" text="Next" disabled />
          </div>
        </div>
      </Card>
    </>
  );
}
