// Keyboard only: every step below is a key press or typed text (no click, no hover, no fill), as an
// administrator who never touches the mouse would work the two queues (CONTRACT §7).
import {
  catalogue,
  type MpaClient,
  type RedemptionRequest,
  type RedemptionStatus,
  type Review,
  type ReviewStatus,
} from '@marketplace-admin/sdk';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { closeWithEscape, DEMO, seriousViolations, signedInSdk, useStack } from './harness';

const stack = useStack();
let sdk: MpaClient;
beforeAll(async () => {
  sdk = await signedInSdk(stack.api);
});

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
/** What the queue last said to screen readers (its polite live region). */
const said = (page: Page) => page.locator('.mpa-queue-live').textContent();

/** Signs in by typing into the login form (the username box has focus on arrival) and pressing Enter. */
async function signInByKeyboard(): Promise<Page> {
  const page = await stack.newPage();
  await page.goto('/login');
  await expect.poll(() => focusedId(page)).toBe('login-username');
  await page.keyboard.type(DEMO.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.pathname === '/dashboard');
  await page.getByRole('heading', { name: /^Welcome back/ }).waitFor();
  return page;
}

/** Ctrl+K, the words typed, Enter: the palette's first match. */
async function palette(page: Page, words: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.getByRole('textbox', { name: 'Go to screen or run action' }).waitFor();
  await page.keyboard.type(words);
  await page.keyboard.press('Enter');
  await page.locator('.mpa-palette .bp6-omnibar').waitFor({ state: 'detached' });
}

async function requestsOf(status: RedemptionStatus): Promise<RedemptionRequest[]> {
  const out: RedemptionRequest[] = [];
  for await (const r of sdk.redemptions.iterate({ status, sortBy: 'requestDateTime', pageSize: 1000 }))
    out.push(r);
  return out;
}
async function reviewsOf(status: ReviewStatus, searchTerms?: string): Promise<Review[]> {
  const out: Review[] = [];
  for await (const p of sdk.reviews.pages({ status, searchTerms, pageSize: 1000 })) out.push(...p.items);
  return out;
}

/** The `?` dialog as read: each group's heading, and each line's text with its keys (one string per combo). */
const shortcutsShown = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Keyboard shortcuts' })
    .locator('section')
    .evaluateAll((groups) =>
      groups.map((g) => [
        g.querySelector('h4')?.textContent,
        [...g.querySelectorAll('li')].map((li) => [
          li.querySelector('.bp6-hotkey-label')?.textContent,
          ...[...li.querySelectorAll('.bp6-key-combo')].map((k) =>
            (k as HTMLElement).innerText.replace(/\s+/g, ' '),
          ),
        ]),
      ]),
    );

/** Every shortcut of the panel (CONTRACT §7), as the `?` dialog lists them on Linux (Ctrl; Cmd on a Mac). */
const EVERY_SHORTCUT = [
  [
    'Global',
    [
      ['Toggle the sidebar', 'ctrl B'],
      ['Open the command palette', 'ctrl K'],
      ['Show the keyboard shortcuts', '?'],
    ],
  ],
  [
    'Moderate Reviews',
    [
      ['Next review', 'J', 'down'],
      ['Previous review', 'K', 'up'],
      ['Select or unselect the active review', 'X'],
      ['Approve the active review', 'A'],
      ['Reject the active review', 'R'],
      ['Write the moderator notes of the active review', 'N'],
      ['Search reviews', '/'],
      ['Approve the selected reviews', 'shift A'],
      ['Leave the field', 'escape'],
    ],
  ],
  [
    'Redemptions',
    [
      ['Next request', 'J', 'down'],
      ['Previous request', 'K', 'up'],
      ['Select or unselect the active request', 'X'],
      ['Approve the active request: its redeem form, note first', 'A'],
      ['Reject the active request: its redeem form, note first', 'R'],
      ['Write the note of the active request', 'N'],
      ['Search requests', '/'],
      ['Approve the selected requests', 'shift A'],
      ['Submit the redeem form (from its note)', 'ctrl enter'],
      ['Leave the field', 'escape'],
    ],
  ],
];

