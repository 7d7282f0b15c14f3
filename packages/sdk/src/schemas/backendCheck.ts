/**
 * A read-only check of a live backend against the contract (what `mpa doctor` runs): every GET of
 * the endpoint table once with the smallest page, each answer checked against its response schema;
 * a bad token must get 401; the CORS answer for an origin; latency per call; the server's clock.
 * It sends nothing but GETs, CORS preflights and (when given credentials) the sign-in and its sign-out.
 */
import { createClient, type MpaClient } from '../client';
import { endpoints, type EndpointName } from '../endpoints';
import { isMpaError } from '../errors';
import { memorySessionStore } from '../session/index';
import { checkResponse, type Finding } from './check';
import { responses } from './responses';

export interface BackendCheckOptions {
  authBaseUrl: string;
  apiBaseUrl: string;
  /** A token to use (CI's MPA_TOKEN, a saved session); else `credentials` sign in. */
  token?: string;
  credentials?: { mobile: string; password: string };
  /** Check the CORS answers for the panel served from this origin. */
  origin?: string;
  fetch?: typeof fetch;
  /** Per call; default 30000 ms. */
  timeoutMs?: number;
  /** Called as each call finishes (progress). */
  onCall?(call: CallCheck): void;
  /** Clock skew above this is a problem; default 60 s. */
  maxSkewMs?: number;
}

export type CallOutcome = 'ok' | 'drift' | 'failed' | 'not-called';

export interface CallCheck {
  endpoint: EndpointName;
  method: string;
  /** The path with its placeholders filled (query not included). */
  path: string;
  /** Query and path parameters sent. */
  params: Record<string, unknown>;
  outcome: CallOutcome;
  status?: number;
  ms?: number;
  items?: number;
  /** Why the call failed or could not be made. */
  reason?: string;
  findings: Finding[];
}

export interface CorsCheck {
  /** What was asked: e.g. `OPTIONS /Vendors/v1 (GET with authorization, x-source)`. */
  request: string;
  ok: boolean;
  status?: number;
  /** The Access-Control-* headers answered. */
  answered: Record<string, string>;
  reason?: string;
}

export interface BackendReport {
  authBaseUrl: string;
  apiBaseUrl: string;
  /** How the check signed in, and whether that worked. */
  /** `signedOut`: after a sign-in, whether the server confirmed the end of that session (its token revoked). */
  auth: { via: 'token' | 'sign-in'; ok: boolean; reason?: string; signedOut?: boolean };
  calls: CallCheck[];
  badToken?: { endpoint: EndpointName; status?: number; ok: boolean; reason?: string };
  cors?: { origin: string; ok: boolean; checks: CorsCheck[] };
  clock?: { skewMs: number; serverDate: string; ok: boolean };
  /** Counts: calls made, drifted, failed, not called; notes. */
  summary: { calls: number; drift: number; failed: number; notCalled: number; notes: number };
  /** Clean: every call answered to contract, bad token 401, CORS (if asked) and clock fine. */
  ok: boolean;
  /** Sign-in failed or the token was refused (401): nothing else could be checked. */
  authFailed: boolean;
}

/** Where a call's path parameter comes from: a field of the first item of an earlier list call. */
interface Source {
  from: EndpointName;
  field: readonly string[];
}

/**
 * The read-only calls in order, with what each needs: a list first, then the calls that take an id
 * from its first item. `fixed` values are the spec's own (the premium list's `{for}`).
 */
