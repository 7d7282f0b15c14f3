// The panel on a phone (390×844, the width Lighthouse's mobile runs use): every route of spec §2, in light and
// dark mode, never scrolls sideways; every button, link and field outside a data grid's body lies within the
// screen and is a target of at least 24×24 px (WCAG 2.2 target size); axe finds nothing serious. The spec's
// mobile sidebar is an overlay (768 px breakpoint): no sidebar beside the page. And the two queues are worked
// by touch: a pending redemption approved with a note, a review rejected with a note, read back through the SDK.
// Targets do not crowd each other (WCAG 2.2 target spacing) on any route, nor in the dialogs, an alert, the row
// menus, the Columns chooser and the date pickers, which open within the screen (a date picker takes a tapped day).
import type { MpaClient } from '@marketplace-admin/sdk';
import { catalogue } from '@marketplace-admin/sdk';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSignedIn, seriousViolations, transitionsEnded, useStack } from './harness';
import { goInApp, main, prepareRouteWalk, ROUTES, settled, type FitRoute } from './routeList';

const PHONE = { width: 390, height: 844 };
const TARGET_MIN = 24;

/** What does not fit the phone's screen, as readable lines ([] when everything does). */
function phoneMisfits(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const out: string[] = [];
    const vw = document.documentElement.clientWidth;
    const doc = document.scrollingElement!;
    if (doc.scrollWidth > doc.clientWidth)
      out.push(`the page scrolls sideways: scrollWidth ${doc.scrollWidth} > clientWidth ${doc.clientWidth}`);
    const name = (el: Element): string => {
      const label =
        el.getAttribute('aria-label') ??
        el.getAttribute('placeholder') ??
        el.textContent?.trim().slice(0, 30) ??
        '';
      return `${el.tagName.toLowerCase()}${[...el.classList]
        .filter((c) => c.startsWith('mpa-'))
        .map((c) => `.${c}`)
        .join('')} '${label}'`;
    };
    const controls = document.querySelectorAll(
      'button, a[href], input, select, textarea, summary, [role="tab"], [role="button"]',
    );
    for (const el of controls) {
      // a data grid's body may scroll sideways by itself; text only for screen readers is no target
      if (el.closest('.mpa-grid-body, .mpa-sr-only')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue; // not drawn
      if (r.left < -0.5 || r.right > vw + 0.5)
        out.push(`${name(el)} spans x=${Math.round(r.left)}–${Math.round(r.right)}, screen 0–${vw}`);
      // a checkbox or radio is hidden inside its label: the label is what the thumb presses
      const input = el as HTMLInputElement;
      const target =
        el.tagName === 'INPUT' && (input.type === 'checkbox' || input.type === 'radio')
          ? (el.closest('label') ?? el)
          : el;
      // a link inside a sentence is exempt from the target size (WCAG 2.5.8, inline)
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') continue;
      const t = target.getBoundingClientRect();
      if (t.width < min - 0.5 || t.height < min - 0.5)
        out.push(`${name(el)} is a ${Math.round(t.width)}×${Math.round(t.height)} px target`);
    }
    return out;
  }, TARGET_MIN);
}

/**
 * Targets that crowd each other, as readable lines ([] when none do). WCAG 2.2 target size (2.5.8): a circle of
 * 24 px across, centred on each target, intersects no other target and no other target's circle. Checked for
 * every target, of whatever size, within `scope` (a dialog or popover: what is on top) or the whole page, once
 * nothing is moving.
 */
