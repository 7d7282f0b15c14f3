import { catalogue } from '@marketplace-admin/sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  backendPath,
  closeWithEscape,
  openSignedIn,
  seriousViolations,
  toast,
  useStack,
  whileServerFails,
  transitionsEnded,
} from './harness';

const stack = useStack();

async function openServices(opts: { dark?: boolean; path?: string } = {}): Promise<Page> {
  const page = await openSignedIn(stack, opts.path ?? '/services', opts);
  await page.locator('.bp6-tree').waitFor();
  return page;
}

const node = (page: Page, name: string) =>
  page
    .locator('.bp6-tree-node-content')
    .filter({ has: page.locator(`.mpa-tree-label[data-name="${name}"]`) });
const rootNames = (page: Page) =>
  page
    .locator('.mpa-tree-label[data-level="1"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-name') ?? ''));
const dialog = (page: Page) => page.getByRole('dialog');

async function createVia(page: Page, name: string, description = ''): Promise<void> {
  await dialog(page)
    .getByLabel(/^Service Name/)
    .fill(name);
  if (description)
    await dialog(page)
      .getByLabel(/^Description/)
      .fill(description);
  await dialog(page).getByRole('button', { name: 'Create' }).click();
  await toast(page, catalogue.services.created).waitFor();
  await dialog(page).waitFor({ state: 'detached' });
  await node(page, name).waitFor();
}

