// The panel under the Content-Security-Policy of tools/static-server.mjs: every screen loads, calls the
// auth and API hosts and shows images served by the API host without the browser refusing anything.
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

/** Everything the browser reports about the policy on this page: violation events and "Refused to ..." console lines. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) console.push(`console ${m.type()}: ${m.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}

const ROUTES = [
  '/dashboard',
  '/appointments',
  '/vendors',
  '/vendors-services',
  '/clients',
  '/services',
  '/profile',
  '/settings',
  '/shops',
  '/shop-categories',
  '/reviews-moderation',
  '/referral-config',
  '/points-mapping-config',
  '/referral-codes',
  '/redemptions',
  '/featured-ads',
  '/premium-services',
];

describe('Content-Security-Policy', () => {
  it('the page carries the policy', async () => {
    const res = await fetch(`${stack.baseUrl}/login`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(new URL(stack.api.apiUrl).origin);
    expect(csp).toContain(new URL(stack.api.authUrl).origin);
  });

  it('sign-in and every screen run without a policy violation', async () => {
    const page = await stack.newPage();
    const violations = await watchPolicy(page);
    await page.goto('/login');
    await page.getByLabel('Username').waitFor();
    expect(await violations()).toEqual([]);
    await page.close();

    const signedIn = await openSignedIn(stack, '/dashboard');
    const seen = await watchPolicy(signedIn);
    for (const route of ROUTES) {
      await signedIn.goto(route);
      await signedIn.getByRole('heading', { level: 1 }).first().waitFor();
      // the screen's data came from the API host (connect-src): the app leaves its loading state
      await signedIn.waitForLoadState('networkidle');
      expect(await seen(), route).toEqual([]);
    }
  });

  it('images served by the API host show (img-src)', async () => {
    const page = await openSignedIn(stack, '/featured-ads');
    const violations = await watchPolicy(page);
    await page.reload();
    const images = page.locator(`img[src^="${stack.api.apiUrl}/uploads/"]`);
    await images.first().waitFor();
    await expect
      .poll(() => images.evaluateAll((els) => els.map((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)))
      .not.toContain(false);
    expect(await images.count()).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });
});