/** The active request: its ID cell carries aria-current (the grid draws a frozen cell in two layers). */
const activeRequest = (page: Page) => page.locator('.mpa-grid [aria-current="true"]').first().textContent();
const activeReview = (page: Page) => page.locator('[role="article"][aria-current="true"] h2').textContent();

describe('keyboard only (CONTRACT §7)', () => {
  it('signs in, redeems the two oldest pending requests and moderates four reviews without the mouse; the server has every decision', async () => {
    const [oldest, next, third] = await requestsOf('Pending');
    const titles = ['E2E Keys One', 'E2E Keys Two', 'E2E Keys Three', 'E2E Keys Four'];
    for (const [i, title] of titles.entries()) {
      const r = (await reviewsOf('pending')).filter((x) => !/^E2E/.test(String(x.reviewTitle)))[i];
      await sdk.reviews.update(r.reviewID, { reviewTitle: title });
    }
    const page = await signInByKeyboard();

    // Redemptions, from the palette: the oldest pending request is active
    await palette(page, 'oldest pending');
    await page.waitForURL((u) => u.pathname === '/redemptions');
    await expect.poll(() => activeRequest(page)).toBe(String(oldest.redeemRequestId));
    await expect
      .poll(() => said(page))
      .toMatch(new RegExp(`^Request #${oldest.redeemRequestId}, .* \\(1 of \\d+\\)$`));

    // a: the redeem form with Approved chosen and the note focused; nothing is sent yet
    await page.keyboard.press('a');
    const form = page.getByRole('region', {
      name: new RegExp(`^Redeem request #${oldest.redeemRequestId}\\b`),
    });
    await form.waitFor();
    expect(await form.getByLabel(/^Status/).inputValue()).toBe('Approved');
    await expect.poll(() => focusedId(page)).toBe('redeem-note');
    expect(await said(page)).toBe(
      `Request #${oldest.redeemRequestId}: redeem form open, status Approved. Write the note.`,
    );
    await page.keyboard.type('Paid by keyboard');
    await page.keyboard.press('Control+Enter');
    await form.waitFor({ state: 'detached' });
    // the next request is active, and both are said
    await expect
      .poll(() => said(page))
      .toMatch(
        new RegExp(
          `^Request #${oldest.redeemRequestId} approved\\. Next: Request #${next.redeemRequestId}, `,
        ),
      );
    expect(await activeRequest(page)).toBe(String(next.redeemRequestId));

    // r: Rejected chosen; the note typed; Tab to Cancel, Tab to Submit, Enter
    await page.keyboard.press('r');
    const second = page.getByRole('region', {
      name: new RegExp(`^Redeem request #${next.redeemRequestId}\\b`),
    });
    await second.waitFor();
    expect(await second.getByLabel(/^Status/).inputValue()).toBe('Rejected');
    await expect.poll(() => focusedId(page)).toBe('redeem-note');
    await page.keyboard.type('Duplicate request');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await second.waitFor({ state: 'detached' });
    await expect
      .poll(() => said(page))
      .toMatch(
        new RegExp(`^Request #${next.redeemRequestId} rejected\\. Next: Request #${third.redeemRequestId}, `),
      );

    const approved = (await requestsOf('Approved')).find((r) => r.redeemRequestId === oldest.redeemRequestId);
    expect([approved?.status, approved?.note]).toEqual(['Approved', 'Paid by keyboard']);
    const rejected = (await requestsOf('Rejected')).find((r) => r.redeemRequestId === next.redeemRequestId);
    expect([rejected?.status, rejected?.note]).toEqual(['Rejected', 'Duplicate request']);
    expect((await requestsOf('Pending')).map((r) => r.redeemRequestId)).not.toContain(oldest.redeemRequestId);

    // Moderate Reviews, from the palette; / searches, Esc leaves the box (its text kept)
    await palette(page, 'Moderate Reviews');
    await page.waitForURL((u) => u.pathname === '/reviews-moderation');
    await page.getByRole('article').first().waitFor();
    await page.keyboard.press('/');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.placeholder))
      .toBe('Search reviews...');
    await page.keyboard.type('E2E Keys');
    await expect.poll(() => page.locator('.mpa-review-count').textContent()).toBe('4 reviews');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(await page.getByRole('searchbox', { name: 'Search reviews...' }).inputValue()).toBe('E2E Keys');
    const order = (await reviewsOf('pending', 'E2E Keys')).map((r) => r.reviewTitle);
    expect([...order].sort()).toEqual([...titles].sort());

    // j: the first card is active and focused; a approves it, the next takes its place
    await page.keyboard.press('j');
    await expect.poll(() => activeReview(page)).toBe(order[0]);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-current')))
      .toBe('true');
    await page.keyboard.press('a');
    await expect
      .poll(() => said(page))
      .toBe(`Review "${order[0]}" approved. Next: Review "${order[1]}", 1 of 3.`);
    await expect.poll(() => activeReview(page)).toBe(order[1]);

    // n: its notes; typed; Esc back to the card; r rejects it with them
    await page.keyboard.press('n');
    await expect.poll(() => focusedId(page)).toMatch(/^review-\d+-notes$/);
    await page.keyboard.type('Names a competitor');
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('article');
    await page.keyboard.press('r');
    await expect
      .poll(() => said(page))
      .toBe(`Review "${order[1]}" rejected. Next: Review "${order[2]}", 1 of 2.`);

    // x selects the active card, j moves, x selects the next; Shift+A approves both, a result each
    await expect.poll(() => activeReview(page)).toBe(order[2]);
    await page.keyboard.press('x');
    await expect.poll(() => said(page)).toBe(`Review "${order[2]}" selected; 1 selected.`);
    await page.keyboard.press('j');
    await expect.poll(() => activeReview(page)).toBe(order[3]);
    await page.keyboard.press('x');
    await expect.poll(() => said(page)).toBe(`Review "${order[3]}" selected; 2 selected.`);
    await page.keyboard.press('Shift+A');
    const results = page.getByRole('dialog', { name: 'Approve selected reviews' });
    await results.getByText('2 of 2 processed: 2 succeeded, 0 already processed, 0 failed').waitFor();
    expect(await results.locator('tr[data-state="done"] td:nth-child(2)').allTextContents()).toEqual([
      order[2],
      order[3],
    ]);
    await closeWithEscape(page, results);
    await page.getByText(catalogue.reviews.empty).waitFor();

    const approvedReviews = await reviewsOf('approved', 'E2E Keys');
    expect(approvedReviews.map((r) => r.reviewTitle).sort()).toEqual([order[0], order[2], order[3]].sort());
    const rejectedReviews = await reviewsOf('rejected', 'E2E Keys');
    expect(rejectedReviews.map((r) => [r.reviewTitle, r.moderatorNotes])).toEqual([
      [order[1], 'Names a competitor'],
    ]);
  });

  it('`?` lists every shortcut, grouped per screen (a grid adds its own); axe finds nothing with it open, light and dark', async () => {
    const page = await signInByKeyboard();
    await palette(page, 'Moderate Reviews');
    await page.getByRole('article').first().waitFor();
    await page.keyboard.press('Shift+Slash'); // "?" on a US keyboard
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    expect(await shortcutsShown(page)).toEqual(EVERY_SHORTCUT);
    expect(await seriousViolations(page)).toEqual([]);
    await closeWithEscape(page, dialog);

    // the same in dark mode; on Redemptions the grid's own keys are listed too
    await palette(page, 'dark mode');
    await expect.poll(() => page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(true);
    await palette(page, 'Redemptions Requests');
    await page.locator('.mpa-grid:not([aria-busy])').waitFor();
    await page.keyboard.press('Shift+Slash');
    await dialog.waitFor();
    const shown = await shortcutsShown(page);
    expect(shown.slice(0, 3)).toEqual(EVERY_SHORTCUT);
    expect(shown.slice(3).map(([group]) => group)).toEqual(['Table']);
    expect(shown[3][1]).toContainEqual(['Copy selected table cells', 'ctrl C']);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
