import { Column, ColumnHeaderCell, RegionCardinality, RenderMode, Table2 } from '@blueprintjs/table';
import {
  isValidElement,
  memo,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';
import { ROW_HEIGHT, type GridColumn } from './DataGrid';
import { cellId, GridCell, headerId, HeaderContent, sortOf, type GridPage } from './gridCells';
import '@blueprintjs/table/lib/css/table.css';

// The grid's page on Blueprint's Table, in a module of its own: DataGrid loads it after its first paint.

export interface GridTableProps<T> extends GridPage<T> {
  onWidthChanged(index: number, size: number): void;
  /** What the cells show besides their row: they are drawn again when one of these changes. */
  deps: unknown[];
  /** The grid's body (the Table's parent) and whether the columns are wider than it. */
  body: RefObject<HTMLDivElement | null>;
  overflows: boolean;
  /** Told true once the Table has drawn its cells, false when it goes. */
  onMounted(up: boolean): void;
  /** Prefix of the cells' ids (the grid's rows own them by id). */
  gridId: string;
}

const SELECTION_MODES = [RegionCardinality.CELLS];

/** A cell's text for copying: what the column says, else what it renders when that is plain. */
function cellText<T>(c: GridColumn<T>, row: T, index: number): string {
  if (c.text) return c.text(row);
  const v = c.render(row, index);
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  const inner: unknown = isValidElement<{ children?: unknown }>(v) && v.props.children;
  return typeof inner === 'string' || typeof inner === 'number' ? String(inner) : '';
}

/** A header's name: of the copies Blueprint draws (a layer each), the one on top is the grid's column header. */
function HeaderName<T>({ p, col }: { p: GridTableProps<T>; col: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  const c = p.columns[col];
  useLayoutEffect(() => {
    const el = ref.current!;
    const top = col < p.frozen ? 'bp6-table-quadrant-top-left' : 'bp6-table-quadrant-top';
    if (!el.closest('.bp6-table-quadrant')?.classList.contains(top)) return;
    const attrs: Record<string, string | undefined> = {
      id: headerId(p.gridId, col),
      role: 'columnheader',
      'aria-label': c.header,
      'aria-colindex': String(col + 1),
      'aria-sort': sortOf(p, c),
      'data-row': '-1',
      'data-col': String(col),
    };
    for (const [name, value] of Object.entries(attrs))
      if (value === undefined) el.removeAttribute(name);
      else el.setAttribute(name, value);
    if (!el.hasAttribute('tabindex')) el.tabIndex = -1;
  });
  return (
    <span ref={ref} className="mpa-grid-colheader">
      <HeaderContent page={p} column={c} />
    </span>
  );
}

function GridTable<T>(p: GridTableProps<T>) {
  const { columns, rows } = p;
  // the same function on every render: the table registers its copy hotkey again whenever this changes
  const clipboardText = useRef((_r: number, _c: number): string => '');
  clipboardText.current = (r, c) => cellText(columns[c], rows[r], r);
  const getCellClipboardData = useCallback((r: number, c: number) => clipboardText.current(r, c), []);

  // mounted without rows (its measuring redraws every cell), then given them in a background render
  const [filled, setFilled] = useState(false);
  useEffect(() => startTransition(() => setFilled(true)), []);
  const { onMounted } = p;
  const drawn = useCallback(() => onMounted(true), [onMounted]);
  useEffect(() => () => onMounted(false), [onMounted]);

  // Wider than its room, the main layer scrolls sideways and may hold no control: it takes focus itself then.
  useEffect(() => {
    const scroller = p.body.current?.querySelector<HTMLElement>(
      '.bp6-table-quadrant-main .bp6-table-quadrant-scroll-container',
    );
    if (!scroller) return;
    if (p.overflows) scroller.tabIndex = 0;
    else scroller.removeAttribute('tabindex');
  });

  return (
    <Table2
      numRows={filled ? rows.length : 0}
      defaultRowHeight={ROW_HEIGHT}
      enableRowHeader={false}
      enableColumnResizing
      enableRowResizing={false}
      enableFocusedCell={false}
      numFrozenColumns={p.frozen}
      columnWidths={p.widths as number[]}
      onColumnWidthChanged={p.onWidthChanged}
      selectionModes={SELECTION_MODES}
      getCellClipboardData={getCellClipboardData}
      renderMode={RenderMode.NONE}
      cellRendererDependencies={p.deps}
      onCompleteRender={filled ? drawn : undefined}
    >
      {columns.map((c, i) => (
        <Column
          key={c.id}
          id={c.id}
          name={c.header}
          columnHeaderCellRenderer={() => (
            // Blueprint draws a frozen column's header in more than one layer: only the top one is shown
            <ColumnHeaderCell
              className={i < p.frozen ? 'mpa-grid-frozen-header' : undefined}
              name={c.header}
              nameRenderer={() => <HeaderName p={p} col={i} />}
            />
          )}
          cellRenderer={(r) => <TableCell p={p} r={r} c={i} />}
        />
      ))}
    </Table2>
  );
}

/** A body cell as Blueprint's Cell draws it (the Table adds its place and classes), less Cell's inner wrapper. */
function TableCell<T>(cell: {
  p: GridTableProps<T>;
  r: number;
  c: number;
  className?: string;
  style?: CSSProperties;
}) {
  const { p, r, c } = cell;
  const interactive = p.columns[c].interactive ? ' bp6-table-cell-interactive' : '';
  return (
    <GridCell
      page={p}
      r={r}
      c={c}
      className={`bp6-table-cell bp6-table-truncated-cell${interactive} ${cell.className ?? ''}`}
      style={cell.style}
      id={cellId(p.gridId, r, c)}
      rowIndex={r + 2}
    />
  );
}

const SAME_KEYS = 'rows frozen sortBy sortDescending activeRow identityIndex overflows body gridId'.split(
  ' ',
);
const eq = (x: readonly unknown[], y: readonly unknown[]) =>
  x.length === y.length && x.every((v, i) => v === y[i]);

/** Drawn again only when what it shows changed: else Blueprint's Table would measure the page once more. */
function same<T>(a: GridTableProps<T>, b: GridTableProps<T>): boolean {
  const ids = (p: GridTableProps<T>) => p.columns.map((c) => c.id);
  return (
    SAME_KEYS.every((k) => a[k as keyof GridTableProps<T>] === b[k as keyof GridTableProps<T>]) &&
    eq(a.widths, b.widths) &&
    eq(a.deps, b.deps) &&
    eq(ids(a), ids(b))
  );
}

export default memo(GridTable, same) as typeof GridTable;
