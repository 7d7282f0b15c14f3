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

/** Splits a --fields value: "a,b , c" -> ['a','b','c']. */
export function parseFields(v: string | undefined): string[] | undefined {
  if (!v) return undefined;
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length ? list : undefined;
}
