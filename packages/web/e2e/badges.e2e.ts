// The sidebar's queue badges against the dev API: the figures are the server's, they follow the
// admin's own writes at once and other people's when the window regains focus, a figure the server
// cannot give hides its badge, and they never delay a screen (nor touch /login).
// The 60 s refresh and the hidden tab: src/layout/queueBadges.test.tsx (fake clock).
import { catalogue, redeemBodyFor, type MpaClient } from '@marketplace-admin/sdk';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  backendPath,
  openSignedIn,
  seriousViolations,
  signedInSdk,
  signIn,
  toast,
  useStack,
} from './harness';

const stack = useStack();
let sdk: MpaClient;
beforeAll(async () => {
  sdk = await signedInSdk(stack.api);
});

const QUEUE_LISTS = [
  '/redemptionrequest/v1/pending',
  '/reviewrating/v1/pending-moderation',
  '/reviewrating/flagged',
];
const pageSizeOf = (u: URL): string | null =>
  u.searchParams.get('pageSize') ?? u.searchParams.get('PageSize');
/** A request of the badges: one of the queue lists, asking for one row (only its totalCount is read). */
const isBadgeRequest = (url: string): boolean => {
  const u = new URL(url);
  return QUEUE_LISTS.includes(backendPath(u).toLowerCase()) && pageSizeOf(u) === '1';
};

/** A sidebar entry's badge as the eye sees it (null: none shown) and as a screen reader says it (the link's description). */
function badge(page: Page, label: string): Promise<{ shown: string | null; said: string | null }> {
  const link = page
    .getByRole('navigation', { name: 'Sidebar' })
    .getByRole('link', { name: label, exact: true });
  return link.evaluate((a) => {
    const tag = a.closest('li')?.querySelector<HTMLElement>('.mpa-queue-badge');
    const described = a.getAttribute('aria-describedby');
    return {
      shown: tag && tag.checkVisibility() ? tag.textContent : null,
      said: described ? (document.getElementById(described)?.textContent ?? null) : null,
    };
  });
}

const redemptionsPending = async (): Promise<number> =>
  (await sdk.redemptions.list('Pending', { page: 1, pageSize: 1 })).totalCount;
async function reviewQueue(): Promise<{ pending: number; flags: number }> {
  const [pending, flags] = await Promise.all([
    sdk.reviews.list('pending', { page: 1, pageSize: 1 }),
    sdk.reviews.flagged({ page: 1, pageSize: 1, onlyUnresolved: true }),
  ]);
  return { pending: pending.totalCount, flags: flags.totalCount };
}
const redemptionsBadge = (n: number) => ({ shown: String(n), said: catalogue.queues.redemptionsPending(n) });
const reviewsBadge = ({ pending, flags }: { pending: number; flags: number }) => ({
  shown: flags ? `${pending} · ${flags}` : String(pending),
  said: catalogue.queues.reviewsWaiting(pending, flags),
});

