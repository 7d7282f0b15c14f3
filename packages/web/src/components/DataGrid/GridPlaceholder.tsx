import { ROW_HEIGHT } from './DataGrid';

/**
 * What a grid shows before Blueprint's Table is mounted: the header names in plain elements at the columns'
 * widths, and the rows as one element whose background draws a skeleton bar per row. The Table replaces it
 * once, with its rows: a few elements to remove rather than one per cell (every element removed or added
 * while the page loads costs a slow phone time).
 */
export function GridPlaceholder({
  headers,
  widths,
  rows,
}: {
  headers: readonly string[];
  widths: readonly number[];
  rows: number;
}) {
  return (
    <div className="mpa-grid-placeholder" aria-hidden="true">
      <div className="mpa-grid-placeholder-row mpa-grid-placeholder-head">
        {headers.map((h, i) => (
          <div key={i} style={{ width: widths[i] }}>
            {h}
          </div>
        ))}
      </div>
      <div className="mpa-grid-placeholder-rows" style={{ height: rows * ROW_HEIGHT }} />
    </div>
  );
}