const PLAN: readonly {
  endpoint: EndpointName;
  needs?: Record<string, Source>;
  fixed?: Record<string, unknown>;
}[] = [
  { endpoint: 'services.list' },
  { endpoint: 'services.get', needs: { id: { from: 'services.list', field: ['id'] } } },
  { endpoint: 'services.rootLevelActive' },
  { endpoint: 'users.list' },
  { endpoint: 'vendors.list' },
  { endpoint: 'vendors.get', needs: { id: { from: 'vendors.list', field: ['id'] } } },
  {
    endpoint: 'users.searchByMobile',
    needs: { mobile: { from: 'vendors.list', field: ['mobileNo'] } },
    fixed: { role: 'V' },
  },
  { endpoint: 'users.getByMobile', needs: { mobileno: { from: 'vendors.list', field: ['mobileNo'] } } },
  { endpoint: 'users.getAllByMobile', needs: { mobileno: { from: 'vendors.list', field: ['mobileNo'] } } },
  { endpoint: 'vendorServices.list' },
  { endpoint: 'vendorServices.get', needs: { id: { from: 'vendorServices.list', field: ['id'] } } },
  {
    endpoint: 'vendorServices.byMobile',
    needs: { vMobile: { from: 'vendorServices.list', field: ['vMobile'] } },
  },
  {
    endpoint: 'vendorServices.vendorWithMainService',
    needs: { id: { from: 'vendors.list', field: ['id'] } },
  },
  { endpoint: 'shops.list' },
  { endpoint: 'shops.get', needs: { id: { from: 'shops.list', field: ['shopId'] } } },
  { endpoint: 'shopCategories.list' },
  { endpoint: 'reviews.pending' },
  { endpoint: 'reviews.approved' },
  { endpoint: 'reviews.rejected' },
  { endpoint: 'reviews.flagged' },
  { endpoint: 'referrals.configs' },
  { endpoint: 'referrals.tokenMappings' },
  { endpoint: 'referrals.codes' },
  { endpoint: 'redemptions.pending' },
  { endpoint: 'redemptions.approved' },
  { endpoint: 'redemptions.rejected' },
  { endpoint: 'featuredAds.list' },
  { endpoint: 'premiumServices.list', fixed: { for: 'vendor' } },
  { endpoint: 'premiumServices.get', needs: { id: { from: 'premiumServices.list', field: ['id'] } } },
  { endpoint: 'premiumServices.plans' },
];

/** Every GET of the endpoint table: what the check calls (a test keeps PLAN complete). */
export const READ_ONLY_ENDPOINTS = (Object.keys(endpoints) as EndpointName[]).filter(
  (n) => endpoints[n].method === 'GET',
);

/** The smallest page in the call's own spelling (page/pageSize or Page/PageSize). */
function smallestPage(endpoint: EndpointName): Record<string, unknown> {
  const query: readonly string[] = (responses[endpoint] as { query?: readonly string[] }).query ?? [];
  const out: Record<string, unknown> = {};
  for (const q of query) {
    if (q.toLowerCase() === 'page') out[q] = 1;
    if (q.toLowerCase() === 'pagesize') out[q] = 1;
  }
  return out;
}

function itemsOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (data && typeof data === 'object') {
    const items = (data as { items?: unknown; Items?: unknown }).items ?? (data as { Items?: unknown }).Items;
    if (Array.isArray(items)) return items;
  }
  return [];
}

function fillPath(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    encodeURIComponent(String(params[name] ?? `{${name}}`)),
  );
}

interface Recorded {
  status: number;
  text: string;
  ms: number;
  date: string | null;
  /** Local time in the middle of the request, to set the server's Date against. */
  localMid: number;
}

/** Headers the panel sends on a read (API host) and on sign-in (auth host); CORS must allow them. */
const READ_HEADERS = ['authorization', 'x-source'];
const SIGN_IN_HEADERS = ['content-type', 'x-source'];

