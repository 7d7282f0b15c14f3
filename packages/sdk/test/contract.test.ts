import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, endpoints, memorySessionStore, type EndpointName } from '../src/index';
import { cases } from './contract-cases';
import { startRecordingServer, type RecordingServer } from './recording-server';

let srv: RecordingServer;
beforeAll(async () => void (srv = await startRecordingServer()));
afterAll(async () => srv.close());
beforeEach(() => srv.reset());

function formObject(form: FormData): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(form.keys())) {
    const vals = form.getAll(key).map((v) => (typeof v === 'string' ? v : `file:${(v as File).name}`));
    out[key] = vals.length === 1 ? vals[0] : vals;
  }
  return out;
}

function queryObject(q: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(q.keys())) {
    const vals = q.getAll(key);
    out[key] = vals.length === 1 ? vals[0] : vals;
  }
  return out;
}

describe('contract: every endpoint through its typed method', () => {
  it('has exactly one case per endpoint of the table', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(Object.keys(endpoints) as EndpointName[])('%s', async (name) => {
    const k = cases[name];
    expect(k, `no contract case for ${name}`).toBeDefined();
    const def = endpoints[name];
    if (k.reply) srv.respond(() => k.reply!);
    const client = createClient({
      authBaseUrl: srv.authUrl,
      apiBaseUrl: srv.apiUrl,
      retry: { retries: 0 },
      session: memorySessionStore({ authToken: 'contract-token', isAuthenticated: 'true' }),
    });
    await k.run(client);
    expect(srv.requests).toHaveLength(1);
    const r = srv.requests[0];
    expect(r.host).toBe(def.host);
    expect(r.method).toBe(def.method);
    expect(r.path).toBe(k.path);
    expect(r.headers['x-source']).toBe('A-Web');
    expect(r.headers.authorization).toBe('Bearer contract-token');
    expect(queryObject(r.query)).toEqual(k.query ?? {});
    if (k.body === 'none') {
      expect(r.body.length).toBe(0);
      expect(r.contentType).toBe('');
    } else if (k.body === 'json') {
      expect(r.contentType).toBe('application/json');
      expect(r.json).toEqual(k.json);
    } else {
      expect(r.contentType).toMatch(/^multipart\/form-data; boundary=/);
      expect(formObject(r.form as FormData)).toEqual(k.form);
    }
  });
});
