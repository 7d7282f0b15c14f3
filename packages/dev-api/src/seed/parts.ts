import type { Db } from '../db/client';
import type { Files } from '../files';
import { insertMany } from './bulk';
import { address, FLAG_REASONS, Mobiles, person, REVIEW_TEXTS, SHOP_WORDS } from './people';
import { PALETTE, solidPng } from './png';
import { Rng } from './random';

export type Size = 'demo' | 'large';
const SIZES = {
  demo: {
    vendors: 300,
    clients: 200,
    shops: 80,
    reviews: 300,
    codes: 3000,
    redemptions: 600,
    ads: 25,
    vendorSubs: 60,
    shopSubs: 20,
  },
  large: {
    vendors: 10000,
    clients: 5000,
    shops: 2000,
    reviews: 20000,
    codes: 100000,
    redemptions: 50000,
    ads: 200,
    vendorSubs: 1500,
    shopSubs: 300,
  },
};

/** A fixed "now", so seeded dates are the same on every run. */
export const SEED_NOW = Date.UTC(2026, 0, 1, 9, 0, 0);
const DAY = 86400_000;
const iso = (t: number): string => new Date(t).toISOString();
export const UNITS = ['lumsum', 'feet', 'Sqfeet', 'runfeet', 'kg', 'day', 'hour', 'piece'] as const;
const PLANS = ['Basic', 'Silver', 'Gold', 'Platinum'];
const PLAN_PRICE: Record<string, number> = { Basic: 499, Silver: 999, Gold: 1999, Platinum: 4999 };
const SHOP_CATEGORIES = [
  'Grocery',
  'Pharmacy',
  'Electronics',
  'Hardware',
  'Bakery',
  'Stationery',
  'Salon',
  'Restaurant',
  'Clothing',
  'Mobile Repair',
];

async function images(files: Files, prefix: string, count: number, w: number, h: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < count; i++)
    out.push(
      await files.saveBytes(solidPng(w, h, PALETTE[i % PALETTE.length]), `seed-${prefix}-${i + 1}.png`),
    );
  return out;
}

export async function seedUsers(db: Db, files: Files, size: Size): Promise<void> {
  const rng = new Rng('users');
  const mobiles = new Mobiles(rng);
  const services = (await db.all<{ id: number }>('SELECT id FROM services WHERE parent_id IS NULL')).map(
    (r) => Number(r.id),
  );
  const avatars = await images(files, 'avatar', 6, 48, 48);
  const rows: unknown[][] = [];
  const { vendors, clients } = SIZES[size];
  for (let i = 0; i < vendors + clients; i++) {
    const vendor = i < vendors;
    const p = person(rng, i);
    const created = iso(SEED_NOW - rng.int(5, 900) * DAY - rng.int(0, DAY));
    rows.push([
      i + 1,
      vendor ? 'V' : 'C',
      p.name,
      rng.chance(0.85) ? p.email : null,
      mobiles.next(),
      vendor
        ? rng.weighted([
            [p.gender, 95],
            ['o', 5],
          ] as const)
        : p.gender,
      vendor ? rng.int(1965, 2003) : rng.int(1960, 2005),
      vendor ? rng.int(0, 25) : null,
      vendor && services.length ? rng.pick(services) : null,
      address(rng),
      vendor && rng.chance(0.5)
        ? rng.pick([
            'Available on weekends',
            'Own tools and transport',
            'Speaks Hindi and English',
            'Certified technician',
            'Team of 3 helpers',
          ])
        : null,
      vendor && rng.chance(0.3) ? rng.pick(avatars) : null,
      rng.chance(0.88) ? 1 : 0,
      1,
      created,
      created,
    ]);
  }
  await insertMany(
    db,
    'users',
    [
      'id',
      'role',
      'name',
      'email',
      'mobileno',
      'gender',
      'year_of_birth',
      'year_of_experience',
      'main_service_id',
      'current_address',
      'note',
      'image_path',
      'is_active',
      'is_verified',
      'created_at',
      'updated_at',
    ],
    rows,
  );
}

