import { badRequest, conflict, notFound } from '../http/envelope';
import type { Fields } from '../http/fields';
import { PAGING_QUERY, parsePaging } from '../http/paging';
import type { Ctx, Router } from '../http/router';
import { bool, date, id, idField, num, str } from '../http/validate';
import { b, type Row } from '../db/client';
import type { SearchSource } from '../db/search';

const REQUIRED = 'Please fill all required fields.';
type For = 'vendor' | 'shop';

/** Each list's rows are the vendors (or shops), with their subscription where they have one. */
interface Owner {
  select: string;
  from: string;
  /** The owner's id, name and mobile as expressions of `from` (sort keys are evaluated where select's names are not). */
  key: string;
  name: string;
  mobile: string;
  search: SearchSource[];
}

const PLAN_SEARCH = ['p.subscription_plan', 'p.transaction_id', 'p.payment_method'];
const OWNER: Record<For, Owner> = {
  vendor: {
    select: `u.id AS owner_id, u.name AS owner_name, u.mobileno AS owner_mobile, p.*`,
    from: `FROM users u LEFT JOIN premium_services p ON p.vendor_id = u.id WHERE u.role='V'`,
    key: 'u.id',
    name: 'u.name',
    mobile: 'u.mobileno',
    search: [
      { cols: ['u.name', 'u.mobileno'], index: 'users' },
      {
        cols: PLAN_SEARCH,
        index: 'premium_services',
        keys: (rowids) => `SELECT vendor_id FROM premium_services WHERE id IN (${rowids})`,
      },
    ],
  },
  shop: {
    select: `s.id AS owner_id, s.name AS owner_name, json_extract(s.phones, '$[0]') AS owner_mobile, p.*`,
    from: `FROM shops s LEFT JOIN premium_services p ON p.shop_id = s.id WHERE 1=1`,
    key: 's.id',
    name: 's.name',
    mobile: `json_extract(s.phones, '$[0]')`,
    search: [
      { cols: ['s.name', 's.phones'], index: 'shops' },
      {
        cols: PLAN_SEARCH,
        index: 'premium_services',
        keys: (rowids) => `SELECT shop_id FROM premium_services WHERE id IN (${rowids})`,
      },
    ],
  },
};

const sortOf = (o: Owner): Record<string, string> => ({
  id: 'COALESCE(p.id, 9000000000000000)',
  vendorname: `${o.name} COLLATE NOCASE`,
  shopname: `${o.name} COLLATE NOCASE`,
  name: `${o.name} COLLATE NOCASE`,
  mobile: o.mobile,
  subscription: 'p.subscription_plan',
  subscriptionplan: 'p.subscription_plan',
  status: 'p.is_active',
  isactive: 'p.is_active',
  startdate: 'p.start_date',
  enddate: 'p.end_date',
  amountpaid: 'p.amount_paid',
  createdat: 'p.created_at',
});
const SORT: Record<For, Record<string, string>> = { vendor: sortOf(OWNER.vendor), shop: sortOf(OWNER.shop) };

function mapPremium(kind: For, r: Row): Record<string, unknown> {
  const has = r.id !== null && r.id !== undefined;
  return {
    id: has ? Number(r.id) : null,
    serviceFor: kind,
    vendorId: kind === 'vendor' ? Number(r.owner_id) : null,
    shopId: kind === 'shop' ? Number(r.owner_id) : null,
    vendorName: kind === 'vendor' ? r.owner_name : null,
    shopName: kind === 'shop' ? r.owner_name : null,
    mobile: r.owner_mobile ?? null,
    subscriptionPlan: r.subscription_plan ?? null,
    startDate: r.start_date ?? null,
    endDate: r.end_date ?? null,
    amountPaid: has ? Number(r.amount_paid) : null,
    paymentMethod: r.payment_method ?? null,
    transactionId: r.transaction_id ?? null,
    isActive: has ? b(r.is_active) : false,
    createdAt: r.created_at ?? null,
    updatedAt: r.updated_at ?? null,
  };
}

function forParam(v: string | undefined): For {
  const k = (v ?? '').toLowerCase();
  if (k !== 'vendor' && k !== 'shop') throw badRequest(`serviceFor must be vendor or shop`);
  return k;
}

async function premiumById(ctx: Ctx, pid: number): Promise<Record<string, unknown>> {
  const p = await ctx.db.get<{ service_for: string }>('SELECT service_for FROM premium_services WHERE id=?', [
    pid,
  ]);
  if (!p) throw notFound(`Paid service ${pid} not found`);
  const kind = p.service_for as For;
  const row = await ctx.db.get(`SELECT ${OWNER[kind].select} ${OWNER[kind].from} AND p.id=?`, [pid]);
  return mapPremium(kind, row!);
}

async function plans(ctx: Ctx): Promise<string[]> {
  return (await ctx.db.all<{ name: string }>('SELECT name FROM subscription_plans ORDER BY ord')).map((x) =>
    String(x.name),
  );
}

