// axe-core on every screen of issue 5 (dashboard, appointments, clients, my profile, settings, the
// command palette), with their dialogs, date picker and tabs open, in light and dark mode.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, shellReady, signIn, useStack } from './harness';
import { goInApp } from './routeList';

const stack = useStack();

describe.each([
  ['light', false],
  ['dark', true],
])('axe, %s mode: no serious or critical violations on the screens of issue 5', (mode, dark) => {
  let page: Page;
  const check = async (what: string) => {
    expect(await page.evaluate(() => document.body.classList.contains('bp6-dark')), what).toBe(dark);
    expect(await seriousViolations(page), `${what} (${mode})`).toEqual([]);
  };
  // from screen to screen in the app, as a sidebar link does: what is checked is the screen drawn, not its load
  const open = async (path: string, title: string) => {
    await goInApp(page, path);
    await page.getByRole('heading', { name: title, level: 1, exact: true }).waitFor();
  };

  beforeAll(async () => {
    page = await stack.newPage();
    await page.addInitScript((d) => {
      if (!sessionStorage.getItem('axe-init')) {
        localStorage.setItem('settings', JSON.stringify({ darkMode: d }));
        sessionStorage.setItem('axe-init', '1');
      }
    }, dark);
    await page.goto('/login');
    await signIn(page);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await shellReady(page);
    await page.locator('.bp6-toast').first().waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('dashboard', async () => {
    await open('/dashboard', 'Dashboard');
    await page.getByTestId('total-services').filter({ hasText: /^\d+$/ }).waitFor();
    await page.getByTestId('pending-approvals').filter({ hasText: /^\d+$/ }).waitFor();
    // no spec call counts active vendors: the card names the registered total instead
    await page
      .getByRole('group', { name: 'Active Vendors' })
      .getByText(/^\d[\d,]* vendors? registered$/)
      .waitFor();
    await check('dashboard');
  });

  it('appointments: list, a tab, the dialog and its date picker', async () => {
    await open('/appointments', 'Appointments');
    await check('appointments list');
    await page.getByRole('tab', { name: 'Canceled' }).click();
    await check('appointments canceled tab');
    await page.getByPlaceholder('Search appointments...').fill('nothing matches this');
    await page.getByRole('tabpanel').getByText('No canceled appointments found').waitFor();
    await check('appointments empty tab');
    await page.getByRole('button', { name: 'New Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Appointment' });
    await dialog.waitFor();
    await check('new appointment dialog');
    await dialog.getByRole('button', { name: 'Date' }).click();
    await page.locator('.bp6-datepicker').waitFor();
    await check('date picker');
    await page.keyboard.press('Escape');
    await page.locator('.bp6-datepicker').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('clients and the add-client dialog', async () => {
    await open('/clients', 'Clients');
    await check('clients');
    await page.getByRole('button', { name: 'Add Client' }).click();
    await page.getByRole('dialog', { name: 'Add New Client' }).waitFor();
    await check('add client dialog');
    await page.keyboard.press('Escape');
  });

  it('my profile, both tabs', async () => {
    await open('/profile', 'My Profile');
    await check('profile details');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('Confirm New Password').waitFor();
    await check('profile security');
  });

  it('settings', async () => {
    await open('/settings', 'Settings');
    await check('settings');
  });

  it('the command palette', async () => {
    await open('/dashboard', 'Dashboard');
    await page.keyboard.press('Control+k');
    await page.getByRole('textbox', { name: 'Go to screen or run action' }).waitFor();
    await page.locator('.mpa-palette [role="menuitem"]').first().waitFor();
    await check('command palette');
    await page.keyboard.press('Escape');
  });
});
