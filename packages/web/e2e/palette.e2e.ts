import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedIn, startStack, type Stack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const signedInPage = (): Promise<Page> => openSignedIn(stack);

const input = (page: Page) => page.getByRole('textbox', { name: 'Go to screen' });
const options = (page: Page) => page.locator('.mpa-palette [role="menuitem"]');

describe('command palette (Ctrl/Cmd+K, beyond the spec)', () => {
  it('Ctrl+K opens the Omnibar listing every screen by title; typing narrows; Enter navigates to Redemptions', async () => {
    const page = await signedInPage();
    // the palette's code is not loaded before it is asked for
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.keyboard.press('Control+k');
    await input(page).waitFor();
    expect(scripts.some((s) => s.includes('/Palette-'))).toBe(true);
    const titles = () => options(page).locator('.bp6-text-overflow-ellipsis').allTextContents();
    await expect.poll(titles).toEqual([
      'Dashboard', 'Appointments', 'Vendors', 'Vendors Services', 'Clients', 'Services', 'My Profile', 'Settings', 'Shops',
      'Moderate Reviews', 'Referral Configuration', 'Points Conversion Rate', 'Referral Codes', 'Redemptions Requests',
      'Featured Ads', 'Shop Categories', 'Paid Services',
    ]);
    await input(page).fill('redemp');
    await expect.poll(titles).toEqual(['Redemptions Requests']);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/redemptions');
    await page.getByRole('heading', { name: 'Redemptions Requests', level: 1 }).waitFor();
    await page.locator('.mpa-palette .bp6-omnibar').waitFor({ state: 'detached' });
  });

  it('Meta+K works too, a click selects, Escape closes, and an unknown name says so', async () => {
    const page = await signedInPage();
    await page.keyboard.press('Meta+k');
    await input(page).fill('paid');
    await options(page).filter({ hasText: 'Paid Services' }).click();
    await page.waitForURL((u) => u.pathname === '/premium-services');
    await page.keyboard.press('Control+k');
    await input(page).fill('zzz nothing');
    await page.locator('.mpa-palette').getByText('No matching screen').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.mpa-palette .bp6-omnibar').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/premium-services');
  });
});
