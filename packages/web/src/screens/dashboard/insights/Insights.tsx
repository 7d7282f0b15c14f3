import { Button, Card, H2, HTMLTable } from '@blueprintjs/core';
import {
  INSIGHT_FIGURE_IDS,
  insightSlice,
  subscriptionSlice,
  type InsightFigure,
  type InsightFigureId,
  type TimelineFigure,
} from '@marketplace-admin/sdk';
import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatAmount, formatDate, formatDateTime, formatSettings } from '../../../app/format';
import english from 'virtual:messages/en/insights';
import { errorText, registerEnglish, useT, type Translate } from '../../../i18n';
import { BarChart, TimelineChart } from './charts';

import { useInsightFigure } from './useInsightFigure';
import { FIGURE_TEXTS, STATE_COLOURS, viewOf, type FigureView } from './views';
import './insights.css';

registerEnglish(english);

/** Ads drawn on the timeline at most: the live ones first, then the nearest to come and the latest ended (the figure says how many were left out). */
const TIMELINE_ADS = 24;
const DAY_MS = 86_400_000;
const AD_RANK = { live: 0, upcoming: 1, ended: 2 } as const;

/** What each part of a drawn figure is given. */
interface Drawn<F extends InsightFigure = InsightFigure> {
  figure: F;
  view: FigureView;
  t: Translate;
  locale: string;
  open(href: string | undefined): void;
}

/** A figure: caption, chart (a bar opens the list it counts), its numbers as a table (always read aloud). */
function FigureCard({ id }: { id: InsightFigureId }) {
  const t = useT();
  const navigate = useNavigate();
  const { figure, error, retry } = useInsightFigure(id);
  const [shown, setShown] = useState(false);
  const dataId = useId();
  const title = t(FIGURE_TEXTS[id].title);
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
    const drawn: Drawn = {
      figure,
      view: viewOf(figure, t, locale),
      t,
      locale,
      open: (h) => h && navigate(h),
    };
    body = (
      <>
        <Source {...drawn} />
        {figure.id === 'featured-ads-timeline' ? (
          <Timeline {...drawn} figure={figure} />
        ) : (
          <Chart {...drawn} />
        )}
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
          <DataTable {...drawn} title={title} />
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

/** The dashboard's figures (issue 41), each in its own card: loaded after the stat cards have painted. */
export default function Insights() {
  const t = useT();
  return (
    <section className="mpa-insights" aria-labelledby="mpa-insights-heading">
      <H2 id="mpa-insights-heading" className="mpa-card-title mpa-insights-heading">
        {t('ui.insights.heading')}
      </H2>
      <div className="mpa-insights-grid">
        {INSIGHT_FIGURE_IDS.map((id) => (
          <FigureCard key={id} id={id} />
        ))}
      </div>
    </section>
  );
}

/** What the figure was counted from: how many records, when, and whether a list was longer than the bound. */
function Source({ figure, t }: Drawn) {
  const s = figure.source;
  const oldest =
    (figure.id === 'pending-redemptions-by-age' || figure.id === 'pending-reviews-by-age') && figure.oldest;
  const oldestText =
    figure.id === 'pending-redemptions-by-age' ? 'ui.insights.oldestRequest' : 'ui.insights.oldestReview';
  // each fact its own inline block: small print that does not outrank the cards as the page's largest paint
  return (
    <p className="mpa-figure-source">
      <span className="mpa-figure-fact">
        {t('ui.insights.source', { records: s.records, time: formatDateTime(s.computedAt) })}
      </span>
      {oldest && (
        <span className="mpa-figure-fact">
          {t(oldestText, { id: oldest.id, days: Math.floor(oldest.ageMs / DAY_MS) })}
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

function Chart({ figure, view, t, open }: Drawn) {
  if (figure.rows.every((r) => r.value === 0))
    return <p className="mpa-figure-empty">{t('ui.insights.empty')}</p>;
  return (
    <>
      <BarChart
        bars={view.bars}
        onPick={(bar, series) => open(insightSlice(figure, bar.key, series || undefined))}
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

function Timeline({ figure, t, locale, open }: Drawn<TimelineFigure>) {
  const today = Date.parse(`${figure.today}T12:00:00Z`);
  const at = (ad: TimelineFigure['ads'][number]) => Date.parse(ad.state === 'ended' ? ad.end : ad.start);
  const ads = [...figure.ads]
    // ended ads latest first, the others soonest first
    .sort(
      (a, b) => AD_RANK[a.state] - AD_RANK[b.state] || (a.state === 'ended' ? at(b) - at(a) : at(a) - at(b)),
    )
    .slice(0, TIMELINE_ADS);
  if (ads.length === 0) return <p className="mpa-figure-empty">{t('ui.insights.empty')}</p>;
  const ranges = ads.map((ad) => ({
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
        onPick={() => open(insightSlice(figure, 'live'))}
      />
      {figure.ads.length > ads.length && (
        <p className="mpa-figure-source">
          {t('ui.insights.adsDrawn', { drawn: ads.length, total: figure.ads.length })}
        </p>
      )}
    </>
  );
}

/** A table that may scroll sideways in its card (a phone): a region the keyboard can scroll. */
function ScrollTable({ label, head, children }: { label: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="mpa-scroll-x" tabIndex={0} role="region" aria-label={label}>
      <HTMLTable compact striped className="mpa-figure-table" aria-label={label}>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </HTMLTable>
    </div>
  );
}

/** The figure's numbers: a row per bar, a column per series (and their total), each row's label a link to its list. */
function DataTable({ figure, view, t, title }: Drawn & { title: string }) {
  const parts = view.series.length > 0;
  const total = parts
    ? 'ui.insights.total'
    : figure.unit === 'amount'
      ? 'ui.insights.amount'
      : 'ui.insights.count';
  const head = [
    <th scope="col" key="">
      {t(FIGURE_TEXTS[figure.id].rows)}
    </th>,
    ...[...view.series, { key: 'total', label: t(total) }].map((s) => (
      <th scope="col" key={s.key} className="mpa-figure-num">
        {s.label}
      </th>
    )),
  ];
  return (
    <ScrollTable label={title} head={head}>
      {figure.rows.map((row, i) => {
        const href = parts ? undefined : insightSlice(figure, row.key);
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
    </ScrollTable>
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
  const head = (['ui.insights.name', 'ui.insights.plan', 'ui.insights.endDate'] as const).map((id) => (
    <th scope="col" key={id}>
      {t(id)}
    </th>
  ));
  return (
    <ScrollTable label={t('ui.insights.endingList')} head={head}>
      {figure.subscriptions.map((s) => (
        <tr key={`${s.serviceFor} ${s.id}`}>
          <th scope="row">
            <Link to={subscriptionSlice(s.serviceFor, s.name)}>{s.name}</Link>
          </th>
          <td>{s.plan}</td>
          <td>{formatDate(s.endDate)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
