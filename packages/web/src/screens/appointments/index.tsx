import { Card, Classes, H2, HTMLSelect, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { DEBOUNCE_MS } from '@marketplace-admin/sdk';
import { lazy, Suspense, useState } from 'react';
import { AddButton, PageHeader } from '../../components/PageHeader';
import { ScreenViewsButton } from '../../components/Views';
import { SearchBox } from '../../components/SearchBox';
import { useListState } from '../../hooks/useListState';
import { AppointmentsFooter, AppointmentsTable } from './AppointmentsTable';
import { SAMPLE_APPOINTMENTS } from './data';
import {
  APPOINTMENT_TABS,
  isStatusFilter,
  isTab,
  filterAppointments,
  type TabId,
  STATUS_FILTER_OPTIONS,
  type StatusFilter,
} from './filters';
import './appointments.css';
import english from 'virtual:messages/en/appointments';
import { registerEnglish, useT } from '../../i18n';

registerEnglish(english);

/** The dialog (with the date picker) is loaded when first opened. */
const NewAppointmentDialog = lazy(() => import('./NewAppointmentDialog'));

/** Spec §2 Appointments: 8 sample rows, nothing is sent to a server. Search, filter and tab live in the URL. */
export default function AppointmentsScreen() {
  // no status chosen yet: the select shows its placeholder (spec §2) and every status is listed
  const t = useT();
  const placeholder = t('ui.appointments.filterByStatus');
  const list = useListState({ tab: 'all', extra: { status: '' } });
  const [dialogOpen, setDialogOpen] = useState(false);
  // mounted from the first opening on, so Cancel only closes it (what was typed stays)
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const tab: TabId = isTab(list.tab) ? list.tab : 'all';
  const chosen: StatusFilter | '' = isStatusFilter(list.extra.status) ? list.extra.status : '';
  const status: StatusFilter = chosen || 'all';
  const filtered = filterAppointments(SAMPLE_APPOINTMENTS, list.search, status);
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
            <SearchBox
              value={list.search}
              onSearch={list.setSearch}
              delayMs={DEBOUNCE_MS.appointments}
              placeholder={t('ui.appointments.search')}
            />
            <HTMLSelect
              aria-label={placeholder}
              title={placeholder}
              className={chosen ? undefined : 'mpa-appt-placeholder'}
              value={chosen}
              onChange={(e) => list.setExtra('status', e.currentTarget.value)}
            >
              <option value="" disabled hidden>
                {placeholder}
              </option>
              {STATUS_FILTER_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {t(o.label)}
                </option>
              ))}
            </HTMLSelect>
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
          {APPOINTMENT_TABS.map((entry) => (
            <Tab
              key={entry.id}
              id={entry.id}
              title={t(entry.title)}
              panel={
                <AppointmentsTable
                  rows={current}
                  label={t(entry.label)}
                  showStatus={entry.id === 'all'}
                  editable={entry.id === 'all' || entry.id === 'upcoming'}
                  emptyText={t(entry.empty)}
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