/** The user comes back to the window (from another tab or application). */
const switchBackTo = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));
/** Marks the document, so a test can tell that the page was never reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-document', ''));
const sameDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-e2e-same-document'));

describe('sidebar queue badges', () => {
  it("Redemptions shows the server's pending count, one less after an approval in the panel, and someone else's approval once the window regains focus", async () => {
    const total = await redemptionsPending();
    expect(total).toBeGreaterThan(2);
    const page = await openSignedIn(stack, '/redemptions');
    await expect.poll(() => badge(page, 'Redemptions')).toEqual(redemptionsBadge(total));
    await markDocument(page);

    const [mine, theirs] = (
      await sdk.redemptions.list('Pending', { page: 1, pageSize: 2, sortBy: 'requestDateTime' })
    ).items;
    await page.getByRole('button', { name: `Redeem request ${mine.redeemRequestId}` }).click();
    const form = page.getByRole('region', { name: new RegExp(`Redeem request #${mine.redeemRequestId}`) });
    await form.getByLabel(/^Status/).selectOption('Approved');
    await form.getByLabel(/^Note/).fill('Paid (badge e2e)');
    await form.getByRole('button', { name: 'Submit' }).click();
    await toast(page, catalogue.redemption.updated).waitFor();
    expect(await redemptionsPending()).toBe(total - 1);
    await expect.poll(() => badge(page, 'Redemptions')).toEqual(redemptionsBadge(total - 1));

    // another administrator approves one while this window is in the background
    await sdk.redemptions.redeem(redeemBodyFor(theirs, 'Approved', 'Paid elsewhere (badge e2e)'));
    expect(await redemptionsPending()).toBe(total - 2);
    await expect
      .poll(async () => {
        await switchBackTo(page);
        return badge(page, 'Redemptions');
      })
      .toEqual(redemptionsBadge(total - 2));
    expect(await sameDocument(page)).toBe(true);
  });

  it('Moderate Reviews shows pending reviews and unresolved flags; a moderation in the panel and a flag resolved elsewhere update it', async () => {
    const title = 'E2E Badge Review';
    const review = (await sdk.reviews.list('pending', { page: 1, pageSize: 1 })).items[0];
    await sdk.reviews.update(review.reviewID, { reviewTitle: title });
    const before = await reviewQueue();
    expect(before.flags).toBeGreaterThan(0);
    const page = await openSignedIn(stack, `/reviews-moderation?q=${encodeURIComponent(title)}`);
    await expect.poll(() => badge(page, 'Moderate Reviews')).toEqual(reviewsBadge(before));
    await markDocument(page);

    await page
      .getByRole('article', { name: title, exact: true })
      .getByRole('button', { name: /^Approve/ })
      .click();
    await toast(page, catalogue.reviews.published).waitFor();
    const approved = await reviewQueue();
    expect(approved.pending).toBe(before.pending - 1);
    await expect.poll(() => badge(page, 'Moderate Reviews')).toEqual(reviewsBadge(approved));

    const flag = (await sdk.reviews.flagged({ page: 1, pageSize: 1, onlyUnresolved: true })).items[0];
    await sdk.reviews.resolveFlag(flag.flagId);
    const resolved = await reviewQueue();
    expect(resolved.flags).toBe(approved.flags - 1);
    await expect
      .poll(async () => {
        await switchBackTo(page);
        return badge(page, 'Moderate Reviews');
      })
      .toEqual(reviewsBadge(resolved));
    expect(await sameDocument(page)).toBe(true);
  });

  it('a count the server cannot give hides that badge (the other still shows)', async () => {
    const page = await openSignedIn(stack, '/vendors');
    await expect.poll(() => badge(page, 'Redemptions')).toEqual(redemptionsBadge(await redemptionsPending()));
    let failed = 0;
    await page.route(
      (u) => backendPath(u).toLowerCase() === QUEUE_LISTS[0] && pageSizeOf(u) === '1',
      (route) => {
        failed += 1;
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, code: 500, message: 'Internal server error', data: null }),
        });
      },
    );
    await page.reload();
    await expect.poll(async () => badge(page, 'Moderate Reviews')).toEqual(reviewsBadge(await reviewQueue()));
    expect(failed).toBeGreaterThan(0);
    expect(await badge(page, 'Redemptions')).toEqual({ shown: null, said: null });
  });

  it('the mobile menu shows the same badges', async () => {
    const page = await openSignedIn(stack, '/dashboard', { viewport: { width: 390, height: 844 } });
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect.poll(() => badge(page, 'Redemptions')).toEqual(redemptionsBadge(await redemptionsPending()));
    await expect.poll(() => badge(page, 'Moderate Reviews')).toEqual(reviewsBadge(await reviewQueue()));
  });

  it('passes axe with the badges shown, in dark mode, expanded and collapsed', async () => {
    const page = await openSignedIn(stack, '/dashboard', { dark: true });
    await expect.poll(async () => (await badge(page, 'Redemptions')).shown).not.toBeNull();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Control+b');
    await page.locator('.mpa-collapsed .mpa-queue-dot').first().waitFor();
    expect(await badge(page, 'Redemptions')).toEqual({
      shown: null,
      said: catalogue.queues.redemptionsPending(await redemptionsPending()),
    });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('/login asks nothing of the queues; on a screen, the badges wait for its first request', async () => {
    const page = await stack.newPage();
    const sent: string[] = [];
    page.on('request', (r) => sent.push(r.url()));
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(sent.filter(isBadgeRequest)).toEqual([]);

    await signIn(page);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    // the dashboard's own badge requests are done before the log starts again
    await expect.poll(async () => (await badge(page, 'Redemptions')).shown).not.toBeNull();
    sent.length = 0;
    // Referral Codes starts its list read when it mounts (no prefetch ahead of the shell)
    await page.goto('/referral-codes');
    await expect.poll(() => sent.some(isBadgeRequest)).toBe(true);
    const screenFirst = sent.findIndex(
      (u) => backendPath(u).toLowerCase() === '/referral/v1/all-referral-codes',
    );
    expect(screenFirst).toBeGreaterThanOrEqual(0);
    expect(screenFirst).toBeLessThan(sent.findIndex(isBadgeRequest));
  });
});
