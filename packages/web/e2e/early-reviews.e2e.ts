// Moderate Reviews drawn by the page (issue 38): its page starts the flagged notice's read itself and draws the notice
// from the server's count before the app's code has come (src/prerender/earlyRecord.tsx, the route's spec); the app
// then takes the screen over with the same notice, in the same place, and a click on its button made meanwhile is done.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appTakesOver,
  holdAppCodeOnly,
  openSignedIn,
  signedInSdk,
  useStack,
  watchLayoutShifts,
  APP,
  FRAME,
} from './harness';

const stack = useStack();

/** The flagged notice as a user sees it: its words, its button and where it is. */
function notice(page: Page, scope: string) {
  return page.locator(`${scope} main .mpa-flagged`).evaluate((el) => ({
    text: (el.querySelector('.mpa-flagged-head > span')?.textContent ?? '').trim(),
    button: (el.querySelector('button')?.textContent ?? '').trim(),
    box: (({ x, y, width, height }) => ({ x, y, width, height }))(el.getBoundingClientRect()),
  }));
}

async function unresolvedFlags(): Promise<number> {
  const sdk = await signedInSdk(stack.api);
  return (await sdk.reviews.flagged({ onlyUnresolved: true, page: 1, pageSize: 1 })).totalCount;
}

describe('Moderate Reviews before the app has come', () => {
  it("shows the flagged notice with the server's count, the same notice the app then shows, in the same place", async () => {
    const count = await unresolvedFlags();
    expect(count).toBeGreaterThan(1);
    const page = await openSignedIn(stack, '/settings');
    const shifts = await watchLayoutShifts(page);
    const release = await holdAppCodeOnly(page);
    const countReads: Request[] = [];
    // the notice's read (the layout's notifications count theirs otherwise)
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (/\/ReviewRating\/flagged$/i.test(url.pathname) && url.searchParams.get('sortBy') === 'flaggedat')
        countReads.push(r);
    });
    await page.goto('/reviews-moderation', { waitUntil: 'domcontentloaded' });

    // no code of the app has run: the page draws the notice
    await page.locator(`${FRAME} main .mpa-flagged`).waitFor();
    const early = await notice(page, FRAME);
    expect(early.text).toBe(`${count.toLocaleString('en')} flagged reviews with unresolved flags`);
    expect(early.button).toBe('Show flags');

    // the notice stays on the screen through the take-over (not gone for a frame while the app reads)
    const app = await appTakesOver(page, {
      release,
      shifts,
      stays: '#root main .mpa-flagged',
      ready: `${APP} [role="article"]`,
      read: () => notice(page, APP),
    });
    expect(app).toEqual(early);
    // the app took the page's read of the count over: it was asked for once
    expect(countReads).toHaveLength(1);
  });

  it("keeps a click on the early notice's 'Show flags': the app shows the flags once it is up", async () => {
    const page = await openSignedIn(stack, '/settings');
    const release = await holdAppCodeOnly(page);
    await page.goto('/reviews-moderation', { waitUntil: 'domcontentloaded' });
    await page.locator(`${FRAME} main .mpa-flagged button`).click();

    await release();
    await page
      .locator(`${APP} table[aria-label="Flagged reviews"] button[aria-label^="Resolve flag "]`)
      .first()
      .waitFor();
    expect(await page.locator(`${APP} main .mpa-flagged button[aria-expanded="true"]`).textContent()).toBe(
      'Hide flags',
    );
  });
});
