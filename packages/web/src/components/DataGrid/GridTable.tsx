import { Button, Icon } from '@blueprintjs/core';
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
  type ReactNode,
  type RefObject,
} from 'react';
import { ROW_HEIGHT, type GridColumn } from './DataGrid';
import { CELL_CONTROLS } from './gridKeys';
import { cellId, headerId } from './gridIds';
import { useT } from '../../i18n';
import { sortLabel } from './gridWords';
import '@blueprintjs/table/lib/css/table.css';

// DataGrid's rows on Blueprint's Table, in a module of its own: DataGrid loads it after its first paint
// (its placeholder needs none of it), so a list screen's first paint does not wait for the Table's code.

export interface GridTableProps<T> {
  /** Every column shown, the frozen ones first. */
  columns: ReadonlyArray<GridColumn<T> & { headerControl?: ReactNode }>;
  frozen: number;
  rows: readonly T[];
  /** Drawn widths, one per column. */
  widths: number[];
  onWidthChanged(index: number, size: number): void;
  sortBy?: string;
  sortDescending?: boolean;
  onSort?(sortKey: string): void;
  /** The row the keyboard acts on (-1: none) and the column that names a row. */
  activeRow: number;
  identityIndex: number;
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
  if (
    isValidElement<{ children?: unknown }>(v) &&
    (typeof v.props.children === 'string' || typeof v.props.children === 'number')
  )
    return String(v.props.children);
  return '';
}

/** Keeps a cell's controls out of the Tab order: the cell is the grid's tab stop, Enter or Space works them. */
function useControlsOffTabOrder(ref: RefObject<HTMLElement | null>, on: boolean): void {
  useLayoutEffect(() => {
    if (!on || !ref.current) return;
    for (const el of ref.current.querySelectorAll<HTMLElement>(CELL_CONTROLS))
      if (el.tabIndex !== -1) el.tabIndex = -1;
  });
}

/**
 * A body cell as Blueprint's Cell draws it (the Table clones it with its place and its row and column classes),
 * less the wrapper Cell puts around every cell's content: a tenth of a page's elements fewer to build and style
 * while the page loads (dataGrid.css gives the cell the wrapper's layout). It is the grid's cell for assistive
 * technology too: its row (DataGrid's) owns it by id.
 */
function GridCell(p: {
  className?: string;
  style?: CSSProperties;
  interactive?: boolean;
  id: string;
  row: number;
  col: number;
  rowHeader: boolean;
  children?: ReactNode;
}) {
  const className = `bp6-table-cell bp6-table-truncated-cell${p.interactive ? ' bp6-table-cell-interactive' : ''}${p.className ? ` ${p.className}` : ''}`;
  const ref = useRef<HTMLDivElement>(null);
  useControlsOffTabOrder(ref, !!p.interactive);
  return (
    <div
      ref={ref}
      className={className}
      style={p.style}
      id={p.id}
      role={p.rowHeader ? 'rowheader' : 'gridcell'}
      aria-rowindex={p.row + 2}
      aria-colindex={p.col + 1}
      tabIndex={-1}
      data-row={p.row}
      data-col={p.col}
    >
      {p.children}
    </div>
  );
}

/**
 * A header's name. Blueprint draws a header in each layer that has its column; only the copy on top is shown
 * (dataGrid.css), and only that one is the grid's column header (the others would be read twice).
 */
function HeaderName(p: {
  id: string;
  col: number;
  label: string;
  frozen: boolean;
  sort?: 'ascending' | 'descending' | 'none';
  children: ReactNode;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  // set on the element rather than rendered: which layer a copy is in is known once it is in the page, and a
  // second render of every header copy while the Table mounts would lengthen that task
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const layer = el.closest('.bp6-table-quadrant');
    if (!layer?.classList.contains(p.frozen ? 'bp6-table-quadrant-top-left' : 'bp6-table-quadrant-top'))
      return;
    const attrs: Record<string, string | undefined> = {
      id: p.id,
      role: 'columnheader',
      'aria-label': p.label,
      'aria-colindex': String(p.col + 1),
      'aria-sort': p.sort,
      'data-row': '-1',
      'data-col': String(p.col),
    };
    for (const [name, value] of Object.entries(attrs)) {
      if (value === undefined) el.removeAttribute(name);
      else el.setAttribute(name, value);
    }
    if (!el.hasAttribute('tabindex')) el.tabIndex = -1;
    for (const control of el.querySelectorAll<HTMLElement>(CELL_CONTROLS))
      if (control.tabIndex !== -1) control.tabIndex = -1;
  });
  return (
    <span ref={ref} className="mpa-grid-colheader">
      {p.children}
    </span>
  );
}

