import { badRequest, notFound } from '../http/envelope';
import type { Fields } from '../http/fields';
import { parsePaging } from '../http/paging';
import { FORM, type Ctx, type Router } from '../http/router';
import { date, id, idField, int, oneOf } from '../http/validate';
import type { Row } from '../db/client';
import type { SearchSource } from '../db/search';

const POSITIONS = ['Homepage Banner', 'Service Page'] as const;
// the list takes no SortBy (spec §7: Page, PageSize, Search): id order only
const SORT: Record<string, string> = { featuredadid: 'a.id' };
const SELECT = 'a.*, u.name AS vendor_name';
const FROM = 'FROM featured_ads a LEFT JOIN users u ON u.id = a.vendor_id';
// not indexed (the id as text is no column; a few dozen ads): every search scans
const SEARCH: SearchSource[] = [{ cols: ['u.name', 'a.position', 'CAST(a.id AS TEXT)'] }];

function mapAd(ctx: Ctx, r: Row): Record<string, unknown> {
  return {
    FeaturedAdId: Number(r.id),
    VendorId: r.vendor_id ?? null,
    Position: r.position,
    StartDate: r.start_date,
    EndDate: r.end_date,
    Priority: Number(r.priority),
    ImageUrl: ctx.files.url(r.image_path as string | null),
  };
}

async function adRow(ctx: Ctx, adId: number): Promise<Row> {
  const row = await ctx.db.get(`SELECT ${SELECT} ${FROM} WHERE a.id=?`, [adId]);
  if (!row) throw notFound(`Featured ad ${adId} not found`);
  return row;
}

/** Validates every field before the image is stored. */
async function adInput(ctx: Ctx, f: Fields, current?: Row): Promise<Record<string, string | number | null>> {
  const create = !current;
  const start = date(f, 'StartDate', { required: create ? 'StartDate is required' : false });
  const end = date(f, 'EndDate', { required: create ? 'EndDate is required' : false });
  const priority = int(f, 'Priority', {
    required: create ? 'Priority is required' : false,
    min: 1,
    minMessage: 'Priority must be at least 1',
  });
  const position = oneOf(f, 'Position', POSITIONS);
  const vendorId = idField(f, 'VendorId', false);
  const s = start ?? (current?.start_date as string);
  const e = end ?? (current?.end_date as string);
  if (Date.parse(e) < Date.parse(s)) throw badRequest('EndDate must be after StartDate');
  if (
    vendorId !== undefined &&
    !(await ctx.db.get(`SELECT id FROM users WHERE id=? AND role='V'`, [vendorId]))
  )
    throw notFound(`Vendor ${vendorId} not found`);
  const image = f.files((k) => k.includes('image') || k === 'file')[0];
  const out: Record<string, string | number | null> = { updated_at: new Date().toISOString() };
  if (start) out.start_date = start;
  if (end) out.end_date = end;
  if (priority !== undefined) out.priority = priority;
  if (position || create) out.position = position ?? 'Homepage Banner';
  if (vendorId !== undefined) out.vendor_id = vendorId;
  if (image) out.image_path = await ctx.files.save(image, 'Image');
  return out;
}

export function registerFeaturedAds(r: Router): void {
  r.get(
    '/FeaturedAds/v1',
    async (req, ctx) => {
      const paging = parsePaging(req.query, { sortKeys: SORT, defaultSort: 'featuredadid' });
      const data = await ctx.db.page({
        select: SELECT,
        from: FROM,
        search: SEARCH,
        paging,
        key: 'a.id',
        map: (row) => mapAd(ctx, row),
      });
      return { data };
    },
    { query: ['Page', 'PageSize', 'Search'] },
  );

  r.post(
    '/FeaturedAds/v1',
    async (req, ctx) => {
      const v = await adInput(ctx, await req.body());
      v.created_at = v.updated_at;
      const cols = Object.keys(v);
      const { lastId } = await ctx.db.run(
        `INSERT INTO featured_ads(${cols.join(',')}) VALUES(${cols.map(() => '?').join(',')})`,
        Object.values(v),
      );
      return { status: 201, message: 'Ad added', data: mapAd(ctx, await adRow(ctx, lastId)) };
    },
    FORM,
  );

  r.put(
    '/FeaturedAds/v1/{id}',
    async (req, ctx) => {
      const row = await adRow(ctx, id(req.params.id));
      const v = await adInput(ctx, await req.body(), row);
      const cols = Object.keys(v);
      await ctx.db.run(`UPDATE featured_ads SET ${cols.map((c) => `${c}=?`).join(', ')} WHERE id=?`, [
        ...Object.values(v),
        row.id,
      ]);
      if (v.image_path) await ctx.files.remove(row.image_path as string | null);
      return { message: 'Ad updated', data: mapAd(ctx, await adRow(ctx, Number(row.id))) };
    },
    FORM,
  );

  r.del(
    '/FeaturedAds/v1/{id}',
    async (req, ctx) => {
      const adId = id(req.params.id);
      const named = req.query.get('FeaturedAdId');
      if (named !== undefined && id(named, 'FeaturedAdId') !== adId)
        throw badRequest('FeaturedAdId must be the id in the path');
      const row = await adRow(ctx, adId);
      await ctx.db.run('DELETE FROM featured_ads WHERE id=?', [row.id]);
      await ctx.files.remove(row.image_path as string | null);
      return { message: 'Ad deleted', data: { FeaturedAdId: Number(row.id) } };
    },
    { query: ['FeaturedAdId'] },
  );
}
