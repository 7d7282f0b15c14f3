import { catalogue } from '../catalogue';
import { resolveTimeZone, wallClockIn } from '../columns/format';
import { MpaError } from '../errors';
import type { CallOptions, Page } from '../types/common';
import type { FeaturedAd } from '../types/featuredAds';
import type { PremiumService, ServiceFor } from '../types/premiumServices';
import type { RedemptionRequest, RedemptionStatus } from '../types/redemptions';
import type { Review, ReviewStatus } from '../types/reviews';
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
  /** The timezone days and months are counted in, as the caller named it ('UTC+1', 'Europe/Paris'). */
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
export interface AgeFigure<
  Id extends 'pending-redemptions-by-age' | 'pending-reviews-by-age' =
    'pending-redemptions-by-age' | 'pending-reviews-by-age',
> extends FigureBase<Id> {
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
  | AgeFigure<'pending-redemptions-by-age'>
  | AgeFigure<'pending-reviews-by-age'>
  | PerDayFigure
  | RatingFigure
  | SubscriptionsEndingFigure
  | RevenueFigure
  | TimelineFigure;

/** The figure type of an id. */
export type InsightFigureOf<Id extends InsightFigureId> = Extract<InsightFigure, { id: Id }>;

/**
 * The lists read for the figures, kept by the caller (the panel holds one per session): figures
 * share what they read, a second call reads nothing until `maxAgeMs` passed or `clear()`.
 */
export interface InsightsCache {
  /** Forgets every list read (e.g. after a change the figures count). */
  clear(): void;
}

export interface InsightsOptions extends Pick<CallOptions, 'signal'> {
  /**
   * The timezone of days and months: the administrator's Settings choice ('UTC-8' ... 'UTC+1') or an
   * IANA name; default the runtime's own. An unknown one rejects with kind 'validation'.
   */
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

interface CacheEntry {
  read: Promise<ListRead<unknown>>;
  /** Set when the read succeeded. */
  readAt?: number;
  /** Stops the read: when every caller waiting for it has left (each by its own signal). */
  controller: AbortController;
  /** Callers waiting with a signal; one without a signal keeps the read going (pinned). */
  waiters: number;
  pinned: boolean;
}

const abortedError = (): MpaError => new MpaError('aborted', catalogue.transport.aborted);

class ListCache implements InsightsCache {
  private readonly reads = new Map<string, CacheEntry>();
  constructor(private readonly maxAgeMs: number) {}
  clear(): void {
    this.reads.clear();
  }
  /**
   * The list under `key`, read with `read` unless a fresh read is kept or in flight. A caller whose
   * `signal` aborts leaves at once with kind 'aborted'; the read itself stops only when no caller
   * waits for it any more, so a figure asked again at once (a screen left and opened again) joins
   * it. A failed or stopped read is not kept.
   */
  get<T>(
    key: string,
    read: (signal: AbortSignal) => Promise<ListRead<T>>,
    signal?: AbortSignal,
  ): Promise<ListRead<T>> {
    if (signal?.aborted) return Promise.reject(abortedError());
    let entry = this.reads.get(key);
    const usable =
      entry &&
      !entry.controller.signal.aborted &&
      (entry.readAt === undefined || Date.now() - entry.readAt <= this.maxAgeMs);
    if (!entry || !usable) {
      const controller = new AbortController();
      const fresh: CacheEntry = { controller, waiters: 0, pinned: false, read: read(controller.signal) };
      this.reads.set(key, fresh);
      fresh.read.then(
        (r) => (fresh.readAt = r.readAt),
        () => {
          if (this.reads.get(key) === fresh) this.reads.delete(key);
        },
      );
      entry = fresh;
    }
    const joined = entry;
    if (joined.readAt !== undefined) return joined.read as Promise<ListRead<T>>;
    if (!signal) {
      joined.pinned = true;
      return joined.read as Promise<ListRead<T>>;
    }
    joined.waiters++;
    return new Promise<ListRead<T>>((resolve, reject) => {
      let left = false;
      const leave = (): void => {
        left = true;
        joined.waiters--;
        // stopped a moment later, so that a caller coming back at once (React's effects run twice) joins it
        if (joined.waiters === 0)
          setTimeout(() => {
            if (joined.waiters === 0 && !joined.pinned && joined.readAt === undefined)
              joined.controller.abort();
          }, 0);
        reject(abortedError());
      };
      signal.addEventListener('abort', leave, { once: true });
      (joined.read as Promise<ListRead<T>>).then(
        (r) => {
          if (left) return;
          signal.removeEventListener('abort', leave);
          joined.waiters--;
          resolve(r);
        },
        (e: unknown) => {
          if (left) return;
          signal.removeEventListener('abort', leave);
          joined.waiters--;
          reject(e);
        },
      );
    });
  }
}

/** The lists the figures read. */
export interface InsightsSources {
  redemptions: Pick<RedemptionsCalls, 'pages'>;
  reviews: Pick<ReviewsCalls, 'pages'>;
  premiumServices: Pick<PremiumServicesApi, 'pages'>;
  featuredAds: Pick<FeaturedAdsApi, 'pages'>;
}

/** List reads in flight at once: the bulk runner's default concurrency. */
const READ_CONCURRENCY = 4;
/** Rows asked for per page (a server that caps it less is read at its cap: see iteratePages). */
const READ_PAGE_SIZE = 500;
const DAY_MS = 86_400_000;
/** The per-day and ending-soon windows, in days. */
const WINDOW_DAYS = 30;
const REVENUE_MONTHS = 12;
const REDEMPTION_STATUSES: readonly RedemptionStatus[] = ['Pending', 'Approved', 'Rejected'];
const REVIEW_LISTS: readonly { list: ReviewStatus; code: 'P' | 'A' | 'R' }[] = [
  { list: 'pending', code: 'P' },
  { list: 'approved', code: 'A' },
  { list: 'rejected', code: 'R' },
];
const SERVICE_FOR: readonly ServiceFor[] = ['vendor', 'shop'];

const t = catalogue.insights;
const v = catalogue.values;
const STATUS_LABELS = {
  Pending: v.pending,
  Approved: v.approved,
  Rejected: v.rejected,
  P: v.pending,
  A: v.approved,
  R: v.rejected,
};
const SERVICE_FOR_LABELS = { vendor: v.vendor, shop: catalogue.columns.shop };

/** Calls `run` when one of `slots` is free; a wait ends with kind 'aborted' when `signal` aborts. */
function limiter(slots: number) {
  let busy = 0;
  const waiting: (() => void)[] = [];
  return async <T>(run: () => Promise<T>, signal?: AbortSignal): Promise<T> => {
    if (busy >= slots) {
      await new Promise<void>((resolve, reject) => {
        const go = () => {
          signal?.removeEventListener('abort', stop);
          resolve();
        };
        const stop = () => {
          waiting.splice(waiting.indexOf(go), 1);
          reject(new MpaError('aborted', catalogue.transport.aborted));
        };
        waiting.push(go);
        signal?.addEventListener('abort', stop, { once: true });
      });
    } else busy++;
    try {
      return await run();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else busy--;
    }
  };
}

/**
 * Reads a list's pages until `bound` records were read, `stop` says the rest is not wanted (a list
 * sorted newest first reaching the window's start), or the list ends.
 */
async function readList<T>(
  pages: AsyncGenerator<Page<T>, void, undefined>,
  bound: number,
  stop?: (item: T) => boolean,
): Promise<ListRead<T>> {
  const items: T[] = [];
  let truncated = false;
  outer: for await (const page of pages) {
    for (const item of page.items) {
      if (stop?.(item)) break outer;
      if (items.length === bound) {
        truncated = true;
        break outer;
      }
      items.push(item);
    }
    if (items.length === bound && page.totalCount > bound && !stop) {
      truncated = true;
      break;
    }
  }
  return { items, truncated, readAt: Date.now() };
}

/** A record's instant in ms: an ISO time without an offset is UTC's; a plain day is its start in UTC. */
function instantOf(text: unknown): number | null {
  if (typeof text !== 'string' || !text.trim()) return null;
  const s = text.trim();
  const plain = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/.test(s);
  const ms = Date.parse(plain ? (s.length === 10 ? `${s}T00:00:00Z` : `${s.replace(' ', 'T')}Z`) : s);
  return Number.isNaN(ms) ? null : ms;
}

/** The calendar day ('YYYY-MM-DD') of a record's date in `zone`; a plain day ('2026-11-28') is that day anywhere. */
function dayOf(text: unknown, zone: string): string | null {
  if (typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text.trim())) return text.trim();
  const ms = instantOf(text);
  return ms === null ? null : wallClockIn(new Date(ms), zone).slice(0, 10);
}

/** `day` moved by `n` calendar days (DST-proof: calendar arithmetic, no instants). */
function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + n, 1)).toISOString().slice(0, 7);
}

