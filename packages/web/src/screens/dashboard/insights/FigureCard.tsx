import { Button, Card, HTMLTable } from '@blueprintjs/core';
import { type InsightFigure, type InsightFigureId, type TimelineFigure } from '@marketplace-admin/sdk';
import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatAmount, formatDate, formatDateTime, formatSettings } from '../../../app/format';
import { errorText, useT, type Id, type Translate } from '../../../i18n';
import { BarChart, TimelineChart, type Range } from './charts';
import { sliceOf, subscriptionSlice } from './slices';
import { useInsightFigure } from './useInsightFigure';
import { ROW_HEADING, STATE_COLOURS, viewOf, type FigureView } from './views';

const TITLES: Record<InsightFigureId, Id> = {
  'pending-redemptions-by-age': 'ui.insights.titlePendingRedemptionsByAge',
  'pending-reviews-by-age': 'ui.insights.titlePendingReviewsByAge',
  'redemption-requests-per-day': 'ui.insights.titleRedemptionRequestsPerDay',
  'reviews-by-rating': 'ui.insights.titleReviewsByRating',
  'subscriptions-ending': 'ui.insights.titleSubscriptionsEnding',
  'revenue-by-month': 'ui.insights.titleRevenueByMonth',
  'featured-ads-timeline': 'ui.insights.titleFeaturedAdsTimeline',
};

/** Ads drawn on the timeline at most: the live ones first, then the nearest to come and the latest ended (the figure says how many were left out). */
const TIMELINE_ADS = 24;
const DAY_MS = 86_400_000;

/**
 * One figure: its title as the caption, the chart, and the same numbers as a table (shown by 'Show data'; read by a
 * screen reader always, and shown when the keyboard reaches its links). A click on a bar opens the list it counts.
 * A figure that fails says so and offers Retry; the others stay.
 */
export function FigureCard({ id }: { id: InsightFigureId }) {
  const t = useT();
  const { figure, error, retry } = useInsightFigure(id);
  const [shown, setShown] = useState(false);
  const dataId = useId();
  const title = t(TITLES[id]);
  let body: ReactNode;
  if (error !== undefined) {
    body = (
      <div className="mpa-figure-failed" role="alert">
        <p className="mpa-dash-error">
          {t('ui.insights.failed')} {errorText(error)}
        </p>
        <Button size="small" onClick={retry} text={t('ui.insights.retry')} />
      </div>
    );
  } else if (!figure) {
    body = (
      <p className="mpa-figure-loading" aria-busy="true">
        {t('ui.insights.loading')}
      </p>
    );
  } else {
    const { locale } = formatSettings();
    const view = viewOf(figure, t, locale);
    body = (
      <>
        <Source figure={figure} t={t} />
        <Chart figure={figure} view={view} t={t} locale={locale} />
        <div className="mpa-figure-tools">
          <Button
            variant="minimal"
            size="small"
            aria-expanded={shown}
            aria-controls={dataId}
            onClick={() => setShown((s) => !s)}
            text={t(shown ? 'ui.insights.hideData' : 'ui.insights.showData')}
          />
        </div>
        <div id={dataId} className={shown ? 'mpa-figure-data' : 'mpa-figure-data mpa-sr-only'}>
          <DataTable figure={figure} view={view} title={title} t={t} />
          {figure.id === 'subscriptions-ending' && figure.subscriptions.length > 0 && (
            <Subscriptions figure={figure} t={t} />
          )}
        </div>
      </>
    );
  }
  return (
    <Card className="mpa-figure-card">
      <figure className="mpa-figure" data-figure={id}>
        <figcaption className="mpa-figure-title">{title}</figcaption>
        {body}
      </figure>
    </Card>
  );
}

/** What the figure was counted from: how many records, when, and whether a list was longer than the bound. */
function Source({ figure, t }: { figure: InsightFigure; t: Translate }) {
  const s = figure.source;
  const oldest =
    (figure.id === 'pending-redemptions-by-age' || figure.id === 'pending-reviews-by-age') && figure.oldest;
  // each fact its own inline block: a line of small print, not one large text block that would outrank the cards'
  // words as the page's largest paint (the figures come after the cards by design)
  return (
    <p className="mpa-figure-source">
      <span className="mpa-figure-fact">
        {t('ui.insights.source', { records: s.records, time: formatDateTime(s.computedAt) })}
      </span>
      {oldest && (
        <span className="mpa-figure-fact">
          {t(
            figure.id === 'pending-redemptions-by-age'
              ? 'ui.insights.oldestRequest'
              : 'ui.insights.oldestReview',
            { id: oldest.id, days: Math.floor(oldest.ageMs / DAY_MS) },
          )}
        </span>
      )}
      {s.truncated && (
        <strong className="mpa-figure-fact">{t('ui.insights.truncated', { bound: s.bound })}</strong>
      )}
    </p>
  );
}

const valueText = (figure: InsightFigure, n: number): string =>
  figure.unit === 'amount' ? formatAmount(n) : n.toLocaleString(formatSettings().locale);

