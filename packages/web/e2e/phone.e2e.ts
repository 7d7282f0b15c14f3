// The panel on a phone (390×844, the width Lighthouse's mobile runs use): every route of spec §2, in light and
// dark mode, never scrolls sideways; every button, link and field outside a data grid's body lies within the
// screen and is a target of at least 24×24 px (WCAG 2.2 target size); axe finds nothing serious. The spec's
// mobile sidebar is an overlay (768 px breakpoint): no sidebar beside the page. And the two queues are worked
// by touch: a pending redemption approved with a note, a review rejected with a note, read back through the SDK.
// Dialogs, a row menu and the Columns chooser open within the screen.
import type { MpaClient } from '@marketplace-admin/sdk';
import { catalogue } from '@marketplace-admin/sdk';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSignedIn, seriousViolations, useStack } from './harness';
import { main, prepareRouteWalk, ROUTES, settled, type FitRoute } from './routeList';

const PHONE = { width: 390, height: 844 };
const TARGET_MIN = 24;

/** What does not fit the phone's screen, as readable lines ([] when everything does). */
function phoneMisfits(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const out: string[] = [];
    const vw = document.documentElement.clientWidth;
    const doc = document.scrollingElement!;
    if (doc.scrollWidth > doc.clientWidth) out.push(`the page scrolls sideways: scrollWidth ${doc.scrollWidth} > clientWidth ${doc.clientWidth}`);
    const name = (el: Element): string => {
      const label = el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? el.textContent?.trim().slice(0, 30) ?? '';
      return `${el.tagName.toLowerCase()}${[...el.classList].filter((c) => c.startsWith('mpa-')).map((c) => `.${c}`).join('')} '${label}'`;
    };
    const controls = document.querySelectorAll('button, a[href], input, select, textarea, summary, [role="tab"], [role="button"]');
    for (const el of controls) {
      // a data grid's body may scroll sideways by itself; text only for screen readers is no target
      if (el.closest('.mpa-grid-body, .mpa-sr-only')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue; // not drawn
      if (r.left < -0.5 || r.right > vw + 0.5) out.push(`${name(el)} spans x=${Math.round(r.left)}–${Math.round(r.right)}, screen 0–${vw}`);
      // a checkbox or radio is hidden inside its label: the label is what the thumb presses
      const input = el as HTMLInputElement;
      const target = el.tagName === 'INPUT' && (input.type === 'checkbox' || input.type === 'radio') ? (el.closest('label') ?? el) : el;
      // a link inside a sentence is exempt from the target size (WCAG 2.5.8, inline)
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') continue;
      const t = target.getBoundingClientRect();
      if (t.width < min - 0.5 || t.height < min - 0.5) out.push(`${name(el)} is a ${Math.round(t.width)}×${Math.round(t.height)} px target`);
    }
    return out;
  }, TARGET_MIN);
}

const stack = useStack();
let sdk: MpaClient;
let url: (r: FitRoute) => string;
beforeAll(async () => {
  ({ sdk, url } = await prepareRouteWalk(stack));
});

