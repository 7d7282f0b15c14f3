// What a user does with a DataGrid beyond reading it (e2e/grid.ts reads it): resize and hide
// columns, reset them, export the list, and see it fit a laptop screen.
import { closeWithEscape } from './harness';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import type { Grid } from './grid';

/** The column headers as drawn, left to right (the frozen ones first). */
export function headers(g: Grid): Promise<string[]> {
  return g.region
    .locator('.bp6-table-quadrant-top .bp6-table-column-name')
    .evaluateAll((names) => names.map((n) => n.getAttribute('title') ?? ''));
}

/** The header cell of a column in the layer where scrolling columns are shown. */
const headerCell = (g: Grid, name: string) =>
  g.region
    .locator('.bp6-table-quadrant-top .bp6-table-header')
    .filter({ has: g.region.page().locator(`.bp6-table-column-name[title="${name}"]`) });

/** A column's width on screen, in pixels. */
export async function columnWidth(g: Grid, name: string): Promise<number> {
  return (await headerCell(g, name).boundingBox())!.width;
}

/** Drags the right edge of a column's header by `dx` pixels. */
export async function resizeColumn(page: Page, g: Grid, name: string, dx: number): Promise<void> {
  await headerCell(g, name).hover();
  const box = (await headerCell(g, name).locator('.bp6-table-resize-handle-target').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** Unticks (or ticks) a column in the "Columns" chooser; the chooser is closed again. */
export async function toggleColumn(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.locator('.mpa-grid-chooser label', { hasText: name }).click();
  await closeWithEscape(page, page.locator('.mpa-grid-chooser'));
}

/** "Columns" → "Reset columns". */
export async function resetColumns(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('button', { name: 'Reset columns' }).click();
  await closeWithEscape(page, page.locator('.mpa-grid-chooser'));
}

/** Export → CSV or JSON: the downloaded file. */
export async function exportAs(page: Page, format: 'CSV' | 'JSON'): Promise<Download> {
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: new RegExp(`^${format}`) }).click(),
  ]);
  return download;
}

/** A downloaded CSV as its lines (header first); it starts with the BOM spreadsheet programs need to read UTF-8. */
export async function csvLines(download: Download): Promise<string[]> {
  const raw = await readFile((await download.path())!, 'utf8');
  if (!raw.startsWith('\uFEFF')) throw new Error('the CSV has no UTF-8 byte order mark');
  return raw.slice(1).split('\r\n').filter(Boolean);
}

/** A downloaded JSON export as its rows. */
export async function jsonRows(download: Download): Promise<Record<string, unknown>[]> {
  return JSON.parse(await readFile((await download.path())!, 'utf8')) as Record<string, unknown>[];
}

/**
 * How the screen sits in the window: whether the page scrolls sideways, and which of the given
 * columns are not wholly in view inside the grid (frozen columns stay in view while it scrolls).
 */
export async function fit(
  page: Page,
  g: Grid,
  columns: string[],
): Promise<{ pageScrollsSideways: boolean; outOfView: string[] }> {
  const pageScrollsSideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  const grid = (await g.region.boundingBox())!;
  const outOfView: string[] = [];
  for (const name of columns) {
    // a frozen column's header is shown in the top-left layer
    const frozen = g.region
      .locator('.bp6-table-quadrant-top-left .bp6-table-header')
      .filter({ has: page.locator(`.bp6-table-column-name[title="${name}"]`) });
    const box = await ((await frozen.count()) ? frozen : headerCell(g, name)).first().boundingBox();
    if (!box || box.x < grid.x - 1 || box.x + box.width > grid.x + grid.width + 1) outOfView.push(name);
  }
  return { pageScrollsSideways, outOfView };
}
