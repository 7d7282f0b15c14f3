import { MpaError } from '../errors';

// Outside views/: the panel's grid reads its saved columns on its first paint, the views' code comes later.

/** A grid's visible columns and widths, as the panel's grid keeps them and a saved view holds them. */
export interface ViewColumns {
  /** Column id -> width in pixels. */
  widths: Record<string, number>;
  /** The ids of the columns the user hid. */
  hidden: string[];
}

const fail = (field: string, why: string): never => {
  throw new MpaError('validation', `${field}: ${why}`, { data: { field, reason: why } });
};
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown): string => String(JSON.stringify(v));

/** Checks a grid's columns as a view saves them and the panel's grid keeps them; `field` names them in an error. */
export function checkViewColumns(v: unknown, field = 'columns'): ViewColumns {
  if (!isRecord(v)) return fail(field, 'must be an object with "widths" and "hidden"');
  for (const k of Object.keys(v))
    if (k !== 'widths' && k !== 'hidden') fail(`${field}.${k}`, 'unknown key (keys: widths, hidden)');
  const widths: Record<string, number> = {};
  if (v.widths !== undefined) {
    if (!isRecord(v.widths)) fail(`${field}.widths`, 'must be an object of column id -> width');
    for (const [id, w] of Object.entries(v.widths as Record<string, unknown>)) {
      if (typeof w !== 'number' || !Number.isFinite(w) || w <= 0)
        fail(`${field}.widths.${id}`, `must be a width in pixels above 0 (got ${show(w)})`);
      widths[id] = w as number;
    }
  }
  const hidden: string[] = [];
  if (v.hidden !== undefined) {
    if (!Array.isArray(v.hidden)) fail(`${field}.hidden`, 'must be a list of column ids');
    (v.hidden as unknown[]).forEach((id, i) => {
      if (typeof id !== 'string' || !id)
        fail(`${field}.hidden[${i}]`, `must be a column id (got ${show(id)})`);
      hidden.push(id as string);
    });
  }
  return { widths, hidden };
}