/** The subscription fields; on create every required field must be there. */
async function premiumInput(
  ctx: Ctx,
  f: Fields,
  create: boolean,
): Promise<Record<string, string | number | null>> {
  const req = create ? REQUIRED : false;
  const plan = str(f, 'subscriptionPlan', { required: req });
  const start = date(f, 'startDate', { required: req });
  const end = date(f, 'endDate', { required: req });
  if (plan === '') throw badRequest(REQUIRED);
  if (plan !== undefined && !(await plans(ctx)).includes(plan))
    throw badRequest(`subscriptionPlan must be one of: ${(await plans(ctx)).join(', ')}`);
  const amount = num(f, 'amountPaid', { min: 0, minMessage: 'amountPaid must be 0 or more' });
  const method = str(f, 'paymentMethod', { max: 50 });
  const txn = str(f, 'transactionId', { max: 100 });
  const isActive = bool(f, 'isActive');
  const out: Record<string, string | number | null> = { updated_at: new Date().toISOString() };
  if (plan) out.subscription_plan = plan;
  if (start) out.start_date = start;
  if (end) out.end_date = end;
  if (amount !== undefined || create) out.amount_paid = amount ?? 0;
  if (method !== undefined) out.payment_method = method || null;
  if (txn !== undefined) out.transaction_id = txn || null;
  if (isActive !== undefined || create) out.is_active = (isActive ?? true) ? 1 : 0;
  return out;
}

function checkDates(startIso: unknown, endIso: unknown): void {
  if (startIso && endIso && Date.parse(String(endIso)) < Date.parse(String(startIso)))
    throw badRequest('endDate must be on or after startDate');
}

export function registerPremium(r: Router): void {
  r.get(
    '/PremiumServices/v1/GetAllwithPremiumServices/{for}',
    async (req, ctx) => {
      const kind = forParam(req.params.for);
      const paging = parsePaging(req.query, { sortKeys: SORT[kind], defaultSort: 'id' });
      const o = OWNER[kind];
      const [from, cond] = o.from.split(' WHERE ');
      const data = await ctx.db.page({
        select: o.select,
        from,
        where: [cond],
        search: o.search,
        paging,
        key: o.key,
        map: (row) => mapPremium(kind, row),
      });
      return { data };
    },
    { query: PAGING_QUERY },
  );

  r.get('/PremiumServices/v1/subscriptions', async (_req, ctx) => ({ data: await plans(ctx) }));

  r.get('/PremiumServices/v1/{id}', async (req, ctx) => ({
    data: await premiumById(ctx, id(req.params.id)),
  }));

  r.post('/PremiumServices/v1', async (req, ctx) => {
    const f = await req.body();
    const kind = forParam(str(f, 'serviceFor', { required: REQUIRED }));
    const ownerId = idField(f, kind === 'vendor' ? ['vendorId'] : ['shopId'], REQUIRED)!;
    const v = await premiumInput(ctx, f, true);
    checkDates(v.start_date, v.end_date);
    const owner =
      kind === 'vendor'
        ? await ctx.db.get(`SELECT id FROM users WHERE id=? AND role='V'`, [ownerId])
        : await ctx.db.get('SELECT id FROM shops WHERE id=?', [ownerId]);
    if (!owner) throw notFound(`${kind === 'vendor' ? 'Vendor' : 'Shop'} ${ownerId} not found`);
    const col = kind === 'vendor' ? 'vendor_id' : 'shop_id';
    if (await ctx.db.get(`SELECT id FROM premium_services WHERE ${col}=?`, [ownerId]))
      throw conflict(`This ${kind} already has a paid service; edit it instead`);
    const all = { ...v, service_for: kind, [col]: ownerId, created_at: v.updated_at };
    const cols = Object.keys(all);
    const { lastId } = await ctx.db.run(
      `INSERT INTO premium_services(${cols.join(',')}) VALUES(${cols.map(() => '?').join(',')})`,
      Object.values(all),
    );
    return {
      status: 201,
      message: 'Paid service created successfully',
      data: await premiumById(ctx, lastId),
    };
  });

  r.put('/PremiumServices/v1/{id}', async (req, ctx) => {
    const pid = id(req.params.id);
    const current = await ctx.db.get('SELECT * FROM premium_services WHERE id=?', [pid]);
    if (!current) throw notFound(`Paid service ${pid} not found`);
    const f = await req.body();
    const kind = f.has('serviceFor') ? forParam(str(f, 'serviceFor')) : (current.service_for as For);
    const ownerId = idField(f, kind === 'vendor' ? ['vendorId'] : ['shopId'], false);
    const currentOwner = kind === 'vendor' ? current.vendor_id : current.shop_id;
    if (kind !== current.service_for || (ownerId !== undefined && ownerId !== Number(currentOwner))) {
      throw badRequest('The vendor or shop of a paid service cannot be changed; delete it and add a new one');
    }
    const v = await premiumInput(ctx, f, false);
    checkDates(v.start_date ?? current.start_date, v.end_date ?? current.end_date);
    const cols = Object.keys(v);
    await ctx.db.run(`UPDATE premium_services SET ${cols.map((c) => `${c}=?`).join(', ')} WHERE id=?`, [
      ...Object.values(v),
      pid,
    ]);
    return { message: 'Paid service updated successfully', data: await premiumById(ctx, pid) };
  });

  r.del('/PremiumServices/v1/{id}', async (req, ctx) => {
    const pid = id(req.params.id);
    const { changes } = await ctx.db.run('DELETE FROM premium_services WHERE id=?', [pid]);
    if (!changes) throw notFound(`Paid service ${pid} not found`);
    return { message: 'Paid service deleted successfully', data: { id: pid } };
  });

  r.post('/PremiumServices/v1/{id}/toggle-status', async (req, ctx) => {
    const pid = id(req.params.id);
    const { changes } = await ctx.db.run(
      'UPDATE premium_services SET is_active = 1 - is_active, updated_at=? WHERE id=?',
      [new Date().toISOString(), pid],
    );
    if (!changes) throw notFound(`Paid service ${pid} not found`);
    return { message: 'Paid service status updated successfully', data: await premiumById(ctx, pid) };
  });
}
