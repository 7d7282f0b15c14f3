import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { bearer, type Tokens } from '../auth';
import type { Faults } from '../faults';
import type { Files } from '../files';
import { envelope, HttpError } from './envelope';
import { Fields } from './fields';
import { Query } from './paging';
import type { BodyKind, Ctx, Method, Req, Router } from './router';

export const MAX_BODY_BYTES = 32 * 1024 * 1024;
/** The auth host takes only sign-in, sign-out and sign-up fields: no one posts megabytes before signing in. */
export const MAX_AUTH_BODY_BYTES = 16 * 1024;

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
function misdirected(header: string | null, allowed: PipelineOptions['allowedHosts']): Response | undefined {
  if (allowed === '*') return undefined;
  const name = hostName(header);
  if (name && allowed.has(name)) return undefined;
  const shown = header ? `Host '${header.slice(0, 200)}'` : 'A request without a Host header';
  return json(403, envelope(403, `${shown} is not allowed: this dev API answers ${[...allowed].join(', ')} (add names with --allowed-host)`), {});
}

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127(?:\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;

function corsHeaders(origin: string | null, allowed: PipelineOptions['corsOrigins']): Record<string, string> {
  const h: Record<string, string> = {};
  if (!origin) return h;
  let allow: string | undefined;
  if (allowed === '*') allow = '*';
  else if (allowed === 'loopback') allow = LOOPBACK_ORIGIN.test(origin) ? origin : undefined;
  else allow = allowed.includes(origin) ? origin : undefined;
  if (!allow) return h;
  h['access-control-allow-origin'] = allow;
  if (allow !== '*') h['vary'] = 'Origin';
  h['access-control-allow-methods'] = 'GET, POST, PUT, DELETE, OPTIONS';
  h['access-control-allow-headers'] = 'authorization, content-type, x-source';
  h['access-control-max-age'] = '600';
  return h;
}

function json(status: number, body: unknown, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...headers, 'content-type': 'application/json; charset=utf-8' } });
}

