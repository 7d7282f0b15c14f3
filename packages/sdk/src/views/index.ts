import { MpaError } from '../errors';
import { checkViewQuery } from './file';
import {
  VIEW_LISTS,
  viewStateOf,
  type ViewFlag,
  type ViewListCall,
  type ViewListSpec,
  type ViewVerb,
} from './lists';

export {
  VIEW_FILE_VERSION,
  VIEW_NAME_MAX,
  checkView,
  checkViewQuery,
  findView,
  mergeViews,
  parseViewFile,
  stringifyViewFile,
  viewDiffers,
  type View,
  type ViewFile,
  type ViewMerge,
} from './file';
export { insightSlice, subscriptionSlice } from './slices';
export {
  VIEW_LISTS,
  type ViewFlag,
  type ViewKey,
  type ViewListCall,
  type ViewListSpec,
  type ViewState,
  type ViewVerb,
} from './lists';

function specOf(list: string): ViewListSpec {
  const spec = VIEW_LISTS[list];
  if (!spec)
    throw new MpaError(
      'validation',
      `list: unknown list "${list}" (one of: ${Object.keys(VIEW_LISTS).join(', ')})`,
    );
  return spec;
}

/**
 * A view's query from a list's URL query (`location.search` or its URLSearchParams): the list's own keys
 * with valid values, in the URL's order. Other keys, and values the screen would not read (it falls back to
 * its default for them), are left out, so 'Save view…' and 'Copy as mpa command' take what the screen shows.
 */
export function viewQueryOfUrl(list: string, search: string | URLSearchParams): Record<string, string> {
  const spec = specOf(list);
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const read: Record<string, string> = {};
  // a sort's keys may depend on another key (paid services' vendor or shop): it is read last
  const keys = [...new Set(params.keys())].filter((k) => spec.keys[k]);
  for (const key of [...keys.filter((k) => k !== 'sort'), ...keys.filter((k) => k === 'sort')]) {
    try {
      read[key] = checkViewQuery(list, { ...read, [key]: params.get(key) })[key];
    } catch {
      // a value the screen does not read (page=abc): not part of what it shows
    }
  }
  return Object.fromEntries(keys.filter((k) => k in read).map((k) => [k, read[k]]));
}

/** A view's link: the list's path in the panel with the view's query (`/vendors?q=khan&sort=mobileno`). */
export function viewLink(view: { list: string; query: Readonly<Record<string, string>> }): string {
  const search = new URLSearchParams(view.query).toString();
  return `/${specOf(view.list).list}${search ? `?${search}` : ''}`;
}

/** The list a `mpa` noun lists (the view lists of that noun), if any. */
export function viewListOfNoun(noun: string): string | undefined {
  return Object.values(VIEW_LISTS).find((s) => s.noun === noun)?.list;
}

/**
 * The SDK call the list's screen makes for this query (its URL's keys): a client method by its path
 * and its arguments, e.g. `{ method: 'vendors.list', args: [{ page: 1, pageSize: 10, searchTerms: 'khan',
 * sortBy: 'vendorname', sortDescending: false }] }`. Undefined for the panel's sample lists. The query is
 * checked first (a validation MpaError naming the key).
 */
export function viewToListCall(
  list: string,
  query: Readonly<Record<string, unknown>>,
): ViewListCall | undefined {
  const spec = specOf(list);
  return spec.call?.(viewStateOf(spec, checkViewQuery(list, query)));
}

/** What a list call gives: a page, or (`reviews.all`) every row of a tab. */
export interface ViewRows<T = unknown> {
  items: T[];
  totalCount: number;
}

/**
 * Runs a list's call for a query on a client (`createClient(...)`): the rows the list's screen shows for
 * that URL. A list with no server call (the sample lists) is a validation error.
 */
export async function fetchViewRows<T = unknown>(
  client: object,
  list: string,
  query: Readonly<Record<string, unknown>>,
): Promise<ViewRows<T>> {
  const call = viewToListCall(list, query);
  if (!call)
    throw new MpaError('validation', `list: "${list}" is sample data of the panel, with no server list`);
  const path = call.method.split('.');
  const owner = path.slice(0, -1).reduce<any>((o, k) => o[k], client);
  const got = (await owner[path[path.length - 1]](...call.args)) as T[] | ViewRows<T>;
  return Array.isArray(got) ? { items: got, totalCount: got.length } : got;
}

/** The `mpa` flags (`--search khan --sort vendorname --desc`) for a list's query and a verb. */
export function viewFlags(
  list: string,
  query: Readonly<Record<string, unknown>>,
  verb: ViewVerb,
): ViewFlag[] {
  const spec = specOf(list);
  const checked = checkViewQuery(list, query);
  if (!spec.flags || !spec.noun)
    throw new MpaError('validation', `list: "${list}" is sample data of the panel, with no mpa command`);
  return spec.flags(viewStateOf(spec, checked), checked, verb);
}

/** A word that needs no quoting in a POSIX shell (nor in zsh, which expands a word starting with `=`). */
const PLAIN = /^[A-Za-z0-9_@%+:,./-][A-Za-z0-9_@%+=:,./-]*$/;

/**
 * One argument quoted for a POSIX shell (sh, bash, zsh): as it is when it holds no special character,
 * else in single quotes, each `'` written `'\''`. Inside single quotes `$`, backticks, `\`, `!` (in sh)
 * and newlines are plain text.
 */
export function shellQuote(word: string): string {
  if (word !== '' && PLAIN.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

export interface MpaCommandOptions {
  /** `export` (default): every row of the slice, to stdout; `list`: the page the screen shows. */
  verb?: ViewVerb;
  /** Adds `--format FORMAT` (list: table|json|csv|ndjson; export: csv|json|ndjson). */
  format?: string;
}

/** The words of the `mpa` command listing a query's rows: `['mpa', 'vendors', 'export', '--search', 'khan']`. */
export function mpaArgsFor(
  list: string,
  query: Readonly<Record<string, unknown>>,
  o: MpaCommandOptions = {},
): string[] {
  const verb = o.verb ?? 'export';
  const words = ['mpa', specOf(list).noun ?? '', verb];
  for (const f of viewFlags(list, query, verb)) {
    if (f.value === undefined) words.push(f.flag);
    // a value starting with '-' would be read as a flag of its own
    else if (f.value.startsWith('-')) words.push(`${f.flag}=${f.value}`);
    else words.push(f.flag, f.value);
  }
  if (o.format) words.push('--format', o.format);
  return words;
}

/**
 * The `mpa` command, quoted for a POSIX shell, that lists the rows of a list's query (what the panel's
 * 'Copy as mpa command' copies): `mpa vendors export --search 'khan & sons' --sort vendorname --desc`.
 */
export function mpaCommandFor(
  list: string,
  query: Readonly<Record<string, unknown>>,
  o: MpaCommandOptions = {},
): string {
  return mpaArgsFor(list, query, o).map(shellQuote).join(' ');
}
