import type { ColumnDef, ListColumns, ListName } from '@marketplace-admin/sdk';
import { getField, type Row } from './values';
import { oneLine } from './visible';

/** Which list's definitions a table draws (the SDK's LIST_COLUMNS), and its tab. */
export interface ListTable {
  list: ListName;
  /** The tab shown (a redemption status): columns of other tabs are left out. */
  tab?: string;
  /** A queue: add each item's age (from the list's `ageFrom` field). */
  age?: boolean;
  /** A tree (the list's `children` field): each item drawn with its children under it, their names indented. */
  tree?: boolean;
  /**
   * Fields whose cells show another value than the row's (a service's name for its id), read once the rows are
   * all there: field -> the value shown for the row's value.
   */
  lookups?(rows: readonly Row[]): Promise<Record<string, (value: unknown) => unknown>>;
}

export interface TableOptions {
  /** Draw these API fields (--fields), in this order. */
  fields?: readonly string[];
  /** The list's columns (headers, formats, which are never cut). */
  list?: ListTable;
  /** Plain columns by field name, for tables no list definition covers. */
  columns?: readonly string[];
  /** Fit to this many characters; undefined draws every column whole (--wide, or not a terminal). */
  width?: number;
  /** Dates and times in this zone (default the local one). */
  timeZone?: string;
  /** Dates and times as the server sent them. */
  iso?: boolean;
  /** The time ages count to. */
  now?: number;
}

/** A column as drawn: its header and every row's cell. */
interface Drawn {
  header: string;
  cells: string[];
  right: boolean;
  /** Never cut nor left out (the identifying and status columns, the age). */
  keep: boolean;
  /** Cut last (a date reads badly cut). */
  cutLate: boolean;
}

const GAP = 2;
const MIN_CUT = 10;
const width = (s: string): number => [...s].length;
const cut = (s: string, w: number): string =>
  width(s) <= w ? s : [...s].slice(0, Math.max(0, w - 1)).join('') + '…';
const pad = (s: string, w: number, right: boolean): string =>
  right ? ' '.repeat(w - width(s)) + s : s + ' '.repeat(w - width(s));

/**
 * Narrows columns until the line fits `max`: long text first (widest first, to its header's width or 10), dates next,
 * then leaves out columns from the right; identifying, status and age columns are never cut nor left out, and
 * headers are never cut. Returns the widths of the columns kept (undefined for one left out).
 */
function fit(cols: Drawn[], max: number): (number | undefined)[] {
  const shown = cols.map(() => true);
  for (;;) {
    const widths: (number | undefined)[] = cols.map((c, i) =>
      shown[i] ? Math.max(width(c.header), ...c.cells.map(width)) : undefined,
    );
    // a cell cut shorter than this says too little: the column is left out instead
    const narrowest = widths.map((w, i) =>
      w === undefined ? 0 : Math.max(width(cols[i].header), Math.min(w, MIN_CUT)),
    );
    const total = (): number => widths.reduce<number>((s, w) => s + (w === undefined ? 0 : w + GAP), -GAP);
    for (const late of [false, true]) {
      const narrowable = cols.map((c, i) => shown[i] && !c.keep && !c.right && (late || !c.cutLate));
      let excess = total() - max;
      while (excess > 0) {
        let widest = -1;
        for (let i = 0; i < cols.length; i++) {
          if (narrowable[i] && widths[i]! > narrowest[i] && (widest < 0 || widths[i]! > widths[widest]!))
            widest = i;
        }
        if (widest < 0) break;
        widths[widest]!--;
        excess--;
      }
      if (excess <= 0) return widths;
    }
    let last = -1;
    for (let i = cols.length - 1; i >= 0 && last < 0; i--) if (shown[i] && !cols[i].keep) last = i;
    if (last < 0) return widths;
    shown[last] = false;
  }
}

/** The table: a header, one rule under it, one line per row; columns apart by two spaces, numbers on the right. */
function draw(cols: Drawn[], max: number | undefined): { text: string; leftOut: string[] } {
  const widths =
    max === undefined ? cols.map((c) => Math.max(width(c.header), ...c.cells.map(width))) : fit(cols, max);
  const kept = cols.flatMap((c, i) => (widths[i] === undefined ? [] : [{ c, w: widths[i]! }]));
  const line = (cells: string[]): string => cells.join(' '.repeat(GAP)).trimEnd() + '\n';
  const rows =
    cols[0]?.cells.map((_, r) => line(kept.map(({ c, w }) => pad(cut(c.cells[r], w), w, c.right)))) ?? [];
  return {
    text:
      line(kept.map(({ c, w }) => pad(c.header, w, c.right))) +
      line(kept.map(({ w }) => '─'.repeat(w))) +
      rows.join(''),
    leftOut: cols.filter((_, i) => widths[i] === undefined).map((c) => c.header),
  };
}