function Chart({
  figure,
  view,
  t,
  locale,
}: {
  figure: InsightFigure;
  view: FigureView;
  t: Translate;
  locale: string;
}) {
  const navigate = useNavigate();
  const open = (href: string | undefined) => href && navigate(href);
  if (figure.id === 'featured-ads-timeline')
    return <Timeline figure={figure} t={t} locale={locale} open={open} />;
  if (figure.rows.every((r) => r.value === 0))
    return <p className="mpa-figure-empty">{t('ui.insights.empty')}</p>;
  return (
    <>
      <BarChart
        bars={view.bars}
        seriesClass={view.seriesColour}
        onPick={(bar, series) => open(sliceOf(figure, bar.key, series || undefined))}
      />
      {view.series.length > 1 && (
        <ul className="mpa-figure-legend" aria-hidden="true">
          {view.series.map((s) => (
            <li key={s.key}>
              <span className={`mpa-figure-swatch ${s.colour}`} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Timeline({
  figure,
  t,
  locale,
  open,
}: {
  figure: TimelineFigure;
  t: Translate;
  locale: string;
  open: (href: string | undefined) => void;
}) {
  const today = Date.parse(`${figure.today}T12:00:00Z`);
  const rank = { live: 0, upcoming: 1, ended: 2 } as const;
  const ads = [...figure.ads]
    .sort(
      (a, b) =>
        rank[a.state] - rank[b.state] ||
        (a.state === 'ended'
          ? Date.parse(b.end) - Date.parse(a.end)
          : Date.parse(a.start) - Date.parse(b.start)),
    )
    .slice(0, TIMELINE_ADS);
  if (ads.length === 0) return <p className="mpa-figure-empty">{t('ui.insights.empty')}</p>;
  const ranges: Range[] = ads.map((ad) => ({
    key: String(ad.id),
    label: `#${ad.id}`,
    start: Date.parse(ad.start),
    end: Date.parse(ad.end),
    className: STATE_COLOURS[ad.state],
  }));
  // a span of more than half a year is told in months with their year (a day alone would not say which year)
  const span = Math.max(...ranges.map((r) => r.end), today) - Math.min(...ranges.map((r) => r.start), today);
  const day = new Intl.DateTimeFormat(locale, {
    ...(span > 180 * DAY_MS ? { month: 'short', year: 'numeric' } : { month: 'short', day: 'numeric' }),
    timeZone: formatSettings().timeZone,
  });
  return (
    <>
      <TimelineChart
        ranges={ranges}
        today={today}
        todayLabel={t('ui.insights.today')}
        tick={(ms) => day.format(ms)}
        onPick={() => open(sliceOf(figure, 'live'))}
      />
      {figure.ads.length > ads.length && (
        <p className="mpa-figure-source">
          {t('ui.insights.adsDrawn', { drawn: ads.length, total: figure.ads.length })}
        </p>
      )}
    </>
  );
}

/** The figure's numbers: a row per bar, a column per series (and their total), each row's label a link to its list. */
function DataTable({
  figure,
  view,
  title,
  t,
}: {
  figure: InsightFigure;
  view: FigureView;
  title: string;
  t: Translate;
}) {
  const parts = view.series.length > 0;
  return (
    <div className="mpa-scroll-x" tabIndex={0} role="region" aria-label={title}>
      <HTMLTable compact striped className="mpa-figure-table" aria-label={title}>
        <thead>
          <tr>
            <th scope="col">{t(ROW_HEADING[figure.id])}</th>
            {view.series.map((s) => (
              <th scope="col" key={s.key} className="mpa-figure-num">
                {s.label}
              </th>
            ))}
            <th scope="col" className="mpa-figure-num">
              {t(
                parts
                  ? 'ui.insights.total'
                  : figure.unit === 'amount'
                    ? 'ui.insights.amount'
                    : 'ui.insights.count',
              )}
            </th>
          </tr>
        </thead>
        <tbody>
          {figure.rows.map((row, i) => {
            const href = parts ? undefined : sliceOf(figure, row.key);
            const label = view.bars[i].label;
            return (
              <tr key={row.key} data-row={row.key}>
                <th scope="row">{href ? <Link to={href}>{label}</Link> : label}</th>
                {view.series.map((s) => (
                  <td key={s.key} className="mpa-figure-num" data-series={s.key}>
                    {valueText(figure, row.parts?.[s.key] ?? 0)}
                  </td>
                ))}
                <td className="mpa-figure-num" data-value>
                  {valueText(figure, row.value)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/** The subscriptions ending within the window, soonest first: each opens its row in Paid Services. */
function Subscriptions({
  figure,
  t,
}: {
  figure: Extract<InsightFigure, { id: 'subscriptions-ending' }>;
  t: Translate;
}) {
  const label = t('ui.insights.endingList');
  return (
    <div className="mpa-scroll-x" tabIndex={0} role="region" aria-label={label}>
      <HTMLTable compact striped className="mpa-figure-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('ui.insights.name')}</th>
            <th scope="col">{t('ui.insights.plan')}</th>
            <th scope="col">{t('ui.insights.endDate')}</th>
          </tr>
        </thead>
        <tbody>
          {figure.subscriptions.map((s) => (
            <tr key={`${s.serviceFor} ${s.id}`}>
              <th scope="row">
                <Link to={subscriptionSlice(s.serviceFor, s.name)}>{s.name}</Link>
              </th>
              <td>{s.plan}</td>
              <td>{formatDate(s.endDate)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
