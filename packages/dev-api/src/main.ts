import { parseArgs } from 'node:util';
import { driftRoute, parseDrift } from './drift';
import { parseLatency } from './faults';
import { allowedHostName } from './http/pipeline';
import { DevApiStartError, startDevApi, type DevApi, type DevApiOptions } from './server';
import type { SeedName } from './seed';
import { trustedProxySet } from './signInThrottle';

const USAGE = `Usage: mpa-dev-api [options]

  --api-port PORT        API host port (env MPA_DEV_API_PORT, default 4010; 0 = free port)
  --auth-port PORT       auth host port (env MPA_DEV_AUTH_PORT, default 4011; 0 = free port)
  --host HOST            bind address (default 127.0.0.1)
  --data-dir DIR         SQLite file and uploads (env MPA_DEV_API_DATA, default .data/dev-api)
  --seed demo|large|none seed for a new database (default demo)
  --reset                delete the database and uploads first
  --admin-mobile MOBILE  administrator username (default 9000000000)
  --admin-password PW    administrator password (default admin12345)
  --token-ttl SECONDS    token lifetime (default 43200 = 12 h)
  --latency MS|MS-MS     added latency per API request
  --fail-rate P          share of API requests answered with 500 (0..1)
  --stall PATH           leave API requests whose path starts with PATH unanswered (repeatable; letter case
                         ignored; e.g. /Vendors/v1): a server that hangs
  --chaos                misbehave at the fail rate (default 0.1): 500s, empty bodies, invalid JSON, 401s
  --drift ENDPOINT:rename|drop|retype:FIELD
                         contract drift in one call's answers (repeatable): ENDPOINT an SDK endpoint name
                         (vendors.list) or method and path ('GET /Vendors/v1'); FIELD renamed to
                         FIELD_renamed, dropped, or retyped (number<->string, boolean->string) in every item
  --cors-origin ORIGIN   allowed browser origin (repeatable; '*' for any; default any loopback origin)
  --allowed-host NAME    a Host header name to answer besides 127.0.0.1, localhost, [::1] and --host
                         (repeatable; '*' for any); other names get 403 (DNS-rebinding guard)
  --trust-proxy ADDR     a proxy's address (repeatable; e.g. 127.0.0.1 behind npm start's panel server):
                         from it, the sign-in throttle counts the client X-Forwarded-For names (default: none,
                         every connection's own address counts)
  --no-list-cache        run every list's queries (no list-result cache; for benchmarks of the cold path)
  --list-cache-mb MB     the list cache's budget in MiB of answers held (default 64)
  --search index|scan    how searched lists are read (default index: trigram indexes; scan: the reading
                         before them, to compare answers and speed)
  --read-threads N       worker threads running the list queries, each with its own read connection
                         (default 2; 0: on the event loop)
  --quiet                no access log
  -h, --help             this text`;

function fail(message: string, code = 1): never {
  process.stderr.write(`mpa-dev-api: ${message}\n`);
  process.exit(code);
}

function port(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) > 65535)
    fail(`${name} must be a port number (0-65535), got '${value}'`, 2);
  return Number(value);
}

