import type { CallOptions } from '../types/common';
import type { FeaturedAdsApi } from './featuredAds';
import type { PremiumServicesApi } from './premiumServices';
import type { RedemptionsCalls } from './redemptions';
import type { ReviewsCalls } from './reviews';

/** The dashboard's figures, in the order the dashboard and `mpa insights` show them. */
export const INSIGHT_FIGURE_IDS = [
  'pending-redemptions-by-age',
  'pending-reviews-by-age',
  'redemption-requests-per-day',
  'reviews-by-rating',
  'subscriptions-ending',
  'revenue-by-month',
  'featured-ads-timeline',
] as const;

export type InsightFigureId = (typeof INSIGHT_FIGURE_IDS)[number];

/** Records read per list at most: a longer list is counted up to here and its figure says `truncated`. */
export const INSIGHTS_BOUND = 20_000;

/** A row's value is a number of records ('count') or a sum of money ('amount'). */
export type InsightUnit = 'count' | 'amount';

/** The age buckets of the two pending queues, youngest first (elapsed time, 24 h a day). */
export const AGE_BUCKETS = ['<1d', '1-3d', '3-7d', '7-30d', '>30d'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/** One bar or bucket of a figure. */
export interface InsightRow {
  /**
   * A stable id of the bucket, the same in every language, that a client maps to the slice of a list
   * it counts: an age bucket ('7-30d'), a day ('2026-11-28'), a rating ('5'), a week's first day, a
   * month ('2026-11'), an ad state ('live').
   */
  key: string;
  /** The bucket in English (the SDK catalogue's words; a client translates by `key`). */
  label: string;
  value: number;
  /** The value broken down by the figure's `series` (e.g. by status), summing to `value`. */
  parts?: Record<string, number>;
}

/** One series of a figure whose rows are broken down (e.g. a status), in drawing order. */
export interface InsightSeries {
  /** The key used in the rows' `parts` (e.g. 'Pending', 'A'). */
  key: string;
  /** In English (the SDK catalogue's words). */
  label: string;
}

/** What a figure was computed from. */
export interface InsightSource {
  /** Records read (at most `bound` per list read). */
  records: number;
  /** The records read per list at most. */
  bound: number;
  /** A list had more records than `bound`: the figure counts the first `bound` of it. */
  truncated: boolean;
  /** When the lists were read (ISO 8601). */
  computedAt: string;
  /** The IANA timezone days and months are counted in. */
  timeZone: string;
}

interface FigureBase<Id extends InsightFigureId> {
  id: Id;
  /** In English (the SDK catalogue's words; a client translates by `id`). */
  title: string;
  unit: InsightUnit;
  rows: InsightRow[];
  source: InsightSource;
}

/** The oldest item of a pending queue. */
export interface OldestPending {
  /** redeemRequestId or reviewID. */
  id: number;
  /** When it came in (the record's requestDateTime or createdAt). */
  since: string;
  /** Its age at `source.computedAt`, in milliseconds. */
  ageMs: number;
}

/** 'pending-redemptions-by-age' and 'pending-reviews-by-age': rows are AGE_BUCKETS. */
export interface AgeFigure extends FigureBase<'pending-redemptions-by-age' | 'pending-reviews-by-age'> {
  unit: 'count';
  /** Null when the queue is empty. */
  oldest: OldestPending | null;
}

/** 'redemption-requests-per-day': a row per day (oldest first, today last), parts by status. */
export interface PerDayFigure extends FigureBase<'redemption-requests-per-day'> {
  unit: 'count';
  series: InsightSeries[];
  /** First and last day of the window ('YYYY-MM-DD' in `source.timeZone`). */
  from: string;
  to: string;
}

/** 'reviews-by-rating': a row per star (1 to 5), parts by moderated status ('P', 'A', 'R'). */
export interface RatingFigure extends FigureBase<'reviews-by-rating'> {
  unit: 'count';
  series: InsightSeries[];
}

/** A paid subscription ending within the window. */
export interface EndingSubscription {
  id: number;
  serviceFor: 'vendor' | 'shop' | string;
  /** The vendor's or the shop's name. */
  name: string;
  plan: string;
  /** As the server sent it. */
  endDate: string;
  /** The end day ('YYYY-MM-DD' in `source.timeZone`). */
  endDay: string;
  /** The key of its week row. */
  week: string;
}

/**
 * 'subscriptions-ending': a row per week of the next 30 days (key: the week's first day, 'YYYY-MM-DD';
 * the last week may be shorter), parts by 'vendor' and 'shop', and the subscriptions, soonest first.
 */
export interface SubscriptionsEndingFigure extends FigureBase<'subscriptions-ending'> {
  unit: 'count';
  series: InsightSeries[];
  from: string;
  to: string;
  subscriptions: EndingSubscription[];
}

/** 'revenue-by-month': amount paid per start month ('YYYY-MM'), the last 12 months, oldest first. */
export interface RevenueFigure extends FigureBase<'revenue-by-month'> {
  unit: 'amount';
  series: InsightSeries[];
  from: string;
  to: string;
}

/** A featured ad on the timeline. */
export interface TimelineAd {
  id: number;
  /** As the server sent them. */
  start: string;
  end: string;
  /** The first and last day ('YYYY-MM-DD' in `source.timeZone`). */
  startDay: string;
  endDay: string;
  priority: number;
  position?: string;
  /** 'live' (today within start..end), 'upcoming' or 'ended'. */
  state: 'live' | 'upcoming' | 'ended';
}

/** 'featured-ads-timeline': rows 'live', 'upcoming', 'ended' (counts), the ads by start, and today. */
export interface TimelineFigure extends FigureBase<'featured-ads-timeline'> {
  unit: 'count';
  /** Today ('YYYY-MM-DD' in `source.timeZone`). */
  today: string;
  ads: TimelineAd[];
}

export type InsightFigure =
  AgeFigure | PerDayFigure | RatingFigure | SubscriptionsEndingFigure | RevenueFigure | TimelineFigure;

/** The figure type of an id. */
export type InsightFigureOf<Id extends InsightFigureId> = Extract<InsightFigure, { id: Id }> & FigureBase<Id>;

/**
 * The lists read for the figures, kept by the caller (the panel holds one per session): figures
 * share what they read, a second call reads nothing until `maxAgeMs` passed or `clear()`.
 */
export interface InsightsCache {
  /** Forgets every list read (e.g. after a change the figures count). */
  clear(): void;
}

export interface InsightsOptions extends Pick<CallOptions, 'signal'> {
  /** IANA timezone for days and months (the administrator's Settings); default the runtime's own. */
  timeZone?: string;
  /** The moment the figures are computed at (tests); default the current time. */
  now?: Date | number;
  /** Records read per list at most (default INSIGHTS_BOUND). */
  bound?: number;
  /** Lists read before are taken from here; what is read is kept here. */
  cache?: InsightsCache;
}

export interface InsightsApi {
  /** One figure. Rejects with kind 'aborted' when `signal` aborts, with the list's error when a read fails. */
  figure<Id extends InsightFigureId>(id: Id, o?: InsightsOptions): Promise<InsightFigureOf<Id>>;
  /**
   * Several figures (default all, in INSIGHT_FIGURE_IDS order), their lists read at the SDK's
   * concurrency; rejects when one fails (a client showing each on its own calls `figure` per id with
   * one cache).
   */
  figures(o?: InsightsOptions & { ids?: readonly InsightFigureId[] }): Promise<InsightFigure[]>;
}

/** A cache of the lists read for figures; a list read more than `maxAgeMs` ago (default 5 minutes) is read again. */
export function createInsightsCache(o: { maxAgeMs?: number } = {}): InsightsCache {
  return new ListCache(o.maxAgeMs ?? 5 * 60_000);
}

/** What one list read gave: the records (at most the bound) and whether there were more. */
interface ListRead<T> {
  items: T[];
  truncated: boolean;
  readAt: number;
}

class ListCache implements InsightsCache {
  private readonly reads = new Map<string, Promise<ListRead<unknown>>>();
  constructor(private readonly maxAgeMs: number) {}
  clear(): void {
    this.reads.clear();
  }
  /** The list under `key`, read with `read` unless a fresh read is kept; a failed read is not kept. */
  get<T>(key: string, now: number, read: () => Promise<ListRead<T>>): Promise<ListRead<T>> {
    const kept = this.reads.get(key) as Promise<ListRead<T>> | undefined;
    if (kept) return kept;
    const p = read();
    this.reads.set(key, p as Promise<ListRead<unknown>>);
    p.then(
      (r) => {
        // a read that is already stale when it lands (now injected in the past) still serves this call
        if (now - r.readAt > this.maxAgeMs) this.reads.delete(key);
      },
      () => this.reads.delete(key),
    );
    return p;
  }
}

export interface InsightsSources {
  redemptions: Pick<RedemptionsCalls, 'pages'>;
  reviews: Pick<ReviewsCalls, 'pages'>;
  premiumServices: Pick<PremiumServicesApi, 'pages'>;
  featuredAds: Pick<FeaturedAdsApi, 'pages'>;
}

export function insightsApi(sources: InsightsSources): InsightsApi {
  void sources;
  const figure = <Id extends InsightFigureId>(id: Id): Promise<InsightFigureOf<Id>> =>
    Promise.reject(new Error(`${id}: not implemented yet`));
  return {
    figure,
    figures: async (o = {}) => Promise.all((o.ids ?? INSIGHT_FIGURE_IDS).map((id) => figure(id))),
  };
}
