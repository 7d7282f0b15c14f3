import { Button, Card, H2, HTMLTable } from '@blueprintjs/core';
import { useSdk } from '../../hooks/useSdk';
import english from 'virtual:messages/en/dashboard';
import { errorText, registerEnglish, useT, type Translate } from '../../i18n';
import { FRAME_USER_CLASS } from '../../prerender/frameClass';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { SAMPLE_APPOINTMENTS } from '../appointments/data';
import { StatCard } from './StatCard';
import { useServerFigures } from './useServerFigures';
import './dashboard.css';

registerEnglish(english);

/** 'Upcoming Appointments': the sample appointments (spec §2: sample data) still to come, soonest first. */
const UPCOMING = SAMPLE_APPOINTMENTS.filter((a) => a.status === 'upcoming').sort((a, b) =>
  `${a.date}`.localeCompare(`${b.date}`),
);

// The figures' chunk, fetched after the first paint once their place nears the view: on a phone only when
// scrolled to (their reads of every list would compete with the cards); if it cannot be fetched, Retry.
function Figures() {
  const t = useT();
  const slot = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ Insights?: ComponentType; failed?: boolean }>({});
  useEffect(() => {
    let observer: IntersectionObserver | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      import('./insights/Insights').then(
        (m) => setLoaded({ Insights: m.default }),
        () => setLoaded({ failed: true }),
      );
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        observer = new IntersectionObserver(
          (entries) => {
            if (!entries.some((e) => e.isIntersecting)) return;
            observer?.disconnect();
            void load();
          },
          { rootMargin: '200px 0px' },
        );
        if (slot.current) observer.observe(slot.current);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, [attempt]);
  const { Insights, failed } = loaded;
  return (
    <div ref={slot} className="mpa-insights-slot">
      {Insights && <Insights />}
      {failed && (
        <Card className="mpa-dash-upcoming" role="alert">
          <p className="mpa-dash-error">{t('ui.dashboard.figuresFailed')}</p>
          <Button
            size="small"
            text={t('ui.dashboard.figuresRetry')}
            onClick={() => {
              setLoaded({});
              setAttempt((n) => n + 1);
            }}
          />
        </Card>
      )}
    </div>
  );
}

/** A figure's load failure in the panel's language: the SDK's text by its id, the server's words as they came. */
const errorOf = (e: { message: string } | undefined): string | undefined =>
  e ? errorText(e) || e.message : undefined;

// stands for the name while the message is split around it
const SLOT = '\u0001';

/** 'Welcome back, {name}!'; without a name (the prerendered frame) the name is an empty slot the page fills in (FRAME_USER_CLASS). */
function greeting(t: Translate, username: string | undefined): ReactNode {
  if (username !== undefined) return t('ui.dashboard.welcome', { name: username });
  const [before, after = ''] = t('ui.dashboard.welcome', { name: SLOT }).split(SLOT);
  return (
    <>
      {before}
      <span className={FRAME_USER_CLASS} />
      {after}
    </>
  );
}

/** Spec §2 Dashboard, with the figures a spec call can tell read from the server (each card says where its number comes from). */
export default function DashboardScreen() {
  const client = useSdk();
  const t = useT();
  // signed out only in the prerendered frame: no name there, a slot for it
  const username =
    client.session.user()?.username ?? (client.session.isAuthenticated() ? 'admin' : undefined);
  const { registeredVendors, services, pending } = useServerFigures();
  const v = registeredVendors.data;
  const p = pending.data;

  return (
    <>
      <h1 className="mpa-sr-only">{t('ui.nav.dashboard')}</h1>
      <header className="mpa-page-header">
        <div className="mpa-page-heading">
          <H2 className="mpa-page-title mpa-dash-greeting">{greeting(t, username)}</H2>
          <p className="mpa-page-subtitle">{t('ui.dashboard.subtitle')}</p>
        </div>
      </header>
      <section className="mpa-stat-grid mpa-dash-grid" aria-label={t('ui.dashboard.overview')}>
        <StatCard
          title={t('ui.dashboard.totalAppointments')}
          icon="calendar"
          source="sample"
          value={SAMPLE_APPOINTMENTS.length}
          description={t('ui.dashboard.totalAppointmentsDesc')}
          trend={{ direction: 'up', percent: '12%', text: 'ui.dashboard.trendSample' }}
          testId="total-appointments"
        />
        <StatCard
          title={t('ui.dashboard.activeVendors')}
          icon="people"
          source="unavailable"
          error={errorOf(registeredVendors.error)}
          description={t('ui.dashboard.activeVendorsUnknown')}
          detail={v !== undefined ? t('ui.dashboard.vendorsRegistered', { n: v }) : null}
          testId="active-vendors"
        />
        <StatCard
          title={t('ui.dashboard.pendingApprovals')}
          icon="time"
          source="server"
          value={p ? p.redemptions + p.reviews : undefined}
          error={errorOf(pending.error)}
          description={t('ui.dashboard.pendingDesc')}
          detail={
            p ? t('ui.dashboard.pendingCounts', { redemptions: p.redemptions, reviews: p.reviews }) : null
          }
          testId="pending-approvals"
        />
        <StatCard
          title={t('ui.dashboard.totalServices')}
          icon="wrench"
          source="server"
          value={services.data}
          error={errorOf(services.error)}
          description={t('ui.dashboard.totalServicesDesc')}
          testId="total-services"
        />
      </section>

      <Card className="mpa-dash-upcoming">
        <div className="mpa-dash-upcoming-head">
          <H2 className="mpa-card-title">{t('ui.dashboard.upcoming')}</H2>
          <span className="mpa-page-subtitle">{t('ui.dashboard.sampleData')}</span>
        </div>
        {/* on a phone the table may scroll sideways in its card: a region the keyboard can scroll */}
        <div className="mpa-scroll-x" tabIndex={0} role="region" aria-label={t('ui.dashboard.upcoming')}>
          <HTMLTable compact striped className="mpa-dash-table" aria-label={t('ui.dashboard.upcoming')}>
            <thead>
              <tr>
                {(
                  [
                    'ui.dashboard.client',
                    'columns.service',
                    'columns.vendor',
                    'ui.dashboard.date',
                    'ui.dashboard.time',
                  ] as const
                ).map((id) => (
                  <th key={id}>{t(id)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {UPCOMING.map((a) => (
                <tr key={a.id}>
                  {[a.client, a.service, a.vendor, a.date, a.time].map((cell, i) => (
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      </Card>
      <Figures />
    </>
  );
}