function parse(argv: string[]): DevApiOptions {
  let v;
  try {
    v = parseArgs({
      args: argv,
      strict: true,
      options: {
        'api-port': { type: 'string' },
        'auth-port': { type: 'string' },
        host: { type: 'string' },
        'data-dir': { type: 'string' },
        seed: { type: 'string' },
        reset: { type: 'boolean' },
        'admin-mobile': { type: 'string' },
        'admin-password': { type: 'string' },
        'token-ttl': { type: 'string' },
        latency: { type: 'string' },
        'fail-rate': { type: 'string' },
        chaos: { type: 'boolean' },
        stall: { type: 'string', multiple: true },
        drift: { type: 'string', multiple: true },
        'cors-origin': { type: 'string', multiple: true },
        'allowed-host': { type: 'string', multiple: true },
        'trust-proxy': { type: 'string', multiple: true },
        quiet: { type: 'boolean' },
        'no-list-cache': { type: 'boolean' },
        'list-cache-mb': { type: 'string' },
        search: { type: 'string' },
        'read-threads': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (e) {
    fail(`${(e as Error).message}\n${USAGE}`, 2);
  }
  if (v.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const env = process.env;
  const seed = (v.seed ?? 'demo') as SeedName;
  if (!['demo', 'large', 'none'].includes(seed))
    fail(`--seed must be demo, large or none, got '${v.seed}'`, 2);
  const opts: DevApiOptions = {
    dataDir: v['data-dir'] ?? env.MPA_DEV_API_DATA ?? '.data/dev-api',
    apiPort: port(v['api-port'] ?? env.MPA_DEV_API_PORT, '--api-port', 4010),
    authPort: port(v['auth-port'] ?? env.MPA_DEV_AUTH_PORT, '--auth-port', 4011),
    host: v.host ?? '127.0.0.1',
    seed,
    reset: v.reset ?? false,
    adminMobile: v['admin-mobile'],
    adminPassword: v['admin-password'],
    chaos: v.chaos ?? false,
    log: !v.quiet,
  };
  if (v['no-list-cache']) opts.listCache = false;
  if (v['list-cache-mb'] !== undefined) {
    const mb = Number(v['list-cache-mb']);
    if (!(v['list-cache-mb'].trim() !== '' && mb >= 0))
      fail(`--list-cache-mb must be a number of MiB (0 or more), got '${v['list-cache-mb']}'`, 2);
    opts.listCacheBytes = Math.round(mb * 1024 * 1024);
  }
  if (v.search !== undefined) {
    if (v.search !== 'index' && v.search !== 'scan')
      fail(`--search must be index or scan, got '${v.search}'`, 2);
    opts.search = v.search;
  }
  // the binary serves people and benchmarks: list queries off the event loop (programmatic default 0)
  opts.readThreads = 2;
  if (v['read-threads'] !== undefined) {
    if (!/^\d$/.test(v['read-threads'])) fail(`--read-threads must be 0-9, got '${v['read-threads']}'`, 2);
    opts.readThreads = Number(v['read-threads']);
  }
  if (v['token-ttl'] !== undefined) {
    const ttl = Number(v['token-ttl']);
    if (!(ttl > 0)) fail(`--token-ttl must be a positive number of seconds, got '${v['token-ttl']}'`, 2);
    opts.tokenTtlSeconds = ttl;
  }
  if (v['fail-rate'] !== undefined) {
    const rate = Number(v['fail-rate']);
    if (!(rate >= 0 && rate <= 1)) fail(`--fail-rate must be between 0 and 1, got '${v['fail-rate']}'`, 2);
    opts.failRate = rate;
  }
  if (v.latency !== undefined) {
    try {
      opts.latencyMs = parseLatency(v.latency);
    } catch (e) {
      fail((e as Error).message, 2);
    }
  }
  for (const path of v.stall ?? [])
    if (!path.startsWith('/')) fail(`--stall must be a path starting with '/', got '${path}'`, 2);
  if (v.stall?.length) opts.stall = v.stall;
  if (v.drift?.length) {
    try {
      opts.drift = v.drift.map((text) => {
        const rule = parseDrift(text);
        driftRoute(rule.endpoint);
        return rule;
      });
    } catch (e) {
      fail(`--${(e as Error).message}`, 2);
    }
  }
  const cors = v['cors-origin'];
  if (cors?.length) opts.corsOrigins = cors.includes('*') ? '*' : cors;
  const hosts = v['allowed-host'];
  for (const name of hosts ?? [])
    if (name !== '*' && allowedHostName(name) === undefined)
      fail(`--allowed-host must be a host name or address without a port, got '${name}'`, 2);
  if (hosts?.length) opts.allowedHosts = hosts.includes('*') ? '*' : hosts;
  const proxies = v['trust-proxy'];
  if (proxies?.length) {
    const checked = trustedProxySet(proxies);
    if ('bad' in checked) fail(`--trust-proxy must be an IP address, got '${checked.bad}'`, 2);
    opts.trustProxy = proxies;
  }
  return opts;
}

async function main(): Promise<void> {
  const opts = parse(process.argv.slice(2));
  let api: DevApi;
  try {
    api = await startDevApi(opts);
  } catch (e) {
    if (e instanceof DevApiStartError) fail(e.message);
    fail(`failed to start: ${(e as Error)?.message ?? String(e)}`);
  }
  process.stdout.write(`mpa-dev-api: api ${api.apiUrl} auth ${api.authUrl}\n`);
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`mpa-dev-api: ${signal}, shutting down\n`);
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    api.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

void main();
