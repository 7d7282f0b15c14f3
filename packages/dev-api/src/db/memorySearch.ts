import type { ListSpec, Value } from './listQuery';
import { indexable, MIN_INDEXED_TERM } from './search';

/** Joins a row's searched columns: a term holding it could match across two columns, so it takes the general path. */
const TEXT_SEPARATOR = '\u001f';

/** SQLite's lower() without ICU: ASCII letters only, as LIKE folds them. */
const asciiLower = (t: string): string => t.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** Table aliases an SQL expression names (`u.name` -> u). */
const aliases = (sql: string): string[] => [...sql.matchAll(/\b([A-Za-z_]\w*)\.[A-Za-z_]/g)].map((m) => m[1]);

/**
 * A searched list matched in this process (ListSpec.memory: the vendor list): the searched text of every
 * row held in memory as LIKE sees it (each column as SQLite renders it as text, cut at a NUL as LIKE stops
 * reading there, ASCII letters lower-cased: LIKE folds those only), and `includes` over it.
 * - A term of 1-2 characters (too short for the trigram indexes) is tested against every row: SQLite
 *   walked every row calling instr() (about 1 ms for the large seed's 10k vendors); a JavaScript substring
 *   test of 10k short strings takes a fifth of that.
 * - A term of 3+ characters is tested against the rows the trigram indexes find (a superset of the
 *   matches: they fold case beyond ASCII), where SQLite read each of them, LIKE-checked and sorted them
 *   (about 1 µs a candidate).
 * The page is then the matching rows in the order SQLite sorts them: each sort key's order of the whole
 * list is read from SQLite once a snapshot (`ORDER BY <key>, <row key>`, so collations and types sort as
 * in the page's query) and walked until the page is full; the page's rows are then read by their keys.
 *
 * A snapshot is right until the next write: Db keeps it only for the generation it was built in (every
 * write through the server and every commit by another connection, seen by `PRAGMA data_version`, starts a
 * new one), and builds the next on the first search after (large seed: about 60 ms with the first sort
 * key's order, 10-20 ms each further sort key; none at start-up).
 * It lives on the event loop's thread, beside that check, whichever threads the list queries run on.
 */

/**
 * True when the list is searched in memory: it opts in (ListSpec.memory, naming its table), its
 * conditions, key and searched columns name only that table, except a joined table's matched on its own
 * (`via`), and the term is short or can be looked up in the sources' trigram indexes. A term holding
 * TEXT_SEPARATOR could match across two columns: the general path.
 */
export function memorySearchable(o: ListSpec): boolean {
  const term = o.paging.search;
  if (!o.memory || !o.search?.length || term === '' || term.includes(TEXT_SEPARATOR)) return false;
  if ([...term].length >= MIN_INDEXED_TERM && !indexable(term, o.search)) return false;
  const alias = o.memory.table.trim().split(/\s+/).pop()!;
  const ownCols = o.search.filter((s) => !s.via).flatMap((s) => s.cols);
  return [o.key, ...(o.where ?? []), ...ownCols].every((sql) => aliases(sql).every((a) => a === alias));
}

/** How a snapshot reads SQLite (Db's reader: the list queries' connection). */
export type ReadRows = (sql: string, args: readonly Value[]) => Promise<Record<string, Value>[]>;

/** What one list's snapshot depends on: the same string, the same snapshot. */
export const snapshotKey = (o: ListSpec): string =>
  JSON.stringify([
    o.memory?.table,
    o.from,
    o.where ?? [],
    o.args ?? [],
    o.key,
    (o.search ?? []).map((s) => [s.cols, s.via ?? null]),
  ]);

/** The one value (`j`) of a query answering a JSON array (json_group_array). */
async function json<T = any>(read: ReadRows, sql: string, args: readonly Value[]): Promise<T[]> {
  const rows = await read(sql, args);
  return JSON.parse(String(rows[0]?.j ?? '[]')) as T[];
}

/** A column's value as LIKE reads it: SQLite's text of it up to a NUL, ASCII letters lower-cased; NULL matches nothing (''). */
function likeText(v: Value): string {
  if (v === null) return '';
  const t = String(v);
  const nul = t.indexOf('\0');
  return asciiLower(nul < 0 ? t : t.slice(0, nul));
}

/** A joined table matched on its own (SearchSource.via): its rows' texts, and each list row's row of it (-1: none). */
interface Via {
  text: string[];
  rowOf: Int32Array;
}

export class SearchSnapshot {
  private readonly orders = new Map<string, Promise<Int32Array>>();

  private constructor(
    private readonly o: ListSpec,
    private readonly read: ReadRows,
    /** The list's row keys, by position. */
    readonly keys: Value[],
    private readonly at: Map<Value, number>,
    /** Each row's own searched columns, joined by TEXT_SEPARATOR (a term holding it does not come here). */
    private readonly text: string[],
    private readonly vias: Via[],
  ) {}

