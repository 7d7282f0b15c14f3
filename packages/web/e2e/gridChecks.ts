// The checks every list on the DataGrid goes through (each screen's e2e file calls them for its list):
// its column layout kept per list, its Export menu, its fit on a laptop screen and axe with the grid's
// popovers open.
import {
  EXPORT_COLUMNS,
  exportColumns as exportColumnsOf,
  parseCsv,
  type ExportList,
} from '@marketplace-admin/sdk';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Grid } from './grid';
import { closeWithEscape, seriousViolations } from './harness';

/** The column names of a list's export (`EXPORT_COLUMNS[list]`): the JSON keys. */
const exportColumns = (list: ExportList): string[] =>
  EXPORT_COLUMNS[list].map((c) => (typeof c === 'string' ? c : c.key));

/** The CSV header of a list's export: its columns' labels, the grids' headers (English). */
export const exportHeaders = (list: ExportList): string[] =>
  exportColumnsOf(list).map((c) => c.header ?? c.key);

/** Opens the Export menu, picks a format and reads the downloaded file back. */
async function exportFile(page: Page, format: 'CSV' | 'JSON'): Promise<{ name: string; text: string }> {
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: new RegExp(`^${format}`) }).click(),
  ]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

/**
 * Exports the list shown as CSV and as JSON and checks both files: named `<list>-<date>.<ext>`, the
 * columns of `EXPORT_COLUMNS[list]` (the CSV headed by their labels), and one row per `expected` key in its order (the rows matching the
 * current search, in the current sort). `key` is the export column the rows are told apart by.
 */
export async function checkExport(
  page: Page,
  list: ExportList,
  key: string,
  expected: readonly string[],
): Promise<void> {
  const columns = exportColumns(list);
  const at = columns.indexOf(key);
  expect(at).toBeGreaterThanOrEqual(0);

  const csv = await exportFile(page, 'CSV');
  expect(csv.name).toMatch(new RegExp(`^${list}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  expect(csv.text.startsWith('\uFEFF')).toBe(true); // UTF-8 for spreadsheet programs
  const [header, ...rows] = parseCsv(csv.text);
  expect(header).toEqual(exportHeaders(list));
  expect(rows).toHaveLength(expected.length);
  for (const r of rows) expect(r).toHaveLength(columns.length);
  expect(rows.map((r) => r[at])).toEqual(expected);
  await page
    .locator('.bp6-toast')
    .filter({ hasText: `Exported ${expected.length} rows` })
    .first()
    .waitFor();

  const json = await exportFile(page, 'JSON');
  expect(json.name).toMatch(new RegExp(`^${list}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const records = JSON.parse(json.text) as Record<string, unknown>[];
  expect(records).toHaveLength(expected.length);
  for (const r of records) expect(Object.keys(r)).toEqual(columns);
  expect(records.map((r) => String(r[key]))).toEqual(expected);
}

/** A column's header as shown: a frozen column's in the top-left layer, any other in the top one (see DataGrid's dataGrid.css). */
const headerCell = (page: Page, name: string) =>
  page
    .locator(
      '.bp6-table-quadrant-top-left .bp6-table-header, .bp6-table-quadrant-top .bp6-table-header:not(.mpa-grid-frozen-header)',
    )
    .filter({ has: page.locator(`.bp6-table-column-name[title="${name}"]`) });
const headerWidth = async (page: Page, name: string): Promise<number> =>
  (await headerCell(page, name).boundingBox())!.width;
/** Whether a column is shown (hidden columns have no header). */
const shown = (page: Page, name: string) =>
  page.locator(`.bp6-table-quadrant-top .bp6-table-column-name[title="${name}"]`).count();

/**
 * A column made wider by dragging its header's edge and another one hidden with "Columns" are both
 * kept over a reload; "Reset columns" brings back the default width and the hidden column.
 */
export async function checkColumnsKept(
  page: Page,
  g: Grid,
  o: { resize: string; hide: string },
): Promise<void> {
  await g.settled();
  const before = await headerWidth(page, o.resize);
  const handle = headerCell(page, o.resize).locator('.bp6-table-resize-handle-target');
  await headerCell(page, o.resize).hover();
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => headerWidth(page, o.resize)).toBeGreaterThan(before + 60);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.locator('.mpa-grid-chooser label', { hasText: o.hide }).click();
  await expect.poll(() => shown(page, o.hide)).toBe(0);
  await closeWithEscape(page, page.locator('.mpa-grid-chooser'));

  await page.reload();
  await g.settled();
  await headerCell(page, o.resize).waitFor();
  expect(await shown(page, o.hide)).toBe(0);
  expect(await headerWidth(page, o.resize)).toBeGreaterThan(before + 60);

  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('button', { name: 'Reset columns' }).click();
  await expect.poll(() => shown(page, o.hide)).toBe(1);
  await expect.poll(() => headerWidth(page, o.resize)).toBeLessThan(before + 5);
  await closeWithEscape(page, page.locator('.mpa-grid-chooser'));
}

/**
 * On a 1280×800 screen with the sidebar expanded (a fresh page's default): the page does not scroll
 * sideways, the grid stays inside the content area, and its identifying and actions columns are in
 * view (a grid wider than the room scrolls inside itself, those two columns held in place).
 */
export async function checkFitsLaptop(
  page: Page,
  g: Grid,
  o: { identity: string; actions?: string },
): Promise<void> {
  expect(page.viewportSize()).toEqual({ width: 1280, height: 800 });
  await g.settled();
  expect(
    await page.locator('aside.mpa-sidebar').evaluate((e) => e.getBoundingClientRect().width),
  ).toBeGreaterThan(200);
  const overflow = await page.evaluate(() => {
    const doc = document.scrollingElement ?? document.documentElement;
    const main = document.querySelector('#main-content')!;
    return { page: doc.scrollWidth - doc.clientWidth, content: main.scrollWidth - main.clientWidth };
  });
  expect(overflow).toEqual({ page: 0, content: 0 });
  const content = (await page.locator('#main-content').boundingBox())!;
  const grid = (await g.region.boundingBox())!;
  expect(grid.x).toBeGreaterThanOrEqual(content.x);
  expect(grid.x + grid.width).toBeLessThanOrEqual(content.x + content.width);
  for (const name of [o.identity, o.actions ?? 'Actions']) {
    const h = (await headerCell(page, name).boundingBox())!;
    expect(h.x, name).toBeGreaterThanOrEqual(grid.x);
    expect(h.x + h.width, name).toBeLessThanOrEqual(grid.x + grid.width);
  }
}

/** axe finds nothing serious on the page as it is, with the column chooser open, and with the Export menu open. */
export async function checkAxeWithGridMenus(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('button', { name: 'Reset columns' }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await closeWithEscape(page, page.locator('.mpa-grid-chooser'));
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: /^CSV/ }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await closeWithEscape(
    page,
    page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: /^CSV/ }) }),
  );
}
