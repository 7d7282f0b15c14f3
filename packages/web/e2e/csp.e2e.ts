// The panel under the Content-Security-Policy of tools/static-server.mjs: the page carries it, and images
// served by the API host show. That sign-in and every screen run without a violation: routes.e2e.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedIn, startStack, watchPolicy, type Stack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('Content-Security-Policy', () => {
  it('the page carries the policy', async () => {
    const res = await fetch(`${stack.baseUrl}/login`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(new URL(stack.api.apiUrl).origin);
    expect(csp).toContain(new URL(stack.api.authUrl).origin);
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
