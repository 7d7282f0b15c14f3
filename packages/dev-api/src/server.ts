import { createAdaptorServer } from '@hono/node-server';
import { accessSync, constants, mkdirSync, rmSync, writeFileSync, unlinkSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { ensureAdmin, Tokens } from './auth';
import { Db, type SearchPath } from './db/client';
import { migrate } from './db/schema';
import type { DriftRule } from './drift';
import { Faults, type FaultOptions } from './faults';
import { Files } from './files';
import { allowedHostName, buildApp, LOOPBACK_HOSTS } from './http/pipeline';
import type { Ctx } from './http/router';
import { apiRouter, authRouter } from './routes';
import { seedDatabase, type SeedName } from './seed';
import { SignInThrottle, trustedProxySet, type SignInThrottleOptions } from './signInThrottle';

export interface DevApiOptions {
  /** SQLite file and uploads live here (created when missing). */
  dataDir: string;
  /** 0 picks a free port. Defaults 4010 / 4011. */
  apiPort?: number;
  authPort?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Applied only when the database is new. Default 'demo'. */
  seed?: SeedName;
  /** Delete the database and uploads first. */
  reset?: boolean;
  adminMobile?: string;
  adminPassword?: string;
  /** Default 12 hours. */
  tokenTtlSeconds?: number;
  latencyMs?: [number, number];
  failRate?: number;
  chaos?: boolean;
  /** API-host path prefixes (case-insensitive) left unanswered until `setFaults({ stall: [] })` (see faults.ts). */
  stall?: string[];
  /**
   * Contract drift in the answers of the calls named (see drift.ts): rules, or `<endpoint>:<rename|drop|retype>:<field>`
   * with an SDK endpoint name (`vendors.list`) or a method and path (`GET /Vendors/v1`). `setFaults({ drift })` replaces them.
   */
  drift?: (DriftRule | string)[];
  /** Default: any loopback origin (http://localhost:*, http://127.0.0.1:*). */
  corsOrigins?: string[] | '*';
  /**
   * Host names (besides 127.0.0.1, localhost, [::1] and the bound `host`) that a request's Host header may
   * name, without a port; '*' answers any (turns the DNS-rebinding guard off). Others get a 403.
   */
  allowedHosts?: string[] | '*';
  /**
   * Addresses of proxies in front of the dev API (the panel's server: 127.0.0.1): from these peers, the client
   * the sign-in throttle counts is the one X-Forwarded-For names. Default none: every peer is the client.
   */
  trustProxy?: string[];
  /** Access log lines on stderr. Default false. */
  log?: boolean;
  /** Cache list results until the next write (default true); false runs every list's queries (benchmarks of the cold path). */
  listCache?: boolean;
  /** The list cache's budget in estimated bytes of the answers it holds (least recently used go first). Default 64 MiB. */
  listCacheBytes?: number;
  /**
   * How searched lists are read: 'index' (default: trigram indexes for terms of 3+ characters, count and
   * page in one pass) or 'scan' (the reading from before the indexes, kept to compare answers and speed).
   */
  search?: SearchPath;
  /** Worker threads running the list queries, each on its own read connection (default 0: on the event loop). */
  readThreads?: number;
  /** Failed sign-ins per mobile before 429: default 5 within 15 minutes (tests pass a clock). */
  signInThrottle?: SignInThrottleOptions;
}

export interface DevApi {
  apiUrl: string;
  authUrl: string;
  dataDir: string;
  setFaults(f: FaultOptions): void;
  revokeAllTokens(): Promise<void>;
  /**
   * Adds `count` Pending redemption requests named `<namePrefix> 001`, `002`… (001 the newest, a minute
   * apart) for tests and examples: the API has no call that creates them (spec §3 lists and redeems).
   * `newestAt` (ISO) is when 001 was requested; default now.
   */
  addPendingRedemptions(namePrefix: string, count: number, newestAt?: string): Promise<void>;
  close(): Promise<void>;
}

/** A start-up problem with a one-line message meant for people (port in use, data dir not writable). */
export class DevApiStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DevApiStartError';
  }
}

export const DB_FILE = 'dev-api.sqlite';

