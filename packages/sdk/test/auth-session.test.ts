import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  browserSessionStore,
  catalogue,
  createClient,
  memorySessionStore,
  MpaError,
  SESSION_KEYS,
} from '../src/index';
import { fileSessionStore } from '../src/node';
import { startRecordingServer, type RecordingServer } from './recording-server';

let srv: RecordingServer;
beforeAll(async () => void (srv = await startRecordingServer()));
afterAll(async () => srv.close());
beforeEach(() => srv.reset());

const mk = (store = memorySessionStore(), extra = {}) =>
  createClient({ authBaseUrl: srv.authUrl, apiBaseUrl: srv.apiUrl, session: store, ...extra });
const fail = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected failure');
    },
    (e: MpaError) => e,
  );

describe('auth.login', () => {
  it.each([
    ['', 'x'],
    ['9000000000', ''],
    ['  ', 'x'],
  ])('empty fields (%j, %j) fail without a request', async (mobile, password) => {
    const e = await fail(mk().auth.login({ mobile, password }));
    expect([e.kind, e.message]).toEqual(['validation', 'Username and password are required']);
    expect(srv.requests).toHaveLength(0);
  });
  it('stores the session and returns the success text', async () => {
    srv.respond(() => ({ body: { token: 'abc', message: 'Welcome' } }));
    const store = memorySessionStore();
    const c = mk(store);
    const r = await c.auth.login({ mobile: '9000000000', password: 'admin12345' });
    expect(r).toEqual({ message: 'Login successful!', user: { username: '9000000000', role: 'admin' } });
    const req = srv.requests[0];
    expect([req.host, req.method, req.path]).toEqual(['auth', 'POST', '/v1/asignin/mobile-pwd']);
    expect(req.json).toEqual({ mobile: '9000000000', password: 'admin12345' });
    expect(store.get('authToken')).toBe('abc');
    expect(store.get('isAuthenticated')).toBe('true');
    expect(JSON.parse(store.get('user') as string)).toEqual({ username: '9000000000', role: 'admin' });
    expect(c.session.isAuthenticated()).toBe(true);
    expect(c.session.user()).toEqual({ username: '9000000000', role: 'admin' });
    await c.call('services.list');
    expect(srv.requests[1].headers.authorization).toBe('Bearer abc');
  });
  it('reads a token inside data', async () => {
    srv.respond(() => ({ body: { success: true, data: { token: 'in-data' } } }));
    const store = memorySessionStore();
    await mk(store).auth.login({ mobile: '1', password: '2' });
    expect(store.get('authToken')).toBe('in-data');
  });
  it('a non-ok response uses the server message, else Login failed (also for 401)', async () => {
    srv.respond(() => ({ status: 400, body: { message: 'Invalid password' } }));
    expect((await fail(mk().auth.login({ mobile: '1', password: '2' }))).message).toBe('Invalid password');
    srv.respond(() => ({ status: 401, body: '' }));
    const onUnauthorized = vi.fn();
    const e = await fail(mk(undefined, { onUnauthorized }).auth.login({ mobile: '1', password: '2' }));
    expect([e.kind, e.message]).toEqual(['http', 'Login failed']);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
  it('a 2xx without token uses the server message, else the credentials text', async () => {
    srv.respond(() => ({ body: { success: false, message: 'User is blocked' } }));
    expect((await fail(mk().auth.login({ mobile: '1', password: '2' }))).message).toBe('User is blocked');
    srv.respond(() => ({ body: { success: false } }));
    const store = memorySessionStore();
    expect((await fail(mk(store).auth.login({ mobile: '1', password: '2' }))).message).toBe(
      'Login failed. Please check your credentials.',
    );
    expect(store.get('authToken')).toBeNull();
  });
});

describe('auth.logout and session helpers', () => {
  it('calls the auth host, clears the session and returns the text even when the server fails', async () => {
    const store = memorySessionStore({
      authToken: 't',
      isAuthenticated: 'true',
      user: '{"username":"1"}',
      userInfo: 'x',
      redirectUrl: '/a',
    });
    srv.respond(() => ({ status: 500, body: '' }));
    const c = mk(store);
    const out = await c.auth.logout();
    expect([out.message, out.revoked, out.error?.status]).toEqual(['Logged out successfully', false, 500]);
    expect([srv.requests[0].host, srv.requests[0].path, srv.requests[0].headers.authorization]).toEqual([
      'auth',
      '/v1/alogout',
      'Bearer t',
    ]);
    expect([
      store.get('authToken'),
      store.get('isAuthenticated'),
      store.get('user'),
      store.get('userInfo'),
    ]).toEqual([null, null, null, null]);
    expect(c.session.isAuthenticated()).toBe(false);
  });
  it('says when the server revoked the token', async () => {
    srv.respond(() => ({ status: 200, body: { success: true } }));
    expect(await mk(memorySessionStore({ authToken: 't', isAuthenticated: 'true' })).auth.logout()).toEqual({
      message: 'Logged out successfully',
      revoked: true,
    });
  });
  it('redirect URL helpers', () => {
    const c = mk();
    expect(c.session.redirectUrl()).toBeNull();
    c.session.setRedirectUrl('/vendors');
    expect(c.session.redirectUrl()).toBe('/vendors');
    c.session.clearRedirectUrl();
    expect(c.session.redirectUrl()).toBeNull();
  });
  it('isAuthenticated needs the token and the flag "true"', () => {
    expect(mk(memorySessionStore({ authToken: 't' })).session.isAuthenticated()).toBe(false);
    expect(mk(memorySessionStore({ isAuthenticated: 'true' })).session.isAuthenticated()).toBe(false);
    expect(
      mk(memorySessionStore({ authToken: 't', isAuthenticated: 'true' })).session.isAuthenticated(),
    ).toBe(true);
    expect(mk(memorySessionStore(), { token: 'env' }).session.isAuthenticated()).toBe(true);
  });
});

describe('session stores', () => {
  it('key names are exactly the spec ones', () => {
    expect(SESSION_KEYS).toEqual({
      authToken: 'authToken',
      isAuthenticated: 'isAuthenticated',
      user: 'user',
      userInfo: 'userInfo',
      redirectUrl: 'redirectUrl',
    });
  });
  it('browser store writes through to the given Storage', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
      clear: () => data.clear(),
      key: () => null,
      length: 0,
    } as Storage;
    const s = browserSessionStore(storage);
    s.set('authToken', 'x');
    expect(data.get('authToken')).toBe('x');
    s.remove('authToken');
    expect(s.get('authToken')).toBeNull();
  });
  it('file store persists with mode 0600', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mpa-sdk-')), 'sub', 'session.json');
    const s = fileSessionStore(file);
    expect(s.get('authToken')).toBeNull();
    s.set('authToken', 'secret');
    s.set('isAuthenticated', 'true');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(fileSessionStore(file).get('authToken')).toBe('secret');
    s.remove('authToken');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ isAuthenticated: 'true' });
  });
  it('the catalogue holds the auth and transport texts', () => {
    expect(catalogue.auth).toEqual({
      credentialsRequired: 'Username and password are required',
      loginFailed: 'Login failed. Please check your credentials.',
      loginFailedShort: 'Login failed',
      loginSuccess: 'Login successful!',
      loggedOut: 'Logged out successfully',
    });
    expect(catalogue.transport).toMatchObject({
      sessionExpired: 'Session expired. Please login again.',
      emptyResponse: 'Empty response from server',
      invalidFormat: 'Invalid response format from server',
      invalidEndpoint: 'Invalid endpoint',
      operationCompleted: 'Operation completed successfully',
    });
  });
});
