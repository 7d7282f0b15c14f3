import { Card, Classes, H2, Icon } from '@blueprintjs/core';
import useSWR from 'swr';
import { PlaceholderScreen } from '../../components/PlaceholderScreen';
import { useSdk } from '../../hooks/useSdk';

/** Placeholder dashboard (the full screen comes with issue 5); it already reads one real figure. */
export default function DashboardScreen() {
  const client = useSdk();
  const username = client.session.user()?.username ?? 'admin';
  const services = useSWR(['services.list', { page: 1, pageSize: 1 }], () => client.services.list({ page: 1, pageSize: 1 }));
  const total = services.data?.totalCount;
  return (
    <PlaceholderScreen title="Dashboard">
      <p className="mpa-page-subtitle">
        Welcome back, {username}! Here's an overview of your appointment system
      </p>
      <div className="mpa-stat-grid">
        <Card className="mpa-stat-card" aria-label="Total Services">
          <div className="mpa-stat-head">
            <H2 className="mpa-stat-title">Total Services</H2>
            <Icon icon="wrench" aria-hidden />
          </div>
          <div className={`mpa-stat-value${total === undefined && !services.error ? ` ${Classes.SKELETON}` : ''}`} data-testid="total-services">
            {services.error ? '—' : (total ?? 0)}
          </div>
          <div className="mpa-stat-desc">{services.error ? services.error.message : 'Services in the catalogue (from the server)'}</div>
        </Card>
      </div>
    </PlaceholderScreen>
  );
}
