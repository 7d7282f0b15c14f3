// A real dev API for the SDK's integration tests, loaded from its source (the dev API depends on
// the SDK, so this package must not depend on the dev API's build), plus a second connection to
// its SQLite file to arrange data and to check the server's state.
import { createClient as createDb, type Client as Db } from '@libsql/client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient, memorySessionStore, type ClientOptions, type MpaClient } from '../src/index';

interface DevApi {
  apiUrl: string;
  authUrl: string;
  setFaults(f: {
    failRate?: number;
    latencyMs?: [number, number] | null;
    chaos?: boolean;
    drift?: string[];
  }): void;
  revokeAllTokens(): Promise<void>;
  close(): Promise<void>;
}
interface DevApiStart {
  dataDir: string;
  apiPort: number;
  authPort: number;
  seed?: 'demo' | 'large' | 'none';
  log?: boolean;
  failRate?: number;
}

export const ADMIN = { mobile: '9000000000', password: 'admin12345' };

async function loadStartDevApi(): Promise<(o: DevApiStart) => Promise<DevApi>> {
  const src = new URL('../../dev-api/src/index.ts', import.meta.url).href;
  return ((await import(/* @vite-ignore */ src)) as { startDevApi: (o: DevApiStart) => Promise<DevApi> })
    .startDevApi;
}

export interface TestStack {
  api: DevApi;
  dataDir: string;
  /** A client signed in as the demo admin. */
  client(o?: Partial<ClientOptions>): Promise<MpaClient>;
  db(): Db;
  /** The token of a signed-in admin (for scripts run with MPA_TOKEN). */
  token(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts a dev API on free ports with a fresh data directory; `pending` makes exactly that many Pending
 * redemption requests; `arrange` changes the seeded database before the API serves it.
 */
export async function startTestStack(
  o: { pending?: number; failRate?: number; arrange?: (db: Db) => Promise<void> } = {},
): Promise<TestStack> {
  const start = await loadStartDevApi();
  const dataDir = mkdtempSync(join(tmpdir(), 'mpa-sdk-ops-'));
  if (o.pending !== undefined || o.arrange) {
    const seeded = await start({ dataDir, apiPort: 0, authPort: 0, seed: 'demo', log: false });
    await seeded.close();
    const db = openDb(dataDir);
    if (o.pending !== undefined) await ensurePending(db, o.pending);
    await o.arrange?.(db);
    db.close();
  }
  const api = await start({
    dataDir,
    apiPort: 0,
    authPort: 0,
    seed: 'demo',
    log: false,
    failRate: o.failRate,
  });
  const dbs: Db[] = [];
  const client = async (extra: Partial<ClientOptions> = {}): Promise<MpaClient> => {
    const c = createClient({
      authBaseUrl: api.authUrl,
      apiBaseUrl: api.apiUrl,
      session: memorySessionStore(),
      ...extra,
    });
    if (!extra.token) await c.auth.login(ADMIN);
    return c;
  };
  return {
    api,
    dataDir,
    client,
    db() {
      const db = openDb(dataDir);
      dbs.push(db);
      return db;
    },
    async token() {
      const faults = o.failRate;
      if (faults) api.setFaults({ failRate: 0 });
      const c = await client();
      if (faults) api.setFaults({ failRate: faults });
      return c.session.token()!;
    },
    async close() {
      for (const db of dbs) db.close();
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function openDb(dataDir: string): Db {
  return createDb({ url: pathToFileURL(join(dataDir, 'dev-api.sqlite')).href });
}

export interface RedemptionRow {
  id: number;
  status: string;
  note: string | null;
  redemption_id: number | null;
}

export async function redemptionRows(db: Db): Promise<Map<number, RedemptionRow>> {
  const rs = await db.execute('SELECT id, status, note, redemption_id FROM redemption_requests');
  return new Map(
    rs.rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        status: String(r.status),
        note: (r.note as string) ?? null,
        redemption_id: r.redemption_id === null ? null : Number(r.redemption_id),
      },
    ]),
  );
}

/** Adds Pending requests, or rejects the newest ones, until exactly `n` are Pending (while the dev API is stopped). */
async function ensurePending(db: Db, n: number): Promise<void> {
  const have = Number(
    (await db.execute(`SELECT COUNT(*) AS c FROM redemption_requests WHERE status='Pending'`)).rows[0].c,
  );
  if (have > n) {
    await db.execute({
      sql: `UPDATE redemption_requests SET status='Rejected', note='test set-up' WHERE id IN
              (SELECT id FROM redemption_requests WHERE status='Pending' ORDER BY id DESC LIMIT ?)`,
      args: [have - n],
    });
    return;
  }
  const stmts = [];
  for (let i = 0; i < n - have; i++) {
    stmts.push({
      sql: `INSERT INTO redemption_requests (request_user_type, request_user_id, user_name, redeem_method, redeem_tokens, redeem_rate, redeem_value, request_date_time, status)
            VALUES (?, NULL, ?, 'UPI', ?, 0.1, ?, ?, 'Pending')`,
      args: [
        i % 2 ? 'V' : 'C',
        `Bulk User ${i}`,
        100 + i,
        (100 + i) / 10,
        new Date(Date.UTC(2025, 5, 1, 0, 0, i)).toISOString(),
      ],
    });
  }
  await db.batch(stmts, 'write');
}

/**
 * Checks "each approved exactly once" in the database: every id in `ids` is `status` with `note`,
 * every other request is unchanged, and the redemption ids the server handed out are consecutive
 * after the highest one before — one accepted redeem per request, no more.
 */
export async function expectDecidedOnce(
  db: Db,
  before: Map<number, RedemptionRow>,
  ids: readonly number[],
  status: string,
  note: string,
  expect: (v: unknown, m?: string) => { toBe(x: unknown): void; toEqual(x: unknown): void },
): Promise<void> {
  const after = await redemptionRows(db);
  const wanted = new Set(ids);
  for (const [id, row] of after) {
    if (wanted.has(id)) {
      expect(row.status, `#${id}`).toBe(status);
      expect(row.note, `#${id}`).toBe(note);
    } else expect(row, `#${id} must not change`).toEqual(before.get(id));
  }
  const maxBefore = Math.max(0, ...[...before.values()].map((r) => r.redemption_id ?? 0));
  const given = ids.map((id) => after.get(id)!.redemption_id!).sort((a, b) => a - b);
  expect(new Set(given).size, 'one redemption id per request').toBe(ids.length);
  expect(given[0], 'the first new redemption id').toBe(maxBefore + 1);
  expect(given.at(-1), 'the last new redemption id').toBe(maxBefore + ids.length);
}
