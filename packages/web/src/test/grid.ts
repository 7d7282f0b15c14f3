// Reading a DataGrid in component tests, as e2e/grid.ts does in a browser: by its label, its column headers
// and the texts of its cells — from its light rows while they show (the first page), else from Blueprint's Table.

/**
 * happy-dom lays nothing out (every box measures 0), and Blueprint's Table draws only the cells in its
 * viewport: without room it draws its first few columns. This gives every element a laptop-sized box
 * for the rest of the test file; call the returned function to take it back.
 */
export function roomForGrids(width = 1600, height = 900): () => void {
  const props = { clientWidth: width, clientHeight: height };
  const saved = Object.keys(props).map(
    (k) => [k, Object.getOwnPropertyDescriptor(HTMLElement.prototype, k)] as const,
  );
  for (const [k, v] of Object.entries(props))
    Object.defineProperty(HTMLElement.prototype, k, { configurable: true, get: () => v });
  return () => {
    for (const [k, d] of saved) {
      if (d) Object.defineProperty(HTMLElement.prototype, k, d);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[k];
    }
  };
}

const region = (label: string): HTMLElement => {
  const el = [...document.querySelectorAll<HTMLElement>('[role="grid"]')]
    .find((r) => r.getAttribute('aria-label') === label)
    ?.closest<HTMLElement>('.mpa-grid-body');
  if (!el) throw new Error(`no grid '${label}'`);
  return el;
};

/** The grid's light rows while they show (before the Table takes their place), else undefined. */
const lightGrid = (label: string): HTMLElement | undefined =>
  region(label).querySelector<HTMLElement>('.mpa-light') ?? undefined;
const lightHeaders = (light: HTMLElement): string[] =>
  [...light.querySelectorAll('.mpa-light-head [role="columnheader"]')].map((h) =>
    (h.querySelector('.mpa-grid-header-text')?.textContent ?? h.textContent ?? '').trim(),
  );
const lightCells = (light: HTMLElement, column: number): HTMLElement[] =>
  [...light.querySelectorAll<HTMLElement>('.mpa-light-row:not(.mpa-light-head)')]
    .map((row) => row.children[column] as HTMLElement)
    .filter(Boolean);

function columnIndex(label: string, header: string): number {
  const name = [...region(label).querySelectorAll('.bp6-table-column-name')].find(
    (n) => n.getAttribute('title') === header,
  );
  const m = /bp6-table-cell-col-(\d+)/.exec(name?.closest('.bp6-table-header')?.className ?? '');
  if (!m) throw new Error(`grid '${label}': no column '${header}'`);
  return Number(m[1]);
}

/** The cells of a column, by row (a frozen column's cell is drawn once per layer that has it: the first is kept). */
function cells(label: string, header: string): HTMLElement[] {
  const light = lightGrid(label);
  if (light) {
    const column = lightHeaders(light).indexOf(header);
    if (column < 0) throw new Error(`grid '${label}': no column '${header}'`);
    return lightCells(light, column);
  }
  const byRow = new Map<number, HTMLElement>();
  for (const c of region(label).querySelectorAll<HTMLElement>(
    `.bp6-table-cell.bp6-table-cell-col-${columnIndex(label, header)}`,
  )) {
    const row = Number(/bp6-table-cell-row-(\d+)/.exec(c.className)?.[1] ?? -1);
    if (row >= 0 && !byRow.has(row)) byRow.set(row, c);
  }
  return [...byRow.entries()].sort((a, b) => a[0] - b[0]).map(([, c]) => c);
}

/** The column headers of the grid named `label`, left to right as drawn. */
export function gridHeaders(label: string): string[] {
  const light = lightGrid(label);
  if (light) return lightHeaders(light);
  const byIndex = new Map<number, string>();
  for (const n of region(label).querySelectorAll('.bp6-table-column-name')) {
    const col = Number(
      /bp6-table-cell-col-(\d+)/.exec(n.closest('.bp6-table-header')?.className ?? '')?.[1] ?? -1,
    );
    if (col >= 0 && !byIndex.has(col)) byIndex.set(col, n.getAttribute('title') ?? '');
  }
  return [...byIndex.entries()].sort((a, b) => a[0] - b[0]).map(([, h]) => h);
}

/** The texts of a column of the grid named `label`, top to bottom. */
export const gridColumn = (label: string, header: string): string[] =>
  cells(label, header).map((c) => (c.textContent ?? '').trim());

/** The cell of `header` in the row whose `keyHeader` cell reads `key`. */
export function gridCell(label: string, keyHeader: string, key: string, header: string): HTMLElement {
  const row = gridColumn(label, keyHeader).indexOf(key);
  if (row < 0) throw new Error(`grid '${label}': no row with ${keyHeader} '${key}'`);
  return cells(label, header)[row];
}
