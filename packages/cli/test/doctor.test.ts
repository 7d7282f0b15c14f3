// mpa doctor against a real dev API (in-process runs of mpa): clean, with each kind of injected
// drift, without a valid session, and with the dev API's own access log showing it never wrote.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevApi, type DevApi } from '@marketplace-admin/dev-api';
import { endpoints } from '@marketplace-admin/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nodeFetch } from '../src/http';
import { ADMIN, json, runInProcess, type RunOptions } from './helpers';

let api: DevApi;
let dataDir: string;
let configDir: string;
let token: string;

/** The dev API's access log (it writes one line a request to this process's stderr). */
const accessLog: string[] = [];
const realStderrWrite = process.stderr.write.bind(process.stderr);

const READ_ONLY = Object.entries(endpoints)
  .filter(([, d]) => d.method === 'GET')
  .map(([n]) => n)
  .sort();

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mpa-doctor-data-'));
  configDir = mkdtempSync(join(tmpdir(), 'mpa-doctor-config-'));
  api = await startDevApi({ dataDir, apiPort: 0, authPort: 0, seed: 'demo', log: true });
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    if (text.startsWith('mpa-dev-api ')) {
      accessLog.push(...text.split('\n').filter(Boolean));
      return true;
    }
    return (realStderrWrite as (...a: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stderr.write;
  const res = await fetch(`${api.authUrl}/v1/asignin/mobile-pwd`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-source': 'A-Web' },
    body: JSON.stringify(ADMIN),
  });
  token = ((await res.json()) as { token: string }).token;
});
afterEach(() => api.setFaults({ drift: [] }));
afterAll(async () => {
  process.stderr.write = realStderrWrite;
  await api?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(configDir, { recursive: true, force: true });
});

function doctor(args: string[], o: RunOptions & { env?: Record<string, string> } = {}) {
  const env = {
    MPA_API_URL: api.apiUrl,
    MPA_AUTH_URL: api.authUrl,
    MPA_CONFIG_DIR: configDir,
    MPA_TOKEN: token,
    ...o.env,
  };
  for (const [k, v] of Object.entries(env)) if (v === '') delete (env as Record<string, string>)[k];
  return runInProcess(['doctor', ...args], env, o);
}

interface Call {
  endpoint: string;
  path: string;
  status?: number;
  outcome: string;
  reason?: string;
  findings: { severity: string; kind: string; path: string; field?: string }[];
}

