import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { catalogue } from '@marketplace-admin/sdk';
import { nodeFetch } from '../src/http';
import { ADMIN, runBin, startStack, type Stack } from './helpers';

let s: Stack;
/** The token in a profile's session file (undefined when signed out). */
const savedToken = (profile = 'default'): string | undefined =>
  JSON.parse(readFileSync(join(s.configDir, 'sessions', `${profile}.json`), 'utf8')).authToken;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

describe('sign-in, session and profiles', () => {
  it('without a session, commands exit 3 and say how to sign in', async () => {
    const r = await s.mpa(['vendors', 'list']);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/Not logged in/);
  });

  it('--no-input with a missing value exits 2 at once instead of hanging', async () => {
    const r = await s.mpa(['--no-input', 'login'], { timeoutMs: 10000 });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--password-stdin/);
    expect(r.ms).toBeLessThan(5000);
    const r2 = await s.mpa(['login', '--mobile', ADMIN.mobile], { timeoutMs: 10000 });
    expect(r2.code).toBe(2);
    const r3 = await s.mpa(['login', '--password-stdin'], { input: 'x' });
    expect(r3.code).toBe(2);
  });

  it('with stdin left open (a pipe that never ends), a missing value still exits 2 at once', async () => {
    await s.login();
    const cases: [string[], RegExp][] = [
      [['--no-input', 'login'], /--password-stdin/],
      [['login', '--mobile', ADMIN.mobile], /--password-stdin/],
      [['--no-input', 'shops', 'delete', '1'], /--yes/],
      [['vendors', 'delete', '1'], /--yes/],
      [['--no-input', 'redemptions', 'approve', '1'], /^Note is required\.$/m],
      [['--no-input', 'services', 'create'], /--name|name/i],
    ];
    const runs = await Promise.all(
      cases.map(([args]) => s.mpa(args, { keepStdinOpen: true, timeoutMs: 15000 })),
    );
    runs.forEach((r, i) => {
      expect([r.code, r.signal], cases[i][0].join(' ')).toEqual([2, null]);
      expect(r.stderr, cases[i][0].join(' ')).toMatch(cases[i][1]);
      expect(r.ms, cases[i][0].join(' ')).toBeLessThan(10000);
    });
    // nothing was deleted
    expect((await s.mpa(['shops', 'get', '1'])).code).toBe(0);
    expect((await s.mpa(['logout'])).code).toBe(0);
  });

  it('on a terminal, login asks for username and password with the prompts it is given', async () => {
    const asked: string[] = [];
    const prompts = async () =>
      ({
        input: async (o: { message: string }) => (asked.push(o.message), ADMIN.mobile),
        password: async (o: { message: string; mask?: string }) => (
          asked.push(`${o.message} (mask ${o.mask})`),
          ADMIN.password
        ),
        confirm: async () => false,
      }) as any;
    const r = await s.mpa(['--profile', 'prompted', 'login'], { tty: true, prompts });
    expect(r.code).toBe(0);
    expect(asked).toEqual(['Username (mobile)', 'Password (mask *)']);
    expect(r.stdout).toContain('Login successful!');
    // --no-input on the same terminal never asks.
    const none = await s.mpa(['--profile', 'prompted', '--no-input', 'login'], { tty: true, prompts });
    expect([none.code, asked.length]).toEqual([2, 2]);
  });

  it('a wrong password fails with the server message and stores nothing', async () => {
    const r = await s.mpa(['login', '--mobile', ADMIN.mobile, '--password-stdin'], {
      input: 'wrong-password\n',
    });
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).not.toBe('');
    expect((await s.mpa(['whoami'])).code).toBe(3);
  });

  it('an empty password is refused with the spec text before any request', async () => {
    const r = await s.mpa(['login', '--mobile', ADMIN.mobile, '--password-stdin'], { input: '\n' });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Username and password are required');
  });

  it('login --password-stdin, then whoami; the session file is 0600 and the token is never printed', async () => {
    const r = await s.mpa(['login', '--mobile', ADMIN.mobile, '--password-stdin'], {
      input: ADMIN.password + '\n',
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Login successful!');
    const file = join(s.configDir, 'sessions', 'default.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const token = JSON.parse(readFileSync(file, 'utf8')).authToken as string;
    expect(token.length).toBeGreaterThan(10);
    const who = await s.mpa(['whoami', '--format', 'json']);
    expect(who.code).toBe(0);
    expect(JSON.parse(who.stdout)).toMatchObject({
      username: ADMIN.mobile,
      role: 'admin',
      profile: 'default',
      apiUrl: s.api.apiUrl,
    });
    for (const out of [r.stdout, r.stderr, who.stdout, who.stderr]) expect(out).not.toContain(token);
  });

  it('MPA_TOKEN wins over the session (and works with no session at all)', async () => {
    const token = JSON.parse(readFileSync(join(s.configDir, 'sessions', 'default.json'), 'utf8'))
      .authToken as string;
    const r = await s.mpa(['--profile', 'ci', 'whoami', '--format', 'json'], { env: { MPA_TOKEN: token } });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).profile).toBe('ci');
    const bad = await s.mpa(['whoami'], { env: { MPA_TOKEN: 'not-a-token' } });
    expect(bad.code).toBe(3);
    expect(bad.stderr).toContain('Session expired. Please login again.');
  });

  it('a bad MPA_TOKEN exits 3 with the spec message and leaves the saved session alone', async () => {
    await s.login();
    const file = join(s.configDir, 'sessions', 'default.json');
    const saved = readFileSync(file, 'utf8');
    const bad = await s.mpa(['vendors', 'list'], { env: { MPA_TOKEN: 'expired-or-wrong' } });
    expect(bad.code).toBe(3);
    expect(bad.stderr.trim()).toBe('Session expired. Please login again.');
    expect(readFileSync(file, 'utf8')).toBe(saved);
    const after = await s.mpa(['whoami', '--format', 'json']);
    expect(after.code).toBe(0);
    expect(JSON.parse(after.stdout).username).toBe(ADMIN.mobile);
  });

  it('config set/get/list per profile, 0600, and the base URL taken from the profile', async () => {
    const env = { MPA_API_URL: '', MPA_AUTH_URL: '' };
    expect((await s.mpa(['--profile', 'p2', 'config', 'set', 'api-url', s.api.apiUrl], { env })).code).toBe(
      0,
    );
    expect((await s.mpa(['--profile', 'p2', 'config', 'set', 'auth-url', s.api.authUrl], { env })).code).toBe(
      0,
    );
    expect((await s.mpa(['--profile', 'p2', 'config', 'set', 'api-url', 'not a url'], { env })).code).toBe(2);
    expect((await s.mpa(['--profile', 'p2', 'config', 'set', 'colour', 'x'], { env })).code).toBe(2);
    const get = await s.mpa(['--profile', 'p2', 'config', 'get', 'api-url'], { env });
    expect(get.stdout.trim()).toBe(s.api.apiUrl);
    expect(statSync(join(s.configDir, 'config.json')).mode & 0o777).toBe(0o600);
    const list = await s.mpa(['--profile', 'p2', 'config', 'list', '--format', 'json'], { env });
    expect(JSON.parse(list.stdout)).toMatchObject({
      profile: 'p2',
      'api-url': s.api.apiUrl,
      'auth-url': s.api.authUrl,
    });
    expect((await s.mpa(['config', 'get', 'api-url'], { env })).code).toBe(1);
    // Signing in on profile p2 uses the profile's URLs (the environment has none).
    const login = await s.mpa(['--profile', 'p2', 'login', '--mobile', ADMIN.mobile, '--password-stdin'], {
      input: ADMIN.password,
      env,
    });
    expect(login.code).toBe(0);
    expect((await s.mpa(['whoami', '--profile', 'p2'], { env })).code).toBe(0);
    // The flag wins over the profile: another API is not given the profile's session (exit 3).
    const flag = await s.mpa(['--profile', 'p2', '--api-url', 'http://127.0.0.1:9', 'whoami'], {
      env: { ...env, MPA_TIMEOUT_MS: '3000' },
    });
    expect(flag.code).toBe(3);
    expect(flag.stderr).toContain('not for http://127.0.0.1:9');
  });

  it('a revoked token exits 3 with the spec message and clears the session', async () => {
    await s.login();
    expect((await s.mpa(['vendors', 'list'])).code).toBe(0);
    await s.api.revokeAllTokens();
    const r = await s.mpa(['vendors', 'list']);
    expect(r.code).toBe(3);
    expect(r.stderr.trim()).toBe('Session expired. Please login again.');
    expect(
      JSON.parse(readFileSync(join(s.configDir, 'sessions', 'default.json'), 'utf8')).authToken,
    ).toBeUndefined();
    expect((await s.mpa(['whoami'])).code).toBe(3);
  });

  it('logout removes the session', async () => {
    await s.login();
    const r = await s.mpa(['logout']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe('Logged out successfully');
    expect((await s.mpa(['whoami'])).code).toBe(3);
  });

  it('logout revokes the token on the server: the old token answers 401 afterwards', async () => {
    await s.login();
    const token = savedToken()!;
    expect((await s.mpa(['whoami'], { env: { MPA_TOKEN: token } })).code).toBe(0);
    const r = await s.mpa(['logout']);
    expect([r.code, r.stdout.trim(), r.stderr]).toEqual([0, 'Logged out successfully', '']);
    const old = await s.mpa(['whoami'], { env: { MPA_TOKEN: token } });
    expect(old.code).toBe(3);
    expect(old.stderr.trim()).toBe('Session expired. Please login again.');
  });

  it('logout with MPA_TOKEN set signs out the profile (its token revoked) and leaves MPA_TOKEN working', async () => {
    await s.login();
    const profileToken = savedToken()!;
    await s.mpa(['--profile', 'ci', 'login', '--mobile', ADMIN.mobile, '--password-stdin'], {
      input: ADMIN.password,
    });
    const ciToken = savedToken('ci')!;
    const r = await s.mpa(['logout'], { env: { MPA_TOKEN: ciToken } });
    expect([r.code, r.stdout.trim()]).toEqual([0, 'Logged out successfully']);
    expect(r.stderr).toContain('MPA_TOKEN');
    expect(savedToken()).toBeUndefined();
    expect((await s.mpa(['whoami'], { env: { MPA_TOKEN: profileToken } })).code).toBe(3);
    expect((await s.mpa(['whoami'], { env: { MPA_TOKEN: ciToken } })).code).toBe(0);
  });

  it('logout when the server cannot be reached: forgotten here, exit 1, and stderr says the token stays valid', async () => {
    await s.login();
    const token = savedToken()!;
    const unreachable = (async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/v1/alogout')
        ? Promise.reject(new TypeError('fetch failed'))
        : nodeFetch(input as string, init)) as typeof fetch;
    const r = await s.mpa(['logout'], { fetch: unreachable });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /^Signed out of profile default here, but the server could not be told \(.+\): the token stays valid until it expires\.\n$/,
    );
    expect(savedToken()).toBeUndefined();
    expect((await s.mpa(['whoami'])).code).toBe(3);
    // What stderr said: the server was never told, so the token still works.
    expect((await s.mpa(['whoami'], { env: { MPA_TOKEN: token } })).code).toBe(0);
  });

  it('usage errors exit 2; --version and --help exit 0', async () => {
    expect((await s.mpa(['vendors', 'frobnicate'])).code).toBe(2);
    expect((await s.mpa(['nosuchnoun'])).code).toBe(2);
    expect((await s.mpa(['vendors', 'list', '--format', 'xml'])).code).toBe(2);
    const v = await runBin(['--version'], {});
    expect(v.code).toBe(0);
    expect(v.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const h = await s.mpa(['redemptions', 'approve', '--help']);
    expect(h.code).toBe(0);
    expect(h.stdout).toContain('Examples:');
    expect(h.stdout).toContain('--all-pending');
  });
});

