import { act, cleanup, render, screen } from '@testing-library/react';
import { createClient, memorySessionStore, type SessionStore } from '@marketplace-admin/sdk';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSidebarCookie } from '../layout/sidebarState';
import { ACCOUNT_NAV, MAIN_NAV } from '../layout/nav';
import { SdkContext } from '../hooks/useSdk';
import { DEFAULT_SETTINGS, readSettings, updateSettings, useSettings } from '../hooks/useSettings';
import { ConfigError, INLINE_CONFIG_ID, inlineConfig, loadConfig } from './config';
import { RequireAuth, RootRedirect } from './guard';
import { t } from '../i18n';

function Where() {
  const l = useLocation();
  return <div data-testid="where">{l.pathname}</div>;
}

describe('guard and / redirect (spec §2, §4)', () => {
  let store: SessionStore;
  const renderAt = (path: string) =>
    render(
      <SdkContext.Provider
        value={createClient({ authBaseUrl: 'http://a', apiBaseUrl: 'http://b', session: store })}
      >
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route index element={<RootRedirect />} />
            <Route element={<RequireAuth />}>
              <Route path="vendors" element={<div>vendors screen</div>} />
            </Route>
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </SdkContext.Provider>,
    );
  beforeEach(() => {
    store = memorySessionStore();
  });
  afterEach(() => cleanup());

  it('signed out: stores path and query as redirectUrl and goes to /login', () => {
    renderAt('/vendors?page=3&q=ab');
    expect(screen.getByTestId('where').textContent).toBe('/login');
    expect(store.get('redirectUrl')).toBe('/vendors?page=3&q=ab');
  });

  it('a token without isAuthenticated is not enough', () => {
    store.set('authToken', 't');
    renderAt('/vendors');
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });

  it('signed in: shows the screen', () => {
    store.set('authToken', 't');
    store.set('isAuthenticated', 'true');
    renderAt('/vendors');
    expect(screen.getByText('vendors screen')).toBeTruthy();
  });

  it("'/' goes to /dashboard when signed in and to /login otherwise", () => {
    renderAt('/');
    expect(screen.getByTestId('where').textContent).toBe('/login');
    cleanup();
    store.set('authToken', 't');
    store.set('isAuthenticated', 'true');
    renderAt('/');
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
  });
});

describe('navigation entries (spec §2 Layout shell)', () => {
  it('has the Main and Account groups in the spec order, the mobile list without three entries', () => {
    expect(MAIN_NAV.map((e) => t(e.label))).toEqual([
      'Dashboard',
      'Appointments',
      'Services',
      'Shops',
      'Shop Categories',
      'Moderate Reviews',
      'Vendors',
      'Vendors Services',
      'Clients',
      'Referral Config',
      'Points Mapping Config',
      'Referral Codes',
      'Redemptions',
      'Featured Ads',
      'Paid Services',
    ]);
    expect(ACCOUNT_NAV.map((e) => t(e.label))).toEqual(['Profile', 'Settings']);
    expect(
      MAIN_NAV.filter((e) => !e.mobile)
        .map((e) => t(e.label))
        .sort(),
    ).toEqual(['Featured Ads', 'Paid Services', 'Shop Categories']);
  });

  it('reads the sidebar cookie (expanded unless it says false)', () => {
    expect(readSidebarCookie('')).toBe(true);
    expect(readSidebarCookie('a=1; sidebar_state=false')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true; b=2')).toBe(true);
    expect(readSidebarCookie('xsidebar_state=false')).toBe(true);
  });
});

describe('settings store (spec §3 Settings, localStorage "settings")', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => cleanup());

  it('falls back to the defaults for missing or malformed values', () => {
    expect(readSettings()).toEqual(DEFAULT_SETTINGS);
    localStorage.setItem('settings', '{not json');
    expect(readSettings()).toEqual(DEFAULT_SETTINGS);
    localStorage.setItem(
      'settings',
      JSON.stringify({ darkMode: 'yes', language: 'xx', timezone: 'UTC+1', smsNotifications: true }),
    );
    expect(readSettings()).toEqual({ ...DEFAULT_SETTINGS, timezone: 'UTC+1', smsNotifications: true });
  });

  it('persists updates and re-renders every user of useSettings', () => {
    function Probe() {
      const [s] = useSettings();
      return <div data-testid="dark">{String(s.darkMode)}</div>;
    }
    render(<Probe />);
    expect(screen.getByTestId('dark').textContent).toBe('false');
    act(() => void updateSettings({ darkMode: true, language: 'fr' }));
    expect(screen.getByTestId('dark').textContent).toBe('true');
    expect(JSON.parse(localStorage.getItem('settings')!)).toMatchObject({
      darkMode: true,
      language: 'fr',
      emailNotifications: true,
    });
  });
});

