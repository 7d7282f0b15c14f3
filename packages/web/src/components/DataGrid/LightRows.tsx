import type { RefObject } from 'react';
import { GridCell, HeaderContent, sortOf, type GridPage } from './gridCells';

export interface LightRowsProps<T> extends GridPage<T> {
  label: string;
  rowKey(row: T): string | number;
  emptyText: string;
  busy: boolean;
  stale: boolean;
  rootRef: RefObject<HTMLDivElement | null>;
}

/** A page as plain rows, drawn before Blueprint's Table takes their place with the same cells (the early rows' markup). */
export function LightRows<T>(p: LightRowsProps<T>) {
  const left: number[] = [];
  const total = p.widths.reduce((x, w, i) => (left.push(i < p.frozen ? x : 0), x + w), 0);
  const cell = (i: number) => ({
    className: `mpa-light-cell${i < p.frozen ? ' mpa-light-frozen' : ''}${i === p.frozen - 1 ? ' mpa-light-frozen-last' : ''}`,
    style: i < p.frozen ? { width: p.widths[i], left: left[i] } : { width: p.widths[i] },
  });
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
        {p.columns.map((c, i) => (
          <div
            key={c.id}
            role="columnheader"
            aria-label={c.header}
            aria-colindex={i + 1}
            aria-sort={sortOf(p, c)}
            {...cell(i)}
            tabIndex={-1}
            data-row={-1}
            data-col={i}
          >
            <HeaderContent page={p} column={c} />
          </div>
        ))}
      </div>
      {p.rows.map((row, r) => (
        <div
          key={p.rowKey(row)}
          role="row"
          aria-rowindex={r + 2}
          className="mpa-light-row"
          style={{ width: total }}
        >
          {p.columns.map((c, i) => (
            <GridCell key={c.id} page={p} r={r} c={i} {...cell(i)} />
          ))}
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
