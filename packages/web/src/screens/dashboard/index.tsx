import { Card, H2, HTMLTable } from '@blueprintjs/core';
import { useSdk } from '../../hooks/useSdk';
import { SAMPLE_APPOINTMENTS_TREND, SAMPLE_TOTAL_APPOINTMENTS, UPCOMING_APPOINTMENTS } from './data';
import { StatCard } from './StatCard';
import { useServerFigures } from './useServerFigures';
import './dashboard.css';

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** Spec §2 Dashboard, with the figures a spec call can tell read from the server (each card says where its number comes from). */
export default function DashboardScreen() {
  const client = useSdk();
  const username = client.session.user()?.username ?? 'admin';
  const { registeredVendors, services, pending } = useServerFigures();

  const v = registeredVendors.data;
  const p = pending.data;

  return (
    <>
      <h1 className="mpa-sr-only">Dashboard</h1>
      <header className="mpa-page-header">
        <div className="mpa-page-heading">
          <H2 className="mpa-page-title mpa-dash-greeting">Welcome back, {username}!</H2>
          <p className="mpa-page-subtitle">Here&apos;s an overview of your appointment system</p>
        </div>
      </header>
      <section className="mpa-stat-grid mpa-dash-grid" aria-label="Overview">
        <StatCard
          title="Total Appointments"
          icon="calendar"
          source="sample"
          value={SAMPLE_TOTAL_APPOINTMENTS}
          description="Sample appointments (appointments are not stored on the server)"
          trend={SAMPLE_APPOINTMENTS_TREND}
          testId="total-appointments"
        />
        <StatCard
          title="Active Vendors"
          icon="people"
          source="unavailable"
          error={registeredVendors.error?.message}
          description={
            v !== undefined
              ? `${plural(v, 'vendor', 'vendors')} registered; the server does not tell how many are active`
              : 'The server does not tell how many vendors are active'
          }
          testId="active-vendors"
        />
        <StatCard
          title="Pending Approvals"
          icon="time"
          source="server"
          value={p ? p.redemptions + p.reviews : undefined}
          error={pending.error?.message}
          description={
            p
              ? `${plural(p.redemptions, 'pending redemption request', 'pending redemption requests')} + ${plural(p.reviews, 'review', 'reviews')} awaiting moderation`
              : 'Pending redemption requests + reviews awaiting moderation'
          }
          testId="pending-approvals"
        />
        <StatCard
          title="Total Services"
          icon="wrench"
          source="server"
          value={services.data}
          error={services.error?.message}
          description="Services in the catalogue"
          testId="total-services"
        />
      </section>

      <Card className="mpa-dash-upcoming">
        <div className="mpa-dash-upcoming-head">
          <H2 className="mpa-card-title">Upcoming Appointments</H2>
          <span className="mpa-page-subtitle">Sample data</span>
        </div>
        {/* on a phone the table may scroll sideways in its card: a region the keyboard can scroll */}
        <div className="mpa-scroll-x" tabIndex={0} role="region" aria-label="Upcoming Appointments">
          <HTMLTable compact striped className="mpa-dash-table" aria-label="Upcoming Appointments">
            <thead>
              <tr>
                <th>Client</th>
                <th>Service</th>
                <th>Vendor</th>
                <th>Date</th>
                <th>Time</th>
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
    </>
  );
}
