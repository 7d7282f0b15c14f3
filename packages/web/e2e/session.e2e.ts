import { catalogue } from '@marketplace-admin/sdk';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { grid } from './grid';
import { shellReady, signIn, useStack } from './harness';

const stack = useStack();

const SESSION_KEYS = ['authToken', 'isAuthenticated', 'user', 'userInfo'];
const sessionValues = (page: Page) =>
  page.evaluate((keys) => keys.map((k) => localStorage.getItem(k)), SESSION_KEYS);

async function signedInPage(): Promise<Page> {
  const page = await stack.newPage();
  await page.goto('/login');
  await signIn(page);
  await page.waitForURL((u) => u.pathname === '/dashboard');
  await page.getByTestId('total-services').filter({ hasText: /^\d+$/ }).waitFor();
  // the sidebar's queue badges are read once the browser is idle: wait for them, or their read could be the
  // one that meets a token revoked later in the test (before the read or reload the test means)
  await page.locator('.mpa-queue-badge').first().waitFor();
  return page;
}

describe('expired session (spec §4, §8 Transport: 401 from any call)', () => {
  it("a 401 on a screen's read returns to /login with 'Session expired. Please login again.'", async () => {
    const page = await signedInPage();
    await page.evaluate(() => localStorage.setItem('userInfo', '{"name":"x"}'));
    // Settings is local-only (spec §2): it never calls the server itself
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/settings');
    await stack.api.revokeAllTokens();
    // Shops has not been read in this tab: opening it reads the server, and that read gets the 401
    await page.getByRole('link', { name: 'Shops', exact: true }).click();
    await page.locator('.bp6-toast').filter({ hasText: catalogue.transport.sessionExpired }).waitFor();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(
      await page.locator('.bp6-toast').filter({ hasText: 'Session expired. Please login again.' }).count(),
    ).toBe(1);
    expect(await sessionValues(page)).toEqual([null, null, null, null]);
    // signing in again returns to where the session ran out, and its read now succeeds
    await signIn(page);
    await page.waitForURL((u) => u.pathname === '/shops');
    await grid(page, 'Shops').settled();
    expect((await grid(page, 'Shops').column('Shop Name')).length).toBeGreaterThan(0);
  });

  it('a reload with a revoked token on a screen without its own reads still goes to /login, and back after sign-in', async () => {
    const page = await signedInPage();
    await page.goto('/clients?tab=all');
    await page.getByRole('heading', { name: 'Clients', level: 1 }).waitFor();
    await page.locator('.mpa-queue-badge').first().waitFor(); // read again after the navigation (see signedInPage)
    await stack.api.revokeAllTokens();
    await page.reload();
    await page.waitForURL((u) => u.pathname === '/login');
    await page.locator('.bp6-toast').filter({ hasText: catalogue.transport.sessionExpired }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('redirectUrl'))).toBe('/clients?tab=all');
    await signIn(page);
    await page.waitForURL((u) => u.pathname === '/clients' && u.search === '?tab=all');
  });
});

describe('session check', () => {
  it('a screen that reads the server sends no separate session check: its own reads (and their 401) stand for it', async () => {
    const page = await signedInPage();
    const reads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET' && r.url().startsWith(`${stack.apiBaseUrl}/`))
        reads.push(r.url().slice(stack.apiBaseUrl.length));
    });
    await page.goto('/shops');
    await grid(page, 'Shops').settled();
    // the badges are read once the browser is idle, when the shell's session check would have gone out too
    await page.locator('.mpa-queue-badge').first().waitFor();
    expect(reads.some((u) => u.startsWith('/Shops/v1'))).toBe(true);
    expect(reads.filter((u) => u.startsWith('/Services/v1?page=1&pageSize=1&'))).toEqual([]);
  });
});

describe('logout (spec §4)', () => {
  it("clears the session, says 'Logged out successfully' and goes to /login; the old token no longer works", async () => {
    const page = await signedInPage();
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.locator('.bp6-toast').filter({ hasText: catalogue.auth.loggedOut }).waitFor();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await sessionValues(page)).toEqual([null, null, null, null]);
    const res = await fetch(`${stack.api.apiUrl}/Services/v1?page=1&pageSize=1`, {
      headers: { authorization: `Bearer ${token}`, 'x-source': 'A-Web' },
    });
    expect(res.status).toBe(401);
    // the panel is closed again
    await page.goto('/dashboard');
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  });

  it('signing out in another tab sends this tab to /login', async () => {
    const page = await signedInPage();
    const other = await page.context().newPage();
    await other.goto('/settings');
    await shellReady(other);
    await other.getByRole('button', { name: 'Logout' }).click();
    await other.waitForURL((u) => u.pathname === '/login');
    await page.waitForURL((u) => u.pathname === '/login');
  });
});

// The harness empties the tab's context between tests instead of opening a new one (harness.emptySharedContext):
// whatever a test signs in, saves or grants must be gone for the next, as in a browser nobody has used.
describe('what a test leaves in its browser context does not reach the next test', () => {
  let firstContext: BrowserContext | undefined;
  it('a signed-in tab saves a session, a setting and a cookie, and is granted the clipboard', async () => {
    const page = await signedInPage();
    firstContext = page.context();
    await page.evaluate(() => {
      localStorage.setItem('settings', JSON.stringify({ darkMode: true }));
      document.cookie = 'left-by-the-last-test=1; path=/; max-age=600';
    });
    await firstContext.grantPermissions(['clipboard-read']);
    expect(await sessionValues(page)).not.toEqual([null, null, null, null]);
  });

  it("the next test's tab, in the same context, finds none of it and is sent to /login", async () => {
    const page = await stack.newPage();
    expect(page.context()).toBe(firstContext);
    await page.goto('/vendors');
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await sessionValues(page)).toEqual([null, null, null, null]);
    expect(
      await page.evaluate(async () => ({
        settings: localStorage.getItem('settings'),
        cookie: document.cookie,
        clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
      })),
    ).toEqual({ settings: null, cookie: '', clipboard: 'prompt' });
  });
});
