export type Row = Record<string, unknown>;

/** Picks `fields` from a record (case-insensitive names, dotted paths into objects). */
export function pick(rec: Row, fields: readonly string[] | undefined): Row {
  if (!fields || fields.length === 0) return rec;
  const out: Row = {};
  for (const f of fields) out[f] = getField(rec, f);
  return out;
}

export function getField(rec: unknown, path: string): unknown {
  let cur: unknown = rec;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    const o = cur as Row;
    if (part in o) cur = o[part];
    else {
      const key = Object.keys(o).find((k) => k.toLowerCase() === part.toLowerCase());
      cur = key === undefined ? undefined : o[key];
    }
  }
  return cur;
}

/** A value as one line of text (lists of plain values joined with ';', objects as JSON). */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (Array.isArray(v) && v.every((x) => x === null || typeof x !== 'object')) return v.map((x) => (x === null ? '' : String(x))).join(';');
  return JSON.stringify(v);
}

/** Splits a --fields value: "a,b , c" -> ['a','b','c']. */
export function parseFields(v: string | undefined): string[] | undefined {
  if (!v) return undefined;
  const list = v.split(',').map((s) => s.trim()).filter(Boolean);
  return list.length ? list : undefined;
}
