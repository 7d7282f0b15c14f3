import { catalogue } from './catalogue';
import { endpoints, isEndpointName, type EndpointName } from './endpoints';
import { MpaError } from './errors';
import { SESSION_CLEAR_KEYS, SESSION_KEYS, type SessionStore } from './session/index';
import { buildRequest } from './transport/build';
import { parseEnvelope, type RawResponse } from './transport/envelope';
import { retryPolicy, send, type RetryOptions, type TransportHooks } from './transport/send';
import type { ApiResponse, CallOptions } from './types/common';

/** Options of {@link createClient}. */
export interface ClientOptions {
  /** Auth service base URL, e.g. http://127.0.0.1:4011 */
  authBaseUrl: string;
  /** API service base URL, e.g. http://127.0.0.1:4010 */
  apiBaseUrl: string;
  /** Where the session lives; default memorySessionStore(). */
  session?: SessionStore;
  /** Explicit token (e.g. the CLI's MPA_TOKEN); wins over the session's authToken. */
  token?: string;
  fetch?: typeof fetch;
  /** Per-attempt timeout, default 30000 ms; 0 or Infinity disables it. */
  timeoutMs?: number;
  /** Default 2 retries, 200 ms base delay; GET only, on network errors and 502/503/504 (see RetryOptions). */
  retry?: RetryOptions;
  /** Observers; `Authorization` is shown as 'Bearer ***'. */
  hooks?: TransportHooks;
  /** Called after a 401 cleared the session (the web app navigates to /login). */
  onUnauthorized?(): void;
  /**
   * Opt-in check of every successful answer against the response schemas, off by default:
   * `responseValidator({ onDrift })` from `@marketplace-admin/sdk/schemas` (a separate entry, so a
   * client without it never loads the schemas).
   */
  validate?: ResponseValidator;
}

/** Sees each successful answer of a call; reports, never changes or fails the call. */
export interface ResponseValidator {
  check(endpoint: EndpointName, response: ApiResponse): void;
}

interface InternalCallOptions extends CallOptions {
  /** Sign-in: a 401 is a failed login, not an expired session. */
  no401?: boolean;
}

/** The shared machinery the domain modules sit on. */
export interface Core {
  store: SessionStore;
  token(): string | null;
  setExplicitToken(t: string | null): void;
  clearSession(): void;
  raw(
    name: string,
    params: Record<string, unknown> | undefined,
    opts?: InternalCallOptions,
  ): Promise<RawResponse>;
  call<T = unknown>(
    name: EndpointName | string,
    params?: Record<string, unknown>,
    opts?: InternalCallOptions,
  ): Promise<ApiResponse<T>>;
}

/** Node (not a DOM test environment): its global fetch is undici's. */
function isNodeWithoutDom(): boolean {
  const g = globalThis as { process?: { versions?: { node?: string } }; window?: unknown };
  return typeof g.process?.versions?.node === 'string' && g.window === undefined;
}

export function createCore(o: ClientOptions, store: SessionStore): Core {
  let explicitToken: string | null = o.token ?? null;
  // Called as a plain function: a browser's fetch throws 'Illegal invocation' when called as a method of another object.
  const userFetch = o.fetch;
  const f: typeof fetch = userFetch
    ? (input, init) => userFetch(input, init)
    : (input, init) => globalThis.fetch(input, init);
  // Node's built-in fetch keeps an aborted request's connection (transport/deadlines.ts); a browser's closes it.
  const cutsOff = userFetch !== undefined || !isNodeWithoutDom();
  const retry = retryPolicy(o.retry);

  const core: Core = {
    store,
    token: () => explicitToken ?? store.get(SESSION_KEYS.authToken),
    setExplicitToken: (t) => void (explicitToken = t),
    clearSession: () => {
      explicitToken = null;
      for (const k of SESSION_CLEAR_KEYS) store.remove(k);
    },
    async raw(name, params, opts = {}) {
      if (!isEndpointName(name))
        throw new MpaError('invalid-endpoint', catalogue.transport.invalidEndpoint, { endpoint: name });
      const def = endpoints[name];
      const req = buildRequest(def, def.host === 'auth' ? o.authBaseUrl : o.apiBaseUrl, params ?? {});
      const headers = req.headers; // a fresh object per request
      headers['x-source'] = 'A-Web';
      const token = core.token();
      if (token) headers.Authorization = `Bearer ${token}`;
      const res = await send(req, headers, {
        fetch: f,
        timeoutMs: opts.timeoutMs ?? o.timeoutMs ?? 30000,
        retry: opts.retry ? retryPolicy(o.retry, opts.retry) : retry,
        hooks: o.hooks,
        signal: opts.signal,
        endpoint: name,
        cutsOff,
      });
      if (res.status === 401 && !opts.no401) {
        core.clearSession();
        try {
          o.onUnauthorized?.();
        } catch {
          // the callback's failure must not hide the 401
        }
        throw new MpaError('unauthorized', catalogue.transport.sessionExpired, {
          status: 401,
          endpoint: name,
        });
      }
      return res;
    },
    async call<T>(name: string, params?: Record<string, unknown>, opts: InternalCallOptions = {}) {
      const res = await core.raw(name, params, opts);
      const p = params?.page ?? params?.Page;
      const out = parseEnvelope<T>(res, {
        method: endpoints[name as EndpointName].method,
        endpoint: name,
        page: typeof p === 'number' ? p : undefined,
        fallbackMessage: opts.fallbackMessage,
      });
      if (o.validate) {
        try {
          o.validate.check(name as EndpointName, out);
        } catch {
          // a failing validator never breaks a call
        }
      }
      return out;
    },
  };
  return core;
}
