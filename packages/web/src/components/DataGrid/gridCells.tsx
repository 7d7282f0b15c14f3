import { Button } from '@blueprintjs/core';
import english from 'virtual:messages/en/grid';
import { useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { registerEnglish, useT } from '../../i18n';
import { SvgIcon } from '../SvgIcon';
import type { GridColumn } from './DataGrid';
import { CELL_CONTROLS } from './gridKeys';

// The grid's one set of headers and cells, which the light rows and Blueprint's Table both draw.

registerEnglish(english);

/** A column as drawn: the selection column has a control in its header. */
export type ShownColumn<T> = GridColumn<T> & { headerControl?: ReactNode };

/** What a path that draws a page of the grid is given. */
export interface GridPage<T> {
  /** Every column shown, in the order drawn; the first `frozen` stay in view when the rows scroll sideways. */
  columns: ReadonlyArray<ShownColumn<T>>;
  frozen: number;
  widths: readonly number[];
  rows: readonly T[];
  /** The column that names a row, and the row the keyboard acts on (-1: none). */
  identityIndex: number;
  activeRow: number;
  sortBy?: string;
  sortDescending?: boolean;
  onSort?(sortKey: string): void;
}

/** Ids of a grid's cells: its rows own them by id (Blueprint's Table draws them in layers, not in rows). */
export const cellId = (grid: string, row: number, col: number): string => `${grid}-${row}-${col}`;
export const headerId = (grid: string, col: number): string => `${grid}-h-${col}`;

/** The selection with one row's key added or taken out. */
export function withKey<K>(selected: ReadonlySet<K>, key: K, on: boolean): Set<K> {
  const next = new Set(selected);
  if (on) next.add(key);
  else next.delete(key);
  return next;
}

/** How a column is sorted now (its aria-sort); undefined where it does not sort. */
export function sortOf<T>(
  p: GridPage<T>,
  c: ShownColumn<T>,
): 'ascending' | 'descending' | 'none' | undefined {
  if (c.sortKey === undefined) return undefined;
  return c.sortKey !== p.sortBy ? 'none' : p.sortDescending ? 'descending' : 'ascending';
}

const SORT_WORDS = {
  ascending: ['ui.grid.sortedAscending', 'caret-up'],
  descending: ['ui.grid.sortedDescending', 'caret-down'],
  none: ['ui.grid.notSorted', 'sort'],
} as const;

/** A header's content: its control, a sort button (named for the column and how it is sorted), or its name. */
export function HeaderContent<T>({ page, column: c }: { page: GridPage<T>; column: ShownColumn<T> }) {
  const t = useT();
  const sort = sortOf(page, c);
  if (c.headerControl) return c.headerControl;
  if (!sort || !page.onSort) return <span className="mpa-grid-header-text">{c.header}</span>;
  const [label, icon] = SORT_WORDS[sort];
  return (
    <Button
      variant="minimal"
      size="small"
      className="mpa-grid-sort"
      tabIndex={-1}
      aria-label={t(label, { header: c.header })}
      onClick={() => page.onSort!(c.sortKey!)}
      text={c.header}
      endIcon={<SvgIcon icon={icon} size={12} className={sort === 'none' ? 'mpa-sort-idle' : undefined} />}
    />
  );
}

/** A body cell: a rowheader in the identifying column, the active row's ringed; its controls off the Tab order. */
export function GridCell<T>(p: {
  page: GridPage<T>;
  r: number;
  c: number;
  className: string;
  style?: CSSProperties;
  /** Where the cell is not inside its row (the Table): its id, which its row owns, and its row's index. */
  id?: string;
  rowIndex?: number;
}) {
  const { page, r, c } = p;
  const column = page.columns[c];
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (column.interactive)
      for (const el of ref.current!.querySelectorAll<HTMLElement>(CELL_CONTROLS))
        if (el.tabIndex !== -1) el.tabIndex = -1;
  });
  const active = r === page.activeRow;
  const ring = active
    ? ` mpa-grid-active${c === 0 ? ' mpa-grid-active-start' : ''}${c === page.columns.length - 1 ? ' mpa-grid-active-end' : ''}`
    : '';
  const row = page.rows[r];
  const content = row === undefined ? null : column.render(row, r);
  return (
    <div
      ref={ref}
      id={p.id}
      role={c === page.identityIndex ? 'rowheader' : 'gridcell'}
      aria-rowindex={p.rowIndex}
      aria-colindex={c + 1}
      className={`${p.className} mpa-grid-cell${ring}`}
      style={p.style}
      tabIndex={-1}
      data-row={r}
      data-col={c}
    >
      {active && c === page.identityIndex ? <span aria-current="true">{content}</span> : content}
    </div>
  );
}
