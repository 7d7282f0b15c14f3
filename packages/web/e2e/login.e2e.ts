import { catalogue } from '@marketplace-admin/sdk';
import { describe, expect, it } from 'vitest';
import { DEMO, signIn, useStack } from './harness';

const stack = useStack();

describe('login (spec §2 Login, §4, §5, §8)', () => {
  it('shows the card with every text of the spec', async () => {
    const page = await stack.newPage();
    await page.goto('/login');
    await expect.poll(() => page.title()).toBe('Login | My Admin');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Admin Login');
    await page.getByText('Enter your credentials to access the admin panel').waitFor();
    await page.getByText('Secure access for administrators only').waitFor();
    // the username field has the focus: typing goes straight into it
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('login-username');
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
  });

  it.each([
    ['both fields empty', '', ''],
    ['password empty', DEMO.username, ''],
    ['username blank', '   ', DEMO.password],
  ])("%s gives 'Username and password are required' and sends nothing", async (_case, username, password) => {
    const page = await stack.newPage();
    const signIns: string[] = [];
    page.on('request', (r) => r.url().includes('/v1/asignin') && signIns.push(r.url()));
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.locator('.mpa-login-error').filter({ hasText: catalogue.auth.credentialsRequired }).waitFor();
    await page.locator('.bp6-toast').filter({ hasText: 'Username and password are required' }).waitFor();
    expect(signIns).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByLabel('Username').inputValue()).toBe(username);
  });

  it('a wrong password shows the failure message and keeps what was typed', async () => {
    const page = await stack.newPage();
    await page.goto('/login');
    await signIn(page, { username: DEMO.username, password: 'wrong-password' });
    await page.locator('.mpa-login-error').filter({ hasText: 'Invalid mobile number or password' }).waitFor();
    await page.locator('.bp6-toast').filter({ hasText: 'Invalid mobile number or password' }).waitFor();
    expect(await page.getByLabel('Username').inputValue()).toBe(DEMO.username);
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('wrong-password');
    expect(await page.getByRole('button', { name: 'Login', exact: true }).isEnabled()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });

  it("the demo account signs in ('Login successful!') and lands on /dashboard, replacing history", async () => {
    const page = await stack.newPage();
    await page.goto('/login');
    let slowSignIn: (() => void) | undefined;
    await page.route('**/v1/asignin/mobile-pwd', async (route) => {
      await new Promise<void>((r) => (slowSignIn = r));
      await route.continue();
    });
    await signIn(page);
    await page.getByRole('button', { name: 'Logging in...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Logging in...' }).isDisabled()).toBe(true);
    await expect.poll(() => slowSignIn !== undefined).toBe(true);
    slowSignIn!();
    await page.locator('.bp6-toast').filter({ hasText: catalogue.auth.loginSuccess }).waitFor();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const session = await page.evaluate(() => ({
      token: localStorage.getItem('authToken'),
      isAuthenticated: localStorage.getItem('isAuthenticated'),
      user: JSON.parse(localStorage.getItem('user') ?? 'null'),
    }));
    expect(session.token).toBeTruthy();
    expect(session.isAuthenticated).toBe('true');
    expect(session.user).toEqual({ username: DEMO.username, role: 'admin' });
    // history was replaced: about:blank, then /dashboard where /login was
    expect(await page.evaluate(() => history.length)).toBe(2);
  });

  it('visiting /vendors signed out goes to /login and back to /vendors after signing in', async () => {
    const page = await stack.newPage();
    await page.goto('/vendors?page=2');
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('redirectUrl'))).toBe('/vendors?page=2');
    await signIn(page);
    await page.waitForURL((u) => u.pathname === '/vendors' && u.search === '?page=2');
    await page.getByRole('heading', { name: 'Vendors', level: 1 }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('redirectUrl'))).toBeNull();
  });

  it('an already signed-in visit to /login goes straight to /dashboard', async () => {
    const page = await stack.newPage();
    await page.goto('/login');
    await signIn(page);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.goto('/login');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.goto('/');
    await page.waitForURL((u) => u.pathname === '/dashboard');
  });

  it("'/' goes to /login when signed out", async () => {
    const page = await stack.newPage();
    await page.goto('/');
    await page.waitForURL((u) => u.pathname === '/login');
  });
});
