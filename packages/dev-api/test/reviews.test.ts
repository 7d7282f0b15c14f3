import { createClient } from '@libsql/client';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_FILE } from '../src/server';
import { start, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h.close();
});

const get = (path: string): Promise<any> => h.data(path);

/** Ids straight from the server's database file (a second connection, read only). */
async function ids(sql: string): Promise<number[]> {
  const db = createClient({ url: pathToFileURL(join(h.dir, DB_FILE)).href });
  try {
    return (await db.execute(sql)).rows.map((r) => Number(r.id));
  } finally {
    db.close();
  }
}

describe('reviews', () => {
  it('has a few hundred seeded reviews across the three states; lists page, sort and search', async () => {
    const [p, a, rj] = await Promise.all(
      ['pending-moderation', 'approved-reviews', 'rejected-reviews'].map((x) =>
        get(`/ReviewRating/v1/${x}?pageSize=5`),
      ),
    );
    expect(p.totalCount + a.totalCount + rj.totalCount).toBe(300);
    for (const l of [p, a, rj]) expect(l.totalCount).toBeGreaterThan(10);
    expect(p.items.every((x: any) => x.moderatedStatus === 'P')).toBe(true);
    for (const k of ['reviewID', 'reviewTitle', 'reviewText', 'rating', 'createdAt', 'moderatorNotes'])
      expect(p.items[0]).toHaveProperty(k);
    const dates = (
      await get('/ReviewRating/v1/approved-reviews?pageSize=200&sortBy=ReviewDate&sortDescending=true')
    ).items.map((x: any) => x.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    // the vendor and client names are not review fields (spec §3): the order and the matches are checked in the database
    const byVendor = (
      await get('/ReviewRating/v1/approved-reviews?pageSize=200&sortBy=VendorName')
    ).items.map((x: any) => x.reviewID);
    expect(byVendor).toEqual(
      await ids(`SELECT id FROM reviews WHERE status='A' ORDER BY vendor_name COLLATE NOCASE, id LIMIT 200`),
    );
    const s = await get('/ReviewRating/v1/pending-moderation?pageSize=200&searchTerms=WHATSAPP');
    expect(s.totalCount).toBeGreaterThan(0);
    const matching = `SELECT id FROM reviews WHERE status='P' AND (title LIKE '%whatsapp%' OR text LIKE '%whatsapp%' OR vendor_name LIKE '%whatsapp%' OR client_name LIKE '%whatsapp%') ORDER BY id`;
    expect(s.items.map((x: any) => x.reviewID).sort((a: number, b: number) => a - b)).toEqual(
      await ids(matching),
    );
  });

  it('moderates: pending -> approved -> rejected -> approved; same state is 409; notes over 200 are 400', async () => {
    const rv = (await get('/ReviewRating/v1/pending-moderation?pageSize=1')).items[0];
    const long = await h.call('POST', '/ReviewRating/v1/moderate-review', {
      reviewId: rv.reviewID,
      ModeratedStatus: 'A',
      moderatorNotes: 'x'.repeat(201),
    });
    expect(long.status).toBe(400);
    expect(
      (
        await h.call('POST', '/ReviewRating/v1/moderate-review', {
          reviewId: rv.reviewID,
          ModeratedStatus: 'X',
        })
      ).status,
    ).toBe(400);
    expect(
      (await h.call('POST', '/ReviewRating/v1/moderate-review', { reviewId: 999999, ModeratedStatus: 'A' }))
        .status,
    ).toBe(404);
    expect((await get('/ReviewRating/v1/pending-moderation?pageSize=1')).items[0].reviewID).toBe(rv.reviewID);
    const ok = await h.call('POST', '/ReviewRating/v1/moderate-review', {
      reviewId: rv.reviewID,
      ModeratedStatus: 'A',
      moderatorNotes: 'Verified booking',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ moderatedStatus: 'A', moderatorNotes: 'Verified booking' });
    const approved = await get('/ReviewRating/v1/approved-reviews?pageSize=1000');
    expect(approved.items.some((x: any) => x.reviewID === rv.reviewID)).toBe(true);
    expect(
      (
        await h.call('POST', '/ReviewRating/v1/moderate-review', {
          reviewId: rv.reviewID,
          ModeratedStatus: 'A',
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await h.call('POST', '/ReviewRating/v1/moderate-review', {
          reviewId: rv.reviewID,
          ModeratedStatus: 'R',
        })
      ).status,
    ).toBe(200);
    expect(
      (await get('/ReviewRating/v1/rejected-reviews?pageSize=1000')).items.some(
        (x: any) => x.reviewID === rv.reviewID,
      ),
    ).toBe(true);
    expect(
      (
        await h.call('POST', '/ReviewRating/v1/moderate-review', {
          reviewId: rv.reviewID,
          ModeratedStatus: 'A',
        })
      ).status,
    ).toBe(200);
  });

  it('updates and deletes a review', async () => {
    const rv = (await get('/ReviewRating/v1/approved-reviews?pageSize=1')).items[0];
    const u = await h.call('PUT', `/ReviewRating/${rv.reviewID}`, { reviewTitle: 'Edited title', rating: 4 });
    expect(u.status).toBe(200);
    expect(u.body.data).toMatchObject({ reviewTitle: 'Edited title', rating: 4 });
    expect((await h.call('PUT', `/ReviewRating/${rv.reviewID}`, { rating: 9 })).status).toBe(400);
    expect(
      (await h.call('PUT', `/ReviewRating/${rv.reviewID}`, { moderatorNotes: 'y'.repeat(201) })).status,
    ).toBe(400);
    expect((await h.call('PUT', '/ReviewRating/999999', { rating: 3 })).status).toBe(404);
    expect((await h.call('DELETE', `/ReviewRating/${rv.reviewID}`)).status).toBe(200);
    expect((await h.call('DELETE', `/ReviewRating/${rv.reviewID}`)).status).toBe(404);
    const again = await get('/ReviewRating/v1/approved-reviews?pageSize=1000');
    expect(again.items.some((x: any) => x.reviewID === rv.reviewID)).toBe(false);
  });

  it('lists flags (onlyUnresolved) and resolves one', async () => {
    const all = await get('/ReviewRating/flagged?pageSize=500');
    const open = await get('/ReviewRating/flagged?onlyUnresolved=true&pageSize=500');
    expect(open.totalCount).toBeGreaterThan(0);
    expect(all.totalCount).toBeGreaterThan(open.totalCount);
    expect(open.items.map((x: any) => x.flagId).sort((a: number, b: number) => a - b)).toEqual(
      await ids('SELECT id FROM review_flags WHERE is_resolved = 0 ORDER BY id'),
    );
    const flag = open.items[0];
    for (const k of ['flagId', 'reviewID', 'reviewTitle']) expect(flag).toHaveProperty(k);
    const r = await h.call('POST', `/ReviewRating/flags/resolve/${flag.flagId}`);
    expect(r.status).toBe(200);
    expect(r.body.data.flagId).toBe(flag.flagId);
    const after = await get('/ReviewRating/flagged?onlyUnresolved=true&pageSize=500');
    expect(after.totalCount).toBe(open.totalCount - 1);
    expect(after.items.map((x: any) => x.flagId)).not.toContain(flag.flagId);
    expect((await get('/ReviewRating/flagged?pageSize=500')).items.map((x: any) => x.flagId)).toContain(
      flag.flagId,
    );
    expect((await h.call('POST', `/ReviewRating/flags/resolve/${flag.flagId}`)).status).toBe(409);
    expect((await h.call('POST', '/ReviewRating/flags/resolve/999999')).status).toBe(404);
  });
});
