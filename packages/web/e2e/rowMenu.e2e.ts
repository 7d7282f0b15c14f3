// A grid row's menu opens next to the button that opened it, on a laptop and on a phone: Blueprint's
// PopoverNext (Floating UI) places it, where the deprecated Popover (react-popper) could misplace it under React 19.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { grid } from './grid';
import { closeWithEscape, openSignedIn, signedInSdk, useStack } from './harness';

const stack = useStack();
let firstVendor: string;
beforeAll(async () => {
  const sdk = await signedInSdk(stack.api);
  firstVendor = (await sdk.vendors.list({ page: 1, pageSize: 10, sortBy: 'vendorname' })).items[0].name;
});

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
const boxOf = (page: Page, selector: string): Promise<Box | null> =>
  page.evaluate((sel) => {
    const r = document.querySelector(sel)?.getBoundingClientRect();
    return r ? { left: r.left, top: r.top, right: r.right, bottom: r.bottom } : null;
  }, selector);

/** How far apart two boxes are along each axis (0 when they touch or overlap on it). */
const gap = (a: Box, b: Box) => ({
  x: Math.max(0, a.left - b.right, b.left - a.right),
  y: Math.max(0, a.top - b.bottom, b.top - a.bottom),
});

describe("a grid row's menu", () => {
  it.each([
    ['a laptop', { width: 1280, height: 800 }],
    ["a phone's width (the row's card)", { width: 390, height: 844 }],
  ])(
    'on %s, opens next to its button, inside the window, and Escape returns to the button',
    async (_name, viewport) => {
      const page = await openSignedIn(stack, '/vendors?sort=vendorname', { viewport });
      // below 768 px the list is drawn as cards, each with the row's menu button
      if (viewport.width >= 768) await grid(page, 'Vendors').settled();
      else await page.getByRole('list', { name: 'Vendors' }).getByRole('article').first().waitFor();
      const button = page.getByRole('button', { name: `Actions for ${firstVendor}`, exact: true }).first();
      await button.waitFor();
      // clicked where a user clicks: the point at the button's centre (the top layer of the grid there)
      const b = (await button.boundingBox())!;
      await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2);
      const menu = page.getByRole('menu', { name: `Actions for ${firstVendor}` });
      await menu.waitFor();
      await page.locator('.bp6-popover-content').filter({ has: menu }).waitFor();

      // the button that opened it is the target Blueprint marks open; the menu's popover is drawn beside it
      await expect
        .poll(async () => {
          const target = await boxOf(page, '.bp6-popover-open');
          const popover = await boxOf(page, '.bp6-popover:has([role="menu"])');
          if (!target || !popover) return 'not drawn yet';
          const apart = gap(target, popover);
          const inside =
            popover.left >= 0 &&
            popover.top >= 0 &&
            popover.right <= viewport.width &&
            popover.bottom <= viewport.height;
          return {
            besideItsButton: apart.x <= 16 && apart.y <= 16,
            inside,
            sameSide: popover.right >= target.left && popover.left <= target.right,
          };
        })
        .toEqual({ besideItsButton: true, inside: true, sameSide: true });

      await closeWithEscape(page, menu);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe(`Actions for ${firstVendor}`);
    },
  );
});
