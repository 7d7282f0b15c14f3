import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { bearer, type Tokens } from '../auth';
import type { Faults } from '../faults';
import type { Files } from '../files';
import { throttledAddress } from '../signInThrottle';
import { envelope, HttpError } from './envelope';
import { Fields } from './fields';
import { Query } from './paging';
import { split, type BodyKind, type Ctx, type Method, type Req, type Route, type Router } from './router';

export const MAX_BODY_BYTES = 32 * 1024 * 1024;
/** The auth host takes only sign-in, sign-out and sign-up fields: no one posts megabytes before signing in. */
const MAX_AUTH_BODY_BYTES = 16 * 1024;

export interface PipelineOptions {
  host: 'api' | 'auth';
  router: Router;
  ctx: Ctx;
  tokens: Tokens;
  files: Files;
  faults: Faults;
  corsOrigins: string[] | '*' | 'loopback';
  /** Host names (lower case, IPv6 in brackets, no port) a request's Host header may name; '*' for any. */
  allowedHosts: ReadonlySet<string> | '*';
  /** Peers whose X-Forwarded-For names the client (signInThrottle.ts: throttledAddress). */
  trustedProxies: ReadonlySet<string>;
  log: boolean;
}

/** The names every dev API answers to, whatever else is configured. */
export const LOOPBACK_HOSTS: readonly string[] = ['127.0.0.1', 'localhost', '[::1]'];

/** A configured host name as Host headers spell it (lower case, IPv6 in brackets); undefined when it is not a bare name or address. */
export function allowedHostName(raw: string): string | undefined {
  const name = raw.trim().toLowerCase();
  if (/^[a-z0-9_.-]+$/.test(name) || /^\[[0-9a-f:.]+\]$/.test(name)) return name;
  if (/^[0-9a-f:.]+$/.test(name) && name.split(':').length > 2) return `[${name}]`;
  return undefined;
}

/** A Host header's name without its port, in lower case (`[::1]:4010` -> `[::1]`); '' when there is none. */
function hostName(header: string | null): string {
  const h = (header ?? '').trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  const colon = h.indexOf(':');
  return colon === -1 ? h : h.slice(0, colon);
}

/**
 * The DNS-rebinding guard: a web page on a name the attacker controls, re-pointed at 127.0.0.1, reaches
 * this server with that name in Host. Only loopback names and the configured ones are answered.
 */
function hostGuard(allowed: PipelineOptions['allowedHosts']): MiddlewareHandler {
  return async (c, next) => {
    if (allowed === '*') return next();
    const header = c.req.header('host') ?? null;
    const name = hostName(header);
    if (name && allowed.has(name)) return next();
    const shown = header ? `Host '${header.slice(0, 200)}'` : 'A request without a Host header';
    return json(
      403,
      envelope(
        403,
        `${shown} is not allowed: this dev API answers ${[...allowed].join(', ')} (add names with --allowed-host)`,
      ),
    );
  };
}

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127(?:\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;

/** The origins a browser may call from: any loopback origin by default, or the configured ones. */
function allowOrigin(allowed: PipelineOptions['corsOrigins']): string | ((origin: string) => string | null) {
  if (allowed === '*') return '*';
  if (allowed === 'loopback') return (origin) => (LOOPBACK_ORIGIN.test(origin) ? origin : null);
  return (origin) => (allowed.includes(origin) ? origin : null);
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
  });
}

