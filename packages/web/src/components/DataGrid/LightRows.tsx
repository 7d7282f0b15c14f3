import { useLayoutEffect, type ReactNode, type RefObject } from 'react';
import type { GridColumn } from './DataGrid';
import { CELL_CONTROLS } from './gridKeys';
import { useT } from '../../i18n';
import { sortLabel } from './gridWords';
import { SvgIcon } from '../SvgIcon';

export interface LightRowsProps<T> {
  label: string;
  /** Every column shown, in the order drawn; the first `frozen` stay in view when the rows scroll sideways. */
  columns: ReadonlyArray<GridColumn<T> & { headerControl?: ReactNode }>;
  frozen: number;
  widths: readonly number[];
  rows: readonly T[];
  rowKey(row: T): string | number;
  identityIndex: number;
  activeRow: number;
  sortBy?: string;
  sortDescending?: boolean;
  onSort?(sortKey: string): void;
  emptyText: string;
  busy: boolean;
  stale: boolean;
  rootRef: RefObject<HTMLDivElement | null>;
}

/**
 * A grid's page as plain rows, drawn before Blueprint's Table (whose code and mount are most of a list's first
 * task) and replaced by it in place: the same row height, column widths and header, so nothing moves. Each row
 * holds its cells (an ARIA grid read as it is built, no ids owned from elsewhere), the cells carry
 * `data-row`/`data-col` like the Table's, so the grid's keyboard (gridKeys.ts) works on them alike, and their
 * controls (sort buttons, checkboxes, row menus) are the same components as in the Table.
 */
export function LightRows<T>(p: LightRowsProps<T>) {
  const t = useT();
  // a cell is the grid's tab stop, its controls are worked with Enter or Space (as in the Table)
  useLayoutEffect(() => {
    for (const el of p.rootRef.current?.querySelectorAll<HTMLElement>(`[data-row] :is(${CELL_CONTROLS})`) ??
      [])
      if (el.tabIndex !== -1) el.tabIndex = -1;
  });
  const left: number[] = [];
  p.widths.reduce((x, w, i) => (left.push(i < p.frozen ? x : 0), x + w), 0);
  const total = p.widths.reduce((a, b) => a + b, 0);
  const place = (i: number) =>
    i < p.frozen ? { width: p.widths[i], left: left[i] } : { width: p.widths[i] };
  const frozenClass = (i: number) =>
    (i < p.frozen ? ' mpa-light-frozen' : '') + (i === p.frozen - 1 ? ' mpa-light-frozen-last' : '');
  return (
    <div
      ref={p.rootRef}
      role="grid"
      className={`mpa-light${p.stale ? ' mpa-light-stale' : ''}`}
      aria-label={p.label}
      aria-rowcount={p.rows.length + 1}
      aria-colcount={p.columns.length}
      aria-busy={p.busy || undefined}
    >
      <div role="row" aria-rowindex={1} className="mpa-light-row mpa-light-head" style={{ width: total }}>
        {p.columns.map((c, i) => {
          const active = c.sortKey !== undefined && c.sortKey === p.sortBy;
          const sort =
            c.sortKey === undefined
              ? undefined
              : active
                ? p.sortDescending
                  ? 'descending'
                  : 'ascending'
                : 'none';
          return (
            <div
              key={c.id}
              role="columnheader"
              aria-label={c.header}
              aria-colindex={i + 1}
              aria-sort={sort}
              className={`mpa-light-cell${frozenClass(i)}`}
              style={place(i)}
              tabIndex={-1}
              data-row={-1}
              data-col={i}
            >
              {c.headerControl ??
                (c.sortKey !== undefined && p.onSort ? (
                  // Blueprint's minimal small Button in its markup (its component measures its text once mounted)
                  <button
                    type="button"
                    className="bp6-button bp6-small bp6-minimal mpa-grid-sort"
                    tabIndex={-1}
                    aria-label={sortLabel(
                      t,
                      c.header,
                      active ? (p.sortDescending ? 'descending' : 'ascending') : 'none',
                    )}
                    onClick={() => p.onSort!(c.sortKey!)}
                  >
                    <span className="bp6-button-text">{c.header}</span>
                    <SvgIcon
                      icon={active ? (p.sortDescending ? 'caret-down' : 'caret-up') : 'sort'}
                      size={12}
                      className={active ? undefined : 'mpa-sort-idle'}
                    />
                  </button>
                ) : (
                  <span className="mpa-grid-header-text">{c.header}</span>
                ))}
            </div>
          );
        })}
      </div>
      {p.rows.map((row, r) => (
        <div
          key={p.rowKey(row)}
          role="row"
          aria-rowindex={r + 2}
          className="mpa-light-row"
          style={{ width: total }}
        >
          {p.columns.map((c, i) => {
            const active = r === p.activeRow;
            const ring = active
              ? ` mpa-grid-active${i === 0 ? ' mpa-grid-active-start' : ''}${i === p.columns.length - 1 ? ' mpa-grid-active-end' : ''}`
              : '';
            const content = c.render(row, r);
            return (
              <div
                key={c.id}
                role={i === p.identityIndex ? 'rowheader' : 'gridcell'}
                aria-colindex={i + 1}
                className={`mpa-light-cell mpa-grid-cell${frozenClass(i)}${ring}`}
                style={place(i)}
                tabIndex={-1}
                data-row={r}
                data-col={i}
              >
                {active && i === p.identityIndex ? <span aria-current="true">{content}</span> : content}
              </div>
            );
          })}
        </div>
      ))}
      {p.rows.length === 0 && (
        <div role="row" aria-rowindex={2} className="mpa-light-row">
          <div role="gridcell" aria-colspan={p.columns.length} className="mpa-grid-empty-text">
            {p.emptyText}
          </div>
        </div>
      )}
    </div>
  );
}
