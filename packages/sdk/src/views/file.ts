import { MpaError } from '../errors';
import { checkViewColumns, type ViewColumns } from '../columns/saved';
import { VIEW_LISTS, type ViewKey } from './lists';

export type { ViewColumns };

/** The version of the view file format this SDK reads and writes. */
export const VIEW_FILE_VERSION = 1;

/** One saved view: a list's state under a name. */
export interface View {
  /** The panel's route name of the list (`vendors`, `redemptions`, `reviews-moderation`, ...). */
  list: string;
  /** Unique within its list. */
  name: string;
  /** The list's URL query (q, sort, desc, page, size, tab and the list's own keys), as text; defaults left out. */
  query: Record<string, string>;
  columns?: ViewColumns;
  /** The view the list opens with when its URL holds no state (at most one per list). */
  default?: boolean;
}

export interface ViewFile {
  version: typeof VIEW_FILE_VERSION;
  views: View[];
}

/** The longest view name accepted. */
export const VIEW_NAME_MAX = 100;

/** The error of a bad view file; `data` holds the field and the reason apart, for a panel that words them itself. */
const fail = (field: string, why: string): never => {
  throw new MpaError('validation', `${field}: ${why}`, { data: { field, reason: why } });
};
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown): string => (typeof v === 'string' ? JSON.stringify(v) : String(JSON.stringify(v)));

/**
 * A query value as the URL holds it. Numbers are taken for counts and booleans for a flag, as a person
 * writing a file by hand would give them; the view keeps the URL's text.
 */
function queryValue(
  field: string,
  key: string,
  spec: ViewKey,
  v: unknown,
  query: Record<string, string>,
  list: string,
): string {
  switch (spec.kind) {
    case 'text':
      if (typeof v !== 'string') fail(field, `must be text (got ${show(v)})`);
      return v as string;
    case 'count': {
      const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 1)
        fail(field, `must be a whole number of 1 or more (got ${show(v)})`);
      return String(n);
    }
    case 'flag':
      if (v === true || v === '1') return '1';
      if (v === false || v === '0') return '0';
      return fail(field, `must be "1" or "0" (got ${show(v)})`);
    case 'choice': {
      const allowed = spec.values!(query);
      const s = typeof v === 'string' ? allowed.find((a) => a.toLowerCase() === v.toLowerCase()) : undefined;
      if (s === undefined) {
        const what = key === 'sort' ? 'sort key' : key === 'tab' ? 'tab' : `value of ${key}`;
        fail(
          field,
          `unknown ${what} ${show(v)} for list "${list}" (one of: ${allowed.map((a) => `"${a}"`).join(', ')})`,
        );
      }
      return s!;
    }
  }
}

/** Checks a view's query against its list's keys; returns it with the URL's text values. */
export function checkViewQuery(list: string, query: unknown, field = 'query'): Record<string, string> {
  const spec = VIEW_LISTS[list];
  if (!spec) fail('list', `unknown list ${show(list)} (one of: ${Object.keys(VIEW_LISTS).join(', ')})`);
  if (!isRecord(query)) fail(field, "must be an object of the list's URL keys");
  const raw = query as Record<string, unknown>;
  // choices may depend on another key (a paid-services sort on vendor or shop): those are read first
  const out: Record<string, string> = {};
  const keys = Object.keys(raw).sort((a, b) => Number(a === 'sort') - Number(b === 'sort'));
  for (const key of keys) {
    const k = spec.keys[key];
    if (!k)
      fail(`${field}.${key}`, `unknown key for list "${list}" (keys: ${Object.keys(spec.keys).join(', ')})`);
    out[key] = queryValue(`${field}.${key}`, key, k, raw[key], out, list);
  }
  return Object.fromEntries(Object.keys(raw).map((k) => [k, out[k]]));
}

/** Checks one view; `field` names it in an error (`views[2]`). */
export function checkView(v: unknown, field = 'view'): View {
  if (!isRecord(v)) return fail(field, 'must be an object with "list", "name" and "query"');
  for (const k of Object.keys(v))
    if (!['list', 'name', 'query', 'columns', 'default'].includes(k))
      fail(`${field}.${k}`, 'unknown key (keys: list, name, query, columns, default)');
  if (typeof v.list !== 'string') fail(`${field}.list`, `must be a list's name (got ${show(v.list)})`);
  const list = v.list as string;
  if (!VIEW_LISTS[list])
    fail(`${field}.list`, `unknown list ${show(list)} (one of: ${Object.keys(VIEW_LISTS).join(', ')})`);
  if (typeof v.name !== 'string' || !v.name.trim())
    fail(`${field}.name`, `must be a name that is not empty (got ${show(v.name)})`);
  const name = (v.name as string).trim();
  if (name.length > VIEW_NAME_MAX) fail(`${field}.name`, `must be at most ${VIEW_NAME_MAX} characters`);
  if (/[\p{Cc}]/u.test(name)) fail(`${field}.name`, 'must not hold control characters');
  const query = checkViewQuery(list, v.query ?? {}, `${field}.query`);
  const view: View = { list, name, query };
  if (v.columns !== undefined) view.columns = checkViewColumns(v.columns, `${field}.columns`);
  if (v.default !== undefined) {
    if (typeof v.default !== 'boolean')
      fail(`${field}.default`, `must be true or false (got ${show(v.default)})`);
    if (v.default) view.default = true;
  }
  return view;
}