const sizeText = (bytes: number): string => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MiB` : `${bytes / 1024} KiB`);
const tooLarge = (cap: number): HttpError => new HttpError(413, `Request body is too large (at most ${sizeText(cap)})`);

/**
 * The body's bytes, counted while they arrive: a body without a Content-Length (chunked) is cut
 * off at the cap instead of being read whole into memory.
 */
async function readCapped(raw: Request, cap: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(raw.headers.get('content-length') ?? 0) > cap) throw tooLarge(cap);
  if (!raw.body) return new Uint8Array(0);
  const reader = raw.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(cap);
    }
    parts.push(value);
  }
  return Buffer.concat(parts, size);
}

/** Form fields as an object; a repeated name becomes a list. */
async function formFields(raw: Request, bytes: Uint8Array<ArrayBuffer>): Promise<Record<string, unknown>> {
  const form = await new Request(raw.url, { method: 'POST', headers: { 'content-type': raw.headers.get('content-type') ?? '' }, body: bytes }).formData();
  const out: Record<string, unknown> = Object.create(null);
  form.forEach((value, key) => {
    const had = out[key];
    out[key] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
  });
  return out;
}

const isJsonType = (mediaType: string): boolean => mediaType === 'application/json' || /^application\/[\w.+-]+\+json$/.test(mediaType);

/**
 * Reads the body once: JSON, and on form routes also multipart or url-encoded forms. An empty body
 * is no fields whatever its type; a non-empty body of another type is a 415, malformed bodies are
 * 400s, oversized ones 413.
 */
async function readBody(raw: Request, kind: BodyKind, cap: number): Promise<Fields> {
  const bytes = await readCapped(raw, cap);
  const mediaType = (raw.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (bytes.byteLength === 0) return new Fields({}, 'none');
  const isForm = mediaType === 'multipart/form-data' || mediaType === 'application/x-www-form-urlencoded';
  if (!isJsonType(mediaType) && !(kind === 'form' && isForm)) {
    const wanted = kind === 'form' ? 'multipart/form-data or application/json' : 'application/json';
    throw new HttpError(415, `Unsupported content type ${mediaType ? `'${mediaType}'` : '(none)'}: this call takes ${wanted}`);
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

/** One listener's request handling: Host check, CORS, health, uploads, faults, auth, routing, envelope, log. */
export function buildApp(o: PipelineOptions): Hono {
  const app = new Hono();
  app.all('*', async (c) => {
    const started = performance.now();
    const raw = c.req.raw;
    const url = new URL(raw.url);
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const lower = path.toLowerCase();
    const cors = corsHeaders(raw.headers.get('origin'), o.corsOrigins);
    let res: Response;
    try {
      res = await handle();
    } catch (e) {
      res = failure(e, cors);
    }
    if (o.log) {
      const ms = Math.round(performance.now() - started);
      process.stderr.write(`mpa-dev-api ${o.host} ${raw.method} ${path} ${res.status} ${ms}ms\n`);
    }
    return res;

    async function handle(): Promise<Response> {
      const refused = misdirected(raw.headers.get('host'), o.allowedHosts);
      if (refused) return refused;
      if (raw.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
      if (lower === '/health' && (raw.method === 'GET' || raw.method === 'HEAD')) {
        return json(200, envelope(200, 'OK', { status: 'ok', host: o.host, time: new Date().toISOString() }), cors);
      }
      if (o.host === 'api' && lower.startsWith('/uploads/') && raw.method === 'GET') {
        const file = await o.files.read(path.slice('/uploads/'.length));
        if (!file) return json(404, envelope(404, 'File not found'), cors);
        return new Response(new Uint8Array(file.bytes), {
          status: 200,
          headers: { ...cors, 'content-type': file.mime, 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' },
        });
      }
      if (o.host === 'api') {
        await o.faults.delay();
        const injected = o.faults.pick(cors);
        if (injected) return injected;
      }
      const m = o.router.match(raw.method, path);
      if (m === undefined) return json(404, envelope(404, `Not found: ${raw.method} ${path}`), cors);
      if (m === 'method') return json(405, envelope(405, `Method ${raw.method} is not allowed on ${path}`), cors);
      const token = bearer(raw.headers.get('authorization'));
      if (o.host === 'api' && (await o.tokens.check(token)) === undefined) {
        return json(401, envelope(401, token ? 'Session expired or token invalid' : 'Authorization required'), cors);
      }
      const query = new Query(url.searchParams);
      const stray = query.unknown(m.query);
      if (stray !== undefined) {
        const accepted = m.query.size ? `Accepted: ${[...m.query.values()].join(', ')}` : 'This call takes no query parameters';
        return json(400, envelope(400, `Unknown query parameter '${stray}' for ${raw.method} ${path}. ${accepted}.`), cors);
      }
      let body: Promise<Fields> | undefined;
      const req: Req = {
        method: raw.method as Method,
        path,
        params: m.params,
        query,
        raw,
        token,
        clientAddress: getConnInfo(c).remote.address ?? '',
        body: () => (body ??= readBody(raw, m.body, o.host === 'auth' ? MAX_AUTH_BODY_BYTES : MAX_BODY_BYTES)),
      };
      const r = await m.handler(req, o.ctx);
      const status = r.status ?? 200;
      const data = o.faults.drift.apply(`${o.host} ${m.route}`, r.data ?? null);
      return json(status, envelope(status, r.message ?? 'OK', data, r.extra), { ...cors, ...r.headers });
    }
  });
  return app;
}

function failure(e: unknown, cors: Record<string, string>): Response {
  if (e instanceof HttpError) return json(e.status, envelope(e.status, e.message, e.data), cors);
  const code = (e as { code?: string })?.code;
  if (code === 'SQLITE_CONSTRAINT' || /UNIQUE constraint failed/.test(String((e as Error)?.message))) {
    return json(409, envelope(409, 'Conflict: a record with the same key already exists'), cors);
  }
  process.stderr.write(`mpa-dev-api: internal error: ${(e as Error)?.stack ?? String(e)}\n`);
  return json(500, envelope(500, 'Internal server error'), cors);
}
