import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseCsv, parseViewFile } from '@marketplace-admin/sdk';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { grid } from './grid';
import { resizeColumn, toggleColumn } from './gridTasks';
import { openSignedIn, shellReady, signedInSdk, toast, useStack } from './harness';
import { useMpaShell } from './mpaShell';
import { goInApp } from './routeList';

const stack = useStack();
const mpa = useMpaShell(
  () => stack.api,
  async () => (await signedInSdk(stack.api)).session.token()!,
);

/** The lists drawn by ListScreen (each gets 'Views' there), with a search and a sort their data answers. */
const LISTS = [
  { path: 'vendors', grid: 'Vendors', key: 'Mobile', query: 'q=a&sort=mobileno&desc=1' },
  { path: 'vendors-services', grid: 'Vendors Services', key: 'Mobile', query: 'q=a&sort=mobileno&desc=1' },
  { path: 'shops', grid: 'Shops', key: 'Shop Name', query: 'q=a' },
  { path: 'shop-categories', grid: 'Shop Categories', key: 'Category Name', query: 'q=a&sort=ord&desc=1' },
  { path: 'referral-codes', grid: 'Referral codes', key: 'Code', query: 'q=a&sort=referralCode&desc=1' },
  {
    path: 'redemptions',
    grid: 'Approved redemption requests',
    key: 'User Name',
    query: 'tab=Approved&q=a&sort=userName&desc=1',
  },
  { path: 'featured-ads', grid: 'Featured ads', key: 'Ad ID', query: 'q=a' },
  { path: 'premium-services', grid: 'Paid services', key: 'Vendor', query: 'q=a&sort=vendorName&desc=1' },
] as const;
type List = (typeof LISTS)[number];

/** What the list shows: the key column's texts, once the grid has settled. */
async function rowsOf(page: Page, list: List): Promise<string[]> {
  await grid(page, list.grid).settled();
  return grid(page, list.grid).column(list.key);
}

const viewsButton = (page: Page, name: string | RegExp = /^Views/) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });
const menu = (page: Page) => page.getByRole('menu', { name: 'Saved views' });

async function openViews(page: Page, name?: string | RegExp): Promise<void> {
  await viewsButton(page, name).click();
  await menu(page).waitFor();
}