describe('mpa doctor against the dev API', () => {
  it('clean: exit 0, every GET of the endpoint table called once, 200 and to contract; bad token 401; clock read', async () => {
    const r = await doctor(['--format', 'json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const report = json(r.stdout);
    const calls = report.calls as Call[];
    expect(calls.map((c) => c.endpoint).sort()).toEqual(READ_ONLY);
    for (const c of calls)
      expect({ endpoint: c.endpoint, status: c.status, outcome: c.outcome, findings: c.findings }).toEqual({
        endpoint: c.endpoint,
        status: 200,
        outcome: 'ok',
        findings: [],
      });
    // The calls that need an id took it from a list's first item.
    expect(calls.find((c) => c.endpoint === 'vendors.get')!.path).toMatch(/^\/vendors\/v1\/\d+$/);
    expect(report.badToken).toMatchObject({ status: 401, ok: true });
    expect(report.clock.ok).toBe(true);
    expect(Math.abs(report.clock.skewMs)).toBeLessThan(5000);
    expect(report).toMatchObject({
      ok: true,
      authFailed: false,
      summary: { calls: READ_ONLY.length, drift: 0, failed: 0, notCalled: 0 },
    });
  });

  it('a table on a terminal: one row per call, the checks, and the verdict', async () => {
    const r = await doctor([], { tty: true });
    expect(r.code).toBe(0);
    for (const name of READ_ONLY) expect(r.stdout).toContain(name);
    expect(r.stdout).toContain('bad token');
    expect(r.stdout).toMatch(/clock .*ok: server [+-]\d+\.\d s from this machine/);
    expect(r.stdout).toContain(
      `${READ_ONLY.length} calls: ${READ_ONLY.length} ok, 0 drift, 0 failed; 0 not called; 0 notes. Clean.`,
    );
  });

  it('--mobile: the session it signed in with is signed out at the end, its token no longer taken', async () => {
    const used = new Set<string>();
    const recording: typeof fetch = (input, init) => {
      const auth = (init?.headers as Record<string, string> | undefined)?.Authorization;
      if (auth && auth !== 'Bearer mpa-doctor-not-a-token') used.add(auth);
      return nodeFetch(input, init);
    };
    const r = await doctor(['--format', 'json', '--mobile', ADMIN.mobile, '--password-stdin'], {
      input: ADMIN.password + '\n',
      env: { MPA_TOKEN: '' },
      fetch: recording,
    });
    expect(r.code).toBe(0);
    expect(json(r.stdout).auth).toMatchObject({ via: 'sign-in', ok: true, signedOut: true });
    expect(used.size).toBe(1);
    const [authorization] = [...used];
    const after = await fetch(`${api.apiUrl}${endpoints['vendors.list'].path}`, {
      headers: { authorization, 'x-source': 'A-Web' },
    });
    expect(after.status).toBe(401);
    // a given token is the caller's: left signed in
    const given = await doctor(['--format', 'json']);
    expect(given.code).toBe(0);
    const still = await fetch(`${api.apiUrl}${endpoints['vendors.list'].path}`, {
      headers: { authorization: `Bearer ${token}`, 'x-source': 'A-Web' },
    });
    expect(still.status).toBe(200);
  });

  it('never writes: the dev API logged only GETs (and the one sign-in, and its sign-out, when asked to sign in)', async () => {
    accessLog.length = 0;
    const r = await doctor(
      ['--format', 'json', '--mobile', ADMIN.mobile, '--password-stdin', '--origin', 'http://127.0.0.1:5173'],
      { input: ADMIN.password + '\n', env: { MPA_TOKEN: '' } },
    );
    expect(r.code).toBe(0);
    const requests = accessLog.map((l) => l.split(' ').slice(1, 4).join(' '));
    expect(requests.length).toBeGreaterThan(READ_ONLY.length);
    const other = requests.filter((l) => !/^api GET /.test(l));
    expect(other.sort()).toEqual([
      'api OPTIONS /Vendors/v1',
      'auth OPTIONS /v1/asignin/mobile-pwd',
      'auth POST /v1/alogout',
      'auth POST /v1/asignin/mobile-pwd',
    ]);
  });

  const drifts: [rule: string, endpoint: string, kind: string, path: string][] = [
    ['vendors.list:rename:name', 'vendors.list', 'missing', 'items[].name'],
    ['shops.get:drop:shopName', 'shops.get', 'missing', 'shopName'],
    ['redemptions.pending:retype:redeemRequestId', 'redemptions.pending', 'type', 'items[].redeemRequestId'],
    ['referrals.codes:retype:isActive', 'referrals.codes', 'type', 'items[].isActive'],
    ['vendors.list:retype:yearOfBirth', 'vendors.list', 'type', 'items[].yearOfBirth'],
  ];
  it.each(drifts)(
    'drift %s: exit 1, only that call drifted, naming the field',
    async (rule, endpoint, kind, path) => {
      api.setFaults({ drift: [rule] });
      const r = await doctor(['--format', 'json']);
      expect(r.code).toBe(1);
      const report = json(r.stdout);
      const calls = report.calls as Call[];
      expect(calls.filter((c) => c.outcome !== 'ok').map((c) => c.endpoint)).toEqual([endpoint]);
      const drifted = calls.find((c) => c.endpoint === endpoint)!;
      expect(drifted.outcome).toBe('drift');
      expect(drifted.findings.filter((f) => f.severity === 'drift').map((f) => [f.kind, f.path])).toEqual([
        [kind, path],
      ]);
      expect(report.summary).toMatchObject({ drift: 1, failed: 0 });

      const table = await doctor([], { tty: true });
      expect(table.code).toBe(1);
      expect(table.stdout).toMatch(
        new RegExp(`${endpoint.replace('.', '\\.')} .*drift: .*${path.replace(/[[\].]/g, '\\$&')}`),
      );
      expect(table.stdout).toContain('Not clean.');
    },
  );

  it('a renamed field is also a note naming the new name', async () => {
    api.setFaults({ drift: ['vendors.list:rename:name'] });
    const report = json((await doctor(['--format', 'json'])).stdout);
    const call = (report.calls as Call[]).find((c) => c.endpoint === 'vendors.list')!;
    expect(call.findings.filter((f) => f.severity === 'note').map((f) => f.path)).toEqual([
      'items[].name_renamed',
    ]);
  });

  it('CORS: an origin the backend does not allow fails the check (exit 1); an allowed one passes', async () => {
    const bad = await doctor(['--format', 'json', '--origin', 'https://admin.example.com']);
    expect(bad.code).toBe(1);
    const report = json(bad.stdout);
    expect(report.cors.ok).toBe(false);
    expect(report.cors.checks[0].reason).toMatch(/Access-Control-Allow-Origin/);
    expect((report.calls as Call[]).every((c) => c.outcome === 'ok')).toBe(true);
    const good = await doctor(['--format', 'json', '--origin', 'http://localhost:5173/some/page']);
    expect(good.code).toBe(0);
    expect(json(good.stdout).cors).toMatchObject({ origin: 'http://localhost:5173', ok: true });
  });

  it('auth: a refused token, a wrong password and no session at all exit 3', async () => {
    const refused = await doctor(['--format', 'json'], {
      env: { MPA_TOKEN: 'not-a-token-this-server-issued' },
    });
    expect(refused.code).toBe(3);
    expect(refused.stderr).toMatch(/401/);
    expect(json(refused.stdout).authFailed).toBe(true);
    const wrong = await doctor(['--mobile', ADMIN.mobile, '--password-stdin'], {
      input: 'wrong-password\n',
      env: { MPA_TOKEN: '' },
    });
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toMatch(/Not signed in/);
    const none = await doctor([], { env: { MPA_TOKEN: '' } });
    expect(none.code).toBe(3);
    expect(none.stderr).toMatch(/Not logged in/);
  });

  it('--help says what it checks and the exit codes', async () => {
    const r = await runInProcess(['doctor', '--help'], { MPA_CONFIG_DIR: configDir });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/read-only/);
    expect(r.stdout.replace(/\s+/g, ' ')).toMatch(/Exit 0 clean, 1 drift or a failed check, 3 auth/);
  });
});
