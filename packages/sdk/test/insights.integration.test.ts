// The dashboard's figures against a real dev API: each figure's rows equal counts made directly in the
// dev API's SQLite file (SQL, not the SDK's code), on the demo seed plus records placed on the edges
// of the age buckets and of the 30-day windows, in two fixed-offset zones and across a DST change.
import type { Client as Db } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AGE_BUCKETS,
  INSIGHT_FIGURE_IDS,
  createInsightsCache,
  type InsightFigure,
  type MpaClient,
} from '../src/index';
import { startTestStack, type TestStack } from './dev-api';

const DAY = 86_400_000;
/** The demo seed's "now" (dev-api seed/parts.ts SEED_NOW): its dates lie before it. */
const NOW = Date.UTC(2026, 0, 1, 9, 0, 0);
const iso = (t: number) => new Date(t).toISOString();

/** Pending requests on the age buckets' edges (ids from 900001), and Approved ones on the windows' edges. */
async function arrange(db: Db): Promise<void> {
  const request = (id: number, at: number, status: string) => ({
    sql: `INSERT INTO redemption_requests (id, request_user_type, user_name, redeem_method, redeem_tokens, redeem_rate, redeem_value, request_date_time, status)
          VALUES (?, 'C', ?, 'UPI', 100, 0.1, 10, ?, ?)`,
    args: [id, `Edge ${id}`, iso(at), status],
  });
  const ages = [DAY - 1, DAY, 3 * DAY - 1, 3 * DAY, 7 * DAY - 1, 7 * DAY, 30 * DAY - 1, 30 * DAY, 400 * DAY];
  const windowEdges = [
    // UTC+1: the window's first day (2025-12-03) starts at 2025-12-02T23:00Z; UTC-8: at 2025-12-03T08:00Z
    Date.UTC(2025, 11, 2, 23, 0, 0),
    Date.UTC(2025, 11, 2, 23, 0, 0) - 1,
    Date.UTC(2025, 11, 3, 8, 0, 0),
    Date.UTC(2025, 11, 3, 8, 0, 0) - 1,
    // today's last moment in UTC+1, and the next day's first
    Date.UTC(2026, 0, 1, 22, 59, 59, 999),
    Date.UTC(2026, 0, 1, 23, 0, 0),
  ];
  await db.batch(
    [
      ...ages.map((age, i) => request(900001 + i, NOW - age, 'Pending')),
      ...windowEdges.map((at, i) => request(910001 + i, at, 'Approved')),
      ...windowEdges.map((at, i) => ({
        sql: `INSERT INTO premium_services (service_for, shop_id, subscription_plan, start_date, end_date, amount_paid, is_active, created_at, updated_at)
              VALUES ('shop', (SELECT id FROM shops WHERE id NOT IN (SELECT shop_id FROM premium_services WHERE shop_id IS NOT NULL) ORDER BY id LIMIT 1), 'Gold', ?, ?, ?, 1, ?, ?)`,
        args: [iso(at - 330 * DAY), iso(at + 29 * DAY), 100 + i, iso(at), iso(at)],
      })),
    ],
    'write',
  );
}

let stack: TestStack;
let c: MpaClient;
let db: Db;
beforeAll(async () => {
  stack = await startTestStack({ arrange });
  c = await stack.client();
  db = stack.db();
}, 60_000);
afterAll(() => stack?.close());

const rows = async (sql: string, args: (string | number)[] = []) =>
  (await db.execute({ sql, args })).rows as unknown as Record<string, string | number | null>[];
/** SQLite's modifier moving a UTC time to the wall clock of a fixed offset. */
const shift = (hours: number) => `${hours >= 0 ? '+' : ''}${hours} hours`;
const ms = (col: string) => `CAST(ROUND((julianday(${col}) - 2440587.5) * 86400000) AS INTEGER)`;
/** The figure's rows as `{ key: value }`, and `{ key: parts }`. */
const values = (f: InsightFigure) => Object.fromEntries(f.rows.map((r) => [r.key, r.value]));
const parts = (f: InsightFigure) => Object.fromEntries(f.rows.map((r) => [r.key, r.parts]));