const ageBucket = (ageMs: number): AgeBucket =>
  ageMs < DAY_MS
    ? '<1d'
    : ageMs < 3 * DAY_MS
      ? '1-3d'
      : ageMs < 7 * DAY_MS
        ? '3-7d'
        : ageMs < 30 * DAY_MS
          ? '7-30d'
          : '>30d';

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** What every figure of one call shares: the moment, the zone, the bound, and how lists are read. */
interface Run {
  now: number;
  /** As Intl takes it, and as the caller named it (the panel's 'UTC+1' is Intl's 'Etc/GMT-1'). */
  zone: string;
  zoneName: string;
  today: string;
  bound: number;
  signal?: AbortSignal;
  read<T>(
    key: string,
    pages: (signal?: AbortSignal) => AsyncGenerator<Page<T>, void, undefined>,
    stop?: (item: T) => boolean,
  ): Promise<ListRead<T>>;
}

function sourceOf(run: Run, reads: ListRead<unknown>[]): InsightSource {
  return {
    records: reads.reduce((n, r) => n + r.items.length, 0),
    bound: run.bound,
    truncated: reads.some((r) => r.truncated),
    computedAt: new Date(run.now).toISOString(),
    timeZone: run.zoneName,
  };
}

function ageFigure<Id extends AgeFigure['id']>(
  id: Id,
  run: Run,
  read: ListRead<unknown>,
  idOf: (x: never) => number,
  sinceOf: (x: never) => unknown,
): AgeFigure<Id> {
  const counts = new Map<AgeBucket, number>(AGE_BUCKETS.map((b) => [b, 0]));
  let oldest: OldestPending | null = null;
  for (const item of read.items as never[]) {
    const at = instantOf(sinceOf(item));
    if (at === null) continue;
    const ageMs = run.now - at;
    const bucket = ageBucket(ageMs);
    counts.set(bucket, counts.get(bucket)! + 1);
    if (!oldest || ageMs > oldest.ageMs) oldest = { id: idOf(item), since: String(sinceOf(item)), ageMs };
  }
  return {
    id,
    title: t.titles[id],
    unit: 'count',
    rows: AGE_BUCKETS.map((key) => ({ key, label: t.ageBuckets[key], value: counts.get(key)! })),
    oldest,
    source: sourceOf(run, [read]),
  };
}

