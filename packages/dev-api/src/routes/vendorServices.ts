import type { InStatement } from '@libsql/client';
import { badRequest, conflict, notFound } from '../http/envelope';
import { Fields } from '../http/fields';
import { PAGING_QUERY, parsePaging } from '../http/paging';
import { FORM, type Ctx, type Router } from '../http/router';
import { bool, checkMobile, id } from '../http/validate';
import {
  mapVendorService,
  vendorByMobile,
  vendorRow,
  vendorServiceRow,
  VS_FROM,
  VS_SEARCH,
  VS_SELECT,
  VS_SERVICE_SEARCH,
  VS_SORT,
} from '../db/vendors';
import { UNITS } from '../seed/parts';
import { vendorDetail } from './vendors';
import {
  assertMobileFree,
  assertService,
  imageOf,
  insertVendor,
  linkInput,
  upsertLink,
  vendorInput,
  vendorUpdates,
} from './vendorForm';

const MSG_MOBILE = 'Mobile number is required';
const MSG_NONE = 'Please select at least one service';
const MSG_RATES = 'Please provide valid rates and units for all selected services';

interface Link {
  id?: number;
  servicesId: number;
  serviceUnits: string;
  serviceRates: number;
}

/** The service-linking list: every item needs a service, a known unit and a rate above 0. */
function links(items: unknown[] | undefined): Link[] {
  if (!items || items.length === 0) throw badRequest(MSG_NONE);
  const seen = new Set<number>();
  return items.map((x) => {
    if (!x || typeof x !== 'object') throw badRequest(MSG_RATES);
    const f = new Fields(x, 'json');
    const sid = f.get(['servicesId', 'serviceId']);
    if (sid === undefined || sid === null || sid === '') throw badRequest(MSG_NONE);
    const servicesId = id(sid, 'servicesId');
    if (seen.has(servicesId)) throw badRequest(`Service ${servicesId} is listed twice`);
    seen.add(servicesId);
    const unitRaw = f.get('serviceUnits');
    const unit =
      typeof unitRaw === 'string'
        ? UNITS.find((u) => u.toLowerCase() === unitRaw.trim().toLowerCase())
        : undefined;
    const rateRaw = f.get('serviceRates');
    const rate =
      typeof rateRaw === 'number'
        ? rateRaw
        : typeof rateRaw === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(rateRaw)
          ? Number(rateRaw)
          : NaN;
    if (!unit || !(rate > 0)) throw badRequest(MSG_RATES);
    const rowId = f.get('id');
    return {
      id: rowId === undefined || rowId === null || rowId === '' || rowId === 0 ? undefined : id(rowId, 'id'),
      servicesId,
      serviceUnits: unit,
      serviceRates: rate,
    };
  });
}

async function rowsForVendor(ctx: Ctx, vendorId: number): Promise<Record<string, unknown>[]> {
  return (
    await ctx.db.all(
      `SELECT ${VS_SELECT} ${VS_FROM} WHERE vs.vendor_id=? ORDER BY s.name COLLATE NOCASE, vs.id`,
      [vendorId],
    )
  ).map(mapVendorService);
}

async function assertServices(ctx: Ctx, list: Link[]): Promise<void> {
  for (const l of list) await assertService(ctx, l.servicesId);
}