/** The age buckets counted in SQL: elapsed milliseconds at `now`. */
async function ageCounts(table: string, col: string, where: string, now: number) {
  const got = await rows(
    `SELECT CASE
        WHEN ? - ${ms(col)} < 86400000 THEN '<1d'
        WHEN ? - ${ms(col)} < 3 * 86400000 THEN '1-3d'
        WHEN ? - ${ms(col)} < 7 * 86400000 THEN '3-7d'
        WHEN ? - ${ms(col)} < 30 * 86400000 THEN '7-30d'
        ELSE '>30d' END AS bucket, COUNT(*) AS n
     FROM ${table} WHERE ${where} GROUP BY bucket`,
    [now, now, now, now],
  );
  return Object.fromEntries(AGE_BUCKETS.map((b) => [b, Number(got.find((r) => r.bucket === b)?.n ?? 0)]));
}

describe('insights: the dashboard figures against the dev API', () => {
  it('pending redemptions by age: the buckets equal SQL`s, the edges fall in the older bucket, the oldest is named; a zone change moves none', async () => {
    const expected = await ageCounts('redemption_requests', 'request_date_time', `status='Pending'`, NOW);
    const oldest = (
      await rows(
        `SELECT id, request_date_time FROM redemption_requests WHERE status='Pending' ORDER BY request_date_time, id LIMIT 1`,
      )
    )[0];
    for (const timeZone of ['UTC-8', 'UTC+1', 'Asia/Kolkata']) {
      const f = await c.insights.figure('pending-redemptions-by-age', { now: NOW, timeZone });
      expect(values(f), timeZone).toEqual(expected);
      expect(f.oldest).toEqual({
        id: 900009,
        since: oldest.request_date_time,
        ageMs: 400 * DAY,
      });
      expect(oldest.id).toBe(900009);
    }
    // the edges themselves: exactly one day old is 1-3 days, a millisecond younger is under 1 day
    const edge = await c.insights.figure('pending-redemptions-by-age', { now: NOW, timeZone: 'UTC' });
    const total = await rows(`SELECT COUNT(*) AS n FROM redemption_requests WHERE status='Pending'`);
    expect(edge.rows.reduce((n, r) => n + r.value, 0)).toBe(Number(total[0].n));
    expect(edge.source).toMatchObject({
      records: Number(total[0].n),
      truncated: false,
      bound: 20_000,
      computedAt: iso(NOW),
      timeZone: 'UTC',
    });
    expect(edge.title).toBe('Pending redemptions by age');
    expect(edge.rows.map((r) => r.label)).toEqual([
      'Under 1 day',
      '1–3 days',
      '3–7 days',
      '7–30 days',
      'Over 30 days',
    ]);
    // moving now by a millisecond moves each edge record into the next bucket
    const later = await c.insights.figure('pending-redemptions-by-age', { now: NOW + 1, timeZone: 'UTC' });
    expect(values(later)).toEqual(
      await ageCounts('redemption_requests', 'request_date_time', `status='Pending'`, NOW + 1),
    );
    expect(values(later)).not.toEqual(values(edge));
  });

  it('ages are elapsed time across a DST change: 7×24 h before a moment after Paris moved its clocks is 7–30 days', async () => {
    // 2026-03-29 02:00 in Paris the clocks went forward: the request below is 7 calendar days but 7×24 h old
    const after = Date.UTC(2026, 2, 30, 12, 0, 0);
    const paris = await c.insights.figure('pending-redemptions-by-age', {
      now: after,
      timeZone: 'Europe/Paris',
    });
    const utc = await c.insights.figure('pending-redemptions-by-age', { now: after, timeZone: 'UTC' });
    expect(values(paris)).toEqual(values(utc));
    expect(values(paris)).toEqual(
      await ageCounts('redemption_requests', 'request_date_time', `status='Pending'`, after),
    );
  });

  it('pending reviews by age equal SQL`s, with the oldest pending review', async () => {
    const f = await c.insights.figure('pending-reviews-by-age', { now: NOW, timeZone: 'UTC-5' });
    expect(values(f)).toEqual(await ageCounts('reviews', 'created_at', `status='P'`, NOW));
    const oldest = (
      await rows(`SELECT id, created_at FROM reviews WHERE status='P' ORDER BY created_at, id LIMIT 1`)
    )[0];
    expect(f.oldest).toEqual({
      id: Number(oldest.id),
      since: oldest.created_at,
      ageMs: NOW - Date.parse(String(oldest.created_at)),
    });
    expect(f.title).toBe('Pending reviews by age');
  });

  for (const offset of [1, -8]) {
    it(`redemption requests per day in UTC${offset > 0 ? '+' : ''}${offset}: 30 days to today, by status, equal SQL's; the window's edges hold`, async () => {
      const f = await c.insights.figure('redemption-requests-per-day', {
        now: NOW,
        timeZone: `UTC${offset > 0 ? '+' : ''}${offset}`,
      });
      expect(f.to).toBe('2026-01-01');
      expect(f.from).toBe('2025-12-03');
      expect(f.rows).toHaveLength(30);
      const got = await rows(
        `SELECT date(request_date_time, ?) AS day, status, COUNT(*) AS n FROM redemption_requests
         WHERE date(request_date_time, ?) BETWEEN ? AND ? GROUP BY day, status`,
        [shift(offset), shift(offset), f.from, f.to],
      );
      const expected: Record<string, Record<string, number>> = {};
      for (let i = 0; i < 30; i++) {
        const day = new Date(Date.UTC(2025, 11, 3 + i)).toISOString().slice(0, 10);
        expected[day] = { Pending: 0, Approved: 0, Rejected: 0 };
      }
      for (const r of got) expected[String(r.day)][String(r.status)] = Number(r.n);
      expect(parts(f)).toEqual(expected);
      for (const r of f.rows) expect(r.value).toBe(r.parts!.Pending + r.parts!.Approved + r.parts!.Rejected);
      // the placed records: the first day's first moment counts, a millisecond before it does not
      const firstDay = f.rows[0];
      const firstMoment = offset > 0 ? Date.UTC(2025, 11, 2, 23) : Date.UTC(2025, 11, 3, 8);
      const seeded = await rows(
        `SELECT COUNT(*) AS n FROM redemption_requests WHERE status='Approved' AND id < 900000 AND date(request_date_time, ?) = ?`,
        [shift(offset), f.from],
      );
      const placedOnFirstDay = [
        Date.UTC(2025, 11, 2, 23, 0, 0),
        Date.UTC(2025, 11, 2, 23, 0, 0) - 1,
        Date.UTC(2025, 11, 3, 8, 0, 0),
        Date.UTC(2025, 11, 3, 8, 0, 0) - 1,
      ].filter((t) => t >= firstMoment && t < firstMoment + DAY).length;
      expect(firstDay.parts!.Approved).toBe(Number(seeded[0].n) + placedOnFirstDay);
      expect(f.series.map((s) => s.key)).toEqual(['Pending', 'Approved', 'Rejected']);
    });
  }

  it('reviews by rating: 1 to 5 stars by moderated status equal SQL`s', async () => {
    const f = await c.insights.figure('reviews-by-rating', { now: NOW, timeZone: 'UTC' });
    const got = await rows(`SELECT rating, status, COUNT(*) AS n FROM reviews GROUP BY rating, status`);
    const expected: Record<string, Record<string, number>> = {};
    for (const star of ['1', '2', '3', '4', '5']) expected[star] = { P: 0, A: 0, R: 0 };
    for (const r of got) expected[String(r.rating)][String(r.status)] = Number(r.n);
    expect(parts(f)).toEqual(expected);
    expect(f.rows.map((r) => r.label)).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    const total = await rows(`SELECT COUNT(*) AS n FROM reviews`);
    expect(f.source.records).toBe(Number(total[0].n));
  });

  for (const offset of [1, -8]) {
    it(`subscriptions ending in the next 30 days in UTC${offset > 0 ? '+' : ''}${offset}: per week and listed, equal SQL's`, async () => {
      const f = await c.insights.figure('subscriptions-ending', {
        now: NOW,
        timeZone: `UTC${offset > 0 ? '+' : ''}${offset}`,
      });
      expect(f.from).toBe('2026-01-01');
      expect(f.to).toBe('2026-01-30');
      const got = await rows(
        `SELECT p.id, p.service_for, COALESCE(u.name, s.name) AS name, p.subscription_plan, p.end_date,
                date(p.end_date, ?) AS day
         FROM premium_services p LEFT JOIN users u ON u.id = p.vendor_id LEFT JOIN shops s ON s.id = p.shop_id
         WHERE date(p.end_date, ?) BETWEEN ? AND ? ORDER BY p.end_date, p.id`,
        [shift(offset), shift(offset), f.from, f.to],
      );
      expect(got.length).toBeGreaterThan(0);
      expect(f.subscriptions.map((s) => [s.id, s.serviceFor, s.name, s.plan, s.endDate, s.endDay])).toEqual(
        got.map((r) => [Number(r.id), r.service_for, r.name, r.subscription_plan, r.end_date, r.day]),
      );
      expect(f.rows.map((r) => r.key)).toEqual([
        '2026-01-01',
        '2026-01-08',
        '2026-01-15',
        '2026-01-22',
        '2026-01-29',
      ]);
      const perWeek = f.rows.map(
        (w, i) =>
          got.filter((r) => String(r.day) >= w.key && (i === 4 || String(r.day) < f.rows[i + 1].key)).length,
      );
      expect(f.rows.map((r) => r.value)).toEqual(perWeek);
      for (const r of f.rows) expect(r.parts!.vendor + r.parts!.shop).toBe(r.value);
    });
  }

  it('paid services revenue by month: the amount paid per start month, the last 12 months, equal SQL`s', async () => {
    const f = await c.insights.figure('revenue-by-month', { now: NOW, timeZone: 'UTC+1' });
    expect(f.rows.map((r) => r.key)).toEqual([
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
    const got = await rows(
      `SELECT strftime('%Y-%m', start_date, '+1 hours') AS month, service_for, SUM(amount_paid) AS amount
       FROM premium_services GROUP BY month, service_for`,
    );
    const expected = Object.fromEntries(f.rows.map((r) => [r.key, { vendor: 0, shop: 0 }]));
    for (const r of got)
      if (expected[String(r.month)])
        expected[String(r.month)][String(r.service_for) as 'vendor' | 'shop'] =
          Math.round(Number(r.amount) * 100) / 100;
    expect(parts(f)).toEqual(expected);
    expect(f.unit).toBe('amount');
    expect(f.rows.some((r) => r.value > 0)).toBe(true);
  });

  it('featured ads timeline: each ad`s start, end and priority, live / upcoming / ended as SQL counts them, today marked', async () => {
    const f = await c.insights.figure('featured-ads-timeline', { now: NOW, timeZone: 'UTC-8' });
    expect(f.today).toBe('2026-01-01');
    const ads = await rows(
      `SELECT id, start_date, end_date, priority, date(start_date, '-8 hours') AS s, date(end_date, '-8 hours') AS e,
              CASE WHEN date(start_date, '-8 hours') > '2026-01-01' THEN 'upcoming'
                   WHEN date(end_date, '-8 hours') < '2026-01-01' THEN 'ended' ELSE 'live' END AS state
       FROM featured_ads ORDER BY s, id`,
    );
    expect(f.ads.map((a) => [a.id, a.start, a.end, a.priority, a.state])).toEqual(
      ads.map((a) => [Number(a.id), a.start_date, a.end_date, Number(a.priority), a.state]),
    );
    const count = (state: string) => ads.filter((a) => a.state === state).length;
    expect(values(f)).toEqual({ live: count('live'), upcoming: count('upcoming'), ended: count('ended') });
    expect(count('live')).toBeGreaterThan(0);
  });

  it('figures() gives all seven in order, reading each list once; a cache serves the next call without a request', async () => {
    const requests: string[] = [];
    const counting = await stack.client({
      fetch: (input, init) => {
        requests.push(new URL(String(input)).pathname);
        return fetch(input, init);
      },
    });
    requests.length = 0;
    const cache = createInsightsCache();
    const all = await counting.insights.figures({ now: NOW, timeZone: 'UTC', cache });
    expect(all.map((f) => f.id)).toEqual([...INSIGHT_FIGURE_IDS]);
    const premiumReads = requests.filter((p) => p.includes('GetAllwithPremiumServices'));
    // vendor and shop lists once each (300 vendors, 80 shops: one page each), shared by two figures
    expect(premiumReads.length).toBe(2);
    const first = requests.length;
    const again = await counting.insights.figures({ now: NOW, timeZone: 'UTC-8', cache });
    expect(requests.length).toBe(first);
    expect(again.find((f) => f.id === 'pending-redemptions-by-age')!.rows).toEqual(all[0].rows);
    cache.clear();
    await counting.insights.figure('featured-ads-timeline', { now: NOW, cache });
    expect(requests.length).toBeGreaterThan(first);
  });

  it('a figure asked again at once after its caller left (a screen closed and opened again) joins the read in flight', async () => {
    const requests: string[] = [];
    const counting = await stack.client({
      fetch: (input, init) => {
        requests.push(new URL(String(input)).pathname);
        return fetch(input, init);
      },
    });
    requests.length = 0;
    const cache = createInsightsCache();
    const left = new AbortController();
    const first = counting.insights.figure('reviews-by-rating', { now: NOW, cache, signal: left.signal });
    left.abort();
    const again = new AbortController();
    const second = counting.insights.figure('reviews-by-rating', { now: NOW, cache, signal: again.signal });
    await expect(first).rejects.toMatchObject({ kind: 'aborted' });
    const f = await second;
    expect(f.source.records).toBe(Number((await rows(`SELECT COUNT(*) AS n FROM reviews`))[0].n));
    // each of the three review lists (one page each on the demo seed) was asked for once
    expect(requests.filter((p) => p.startsWith('/ReviewRating/')).length).toBe(3);
    // a caller that left alone gets aborted; the next call still gets the figure (read again or joined)
    const gone = new AbortController();
    cache.clear();
    const abandoned = counting.insights.figure('featured-ads-timeline', {
      now: NOW,
      cache,
      signal: gone.signal,
    });
    gone.abort();
    await expect(abandoned).rejects.toMatchObject({ kind: 'aborted' });
    const ads = await counting.insights.figure('featured-ads-timeline', { now: NOW, cache });
    expect(ads.ads.length).toBe(Number((await rows(`SELECT COUNT(*) AS n FROM featured_ads`))[0].n));
  });

  it('when the one caller leaves, its request in flight is aborted', async () => {
    const signals: AbortSignal[] = [];
    const watching = await stack.client({
      fetch: (input, init) => {
        if (String(input).includes('/FeaturedAds/')) signals.push(init!.signal!);
        return fetch(input, init);
      },
    });
    stack.api.setFaults({ latencyMs: [2000, 2000] });
    try {
      const gone = new AbortController();
      const p = watching.insights.figure('featured-ads-timeline', {
        now: NOW,
        cache: createInsightsCache(),
        signal: gone.signal,
      });
      await vi.waitFor(() => expect(signals.length).toBe(1), { timeout: 10_000 });
      gone.abort();
      await expect(p).rejects.toMatchObject({ kind: 'aborted' });
      await vi.waitFor(() => expect(signals[0].aborted).toBe(true), { timeout: 10_000 });
    } finally {
      stack.api.setFaults({ latencyMs: null });
    }
  });

  it('a list longer than the bound is counted up to it and the figure says so', async () => {
    const f = await c.insights.figure('reviews-by-rating', { now: NOW, timeZone: 'UTC', bound: 25 });
    expect(f.source).toMatchObject({ records: 75, bound: 25, truncated: true });
    expect(f.rows.reduce((n, r) => n + r.value, 0)).toBe(75);
    const whole = await c.insights.figure('featured-ads-timeline', { now: NOW, bound: 1000 });
    expect(whole.source.truncated).toBe(false);
  });

  it('an abort cancels the reads (kind aborted); bad options are clear errors before any request', async () => {
    const controller = new AbortController();
    const p = c.insights.figures({ now: NOW, signal: controller.signal });
    controller.abort();
    await expect(p).rejects.toMatchObject({ kind: 'aborted' });
    await expect(
      c.insights.figure('pending-reviews-by-age', { timeZone: 'Mars/Olympus' }),
    ).rejects.toMatchObject({
      kind: 'validation',
      message: expect.stringContaining("Unknown time zone 'Mars/Olympus'"),
    });
    await expect(
      c.insights.figure('no-such-figure' as 'reviews-by-rating', { now: NOW }),
    ).rejects.toMatchObject({
      kind: 'validation',
      message: expect.stringContaining('pending-redemptions-by-age, pending-reviews-by-age'),
    });
    await expect(c.insights.figure('toString' as 'reviews-by-rating')).rejects.toMatchObject({
      kind: 'validation',
    });
    await expect(
      c.insights.figures({ ids: ['reviews-by-rating', 'constructor' as 'reviews-by-rating'] }),
    ).rejects.toMatchObject({
      kind: 'validation',
    });
    await expect(c.insights.figure('reviews-by-rating', { bound: 0 })).rejects.toMatchObject({
      kind: 'validation',
    });
  });
});
