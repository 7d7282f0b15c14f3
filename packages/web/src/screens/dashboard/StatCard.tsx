import { Card, Classes, H2, Icon, Tag, type IconName } from '@blueprintjs/core';
import database from '@blueprintjs/icons/lib/esm/generated/16px/paths/database';
import labTest from '@blueprintjs/icons/lib/esm/generated/16px/paths/lab-test';
import time from '@blueprintjs/icons/lib/esm/generated/16px/paths/time';
import trendingDown from '@blueprintjs/icons/lib/esm/generated/16px/paths/trending-down';
import trendingUp from '@blueprintjs/icons/lib/esm/generated/16px/paths/trending-up';
import type { ReactNode } from 'react';
import { registerIcons } from '../../app/icons';
import type { Trend } from './data';

export interface StatCardProps {
  title: string;
  icon: IconName;
  /** The figure; undefined while it loads. */
  value: ReactNode | undefined;
  description: ReactNode;
  /** Where the number comes from, e.g. 'Server' or 'Sample data'. */
  source: 'server' | 'sample';
  trend?: Trend;
  /** A load error: shown instead of the description. */
  error?: string;
  testId?: string;
}

registerIcons({ database, 'lab-test': labTest, time, 'trending-down': trendingDown, 'trending-up': trendingUp });

/** One dashboard stat card: title, value, description, optional trend (green up, red down) and its source. */
export function StatCard({ title, icon, value, description, source, trend, error, testId }: StatCardProps) {
  const loading = value === undefined && !error;
  return (
    <Card className="mpa-stat-card mpa-dash-card" role="group" aria-label={title}>
      <div className="mpa-stat-head">
        <H2 className="mpa-stat-title">{title}</H2>
        <Icon icon={icon} aria-hidden />
      </div>
      <div className={`mpa-stat-value${loading ? ` ${Classes.SKELETON}` : ''}`} data-testid={testId}>
        {error ? '—' : loading ? 'Loading' : value}
      </div>
      <div className="mpa-stat-desc">{error ? <span className="mpa-dash-error">{error}</span> : description}</div>
      {trend && (
        <div className={`mpa-trend mpa-trend-${trend.direction}`} data-trend={trend.direction}>
          <Icon icon={trend.direction === 'up' ? 'trending-up' : 'trending-down'} size={12} aria-hidden />
          <span>
            {trend.direction === 'up' ? '+' : '-'}
            {trend.percent}
          </span>{' '}
          <span className="mpa-trend-text">{trend.text}</span>
        </div>
      )}
      <Tag minimal className="mpa-dash-source" icon={source === 'server' ? 'database' : 'lab-test'}>
        {source === 'server' ? 'From the server' : 'Sample data'}
      </Tag>
    </Card>
  );
}