function headerList(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

async function preflight(
  f: typeof fetch,
  url: string,
  path: string,
  origin: string,
  method: string,
  headers: string[],
  timeoutMs: number,
): Promise<CorsCheck> {
  const request = `OPTIONS ${path} (${method} with ${headers.join(', ')})`;
  try {
    const res = await f(url, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': method,
        'Access-Control-Request-Headers': headers.join(','),
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.text();
    const answered: Record<string, string> = {};
    for (const h of [
      'access-control-allow-origin',
      'access-control-allow-methods',
      'access-control-allow-headers',
    ]) {
      const value = res.headers.get(h);
      if (value !== null) answered[h] = value;
    }
    const allowOrigin = res.headers.get('access-control-allow-origin');
    const methods = headerList(res.headers.get('access-control-allow-methods'));
    const allowed = headerList(res.headers.get('access-control-allow-headers'));
    const problems: string[] = [];
    if (res.status < 200 || res.status >= 300) problems.push(`status ${res.status}`);
    if (allowOrigin !== origin && allowOrigin !== '*')
      problems.push(`Access-Control-Allow-Origin is ${allowOrigin === null ? 'absent' : `'${allowOrigin}'`}`);
    if (methods.length > 0 && !methods.includes('*') && !methods.includes(method.toLowerCase()))
      problems.push(`${method} not in Access-Control-Allow-Methods`);
    // A wildcard never covers Authorization (Fetch standard): it must be named.
    const missing = headers.filter(
      (h) => !allowed.includes(h) && !(allowed.includes('*') && h !== 'authorization'),
    );
    if (missing.length) problems.push(`Access-Control-Allow-Headers lacks ${missing.join(', ')}`);
    return {
      request,
      ok: problems.length === 0,
      status: res.status,
      answered,
      reason: problems.join('; ') || undefined,
    };
  } catch (e) {
    return {
      request,
      ok: false,
      answered: {},
      reason: `no answer: ${e instanceof Error ? e.message : String(e)}`,
    };
  }
}

/**
 * Runs the checks. A session it signs in for is signed out at the end, also when a check threw: the
 * check is read-only and leaves no live token behind. A given token is the caller's and stays signed in.
 */
export async function checkBackend(o: BackendCheckOptions): Promise<BackendReport> {
  const opened: { client?: MpaClient } = {};
  let report: BackendReport | undefined;
  try {
    report = await runChecks(o, opened);
  } finally {
    if (opened.client) {
      const out = await opened.client.auth.logout();
      if (report) report.auth.signedOut = out.revoked;
    }
  }
  return report;
}

async function runChecks(o: BackendCheckOptions, opened: { client?: MpaClient }): Promise<BackendReport> {
  const baseFetch: typeof fetch = o.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = o.timeoutMs ?? 30000;
  let last: Recorded | undefined;
  // The SDK's own client does paths, headers and the envelope; this fetch keeps what came back.
  const recording = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const started = Date.now();
    const res = await baseFetch(input, init);
    const text = await res.text();
    const ended = Date.now();
    last = {
      status: res.status,
      text,
      ms: ended - started,
      date: res.headers.get('date'),
      localMid: (started + ended) / 2,
    };
    return new Response(text === '' ? null : text, { status: res.status, statusText: res.statusText });
  }) as typeof fetch;
  const clientOptions = {
    authBaseUrl: o.authBaseUrl,
    apiBaseUrl: o.apiBaseUrl,
    fetch: recording,
    timeoutMs,
    retry: { retries: 0 },
  };
  const client = createClient({ ...clientOptions, session: memorySessionStore(), token: o.token });
  const report: BackendReport = {
    authBaseUrl: o.authBaseUrl,
    apiBaseUrl: o.apiBaseUrl,
    auth: { via: o.token ? 'token' : 'sign-in', ok: true },
    calls: [],
    summary: { calls: 0, drift: 0, failed: 0, notCalled: 0, notes: 0 },
    ok: false,
    authFailed: false,
  };

  if (!o.token) {
    if (!o.credentials) throw new Error('checkBackend needs a token or credentials');
    try {
      await client.auth.login(o.credentials);
      opened.client = client;
    } catch (e) {
      report.auth = { via: 'sign-in', ok: false, reason: e instanceof Error ? e.message : String(e) };
      report.authFailed = true;
      return report;
    }
  }

  const dataOf = new Map<EndpointName, unknown>();
  const skews: { skewMs: number; serverDate: string }[] = [];
  for (const step of PLAN) {
    const def = endpoints[step.endpoint];
    const params: Record<string, unknown> = { ...smallestPage(step.endpoint), ...step.fixed };
    const call: CallCheck = {
      endpoint: step.endpoint,
      method: def.method,
      path: def.path,
      params,
      outcome: 'ok',
      findings: [],
    };
    let missing: string | undefined;
    for (const [name, source] of Object.entries(step.needs ?? {})) {
      const items = itemsOf(dataOf.get(source.from));
      const item = items.find((x) =>
        source.field.some((f) => (x as Record<string, unknown>)?.[f] != null),
      ) as Record<string, unknown> | undefined;
      const value = item && source.field.map((f) => item[f]).find((x) => x != null);
      if (value === undefined) {
        missing = dataOf.has(source.from)
          ? `needs ${name}: no item with ${source.field.join(' or ')} on the first page of ${source.from}`
          : `needs ${name} from ${source.from}, which gave no answer`;
        break;
      }
      params[name] = value;
    }
    call.path = fillPath(def.path, params);
    if (missing) {
      call.outcome = 'not-called';
      call.reason = missing;
    } else {
      last = undefined;
      try {
        await client.call(step.endpoint, params);
      } catch (e) {
        if (isMpaError(e) && e.kind === 'unauthorized') {
          report.auth = {
            ...report.auth,
            ok: false,
            reason: `${step.endpoint} answered 401: the token was refused`,
          };
          report.authFailed = true;
          report.calls.push({ ...call, outcome: 'failed', status: 401, reason: e.message });
          break;
        }
        if (!last) call.reason = e instanceof Error ? e.message : String(e);
      }
      const answer = last as Recorded | undefined;
      if (answer) {
        call.status = answer.status;
        call.ms = answer.ms;
        if (answer.date) {
          const server = Date.parse(answer.date);
          if (Number.isFinite(server))
            skews.push({ skewMs: server - answer.localMid, serverDate: answer.date });
        }
        let body: unknown;
        try {
          body = JSON.parse(answer.text);
        } catch {
          call.reason = answer.text.trim() === '' ? 'empty body' : 'body is not JSON';
        }
        if (answer.status !== 200)
          call.reason = `status ${answer.status}${call.reason ? `, ${call.reason}` : ''}`;
        if (body !== undefined) {
          const checked = checkResponse(step.endpoint, body);
          call.findings = checked.findings;
          call.items = checked.items;
          if (answer.status >= 200 && answer.status < 300) dataOf.set(step.endpoint, checked.data);
          if (checked.drift && !call.reason) {
            call.outcome = 'drift';
            call.reason = checked.findings
              .filter((f) => f.severity === 'drift')
              .map((f) => f.message)
              .join('; ');
          }
        }
      }
      if (call.reason && call.outcome === 'ok') call.outcome = 'failed';
    }
    report.calls.push(call);
    o.onCall?.(call);
  }

  if (!report.authFailed) {
    // A token the server never issued must be refused.
    const endpoint: EndpointName = 'vendors.list';
    const stranger = createClient({
      ...clientOptions,
      session: memorySessionStore(),
      token: 'mpa-doctor-not-a-token',
    });
    last = undefined;
    try {
      await stranger.call(endpoint, smallestPage(endpoint));
      report.badToken = {
        endpoint,
        status: (last as Recorded | undefined)?.status,
        ok: false,
        reason: 'a bad token was accepted',
      };
    } catch (e) {
      const status = (last as Recorded | undefined)?.status;
      report.badToken =
        status === 401
          ? { endpoint, status, ok: true }
          : {
              endpoint,
              status,
              ok: false,
              reason: `expected 401, got ${status ?? (e instanceof Error ? e.message : String(e))}`,
            };
    }

    if (o.origin) {
      const list = endpoints['vendors.list'];
      const signIn = endpoints['auth.signIn'];
      const checks = [
        await preflight(
          baseFetch,
          o.apiBaseUrl + list.path,
          list.path,
          o.origin,
          'GET',
          READ_HEADERS,
          timeoutMs,
        ),
        await preflight(
          baseFetch,
          o.authBaseUrl + signIn.path,
          signIn.path,
          o.origin,
          'POST',
          SIGN_IN_HEADERS,
          timeoutMs,
        ),
      ];
      report.cors = { origin: o.origin, ok: checks.every((c) => c.ok), checks };
    }

    if (skews.length > 0) {
      // The median: one slow answer does not make a skew.
      const sorted = [...skews].sort((a, b) => a.skewMs - b.skewMs);
      const mid = sorted[Math.floor(sorted.length / 2)];
      // Date has whole seconds: up to a second of difference is no skew.
      report.clock = {
        skewMs: Math.round(mid.skewMs),
        serverDate: mid.serverDate,
        ok: Math.abs(mid.skewMs) <= (o.maxSkewMs ?? 60000),
      };
    }
  }

  const made = report.calls.filter((c) => c.outcome !== 'not-called');
  report.summary = {
    calls: made.length,
    drift: report.calls.filter((c) => c.outcome === 'drift').length,
    failed: report.calls.filter((c) => c.outcome === 'failed').length,
    notCalled: report.calls.filter((c) => c.outcome === 'not-called').length,
    notes: report.calls.reduce((n, c) => n + c.findings.filter((f) => f.severity === 'note').length, 0),
  };
  report.ok =
    !report.authFailed &&
    report.calls.every((c) => c.outcome === 'ok' || c.outcome === 'not-called') &&
    report.badToken?.ok !== false &&
    report.cors?.ok !== false &&
    report.clock?.ok !== false;
  return report;
}
