import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSignedIn, shellReady, useStack } from './harness';

const stack = useStack();

const MAIN = [
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
];
const ACCOUNT = ['Profile', 'Settings'];
const MOBILE_MAIN = MAIN.filter((l) => !['Featured Ads', 'Paid Services', 'Shop Categories'].includes(l));

const signedInPage = (viewport?: { width: number; height: number }): Promise<Page> =>
  openSignedIn(stack, '/dashboard', { viewport });

const groupLinks = (page: Page, group: string) =>
  page
    .getByRole('list', { name: group, exact: true })
    .getByRole('link')
    .evaluateAll((els) => els.map((e) => e.textContent?.trim()));

const sidebarWidth = (page: Page) =>
  page.locator('aside.mpa-sidebar').evaluate((e) => e.getBoundingClientRect().width);

describe('layout shell (spec §2)', () => {
  it('has every sidebar entry in order, Logout at the bottom, the header and the footer', async () => {
    const page = await signedInPage();
    await page.getByRole('navigation', { name: 'Sidebar' }).waitFor();
    expect(await groupLinks(page, 'Main')).toEqual(MAIN);
    expect(await groupLinks(page, 'Account')).toEqual(ACCOUNT);
    const logout = page.getByRole('button', { name: 'Logout' });
    const navBox = await page.getByRole('navigation', { name: 'Sidebar' }).boundingBox();
    const logoutBox = await logout.boundingBox();
    expect(logoutBox!.y).toBeGreaterThan(navBox!.y + navBox!.height - 1);
    await page.getByRole('button', { name: 'Toggle sidebar' }).waitFor();
    await page.getByText('Admin Panel', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Notifications' }).waitFor();
    const footer = await page.locator('footer').textContent();
    expect(footer).toContain(String(new Date().getFullYear()));
    expect(footer).toContain('All rights reserved');
    await page.getByRole('button', { name: 'My Profile' }).click();
    await page.waitForURL((u) => u.pathname === '/profile');
    await page.getByRole('heading', { name: 'My Profile', level: 1 }).waitFor();
  });

  it('highlights the active route', async () => {
    const page = await signedInPage();
    const current = () =>
      page.locator('a[aria-current="page"]').evaluateAll((els) => els.map((e) => e.textContent?.trim()));
    await expect.poll(current).toEqual(['Dashboard']);
    await page.getByRole('link', { name: 'Vendors Services' }).click();
    await page.waitForURL((u) => u.pathname === '/vendors-services');
    await expect.poll(current).toEqual(['Vendors Services']);
    expect(await page.getByRole('link', { name: 'Vendors Services' }).getAttribute('class')).toContain(
      'bp6-active',
    );
    await page.goto('/vendors/9000000001/services');
    await page.getByRole('heading', { name: 'Link Services' }).waitFor();
    await expect.poll(current).toEqual(['Vendors']);
  });

  it('Ctrl+B collapses the sidebar to 3rem, the cookie keeps it for 7 days across a reload, Ctrl+B expands it', async () => {
    const page = await signedInPage();
    await page.getByRole('navigation', { name: 'Sidebar' }).waitFor();
    expect(await sidebarWidth(page)).toBe(256);
    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebarWidth(page)).toBe(48);
    expect(await page.getByRole('link', { name: 'Dashboard' }).getAttribute('title')).toBe('Dashboard');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7.01);
    await page.reload();
    await page.getByRole('navigation', { name: 'Sidebar' }).waitFor();
    expect(await sidebarWidth(page)).toBe(48);
    await page.keyboard.press('Meta+b');
    await expect.poll(() => sidebarWidth(page)).toBe(256);
    await page.reload();
    await shellReady(page);
    expect(await sidebarWidth(page)).toBe(256);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect.poll(() => sidebarWidth(page)).toBe(48);
  });

  it('below 768px the sidebar is an 18rem overlay with the shorter list', async () => {
    const page = await signedInPage({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Toggle sidebar' }).waitFor();
    expect(await page.locator('aside.mpa-sidebar').count()).toBe(0);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const drawer = page.locator('.mpa-mobile-sidebar');
    await drawer.waitFor();
    expect(await drawer.evaluate((e) => e.getBoundingClientRect().width)).toBe(288);
    expect(await groupLinks(page, 'Main')).toEqual(MOBILE_MAIN);
    expect(await groupLinks(page, 'Account')).toEqual(ACCOUNT);
    await page.getByRole('link', { name: 'Redemptions' }).click();
    await page.waitForURL((u) => u.pathname === '/redemptions');
    await drawer.waitFor({ state: 'detached' });
  });

  it('dark mode from the settings store applies the Blueprint dark theme and survives a reload', async () => {
    const page = await signedInPage();
    await page.getByRole('navigation', { name: 'Sidebar' }).waitFor();
    expect(await page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(false);
    await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ darkMode: true })));
    await page.reload();
    await page.getByRole('navigation', { name: 'Sidebar' }).waitFor();
    expect(await page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(true);
  });
});

describe('not found (spec §2 *)', () => {
  it('shows 404 / Oops! Page not found with a link home, and logs the path', async () => {
    const page = await stack.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto('/no-such-page?x=1');
    await page.getByRole('heading', { name: '404' }).waitFor();
    await page.getByText('Oops! Page not found').waitFor();
    expect(await page.title()).toBe('Page not found | My Admin');
    expect(warnings.some((w) => w.includes('/no-such-page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
  });
});
