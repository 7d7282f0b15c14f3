import { badRequest, notFound } from '../http/envelope';
import type { Fields } from '../http/fields';
import { parsePaging } from '../http/paging';
import { FORM, type Ctx, type Router } from '../http/router';
import { bool, id, str } from '../http/validate';
import type { Row } from '../db/client';
import { mapShop, parseList, SHOP_SEARCH, SHOP_SORT } from '../db/shops';

const MAX_IMAGES = 10;

/** Phones from a JSON list, a separated string, repeated fields or `shopPhones[i]` fields. */
function phonesOf(f: Fields): string[] | undefined {
  const out: string[] = [];
  let seen = false;
  const push = (v: unknown): void => {
    if (v === undefined || v === null) return;
    seen = true;
    if (Array.isArray(v)) return v.forEach(push);
    if (typeof v === 'object')
      return push((v as Record<string, unknown>).phone ?? (v as Record<string, unknown>).number);
    if (typeof v !== 'string' && typeof v !== 'number')
      throw badRequest('shopPhones must be a list of phone numbers');
    for (const p of String(v).split(/[;,]/)) if (p.trim()) out.push(p.trim());
  };
  push(f.get('shopPhones'));
  const indexed = f
    .keys()
    .map((k) => /^shopphones\[(\d+)\]$/.exec(k))
    .filter((m): m is RegExpExecArray => m !== null)
    .sort((a, b) => Number(a[1]) - Number(b[1]));
  for (const m of indexed) push(f.get(m[0]));
  if (!seen) return undefined;
  for (const p of out)
    if (!/^\d{10}$/.test(p.replace(/[\s-]/g, ''))) throw badRequest(`Phone number ${p} must be 10 digits`);
  return [...new Set(out.map((p) => p.replace(/[\s-]/g, '')))];
}

function categoryOf(f: Fields): string | undefined {
  const v = f.get('shopCategory');
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    const c = o.category ?? o.shopCategoryName ?? o.name;
    return typeof c === 'string' ? c.trim() : undefined;
  }
  return str(f, 'shopCategory', { max: 100 });
}

async function shopRow(ctx: Ctx, raw: string): Promise<Row> {
  const row = await ctx.db.get('SELECT * FROM shops WHERE id=?', [id(raw)]);
  if (!row) throw notFound(`Shop ${raw} not found`);
  return row;
}

/**
 * The images to keep, each of which must be one of the shop's own: naming another record's upload
 * would make it this shop's, and the next update or delete of this shop would delete that file.
 */
function ownImages(ctx: Ctx, own: string[], named: unknown[], field: string): string[] {
  const mine = new Set(own);
  const kept: string[] = [];
  for (const raw of named) {
    const text = String(raw).trim();
    if (!text) continue;
    const rel = ctx.files.relative(text);
    if (!rel || !mine.has(rel)) throw badRequest(`${field}: ${text} is not an image of this shop`);
    kept.push(rel);
  }
  return kept;
}

