// Reading a DataGrid (Blueprint Table) the way a user sees it: by its label, its column headers and
// the texts of its cells. Blueprint draws body cells as positioned divs (frozen columns in the
// left layer, the rest in the main one), classed with their row and column index.
import type { Locator, Page } from 'playwright-core';

export interface Grid {
  /** The grid's body: its `grid` (named by its label) and the Table that draws its cells. */
  region: Locator;
  /** The texts of a column, top to bottom. */
  column(header: string): Promise<string[]>;
  /** The cell of a column in the row whose `keyHeader` cell reads `key` exactly. */
  cell(keyHeader: string, key: string, header: string): Promise<Locator>;
  /** The sort button of a column header; its accessible name tells the sort state. */
  sortButton(header: string): Locator;
  /** The sort state of a column: 'ascending' | 'descending' | 'none'. */
  sortState(header: string): Promise<string>;
  /** The rows shown now. */
  rowCount(): Promise<number>;
  /** Waits until the grid is no longer loading (no skeleton, no reload running). */
  settled(): Promise<void>;
}

const BODY = (q: 'main' | 'left', extra: string): string =>
  `.bp6-table-quadrant-${q} .bp6-table-cell${extra}`;

export function grid(page: Page, label: string): Grid {
  const region = page
    .locator('.mpa-grid-body')
    .filter({ has: page.getByRole('grid', { name: label, exact: true }) });
  const outer = page.locator('.mpa-grid').filter({ has: region });
  const columnIndex = async (header: string): Promise<number> => {
    const idx = await region.evaluate((el, h) => {
      const name = [...el.querySelectorAll('.bp6-table-quadrant-top .bp6-table-column-name')].find(
        (n) => n.getAttribute('title') === h,
      );
      const cls = name?.closest('.bp6-table-header')?.className ?? '';
      const m = /bp6-table-cell-col-(\d+)/.exec(cls);
      return m ? Number(m[1]) : -1;
    }, header);
    if (idx < 0) throw new Error(`grid '${label}': no column '${header}'`);
    return idx;
  };
  const cellsOf = (col: number): Locator =>
    region.locator(
      `${BODY('main', `.bp6-table-cell-col-${col}`)}, ${BODY('left', `.bp6-table-cell-col-${col}`)}`,
    );
  const texts = async (col: number): Promise<string[]> =>
    cellsOf(col).evaluateAll((cells) =>
      cells
        .map(
          (c) =>
            [
              Number(/bp6-table-cell-row-(\d+)/.exec(c.className)?.[1] ?? -1),
              (c.textContent ?? '').trim(),
            ] as const,
        )
        .sort((a, b) => a[0] - b[0])
        .map((x) => x[1]),
    );
  const sortButton = (header: string): Locator =>
    region.getByRole('button', {
      name: new RegExp(`^${header.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, (sorted|not sorted)`),
    });
  return {
    region,
    column: async (header) => texts(await columnIndex(header)),
    async cell(keyHeader, key, header) {
      const keys = await texts(await columnIndex(keyHeader));
      const row = keys.indexOf(key);
      if (row < 0) throw new Error(`grid '${label}': no row with ${keyHeader} '${key}'`);
      const col = await columnIndex(header);
      return region.locator(
        `${BODY('main', `.bp6-table-cell-row-${row}.bp6-table-cell-col-${col}`)}, ${BODY('left', `.bp6-table-cell-row-${row}.bp6-table-cell-col-${col}`)}`,
      );
    },
    sortButton,
    async sortState(header) {
      const name = (await sortButton(header).getAttribute('aria-label')) ?? '';
      return /sorted descending/.test(name)
        ? 'descending'
        : /sorted ascending/.test(name)
          ? 'ascending'
          : 'none';
    },
    rowCount: async () => (await texts(0)).length,
    async settled() {
      await outer.and(page.locator('.mpa-grid:not([aria-busy])')).waitFor();
    },
  };
}