describe('the saved session is bound to the hosts that issued it', () => {
  /** A listener on another port: what it was sent. */
  let heard: { url: string; headers: IncomingHttpHeaders }[];
  let other: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    heard = [];
    const server = createServer((req, res) => {
      heard.push({ url: req.url ?? '', headers: req.headers });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: true, message: 'ok', data: { items: [], totalCount: 0 } }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    other = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((r) => server.close(() => r()));
  });
  afterAll(() => close?.());

  const refusal = (asked: { apiUrl: string; authUrl: string }) =>
    catalogue.savedSession.otherHosts('default', { apiUrl: s.api.apiUrl, authUrl: s.api.authUrl }, asked) +
    '\n';

  it('another API or auth URL with a saved token is refused (exit 3, says why) and the token is not sent', async () => {
    await s.login();
    heard.length = 0;
    const api = await s.mpa(['vendors', 'list'], { env: { MPA_API_URL: other } });
    expect([api.code, api.stderr]).toEqual([3, refusal({ apiUrl: other, authUrl: s.api.authUrl })]);
    const flag = await s.mpa(['--auth-url', other, 'whoami']);
    expect([flag.code, flag.stderr]).toEqual([3, refusal({ apiUrl: s.api.apiUrl, authUrl: other })]);
    const out = await s.mpa(['--auth-url', other, 'logout']);
    expect([out.code, out.stderr]).toEqual([3, refusal({ apiUrl: s.api.apiUrl, authUrl: other })]);
    const raw = await s.mpa(['--auth-url', other, 'api', 'auth.signupUnverified', 'mobile=9']);
    expect(heard.map((h) => h.headers.authorization).filter(Boolean)).toEqual([]);
    expect(raw.stdout).not.toContain(savedToken()!);
    // The session is kept, and still works where it was issued.
    expect(savedToken()).toBeDefined();
    expect((await s.mpa(['vendors', 'list'])).code).toBe(0);
  });

  it('MPA_TOKEN is explicit: it is sent to the URL given', async () => {
    heard.length = 0;
    const r = await s.mpa(['vendors', 'list'], { env: { MPA_API_URL: other, MPA_TOKEN: 'ci-token' } });
    expect(r.code).toBe(0);
    expect(heard.map((h) => h.headers.authorization)).toEqual(['Bearer ci-token']);
  });

  it("a session saved without its hosts counts as issued for the profile's configured hosts", async () => {
    const env = { MPA_API_URL: '', MPA_AUTH_URL: '' };
    await s.mpa(['--profile', 'old', 'config', 'set', 'api-url', s.api.apiUrl], { env });
    await s.mpa(['--profile', 'old', 'config', 'set', 'auth-url', s.api.authUrl], { env });
    expect(
      (
        await s.mpa(['--profile', 'old', 'login', '--mobile', ADMIN.mobile, '--password-stdin'], {
          input: ADMIN.password,
          env,
        })
      ).code,
    ).toBe(0);
    const file = join(s.configDir, 'sessions', 'old.json');
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    delete saved.mpaIssuedFor;
    writeFileSync(file, JSON.stringify(saved));
    expect((await s.mpa(['--profile', 'old', 'vendors', 'list'], { env })).code).toBe(0);
    heard.length = 0;
    const r = await s.mpa(['--profile', 'old', 'vendors', 'list'], { env: { MPA_API_URL: other } });
    expect(r.code).toBe(3);
    expect(heard).toEqual([]);
  });
});
