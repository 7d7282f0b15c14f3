import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations, signIn, useStack } from './harness';
import { goInApp } from './routeList';

const stack = useStack();

describe.each([
  ['light', false],
  ['dark', true],
])('accessibility (axe, %s mode): no serious or critical violations', (_mode, dark) => {
  async function page(): Promise<Page> {
    const p = await stack.newPage();
    await p.addInitScript((d) => localStorage.setItem('settings', JSON.stringify({ darkMode: d })), dark);
    return p;
  }

  it('on /login, also with an error shown', async () => {
    const p = await page();
    await p.goto('/login');
    await p.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await p.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(dark);
    expect(await seriousViolations(p)).toEqual([]);
    await p.getByRole('button', { name: 'Login', exact: true }).click();
    await p.locator('.mpa-login-error').waitFor();
    expect(await seriousViolations(p)).toEqual([]);
  });

  it('on the shell (dashboard), collapsed sidebar and the 404 screen', async () => {
    const p = await page();
    await p.goto('/login');
    await signIn(p);
    await p.waitForURL((u) => u.pathname === '/dashboard');
    await p.getByTestId('total-services').filter({ hasText: /^\d+$/ }).waitFor();
    await p.locator('.bp6-toast').first().waitFor({ state: 'detached', timeout: 10_000 });
    expect(await seriousViolations(p)).toEqual([]);
    await p.keyboard.press('Control+b');
    await p.locator('.mpa-collapsed').waitFor();
    expect(await seriousViolations(p)).toEqual([]);
    await goInApp(p, '/no-such-page');
    await p.getByText('Oops! Page not found').waitFor();
    expect(await seriousViolations(p)).toEqual([]);
  });
});

describe('the axe check itself', () => {
  it('reports what it should: faint text and a nameless button are serious, again after a navigation', async () => {
    const p = await stack.newPage();
    await p.goto('/login');
    await p.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await p.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<p id="faint" style="color:#eee;background:#fff">faint words</p><button id="nameless"></button>',
      );
    });
    const found = await seriousViolations(p);
    expect(found.map((line) => line.split(' ')[0]).sort()).toEqual(['button-name', 'color-contrast']);
    expect(found.join('\n')).toContain('#faint');
    await p.reload(); // a new document: axe is put into it again
    await p.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await seriousViolations(p)).toEqual([]);
  });
});
