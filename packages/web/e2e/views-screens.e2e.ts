import { catalogue, exportLabel, parseCsv, type ExportList } from '@marketplace-admin/sdk';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { grid } from './grid';
import { openSignedIn, signedInSdk, toast, useStack } from './harness';
import { useMpaShell } from './mpaShell';
import { goInApp } from './routeList';

// Saved views on the list screens ListScreen does not draw (each carries ScreenViewsButton): a view saved
// from a slice, chosen on the list opened fresh and then opened as the list's default, shows the same rows,
// cards or nodes — compared as the user sees them. Services, Clients and Appointments have no sort to save
// (a tree in the services' order; the sample lists in their sample order): their views hold what they offer.
// Where the list has an mpa noun, its Export menu's 'Copy as mpa command', run by a shell, prints those rows.
// Clients and Appointments are the spec's sample data with no API: no mpa command lists them.

const stack = useStack();
const mpa = useMpaShell(
  () => stack.api,
  async () => (await signedInSdk(stack.api)).session.token()!,
);

interface Screen {
  path: string;
  /** A slice the list opened bare does not show. */
  query: string;
  /** What the list shows once it has drawn the slice of its URL. */
  shown(page: Page): Promise<string[]>;
  /** The export's field `shown` reads, and how the screen writes it; none for the sample lists. */
  copy?: { list: ExportList; field: string; drawn(value: string): string };
}

const tableRows = (label: string, column: string) => async (page: Page) => {
  await grid(page, label).settled();
  return grid(page, label).column(column);
};

const SCREENS: Screen[] = [
  {
    path: 'reviews-moderation',
    query: 'tab=approved&q=a&sort=rating&desc=1',
    // the cards' numbers (#id), in order, once the tab's count is shown
    async shown(page) {
      await page.locator('.mpa-review-count').filter({ hasText: /\d/ }).waitFor();
      return page.locator('[role="article"] .mpa-review-id').allTextContents();
    },
    copy: { list: 'reviews', field: 'reviewID', drawn: (id) => `#${id}` },
  },
  {
    path: 'services',
    // a sub-sub-service's name: only its root is left in the tree
    query: 'q=descal',
    async shown(page) {
      await page.locator('.bp6-tree').waitFor();
      return page
        .locator('.mpa-tree-label[data-level="1"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-name') ?? ''));
    },
    copy: { list: 'services', field: 'name', drawn: (name) => name },
  },
  { path: 'clients', query: 'q=a&status=active', shown: tableRows('Clients', 'Name') },
  {
    path: 'appointments',
    query: 'tab=upcoming&q=a',
    shown: async (page) => {
      const tab = new URL(page.url()).searchParams.get('tab') ?? 'all';
      return tableRows(`${tab[0].toUpperCase()}${tab.slice(1)} appointments`, 'Client')(page);
    },
  },
];

const viewsButton = (page: Page, name: string | RegExp = /^Views/) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });
const menu = (page: Page) => page.getByRole('menu', { name: 'Saved views' });
async function openViews(page: Page, name?: string | RegExp): Promise<void> {
  await viewsButton(page, name).click();
  await menu(page).waitFor();
}

describe('saved views on the screens ListScreen does not draw (issue 40)', () => {
  // one signed-in tab goes from screen to screen in the app (each list's views are its own); the step about what a
  // list opens with still loads its page
  let tab: Page;
  beforeAll(async () => {
    tab = await openSignedIn(stack, '/settings');
    await tab.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseUrl });
  });

  for (const screen of SCREENS)
    it(`${screen.path}: a view of ${screen.query} brings the same rows back, chosen on the list opened fresh and as its default`, async () => {
      const name = `E2E ${screen.path}`;
      const page = tab;
      await goInApp(page, `/${screen.path}?${screen.query}`);
      const slice = await screen.shown(page);
      expect(slice.length).toBeGreaterThan(0);

      await openViews(page);
      await menu(page).getByRole('menuitem', { name: 'Save view…' }).click();
      const save = page.getByRole('dialog', { name: 'Save view' });
      await save.getByLabel('Name').fill(name);
      await save.getByRole('button', { name: 'Save' }).click();
      await viewsButton(page, `Views: ${name}`).waitFor();

      // opened afresh from another screen (as a sidebar link opens it), the list shows another slice; the view
      // chosen, the same one again
      await goInApp(page, '/settings');
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      await goInApp(page, `/${screen.path}`);
      await viewsButton(page, 'Views').waitFor();
      const bare = await screen.shown(page);
      expect(bare).not.toEqual(slice);
      await openViews(page, 'Views');
      await menu(page).getByRole('menuitem', { name }).click();
      await viewsButton(page, `Views: ${name}`).waitFor();
      await expect.poll(() => screen.shown(page)).toEqual(slice);

      // made the list's default: the list opened with no state in its URL shows the view's rows
      await openViews(page, `Views: ${name}`);
      await menu(page).getByRole('menuitem', { name: 'Manage views…' }).click();
      const manage = page.getByRole('dialog', { name: 'Manage views' });
      await manage.getByRole('button', { name: `Make ‘${name}’ the default` }).click();
      await manage.getByRole('button', { name: `‘${name}’ is the default: press to remove` }).waitFor();
      await manage.getByRole('button', { name: 'Close' }).last().click();
      await page.goto(`/${screen.path}`);
      await viewsButton(page, `Views: ${name}`).waitFor();
      await expect.poll(() => screen.shown(page)).toEqual(slice);

      // Copy as mpa command: the command, run by a shell, prints the rows the screen shows
      const copy = screen.copy;
      if (!copy) return;
      await page.getByRole('button', { name: /^Export/ }).click();
      await page.getByRole('menuitem', { name: 'Copy as mpa command' }).click();
      await toast(page, /^Copied: mpa /).waitFor();
      const command = await page.evaluate(() => navigator.clipboard.readText());
      expect(command).toMatch(/^mpa \S+ export /);
      const [header, ...rows] = parseCsv(await mpa.run(command));
      const column = header.indexOf(catalogue.columns[exportLabel(copy.list, copy.field)!]);
      expect(column, header.join(', ')).toBeGreaterThanOrEqual(0);
      // a windowed list draws the cards in view: the command's first rows are those
      expect(rows.slice(0, slice.length).map((r) => copy.drawn(r[column]))).toEqual(slice);
    });
});