/** Validates the whole form first; only then stores uploaded images. */
async function shopInput(
  ctx: Ctx,
  f: Fields,
  current?: Row,
): Promise<Record<string, string | number | null>> {
  const create = !current;
  const name = str(f, 'shopName', { max: 150 });
  const category = categoryOf(f);
  const address = str(f, 'shopAddress', { max: 500 });
  const phones = phonesOf(f);
  if ((create && !name) || name === '') throw badRequest('Shop Name is required');
  if ((create && !category) || category === '') throw badRequest('Shop Category is required');
  if ((create && !address) || address === '') throw badRequest('Shop Address is required');
  if ((create && !phones?.length) || (phones && phones.length === 0))
    throw badRequest('At least one phone number is required');
  const whatsapp = str(f, 'shopWhatsappNo');
  if (whatsapp && !/^\d{10}$/.test(whatsapp)) throw badRequest('shopWhatsappNo must be 10 digits');
  const isActive = bool(f, 'isActive');
  const isVerified = bool(f, 'isVerified');
  const uploads = f.files((k) => k.startsWith('shopimages'));
  const own = current ? parseList(current.images) : [];
  let kept = own;
  const existingRaw = f.get('existingImages');
  const urls = f.get('shopImages');
  if (existingRaw !== undefined && existingRaw !== null) {
    kept = ownImages(
      ctx,
      own,
      Array.isArray(existingRaw) ? existingRaw : String(existingRaw).split(/[;,]/),
      'existingImages',
    );
  } else if (typeof urls === 'string' && urls.trim()) {
    kept = ownImages(ctx, own, urls.split(';'), 'shopImages');
  }
  if (kept.length + uploads.length > MAX_IMAGES) throw badRequest(`At most ${MAX_IMAGES} shop images`);
  const saved: string[] = [];
  for (const file of uploads) saved.push(await ctx.files.save(file, 'shopImages'));
  const out: Record<string, string | number | null> = {
    updated_at: new Date().toISOString(),
    images: JSON.stringify([...new Set([...kept, ...saved])]),
  };
  if (name !== undefined) out.name = name;
  if (category !== undefined) out.category = category;
  if (address !== undefined) out.address = address;
  if (phones !== undefined) out.phones = JSON.stringify(phones);
  if (whatsapp !== undefined) out.whatsapp = whatsapp || null;
  if (isActive !== undefined || create) out.is_active = (isActive ?? true) ? 1 : 0;
  if (isVerified !== undefined || create) out.is_verified = isVerified ? 1 : 0;
  return out;
}

export function registerShops(r: Router): void {
  r.get(
    '/Shops/v1',
    async (req, ctx) => {
      const paging = parsePaging(req.query, { sortKeys: SHOP_SORT, defaultSort: 'shopname' });
      const data = await ctx.db.page({
        select: '*',
        from: 'FROM shops',
        search: SHOP_SEARCH,
        paging,
        key: 'id',
        map: (row) => mapShop(ctx.files, row),
      });
      return { data };
    },
    { query: ['page', 'pageSize', 'searchTerms', 'sortBy'] },
  );

  r.get('/Shops/v1/{id}', async (req, ctx) => ({
    data: mapShop(ctx.files, await shopRow(ctx, req.params.id)),
  }));

  r.post(
    '/Shops/v1',
    async (req, ctx) => {
      const v = await shopInput(ctx, await req.body());
      v.created_at = v.updated_at;
      const cols = Object.keys(v);
      const { lastId } = await ctx.db.run(
        `INSERT INTO shops(${cols.join(',')}) VALUES(${cols.map(() => '?').join(',')})`,
        Object.values(v),
      );
      return {
        status: 201,
        message: 'Shop created successfully',
        data: mapShop(ctx.files, (await ctx.db.get('SELECT * FROM shops WHERE id=?', [lastId]))!),
      };
    },
    FORM,
  );

  r.put(
    '/Shops/v1/{id}',
    async (req, ctx) => {
      const row = await shopRow(ctx, req.params.id);
      const v = await shopInput(ctx, await req.body(), row);
      const cols = Object.keys(v);
      await ctx.db.run(`UPDATE shops SET ${cols.map((c) => `${c}=?`).join(', ')} WHERE id=?`, [
        ...Object.values(v),
        row.id,
      ]);
      const after = (await ctx.db.get('SELECT * FROM shops WHERE id=?', [row.id]))!;
      const now = new Set(parseList(after.images));
      for (const old of parseList(row.images)) if (!now.has(old)) await ctx.files.remove(old);
      return { message: 'Shop updated successfully', data: mapShop(ctx.files, after) };
    },
    FORM,
  );

  r.del('/Shops/v1/{id}', async (req, ctx) => {
    const row = await shopRow(ctx, req.params.id);
    await ctx.db.run('DELETE FROM shops WHERE id=?', [row.id]);
    for (const img of parseList(row.images)) await ctx.files.remove(img);
    return { message: 'Shop deleted successfully', data: { shopId: Number(row.id) } };
  });
}
