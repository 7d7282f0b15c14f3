import { orderSql, type KeyReading, type ListQueries, type ListSpec, type Value } from './listQuery';
import { likePattern, MIN_INDEXED_TERM } from './search';

/**
 * A list searched for a term of 1-2 characters (too short for the trigram indexes) read from its own
 * table alone (ListSpec.own): the vendor list. Its own searched columns also live in a generated
 * lower-case copy (`SearchSource.text`) with a covering index, and a joined table's (a vendor's main
 * service name) is matched on that small table and its keys found by the foreign key (`via`), so
 * - the count reads the index alone: the rows a via matches (by their foreign key) plus the others whose
 *   text holds the term, one instr() a row where the scan took a LIKE a column and a join;
 * - the page walks the sort key's index until it is full (short terms match densely), a joined sort key
 *   by its own copy (`own.sort`: the service name, kept by triggers); the total rides on its rows.
 * Answers are exactly the scan's (test/searchEquivalence.test.ts). Terms of 3+ characters go through the
 * trigram indexes (listQuery.ts), which find fewer rows to check than a walk or this count would read.
 */

/** Joins the columns of a `text`: a term holding it could match across two columns, so it takes the general path. */
export const TEXT_SEPARATOR = '\u001f';

/** SQLite's lower() without ICU: ASCII letters only, as LIKE folds them. */
export const asciiLower = (t: string): string => t.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** Table aliases an SQL expression names (`u.name` -> u). */
export const aliases = (sql: string): string[] => [...sql.matchAll(/\b([A-Za-z_]\w*)\.[A-Za-z_]/g)].map((m) => m[1]);

/** The order the own table sorts by: a joined table's sort key replaced by its own copy. */
const ownOrder = (o: ListSpec): string => o.own?.sort?.[o.paging.orderBy] ?? o.paging.orderBy;

/** True when the list can be read here: a short term, the list opts in, every source can, and every name is of its own table. */
export function ownSearchable(o: ListSpec): boolean {
  const own = o.own;
  const term = o.paging.search;
  if (!own || !o.search?.length || term === '' || [...term].length >= MIN_INDEXED_TERM || term.includes(TEXT_SEPARATOR)) return false;
  if (!o.search.every((s) => s.text || s.via)) return false;
  const alias = own.table.trim().split(/\s+/).pop()!;
  return [ownOrder(o), o.key, ...(o.where ?? [])].every((sql) => aliases(sql).every((a) => a === alias));
}

interface Part {
  sql: string;
  args: Value[];
}
const and = (parts: Part[]): Part => ({ sql: parts.map((p) => p.sql).join(' AND '), args: parts.flatMap((p) => p.args) });
const or = (parts: Part[]): Part => ({ sql: `(${parts.map((p) => p.sql).join(' OR ')})`, args: parts.flatMap((p) => p.args) });
const NONE: Part = { sql: '0', args: [] };

export function ownQueries(o: ListSpec): ListQueries & KeyReading {
  const { table } = o.own!;
  const joins = o.from.replace(/^FROM\s+/i, '');
  const term = o.paging.search;
  const pat = likePattern(term);
  const like = (cols: readonly string[]): Part => or(cols.map((c) => ({ sql: `${c} LIKE ? ESCAPE '\\'`, args: [pat] })));
  const texts = o.search!.filter((s) => s.text);
  const vias = o.search!.filter((s) => s.via);
  const base: Part = { sql: (o.where ?? []).join(' AND ') || '1', args: [...(o.args ?? [])] };

  // a via: the rows whose foreign key is a key of the joined table's matching rows (a few dozen services)
  const viaIn = vias.map((s) => ({ fk: s.via!.fk, sub: { sql: `SELECT ${s.via!.key} FROM ${s.via!.from} WHERE ${like(s.cols).sql}`, args: like(s.cols).args } }));
  const viaAny: Part = viaIn.length ? or(viaIn.map((v) => ({ sql: `${v.fk} IN (${v.sub.sql})`, args: v.sub.args }))) : NONE;
  const viaCount: Part = viaIn.length ? { sql: `(SELECT count(*) FROM ${table} WHERE ${and([base, viaAny]).sql})`, args: [...base.args, ...viaAny.args] } : NONE;
  // the others (so that a row counts once) whose text holds the term, from the text's covering index
  const notVia = and([{ sql: '1', args: [] }, ...viaIn.map((v) => ({ sql: `(${v.fk} IS NULL OR ${v.fk} NOT IN (${v.sub.sql}))`, args: v.sub.args }))]);
  const found = or(texts.map((s) => ({ sql: `instr(${s.text!.column}, ?)`, args: [asciiLower(term)] })));
  const indexedBy = texts.length === 1 ? ` INDEXED BY ${texts[0].text!.index}` : '';
  const ownCount: Part = texts.length
    ? { sql: `(SELECT count(*) FROM ${table}${indexedBy} WHERE ${and([base, found, notVia]).sql})`, args: [...base.args, ...found.args, ...notVia.args] }
    : NONE;
  const count: Part = { sql: `${viaCount.sql} + ${ownCount.sql}`, args: [...viaCount.args, ...ownCount.args] };

  // the walk: the sort key's index, each row checked (vias first: a probe of a small set); the total is a
  // constant subquery, computed once
  const dir = o.paging.desc ? 'DESC' : 'ASC';
  const match = and([base, or([viaAny, texts.length ? like(texts.flatMap((s) => s.cols)) : NONE])]);
  const walk = (total: Part): Part => ({
    sql: `SELECT ${o.key} AS page_key, ${total.sql} AS total_count FROM ${table} WHERE ${match.sql} ORDER BY ${ownOrder(o)} ${dir}, ${o.key} ${dir}`,
    args: [...total.args, ...match.args],
  });
  const page = walk(count);
  return {
    kind: 'onePass',
    page: {
      sql: `WITH page_keys AS (${page.sql} LIMIT ? OFFSET ?) SELECT ${o.select}, page_keys.total_count FROM page_keys CROSS JOIN ${joins} WHERE ${o.key} = page_keys.page_key ${orderSql(o)}`,
      args: [...page.args, o.paging.pageSize, o.paging.offset],
    },
    count: { sql: `SELECT ${count.sql} AS n`, args: count.args },
    keys: () => walk(NONE),
    byKeys: (keysJson) => ({
      sql: `SELECT ${o.select} FROM ${joins} WHERE ${o.key} IN (SELECT value FROM json_each(?)) ${orderSql(o)}`,
      args: [keysJson],
    }),
  };
}