describe('saved views on every list (issue 40)', () => {
  // one signed-in tab goes from list to list in the app (each list's views are its own); the step about what a list
  // opens with still loads its page
  let tab: Page;
  beforeAll(async () => {
    tab = await openSignedIn(stack, '/settings');
    await tab.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseUrl });
  });

  for (const list of LISTS)
    it(`${list.path}: a view of a search and a sort brings the same rows back, chosen or as the default; Copy as mpa command prints them in a shell`, async () => {
      const name = `E2E ${list.path}`;
      const page = tab;
      await goInApp(page, `/${list.path}?${list.query}`);
      const shown = await rowsOf(page, list);
      expect(shown.length).toBeGreaterThan(0);

      await openViews(page);
      await menu(page).getByRole('menuitem', { name: 'Save view…' }).click();
      const save = page.getByRole('dialog', { name: 'Save view' });
      await save.getByLabel('Name').fill(name);
      await save.getByRole('button', { name: 'Save' }).click();
      await viewsButton(page, `Views: ${name}`).waitFor();
      await expect.poll(() => page.title()).toMatch(new RegExp(`^${name} · `));

      // opened afresh from another screen (no state in its URL, as a sidebar link opens it), then the view chosen:
      // the same slice
      await goInApp(page, '/settings');
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      await goInApp(page, `/${list.path}`);
      await viewsButton(page, 'Views').waitFor();
      await openViews(page);
      await menu(page).getByRole('menuitem', { name }).click();
      await page.waitForURL((u) => u.search === `?${list.query}`);
      expect(await rowsOf(page, list)).toEqual(shown);

      // made the list's default: the list opened with no state opens it
      await openViews(page, `Views: ${name}`);
      await menu(page).getByRole('menuitem', { name: 'Manage views…' }).click();
      const manage = page.getByRole('dialog', { name: 'Manage views' });
      await manage.getByRole('button', { name: `Make ‘${name}’ the default` }).click();
      await manage.getByRole('button', { name: `‘${name}’ is the default: press to remove` }).waitFor();
      await manage.getByRole('button', { name: 'Close' }).last().click();
      await page.goto(`/${list.path}`);
      await page.waitForURL((u) => u.search === `?${list.query}`);
      await viewsButton(page, `Views: ${name}`).waitFor();
      expect(await rowsOf(page, list)).toEqual(shown);

      // Copy as mpa command: the command, run by a shell, prints the rows the screen shows
      await page.getByRole('button', { name: /^Export/ }).click();
      await page.getByRole('menuitem', { name: 'Copy as mpa command' }).click();
      await toast(page, /^Copied: mpa /).waitFor();
      const command = await page.evaluate(() => navigator.clipboard.readText());
      expect(command).toMatch(/^mpa \S+ export /);
      const [header, ...rows] = parseCsv(await mpa.run(command));
      const column = header.indexOf(list.key);
      expect(column, header.join(', ')).toBeGreaterThanOrEqual(0);
      expect(rows.slice(0, shown.length).map((r) => r[column])).toEqual(shown);
    });

  // the screens ListScreen does not draw (their rows, cards and nodes): views-screens.e2e.ts

  it('a view is modified when a column is hidden or a width dragged after choosing it (columns are part of it)', async () => {
    const page = await openSignedIn(stack, '/vendors?q=a');
    const vendors = grid(page, 'Vendors');
    await vendors.settled();
    await openViews(page);
    await menu(page).getByRole('menuitem', { name: 'Save view…' }).click();
    const save = page.getByRole('dialog', { name: 'Save view' });
    await save.getByLabel('Name').fill('With a');
    await save.getByRole('button', { name: 'Save' }).click();
    await viewsButton(page, 'Views: With a').waitFor();

    await toggleColumn(page, 'Email');
    await viewsButton(page, 'Views: With a (modified)').waitFor();
    await expect(vendors.column('Email')).rejects.toThrow(/no column 'Email'/);
    await toggleColumn(page, 'Email');
    await viewsButton(page, 'Views: With a').waitFor();

    await resizeColumn(page, vendors, 'Mobile', 60);
    await viewsButton(page, 'Views: With a (modified)').waitFor();
  });

  it('Export views, then Import views… in a fresh browser profile (a phone): the same views', async () => {
    const saved = [
      {
        list: 'vendors',
        name: 'Khans by mobile',
        query: { q: 'khan', sort: 'mobileno', desc: '1' },
        default: true,
      },
      {
        list: 'redemptions',
        name: 'Approved',
        query: { tab: 'Approved' },
        columns: { widths: {}, hidden: ['Method'] },
      },
    ];
    // the views are in the browser's storage as the panel first loads
    const page = await openSignedIn(stack, '/shops', {
      beforeLoad: (p) =>
        p.addInitScript((v) => {
          if (sessionStorage.getItem('e2e-views-preset')) return;
          localStorage.setItem('mpa-views:9000000000', JSON.stringify(v));
          sessionStorage.setItem('e2e-views-preset', '1');
        }, saved),
    });
    await openViews(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      menu(page).getByRole('menuitem', { name: 'Export views' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('mpa-views.json');
    const file = join(mpa.dir, 'exported.json');
    await download.saveAs(file);
    const exported = parseViewFile(await readFile(file, 'utf8')).views;
    expect(exported).toEqual(parseViewFile({ version: 1, views: saved }).views);

    const phone = await openSignedIn(stack, '/vendors', {
      touch: true,
      viewport: { width: 390, height: 844 },
    });
    await openViews(phone);
    await menu(phone).getByRole('menuitem', { name: 'No saved views yet' }).waitFor();
    const [chooser] = await Promise.all([
      phone.waitForEvent('filechooser'),
      menu(phone).getByRole('menuitem', { name: 'Import views…' }).click(),
    ]);
    await chooser.setFiles(file);
    await toast(phone, '2 views imported').waitFor();
    const imported = await phone.evaluate(() => localStorage.getItem('mpa-views:9000000000'));
    expect(parseViewFile({ version: 1, views: JSON.parse(imported!) }).views).toEqual(exported);
    await openViews(phone);
    await menu(phone)
      .getByRole('menuitem', { name: /^Khans by mobile/ })
      .tap();
    await phone.waitForURL((u) => u.search === '?q=khan&sort=mobileno&desc=1');
    await viewsButton(phone, 'Views: Khans by mobile').waitFor();
  });

  it("the command palette lists the saved views ('Vendors › Khans by mobile'): Enter opens the view, its columns too", async () => {
    const page = await openSignedIn(stack, '/dashboard');
    await page.evaluate(() =>
      localStorage.setItem(
        'mpa-views:9000000000',
        JSON.stringify([
          {
            list: 'vendors',
            name: 'Khans by mobile',
            query: { q: 'khan', sort: 'mobileno', desc: '1' },
            columns: { widths: {}, hidden: ['email'] },
          },
        ]),
      ),
    );
    await shellReady(page);
    await page.keyboard.press('Control+k');
    await page.getByRole('textbox', { name: 'Go to screen or run action' }).fill('khans');
    const line = page.locator('.mpa-palette .bp6-menu-item').first();
    await expect.poll(() => line.innerText()).toMatch(/^Vendors › Khans by mobile/);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/vendors' && u.search === '?q=khan&sort=mobileno&desc=1');
    await viewsButton(page, 'Views: Khans by mobile').waitFor();
    await grid(page, 'Vendors').settled();
    // the view's columns: Email hidden
    expect(await grid(page, 'Vendors').column('Mobile')).not.toEqual([]);
    await expect(grid(page, 'Vendors').column('Email')).rejects.toThrow(/no column 'Email'/);
  });
});