export function registerVendorServices(r: Router): void {
  r.get(
    '/VenderServices/v1',
    async (req, ctx) => {
      const paging = parsePaging(req.query, { sortKeys: VS_SORT, defaultSort: 'name' });
      const data = await ctx.db.page({
        select: VS_SELECT,
        from: VS_FROM,
        search: VS_SEARCH,
        paging,
        key: 'vs.id',
        map: mapVendorService,
      });
      return { data };
    },
    { query: PAGING_QUERY },
  );

  r.get(
    '/VenderServices/v1/mobile/{vMobile}',
    async (req, ctx) => {
      const vendor = await vendorByMobile(ctx, checkMobile(req.params.vMobile, 'vMobile'));
      // spec §7: page size 99999 by default (one vendor's links: a few rows), the one list above MAX_PAGE_SIZE
      const paging = parsePaging(req.query, {
        sortKeys: VS_SORT,
        defaultSort: 'service',
        defaultPageSize: 99999,
        maxPageSize: 99999,
      });
      const data = await ctx.db.page({
        select: VS_SELECT,
        from: VS_FROM,
        where: ['vs.vendor_id=?'],
        args: [Number(vendor.id)],
        search: [VS_SERVICE_SEARCH],
        paging,
        key: 'vs.id',
        map: mapVendorService,
      });
      return { data };
    },
    { query: PAGING_QUERY },
  );

  /**
   * The vendor with its main service, in the spec §3 vendor detail shape: `vendorId` is the vendor, `id`
   * the vendor-service row of its main service (the `id` the vendor form sends back as
   * venderServiceDto.id; null when the main service is not linked).
   */
  r.get('/VenderServices/v1/vendor-with-main-service/{id}', async (req, ctx) => {
    const vendor = await vendorDetail(ctx, id(req.params.id));
    const main = vendor.servicesId
      ? await ctx.db.get<{ id: number }>(
          'SELECT id FROM vendor_services WHERE vendor_id=? AND service_id=?',
          [vendor.vendorId as number, vendor.servicesId as number],
        )
      : undefined;
    return { data: { ...vendor, id: main ? Number(main.id) : null } };
  });

  r.get('/VenderServices/v1/{id}', async (req, ctx) => ({
    data: mapVendorService(await vendorServiceRow(ctx, id(req.params.id))),
  }));

  r.del('/VenderServices/v1/{id}', async (req, ctx) => {
    const row = await vendorServiceRow(ctx, id(req.params.id));
    await ctx.db.run('DELETE FROM vendor_services WHERE id=?', [row.id]);
    return { message: 'Vendor service deleted', data: { id: Number(row.id) } };
  });

  r.put('/VenderServices/v1/toggle-active/{id}', async (req, ctx) => {
    const row = await vendorServiceRow(ctx, id(req.params.id));
    const wanted = bool(await req.body(), 'isActive') ?? !(row.is_active === 1);
    await ctx.db.run('UPDATE vendor_services SET is_active=? WHERE id=?', [wanted ? 1 : 0, row.id]);
    return {
      message: 'Vendor service status updated',
      data: mapVendorService(await vendorServiceRow(ctx, Number(row.id))),
    };
  });

  r.post('/VenderServices/v1/bulk', async (req, ctx) => {
    const f = await req.body();
    const list = f.list();
    const first = list?.[0] && typeof list[0] === 'object' ? new Fields(list[0], 'json') : undefined;
    const mobile = String(
      f.get(['vMobile', 'mobileno', 'mobile']) ?? first?.get(['vMobile', 'mobileno', 'mobile']) ?? '',
    ).trim();
    if (!mobile) throw badRequest(MSG_MOBILE);
    checkMobile(mobile, 'vMobile');
    const items = links(list);
    const vendor = await vendorByMobile(ctx, mobile);
    await assertServices(ctx, items);
    await ctx.db.batch(items.map((l) => upsertLink(mobile, l.servicesId, l.serviceUnits, l.serviceRates)));
    return {
      status: 201,
      message: 'Services linked successfully',
      data: await rowsForVendor(ctx, Number(vendor.id)),
    };
  });

  r.put('/VenderServices/v1/bulk/{mobileno}', async (req, ctx) => {
    const mobile = req.params.mobileno.trim();
    if (!mobile) throw badRequest(MSG_MOBILE);
    checkMobile(mobile, 'mobileno');
    const items = links((await req.body()).list());
    const vendor = await vendorByMobile(ctx, mobile);
    const vendorId = Number(vendor.id);
    await assertServices(ctx, items);
    const own = new Set(
      (await ctx.db.all<{ id: number }>('SELECT id FROM vendor_services WHERE vendor_id=?', [vendorId])).map(
        (x) => Number(x.id),
      ),
    );
    for (const l of items)
      if (l.id !== undefined && !own.has(l.id))
        throw notFound(`Vendor service ${l.id} not found for vendor ${mobile}`);
    const keep = items.map((l) => l.servicesId);
    const stmts: InStatement[] = [
      {
        sql: `DELETE FROM vendor_services WHERE vendor_id=? AND service_id NOT IN (${keep.map(() => '?').join(',')})`,
        args: [vendorId, ...keep],
      },
      ...items.map((l) => upsertLink(mobile, l.servicesId, l.serviceUnits, l.serviceRates)),
    ];
    await ctx.db.batch(stmts);
    return { message: 'Services linked successfully', data: await rowsForVendor(ctx, vendorId) };
  });

  r.post(
    '/VenderServices/v1/combined-vender-service-create',
    async (req, ctx) => {
      const f = await req.body();
      const v = vendorInput(f, true);
      const link = linkInput(f, true);
      await assertService(ctx, link.servicesId);
      await assertMobileFree(ctx, v.mobileno);
      const image = await imageOf(ctx, f);
      const [res] = await ctx.db.batch([
        insertVendor(v, image, link.servicesId),
        upsertLink(v.mobileno!, link.servicesId!, link.serviceUnits, link.serviceRates),
      ]);
      return {
        status: 201,
        message: 'Vendor created successfully',
        data: await vendorDetail(ctx, res.lastId),
      };
    },
    FORM,
  );

  r.post(
    '/VenderServices/v1/combined-vender-service-update',
    async (req, ctx) => {
      const f = await req.body();
      const v = vendorInput(f, false);
      if (v.vendorId === undefined) throw badRequest('usersDto.vendorId is required');
      const before = await vendorRow(ctx, v.vendorId);
      const link = linkInput(f, false);
      await assertService(ctx, link.servicesId);
      await assertMobileFree(ctx, v.mobileno, v.vendorId);
      const stmts = vendorUpdates(v.vendorId, v, undefined, link.servicesId);
      if (link.id !== undefined && link.servicesId !== undefined) {
        const row = await ctx.db.get<{ vendor_id: number }>(
          'SELECT vendor_id FROM vendor_services WHERE id=?',
          [link.id],
        );
        if (!row || Number(row.vendor_id) !== v.vendorId)
          throw notFound(`Vendor service ${link.id} not found for this vendor`);
        const clash = await ctx.db.get(
          'SELECT id FROM vendor_services WHERE vendor_id=? AND service_id=? AND id<>?',
          [v.vendorId, link.servicesId, link.id],
        );
        if (clash) throw conflict('This vendor is already linked to that service');
        stmts.push({
          sql: 'UPDATE vendor_services SET service_id=? WHERE id=?',
          args: [link.servicesId, link.id],
        });
      } else if (link.servicesId !== undefined) {
        stmts.push({
          sql: `INSERT INTO vendor_services(vendor_id, service_id, service_units, service_rates, is_active, created_at) VALUES(?,?,?,?,1,?)
          ON CONFLICT(vendor_id, service_id) DO NOTHING`,
          args: [v.vendorId, link.servicesId, link.serviceUnits, link.serviceRates, new Date().toISOString()],
        });
      }
      const image = await imageOf(ctx, f);
      if (image) stmts.push(...vendorUpdates(v.vendorId, {}, image));
      await ctx.db.batch(stmts);
      if (image) await ctx.files.remove(before.image_path as string | null);
      return { message: 'Vendor updated successfully', data: await vendorDetail(ctx, v.vendorId) };
    },
    FORM,
  );
}