async function crowdedTargets(page: Page, scope?: Locator): Promise<string[]> {
  const check = (root: Element, min: number): string[] => {
    const name = (el: Element): string => {
      const label =
        el.getAttribute('aria-label') ??
        el.getAttribute('placeholder') ??
        el.textContent?.trim().slice(0, 30) ??
        '';
      return `${el.tagName.toLowerCase()}${[...el.classList]
        .filter((c) => c.startsWith('mpa-'))
        .map((c) => `.${c}`)
        .join('')} '${label}'`;
    };
    const selector =
      'button, a[href], input, select, textarea, summary, [role="tab"], [role="button"], [role="menuitem"], [role="option"]';
    const targets: { el: Element; r: DOMRect }[] = [];
    for (const el of root.querySelectorAll(selector)) {
      // a data grid's body is a table of its own (its rows are cards on a phone); text only for screen readers, or
      // hidden from them (the pager's '…'), is no target
      if (el.closest('.mpa-grid-body, .mpa-sr-only, [aria-hidden="true"]')) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      // a link inside a sentence is exempt (WCAG 2.5.8, inline)
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') continue;
      const input = el as HTMLInputElement;
      const target =
        el.tagName === 'INPUT' && (input.type === 'checkbox' || input.type === 'radio')
          ? (el.closest('label') ?? el)
          : el;
      const r = target.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // a target wholly or partly scrolled out of a scrolling box (a dialog's body, a list with a height) is
      // scrolled into view before it is pressed: judged where it is whole
      const clipped = (up: Element | null): boolean => {
        if (!up || up === document.body || up === document.documentElement) return false;
        const style = getComputedStyle(up);
        const box = up.getBoundingClientRect();
        if (
          (style.overflowX !== 'visible' || style.overflowY !== 'visible') &&
          (r.left < box.left - 0.5 ||
            r.right > box.right + 0.5 ||
            r.top < box.top - 0.5 ||
            r.bottom > box.bottom + 0.5)
        )
          return true;
        return clipped(up.parentElement);
      };
      if (clipped(target.parentElement)) continue;
      // one control drawn as nested elements (a tab holding a link) is one target
      if (targets.some((t) => t.el === target)) continue;
      targets.push({ el: target, r });
    }
    const radius = min / 2;
    const fmt = (r: DOMRect) =>
      `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const out: string[] = [];
    for (const [i, a] of targets.entries()) {
      const c = centre(a.r);
      for (const b of targets.slice(i + 1)) {
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        // a button inside a field's box (show password): the field's own target is the rest of its box, which
        // must leave a full target beside the button
        const inside = (x: DOMRect, y: DOMRect) =>
          x.left >= y.left - 0.5 &&
          x.right <= y.right + 0.5 &&
          x.top >= y.top - 0.5 &&
          x.bottom <= y.bottom + 0.5;
        const [inner, outer] = inside(b.r, a.r) ? [b.r, a.r] : inside(a.r, b.r) ? [a.r, b.r] : [null, null];
        if (inner && outer && Math.max(inner.left - outer.left, outer.right - inner.right) >= min - 0.5)
          continue;
        const d = centre(b.r);
        // from a's centre to b's box, and from b's centre to a's box; the two circles. Half a pixel clear of the
        // limit: a circle that only just touches its neighbour at one zoom overlaps it at another (sub-pixel layout)
        const toBox = (p: { x: number; y: number }, r: DOMRect) =>
          Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
        const gap = Math.min(toBox(c, b.r), toBox(d, a.r));
        if (gap < radius + 0.5 || Math.hypot(c.x - d.x, c.y - d.y) < min + 0.5) {
          out.push(
            `${name(a.el)} and ${name(b.el)} crowd: centres ${Math.round(Math.hypot(c.x - d.x, c.y - d.y))} px apart, boxes ${fmt(a.r)} and ${fmt(b.r)}`,
          );
        }
      }
    }
    return out;
  };
  await transitionsEnded(page);
  return (scope ?? page.locator('body')).evaluate(check, TARGET_MIN);
}

/** The open date picker's popover (one at a time). */
const datePicker = (page: Page) => page.locator('.bp6-popover', { has: page.locator('.bp6-datepicker') });

/**
 * Taps `opener` (a date field or button), checks that its date picker lies wholly on the screen, top to bottom as
 * well as side to side, its targets apart, and taps `day` of the month it shows: that month and year ('07', '2026').
 */
async function tapDay(page: Page, opener: Locator, day: number): Promise<{ month: string; year: string }> {
  await withinScreen(opener);
  await opener.tap();
  const popover = datePicker(page);
  await popover.waitFor();
  expect(await beyondScreen(popover)).toEqual([]);
  const box = (await popover.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  expect(await crowdedTargets(page, popover)).toEqual([]);
  const month = String(Number(await popover.locator('select[name="months"]').inputValue()) + 1).padStart(
    2,
    '0',
  );
  const year = await popover.locator('select[name="years"]').inputValue();
  // the days of the month shown (the next month's first days are drawn too, as "outside" days)
  const cell = popover.getByRole('gridcell', { name: String(day), exact: true });
  await withinScreen(cell);
  await cell.tap();
  return { month, year };
}

/** Taps a spot of `box` that `popover` does not cover (its corners, then its middle), as a thumb closes a popover. */
async function tapBeside(page: Page, box: Locator, popover: Locator): Promise<void> {
  const over = await popover.elementHandle();
  const spot = await box.evaluate((el, cover) => {
    const r = el.getBoundingClientRect();
    const spots = [
      [r.left + 6, r.top + 6],
      [r.right - 6, r.top + 6],
      [r.left + 6, r.bottom - 6],
      [r.right - 6, r.bottom - 6],
      [r.left + r.width / 2, r.top + r.height / 2],
    ];
    return spots.find(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return (
        hit !== null &&
        el.contains(hit) &&
        !cover?.contains(hit) &&
        !hit.closest('button, a[href], input, select, textarea, label')
      );
    });
  }, over);
  if (!spot) throw new Error('tapBeside: the popover covers every spot tried');
  await page.touchscreen.tap(spot[0], spot[1]);
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
])(
  'every route on a phone, 390×844 (%s): no sideways scroll, controls within the screen and 24×24 px, axe clean',
  (_mode, dark) => {
    let page: Page;
    beforeAll(async () => {
      page = await openSignedIn(stack, '/dashboard', { dark, viewport: PHONE });
    });

    it('/login', async () => {
      const p = await stack.newPage({ viewport: PHONE });
      if (dark)
        await p.addInitScript(() => localStorage.setItem('settings', JSON.stringify({ darkMode: true })));
      await p.goto('/login');
      await ROUTES.find((r) => r.path === 'login')!.ready(p);
      expect(await phoneMisfits(p)).toEqual([]);
      expect(await crowdedTargets(p)).toEqual([]);
      expect(await seriousViolations(p)).toEqual([]);
      await p.context().close();
    });

    it.each(ROUTES.filter((r) => r.path !== 'login').map((r) => [r.path, r] as const))(
      '/%s',
      async (_path, route) => {
        // in the app from screen to screen: what is checked is the screen drawn, not its load
        await goInApp(page, url(route));
        await main(page).getByRole('heading', { name: route.title, level: 1, exact: true }).waitFor();
        await route.ready(page);
        await settled(page);
        expect(await page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(dark);
        // the sidebar is an overlay on a phone (spec §2): nothing beside the page
        expect(await page.locator('aside.mpa-sidebar').count()).toBe(0);
        expect(await phoneMisfits(page)).toEqual([]);
        expect(await crowdedTargets(page)).toEqual([]);
        expect(await seriousViolations(page)).toEqual([]);
      },
    );
  },
);

/** The element lies within the phone's screen, left to right (reachable without zooming out). */
async function withinScreen(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(TARGET_MIN);
}

/**
 * Lines for whatever of `box` and the controls in it lies beyond the screen's sides or beyond the box's own sides,
 * and for anything in the box that scrolls sideways ([] when all fits).
 */
async function beyondScreen(box: Locator): Promise<string[]> {
  await transitionsEnded(box.page());
  return box.evaluate((el) => {
    const vw = document.documentElement.clientWidth;
    const own = el.getBoundingClientRect();
    const out: string[] = [];
    const name = (e: Element) =>
      `${e.tagName.toLowerCase()} '${e.getAttribute('aria-label') ?? e.textContent?.trim().slice(0, 30)}'`;
    for (const e of [
      el,
      ...el.querySelectorAll('button, a[href], input, select, textarea, [role="menuitem"]'),
    ]) {
      const r = e.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.left < -0.5 || r.right > vw + 0.5)
        out.push(`${name(e)} spans x=${Math.round(r.left)}–${Math.round(r.right)}`);
      else if (r.left < own.left - 0.5 || r.right > own.right + 0.5)
        out.push(
          `${name(e)} spans x=${Math.round(r.left)}–${Math.round(r.right)}, beyond its box's ${Math.round(own.left)}–${Math.round(own.right)}`,
        );
    }
    for (const e of [el, ...el.querySelectorAll('*')]) {
      if (e.scrollWidth > e.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(e).overflowX))
        out.push(`${name(e)} scrolls sideways: ${e.scrollWidth} > ${e.clientWidth}`);
    }
    if (document.scrollingElement!.scrollWidth > document.scrollingElement!.clientWidth)
      out.push('the page scrolls sideways');
    return out;
  });
}

