import { catalogue } from '@marketplace-admin/sdk';

/**
 * What a grid shows before Blueprint's Table is mounted: the header names and skeleton rows in plain
 * elements, at the columns' widths. The Table mounts once, with its rows: mounting it for a skeleton and
 * drawing it again when the rows came cost a second long task on a slow phone.
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
      {Array.from({ length: rows }, (_, r) => (
        <div key={r} className="mpa-grid-placeholder-row">
          {widths.map((w, i) => (
            <div key={i} style={{ width: w }}>
              <span className="bp6-skeleton">{catalogue.common.loading}</span>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