function GridTable<T>(p: GridTableProps<T>) {
  const t = useT();
  const { columns, rows, activeRow } = p;
  const header = (c: GridColumn<T> & { headerControl?: ReactNode }, index: number) => {
    // Blueprint draws a frozen column's header in more than one layer: only the top one is shown (see dataGrid.css)
    const frozen = index < p.frozen;
    const className = frozen ? 'mpa-grid-frozen-header' : undefined;
    const named = (content: ReactNode, sort?: 'ascending' | 'descending' | 'none') => (
      <HeaderName id={headerId(p.gridId, index)} col={index} label={c.header} frozen={frozen} sort={sort}>
        {content}
      </HeaderName>
    );
    if (c.headerControl)
      return (
        <ColumnHeaderCell className={className} name={c.header} nameRenderer={() => named(c.headerControl)} />
      );
    const active = c.sortKey !== undefined && c.sortKey === p.sortBy;
    const sortable = c.sortKey !== undefined && p.onSort;
    const sort =
      c.sortKey === undefined ? undefined : active ? (p.sortDescending ? 'descending' : 'ascending') : 'none';
    return (
      <ColumnHeaderCell
        className={className}
        name={c.header}
        nameRenderer={() =>
          named(
            sortable ? (
              <Button
                variant="minimal"
                size="small"
                className="mpa-grid-sort"
                aria-label={sortLabel(
                  t,
                  c.header,
                  active ? (p.sortDescending ? 'descending' : 'ascending') : 'none',
                )}
                onClick={() => p.onSort!(c.sortKey!)}
                endIcon={
                  <Icon
                    icon={active ? (p.sortDescending ? 'caret-down' : 'caret-up') : 'sort'}
                    size={12}
                    className={active ? undefined : 'mpa-sort-idle'}
                  />
                }
              >
                {c.header}
              </Button>
            ) : (
              <span className="mpa-grid-header-text">{c.header}</span>
            ),
            sort,
          )
        }
      />
    );
  };

  // the same function on every render: the table registers its copy hotkey again whenever this changes
  const clipboardText = useRef((_r: number, _c: number): string => '');
  clipboardText.current = (r, c) => cellText(columns[c], rows[r], r);
  const getCellClipboardData = useCallback((r: number, c: number) => clipboardText.current(r, c), []);

  // The Table mounts without rows, then gets them in a background render. Blueprint's Table measures itself
  // once mounted and then draws every cell again at once (a forced update): with no rows yet that is cheap, and
  // the cells are built in slices between which the page still answers, leaving only their commit in one task.
  const [filled, setFilled] = useState(false);
  useEffect(() => startTransition(() => setFilled(true)), []);
  const { onMounted } = p;
  const drawn = useCallback(() => onMounted(true), [onMounted]);
  useEffect(() => () => onMounted(false), [onMounted]);

  // Wider than its room, the grid scrolls sideways in its main layer, which may hold no control at all
  // (the frozen columns have them): that layer then takes focus itself, so the keyboard can scroll it.
  useEffect(() => {
    const scroller = p.body.current?.querySelector<HTMLElement>(
      '.bp6-table-quadrant-main .bp6-table-quadrant-scroll-container',
    );
    if (!scroller) return;
    if (p.overflows) scroller.tabIndex = 0;
    else scroller.removeAttribute('tabindex');
  });

  const cellClass = (r: number, c: number): string =>
    r !== activeRow
      ? 'mpa-grid-cell'
      : `mpa-grid-cell mpa-grid-active${c === 0 ? ' mpa-grid-active-start' : ''}${c === columns.length - 1 ? ' mpa-grid-active-end' : ''}`;
  return (
    <Table2
      numRows={filled ? rows.length : 0}
      defaultRowHeight={ROW_HEIGHT}
      enableRowHeader={false}
      enableColumnResizing
      enableRowResizing={false}
      enableFocusedCell={false}
      numFrozenColumns={p.frozen}
      columnWidths={p.widths}
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
          columnHeaderCellRenderer={() => header(c, i)}
          cellRenderer={(r) => (
            <GridCell
              className={cellClass(r, i)}
              interactive={c.interactive}
              id={cellId(p.gridId, r, i)}
              row={r}
              col={i}
              rowHeader={i === p.identityIndex}
            >
              {rows[r] === undefined ? null : r === activeRow && i === p.identityIndex ? (
                <span aria-current="true">{c.render(rows[r], r)}</span>
              ) : (
                c.render(rows[r], r)
              )}
            </GridCell>
          )}
        />
      ))}
    </Table2>
  );
}

/**
 * The Table is drawn again only when what it shows changed: the rows, the columns (their cells follow `deps`),
 * widths, sort, the active row. A render of the grid for anything else (busy, loading) left it alone; drawn
 * again, Blueprint's Table measured the page once more. The callbacks change only with what is compared here
 * (a caller's with its columns, in `deps`; the width handler with the widths and the saved layout, in `deps`).
 */
function same<T>(a: GridTableProps<T>, b: GridTableProps<T>): boolean {
  const eq = (x: readonly unknown[], y: readonly unknown[]) =>
    x.length === y.length && x.every((v, i) => v === y[i]);
  return (
    a.rows === b.rows &&
    a.frozen === b.frozen &&
    a.sortBy === b.sortBy &&
    a.sortDescending === b.sortDescending &&
    a.activeRow === b.activeRow &&
    a.identityIndex === b.identityIndex &&
    a.overflows === b.overflows &&
    a.body === b.body &&
    a.gridId === b.gridId &&
    eq(a.widths, b.widths) &&
    eq(a.deps, b.deps) &&
    eq(
      a.columns.map((c) => c.id),
      b.columns.map((c) => c.id),
    )
  );
}

export default memo(GridTable, same) as typeof GridTable;