export async function seedVendorServices(db: Db): Promise<void> {
  const rng = new Rng('vendor-services');
  const all = await db.all<{ id: number; parent_id: number | null }>('SELECT id, parent_id FROM services');
  const children = new Map<number, number[]>();
  for (const s of all)
    if (s.parent_id !== null)
      children.set(Number(s.parent_id), [...(children.get(Number(s.parent_id)) ?? []), Number(s.id)]);
  const vendors = await db.all<{ id: number; main_service_id: number | null; created_at: string }>(
    `SELECT id, main_service_id, created_at FROM users WHERE role='V' ORDER BY id`,
  );
  const rows: unknown[][] = [];
  for (const v of vendors) {
    if (v.main_service_id === null) continue;
    const main = Number(v.main_service_id);
    const picks = new Set<number>([main]);
    const extra = rng.int(0, 3);
    const pool = children.get(main) ?? [];
    for (let i = 0; i < extra && pool.length; i++) picks.add(rng.pick(pool));
    for (const sid of picks) {
      const unit = sid === main ? 'piece' : rng.pick(UNITS);
      rows.push([
        v.id,
        sid,
        unit,
        rng.int(2, 60) * 50,
        rng.chance(0.9) ? 1 : 0,
        Math.round(rng.next() * 20 + 30) / 10,
        rng.int(0, 400),
        v.created_at,
      ]);
    }
  }
  await insertMany(
    db,
    'vendor_services',
    [
      'vendor_id',
      'service_id',
      'service_units',
      'service_rates',
      'is_active',
      'rating',
      'total_appointments',
      'created_at',
    ],
    rows,
  );
}

export async function seedShops(db: Db, files: Files, size: Size): Promise<void> {
  const rng = new Rng('shops');
  const icons = await images(files, 'category', SHOP_CATEGORIES.length, 32, 32);
  await insertMany(
    db,
    'shop_categories',
    ['name', 'icon_path', 'is_active', 'ord'],
    SHOP_CATEGORIES.map((c, i) => [c, icons[i], i === 7 ? 0 : 1, i + 1]),
  );
  const photos = await images(files, 'shop', 5, 120, 80);
  const mobiles = new Mobiles(new Rng('shop-phones'));
  const rows: unknown[][] = [];
  for (let i = 0; i < SIZES[size].shops; i++) {
    const category = rng.chance(0.95)
      ? rng.pick(SHOP_CATEGORIES)
      : rng.pick(['Florist', 'Pet Supplies', 'Opticals']);
    const phones = Array.from({ length: rng.int(1, 3) }, () => mobiles.next());
    const imgs = rng.chance(0.6) ? [rng.pick(photos), ...(rng.chance(0.4) ? [rng.pick(photos)] : [])] : [];
    const created = iso(SEED_NOW - rng.int(1, 700) * DAY);
    rows.push([
      `${rng.pick(SHOP_WORDS)} ${category}${rng.chance(0.3) ? ` ${rng.pick(['Centre', 'Mart', 'Point', 'House', 'Corner'])}` : ''}`,
      category,
      address(rng),
      JSON.stringify(phones),
      rng.chance(0.7) ? phones[0] : null,
      JSON.stringify([...new Set(imgs)]),
      rng.chance(0.9) ? 1 : 0,
      rng.chance(0.6) ? 1 : 0,
      created,
      created,
    ]);
  }
  await insertMany(
    db,
    'shops',
    [
      'name',
      'category',
      'address',
      'phones',
      'whatsapp',
      'images',
      'is_active',
      'is_verified',
      'created_at',
      'updated_at',
    ],
    rows,
  );
}