function prepareDataDir(dir: string, reset: boolean): void {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
    const probe = join(dir, `.write-test-${process.pid}`);
    writeFileSync(probe, '');
    unlinkSync(probe);
  } catch {
    throw new DevApiStartError(`data directory ${dir} is not writable`);
  }
  if (reset) {
    for (const f of [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`]) rmSync(join(dir, f), { force: true });
    rmSync(join(dir, 'uploads'), { recursive: true, force: true });
  }
}

function listen(server: Server, port: number, host: string, what: string): Promise<number> {
  return new Promise((res, rej) => {
    const onError = (e: NodeJS.ErrnoException): void => {
      server.off('listening', onListening);
      if (e.code === 'EADDRINUSE')
        rej(new DevApiStartError(`${what} port ${port} on ${host} is already in use`));
      else if (e.code === 'EACCES')
        rej(new DevApiStartError(`no permission to listen on ${host}:${port} (${what})`));
      else if (e.code === 'EADDRNOTAVAIL' || e.code === 'ENOTFOUND')
        rej(new DevApiStartError(`cannot listen on host ${host} (${what})`));
      else rej(e);
    };
    const onListening = (): void => {
      server.off('error', onError);
      res((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((res) => {
    if (!server.listening) return res();
    server.close(() => res());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 1000).unref();
  });
}

/** Loopback names, the bound address (unless it is every address) and the configured names, as Host headers spell them. */
function allowedHostSet(host: string, configured: DevApiOptions['allowedHosts']): ReadonlySet<string> | '*' {
  if (configured === '*') return '*';
  const names = new Set(LOOPBACK_HOSTS);
  if (host !== '0.0.0.0' && host !== '::') names.add(urlHost(host).toLowerCase());
  for (const raw of configured ?? []) {
    const name = allowedHostName(raw);
    if (name === undefined)
      throw new DevApiStartError(`allowed host '${raw}' must be a host name or address without a port`);
    names.add(name);
  }
  return names;
}

const urlHost = (host: string): string =>
  host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;

export async function startDevApi(options: DevApiOptions): Promise<DevApi> {
  if (!options?.dataDir) throw new DevApiStartError('dataDir is required');
  const dataDir = resolve(options.dataDir);
  const host = options.host ?? '127.0.0.1';
  const ttl = options.tokenTtlSeconds ?? 12 * 3600;
  if (!(ttl > 0)) throw new DevApiStartError('tokenTtlSeconds must be a positive number');
  if (options.listCacheBytes !== undefined && !(options.listCacheBytes >= 0))
    throw new DevApiStartError('listCacheBytes must be a number of bytes (0 or more)');
  const proxies = trustedProxySet(options.trustProxy ?? []);
  if ('bad' in proxies)
    throw new DevApiStartError(`trusted proxy '${proxies.bad}' must be an IP address (e.g. 127.0.0.1)`);
  prepareDataDir(dataDir, options.reset ?? false);

  const db = await Db.open(join(dataDir, DB_FILE), {
    listCache: options.listCache ?? true,
    listCacheBytes: options.listCacheBytes,
    search: options.search ?? 'index',
    readThreads: options.readThreads ?? 0,
  });
  const servers: Server[] = [];
  try {
    const isNew = await migrate(db);
    const files = new Files(dataDir);
    await seedDatabase(db, files, isNew ? (options.seed ?? 'demo') : undefined);
    await ensureAdmin(db, options.adminMobile ?? '9000000000', options.adminPassword ?? 'admin12345');
    const tokens = new Tokens(db, ttl);
    let faults: Faults;
    try {
      faults = new Faults({
        failRate: options.failRate,
        latencyMs: options.latencyMs ?? null,
        chaos: options.chaos,
        drift: options.drift,
        stall: options.stall,
      });
    } catch (e) {
      throw new DevApiStartError((e as Error).message);
    }
    const ctx: Ctx = { db, files, tokens, signInThrottle: new SignInThrottle(options.signInThrottle) };
    const common = {
      ctx,
      tokens,
      files,
      faults,
      corsOrigins: options.corsOrigins ?? ('loopback' as const),
      allowedHosts: allowedHostSet(host, options.allowedHosts),
      trustedProxies: proxies.set,
      log: options.log ?? false,
    };
    const apiApp = buildApp({ ...common, host: 'api', router: apiRouter() });
    const authApp = buildApp({ ...common, host: 'auth', router: authRouter() });
    const apiServer = createAdaptorServer({ fetch: apiApp.fetch, hostname: host }) as Server;
    const authServer = createAdaptorServer({ fetch: authApp.fetch, hostname: host }) as Server;
    servers.push(apiServer, authServer);
    const apiPort = await listen(apiServer, options.apiPort ?? 4010, host, 'API');
    const authPort = await listen(authServer, options.authPort ?? 4011, host, 'auth');
    const apiUrl = `http://${urlHost(host)}:${apiPort}`;
    const authUrl = `http://${urlHost(host)}:${authPort}`;
    files.baseUrl = apiUrl;
    let closed: Promise<void> | undefined;
    return {
      apiUrl,
      authUrl,
      dataDir,
      setFaults: (f) => faults.set(f),
      revokeAllTokens: () => tokens.revokeAll(),
      addPendingRedemptions: async (namePrefix, count, newestAt) => {
        const t0 = newestAt ? Date.parse(newestAt) : Date.now();
        if (Number.isNaN(t0)) throw new Error(`newestAt is no date: ${newestAt}`);
        await db.batch(
          Array.from({ length: count }, (_, i) => ({
            sql: `INSERT INTO redemption_requests(request_user_type, request_user_id, user_name, redeem_method, redeem_tokens, redeem_rate, redeem_value, request_date_time, status)
                  VALUES('V', NULL, ?, 'UPI', 100, 0.1, 10, ?, 'Pending')`,
            args: [
              `${namePrefix} ${String(i + 1).padStart(3, '0')}`,
              new Date(t0 - i * 60_000).toISOString(),
            ],
          })),
        );
      },
      close: () =>
        (closed ??= (async () => {
          await Promise.all(servers.map(closeServer));
          await db.close();
        })()),
    };
  } catch (e) {
    await Promise.all(servers.map(closeServer));
    await db.close();
    throw e;
  }
}