describe('runtime config', () => {
  const respond = (status: number, body: string) => async () => new Response(body, { status });

  it('reads authBaseUrl and apiBaseUrl', async () => {
    const cfg = await loadConfig(
      '/config.json',
      respond(200, '{"authBaseUrl":"http://a:1","apiBaseUrl":"http://b:2","x":1}'),
    );
    expect(cfg).toEqual({ authBaseUrl: 'http://a:1', apiBaseUrl: 'http://b:2' });
  });

  it('takes paths on the panel origin (a same-origin proxy in front of the backends)', async () => {
    const cfg = await loadConfig(
      '/config.json',
      respond(200, '{"authBaseUrl":"/auth","apiBaseUrl":"/api/"}'),
    );
    expect(cfg).toEqual({ authBaseUrl: '/auth', apiBaseUrl: '/api/' });
  });

  it('takes an optional requestTimeoutMs (a test shortens how long a request may wait)', async () => {
    const cfg = await loadConfig(
      '/config.json',
      respond(200, '{"authBaseUrl":"/auth","apiBaseUrl":"/api","requestTimeoutMs":1500}'),
    );
    expect(cfg).toEqual({ authBaseUrl: '/auth', apiBaseUrl: '/api', requestTimeoutMs: 1500 });
  });

  it.each([
    [404, '', 'HTTP 404'],
    [200, 'nope', 'not valid JSON'],
    [200, '{"authBaseUrl":"http://a"}', 'must contain'],
    [
      200,
      '{"authBaseUrl":"/auth","apiBaseUrl":"api"}',
      '"apiBaseUrl" must be an http(s) URL or a path starting with "/" (it is "api")',
    ],
    [200, '{"authBaseUrl":"//auth.example.com","apiBaseUrl":"/api"}', '"authBaseUrl" must be an http(s) URL'],
    [200, '{"authBaseUrl":"ftp://a","apiBaseUrl":"/api"}', '"authBaseUrl" must be an http(s) URL'],
    [
      200,
      '{"authBaseUrl":"/auth","apiBaseUrl":"/api","requestTimeoutMs":"5s"}',
      '"requestTimeoutMs" must be a whole number of milliseconds above 0 (it is "5s")',
    ],
    [
      200,
      '{"authBaseUrl":"/auth","apiBaseUrl":"/api","requestTimeoutMs":0}',
      '"requestTimeoutMs" must be a whole number of milliseconds above 0 (it is 0)',
    ],
  ])('fails with a clear message (%s %s)', async (status, body, text) => {
    const p = loadConfig('/config.json', respond(status, body));
    await expect(p).rejects.toBeInstanceOf(ConfigError);
    await expect(p).rejects.toThrow(text);
  });

  describe('in the page (#mpa-config, put there by the server in front)', () => {
    const page = (json: string | null) => {
      const doc = document.implementation.createHTMLDocument('panel');
      if (json !== null) {
        const el = doc.createElement('script');
        el.type = 'application/json';
        el.id = INLINE_CONFIG_ID;
        el.textContent = json;
        doc.head.append(el);
      }
      return doc;
    };

    it('is read from the page, checked like config.json', () => {
      expect(inlineConfig(page('{"authBaseUrl":"/auth","apiBaseUrl":"/api"}'))).toEqual({
        authBaseUrl: '/auth',
        apiBaseUrl: '/api',
      });
      expect(inlineConfig(page(null))).toBeUndefined();
    });

    it.each([
      ['nope', 'is not valid JSON'],
      ['{"authBaseUrl":"/auth"}', 'must contain'],
      [
        '{"authBaseUrl":"/auth","apiBaseUrl":"api"}',
        '"apiBaseUrl" must be an http(s) URL or a path starting with "/"',
      ],
    ])('fails with a clear message naming the page (%s)', (json, text) => {
      expect(() => inlineConfig(page(json))).toThrow(ConfigError);
      expect(() => inlineConfig(page(json))).toThrow(
        new RegExp(`#${INLINE_CONFIG_ID}.*${text.replace(/[()"/]/g, '.')}`),
      );
    });
  });
});