/**
 * A list as a compact table, as the panel's grid shows it: the definitions' headers and cell formats (or the
 * field names and values as they came, for lists without one), fitted to the terminal's width.
 */
export async function renderTable(
  items: readonly Row[],
  o: TableOptions,
): Promise<{ text: string; leftOut: string[] }> {
  const sdk = await import('@marketplace-admin/sdk');
  const format = { timeZone: o.timeZone, iso: o.iso };
  const def: ListColumns | undefined = o.list ? sdk.LIST_COLUMNS[o.list.list] : undefined;
  const tree = o.list?.tree && def?.children ? flatten(items, def.children) : undefined;
  const rows = tree?.rows ?? items;
  const lookups = (await o.list?.lookups?.(rows)) ?? {};
  // a tree's names are indented under their parent: the first column the panel draws too
  const treeColumn = tree ? def!.columns.find((c) => !c.only)?.id : undefined;
  const shown = (c: ColumnDef, r: Row, i: number): string => {
    const lookup = lookups[c.id];
    const raw = sdk.columnValue(c, r);
    const text = oneLine(sdk.formatValue(c.kind, lookup ? lookup(raw) : raw, format));
    return c.id === treeColumn && tree!.depth[i] ? `${'  '.repeat(tree!.depth[i] - 1)}└ ${text}` : text;
  };
  const ageFrom = o.list?.age ? def?.ageFrom : undefined;
  const keep = new Set([def?.identifies, def?.status].flatMap((k) => (k ? [k.toLowerCase()] : [])));
  const now = o.now ?? Date.now();

  const ofDefinition = (c: ColumnDef): Drawn => ({
    header: oneLine(sdk.columnLabel(c)),
    cells: rows.map((r, i) => shown(c, r, i)),
    right: sdk.alignsRight(c.kind),
    keep: keep.has(c.id.toLowerCase()),
    cutLate: c.kind === 'dateTime' || c.kind === 'date' || c.kind === 'period',
  });
  const age = (): Drawn => ({
    header: sdk.catalogue.columns.age,
    cells: rows.map((r) => sdk.formatAge(getField(r, ageFrom!) as string | undefined, now)),
    right: true,
    keep: true,
    cutLate: false,
  });
  const plain = (field: string): Drawn => ({
    header: oneLine(field),
    cells: rows.map((r) => oneLine(sdk.cellText(getField(r, field)))),
    right: false,
    keep: keep.has(field.toLowerCase()),
    cutLate: false,
  });

  let cols: Drawn[];
  if (o.fields) {
    cols = o.fields.map((f) => {
      if (ageFrom && f.toLowerCase() === 'age') return age();
      const c = o.list && sdk.findColumn(o.list.list, f);
      return c ? ofDefinition(c) : plain(f);
    });
  } else if (def && o.list) {
    const tab = o.list.tab;
    const drawn = def.columns.filter(
      (c) => c.only !== 'panel' && (!c.tabs || (tab !== undefined && c.tabs.includes(tab))),
    );
    cols = [...drawn.map(ofDefinition), ...(ageFrom ? [age()] : [])];
  } else {
    cols = (o.columns ?? (rows[0] ? Object.keys(rows[0]) : [])).map(plain);
  }
  return draw(cols, o.width);
}

/** A tree's items in order, each followed by its children (field `children`), with their depths. */
function flatten(roots: readonly Row[], children: string): { rows: Row[]; depth: number[] } {
  const rows: Row[] = [];
  const depth: number[] = [];
  const walk = (nodes: readonly Row[], d: number): void => {
    for (const n of nodes) {
      rows.push(n);
      depth.push(d);
      const kids = getField(n, children);
      if (Array.isArray(kids)) walk(kids as Row[], d + 1);
    }
  };
  walk(roots, 0);
  return { rows, depth };
}

/** One record: a field per line, names aligned, values whole (made one line and visible). */
export async function renderRecord(rec: Row, fields?: readonly string[]): Promise<string> {
  const { cellText } = await import('@marketplace-admin/sdk');
  const names = (fields ?? Object.keys(rec)).map(
    (k) => [oneLine(k), oneLine(cellText(getField(rec, k)))] as const,
  );
  const w = Math.max(0, ...names.map(([k]) => width(k)));
  return names.map(([k, v]) => `${pad(k, w, false)}  ${v}`.trimEnd() + '\n').join('');
}
