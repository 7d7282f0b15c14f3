import type { Paging } from '../http/paging';
import { candidateKeys, indexable, likePattern, searchColumns, type SearchSource } from './search';

export type Value = string | number | null;
export interface Stmt {
  sql: string;
  args: Value[];
}

/** A paged list's query, as a route describes it. */
export interface ListSpec {
  /** The columns answered (after SELECT). */
  select: string;
  /** `FROM <table> <alias> [JOIN ...]`: the list's table first, the tables it joins after. */
  from: string;
  /** AND-ed conditions, and their arguments. */
  where?: string[];
  args?: Value[];
  /** Where the columns the search term is matched against live (see SearchSource). */
  search?: readonly SearchSource[];
  paging: Paging;
  /** A row's unique key (`u.id`): the last sort key, so pages never overlap, and how a page's rows are read. */
  key: string;
  /**
   * The list's own table (`users u`) when its search is matched in memory (memorySearch.ts): its
   * conditions, key and searched columns name only it, except sources joined with `via`.
   */
  memory?: { table: string };
}

/**
 * How a list is read:
 * - `split`: a count, then the page. Without a search term the count is answered from an index. A term
 *   too short for the trigram indexes (or a list without them) scans, and there the split is cheaper
 *   than one pass: short terms match densely, and where the sort key has an index the page's walk of
 *   it stops after the page, while one pass would sort every match.
 * - `onePass`: a term of 3+ characters: one query over the candidates the indexes found, answering the
 *   page's rows each with the total (`COUNT(*) OVER ()`); `count` only for a page past the end, which has
 *   no row to carry the total.
 */
export type ListQueries =
  { kind: 'split'; count: Stmt; page: Stmt } | { kind: 'onePass'; page: Stmt; count: Stmt };

/** A searched list read by its sorted keys (the pages after the first, with the list cache on). */
export interface KeyReading {
  /**
   * Every matching row's key, sorted as the pages are: the list cache keeps it for the pages after the
   * first (see Db.page), each then read by its keys (`byKeys`) and the count its length.
   */
  keys: () => Stmt;
  /** The rows of the keys given as one JSON array argument, in the page's order. */
  byKeys: (keysJson: string) => Stmt;
}

const whereSql = (conds: string[]): string => (conds.length ? ` WHERE ${conds.join(' AND ')}` : '');
const orderSql = (o: ListSpec): string => {
  const dir = o.paging.desc ? 'DESC' : 'ASC';
  return `ORDER BY ${o.paging.orderBy} ${dir}, ${o.key} ${dir}`;
};

/** The rows of the keys given as one JSON array argument, in the page's order. */
export function byKeysQuery(o: ListSpec, keysJson: string): Stmt {
  // IN, not a join: json_each's own columns (id, key, value...) would clash with the list's (SELECT *)
  return {
    sql: `SELECT ${o.select} FROM ${o.from.replace(/^FROM\s+/i, '')} WHERE ${o.key} IN (SELECT value FROM json_each(?)) ${orderSql(o)}`,
    args: [keysJson],
  };
}

/** The term's LIKE over every searched column. */
function likeAll(o: ListSpec): { cond: string; args: Value[] } {
  const cols = searchColumns(o.search ?? []);
  const pat = likePattern(o.paging.search);
  return { cond: `(${cols.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(' OR ')})`, args: cols.map(() => pat) };
}

/** True when the list is searched: a term, and columns to match it against. */
export const searched = (o: ListSpec): boolean =>
  o.paging.search !== '' && searchColumns(o.search ?? []).length > 0;

/** The reading of every list before the search indexes (the `scan` search path): a count, then the page, each matching with LIKE. */
export function scanQueries(o: ListSpec): Extract<ListQueries, { kind: 'split' }> {
  const where = [...(o.where ?? [])];
  const args = [...(o.args ?? [])];
  if (searched(o)) {
    const like = likeAll(o);
    where.push(like.cond);
    args.push(...like.args);
  }
  return {
    kind: 'split',
    count: { sql: `SELECT COUNT(*) AS n ${o.from}${whereSql(where)}`, args },
    page: {
      sql: `SELECT ${o.select} ${o.from}${whereSql(where)} ${orderSql(o)} LIMIT ? OFFSET ?`,
      args: [...args, o.paging.pageSize, o.paging.offset],
    },
  };
}

/**
 * The list read with the search indexes: a term of 3+ characters in one pass over the rows the indexes
 * found, matched again with the same LIKE (the indexes fold case beyond ASCII, LIKE does not); anything
 * else split (see ListQueries). Either way the page is sorted as keys only and its rows then read by key:
 * a sort key without an index sorts every match, and narrow rows sort faster.
 */
export function listQueries(o: ListSpec): ListQueries & KeyReading {
  if (!/^FROM\s/i.test(o.from)) throw new Error(`list FROM must start with FROM: ${o.from}`);
  const joins = o.from.replace(/^FROM\s+/i, '');
  const conds = [...(o.where ?? [])];
  const args: Value[] = [...(o.args ?? [])];
  if (searched(o)) {
    const like = likeAll(o);
    conds.push(like.cond);
    args.push(...like.args);
  }
  const limit = [o.paging.pageSize, o.paging.offset];
  /** The page: the keys of the matching rows (`from`), sorted, with `total` beside them; then its rows by key. */
  const page = (ctes: string[], from: string, total: string): string =>
    `WITH ${[...ctes, `page_keys AS (SELECT ${o.key} AS page_key${total} FROM ${from} ${orderSql(o)} LIMIT ? OFFSET ?)`].join(', ')} ` +
    `SELECT ${o.select}${total ? ', page_keys.total_count' : ''} FROM page_keys CROSS JOIN ${joins} WHERE ${o.key} = page_keys.page_key ${orderSql(o)}`;

  const byKeys = (keysJson: string): Stmt => byKeysQuery(o, keysJson);
  const keys = (ctes: string[], from: string, keyArgs: Value[]) => (): Stmt => ({
    sql: `${ctes.length ? `WITH ${ctes.join(', ')} ` : ''}SELECT ${o.key} AS page_key FROM ${from} ${orderSql(o)}`,
    args: keyArgs,
  });

  if (!searched(o) || !indexable(o.paging.search, o.search ?? [])) {
    const from = `${joins}${whereSql(conds)}`;
    return {
      kind: 'split',
      count: { sql: `SELECT COUNT(*) AS n FROM ${from}`, args },
      page: { sql: page([], from, ''), args: [...args, ...limit] },
      keys: keys([], from, args),
      byKeys,
    };
  }
  // the candidates drive the join (CROSS JOIN keeps them the outer loop): without statistics the planner
  // would rather walk an index of the list's own conditions and probe the candidates for every row
  const hits = candidateKeys(o.paging.search, o.search!);
  const withHits = `hits(hit_key) AS (${hits.sql})`;
  const from = `hits CROSS JOIN ${joins}${whereSql([`${o.key} = hits.hit_key`, ...conds])}`;
  const all: Value[] = [...hits.args, ...args];
  return {
    kind: 'onePass',
    page: { sql: page([withHits], from, ', COUNT(*) OVER () AS total_count'), args: [...all, ...limit] },
    count: { sql: `WITH ${withHits} SELECT COUNT(*) AS n FROM ${from}`, args: all },
    keys: keys([withHits], from, all),
    byKeys,
  };
}