export async function seedReviews(db: Db, size: Size): Promise<void> {
  const rng = new Rng('reviews');
  const vendors = await db.all<{ id: number; name: string }>(`SELECT id, name FROM users WHERE role='V'`);
  const clients = await db.all<{ name: string }>(`SELECT name FROM users WHERE role='C'`);
  const rows: unknown[][] = [];
  const flags: unknown[][] = [];
  for (let i = 0; i < SIZES[size].reviews; i++) {
    const [title, text, rating] = rng.pick(REVIEW_TEXTS);
    const v = rng.pick(vendors);
    const status = rng.weighted([
      ['P', 40],
      ['A', 45],
      ['R', 15],
    ] as const);
    const created = SEED_NOW - rng.int(0, 365) * DAY - rng.int(0, DAY);
    rows.push([
      i + 1,
      v.id,
      v.name,
      rng.pick(clients).name,
      title,
      text,
      rating,
      status,
      status === 'P'
        ? null
        : rng.pick([
            'Looks genuine',
            'Verified booking',
            'Contains contact details',
            'Abusive language',
            null,
          ]),
      status === 'P' ? null : iso(created + DAY),
      iso(created),
    ]);
    if (rating <= 2 && rng.chance(0.5)) {
      const resolved = rng.chance(0.4);
      flags.push([
        i + 1,
        rng.pick(FLAG_REASONS),
        rng.pick(clients).name,
        resolved ? 1 : 0,
        resolved ? 'Reviewed by admin' : null,
        resolved ? iso(created + 2 * DAY) : null,
        iso(created + DAY),
      ]);
    }
  }
  await insertMany(
    db,
    'reviews',
    [
      'id',
      'vendor_id',
      'vendor_name',
      'client_name',
      'title',
      'text',
      'rating',
      'status',
      'moderator_notes',
      'moderated_at',
      'created_at',
    ],
    rows,
  );
  await insertMany(
    db,
    'review_flags',
    ['review_id', 'reason', 'flagged_by', 'is_resolved', 'resolution_note', 'resolved_at', 'created_at'],
    flags,
  );
}

export async function seedReferrals(db: Db, size: Size): Promise<void> {
  const rng = new Rng('referrals');
  const now = iso(SEED_NOW);
  await insertMany(
    db,
    'referral_configs',
    [
      'referrer_user_type',
      'referred_user_type',
      'referrer_reward_tokens',
      'referred_reward_tokens',
      'updated_at',
    ],
    [
      ['V', 'V', 100, 50, now],
      ['V', 'C', 50, 25, now],
      ['C', 'V', 75, 50, now],
      ['C', 'C', 20, 10, now],
    ],
  );
  await insertMany(
    db,
    'token_mappings',
    ['redemption_type', 'required_tokens', 'equivalent_value', 'updated_at'],
    [
      ['UPI', 100, 10, now],
      ['Bank Transfer', 500, 55, now],
      ['Wallet Credit', 50, 5, now],
      ['Gift Voucher', 1000, 120, now],
    ],
  );
  const users = await db.all<{ id: number; role: string; name: string }>('SELECT id, role, name FROM users');
  const rows: unknown[][] = [];
  const SPACE = 36 ** 5;
  for (let i = 0; i < SIZES[size].codes; i++) {
    const u = rng.pick(users);
    const prefix = u.name
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 4)
      .toUpperCase()
      .padEnd(4, 'X');
    const suffix = ((i * 2654435761) % SPACE).toString(36).toUpperCase().padStart(5, '0');
    rows.push([
      `${prefix}${suffix}`,
      rng.chance(0.85) ? 1 : 0,
      u.role,
      u.id,
      u.name,
      iso(SEED_NOW - rng.int(0, 700) * DAY - rng.int(0, DAY)),
    ]);
  }
  await insertMany(
    db,
    'referral_codes',
    ['code', 'is_active', 'user_type', 'user_id', 'user_name', 'created_at'],
    rows,
  );
}

