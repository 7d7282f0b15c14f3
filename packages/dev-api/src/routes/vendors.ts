import { badRequest } from '../http/envelope';
import { PAGING_QUERY, parsePaging } from '../http/paging';
import { FORM, type Ctx, type Router } from '../http/router';
import { bool, id } from '../http/validate';
import {
  mapVendor,
  mapVendorDetail,
  VENDOR_FROM,
  VENDOR_LIST_SELECT,
  VENDOR_MEMORY,
  VENDOR_SEARCH,
  VENDOR_SORT,
  vendorRow,
} from '../db/vendors';
import {
  assertMobileFree,
  imageOf,
  insertVendor,
  REQUIRED_VENDOR_FIELDS,
  vendorInput,
  vendorUpdates,
} from './vendorForm';

export async function vendorDetail(ctx: Ctx, vendorId: number): Promise<Record<string, unknown>> {
  return mapVendorDetail(ctx, await vendorRow(ctx, vendorId));
}

export function registerVendors(r: Router): void {
  r.get(
    '/Vendors/v1',
    async (req, ctx) => {
      const paging = parsePaging(req.query, { sortKeys: VENDOR_SORT, defaultSort: 'name' });
      const data = await ctx.db.page({
        select: VENDOR_LIST_SELECT,
        from: VENDOR_FROM,
        where: [`u.role='V'`],
        search: VENDOR_SEARCH,
        memory: VENDOR_MEMORY,
        paging,
        key: 'u.id',
        map: (row) => mapVendor(ctx, row),
      });
      return { data };
    },
    { query: PAGING_QUERY },
  );

  r.get('/vendors/v1/{id}', async (req, ctx) => ({ data: await vendorDetail(ctx, id(req.params.id)) }));

  r.del('/vendors/v1/{id}', async (req, ctx) => {
    const row = await vendorRow(ctx, id(req.params.id));
    await ctx.db.run(`DELETE FROM users WHERE id=? AND role='V'`, [row.id]);
    await ctx.files.remove(row.image_path as string | null);
    return { message: 'Vendor deleted successfully', data: { id: Number(row.id) } };
  });

  r.put('/vendors/v1/toggle-active/{id}', async (req, ctx) => {
    const row = await vendorRow(ctx, id(req.params.id));
    const f = await req.body();
    const wanted = bool(f, 'isActive') ?? !(row.is_active === 1);
    await ctx.db.run(`UPDATE users SET is_active=?, updated_at=? WHERE id=?`, [
      wanted ? 1 : 0,
      new Date().toISOString(),
      row.id,
    ]);
    return {
      message: 'Vendor status updated successfully',
      data: mapVendor(ctx, await vendorRow(ctx, Number(row.id))),
    };
  });

  /** Creates a vendor (no vendorId) or updates one's profile (vendorId or id given); form data with an optional image. */
  r.post(
    '/vendors/v1/vendor-profile',
    async (req, ctx) => {
      const f = await req.body();
      const probe = vendorInput(f, false);
      if (probe.vendorId !== undefined) {
        const row = await vendorRow(ctx, probe.vendorId);
        await assertMobileFree(ctx, probe.mobileno, probe.vendorId);
        const isActive = bool(f, 'isActive');
        const image = await imageOf(ctx, f);
        await ctx.db.batch(vendorUpdates(probe.vendorId, { ...probe, isActive }, image));
        if (image) await ctx.files.remove(row.image_path as string | null);
        return { message: 'Vendor updated successfully', data: await vendorDetail(ctx, probe.vendorId) };
      }
      const v = vendorInput(f, true);
      if (!v.mobileno) throw badRequest(REQUIRED_VENDOR_FIELDS);
      await assertMobileFree(ctx, v.mobileno);
      const image = await imageOf(ctx, f);
      const [res] = await ctx.db.batch([insertVendor(v, image, undefined)]);
      return {
        status: 201,
        message: 'Vendor created successfully',
        data: await vendorDetail(ctx, res.lastId),
      };
    },
    FORM,
  );
}
