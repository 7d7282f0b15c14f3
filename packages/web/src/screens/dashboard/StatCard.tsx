import { Card, Classes, H2, Icon, type IconName } from '@blueprintjs/core';
import { LazyTooltip } from '../../components/LazyTooltip';
import { LightTag } from '../../components/LightControls';
import database from '@blueprintjs/icons/lib/esm/generated/16px/paths/database';
import disable from '@blueprintjs/icons/lib/esm/generated/16px/paths/disable';
import labTest from '@blueprintjs/icons/lib/esm/generated/16px/paths/lab-test';
import time from '@blueprintjs/icons/lib/esm/generated/16px/paths/time';
import trendingDown from '@blueprintjs/icons/lib/esm/generated/16px/paths/trending-down';
import trendingUp from '@blueprintjs/icons/lib/esm/generated/16px/paths/trending-up';
import type { ReactNode } from 'react';
import { registerIcons } from '../../app/icons';
import { useT, type Id } from '../../i18n';

export interface StatCardProps {
  title: string;
  icon: IconName;
  /** The figure; undefined while it loads (none for source 'unavailable'). */
  value?: ReactNode;
  description: ReactNode;
  /** A line of server figures under the description; null while they load (its room kept: no growing card). */
  detail?: ReactNode | null;
  /** Where the number comes from: the server, sample data, or nowhere (no spec call gives it). */
  source: 'server' | 'sample' | 'unavailable';
  /** e.g. up, '12%', 'from last month'. */
  trend?: { direction: 'up' | 'down'; percent: string; text: Id };
  /** A load error: shown instead of the description. */
  error?: string;
  testId?: string;
}

registerIcons({
  database,
  disable,
  'lab-test': labTest,
  time,
  'trending-down': trendingDown,
  'trending-up': trendingUp,
});

const UNAVAILABLE: Id = 'ui.dashboard.unavailable';
const SOURCES: Record<StatCardProps['source'], { icon: IconName; text: Id }> = {
  server: { icon: 'database', text: 'ui.dashboard.fromServer' },
  sample: { icon: 'lab-test', text: 'ui.dashboard.sampleData' },
  unavailable: { icon: 'disable', text: UNAVAILABLE },
};

/** One dashboard stat card: title, value, description, optional trend (green up, red down) and its source. */
export function StatCard({
  title,
  icon,
  value,
  description,
  detail,
  source,
  trend,
  error,
  testId,
}: StatCardProps) {
  const t = useT();
  const unavailable = source === 'unavailable';
  const loading = value === undefined && !error && !unavailable;
  return (
    <Card className="mpa-stat-card mpa-dash-card" role="group" aria-label={title}>
      <div className="mpa-stat-head">
        <H2 className="mpa-stat-title">{title}</H2>
        <Icon icon={icon} aria-hidden />
      </div>
      <div className={`mpa-stat-value${loading ? ` ${Classes.SKELETON}` : ''}`} data-testid={testId}>
        {unavailable ? (
          <LazyTooltip content={t(UNAVAILABLE)} placement="bottom">
            <span role="img" tabIndex={0} aria-label={t(UNAVAILABLE)}>
              —
            </span>
          </LazyTooltip>
        ) : error ? (
          '—'
        ) : loading ? (
          t('ui.dashboard.loading')
        ) : (
          value
        )}
      </div>
      <div className="mpa-stat-desc">
        {error ? <span className="mpa-dash-error">{error}</span> : description}
      </div>
      {detail !== undefined && (
        <div className="mpa-stat-desc mpa-stat-detail">{(!error && detail) || '\u00a0'}</div>
      )}
      {trend && (
        <div className={`mpa-trend mpa-trend-${trend.direction}`} data-trend={trend.direction}>
          <Icon icon={trend.direction === 'up' ? 'trending-up' : 'trending-down'} size={12} aria-hidden />
          <span>
            {trend.direction === 'up' ? '+' : '-'}
            {trend.percent}
          </span>{' '}
          <span className="mpa-trend-text">{t(trend.text)}</span>
        </div>
      )}
      <LightTag className="mpa-dash-source" icon={<Icon icon={SOURCES[source].icon} />}>
        {t(SOURCES[source].text)}
      </LightTag>
    </Card>
  );
}
