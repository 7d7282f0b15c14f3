import { catalogue } from '../catalogue';
import { MpaError } from '../errors';
import type { BuiltRequest } from './build';
import { deadlineSignal, withDeadline } from './deadlines';
import type { RawResponse } from './envelope';

/** Request/response observers (logging, tests). They never see the token in clear. */
export interface TransportHooks {
  onRequest?(i: { method: string; url: string; headers: Record<string, string> }): void;
  onResponse?(i: { method: string; url: string; status: number; ms: number }): void;
}

/**
 * The one retry policy of the product (CONTRACT §4): reads (GET) are retried here with backoff,
 * writes never; nothing above the SDK retries again. Set per client, and per call in `CallOptions`.
 */
export interface RetryOptions {
  /** Extra attempts for a GET after a network error or a retryable status. Default 2; 0 turns retries off. */
  retries?: number;
  /** First backoff delay; doubles per attempt, with jitter. Default 200 ms. */
  baseDelayMs?: number;
  /** HTTP statuses a GET is retried on. Default 502, 503 and 504 (a gateway or an overloaded server). */
  statuses?: readonly number[];
}

const DEFAULT_RETRY: Required<RetryOptions> = { retries: 2, baseDelayMs: 200, statuses: [502, 503, 504] };

/** The client's policy with a call's overrides on top. */
export function retryPolicy(client: RetryOptions | undefined, call?: RetryOptions): Required<RetryOptions> {
  return {
    retries: call?.retries ?? client?.retries ?? DEFAULT_RETRY.retries,
    baseDelayMs: call?.baseDelayMs ?? client?.baseDelayMs ?? DEFAULT_RETRY.baseDelayMs,
    statuses: call?.statuses ?? client?.statuses ?? DEFAULT_RETRY.statuses,
  };
}

export interface SendOptions {
  fetch: typeof fetch;
  timeoutMs: number;
  retry: Required<RetryOptions>;
  hooks?: TransportHooks;
  signal?: AbortSignal;
  endpoint: string;
  /**
   * The fetch closes a request's connection when its signal aborts, so a timeout aborts it (default true).
   * False for Node's built-in fetch, which does not (transport/deadlines.ts): the deadline is raced instead.
   */
  cutsOff?: boolean;
}

/** Headers with the bearer masked, for hooks. */
function maskHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers))
    out[k] = k.toLowerCase() === 'authorization' ? 'Bearer ***' : v;
  return out;
}

/** Exponential backoff with jitter: a random delay in [d/2, d] where d = base * 2^attempt. */
export function backoffDelay(
  attempt: number,
  baseDelayMs: number,
  random: () => number = Math.random,
): number {
  const d = baseDelayMs * 2 ** attempt;
  return Math.round(d / 2 + random() * (d / 2));
}

function safe(fn: () => void): void {
  try {
    fn();
  } catch {
    // a failing hook never breaks a request
  }
}

function wait(ms: number, signal: AbortSignal | undefined, endpoint: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new MpaError('aborted', catalogue.transport.aborted, { endpoint }));
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(new MpaError('aborted', catalogue.transport.aborted, { endpoint }));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The race's own marker, told apart from any error the request throws. */
const TIMED_OUT = Symbol('timed out');

/** The caller's signal and the deadline's as one (AbortSignal.any where there is one). */
function eitherSignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  const c = new AbortController();
  const abort = (s: AbortSignal) => () => c.abort(s.reason);
  a.addEventListener('abort', abort(a), { once: true });
  b.addEventListener('abort', abort(b), { once: true });
  return c.signal;
}

/**
 * Sends one request: per-attempt timeout, abort, and — for GET only — retries with backoff on
 * network errors and the policy's statuses (the product's only retry loop). POST, PUT and DELETE
 * are sent exactly once.
 * This is the SDK's hot path: a timeout is a signal shared by a few requests whose deadlines fall in
 * the same short window, on one timer (transport/deadlines.ts), not a controller and a timer per request;
 * when it passes, the request is aborted (its connection closed) and the caller gets kind 'timeout'.
 * Over Node's built-in fetch, which closes nothing on abort, the deadline is raced instead.
 */
export async function send(
  req: BuiltRequest,
  headers: Record<string, string>,
  o: SendOptions,
): Promise<RawResponse> {
  const retries = req.method === 'GET' ? Math.max(0, o.retry.retries) : 0;
  const user = o.signal;
  const bounded = o.timeoutMs > 0 && o.timeoutMs < Infinity;
  const onResponse = o.hooks?.onResponse;
  const attempt = async (signal: AbortSignal | undefined): Promise<RawResponse> => {
    const init: RequestInit = signal
      ? { method: req.method, headers, body: req.body, signal }
      : { method: req.method, headers, body: req.body };
    const res = await o.fetch(req.url, init);
    return { status: res.status, text: await res.text() };
  };
  for (let n = 0; ; n++) {
    if (user?.aborted) throw new MpaError('aborted', catalogue.transport.aborted, { endpoint: o.endpoint });
    if (o.hooks?.onRequest)
      safe(() => o.hooks?.onRequest?.({ method: req.method, url: req.url, headers: maskHeaders(headers) }));
    const started = onResponse ? Date.now() : 0;
    let status: number;
    let text: string;
    let cause: unknown;
    let failed = false;
    const deadline = bounded && o.cutsOff !== false ? deadlineSignal(o.timeoutMs) : undefined;
    try {
      if (deadline) ({ status, text } = await attempt(user ? eitherSignal(user, deadline) : deadline));
      else
        ({ status, text } = await (bounded
          ? withDeadline(attempt(user), o.timeoutMs, TIMED_OUT)
          : attempt(user)));
    } catch (e) {
      if (user?.aborted)
        throw new MpaError('aborted', catalogue.transport.aborted, { endpoint: o.endpoint, cause: e });
      if (deadline?.aborted || e === TIMED_OUT)
        throw new MpaError('timeout', catalogue.transport.timeout, { endpoint: o.endpoint });
      failed = true;
      cause = e;
      status = 0;
      text = '';
    }
    if (!failed && onResponse)
      safe(() => onResponse({ method: req.method, url: req.url, status, ms: Date.now() - started }));
    if ((failed || o.retry.statuses.includes(status)) && n < retries) {
      await wait(backoffDelay(n, o.retry.baseDelayMs), user, o.endpoint);
      continue;
    }
    if (failed) throw new MpaError('network', catalogue.transport.network, { endpoint: o.endpoint, cause });
    return { status, text };
  }
}
