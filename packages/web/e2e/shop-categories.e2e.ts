import { catalogue, type PagingPayload } from '@marketplace-admin/sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { grid } from './grid';
import { checkAxeWithGridMenus, checkColumnsKept, checkExport, checkFitsLaptop } from './gridChecks';
import {
  failureToast,
  openSignedIn,
  seriousViolations,
  signedInSdk,
  toast,
  useStack,
  whileServerFails,
} from './harness';
import { goInApp } from './routeList';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAwMDAxMDAAAAXiAMBjUNrMgAAAABJRU5ErkJggg==',
  'base64',
);
const t = catalogue.shopCategories;
const stack = useStack();

async function open(opts: { dark?: boolean; path?: string } = {}): Promise<Page> {
  const page = await openSignedIn(stack, opts.path ?? '/shop-categories', opts);
  await categories(page).settled();
  return page;
}
const categories = (page: Page) => grid(page, 'Shop Categories');
const names = (page: Page) => categories(page).column('Category Name');
/** The order arrows of the rows shown. */
const arrows = (page: Page) => categories(page).region.getByRole('button', { name: /^Move .* (up|down)$/ });
const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 15000 });

describe('shop categories (spec §2, §4, §5)', () => {
  // the 700 ms search wait itself: src/screens/shop-categories/shopCategories.test.tsx
  it('sorts on the client (flip on the second click), searches, pages by 10', async () => {
    const page = await open();
    const first = await names(page);
    expect(first.length).toBe(10);
    expect(first).toEqual([...first].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })));
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/Shops/v1/all-categories') && requests.push(r.url()));
    await categories(page).sortButton('Category Name').click();
    await poll(() => names(page)).toEqual([...first].reverse());
    await categories(page).sortButton('Order').click();
    const orders = async () => (await categories(page).column('Order')).map(Number);
    await poll(async () => {
      const o = await orders();
      return o.every((x, i) => i === 0 || o[i - 1] <= x);
    }).toBe(true);
    expect(requests).toEqual([]); // client-side
    const box = page.getByRole('searchbox', { name: 'Search categories...' });
    await box.fill('phar');
    await poll(() => names(page)).toEqual(['Pharmacy']);
    expect(new URL(page.url()).searchParams.get('q')).toBe('phar');
    await box.fill('zzz-nothing');
    await categories(page).region.getByText(t.empty).waitFor();
  });

  it('validates, creates with an icon (page 2 appears), edits, reorders and deletes; all read back after reload', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'Add Category' }).click();
    const order = page.getByRole('spinbutton', { name: 'Order' });
    await order.fill('0');
    expect(await order.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('alert').filter({ hasText: t.nameRequired }).waitFor();
    await page.getByLabel(/^Name/).fill('E2E Florist');
    await page
      .locator('.mpa-inline-form input[type=file]')
      .setInputFiles({ name: 'i.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Icon preview' }).waitFor();
    await page.getByRole('button', { name: 'Remove icon' }).click();
    expect(await page.getByRole('img', { name: 'Icon preview' }).count()).toBe(0);
    await page
      .locator('.mpa-inline-form input[type=file]')
      .setInputFiles({ name: 'i.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Create' }).click();
    await toast(page, t.created).waitFor();
    await page.reload();
    await categories(page).settled();
    expect((await page.locator('.mpa-pager-text').innerText()).trim()).toBe('Showing 1 to 10 of 11 items');
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await poll(() => names(page)).toEqual(['Stationery']);
    // the list as just loaded, searched in the app (the screen follows its URL)
    await goInApp(page, '/shop-categories?q=florist');
    await poll(() => names(page)).toEqual(['E2E Florist']);
    const icon = async () =>
      (await categories(page).cell('Category Name', 'E2E Florist', 'Icon')).getByRole('img', {
        name: 'E2E Florist icon',
      });
    await poll(async () => (await icon()).evaluate((e: HTMLImageElement) => e.naturalWidth)).toBe(2);

    await page.getByRole('button', { name: 'Edit E2E Florist' }).click();
    expect(await page.getByLabel(/^Name/).inputValue()).toBe('E2E Florist');
    await page.getByLabel(/^Name/).fill('E2E Flowers');
    await page.locator('.mpa-inline-form label.bp6-checkbox', { hasText: 'Active' }).click();
    await page.getByRole('button', { name: 'Update' }).click();
    await toast(page, t.updated).waitFor();
    await page.goto('/shop-categories?q=flowers');
    await poll(() => names(page)).toEqual(['E2E Flowers']);
    expect(await categories(page).column('Active')).toEqual(['Inactive']);

    // the saved icon removed (spec §2: "a remove button"): gone after the save and a reload
    await page.getByRole('button', { name: 'Edit E2E Flowers' }).click();
    await page.getByRole('img', { name: 'Icon preview' }).waitFor();
    await page.getByRole('button', { name: 'Remove icon' }).click();
    expect(await page.getByRole('img', { name: 'Icon preview' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Update' }).click();
    await toast(page, t.updated).waitFor();
    await page.reload();
    await poll(() => names(page)).toEqual(['E2E Flowers']);
    expect(
      await (await categories(page).cell('Category Name', 'E2E Flowers', 'Icon')).getByRole('img').count(),
    ).toBe(0);

    // reorder: by Order, move the second up; the two swapped rows are saved 1-based
    await goInApp(page, '/shop-categories?sort=ord');
    await poll(() => categories(page).sortState('Order')).toBe('ascending');
    await poll(async () => (await names(page)).length).toBeGreaterThan(1);
    const before = await names(page);
    expect(await page.getByRole('button', { name: `Move ${before[0]} up` }).isDisabled()).toBe(true);
    const body = page.waitForRequest((r) => r.url().includes('/Shops/v1/category/reorder'));
    await page.getByRole('button', { name: `Move ${before[1]} up` }).click();
    expect((await body).postDataJSON()).toEqual(
      expect.arrayContaining([expect.objectContaining({ order: 1 }), expect.objectContaining({ order: 2 })]),
    );
    await toast(page, t.orderUpdated).waitFor();
    await page.reload();
    await categories(page).settled();
    await poll(() => names(page)).toEqual([before[1], before[0], ...before.slice(2)]);

    await goInApp(page, '/shop-categories?q=flowers');
    await page.getByRole('button', { name: 'Delete E2E Flowers' }).click();
    await page.getByRole('alertdialog').getByText(t.confirmDelete).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, t.deleted).waitFor();
    await page.reload();
    await categories(page).region.getByText(t.empty).waitFor();
  });

  it('the order arrows act on the rows as shown: only sorted by Order ascending without a search; the row moves on screen', async () => {
    const page = await open();
    const enabledArrows = () =>
      arrows(page).evaluateAll((els) => els.filter((e) => e.getAttribute('aria-disabled') !== 'true').length);
    // sorted by name (the default): the rows shown are not the stored order
    expect(await arrows(page).count()).toBe(20);
    expect(await enabledArrows()).toBe(0);
    const firstName = (await names(page))[0];
    await page.getByRole('button', { name: `Move ${firstName} down` }).hover();
    await page.locator('.bp6-tooltip').getByText('Sort by Order (ascending) to change the order').waitFor();
    await page.getByRole('heading', { name: 'Shop Categories', level: 1 }).hover();
    await page.locator('.bp6-tooltip').waitFor({ state: 'detached' });

    await categories(page).sortButton('Order').click();
    await poll(() => enabledArrows()).toBe(18); // all but the first row's up and the last row's down
    const before = await names(page);
    expect(await page.getByRole('button', { name: `Move ${before[0]} up` }).isDisabled()).toBe(true);
    expect(
      await page.getByRole('button', { name: `Move ${before[before.length - 1]} down` }).isDisabled(),
    ).toBe(true);
    await page.getByRole('button', { name: `Move ${before[2]} down` }).click();
    await toast(page, t.orderUpdated).waitFor();
    await poll(() => names(page)).toEqual([before[0], before[1], before[3], before[2], ...before.slice(4)]);
    await page.reload();
    await poll(() => names(page)).toEqual([before[0], before[1], before[3], before[2], ...before.slice(4)]);

    // searching: the rows shown skip some stored neighbours
    await page.getByRole('searchbox', { name: 'Search categories...' }).fill('a');
    await page.waitForURL((u) => u.searchParams.get('q') === 'a');
    await poll(() => enabledArrows()).toBe(0);
    const shown = (await names(page))[0];
    await page.getByRole('button', { name: `Move ${shown} down` }).hover();
    await page.locator('.bp6-tooltip').getByText('Clear the search to change the order').waitFor();
  });

  it('a failed save shows a failure toast and keeps the input', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'Add Category' }).click();
    await page.getByLabel(/^Name/).fill('Will Fail');
    await page.getByRole('spinbutton', { name: 'Order' }).fill('4');
    await whileServerFails(stack, async () => {
      await page.getByRole('button', { name: 'Create' }).click();
      await failureToast(page).waitFor();
    });
    expect(await page.getByLabel(/^Name/).inputValue()).toBe('Will Fail');
    expect(await page.getByRole('spinbutton', { name: 'Order' }).inputValue()).toBe('4');
  });

  it('columns: a resized column and a hidden one are kept over a reload; "Reset columns" brings both back', async () => {
    const page = await open();
    await checkColumnsKept(page, categories(page), { resize: 'Order', hide: 'Icon' });
    // the order arrows are still there to use
    await categories(page).sortButton('Order').click();
    await poll(() =>
      arrows(page).evaluateAll((els) => els.filter((e) => e.getAttribute('aria-disabled') !== 'true').length),
    ).toBe(18);
  });

  it('Export CSV and JSON: every category matching the search, in the sort shown, with the columns of EXPORT_COLUMNS["shop-categories"]', async () => {
    const sdk = await signedInSdk(stack.api);
    const query: PagingPayload = { searchTerms: 'e', sortBy: 'ord', sortDescending: true };
    const all = await sdk.shopCategories.listPage({ ...query, page: 1, pageSize: 1000 });
    const { totalCount } = await sdk.shopCategories.listPage({ ...query, page: 1, pageSize: 10 });
    expect(all.items).toHaveLength(totalCount);
    expect(totalCount).toBeGreaterThan(1);
    expect(totalCount).toBeLessThan((await sdk.shopCategories.list()).length); // the search leaves some out
    const page = await open({ path: '/shop-categories?q=e&sort=ord&desc=1' });
    await page.getByText(`of ${totalCount} items`).waitFor();
    await checkExport(
      page,
      'shop-categories',
      'shopCategoryId',
      all.items.map((c) => String(c.shopCategoryId)),
    );
  });

  it('fits a 1280×800 screen with the sidebar expanded: no sideways page scroll; Category Name and the actions stay in view', async () => {
    const page = await open();
    await checkFitsLaptop(page, categories(page), { identity: 'Category Name' });
  });

  it.each([false, true])(
    'passes axe (dark mode: %s), with the column chooser, the Export menu and the form open too',
    async (dark) => {
      const page = await open({ dark });
      await checkAxeWithGridMenus(page);
      await page.getByRole('button', { name: 'Add Category' }).click();
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});
