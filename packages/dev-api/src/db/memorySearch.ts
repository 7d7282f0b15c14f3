import type { ListSpec, Value } from './listQuery';
import { asciiLower, TEXT_SEPARATOR } from './ownSearch';

/**
 * A list searched for a term of 1-2 characters (too short for the trigram indexes) matched in this
 * process: the searched text of every row of the list (ListSpec.own: the vendor list) held in memory,
 * as LIKE sees it (each column as SQLite renders it as text, cut at a NUL as LIKE stops reading there,
 * ASCII letters lower-cased: LIKE folds those only), and `includes` over it. SQLite walked every row
 * calling instr() (about 1 ms for the large seed's 10k vendors); a JavaScript substring test of 10k short
 * strings takes a fifth of that. The page is then the matching rows in the order SQLite sorts them: each
 * sort key's order of the whole list is read from SQLite once (`ORDER BY <key>, <row key>`, so collations
 * and types sort as in the page's query) and walked until the page is full; the page's rows are then
 * read by their keys.
 *
 * A snapshot is right until the next write: Db keeps it only for the generation it was built in (every
 * write through the server and every commit by another connection, seen by `PRAGMA data_version`, starts a
 * new one), and builds the next on the first search after (about 30 ms for the large seed, off start-up).
 * It lives on the event loop's thread, beside that check, whichever threads the list queries run on.
 */

/** How a snapshot reads SQLite (Db's reader: the list queries' connection). */
export type ReadRows = (sql: string, args: readonly Value[]) => Promise<Record<string, Value>[]>;

/** What one list's snapshot depends on: the same string, the same snapshot. */
export const snapshotKey = (o: ListSpec): string =>
  JSON.stringify([o.own?.table, o.from, o.where ?? [], o.args ?? [], o.key, (o.search ?? []).map((s) => [s.cols, s.text ? 1 : 0, s.via ?? null])]);

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
    const own = o.own!;
    const where = o.where?.length ? ` WHERE ${o.where.join(' AND ')}` : '';
    const ownCols = (o.search ?? []).filter((s) => !s.via).flatMap((s) => s.cols);
    const viaSources = (o.search ?? []).filter((s) => s.via);
    const cols = [...ownCols.map((c, i) => `CAST(${c} AS TEXT) AS c${i}`), ...viaSources.map((s, i) => `${s.via!.fk} AS f${i}`)];
    const [rows, ...viaRows] = await Promise.all([
      read(`SELECT ${o.key} AS k${cols.map((c) => `, ${c}`).join('')} FROM ${own.table}${where}`, o.args ?? []),
      ...viaSources.map((s) => read(`SELECT ${s.via!.key} AS k${s.cols.map((c, i) => `, CAST(${c} AS TEXT) AS c${i}`).join('')} FROM ${s.via!.from}`, [])),
    ]);
    const keys = rows.map((r) => r.k);
    const at = new Map<Value, number>(keys.map((k, i) => [k, i]));
    const text = rows.map((r) => ownCols.map((_, i) => likeText(r[`c${i}`])).join(TEXT_SEPARATOR));
    const vias = viaSources.map((s, v): Via => {
      const vr = viaRows[v];
      const viaAt = new Map<Value, number>(vr.map((r, i) => [r.k, i]));
      const rowOf = Int32Array.from(rows, (r) => viaAt.get(r[`f${v}`]) ?? -1);
      return { text: vr.map((r) => s.cols.map((_, i) => likeText(r[`c${i}`])).join(TEXT_SEPARATOR)), rowOf };
    });
    return new SearchSnapshot(o, read, keys, at, text, vias);
  }

  /** The rows whose searched text holds the term (as `LIKE '%term%'` on each column decides), and how many. */
  match(term: string): { hits: Uint8Array; total: number } {
    const t = asciiLower(term);
    const n = this.keys.length;
    const hits = new Uint8Array(n);
    for (const via of this.vias) {
      const viaHit = Uint8Array.from(via.text, (s) => (s.includes(t) ? 1 : 0));
      const rowOf = via.rowOf;
      for (let i = 0; i < n; i++) if (rowOf[i] >= 0 && viaHit[rowOf[i]]) hits[i] = 1;
    }
    const text = this.text;
    let total = 0;
    for (let i = 0; i < n; i++) {
      if (hits[i] || text[i].includes(t)) {
        hits[i] = 1;
        total++;
      }
    }
    return { hits, total };
  }

  /** The list's row positions in the order `ORDER BY orderBy ASC, key ASC` (SQLite's collations and types), read once a sort key. */
  private order(orderBy: string): Promise<Int32Array> {
    let p = this.orders.get(orderBy);
    if (!p) {
      const where = this.o.where?.length ? ` WHERE ${this.o.where.join(' AND ')}` : '';
      p = this.read(`SELECT ${this.o.key} AS k ${this.o.from}${where} ORDER BY ${orderBy} ASC, ${this.o.key} ASC`, this.o.args ?? []).then((rows) => {
        const order = new Int32Array(rows.length);
        let m = 0;
        // a row the snapshot lacks (written in between: the snapshot is then already stale) is left out
        for (const r of rows) {
          const i = this.at.get(r.k);
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
  async page(term: string, orderBy: string, desc: boolean, offset: number, limit: number): Promise<{ total: number; keys: Value[] }> {
    const { hits, total } = this.match(term);
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