const sameKey = (a: Pick<View, 'list' | 'name'>, b: Pick<View, 'list' | 'name'>): boolean =>
  a.list === b.list && a.name.toLowerCase() === b.name.toLowerCase();

/**
 * Reads a view file (its text, or the value JSON.parse gave). A file that is not one fails with one
 * MpaError of kind `validation` naming the field: `views[2].query.sort: unknown sort key "foo" for list
 * "vendors" (one of: ...)`. Names are unique per list (letter case aside); at most one default per list.
 */
export function parseViewFile(input: string | unknown): ViewFile {
  let data = input;
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input);
    } catch (e) {
      fail('file', `not JSON (${(e as Error).message})`);
    }
  }
  if (!isRecord(data)) return fail('file', 'must be an object: { "version": 1, "views": [...] }');
  for (const k of Object.keys(data))
    if (k !== 'version' && k !== 'views') fail(k, 'unknown key (keys: version, views)');
  if (data.version !== VIEW_FILE_VERSION)
    fail(
      'version',
      `must be ${VIEW_FILE_VERSION} (got ${show(data.version)}): this file is of another format`,
    );
  if (!Array.isArray(data.views)) fail('views', 'must be a list of views');
  const views: View[] = [];
  (data.views as unknown[]).forEach((raw, i) => {
    const v = checkView(raw, `views[${i}]`);
    if (views.some((w) => sameKey(w, v)))
      fail(`views[${i}].name`, `${show(v.name)} appears twice for list "${v.list}"`);
    if (v.default && views.some((w) => w.list === v.list && w.default))
      fail(`views[${i}].default`, `list "${v.list}" has a default view already`);
    views.push(v);
  });
  return { version: VIEW_FILE_VERSION, views };
}

/** A view file's text (what the panel's 'Export views' downloads and `mpa views export` writes). */
export function stringifyViewFile(views: readonly View[]): string {
  return JSON.stringify({ version: VIEW_FILE_VERSION, views }, null, 2) + '\n';
}

/** The outcome of putting imported views into a saved set. */
export interface ViewMerge {
  /** The saved set after the merge. */
  views: View[];
  /** Views of new names. */
  added: View[];
  /** Imported views that replaced a saved one of the same list and name. */
  replaced: View[];
  /** Imported views whose name is taken by a different saved view and which were not replaced (the saved one stays). */
  conflicts: View[];
  /** Imported views equal to the saved one of their name. */
  unchanged: View[];
}

const sameView = (a: View, b: View): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Puts imported views into a saved set. A view whose list and name (letter case aside) are taken by a
 * different saved view replaces it only when `replace` says so (true, or a function asked per view);
 * otherwise it is returned in `conflicts` and the saved one is kept, so a caller can ask and merge again.
 * An imported default view takes the default from the list's saved one.
 */
export function mergeViews(
  saved: readonly View[],
  imported: readonly View[],
  o: { replace?: boolean | ((view: View) => boolean) } = {},
): ViewMerge {
  const views = [...saved];
  const r: ViewMerge = { views, added: [], replaced: [], conflicts: [], unchanged: [] };
  const replace = typeof o.replace === 'function' ? o.replace : () => Boolean(o.replace);
  for (const v of imported) {
    const at = views.findIndex((w) => sameKey(w, v));
    if (at >= 0 && sameView(views[at], v)) {
      r.unchanged.push(v);
      continue;
    }
    if (at >= 0 && !replace(v)) {
      r.conflicts.push(v);
      continue;
    }
    if (v.default)
      views.forEach((w, i) => {
        if (w.list === v.list && w.default) {
          const { default: _was, ...rest } = w;
          views[i] = rest;
        }
      });
    if (at >= 0) {
      views[at] = v;
      r.replaced.push(v);
    } else {
      views.push(v);
      r.added.push(v);
    }
  }
  return r;
}

const sameRecord = (a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => a[k] === b[k]);

/**
 * Whether a list's state differs from what a view saved: its URL query (keys in any order) and, where the view
 * saved columns and `columns` is given, the grid's hidden columns (in any order) and widths.
 */
export function viewDiffers(
  view: View,
  query: Readonly<Record<string, string>>,
  columns?: ViewColumns,
): boolean {
  if (!sameRecord(view.query, query)) return true;
  const saved = view.columns;
  if (!saved || !columns) return false;
  const hidden = new Set(saved.hidden);
  return (
    !sameRecord(saved.widths, columns.widths) ||
    hidden.size !== new Set(columns.hidden).size ||
    !columns.hidden.every((id) => hidden.has(id))
  );
}

/** The saved view of this list and name (letter case aside), if any. */
export function findView(views: readonly View[], list: string, name: string): View | undefined {
  return views.find((v) => sameKey(v, { list, name: name.trim() }));
}
