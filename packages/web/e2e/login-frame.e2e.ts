// /login's page carries its form (vite.prerender.ts, src/prerender/frame.tsx): a visitor without a session sees it
// from the HTML alone and can fill it in and send it before the app's code has come; the app, once up, signs in with
// what was typed. Here the app's code is held back (every /assets/ request waits) until the test lets it through.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, holdAppCode, openSignedIn, useStack, FRAME } from './harness';

const stack = useStack();

const frame = (page: Page) => page.locator(FRAME);

/**
 * A signed-out tab on /login with the app's code held back: the form shows from the HTML, no code of the app runs.
 * `documents`: every page the tab asks for from then on (a form the browser sent itself would be one).
 */
async function openHeldLogin(): Promise<{ page: Page; release(): Promise<void>; documents: string[] }> {
  const page = await stack.newPage();
  const release = await holdAppCode(page);
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest()) documents.push(`${r.method()} ${r.url()}`);
  });
  // the load event would wait for the held code
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await frame(page).getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();
  return { page, release, documents };
}

describe("/login's form before the app has come", () => {
  it('is drawn from the HTML, with its fields and button, and has the title the app gives it', async () => {
    const { page, release } = await openHeldLogin();
    const form = frame(page).getByRole('form', { name: 'Admin Login' });
    await expect.poll(() => form.getByLabel('Username').isVisible()).toBe(true);
    expect(await form.getByLabel('Password', { exact: true }).isVisible()).toBe(true);
    expect(await form.getByRole('button', { name: 'Login', exact: true }).isVisible()).toBe(true);
    expect(await page.title()).toContain('Login');
    await release();
    await frame(page).waitFor({ state: 'detached' });
    await page.getByRole('form', { name: 'Admin Login' }).waitFor();
    expect(await page.getByRole('form', { name: 'Admin Login' }).count()).toBe(1);
  });

  it('signs in with what was typed when Login was pressed before the app was up, sending no form of its own', async () => {
    const { page, release, documents } = await openHeldLogin();
    await frame(page).getByLabel('Username').fill(DEMO.username);
    await frame(page).getByLabel('Password', { exact: true }).fill(DEMO.password);
    await frame(page).getByRole('button', { name: 'Login', exact: true }).click();
    expect(await frame(page).count()).toBe(1);
    await release();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBe('true');
    // the browser did not send the form itself (a GET would have put the password in the address)
    expect(documents).toEqual([`GET ${stack.baseUrl}/login`]);
  });

  it('Enter in the password field sends what was typed once the app is up; the text and the focus stay', async () => {
    const { page, release, documents } = await openHeldLogin();
    await frame(page).getByLabel('Username').fill(DEMO.username);
    await frame(page).getByLabel('Password', { exact: true }).fill('wrong-password');
    await frame(page).getByLabel('Password', { exact: true }).press('Enter');
    await release();
    await frame(page).waitFor({ state: 'detached' });
    // the app sent the typed credentials: the server's refusal shows, the fields keep what was typed
    await page.locator('#login-error').waitFor();
    expect(await page.getByLabel('Username').inputValue()).toBe(DEMO.username);
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('wrong-password');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-password');
    expect(documents).toEqual([`GET ${stack.baseUrl}/login`]);
  });

  it('stays hidden for a visitor with a session, who is taken to the dashboard', async () => {
    const page = await openSignedIn(stack, '/settings');
    const release = await holdAppCode(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('mpa-frame-off'))).toBe(
      true,
    );
    expect(await frame(page).getByRole('form').isVisible()).toBe(false);
    await release();
    await page.waitForURL(/\/dashboard$/);
  });
});