  static async build(o: ListSpec, read: ReadRows): Promise<SearchSnapshot> {
    const own = o.memory!;
    const where = o.where?.length ? ` WHERE ${o.where.join(' AND ')}` : '';
    const ownCols = (o.search ?? []).filter((s) => !s.via).flatMap((s) => s.cols);
    const viaSources = (o.search ?? []).filter((s) => s.via);
    // each row as a JSON array in one JSON text: the driver would build an object a row, several times slower
    const asText = (c: string): string => `CAST(${c} AS TEXT)`;
    const [rows, ...viaRows] = await Promise.all([
      json(
        read,
        `SELECT json_group_array(json_array(${[o.key, ...ownCols.map(asText), ...viaSources.map((s) => s.via!.fk)].join(', ')})) AS j FROM ${own.table}${where}`,
        o.args ?? [],
      ),
      ...viaSources.map((s) =>
        json(
          read,
          `SELECT json_group_array(json_array(${[s.via!.key, ...s.cols.map(asText)].join(', ')})) AS j FROM ${s.via!.from}`,
          [],
        ),
      ),
    ]);
    const keys = rows.map((r) => r[0]);
    const at = new Map<Value, number>(keys.map((k, i) => [k, i]));
    const text = rows.map((r) => ownCols.map((_, i) => likeText(r[1 + i])).join(TEXT_SEPARATOR));
    const vias = viaSources.map((s, v): Via => {
      const vr = viaRows[v];
      const viaAt = new Map<Value, number>(vr.map((r, i) => [r[0], i]));
      const rowOf = Int32Array.from(rows, (r) => viaAt.get(r[1 + ownCols.length + v]) ?? -1);
      return { text: vr.map((r) => s.cols.map((_, i) => likeText(r[1 + i])).join(TEXT_SEPARATOR)), rowOf };
    });
    return new SearchSnapshot(o, read, keys, at, text, vias);
  }

  /**
   * The rows whose searched text holds the term (as `LIKE '%term%'` on each column decides), and how many:
   * of every row, or only of `candidates` (keys; a superset of the matches, from the trigram indexes).
   */
  match(term: string, candidates?: readonly Value[]): { hits: Uint8Array; total: number } {
    const t = asciiLower(term);
    const n = this.keys.length;
    const hits = new Uint8Array(n);
    const vias = this.vias.map((via) => ({
      rowOf: via.rowOf,
      hit: Uint8Array.from(via.text, (s) => (s.includes(t) ? 1 : 0)),
    }));
    const text = this.text;
    const holds = (i: number): boolean => {
      for (const via of vias) if (via.rowOf[i] >= 0 && via.hit[via.rowOf[i]]) return true;
      return text[i].includes(t);
    };
    let total = 0;
    if (candidates) {
      for (const k of candidates) {
        const i = this.at.get(k);
        // a key not of the list (another role) or met twice
        if (i === undefined || hits[i] || !holds(i)) continue;
        hits[i] = 1;
        total++;
      }
    } else {
      for (const via of vias)
        for (let i = 0; i < n; i++) if (via.rowOf[i] >= 0 && via.hit[via.rowOf[i]]) hits[i] = 1;
      for (let i = 0; i < n; i++) {
        if (hits[i] || text[i].includes(t)) {
          hits[i] = 1;
          total++;
        }
      }
    }
    return { hits, total };
  }

  /** The list's row positions in the order `ORDER BY orderBy ASC, key ASC` (SQLite's collations and types), read once a sort key. */
  private order(orderBy: string): Promise<Int32Array> {
    let p = this.orders.get(orderBy);
    if (!p) {
      const where = this.o.where?.length ? ` WHERE ${this.o.where.join(' AND ')}` : '';
      const sql = `SELECT json_group_array(${this.o.key} ORDER BY ${orderBy} ASC, ${this.o.key} ASC) AS j ${this.o.from}${where}`;
      p = json(this.read, sql, this.o.args ?? []).then((keys) => {
        const order = new Int32Array(keys.length);
        let m = 0;
        // a row the snapshot lacks (written in between: the snapshot is then already stale) is left out
        for (const k of keys) {
          const i = this.at.get(k);
          if (i !== undefined) order[m++] = i;
        }
        return order.subarray(0, m);
      });
      p.catch(() => this.orders.delete(orderBy));
      this.orders.set(orderBy, p);
    }
    return p;
  }

  /**
   * The keys of the matching rows from `offset`, at most `limit` of them (all with `Infinity`), in the
   * page's order (DESC is ASC reversed: `key` breaks every tie), and the total.
   */
  async page(
    term: string,
    orderBy: string,
    desc: boolean,
    offset: number,
    limit: number,
    candidates?: readonly Value[],
  ): Promise<{ total: number; keys: Value[] }> {
    const { hits, total } = this.match(term, candidates);
    const keys: Value[] = [];
    if (offset >= total || limit <= 0) return { total, keys };
    const order = await this.order(orderBy);
    const n = order.length;
    let skip = offset;
    for (let j = 0; j < n && keys.length < limit; j++) {
      const i = order[desc ? n - 1 - j : j];
      if (!hits[i]) continue;
      if (skip > 0) skip--;
      else keys.push(this.keys[i]);
    }
    return { total, keys };
  }
}
