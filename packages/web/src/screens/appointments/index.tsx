import { Card, Classes, H2, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { DEBOUNCE_MS } from '@marketplace-admin/sdk';
import { lazy, Suspense, useState } from 'react';
import { AddButton, PageHeader } from '../../components/PageHeader';
import { ScreenViewsButton } from '../../components/Views';
import { useListState } from '../../hooks/useListState';
import { filterSample, SampleFilters, type SampleFilterDefinition } from '../sampleList';
import { AppointmentsFooter, AppointmentsTable } from './AppointmentsTable';
import { EMPTY_TEXT, isTab, SAMPLE_APPOINTMENTS, statusWord, TABS, type Appointment } from './data';
import './appointments.css';
import english from 'virtual:messages/en/appointments';
import { registerEnglish, useT } from '../../i18n';

registerEnglish(english);

/** The dialog (with the date picker) is loaded when first opened. */
const NewAppointmentDialog = lazy(() => import('./NewAppointmentDialog'));

// no status chosen yet: the select shows its placeholder (spec §2) and every status is listed
const FILTERS: SampleFilterDefinition<Appointment> = {
  fields: ['client', 'service', 'vendor'],
  delayMs: DEBOUNCE_MS.appointments,
  search: 'ui.appointments.search',
  label: 'ui.appointments.filterByStatus',
  options: TABS.map((s) => ({ value: s, label: s === 'all' ? 'ui.appointments.allStatus' : statusWord(s) })),
  placeholder: true,
};

/** Spec §2 Appointments: 8 sample rows, nothing is sent to a server. Search, filter and tab live in the URL. */
export default function AppointmentsScreen() {
  const t = useT();
  const list = useListState({ tab: 'all', extra: { status: '' } });
  const [dialogOpen, setDialogOpen] = useState(false);
  // mounted from the first opening on, so Cancel only closes it (what was typed stays)
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const tab = isTab(list.tab) ? list.tab : 'all';
  const filtered = filterSample(SAMPLE_APPOINTMENTS, list, FILTERS);
  const current = tab === 'all' ? filtered : filtered.filter((a) => a.status === tab);

  return (
    <>
      <PageHeader
        title={t('ui.nav.appointments')}
        subtitle={t('ui.appointments.subtitle')}
        actions={
          <AddButton
            text={t('ui.appointments.new')}
            onClick={() => (setDialogLoaded(true), setDialogOpen(true))}
          />
        }
      />
      {dialogLoaded && (
        <Suspense fallback={<Spinner size={20} aria-label={t('common.loading')} />}>
          <NewAppointmentDialog isOpen={dialogOpen} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
      <Card className="mpa-appt-card">
        <div className="mpa-appt-card-head">
          <div>
            <H2 className="mpa-card-title">{t('ui.appointments.management')}</H2>
            <p className={`${Classes.TEXT_MUTED} mpa-card-desc`}>{t('ui.appointments.managementDesc')}</p>
          </div>
          <div className="mpa-appt-tools">
            <SampleFilters list={list} filter={FILTERS} />
            <ScreenViewsButton gridId="appointments" />
          </div>
        </div>
        <Tabs
          id="appointments-tabs"
          animate={false}
          selectedTabId={tab}
          onChange={(id) => list.setTab(String(id))}
          renderActiveTabPanelOnly
        >
          {TABS.map((id) => (
            <Tab
              key={id}
              id={id}
              title={t(statusWord(id))}
              panel={
                <AppointmentsTable
                  rows={current}
                  label={t(`ui.appointments.${id}Table`)}
                  showStatus={id === 'all'}
                  editable={id === 'all' || id === 'upcoming'}
                  emptyText={t(EMPTY_TEXT[id])}
                />
              }
            />
          ))}
        </Tabs>
        <AppointmentsFooter shown={current.length} total={SAMPLE_APPOINTMENTS.length} />
      </Card>
    </>
  );
}