export async function seedRedemptions(db: Db, size: Size): Promise<void> {
  const rng = new Rng('redemptions');
  const users = await db.all<{ id: number; role: string; name: string }>('SELECT id, role, name FROM users');
  const maps = await db.all<{ redemption_type: string; required_tokens: number; equivalent_value: number }>(
    'SELECT * FROM token_mappings',
  );
  const rows: unknown[][] = [];
  let redemptionId = 0;
  for (let i = 0; i < SIZES[size].redemptions; i++) {
    const u = rng.pick(users);
    const m = rng.pick(maps);
    const tokens = Number(m.required_tokens) * rng.int(1, 10);
    const rate = Number(m.equivalent_value) / Number(m.required_tokens);
    const status = rng.weighted([
      ['Pending', 40],
      ['Approved', 45],
      ['Rejected', 15],
    ] as const);
    const at = SEED_NOW - rng.int(0, 300) * DAY - rng.int(0, DAY);
    const done = status !== 'Pending';
    rows.push([
      done ? ++redemptionId : null,
      u.role,
      u.id,
      u.name,
      m.redemption_type,
      tokens,
      rate,
      Math.round(tokens * rate * 100) / 100,
      iso(at),
      status,
      done
        ? status === 'Approved'
          ? rng.pick(['Paid via UPI', 'Transferred to bank account', 'Voucher emailed'])
          : rng.pick(['Insufficient verified referrals', 'Duplicate request', 'Account under review'])
        : null,
      done ? iso(at + rng.int(1, 5) * DAY) : null,
    ]);
  }
  await insertMany(
    db,
    'redemption_requests',
    [
      'redemption_id',
      'request_user_type',
      'request_user_id',
      'user_name',
      'redeem_method',
      'redeem_tokens',
      'redeem_rate',
      'redeem_value',
      'request_date_time',
      'status',
      'note',
      'processed_at',
    ],
    rows,
  );
}

export async function seedAdsAndPremium(db: Db, files: Files, size: Size): Promise<void> {
  const rng = new Rng('ads');
  const banners = await images(files, 'ad', 6, 160, 60);
  const vendors = await db.all<{ id: number }>(`SELECT id FROM users WHERE role='V' ORDER BY id`);
  const ads: unknown[][] = [];
  for (let i = 0; i < SIZES[size].ads; i++) {
    const start = SEED_NOW - rng.int(-30, 200) * DAY;
    ads.push([
      rng.pick(vendors).id,
      rng.chance(0.6) ? 'Homepage Banner' : 'Service Page',
      iso(start),
      iso(start + rng.int(30, 365) * DAY),
      rng.int(1, 10),
      rng.pick(banners),
      iso(start - DAY),
      iso(start - DAY),
    ]);
  }
  await insertMany(
    db,
    'featured_ads',
    ['vendor_id', 'position', 'start_date', 'end_date', 'priority', 'image_path', 'created_at', 'updated_at'],
    ads,
  );
  await insertMany(
    db,
    'subscription_plans',
    ['name', 'ord'],
    PLANS.map((p, i) => [p, i + 1]),
  );
  const shops = await db.all<{ id: number }>('SELECT id FROM shops ORDER BY id');
  const subs: unknown[][] = [];
  const add = (kind: 'vendor' | 'shop', ownerId: number): void => {
    const plan = rng.pick(PLANS);
    const start = SEED_NOW - rng.int(0, 300) * DAY;
    const months = rng.pick([1, 3, 6, 12]);
    subs.push([
      kind,
      kind === 'vendor' ? ownerId : null,
      kind === 'shop' ? ownerId : null,
      plan,
      iso(start),
      iso(start + months * 30 * DAY),
      PLAN_PRICE[plan] * months,
      rng.pick(['UPI', 'Card', 'Cash', 'Net Banking']),
      rng.chance(0.8) ? `TXN${rng.digits(10)}` : null,
      rng.chance(0.8) ? 1 : 0,
      iso(start),
      iso(start),
    ]);
  };
  const pickSome = (ids: number[], count: number): number[] => {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, ids.length)) chosen.add(rng.pick(ids));
    return [...chosen];
  };
  for (const id of pickSome(
    vendors.map((v) => Number(v.id)),
    SIZES[size].vendorSubs,
  ))
    add('vendor', id);
  for (const id of pickSome(
    shops.map((s) => Number(s.id)),
    SIZES[size].shopSubs,
  ))
    add('shop', id);
  await insertMany(
    db,
    'premium_services',
    [
      'service_for',
      'vendor_id',
      'shop_id',
      'subscription_plan',
      'start_date',
      'end_date',
      'amount_paid',
      'payment_method',
      'transaction_id',
      'is_active',
      'created_at',
      'updated_at',
    ],
    subs,
  );
}
