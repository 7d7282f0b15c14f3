// The panel under the Content-Security-Policy of tools/panel-server.mjs (tools/csp.mjs): the page carries it,
// naming the backends' origins only where the panel calls them cross-origin, and images served by the API
// host show. That sign-in and every screen run without a violation: routes.e2e.ts.
import { describe, expect, it } from 'vitest';
import { openSignedIn, useStack, watchPolicy } from './harness';

/** `default-src 'self'; img-src ...` as directive -> sources. */
async function policyOf(url: string): Promise<Record<string, string[]>> {
  const header = (await fetch(url)).headers.get('content-security-policy') ?? '';
  expect(header).toContain("default-src 'self'");
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

const stack = useStack();
const crossOrigin = useStack({ crossOrigin: true });

describe('Content-Security-Policy', () => {
  it('the page carries the policy: same-origin calls only, images also from the API host (the upload URLs it hands out)', async () => {
    const csp = await policyOf(`${stack.baseUrl}/login`);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toContain(new URL(stack.api.apiUrl).origin);
  });

  it('served with the API elsewhere, the policy lets the panel call both hosts', async () => {
    const csp = await policyOf(`${crossOrigin.baseUrl}/login`);
    expect(csp['connect-src']).toEqual([
      "'self'",
      new URL(crossOrigin.api.authUrl).origin,
      new URL(crossOrigin.api.apiUrl).origin,
    ]);
    expect(csp['img-src']).toContain(new URL(crossOrigin.api.apiUrl).origin);
  });

  it.each([
    ['same-origin', () => stack],
    ['cross-origin', () => crossOrigin],
  ])('images served by the API host show (img-src), %s', async (_, which) => {
    const page = await openSignedIn(which(), '/featured-ads');
    const violations = await watchPolicy(page);
    await page.reload();
    const images = page.locator(`img[src^="${which().api.apiUrl}/uploads/"]`);
    await images.first().waitFor();
    await expect
      .poll(() =>
        images.evaluateAll((els) =>
          els.map((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .not.toContain(false);
    expect(await images.count()).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });
});
