import { badRequest, conflict, notFound } from '../http/envelope';
import { PAGING_QUERY, parsePaging } from '../http/paging';
import type { Ctx, Router } from '../http/router';
import { id, idField, int, oneOf, str } from '../http/validate';
import type { Row } from '../db/client';
import type { SearchSource } from '../db/search';

const SELECT = 'r.*';
const SORT: Record<string, string> = {
  reviewdate: 'r.created_at',
  createdat: 'r.created_at',
  date: 'r.created_at',
  vendorname: 'r.vendor_name COLLATE NOCASE',
  clientname: 'r.client_name COLLATE NOCASE',
  name: 'r.vendor_name COLLATE NOCASE',
  rating: 'r.rating',
  reviewtitle: 'r.title COLLATE NOCASE',
  title: 'r.title COLLATE NOCASE',
  moderatedat: 'r.moderated_at',
  reviewid: 'r.id',
  id: 'r.id',
};
const SEARCH: SearchSource = {
  cols: ['r.title', 'r.text', 'r.vendor_name', 'r.client_name'],
  index: 'reviews',
};
const STATUS_WORD: Record<string, string> = { P: 'pending', A: 'approved', R: 'rejected' };

/** A review: exactly spec §3 "Review" (the moderated status under the moderate call's name). */
function mapReview(r: Row): Record<string, unknown> {
  return {
    reviewID: Number(r.id),
    reviewTitle: r.title,
    reviewText: r.text,
    rating: Number(r.rating),
    createdAt: r.created_at,
    moderatorNotes: r.moderator_notes ?? null,
    moderatedStatus: r.status,
  };
}

/** A flagged review: the review, and the flagId its resolve call (spec §7) takes in the path. */
function mapFlag(r: Row): Record<string, unknown> {
  return { flagId: Number(r.flag_id), ...mapReview(r) };
}

async function reviewRow(ctx: Ctx, reviewId: number): Promise<Row> {
  const row = await ctx.db.get(`SELECT ${SELECT} FROM reviews r WHERE r.id=?`, [reviewId]);
  if (!row) throw notFound(`Review ${reviewId} not found`);
  return row;
}

