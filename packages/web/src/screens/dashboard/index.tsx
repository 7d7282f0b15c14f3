import { Button, Card, H2, HTMLTable } from '@blueprintjs/core';
import { useSdk } from '../../hooks/useSdk';
import english from 'virtual:messages/en/dashboard';
import { errorText, registerEnglish, useT, type Translate } from '../../i18n';
import { FRAME_USER_CLASS } from '../../prerender/frameClass';
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { SAMPLE_APPOINTMENTS_TREND, SAMPLE_TOTAL_APPOINTMENTS, UPCOMING_APPOINTMENTS } from './data';
import { StatCard } from './StatCard';
import { useServerFigures } from './useServerFigures';
import './dashboard.css';

registerEnglish(english);

// the figures' code and reads come after the cards have painted, once the figures come near the view (their own chunk)
const loadInsights = () => lazy(() => import('./insights/Insights'));

/** The figures' chunk that could not be fetched (a new deployment, the network gone) says so here, with Retry, and the cards stay. */
class InsightsBoundary extends Component<{
  children: ReactNode;
  fallback: (retry: () => void) => ReactNode;
}> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children;
  }
}

function LazyInsights() {
  const t = useT();
  const [Insights, setInsights] = useState(loadInsights);
  return (
    <InsightsBoundary
      fallback={(retry) => (
        <Card className="mpa-dash-upcoming" role="alert">
          <p className="mpa-dash-error">{t('ui.dashboard.figuresFailed')}</p>
          <Button
            size="small"
            text={t('ui.dashboard.figuresRetry')}
            onClick={() => {
              setInsights(loadInsights);
              retry();
            }}
          />
        </Card>
      )}
    >
      <Suspense fallback={null}>
        <Insights />
      </Suspense>
    </InsightsBoundary>
  );
}

/**
 * True once the element under `ref` comes near the viewport, looked at only from the frame after the screen's first
 * paint: on a wide screen the figures are in view and load at once; on a phone they start when the administrator
 * scrolls towards them (their reads of every list would otherwise compete with the cards for a phone's main thread).
 */
function useNearView(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    let observer: IntersectionObserver | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const el = ref.current;
        if (!el) return;
        observer = new IntersectionObserver(
          (entries) => {
            if (!entries.some((e) => e.isIntersecting)) return;
            setNear(true);
            observer?.disconnect();
          },
          { rootMargin: '200px 0px' },
        );
        observer.observe(el);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, [ref]);
  return near;
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
  const figuresSlot = useRef<HTMLDivElement>(null);
  const figuresNear = useNearView(figuresSlot);

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
          value={SAMPLE_TOTAL_APPOINTMENTS}
          description={t('ui.dashboard.totalAppointmentsDesc')}
          trend={SAMPLE_APPOINTMENTS_TREND}
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
                <th>{t('ui.dashboard.client')}</th>
                <th>{t('columns.service')}</th>
                <th>{t('columns.vendor')}</th>
                <th>{t('ui.dashboard.date')}</th>
                <th>{t('ui.dashboard.time')}</th>
              </tr>
            </thead>
            <tbody>
              {UPCOMING_APPOINTMENTS.map((a) => (
                <tr key={a.id}>
                  <td>{a.client}</td>
                  <td>{a.service}</td>
                  <td>{a.vendor}</td>
                  <td>{a.date}</td>
                  <td>{a.time}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      </Card>
      <div ref={figuresSlot} className="mpa-insights-slot">
        {figuresNear && <LazyInsights />}
      </div>
    </>
  );
}
