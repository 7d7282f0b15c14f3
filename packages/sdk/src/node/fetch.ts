import http from 'node:http';
import https from 'node:https';

/**
 * A `fetch` for the SDK in Node (`createClient({ ..., fetch: nodeFetch })`; mpa uses it): requests with no
 * body or a text (JSON) body go through node:http(s) with a keep-alive agent; anything else (multipart
 * uploads) goes to the global fetch. An aborted request's connection is closed, so a timed-out request
 * keeps no socket (Node's built-in fetch keeps it until the server answers).
 *
 * Why: the SDK only reads `status` and `text()` of a response, and Node's built-in fetch (undici,
 * WHATWG streams, an AbortSignal per request) costs about three times the CPU of node:http per
 * request. A bulk approval is bound by that CPU (the CLI and the server share the machine), and a
 * single command does not pay for loading undici at all.
 *
 * Like fetch: a network error rejects, any HTTP status resolves, the caller's AbortSignal aborts the
 * request (the SDK's timeout uses it). Unlike fetch: redirects are not followed and the body is not
 * decompressed (no Accept-Encoding is sent); the API answers neither way.
 */
const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: 4000 }),
  'https:': new https.Agent({ keepAlive: true, timeout: 4000 }),
};

/** The part of a fetch Response that callers of this fetch may use. */
interface TextResponse {
  readonly status: number;
  readonly statusText: string;
  readonly ok: boolean;
  readonly url: string;
  readonly headers: Headers;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

function plainHeaders(h: HeadersInit | undefined): Record<string, string> {
  if (!h) return {};
  // A plain object (what the SDK passes) is checked first: touching the global Headers loads undici.
  if (Object.getPrototypeOf(h) === Object.prototype) return { ...(h as Record<string, string>) };
  if (Array.isArray(h)) return Object.fromEntries(h);
  return Object.fromEntries((h as Headers).entries());
}

function responseOf(url: string, res: http.IncomingMessage, text: string): TextResponse {
  const status = res.statusCode ?? 0;
  let headers: Headers | undefined;
  return {
    status,
    statusText: res.statusMessage ?? '',
    ok: status >= 200 && status < 300,
    url,
    get headers() {
      if (!headers) {
        headers = new Headers();
        for (const [k, v] of Object.entries(res.headers)) {
          if (Array.isArray(v)) for (const x of v) headers.append(k, x);
          else if (v !== undefined) headers.set(k, v);
        }
      }
      return headers;
    },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  };
}

/**
 * Requests in flight by the signal that is to abort them. The SDK's deadline signals are each shared
 * by a few requests: one abort listener per signal, not one per request (passing `signal` to
 * http.request adds an EventTarget listener per request, about a tenth of a bulk approval's CPU).
 */
const inFlight = new WeakMap<AbortSignal, Set<http.ClientRequest>>();

/** Closes `req` and its connection when `signal` aborts, as http.request's own `signal` option does. */
function abortWith(signal: AbortSignal, req: http.ClientRequest): void {
  let requests = inFlight.get(signal);
  if (!requests) {
    const set = new Set<http.ClientRequest>();
    requests = set;
    inFlight.set(signal, set);
    signal.addEventListener(
      'abort',
      () => {
        for (const r of set)
          r.destroy(
            Object.assign(new Error('The operation was aborted', { cause: signal.reason }), {
              name: 'AbortError',
              code: 'ABORT_ERR',
            }),
          );
        set.clear();
      },
      { once: true },
    );
  }
  const set = requests;
  set.add(req);
  req.once('close', () => set.delete(req));
}

export function nodeFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const body = init.body;
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : undefined;
  const url = href === undefined ? undefined : new URL(href);
  const client = url?.protocol === 'http:' ? http : url?.protocol === 'https:' ? https : undefined;
  if (!url || !client || (body !== undefined && body !== null && typeof body !== 'string'))
    return globalThis.fetch(input, init);

  return new Promise<Response>((resolve, reject) => {
    const signal = init.signal ?? undefined;
    if (signal?.aborted)
      return reject(signal.reason ?? new DOMException('This operation was aborted', 'AbortError'));
    const headers = plainHeaders(init.headers);
    if (typeof body === 'string') headers['content-length'] = String(Buffer.byteLength(body));
    const req = client.request(
      url,
      { method: init.method ?? 'GET', headers, agent: agents[url.protocol as 'http:' | 'https:'] },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve(responseOf(url.href, res, Buffer.concat(chunks).toString('utf8')) as unknown as Response),
        );
        res.on('error', reject);
        // The connection went away before the body was complete (abort, reset): never leave the caller waiting.
        res.on('close', () => {
          if (!res.complete)
            reject(
              signal?.aborted
                ? (signal.reason ?? new Error('aborted'))
                : new Error('The connection closed before the response was complete'),
            );
        });
      },
    );
    req.on('error', reject);
    if (signal) abortWith(signal, req);
    req.end(typeof body === 'string' ? body : undefined);
  });
}
