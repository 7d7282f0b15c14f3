import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, memorySessionStore, type MpaError } from '../src/index';
import { backoffDelay } from '../src/transport/send';
import { startRecordingServer, type RecordingServer, type Reply } from './recording-server';

let srv: RecordingServer;
beforeAll(async () => void (srv = await startRecordingServer()));
afterAll(async () => srv.close());
beforeEach(() => srv.reset());

const ok: Reply = { status: 200, body: { success: true, data: { items: [{ id: 1 }], totalCount: 1 } } };
const client = (extra = {}) =>
  createClient({
    authBaseUrl: srv.authUrl,
    apiBaseUrl: srv.apiUrl,
    session: memorySessionStore({ authToken: 't' }),
    retry: { baseDelayMs: 5 },
    ...extra,
  });
const fail = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected failure');
    },
    (e: MpaError) => e,
  );
const script = (...replies: Reply[]) => srv.respond((_r, n) => replies[Math.min(n, replies.length) - 1]);

describe('GET retries on transient faults', () => {
  it('succeeds after a dropped connection and a 503 (default 2 retries)', async () => {
    script({ drop: true }, { status: 503, body: { success: false, message: 'busy' } }, ok);
    const page = await client().vendors.list();
    expect(page.items).toEqual([{ id: 1 }]);
    expect(srv.requests).toHaveLength(3);
  });
  it.each([502, 503, 504])('retries a %i', async (status) => {
    script({ status, body: '' }, ok);
    await client().services.list();
    expect(srv.requests).toHaveLength(2);
  });
  it('gives up after the configured retries with the last answer', async () => {
    srv.respond(() => ({ status: 503, body: { success: false, message: 'Service unavailable' } }));
    const e = await fail(client().vendors.list());
    expect([e.kind, e.message, e.status]).toEqual(['http', 'Service unavailable', 503]);
    expect(srv.requests).toHaveLength(3);
    srv.reset();
    srv.respond(() => ({ status: 503, body: '' }));
    await fail(client({ retry: { retries: 4, baseDelayMs: 1 } }).vendors.list());
    expect(srv.requests).toHaveLength(5);
  });
  it('does not retry a 500 or a 404', async () => {
    srv.respond(() => ({ status: 500, body: { success: false } }));
    const e = await fail(client().vendors.list());
    expect([e.kind, e.message]).toEqual(['http', 'Failed to load vendors']);
    expect(srv.requests).toHaveLength(1);
  });
  it('a network error that persists surfaces as kind network', async () => {
    const s = createServer();
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
    const port = (s.address() as AddressInfo).port;
    await new Promise((r) => s.close(r));
    const c = createClient({
      authBaseUrl: srv.authUrl,
      apiBaseUrl: `http://127.0.0.1:${port}`,
      retry: { baseDelayMs: 1 },
    });
    const e = await fail(c.services.list());
    expect([e.kind, e.message]).toEqual(['network', 'Network error: the server could not be reached']);
  });
});

describe('the one retry policy is set per client and per call', () => {
  it('a call can turn retries off, or ask for more, over the client policy', async () => {
    srv.respond(() => ({ status: 503, body: '' }));
    await fail(client().vendors.list({}, { retry: { retries: 0 } }));
    expect(srv.requests).toHaveLength(1);
    srv.reset();
    srv.respond(() => ({ status: 503, body: '' }));
    await fail(client().vendors.list({}, { retry: { retries: 3, baseDelayMs: 1 } }));
    expect(srv.requests).toHaveLength(4);
  });
  it('the statuses a read is retried on can include 500 (per client or per call); paging iterators use the same policy', async () => {
    script({ status: 500, body: { success: false } }, ok);
    await client({ retry: { baseDelayMs: 1, statuses: [500, 502, 503, 504] } }).vendors.list();
    expect(srv.requests).toHaveLength(2);
    srv.reset();
    script({ status: 500, body: { success: false } }, ok);
    const seen: unknown[] = [];
    for await (const v of client().vendors.iterate({}, { retry: { statuses: [500] } })) seen.push(v);
    expect(seen).toEqual([{ id: 1 }]);
    expect(srv.requests).toHaveLength(2);
  });
  it('a write is never retried, whatever the policy says', async () => {
    srv.respond(() => ({ status: 503, body: '' }));
    await fail(
      client({ retry: { retries: 5, statuses: [500, 503] } }).services.reorder([{ id: 1, order: 2 }], {
        retry: { retries: 5 },
      }),
    );
    expect(srv.requests).toHaveLength(1);
  });
});

