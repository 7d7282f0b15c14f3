// A grid worked with the keyboard alone (the ARIA grid pattern): Tab stops once in the grid, on a cell;
// arrows, Home/End and PageUp/PageDown move cell to cell; Enter works the cell's control and Escape comes
// back to the cell; on the redemption queue j/k move the active row and focus together.
import type { MpaClient } from '@marketplace-admin/sdk';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { closeWithEscape, openSignedIn, signedInSdk, useStack } from './harness';

const stack = useStack();
let sdk: MpaClient;
beforeAll(async () => {
  sdk = await signedInSdk(stack.api);
});

/** Where focus is, as assistive technology says it: the cell's role, row and column (1-based, header row 1), and the focused element's name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const cell = el?.closest('[aria-colindex]');
    return {
      role: cell?.getAttribute('role') ?? null,
      row: Number(
        cell?.getAttribute('aria-rowindex') ?? (cell?.getAttribute('role') === 'columnheader' ? 1 : 0),
      ),
      col: Number(cell?.getAttribute('aria-colindex') ?? 0),
      onCell: el === cell,
      name: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '',
    };
  });

/** Presses Tab until focus is in a grid cell (at most 40 times); the number of presses. */
async function tabIntoGrid(page: Page): Promise<number> {
  for (let i = 1; i <= 40; i++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).role) return i;
  }
  throw new Error('Tab never reached the grid');
}

const press = async (page: Page, ...keys: string[]) => {
  for (const k of keys) await page.keyboard.press(k);
};

describe('a grid by keyboard alone', () => {
  it('/vendors: Tab enters on the first cell and leaves in one step; arrows, Home/End, PageUp/PageDown move; Enter opens the row menu, Escape comes back to its cell; Enter on a header sorts', async () => {
    const { items } = await sdk.vendors.list({
      page: 1,
      pageSize: 10,
      sortBy: 'vendorname',
      sortDescending: false,
    });
    const page = await openSignedIn(stack, '/vendors');
    await page
      .getByRole('grid', { name: 'Vendors' })
      .and(page.locator(':not([aria-busy])'))
      .getByRole('row')
      .nth(1)
      .waitFor({ state: 'attached' });
    const columns = Number(await page.getByRole('grid', { name: 'Vendors' }).getAttribute('aria-colcount'));

    await tabIntoGrid(page);
    expect(await focused(page)).toMatchObject({ role: 'rowheader', row: 2, col: 1, onCell: true });
    // one Tab stop: the next Tab leaves the cells (for the grid's sideways scroller or beyond)
    await page.keyboard.press('Tab');
    expect((await focused(page)).role).toBeNull();
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toMatchObject({ role: 'rowheader', row: 2, col: 1 });

    // to the row's actions, its menu, and back
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toMatchObject({ role: 'gridcell', row: 2, col: 2, onCell: true });
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: `Actions for ${items[0].name}` });
    await menu.waitFor();
    await closeWithEscape(page, menu);
    await expect.poll(() => focused(page)).toMatchObject({ role: 'gridcell', row: 2, col: 2, onCell: true });

    // row to row, row ends, a window of rows
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatchObject({ row: 3, col: 2 });
    await page.keyboard.press('End');
    await expect.poll(() => focused(page)).toMatchObject({ row: 3, col: columns, onCell: true });
    await page.keyboard.press('Home');
    expect(await focused(page)).toMatchObject({ row: 3, col: 1 });
    await page.keyboard.press('PageDown');
    expect(await focused(page)).toMatchObject({ row: items.length + 1, col: 1 });
    await page.keyboard.press('PageUp');
    expect(await focused(page)).toMatchObject({ row: 2, col: 1 });
    await page.keyboard.press('Control+End');
    await expect.poll(() => focused(page)).toMatchObject({ row: items.length + 1, col: columns });
    await page.keyboard.press('Control+Home');
    expect(await focused(page)).toMatchObject({ row: 2, col: 1 });

    // up into the header row; Enter sorts by the column, focus stays on its header
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toMatchObject({ role: 'columnheader', row: 1, col: 1, name: 'Name' });
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort'))
      .toBe('descending');
    expect(await focused(page)).toMatchObject({ role: 'columnheader', col: 1 });
  });

  it('/redemptions: Space ticks the row, Enter on the actions goes to its buttons (arrows between them, Escape back), j/k move the active row and focus together', async () => {
    const { items } = await sdk.redemptions.list('Pending', {
      page: 1,
      pageSize: 10,
      sortBy: 'requestDateTime',
      sortDescending: false,
    });
    const page = await openSignedIn(stack, '/redemptions');
    const grid = page.getByRole('grid', { name: 'Pending redemption requests' });
    await grid.and(page.locator(':not([aria-busy])')).getByRole('row').nth(1).waitFor({ state: 'attached' });
    const active = () => page.locator('.mpa-grid [aria-current="true"]').first().textContent();

    await tabIntoGrid(page);
    expect(await focused(page)).toMatchObject({ role: 'gridcell', row: 2, col: 1, onCell: true });
    // focus in a row makes it the queue's active row
    await expect.poll(active).toBe(String(items[0].redeemRequestId));
    await page.keyboard.press('Space');
    await page.getByText('1 selected', { exact: true }).waitFor();
    expect(
      await page.getByRole('checkbox', { name: `Select request ${items[0].redeemRequestId}` }).isChecked(),
    ).toBe(true);

    // the actions cell holds two buttons: Enter goes onto the first, arrows between them, Escape back to the cell
    await press(page, 'ArrowRight', 'ArrowRight');
    expect(await focused(page)).toMatchObject({ role: 'gridcell', row: 2, col: 3, onCell: true });
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({
      col: 3,
      onCell: false,
      name: `Redeem request ${items[0].redeemRequestId}`,
    });
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toMatchObject({
      col: 3,
      onCell: false,
      name: `Delete request ${items[0].redeemRequestId}`,
    });
    await page.keyboard.press('Escape');
    expect(await focused(page)).toMatchObject({ role: 'gridcell', row: 2, col: 3, onCell: true });

    // j/k: the queue's next and previous request; focus goes along, in the same column
    await page.keyboard.press('j');
    await expect.poll(active).toBe(String(items[1].redeemRequestId));
    await expect.poll(() => focused(page)).toMatchObject({ row: 3, col: 3, onCell: true });
    await page.keyboard.press('j');
    await expect.poll(active).toBe(String(items[2].redeemRequestId));
    await expect.poll(() => focused(page)).toMatchObject({ row: 4, col: 3 });
    await page.keyboard.press('k');
    await expect.poll(active).toBe(String(items[1].redeemRequestId));
    await expect.poll(() => focused(page)).toMatchObject({ row: 3, col: 3 });
    // an arrow moves focus, and the active row with it
    await page.keyboard.press('ArrowDown');
    await expect.poll(active).toBe(String(items[2].redeemRequestId));
    expect(await focused(page)).toMatchObject({ row: 4, col: 3 });

    // Enter on Redeem opens the active request's redeem form
    await press(page, 'Enter', 'Enter');
    await page
      .getByRole('region', { name: new RegExp(`^Redeem request #${items[2].redeemRequestId}\\b`) })
      .waitFor();
  });
});
