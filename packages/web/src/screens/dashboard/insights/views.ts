// How each figure of the SDK is drawn in the panel's language: its rows' labels, its series' words and colours,
// the heading of its table's first column.
import type { InsightFigure, InsightRow } from '@marketplace-admin/sdk';
import type { Id, Translate } from '../../../i18n';
import type { Bar } from './charts';

/** The words of the SDK's age buckets and ad states. */
const ROW_WORDS: Record<string, Id> = {
  '<1d': 'ui.insights.ageUnder1d',
  '1-3d': 'ui.insights.age1to3d',
  '3-7d': 'ui.insights.age3to7d',
  '7-30d': 'ui.insights.age7to30d',
  '>30d': 'ui.insights.ageOver30d',
  live: 'ui.insights.adLive',
  upcoming: 'ui.insights.adUpcoming',
  ended: 'ui.insights.adEnded',
};
/** Series of the SDK's figures: a redemption's status, a review's moderated status, whose subscription. */
const SERIES: Record<string, { word: Id; colour: string }> = {
  Pending: { word: 'ui.insights.statusPending', colour: 'mpa-s-orange' },
  Approved: { word: 'ui.insights.statusApproved', colour: 'mpa-s-green' },
  Rejected: { word: 'ui.insights.statusRejected', colour: 'mpa-s-red' },
  P: { word: 'ui.insights.statusPending', colour: 'mpa-s-orange' },
  A: { word: 'ui.insights.statusApproved', colour: 'mpa-s-green' },
  R: { word: 'ui.insights.statusRejected', colour: 'mpa-s-red' },
  vendor: { word: 'ui.insights.vendors', colour: 'mpa-s-blue' },
  shop: { word: 'ui.insights.shops', colour: 'mpa-s-violet' },
};
const OTHER_COLOURS = [
  'mpa-s-blue',
  'mpa-s-violet',
  'mpa-s-teal',
  'mpa-s-orange',
  'mpa-s-green',
  'mpa-s-red',
];
export const STATE_COLOURS: Record<string, string> = {
  live: 'mpa-s-green',
  upcoming: 'mpa-s-blue',
  ended: 'mpa-s-gray',
};

/** Each figure's title and its table's first column heading. */
export const FIGURE_TEXTS: Record<InsightFigure['id'], { title: Id; rows: Id }> = {
  'pending-redemptions-by-age': {
    title: 'ui.insights.titlePendingRedemptionsByAge',
    rows: 'ui.insights.age',
  },
  'pending-reviews-by-age': { title: 'ui.insights.titlePendingReviewsByAge', rows: 'ui.insights.age' },
  'redemption-requests-per-day': {
    title: 'ui.insights.titleRedemptionRequestsPerDay',
    rows: 'ui.insights.day',
  },
  'reviews-by-rating': { title: 'ui.insights.titleReviewsByRating', rows: 'ui.insights.rating' },
  'subscriptions-ending': { title: 'ui.insights.titleSubscriptionsEnding', rows: 'ui.insights.week' },
  'revenue-by-month': { title: 'ui.insights.titleRevenueByMonth', rows: 'ui.insights.month' },
  'featured-ads-timeline': { title: 'ui.insights.titleFeaturedAdsTimeline', rows: 'ui.insights.adState' },
};

interface SeriesView {
  key: string;
  label: string;
  colour: string;
}

export interface FigureView {
  bars: Bar[];
  /** Empty for a figure without series (one value a row). */
  series: SeriesView[];
}

/** 'YYYY-MM-DD' or 'YYYY-MM' as a calendar day or month in `locale` (the SDK counted them in the Settings' zone). */
const calendar = (key: string, locale: string, o: Intl.DateTimeFormatOptions): string => {
  const [y, m, d = 1] = key.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { ...o, timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
};

/** A row's label in the panel's language. */
function rowLabel(figure: InsightFigure, row: InsightRow, t: Translate, locale: string): string {
  switch (figure.id) {
    case 'pending-redemptions-by-age':
    case 'pending-reviews-by-age':
    case 'featured-ads-timeline':
      return ROW_WORDS[row.key] ? t(ROW_WORDS[row.key]) : row.label;
    case 'redemption-requests-per-day':
      return calendar(row.key, locale, { month: 'short', day: 'numeric' });
    case 'reviews-by-rating':
      return t('ui.insights.stars', { n: Number(row.key) });
    case 'subscriptions-ending':
      return t('ui.insights.weekOf', { day: calendar(row.key, locale, { month: 'short', day: 'numeric' }) });
    case 'revenue-by-month':
      return calendar(row.key, locale, { month: 'short', year: 'numeric' });
  }
}

/** The chart's bars and series of a figure, in the panel's language. */
export function viewOf(figure: InsightFigure, t: Translate, locale: string): FigureView {
  const declared = 'series' in figure ? figure.series : [];
  const series = declared.map((s, i) => ({
    key: s.key,
    label: SERIES[s.key] ? t(SERIES[s.key].word) : s.label,
    colour: SERIES[s.key]?.colour ?? OTHER_COLOURS[i % OTHER_COLOURS.length],
  }));
  const bars = figure.rows.map((row): Bar => ({
    key: row.key,
    label: rowLabel(figure, row, t, locale),
    parts: series.length
      ? series.map((s) => ({ series: s.key, value: row.parts?.[s.key] ?? 0, colour: s.colour }))
      : [{ series: '', value: row.value, colour: 'mpa-s-blue' }],
  }));
  return { bars, series };
}