type Computations = { [Id in InsightFigureId]: (run: Run) => Promise<InsightFigureOf<Id>> };

function computations(s: InsightsSources): Computations {
  /** The redemptions newer than `from` in any zone, newest first (a day's margin for the zones' offsets). */
  const recentRedemptions = (run: Run, status: RedemptionStatus, from: string) => {
    const cutoff = Date.parse(`${addDays(from, -1)}T00:00:00Z`);
    return run.read<RedemptionRequest>(
      `redemptions:${status}:since:${addDays(from, -1)}`,
      (signal) =>
        s.redemptions.pages({
          status,
          sortBy: 'requestDateTime',
          sortDescending: true,
          pageSize: READ_PAGE_SIZE,
          signal,
        }),
      (r) => (instantOf(r.requestDateTime) ?? Infinity) < cutoff,
    );
  };
  const allReviews = (run: Run, list: ReviewStatus) =>
    run.read<Review>(`reviews:${list}`, (signal) =>
      s.reviews.pages({ status: list, sortDescending: false, pageSize: READ_PAGE_SIZE, signal }),
    );
  const paidServices = (run: Run, f: ServiceFor) =>
    run.read<PremiumService>(`premiumServices:${f}`, (signal) =>
      s.premiumServices.pages({ for: f, pageSize: READ_PAGE_SIZE, signal }),
    );
  const series = (keys: readonly string[], labels: Record<string, string>): InsightSeries[] =>
    keys.map((key) => ({ key, label: labels[key] }));
  const zeroParts = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, 0]));

  return {
    'pending-redemptions-by-age': async (run) => {
      const read = await run.read<RedemptionRequest>('redemptions:Pending', (signal) =>
        s.redemptions.pages({
          status: 'Pending',
          sortBy: 'requestDateTime',
          sortDescending: false,
          pageSize: READ_PAGE_SIZE,
          signal,
        }),
      );
      return ageFigure(
        'pending-redemptions-by-age',
        run,
        read,
        (r: RedemptionRequest) => r.redeemRequestId,
        (r: RedemptionRequest) => r.requestDateTime,
      ) as InsightFigureOf<'pending-redemptions-by-age'>;
    },
    'pending-reviews-by-age': async (run) => {
      const read = await allReviews(run, 'pending');
      return ageFigure(
        'pending-reviews-by-age',
        run,
        read,
        (r: Review) => r.reviewID,
        (r: Review) => r.createdAt,
      ) as InsightFigureOf<'pending-reviews-by-age'>;
    },
    'redemption-requests-per-day': async (run) => {
      const from = addDays(run.today, -(WINDOW_DAYS - 1));
      const reads = await Promise.all(REDEMPTION_STATUSES.map((st) => recentRedemptions(run, st, from)));
      const days = Array.from({ length: WINDOW_DAYS }, (_, i) => addDays(from, i));
      const rows = new Map(
        days.map((d) => [d, { key: d, label: d, value: 0, parts: zeroParts(REDEMPTION_STATUSES) }]),
      );
      reads.forEach((read, i) => {
        for (const r of read.items) {
          const row = rows.get(dayOf(r.requestDateTime, run.zone) ?? '');
          if (!row) continue;
          row.value++;
          row.parts[REDEMPTION_STATUSES[i]]++;
        }
      });
      return {
        id: 'redemption-requests-per-day',
        title: t.titles['redemption-requests-per-day'],
        unit: 'count',
        rows: [...rows.values()],
        series: series(REDEMPTION_STATUSES, STATUS_LABELS),
        from,
        to: run.today,
        source: sourceOf(run, reads),
      };
    },
    'reviews-by-rating': async (run) => {
      const reads = await Promise.all(REVIEW_LISTS.map(({ list }) => allReviews(run, list)));
      const codes = REVIEW_LISTS.map((l) => l.code);
      const rows = (['1', '2', '3', '4', '5'] as const).map((key) => ({
        key,
        label: t.stars[key],
        value: 0,
        parts: zeroParts(codes),
      }));
      reads.forEach((read, i) => {
        for (const r of read.items) {
          const row = rows[Math.round(Number(r.rating)) - 1];
          if (!row) continue;
          row.value++;
          row.parts[codes[i]]++;
        }
      });
      return {
        id: 'reviews-by-rating',
        title: t.titles['reviews-by-rating'],
        unit: 'count',
        rows,
        series: series(codes, STATUS_LABELS),
        source: sourceOf(run, reads),
      };
    },
    'subscriptions-ending': async (run) => {
      const reads = await Promise.all(SERVICE_FOR.map((f) => paidServices(run, f)));
      const from = run.today;
      const to = addDays(from, WINDOW_DAYS - 1);
      const weeks = Array.from({ length: Math.ceil(WINDOW_DAYS / 7) }, (_, i) => {
        const first = addDays(from, 7 * i);
        const last = addDays(from, Math.min(7 * i + 6, WINDOW_DAYS - 1));
        return { key: first, label: t.week(first, last), value: 0, parts: zeroParts(SERVICE_FOR), last };
      });
      const subscriptions: EndingSubscription[] = [];
      reads.forEach((read, i) => {
        for (const p of read.items) {
          if (p.id === null || p.id === undefined) continue;
          const endDay = dayOf(p.endDate, run.zone);
          if (!endDay || endDay < from || endDay > to) continue;
          const week = weeks.find((w) => endDay <= w.last)!;
          week.value++;
          week.parts[SERVICE_FOR[i]]++;
          subscriptions.push({
            id: p.id,
            serviceFor: SERVICE_FOR[i],
            name: (SERVICE_FOR[i] === 'shop' ? p.shopName : p.vendorName) ?? '',
            plan: p.subscriptionPlan ?? '',
            endDate: String(p.endDate),
            endDay,
            week: week.key,
          });
        }
      });
      subscriptions.sort((a, b) => a.endDate.localeCompare(b.endDate) || a.id - b.id);
      return {
        id: 'subscriptions-ending',
        title: t.titles['subscriptions-ending'],
        unit: 'count',
        rows: weeks.map(({ last: _last, ...row }) => row),
        series: series(SERVICE_FOR, SERVICE_FOR_LABELS),
        from,
        to,
        subscriptions,
        source: sourceOf(run, reads),
      };
    },
    'revenue-by-month': async (run) => {
      const reads = await Promise.all(SERVICE_FOR.map((f) => paidServices(run, f)));
      const to = run.today.slice(0, 7);
      const from = addMonths(to, -(REVENUE_MONTHS - 1));
      const rows = new Map(
        Array.from({ length: REVENUE_MONTHS }, (_, i) => addMonths(from, i)).map((m) => [
          m,
          { key: m, label: m, value: 0, parts: zeroParts(SERVICE_FOR) },
        ]),
      );
      reads.forEach((read, i) => {
        for (const p of read.items) {
          if (p.id === null || p.id === undefined) continue;
          const row = rows.get(dayOf(p.startDate, run.zone)?.slice(0, 7) ?? '');
          const amount = Number(p.amountPaid ?? 0);
          if (!row || !Number.isFinite(amount)) continue;
          row.parts[SERVICE_FOR[i]] = round2(row.parts[SERVICE_FOR[i]] + amount);
        }
      });
      for (const row of rows.values()) row.value = round2(SERVICE_FOR.reduce((n, f) => n + row.parts[f], 0));
      return {
        id: 'revenue-by-month',
        title: t.titles['revenue-by-month'],
        unit: 'amount',
        rows: [...rows.values()],
        series: series(SERVICE_FOR, SERVICE_FOR_LABELS),
        from,
        to,
        source: sourceOf(run, reads),
      };
    },
    'featured-ads-timeline': async (run) => {
      const read = await run.read<FeaturedAd>('featuredAds', (signal) =>
        s.featuredAds.pages({ pageSize: READ_PAGE_SIZE, signal }),
      );
      const ads: TimelineAd[] = [];
      for (const ad of read.items) {
        const startDay = dayOf(ad.StartDate, run.zone);
        const endDay = dayOf(ad.EndDate, run.zone);
        if (!startDay || !endDay) continue;
        const state = run.today < startDay ? 'upcoming' : run.today > endDay ? 'ended' : 'live';
        ads.push({
          id: ad.FeaturedAdId,
          start: ad.StartDate,
          end: ad.EndDate,
          startDay,
          endDay,
          priority: Number(ad.Priority),
          ...(ad.Position ? { position: ad.Position } : {}),
          state,
        });
      }
      ads.sort((a, b) => a.startDay.localeCompare(b.startDay) || a.id - b.id);
      const states = ['live', 'upcoming', 'ended'] as const;
      return {
        id: 'featured-ads-timeline',
        title: t.titles['featured-ads-timeline'],
        unit: 'count',
        rows: states.map((key) => ({
          key,
          label: t.adStates[key],
          value: ads.filter((a) => a.state === key).length,
        })),
        today: run.today,
        ads,
        source: sourceOf(run, [read]),
      };
    },
  };
}