describe('POST, PUT and DELETE are sent exactly once', () => {
  const calls = {
    POST: (c: ReturnType<typeof client>) => c.services.reorder([{ id: 1, order: 2 }]),
    PUT: (c: ReturnType<typeof client>) => c.vendors.toggleActive(1),
    DELETE: (c: ReturnType<typeof client>) => c.vendors.delete(1),
  };
  it.each(Object.keys(calls) as (keyof typeof calls)[])('%s after a 503', async (m) => {
    srv.respond(() => ({ status: 503, body: { success: false, message: 'busy' } }));
    const e = await fail(calls[m](client()));
    expect([e.kind, e.message]).toEqual(['http', 'busy']);
    expect(srv.requests.map((r) => r.method)).toEqual([m]);
  });
  it.each(Object.keys(calls) as (keyof typeof calls)[])('%s after a dropped connection', async (m) => {
    srv.respond(() => ({ drop: true }));
    const e = await fail(calls[m](client()));
    expect(e.kind).toBe('network');
    expect(srv.requests).toHaveLength(1);
  });
});

describe('timeout and abort', () => {
  it('a stalled server times out with kind timeout (per call option), without retry', async () => {
    srv.respond(() => ({ stall: true }));
    const t0 = Date.now();
    const e = await fail(client().services.list({}, { timeoutMs: 150 }));
    expect([e.kind, e.message]).toEqual(['timeout', 'The request timed out']);
    expect(Date.now() - t0).toBeLessThan(1500);
    expect(srv.requests).toHaveLength(1);
  });
  it('a short timeout is not held up by a longer one set before it (one shared timer), and does not end the other', async () => {
    srv.respond(() => ({ stall: true }));
    const stop = new AbortController();
    let longEnded = false;
    const long = client({ timeoutMs: 60_000 })
      .services.list({}, { signal: stop.signal })
      .catch((x: MpaError) => x.kind)
      .finally(() => (longEnded = true));
    const e = await fail(client({ timeoutMs: 100 }).services.list());
    expect(e.kind).toBe('timeout');
    expect(longEnded).toBe(false);
    stop.abort();
    expect(await long).toBe('aborted');
  });
  it('the client-wide timeout applies', async () => {
    srv.respond(() => ({ stall: true }));
    const e = await fail(client({ timeoutMs: 100 }).call('services.list'));
    expect(e.kind).toBe('timeout');
  });
  it('a late answer within the timeout is fine', async () => {
    srv.respond(() => ({ ...ok, delayMs: 100 }));
    expect((await client({ timeoutMs: 2000 }).vendors.list()).totalCount).toBe(1);
  });
  it('abort stops a stalled request at once', async () => {
    srv.respond(() => ({ stall: true }));
    const ac = new AbortController();
    const p = fail(client().services.list({}, { signal: ac.signal }));
    await new Promise((r) => setTimeout(r, 50));
    const t0 = Date.now();
    ac.abort();
    const e = await p;
    expect([e.kind, e.message]).toEqual(['aborted', 'The request was aborted']);
    expect(Date.now() - t0).toBeLessThan(100);
  });
  it('abort stops a retry wait at once', async () => {
    srv.respond(() => ({ status: 503, body: '' }));
    const ac = new AbortController();
    const p = fail(client({ retry: { baseDelayMs: 10_000 } }).services.list({}, { signal: ac.signal }));
    await new Promise((r) => setTimeout(r, 80));
    const t0 = Date.now();
    ac.abort();
    expect((await p).kind).toBe('aborted');
    expect(Date.now() - t0).toBeLessThan(100);
    expect(srv.requests).toHaveLength(1);
  });
  it('timeoutMs 0 disables the timeout; a caller signal still aborts', async () => {
    srv.respond(() => ({ ...ok, delayMs: 120 }));
    expect((await client({ timeoutMs: 0 }).vendors.list()).totalCount).toBe(1);
    srv.respond(() => ({ stall: true }));
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 50);
    expect((await fail(client({ timeoutMs: 0 }).vendors.list({}, { signal: ac.signal }))).kind).toBe(
      'aborted',
    );
  });
  it('an already aborted signal sends nothing', async () => {
    const e = await fail(client().call('services.list', {}, { signal: AbortSignal.abort() }));
    expect(e.kind).toBe('aborted');
    expect(srv.requests).toHaveLength(0);
  });
});

describe('backoff', () => {
  it('doubles per attempt with jitter in [d/2, d]', () => {
    expect([backoffDelay(0, 100, () => 0), backoffDelay(0, 100, () => 1)]).toEqual([50, 100]);
    expect([backoffDelay(2, 100, () => 0), backoffDelay(2, 100, () => 1)]).toEqual([200, 400]);
    const d = backoffDelay(1, 100);
    expect(d).toBeGreaterThanOrEqual(100);
    expect(d).toBeLessThanOrEqual(200);
  });
});
