// One read where one is enough: the SDK's transport is the panel's only retry layer (a 4xx is never
// tried again), and /dashboard shares the sidebar badges' read of the queue counts.
import { catalogue } from '@marketplace-admin/sdk';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { backendPath, openSignedIn, useStack } from './harness';

const stack = useStack();

/** The GET requests the page (or every tab of the context) sends from now on, as URLs. */
function recordGets(from: Page | BrowserContext): URL[] {
  const seen: URL[] = [];
  from.on('request', (r) => {
    if (r.method() === 'GET') seen.push(new URL(r.url()));
  });
  return seen;
}

describe('reads are sent once', () => {
  it('a read that answers 404 is sent exactly once: watched for 10 s, no retry from above the SDK', async () => {
    const page = await openSignedIn(stack, '/settings');
    // The dev API has a vendor list, so this one answer is made a 404 here; everything else is the real server's.
    await page.route(/\/vendors\/v1(\?|$)/i, (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Not found', data: null }),
      }),
    );
    const gets = recordGets(page);
    const vendorReads = () => gets.filter((u) => backendPath(u).toLowerCase() === '/vendors/v1');
    await page
      .getByRole('navigation', { name: 'Sidebar' })
      .getByRole('link', { name: 'Vendors', exact: true })
      .click();
    await page.getByText(catalogue.vendors.loadFailed, { exact: true }).first().waitFor();
    await expect.poll(() => vendorReads().length).toBe(1);
    // The observation window is the point: SWR's retries (2 s, then 4 s) would have come within it.
    await page.waitForTimeout(10_000);
    expect(vendorReads().map((u) => backendPath(u) + u.search)).toHaveLength(1);
  });

  it('/dashboard and the sidebar badges read the pending counts once between them', async () => {
    // the tab openSignedIn opens is one of the test's shared context: its requests are heard from the first
    const probe = await stack.newPage();
    const all = recordGets(probe.context());
    await probe.close();
    const opened = await openSignedIn(stack, '/dashboard');
    expect(opened.context()).toBe(probe.context());
    const countReads = (path: string) =>
      all.filter(
        (u) =>
          backendPath(u).toLowerCase() === path &&
          (u.searchParams.get('pageSize') ?? u.searchParams.get('PageSize')) === '1',
      );
    // the card and both badges are up
    await opened.getByTestId('pending-approvals').filter({ hasText: /^\d+$/ }).waitFor();
    const sidebar = opened.getByRole('navigation', { name: 'Sidebar' });
    for (const label of ['Redemptions', 'Moderate Reviews']) {
      await expect
        .poll(() =>
          sidebar
            .getByRole('listitem')
            .filter({ has: opened.getByRole('link', { name: label, exact: true }) })
            .locator('.mpa-queue-badge')
            .count(),
        )
        .toBe(1);
    }
    expect(countReads('/redemptionrequest/v1/pending')).toHaveLength(1);
    expect(countReads('/reviewrating/v1/pending-moderation')).toHaveLength(1);
  });
});