export function registerReviews(r: Router): void {
  const list =
    (status: 'P' | 'A' | 'R') => async (req: Parameters<Parameters<Router['get']>[1]>[0], ctx: Ctx) => {
      const paging = parsePaging(req.query, { sortKeys: SORT, defaultSort: 'reviewdate' });
      const data = await ctx.db.page({
        select: SELECT,
        from: 'FROM reviews r',
        where: ['r.status=?'],
        args: [status],
        search: [SEARCH],
        paging,
        key: 'r.id',
        map: mapReview,
      });
      return { data };
    };
  r.get('/ReviewRating/v1/pending-moderation', list('P'), { query: PAGING_QUERY });
  r.get('/ReviewRating/v1/approved-reviews', list('A'), { query: PAGING_QUERY });
  r.get('/ReviewRating/v1/rejected-reviews', list('R'), { query: PAGING_QUERY });

  r.post('/ReviewRating/v1/moderate-review', async (req, ctx) => {
    const f = await req.body();
    const reviewId = idField(f, ['reviewId', 'reviewID'])!;
    const status = oneOf(f, ['ModeratedStatus', 'moderatedStatus', 'status'], ['A', 'R'] as const, {
      required: 'ModeratedStatus is required (A or R)',
    })!;
    const notes = str(f, 'moderatorNotes', { max: 200 });
    const { changes } = await ctx.db.run(
      `UPDATE reviews SET status=?, moderator_notes=COALESCE(?, moderator_notes), moderated_at=? WHERE id=? AND status<>?`,
      [status, notes === undefined ? null : notes || null, new Date().toISOString(), reviewId, status],
    );
    if (!changes) {
      await reviewRow(ctx, reviewId);
      throw conflict(`Review is already ${STATUS_WORD[status]}`);
    }
    return {
      message: status === 'A' ? 'Review published' : 'Review rejected',
      data: mapReview(await reviewRow(ctx, reviewId)),
    };
  });

  r.get(
    '/ReviewRating/flagged',
    async (req, ctx) => {
      const paging = parsePaging(req.query, {
        sortKeys: { flaggedat: 'f.created_at', ...SORT, reason: 'f.reason COLLATE NOCASE', flagid: 'f.id' },
        defaultSort: 'flaggedat',
      });
      const onlyUnresolved = req.query.bool('onlyUnresolved') ?? false;
      const data = await ctx.db.page({
        select:
          'r.*, f.id AS flag_id, f.reason, f.flagged_by, f.is_resolved, f.resolved_at, f.resolution_note, f.created_at AS flagged_at',
        from: 'FROM review_flags f JOIN reviews r ON r.id = f.review_id',
        where: onlyUnresolved ? ['f.is_resolved = 0'] : [],
        search: [
          { ...SEARCH, keys: (rowids) => `SELECT id FROM review_flags WHERE review_id IN (${rowids})` },
          { cols: ['f.reason'], index: 'review_flags' },
        ],
        paging,
        key: 'f.id',
        map: mapFlag,
      });
      return { data };
    },
    { query: [...PAGING_QUERY, 'onlyUnresolved'] },
  );

  r.post('/ReviewRating/flags/resolve/{flagId}', async (req, ctx) => {
    const flagId = id(req.params.flagId, 'flagId');
    const note = str(await req.body(), ['resolutionNote', 'note', 'moderatorNotes'], { max: 200 });
    const { changes } = await ctx.db.run(
      'UPDATE review_flags SET is_resolved=1, resolved_at=?, resolution_note=? WHERE id=? AND is_resolved=0',
      [new Date().toISOString(), note || null, flagId],
    );
    if (!changes) {
      if (!(await ctx.db.get('SELECT id FROM review_flags WHERE id=?', [flagId])))
        throw notFound(`Flag ${flagId} not found`);
      throw conflict('Flag is already resolved');
    }
    const row = await ctx.db.get(
      `SELECT r.*, f.id AS flag_id, f.reason, f.flagged_by, f.is_resolved, f.resolved_at, f.resolution_note, f.created_at AS flagged_at
       FROM review_flags f JOIN reviews r ON r.id = f.review_id WHERE f.id=?`,
      [flagId],
    );
    return { message: 'Flag resolved', data: mapFlag(row!) };
  });

  r.put('/ReviewRating/{reviewId}', async (req, ctx) => {
    const reviewId = id(req.params.reviewId, 'reviewId');
    await reviewRow(ctx, reviewId);
    const f = await req.body();
    const title = str(f, ['reviewTitle', 'title'], { max: 200 });
    if (title === '') throw badRequest('reviewTitle cannot be empty');
    const text = str(f, ['reviewText', 'text'], { max: 2000 });
    if (text === '') throw badRequest('reviewText cannot be empty');
    const rating = int(f, 'rating', { min: 1, max: 5 });
    const notes = str(f, 'moderatorNotes', { max: 200 });
    if ([title, text, rating, notes].every((x) => x === undefined))
      throw badRequest('Nothing to update: send reviewTitle, reviewText, rating or moderatorNotes');
    await ctx.db.run(
      `UPDATE reviews SET title=COALESCE(?, title), text=COALESCE(?, text), rating=COALESCE(?, rating),
         moderator_notes=CASE WHEN ? THEN ? ELSE moderator_notes END WHERE id=?`,
      [title ?? null, text ?? null, rating ?? null, notes === undefined ? 0 : 1, notes || null, reviewId],
    );
    return { message: 'Review updated', data: mapReview(await reviewRow(ctx, reviewId)) };
  });

  r.del('/ReviewRating/{reviewId}', async (req, ctx) => {
    const reviewId = id(req.params.reviewId, 'reviewId');
    const { changes } = await ctx.db.run('DELETE FROM reviews WHERE id=?', [reviewId]);
    if (!changes) throw notFound(`Review ${reviewId} not found`);
    return { message: 'Review deleted', data: { reviewID: reviewId } };
  });
}