describe.each([
  ['light', false],
  ['dark', true],
])('every route on a phone, 390×844 (%s): no sideways scroll, controls within the screen and 24×24 px, axe clean', (_mode, dark) => {
  let page: Page;
  beforeAll(async () => {
    page = await openSignedIn(stack, '/dashboard', { dark, viewport: PHONE });
  });

  it('/login', async () => {
    const p = await stack.newPage({ viewport: PHONE });
    if (dark) await p.addInitScript(() => localStorage.setItem('settings', JSON.stringify({ darkMode: true })));
    await p.goto('/login');
    await ROUTES.find((r) => r.path === 'login')!.ready(p);
    expect(await phoneMisfits(p)).toEqual([]);
    expect(await seriousViolations(p)).toEqual([]);
    await p.context().close();
  });

  it.each(ROUTES.filter((r) => r.path !== 'login').map((r) => [r.path, r] as const))('/%s', async (_path, route) => {
    await page.goto(url(route));
    await main(page).getByRole('heading', { name: route.title, level: 1, exact: true }).waitFor();
    await route.ready(page);
    await settled(page);
    expect(await page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(dark);
    // the sidebar is an overlay on a phone (spec §2): nothing beside the page
    expect(await page.locator('aside.mpa-sidebar').count()).toBe(0);
    expect(await phoneMisfits(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

/** The element lies within the phone's screen, left to right (reachable without zooming out). */
async function withinScreen(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(TARGET_MIN);
}

/** Lines for whatever of `box` and the controls in it lies beyond the screen's sides ([] when all fits). */
function beyondScreen(box: Locator): Promise<string[]> {
  return box.evaluate((el) => {
    const vw = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const e of [el, ...el.querySelectorAll('button, a[href], input, select, textarea, [role="menuitem"]')]) {
      const r = e.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.left < -0.5 || r.right > vw + 0.5) out.push(`${e.tagName.toLowerCase()} '${e.getAttribute('aria-label') ?? e.textContent?.trim().slice(0, 30)}' spans x=${Math.round(r.left)}–${Math.round(r.right)}`);
    }
    if (document.scrollingElement!.scrollWidth > document.scrollingElement!.clientWidth) out.push('the page scrolls sideways');
    return out;
  });
}

describe('dialogs and popovers on a phone open within the screen', () => {
  it.each([
    ['/vendors', 'Add Vendor'],
    ['/shops', 'Add Shop'],
    ['/featured-ads', 'Add Featured Ad'],
    ['/appointments', 'New Appointment'],
    ['/clients', 'Add Client'],
  ])('%s: the "%s" dialog fits, its buttons reachable', async (path, opener) => {
    const page = await openSignedIn(stack, path, { viewport: PHONE });
    await page.getByRole('button', { name: opener }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // the spec's small-screen dialogs are at most 425 px wide; every dialog leaves a margin on a phone (measured
    // once its opening transition has ended)
    await expect.poll(async () => (await dialog.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width - 24);
    expect(await beyondScreen(dialog)).toEqual([]);
    await withinScreen(dialog.getByRole('button', { name: 'Cancel' }));
  });

  it("a card's row menu and the Columns chooser open within the screen", async () => {
    const page = await openSignedIn(stack, '/premium-services', { viewport: PHONE });
    const cards = page.getByRole('list', { name: 'Paid services' }).getByRole('article');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const name = (await cards.first().locator('.mpa-grid-card-title').textContent())!;
    await cards.first().getByRole('button', { name: `Actions for ${name}` }).click();
    const menu = page.getByRole('menu', { name: `Actions for ${name}` });
    await menu.waitFor();
    expect(await beyondScreen(menu)).toEqual([]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.getByRole('group', { name: 'Columns shown' });
    await chooser.waitFor();
    expect(await beyondScreen(chooser)).toEqual([]);
  });
});

describe('the queues by touch on a phone', () => {
  it('a pending redemption is approved with a note: tapped on its card, the form within the screen, read back through the SDK', async () => {
    const page = await openSignedIn(stack, '/redemptions', { viewport: PHONE, touch: true });
    const cards = page.getByRole('list', { name: 'Pending redemption requests' }).getByRole('article');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const id = Number(await cards.first().locator('.mpa-grid-card-title').textContent());
    const card = cards.filter({ has: page.locator('.mpa-grid-card-title', { hasText: new RegExp(`^${id}$`) }) });
    // the figures a decision needs are on the card's face: who, how many tokens, what value, since when
    for (const header of ['User Name', 'Tokens', 'Value', 'Status']) await card.getByRole('term').filter({ hasText: new RegExp(`^${header}$`) }).waitFor();
    const redeem = card.getByRole('button', { name: `Redeem request ${id}` });
    await withinScreen(redeem);
    await redeem.tap();
    const form = page.getByRole('region', { name: new RegExp(`^Redeem request #${id}\\b`) });
    await form.getByLabel(/^Status/).tap();
    await form.getByLabel(/^Status/).selectOption('Approved');
    const note = form.getByLabel(/^Note/);
    await withinScreen(note);
    await note.tap();
    await page.keyboard.type('Paid by phone');
    const submit = form.getByRole('button', { name: 'Submit' });
    await withinScreen(submit);
    await submit.tap();
    await page.locator('.bp6-toast').filter({ hasText: catalogue.redemption.updated }).waitFor();
    await form.waitFor({ state: 'detached' });
    const approved = (await sdk.redemptions.list('Approved', { search: 'Paid by phone', pageSize: 10 })).items;
    expect(approved.map((r) => [r.redeemRequestId, r.note])).toEqual([[id, 'Paid by phone']]);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= document.scrollingElement!.clientWidth)).toBe(true);
  });

  it('a pending review is rejected with a note: searched, its note and Reject tapped, read back through the SDK', async () => {
    const review = (await sdk.reviews.list('pending', { pageSize: 10 })).items[3];
    await sdk.reviews.update(review.reviewID, { reviewTitle: 'Late and rude on a phone' });
    const page = await openSignedIn(stack, '/reviews-moderation', { viewport: PHONE, touch: true });
    const search = page.getByPlaceholder('Search reviews...');
    await search.tap();
    await search.fill('Late and rude');
    const cards = page.getByRole('list', { name: 'Pending reviews' }).getByRole('article');
    await expect.poll(() => cards.count()).toBe(1);
    const card = cards.first();
    expect(await card.getAttribute('aria-labelledby').then((id) => page.locator(`[id="${id}"]`).textContent())).toBe('Late and rude on a phone');
    const notes = card.getByRole('textbox', { name: 'Moderator notes for Late and rude on a phone' });
    await withinScreen(notes);
    await notes.tap();
    await page.keyboard.type('Abusive language');
    const reject = card.getByRole('button', { name: 'Reject Late and rude on a phone' });
    await withinScreen(reject);
    await withinScreen(card.getByRole('button', { name: 'Approve Late and rude on a phone' }));
    await reject.tap();
    await expect.poll(() => cards.count()).toBe(0);
    await expect
      .poll(async () => (await sdk.reviews.list('rejected', { pageSize: 100 })).items.filter((r) => r.reviewID === review.reviewID).map((r) => r.moderatorNotes))
      .toEqual(['Abusive language']);
    expect((await sdk.reviews.list('pending', { pageSize: 100 })).items.some((r) => r.reviewID === review.reviewID)).toBe(false);
  });
});
