import type { Db } from './client';
import { searchIndexDdl } from './search';

/**
 * Migrations, applied in order; `meta.schema_version` records how many ran. Never edit a shipped
 * migration: append a new one. A migration is a script (statements end with `;` and a line break) or
 * a list of statements (for statements holding `;`, as triggers do).
 */
const migrations: (string | string[])[] = [
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE admins (
    id INTEGER PRIMARY KEY,
    mobile TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE tokens (
    hash TEXT PRIMARY KEY,
    admin_id INTEGER NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX tokens_expires ON tokens(expires_at);

  CREATE TABLE services (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    parent_id INTEGER REFERENCES services(id),
    status TEXT NOT NULL DEFAULT 'A',
    is_featured INTEGER NOT NULL DEFAULT 0,
    ord INTEGER NOT NULL DEFAULT 1,
    icon_path TEXT,
    banner_path TEXT,
    category TEXT NOT NULL DEFAULT 'HS',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX services_parent ON services(parent_id, ord);
  CREATE INDEX services_name ON services(name COLLATE NOCASE);

  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    role TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT,
    mobileno TEXT NOT NULL,
    gender TEXT,
    year_of_birth INTEGER,
    year_of_experience INTEGER,
    main_service_id INTEGER REFERENCES services(id) ON DELETE SET NULL,
    current_address TEXT,
    note TEXT,
    image_path TEXT,
    is_active INTEGER NOT NULL DEFAULT 1,
    is_verified INTEGER NOT NULL DEFAULT 1,
    login_id TEXT,
    password_hash TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (role, mobileno)
  );
  CREATE INDEX users_mobile ON users(mobileno);
  CREATE INDEX users_role_name ON users(role, name COLLATE NOCASE);
  CREATE INDEX users_role_created ON users(role, created_at);

  CREATE TABLE vendor_services (
    id INTEGER PRIMARY KEY,
    vendor_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    service_id INTEGER NOT NULL REFERENCES services(id) ON DELETE CASCADE,
    service_units TEXT NOT NULL DEFAULT 'piece',
    service_rates REAL NOT NULL DEFAULT 0,
    is_active INTEGER NOT NULL DEFAULT 1,
    rating REAL NOT NULL DEFAULT 0,
    total_appointments INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    UNIQUE (vendor_id, service_id)
  );
  CREATE INDEX vendor_services_service ON vendor_services(service_id);
  CREATE INDEX vendor_services_rates ON vendor_services(service_rates);

  CREATE TABLE shop_categories (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
    icon_path TEXT,
    is_active INTEGER NOT NULL DEFAULT 1,
    ord INTEGER NOT NULL DEFAULT 1
  );

  CREATE TABLE shops (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    category TEXT NOT NULL,
    address TEXT NOT NULL,
    phones TEXT NOT NULL DEFAULT '[]',
    whatsapp TEXT,
    images TEXT NOT NULL DEFAULT '[]',
    is_active INTEGER NOT NULL DEFAULT 1,
    is_verified INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX shops_name ON shops(name COLLATE NOCASE);

  CREATE TABLE reviews (
    id INTEGER PRIMARY KEY,
    vendor_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    vendor_name TEXT,
    client_name TEXT,
    title TEXT NOT NULL,
    text TEXT NOT NULL,
    rating INTEGER NOT NULL,
    status TEXT NOT NULL DEFAULT 'P',
    moderator_notes TEXT,
    moderated_at TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX reviews_status_created ON reviews(status, created_at);

  CREATE TABLE review_flags (
    id INTEGER PRIMARY KEY,
    review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
    reason TEXT NOT NULL,
    flagged_by TEXT,
    is_resolved INTEGER NOT NULL DEFAULT 0,
    resolution_note TEXT,
    resolved_at TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX review_flags_review ON review_flags(review_id);
  CREATE INDEX review_flags_resolved ON review_flags(is_resolved, created_at);

  CREATE TABLE referral_configs (
    id INTEGER PRIMARY KEY,
    referrer_user_type TEXT NOT NULL,
    referred_user_type TEXT NOT NULL,
    referrer_reward_tokens INTEGER NOT NULL DEFAULT 0,
    referred_reward_tokens INTEGER NOT NULL DEFAULT 0,
    updated_at TEXT NOT NULL
  );

  CREATE TABLE token_mappings (
    id INTEGER PRIMARY KEY,
    redemption_type TEXT NOT NULL,
    required_tokens INTEGER NOT NULL,
    equivalent_value REAL NOT NULL,
    updated_at TEXT NOT NULL
  );

  CREATE TABLE referral_codes (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE COLLATE NOCASE,
    is_active INTEGER NOT NULL DEFAULT 1,
    user_type TEXT NOT NULL,
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    user_name TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX referral_codes_created ON referral_codes(created_at);
  CREATE INDEX referral_codes_user ON referral_codes(user_id);

  CREATE TABLE redemption_requests (
    id INTEGER PRIMARY KEY,
    redemption_id INTEGER UNIQUE,
    request_user_type TEXT NOT NULL,
    request_user_id INTEGER,
    user_name TEXT NOT NULL,
    redeem_method TEXT NOT NULL,
    redeem_tokens INTEGER NOT NULL,
    redeem_rate REAL NOT NULL,
    redeem_value REAL NOT NULL,
    request_date_time TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'Pending',
    note TEXT,
    processed_at TEXT
  );
  CREATE INDEX redemption_status_date ON redemption_requests(status, request_date_time);
  CREATE INDEX redemption_status_user ON redemption_requests(status, user_name COLLATE NOCASE);

  CREATE TABLE featured_ads (
    id INTEGER PRIMARY KEY,
    vendor_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    position TEXT NOT NULL DEFAULT 'Homepage Banner',
    start_date TEXT NOT NULL,
    end_date TEXT NOT NULL,
    priority INTEGER NOT NULL DEFAULT 1,
    image_path TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );

  CREATE TABLE subscription_plans (name TEXT PRIMARY KEY, ord INTEGER NOT NULL);

  CREATE TABLE premium_services (
    id INTEGER PRIMARY KEY,
    service_for TEXT NOT NULL,
    vendor_id INTEGER UNIQUE REFERENCES users(id) ON DELETE CASCADE,
    shop_id INTEGER UNIQUE REFERENCES shops(id) ON DELETE CASCADE,
    subscription_plan TEXT NOT NULL,
    start_date TEXT NOT NULL,
    end_date TEXT NOT NULL,
    amount_paid REAL NOT NULL DEFAULT 0,
    payment_method TEXT,
    transaction_id TEXT,
    is_active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  `,
  // 2: indexes for the remaining spec sort keys and lookups
  `
  CREATE INDEX users_role_mobile ON users(role, mobileno);
  CREATE INDEX users_role_experience ON users(role, year_of_experience);
  CREATE INDEX users_role_birth ON users(role, year_of_birth);
  CREATE INDEX redemption_status_value ON redemption_requests(status, redeem_value);
  CREATE INDEX redemption_status_tokens ON redemption_requests(status, redeem_tokens);
  CREATE INDEX referral_codes_user_name ON referral_codes(user_name COLLATE NOCASE);
  CREATE INDEX reviews_status_vendor ON reviews(status, vendor_name COLLATE NOCASE);
  CREATE INDEX featured_ads_priority ON featured_ads(priority)
  `,
  // 3: trigram indexes of the searched columns (src/db/search.ts), built here for a database that has rows;
  // the index that finds the vendors of the services a vendor search matched by name; the vendors'
  // gender (a spec sort key) in order; and the searched columns of users in one index, which a term too
  // short for the trigram indexes scans instead of the table's rows
  [
    ...searchIndexDdl('users', ['name', 'mobileno', 'email']),
    ...searchIndexDdl('services', ['name']),
    ...searchIndexDdl('shops', ['name', 'category', 'address', 'phones', 'whatsapp']),
    ...searchIndexDdl('reviews', ['title', 'text', 'vendor_name', 'client_name']),
    ...searchIndexDdl('review_flags', ['reason']),
    ...searchIndexDdl('referral_codes', ['code', 'user_name']),
    ...searchIndexDdl('redemption_requests', ['user_name', 'redeem_method', 'request_user_type', 'note']),
    ...searchIndexDdl('premium_services', ['subscription_plan', 'transaction_id', 'payment_method']),
    'CREATE INDEX users_main_service ON users(main_service_id)',
    'CREATE INDEX users_role_gender ON users(role, gender)',
    'CREATE INDEX users_search_scan ON users(role, name, mobileno, email, main_service_id)',
  ],
  // 4: the vendor list's search and sort from the users table alone (a src/db/ownSearch.ts since removed: 5): its searched
  // columns lower-cased in one generated column with a covering index (a short term's count reads only
  // it), the main service's name copied by triggers (any connection's writes: a rename, a delete with
  // foreign keys off) and indexed for the 'service' sort, and the vendors of a service counted by index
  [
    'ALTER TABLE users ADD COLUMN main_service_name TEXT',
    'UPDATE users SET main_service_name = (SELECT name FROM services WHERE id = users.main_service_id) WHERE main_service_id IS NOT NULL',
    `ALTER TABLE users ADD COLUMN search_text TEXT GENERATED ALWAYS AS (lower(name || char(31) || mobileno || char(31) || coalesce(email, ''))) VIRTUAL`,
    'DROP INDEX users_search_scan',
    'DROP INDEX users_main_service',
    'CREATE INDEX users_search_text ON users(role, search_text, main_service_id)',
    'CREATE INDEX users_main_service_role ON users(main_service_id, role)',
    'CREATE INDEX users_role_service_name ON users(role, main_service_name COLLATE NOCASE)',
    `CREATE TRIGGER users_service_name_insert AFTER INSERT ON users WHEN new.main_service_id IS NOT NULL BEGIN
       UPDATE users SET main_service_name = (SELECT name FROM services WHERE id = new.main_service_id) WHERE id = new.id; END`,
    `CREATE TRIGGER users_service_name_update AFTER UPDATE OF main_service_id ON users BEGIN
       UPDATE users SET main_service_name = (SELECT name FROM services WHERE id = new.main_service_id) WHERE id = new.id; END`,
    `CREATE TRIGGER services_name_insert AFTER INSERT ON services BEGIN
       UPDATE users SET main_service_name = new.name WHERE main_service_id = new.id; END`,
    `CREATE TRIGGER services_name_update AFTER UPDATE OF id, name ON services BEGIN
       UPDATE users SET main_service_name = NULL WHERE main_service_id = old.id AND old.id IS NOT new.id;
       UPDATE users SET main_service_name = new.name WHERE main_service_id = new.id; END`,
    `CREATE TRIGGER services_name_delete AFTER DELETE ON services BEGIN
       UPDATE users SET main_service_name = NULL WHERE main_service_id = old.id; END`,
  ],
  // 5: migration 4's reading is gone (the vendor list is searched in memory, src/db/memorySearch.ts): its
  // triggers (which rewrote every vendor of a renamed service), the indexes on its columns, then the
  // columns. users_main_service_role stays: the vendors of a service by foreign key (migration 3's
  // users_main_service, which it replaced), for the trigram path's candidates and ON DELETE SET NULL.
  [
    ...[
      'users_service_name_insert',
      'users_service_name_update',
      'services_name_insert',
      'services_name_update',
      'services_name_delete',
    ].map((t) => `DROP TRIGGER ${t}`),
    'DROP INDEX users_search_text',
    'DROP INDEX users_role_service_name',
    'ALTER TABLE users DROP COLUMN search_text',
    'ALTER TABLE users DROP COLUMN main_service_name',
  ],
];

/** The statements of migration `n` (1-based), as `migrate` runs them (tests make older databases with them). */
export function migrationStatements(n: number): string[] {
  const m = migrations[n - 1];
  if (m === undefined) throw new Error(`no migration ${n}`);
  return Array.isArray(m)
    ? m
    : m
        .split(/;\s*\n/)
        .map((x) => x.trim())
        .filter(Boolean);
}

/** Brings the schema up to date; returns true when the database was new (nothing applied before). */
export async function migrate(db: Db): Promise<boolean> {
  const hasMeta = await db.get(`SELECT name FROM sqlite_master WHERE type='table' AND name='meta'`);
  const current = hasMeta
    ? Number(
        (await db.get<{ value: string }>(`SELECT value FROM meta WHERE key='schema_version'`))?.value ?? 0,
      )
    : 0;
  if (current > migrations.length) {
    throw new Error(
      `database schema version ${current} is newer than this dev API (${migrations.length}); use --reset`,
    );
  }
  for (let v = current; v < migrations.length; v++) {
    await db.batch([
      ...migrationStatements(v + 1),
      {
        sql: `INSERT INTO meta(key, value) VALUES('schema_version', ?) ON CONFLICT(key) DO UPDATE SET value=excluded.value`,
        args: [String(v + 1)],
      },
    ]);
  }
  return current === 0;
}

export async function getMeta(db: Db, key: string): Promise<string | undefined> {
  return (await db.get<{ value: string }>(`SELECT value FROM meta WHERE key=?`, [key]))?.value;
}

export async function setMeta(db: Db, key: string, value: string): Promise<void> {
  await db.run(
    `INSERT INTO meta(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value=excluded.value`,
    [key, value],
  );
}