export function insightsApi(sources: InsightsSources): InsightsApi {
  const compute = computations(sources);
  const slot = limiter(READ_CONCURRENCY);
  const start = (o: InsightsOptions): Run => {
    const asked = o.timeZone?.trim() || Intl.DateTimeFormat().resolvedOptions().timeZone;
    const zone = resolveTimeZone(asked);
    if (!zone) throw new MpaError('validation', catalogue.tables.unknownTimeZone(asked));
    const bound = o.bound ?? INSIGHTS_BOUND;
    if (!Number.isInteger(bound) || bound < 1) throw new MpaError('validation', t.boundRange);
    const now = o.now === undefined ? Date.now() : new Date(o.now).getTime();
    if (Number.isNaN(now)) throw new MpaError('validation', t.invalidNow);
    // without the caller's cache, the figures of one call still share what they read
    const cache = o.cache instanceof ListCache ? o.cache : new ListCache(Infinity);
    const signal = o.signal;
    return {
      now,
      zone,
      zoneName: asked,
      today: wallClockIn(new Date(now), zone).slice(0, 10),
      bound,
      signal,
      read: (key, pages, stop) =>
        cache.get(
          `${key}:${bound}`,
          (readSignal) => slot(() => readList(pages(readSignal), bound, stop), readSignal),
          signal,
        ),
    };
  };
  const figure = async <Id extends InsightFigureId>(id: Id, o: InsightsOptions = {}) => {
    const c = Object.hasOwn(compute, id)
      ? (compute[id] as (run: Run) => Promise<InsightFigureOf<Id>>)
      : undefined;
    if (!c) throw new MpaError('validation', t.unknownFigure(String(id), INSIGHT_FIGURE_IDS));
    return c(start(o));
  };
  return {
    figure,
    figures: async (o = {}) => {
      const ids = o.ids ?? INSIGHT_FIGURE_IDS;
      for (const id of ids)
        if (!Object.hasOwn(compute, id))
          throw new MpaError('validation', t.unknownFigure(String(id), INSIGHT_FIGURE_IDS));
      const run = start(o);
      return Promise.all(ids.map((id) => (compute[id] as (r: Run) => Promise<InsightFigure>)(run)));
    },
  };
}
