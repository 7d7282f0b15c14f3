import { badRequest, conflict, notFound } from '../http/envelope';
import type { Fields } from '../http/fields';
import { FORM, type Ctx, type Router } from '../http/router';
import { bool, id, int, str } from '../http/validate';
import type { Row } from '../db/client';
import { mapCategory } from '../db/shops';

const NAME = ['ShopCategoryName', 'shopCategoryName', 'name'];

async function byName(ctx: Ctx, name: string): Promise<Row> {
  const row = await ctx.db.get('SELECT * FROM shop_categories WHERE name = ? COLLATE NOCASE', [name.trim()]);
  if (!row) throw notFound(`Category '${name}' not found`);
  return row;
}

function iconOf(f: Fields): File | undefined {
  return f.files((k) => k.includes('icon') || k === 'file' || k === 'image')[0];
}

async function categories(ctx: Ctx): Promise<Record<string, unknown>[]> {
  return (await ctx.db.all('SELECT * FROM shop_categories ORDER BY ord, name COLLATE NOCASE, id')).map((r) =>
    mapCategory(ctx.files, r),
  );
}

export function registerShopCategories(r: Router): void {
  r.get('/Shops/v1/all-categories', async (_req, ctx) => {
    const items = await categories(ctx);
    return { data: { items, totalCount: items.length, page: 1, pageSize: Math.max(items.length, 1) } };
  });

  r.post(
    '/Shops/v1/category',
    async (req, ctx) => {
      const f = await req.body();
      const name = str(f, NAME, { required: 'Category name is required', max: 100 })!;
      const isActive = bool(f, 'isActive') ?? true;
      let ord = int(f, ['ord', 'order'], { min: 1, minMessage: 'ord must be at least 1' });
      if (await ctx.db.get('SELECT id FROM shop_categories WHERE name = ? COLLATE NOCASE', [name]))
        throw conflict(`Category '${name}' already exists`);
      ord ??=
        Number(
          (await ctx.db.get<{ m: number }>('SELECT COALESCE(MAX(ord), 0) AS m FROM shop_categories'))?.m ?? 0,
        ) + 1;
      const icon = iconOf(f);
      const path = icon ? await ctx.files.save(icon, 'ShopCategoryIcon') : null;
      const { lastId } = await ctx.db.run(
        'INSERT INTO shop_categories(name, icon_path, is_active, ord) VALUES(?,?,?,?)',
        [name, path, isActive ? 1 : 0, ord],
      );
      return {
        status: 201,
        message: 'Category created',
        data: mapCategory(
          ctx.files,
          (await ctx.db.get('SELECT * FROM shop_categories WHERE id=?', [lastId]))!,
        ),
      };
    },
    FORM,
  );

  r.put(
    '/Shops/v1/category/{categoryname}',
    async (req, ctx) => {
      const row = await byName(ctx, req.params.categoryname);
      const f = await req.body();
      const name = str(f, NAME, { max: 100 });
      if (name === '') throw badRequest('Category name is required');
      const isActive = bool(f, 'isActive');
      const ord = int(f, ['ord', 'order'], { min: 1, minMessage: 'ord must be at least 1' });
      if (name && name.toLowerCase() !== String(row.name).toLowerCase()) {
        if (
          await ctx.db.get('SELECT id FROM shop_categories WHERE name = ? COLLATE NOCASE AND id<>?', [
            name,
            row.id,
          ])
        )
          throw conflict(`Category '${name}' already exists`);
      }
      const icon = iconOf(f);
      const path = icon ? await ctx.files.save(icon, 'ShopCategoryIcon') : undefined;
      // ShopCategoryIcon sent empty (no file) is "no icon": the saved one goes; left out, it stays
      const removeIcon = !icon && f.get('ShopCategoryIcon') === '';
      const stmts = [
        {
          sql: `UPDATE shop_categories SET name=COALESCE(?, name), is_active=COALESCE(?, is_active), ord=COALESCE(?, ord), icon_path=${removeIcon ? 'NULL' : 'COALESCE(?, icon_path)'} WHERE id=?`,
          args: [
            name ?? null,
            isActive === undefined ? null : isActive ? 1 : 0,
            ord ?? null,
            ...(removeIcon ? [] : [path ?? null]),
            row.id,
          ],
        },
      ];
      if (name && name !== row.name)
        stmts.push({
          sql: 'UPDATE shops SET category=? WHERE category = ? COLLATE NOCASE',
          args: [name, row.name],
        });
      await ctx.db.batch(stmts);
      if (path || removeIcon) await ctx.files.remove(row.icon_path as string | null);
      return {
        message: 'Category updated',
        data: mapCategory(
          ctx.files,
          (await ctx.db.get('SELECT * FROM shop_categories WHERE id=?', [row.id]))!,
        ),
      };
    },
    FORM,
  );

  r.del('/Shops/v1/category/{categoryname}', async (req, ctx) => {
    const row = await byName(ctx, req.params.categoryname);
    await ctx.db.run('DELETE FROM shop_categories WHERE id=?', [row.id]);
    await ctx.files.remove(row.icon_path as string | null);
    return {
      message: 'Category deleted',
      data: { shopCategoryId: Number(row.id), shopCategoryName: row.name },
    };
  });

  r.post('/Shops/v1/category/reorder', async (req, ctx) => {
    const list = (await req.body()).list();
    if (!list || list.length === 0) throw badRequest('A list of {id, order} is required');
    const known = new Set(
      (await ctx.db.all<{ id: number }>('SELECT id FROM shop_categories')).map((x) => Number(x.id)),
    );
    const stmts = list.map((x, i) => {
      const o = (x && typeof x === 'object' ? x : {}) as Record<string, unknown>;
      const cid = id(o.id ?? o.shopCategoryId, `item ${i + 1} id`);
      const order = o.order ?? o.ord;
      if (
        !(typeof order === 'number' || (typeof order === 'string' && /^\d+$/.test(order))) ||
        !Number.isInteger(Number(order)) ||
        Number(order) < 1
      ) {
        throw badRequest(`Item ${i + 1} order must be an integer of at least 1`);
      }
      if (!known.has(cid)) throw notFound(`Category ${cid} not found`);
      return { sql: 'UPDATE shop_categories SET ord=? WHERE id=?', args: [Number(order), cid] };
    });
    await ctx.db.batch(stmts);
    return { message: 'Category order updated', data: await categories(ctx) };
  });
}