/** Opens a row's actions menu and picks an item from that menu only (a closing menu may linger). */
async function rowAction(page: Page, row: string, item: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${row}` }).click();
  const menu = page.getByRole('menu', { name: `Actions for ${row}` });
  await menu.waitFor();
  // an item clicked while the menu still grows is missed on a busy machine
  await transitionsEnded(page);
  await menu.getByRole('menuitem', { name: item }).click();
}

async function expand(page: Page, name: string): Promise<void> {
  const caret = node(page, name).locator('.bp6-tree-node-caret-closed');
  if (await caret.count()) await caret.click();
}

describe('services (spec §2 Services, §4, §5)', () => {
  it('builds a three-level tree through the UI; no fourth level is offered; a parent with children cannot be removed', async () => {
    const page = await openServices();
    await page.getByRole('button', { name: 'Add Service' }).click();
    await createVia(page, 'E2E Root', 'Top level');
    // level 1: the row button offers a sub-service
    await page.getByRole('button', { name: 'Add sub-service to E2E Root' }).click();
    await dialog(page).getByText('E2E Root').waitFor();
    await createVia(page, 'E2E Child');
    // level 2: no row button, but the context menu (right-click) offers it
    expect(await page.getByRole('button', { name: 'Add sub-service to E2E Child' }).count()).toBe(0);
    await node(page, 'E2E Child').locator('.mpa-tree-label').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Add sub-service' }).click();
    await createVia(page, 'E2E Grandchild');
    // level 3: neither the buttons nor the context menu (long press this time) offer a fourth level
    // (the 700 ms press itself: src/screens/services/services.test.tsx)
    expect(await page.getByRole('button', { name: 'Add sub-service to E2E Grandchild' }).count()).toBe(0);
    await page.locator('.mpa-tree-wrap:not([aria-busy])').waitFor(); // the tree has settled under the pointer
    const label = node(page, 'E2E Grandchild').locator('.mpa-tree-label');
    const box = (await label.boundingBox())!;
    await page.mouse.move(box.x + 10, box.y + box.height / 2);
    await page.mouse.down();
    const menu = page.getByRole('menu', { name: 'Actions for E2E Grandchild' });
    await menu.waitFor();
    await page.mouse.up();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Edit',
      'Mark featured',
      'Deactivate',
      'Move up',
      'Move down',
      'Remove',
    ]);
    await closeWithEscape(page, menu);

    // read back after a reload
    await page.reload();
    await node(page, 'E2E Root').waitFor();
    await expand(page, 'E2E Root');
    await expand(page, 'E2E Child');
    await node(page, 'E2E Grandchild').waitFor();
    expect(await page.locator('.mpa-tree-label[data-level="3"]', { hasText: 'E2E Grandchild' }).count()).toBe(
      1,
    );

    // removing a parent with children is refused with the spec's message
    await rowAction(page, 'E2E Child', 'Remove');
    await toast(page, catalogue.services.removeBlocked).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    // the leaf goes after the confirmation, which warns about sub-services
    await rowAction(page, 'E2E Grandchild', 'Remove');
    await page.getByRole('alertdialog').getByText(catalogue.services.confirmRemove).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await toast(page, catalogue.services.removed).waitFor();
    await page.reload();
    await node(page, 'E2E Root').waitFor();
    await expand(page, 'E2E Root');
    await node(page, 'E2E Child').waitFor();
    expect(await node(page, 'E2E Child').locator('.bp6-tree-node-caret').count()).toBe(0);
  });

  it('edits, toggles featured and status, and reorders (disabled at the ends); all survive a reload', async () => {
    const page = await openServices();
    const before = await rootNames(page);
    expect(before.length).toBeGreaterThan(2);
    expect(await page.getByRole('button', { name: `Move ${before[0]} up` }).isDisabled()).toBe(true);
    expect(
      await page.getByRole('button', { name: `Move ${before[before.length - 1]} down` }).isDisabled(),
    ).toBe(true);
    await page.getByRole('button', { name: `Move ${before[1]} up` }).click();
    await expect
      .poll(() => rootNames(page), { timeout: 15000 })
      .toEqual([before[1], before[0], ...before.slice(2)]);
    await page.reload();
    await node(page, before[0]).waitFor();
    expect(await rootNames(page)).toEqual([before[1], before[0], ...before.slice(2)]);

    const name = before[2];
    const row = node(page, name);
    const wasActive = (await row.locator('.mpa-status-tag').innerText()) === 'Active';
    await rowAction(page, name, wasActive ? 'Deactivate' : 'Activate');
    await expect
      .poll(() => row.locator('.mpa-status-tag').innerText(), { timeout: 15000 })
      .toBe(wasActive ? 'Inactive' : 'Active');
    const wasFeatured = (await row.locator('.mpa-featured').count()) > 0;
    await rowAction(page, name, wasFeatured ? 'Remove featured' : 'Mark featured');
    await expect
      .poll(() => row.locator('.mpa-featured').count(), { timeout: 15000 })
      .toBe(wasFeatured ? 0 : 1);

    await rowAction(page, name, 'Edit');
    expect(
      await dialog(page)
        .getByLabel(/^Service Name/)
        .inputValue(),
    ).toBe(name);
    await dialog(page)
      .getByLabel(/^Service Name/)
      .fill(`${name} Plus`);
    await dialog(page).getByRole('button', { name: 'Update' }).click();
    await toast(page, catalogue.services.updated).waitFor();
    await page.reload();
    const edited = node(page, `${name} Plus`);
    await edited.waitFor();
    expect(await edited.locator('.mpa-status-tag').innerText()).toBe(wasActive ? 'Inactive' : 'Active');
    expect(await edited.locator('.mpa-featured').count()).toBe(wasFeatured ? 0 : 1);
  });

  // the 500 ms wait itself: src/screens/services/services.test.tsx
  it('searches (one request for what was typed) and keeps the search in the URL', async () => {
    const page = await openServices();
    const searched: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (backendPath(u) === '/Services/v1' && u.searchParams.has('searchTerms'))
        searched.push(u.searchParams.get('searchTerms')!);
    });
    await page.getByRole('searchbox', { name: 'Search services...' }).fill('descal');
    await node(page, 'Tile Descaling').waitFor();
    expect(searched).toEqual(['descal']);
    expect(
      await page
        .locator('.mpa-tree-label[data-level="3"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-name'))),
    ).toEqual(['Tile Descaling']);
    await page.reload();
    await node(page, 'Tile Descaling').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('descal');
  });

  it('validates the form (kept as typed) and shows a failure toast on a 500 with the input kept', async () => {
    const page = await openServices();
    await page.getByRole('button', { name: 'Add Service' }).click();
    await dialog(page)
      .getByLabel(/^Description/)
      .fill('No name yet');
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await dialog(page).getByRole('alert').filter({ hasText: catalogue.services.nameRequired }).waitFor();
    expect(
      await dialog(page)
        .getByLabel(/^Description/)
        .inputValue(),
    ).toBe('No name yet');
    await dialog(page)
      .getByLabel(/^Service Name/)
      .fill('Too long');
    await dialog(page)
      .getByLabel(/^Description/)
      .fill('x'.repeat(1001));
    await dialog(page).getByText('1001/1000').waitFor();
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await dialog(page)
      .getByRole('alert')
      .filter({ hasText: catalogue.services.descriptionTooLong })
      .waitFor();
    await dialog(page)
      .getByLabel(/^Description/)
      .fill('Fine now');
    await whileServerFails(stack, async () => {
      await dialog(page).getByRole('button', { name: 'Create' }).click();
      await page
        .locator('.bp6-toast.bp6-intent-danger')
        .filter({ hasText: /injected fault|Failed to create service/ })
        .first()
        .waitFor();
    });
    expect(
      await dialog(page)
        .getByLabel(/^Service Name/)
        .inputValue(),
    ).toBe('Too long');
    expect(
      await dialog(page)
        .getByLabel(/^Description/)
        .inputValue(),
    ).toBe('Fine now');
  });

  it("a row's Actions menu opens from the keyboard and closes back to its button; a level shows when its parent is opened", async () => {
    const page = await openServices();
    const [first] = await rootNames(page);
    const opener = page.getByRole('button', { name: `Actions for ${first}` });
    await opener.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: `Actions for ${first}` });
    await menu.getByRole('menuitem', { name: 'Edit' }).waitFor();
    await closeWithEscape(page, menu);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Actions for ${first}`);
    // the same button opens it again (Space this time)
    await page.keyboard.press(' ');
    await menu.getByRole('menuitem', { name: 'Edit' }).waitFor();
    await closeWithEscape(page, menu);

    // nothing below the top level is drawn until its parent is opened
    expect(await page.locator('.mpa-tree-label:not([data-level="1"])').count()).toBe(0);
    await expand(page, 'Home Cleaning');
    await page.locator('.mpa-tree-label[data-level="2"]').first().waitFor();
  });

  it.each([false, true])('passes axe (dark mode: %s)', async (dark) => {
    const page = await openServices({ dark });
    await expand(page, 'Home Cleaning');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add Service' }).click();
    await dialog(page)
      .getByLabel(/^Service Name/)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