// one signed-in phone tab goes from screen to screen in the app, as the sidebar does: what is checked is what a
// screen opens and what is done on it by touch, not its load (a screen left behind takes its dialogs and menus with it)
let phone: Page;
beforeAll(async () => {
  phone = await openSignedIn(stack, '/dashboard', { viewport: PHONE, touch: true });
});
/** The phone tab on `path`'s screen, once its title is up (the screen before it is gone then). */
async function visit(path: string): Promise<Page> {
  await goInApp(phone, path);
  const title = ROUTES.find((r) => `/${r.path}` === path)!.title;
  await main(phone).getByRole('heading', { name: title, level: 1, exact: true }).waitFor();
  return phone;
}

describe('dialogs and popovers on a phone open within the screen', () => {
  it.each([
    ['/vendors', 'Add Vendor'],
    ['/shops', 'Add Shop'],
    ['/featured-ads', 'Add Featured Ad'],
    ['/appointments', 'New Appointment'],
    ['/clients', 'Add Client'],
    ['/services', 'Add Service'],
  ])('%s: the "%s" dialog fits, its buttons reachable and apart', async (path, opener) => {
    const page = await visit(path);
    await page.getByRole('button', { name: opener }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // the spec's small-screen dialogs are at most 425 px wide; every dialog leaves a margin on a phone (measured
    // once its opening transition has ended)
    await expect.poll(async () => (await dialog.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width - 24);
    expect(await beyondScreen(dialog)).toEqual([]);
    expect(await crowdedTargets(page, dialog)).toEqual([]);
    for (const button of await dialog.locator('.bp6-dialog-footer').getByRole('button').all())
      await withinScreen(button);
  });

  it("/shops: a card's Delete asks in an alert that fits, its buttons reachable and apart", async () => {
    const page = await visit('/shops');
    const cards = page.getByRole('list', { name: 'Shops' }).getByRole('article');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    await cards
      .first()
      .getByRole('button', { name: /^Delete / })
      .tap();
    const alert = page.getByRole('alertdialog');
    await alert.waitFor();
    await expect.poll(async () => (await alert.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width - 24);
    expect(await beyondScreen(alert)).toEqual([]);
    expect(await crowdedTargets(page, alert)).toEqual([]);
    await withinScreen(alert.getByRole('button', { name: 'Delete' }));
    const cancel = alert.getByRole('button', { name: 'Cancel' });
    await withinScreen(cancel);
    await cancel.tap();
    await alert.waitFor({ state: 'detached' });
  });

  it("/featured-ads: the create dialog's date pickers open within the screen and a tapped day lands in the field", async () => {
    const page = await visit('/featured-ads');
    await page.getByRole('button', { name: 'Add Featured Ad' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Add Featured Ad' });
    await dialog.waitFor();
    for (const [field, day] of [
      ['Start Date', 15],
      ['End Date', 20],
    ] as const) {
      const input = dialog.getByLabel(new RegExp(`^${field}`));
      const before = await input.inputValue();
      const shown = await tapDay(page, input, day);
      // the day tapped, at the time of day the field had
      await expect
        .poll(() => input.inputValue())
        .toBe(`${shown.year}-${shown.month}-${day} ${before.slice(11)}`);
      // the picker stays open for the time of day; a tap beside it closes it
      await tapBeside(page, dialog, datePicker(page));
      await datePicker(page).waitFor({ state: 'detached' });
    }
    await withinScreen(dialog.getByRole('button', { name: 'Add' }));
  });

  it("/premium-services: the subscription form's date picker opens within the screen and a tapped day lands in the field", async () => {
    const page = await visit('/premium-services');
    const cards = page.getByRole('list', { name: 'Paid services' }).getByRole('article');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const name = (await cards.first().locator('.mpa-grid-card-title').textContent())!;
    await cards
      .first()
      .getByRole('button', { name: `Actions for ${name}` })
      .tap();
    await page
      .getByRole('menu', { name: `Actions for ${name}` })
      .getByRole('menuitem', { name: /Subscription$/ })
      .tap();
    const form = page.getByRole('region', { name: new RegExp(`Subscription — ${name}$`) });
    const input = form.getByLabel(/^Start Date/);
    const shown = await tapDay(page, input, 15);
    await expect.poll(() => input.inputValue()).toBe(`${shown.year}-${shown.month}-15`);
  });

  it("/appointments: the new appointment's date picker opens within the screen and a tapped day is the date", async () => {
    const page = await visit('/appointments');
    await page.getByRole('button', { name: 'New Appointment' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Create New Appointment' });
    await dialog.waitFor();
    const date = dialog.getByRole('button', { name: 'Date' });
    await tapDay(page, date, 15);
    await expect.poll(() => date.textContent()).toMatch(/15th, \d{4}/);
  });

  it.each(['/services', '/vendors', '/vendors-services', '/premium-services'])(
    '%s: the first row menu opens within the screen, its items 24 px and apart',
    async (path) => {
      const page = await visit(path);
      const opener = main(page)
        .getByRole('button', { name: /^Actions for / })
        .first();
      await opener.waitFor();
      await withinScreen(opener);
      const name = (await opener.getAttribute('aria-label'))!;
      await opener.tap();
      const menu = page.getByRole('menu', { name });
      await menu.waitFor();
      expect(await beyondScreen(menu)).toEqual([]);
      expect(await crowdedTargets(page, menu)).toEqual([]);
      const items = await menu.getByRole('menuitem').all();
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) await withinScreen(item);
    },
  );

  it('the Columns chooser opens within the screen, its boxes apart', async () => {
    const page = await visit('/premium-services');
    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.getByRole('group', { name: 'Columns shown' });
    await chooser.waitFor();
    expect(await beyondScreen(chooser)).toEqual([]);
    expect(await crowdedTargets(page, chooser)).toEqual([]);
  });
});

describe('the queues by touch on a phone', () => {
  it('a pending redemption is approved with a note: tapped on its card, the form within the screen, read back through the SDK', async () => {
    const page = await visit('/redemptions');
    const cards = page.getByRole('list', { name: 'Pending redemption requests' }).getByRole('article');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const id = Number(await cards.first().locator('.mpa-grid-card-title').textContent());
    const card = cards.filter({
      has: page.locator('.mpa-grid-card-title', { hasText: new RegExp(`^${id}$`) }),
    });
    // the figures a decision needs are on the card's face: who, how many tokens, what value, since when
    for (const header of ['User Name', 'Tokens', 'Value', 'Status'])
      await card
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${header}$`) })
        .waitFor();
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
    const approved = (await sdk.redemptions.list('Approved', { search: 'Paid by phone', pageSize: 10 }))
      .items;
    expect(approved.map((r) => [r.redeemRequestId, r.note])).toEqual([[id, 'Paid by phone']]);
    expect(
      await page.evaluate(
        () => document.scrollingElement!.scrollWidth <= document.scrollingElement!.clientWidth,
      ),
    ).toBe(true);
  });

  it('a pending review is rejected with a note: searched, its note and Reject tapped, read back through the SDK', async () => {
    const review = (await sdk.reviews.list('pending', { pageSize: 10 })).items[3];
    await sdk.reviews.update(review.reviewID, { reviewTitle: 'Late and rude on a phone' });
    const page = await visit('/reviews-moderation');
    const search = page.getByPlaceholder('Search reviews...');
    await search.tap();
    await search.fill('Late and rude');
    const cards = page.getByRole('list', { name: 'Pending reviews' }).getByRole('article');
    await expect.poll(() => cards.count()).toBe(1);
    const card = cards.first();
    expect(
      await card.getAttribute('aria-labelledby').then((id) => page.locator(`[id="${id}"]`).textContent()),
    ).toBe('Late and rude on a phone');
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
      .poll(async () =>
        (await sdk.reviews.list('rejected', { pageSize: 100 })).items
          .filter((r) => r.reviewID === review.reviewID)
          .map((r) => r.moderatorNotes),
      )
      .toEqual(['Abusive language']);
    expect(
      (await sdk.reviews.list('pending', { pageSize: 100 })).items.some(
        (r) => r.reviewID === review.reviewID,
      ),
    ).toBe(false);
  });
});