const sizeText = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MiB` : `${bytes / 1024} KiB`;

/** Form fields as an object; a repeated name becomes a list. */
async function formFields(raw: Request, bytes: Uint8Array<ArrayBuffer>): Promise<Record<string, unknown>> {
  const form = await new Request(raw.url, {
    method: 'POST',
    headers: { 'content-type': raw.headers.get('content-type') ?? '' },
    body: bytes,
  }).formData();
  const out: Record<string, unknown> = Object.create(null);
  form.forEach((value, key) => {
    const had = out[key];
    out[key] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
  });
  return out;
}

const isJsonType = (mediaType: string): boolean =>
  mediaType === 'application/json' || /^application\/[\w.+-]+\+json$/.test(mediaType);

/**
 * Reads the body once (its size already capped by the body limit): JSON, and on form routes also
 * multipart or url-encoded forms. An empty body is no fields whatever its type; a non-empty body of
 * another type is a 415, malformed bodies are 400s.
 */
async function readBody(raw: Request, kind: BodyKind): Promise<Fields> {
  const bytes = new Uint8Array(await raw.arrayBuffer());
  const mediaType = (raw.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (bytes.byteLength === 0) return new Fields({}, 'none');
  const isForm = mediaType === 'multipart/form-data' || mediaType === 'application/x-www-form-urlencoded';
  if (!isJsonType(mediaType) && !(kind === 'form' && isForm)) {
    const wanted = kind === 'form' ? 'multipart/form-data or application/json' : 'application/json';
    throw new HttpError(
      415,
      `Unsupported content type ${mediaType ? `'${mediaType}'` : '(none)'}: this call takes ${wanted}`,
    );
  }
  if (isForm) {
    try {
      return new Fields(await formFields(raw, bytes), 'form');
    } catch {
      throw new HttpError(400, 'Malformed form-data body');
    }
  }
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return new Fields({}, 'none');
  try {
    return new Fields(JSON.parse(text), 'json');
  } catch {
    throw new HttpError(400, 'Malformed JSON body');
  }
}

/** The request's path as sent (letter case kept, no query), without trailing or doubled slashes. */
function requestPath(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const query = url.indexOf('?', start);
  let path = query === -1 ? url.slice(start) : url.slice(start, query);
  if (path.includes('//')) path = path.replace(/\/{2,}/g, '/');
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * What Hono routes by: the path in lower case. Hono has no case-insensitive matching, and the spec's
 * paths mix `/Vendors/v1` and `/vendors/v1`; `{param}` values are then read from the path as sent.
 */
const routingPath = (req: Request): string => requestPath(req.url).toLowerCase();

/** A route's pattern in Hono's syntax (`/vendors/v1/:p2`), over the lower-case path. */
const honoPattern = (route: Route): string =>
  `/${route.segments.map((seg, i) => (seg.startsWith('{') ? `:p${i}` : seg)).join('/')}`;

/** The route's `{param}` values as the request spelled them (a category name, a mobile number). */
function paramsOf(route: Route, path: string): Record<string, string> {
  const sent = split(path);
  const params: Record<string, string> = {};
  route.segments.forEach((seg, i) => {
    if (seg.startsWith('{')) params[seg.slice(1, -1)] = safeDecode(sent[i]);
  });
  return params;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * One line a request on stderr (`mpa-dev-api api GET /Vendors/v1 200 3ms`): Hono's logger writes two lines
 * a request, colours the status even when stderr is not a terminal, and names no host.
 */
function accessLog(host: PipelineOptions['host']): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    process.stderr.write(
      `mpa-dev-api ${host} ${c.req.method} ${requestPath(c.req.url)} ${c.res.status} ${ms}ms\n`,
    );
  };
}

type Env = { Variables: { query: Query; token: string } };

/**
 * What spec §7 allows before a call runs: on the API host a valid token (else 401), and only the query
 * parameters the call names (else a 400 naming them; Hono's validators would have to list every call's).
 */
function specChecks(route: Route, o: PipelineOptions): MiddlewareHandler<Env> {
  return async (c, next) => {
    const token = bearer(c.req.header('authorization') ?? null);
    if (o.host === 'api' && (await o.tokens.check(token)) === undefined) {
      return json(401, envelope(401, token ? 'Session expired or token invalid' : 'Authorization required'));
    }
    const query = new Query(new URL(c.req.url).searchParams);
    const stray = query.unknown(route.query);
    if (stray !== undefined) {
      const accepted = route.query.size
        ? `Accepted: ${[...route.query.values()].join(', ')}`
        : 'This call takes no query parameters';
      return json(
        400,
        envelope(
          400,
          `Unknown query parameter '${stray}' for ${c.req.method} ${requestPath(c.req.url)}. ${accepted}.`,
        ),
      );
    }
    c.set('token', token);
    c.set('query', query);
    return next();
  };
}

/** The route's handler, its answer in the envelope (and any drift the faults inject into it). */
function answer(route: Route, o: PipelineOptions): (c: Context<Env>) => Promise<Response> {
  return async (c) => {
    const raw = c.req.raw;
    const path = requestPath(raw.url);
    let body: Promise<Fields> | undefined;
    const req: Req = {
      method: raw.method as Method,
      path,
      params: paramsOf(route, path),
      query: c.get('query'),
      raw,
      token: c.get('token'),
      clientAddress: throttledAddress(
        getConnInfo(c).remote.address ?? '',
        c.req.header('x-forwarded-for'),
        o.trustedProxies,
      ),
      body: () => (body ??= readBody(raw, route.body)),
    };
    const r = await route.handler(req, o.ctx);
    const status = r.status ?? 200;
    const data = o.faults.drift.apply(`${o.host} ${route.id}`, r.data ?? null);
    return json(status, envelope(status, r.message ?? 'OK', data, r.extra), r.headers);
  };
}

/**
 * One listener on Hono: access log, Host check, CORS, health, uploads, faults, then the route table
 * (most literal routes first, as Hono answers with the first match; then a 405 for a known path's other
 * methods), each route checking token and query, capping the body, and answering in the envelope.
 */
export function buildApp(o: PipelineOptions): Hono<Env> {
  const app = new Hono<Env>({ getPath: routingPath });
  if (o.log) app.use(accessLog(o.host));
  app.use(hostGuard(o.allowedHosts));
  const withCors = cors({
    origin: allowOrigin(o.corsOrigins),
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: ['authorization', 'content-type', 'x-source'],
    maxAge: 600,
  });
  // only for browsers (they send Origin): Hono's CORS adds Vary to the finished answer, which has Hono
  // copy it into a streamed Response (with the body limit's cost below, a cold list request took 30 % more CPU)
  app.use((c, next) => (c.req.header('origin') === undefined ? next() : withCors(c, next)));
  app.get('/health', () =>
    json(200, envelope(200, 'OK', { status: 'ok', host: o.host, time: new Date().toISOString() })),
  );
  if (o.host === 'api') {
    app.get('/uploads/*', async (c) => {
      const file = await o.files.read(requestPath(c.req.url).slice('/uploads/'.length));
      if (!file) return json(404, envelope(404, 'File not found'));
      return new Response(new Uint8Array(file.bytes), {
        status: 200,
        headers: {
          'content-type': file.mime,
          'cache-control': 'public, max-age=86400',
          'x-content-type-options': 'nosniff',
        },
      });
    });
    app.use(async (c, next) => {
      if (o.faults.stalling) {
        // c.req.raw builds a whole Request on @hono/node-server: only for a stalled path
        const path = requestPath(c.req.url);
        if (o.faults.stalls(path) && !(await o.faults.hold(path, c.req.raw.signal)))
          return new Response(null, { status: 499 });
      }
      await o.faults.delay();
      return o.faults.pick() ?? next();
    });
  }
  const cap = o.host === 'auth' ? MAX_AUTH_BODY_BYTES : MAX_BODY_BYTES;
  const capped = bodyLimit({
    maxSize: cap,
    onError: () => json(413, envelope(413, `Request body is too large (at most ${sizeText(cap)})`)),
  });
  // only where a body was sent: Hono's limit looks at raw.body first, which has @hono/node-server build
  // a whole Request for every call
  const limit: MiddlewareHandler<Env> = (c, next) => {
    const length = c.req.header('content-length');
    return c.req.header('transfer-encoding') !== undefined || (length !== undefined && length !== '0')
      ? capped(c, next)
      : next();
  };
  const routes = [...o.router.routes].sort((a, b) => b.literalScore - a.literalScore);
  for (const route of routes)
    app.on(route.method, honoPattern(route), specChecks(route, o), limit, answer(route, o));
  for (const pattern of new Set(routes.map(honoPattern))) {
    app.all(pattern, (c) =>
      json(405, envelope(405, `Method ${c.req.method} is not allowed on ${requestPath(c.req.url)}`)),
    );
  }
  app.notFound((c) => json(404, envelope(404, `Not found: ${c.req.method} ${requestPath(c.req.url)}`)));
  app.onError((e) => failure(e));
  return app;
}

function failure(e: unknown): Response {
  if (e instanceof HttpError) return json(e.status, envelope(e.status, e.message, e.data));
  const code = (e as { code?: string })?.code;
  if (code === 'SQLITE_CONSTRAINT' || /UNIQUE constraint failed/.test(String((e as Error)?.message))) {
    return json(409, envelope(409, 'Conflict: a record with the same key already exists'));
  }
  process.stderr.write(`mpa-dev-api: internal error: ${(e as Error)?.stack ?? String(e)}\n`);
  return json(500, envelope(500, 'Internal server error'));
}
