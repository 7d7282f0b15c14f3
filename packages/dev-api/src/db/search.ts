/**
 * List search: a case-insensitive substring match of the term on a list's columns (SQL `LIKE '%term%'`,
 * which folds ASCII case only). Terms of 3+ characters are looked up in trigram full-text indexes
 * (SQLite FTS5, `tokenize='trigram'`), one per searched table, which narrow the rows to a superset of the
 * matches; the same LIKE then decides, so the answer is exactly the scan's. Shorter terms scan.
 */

/** Shortest term (in characters, not UTF-16 units) a trigram index can look up. */
export const MIN_INDEXED_TERM = 3;

/** The tables with a trigram index, `<table>_search` (migration 3 of schema.ts says over which columns). */
export type SearchIndex =
  | 'users'
  | 'services'
  | 'shops'
  | 'reviews'
  | 'review_flags'
  | 'referral_codes'
  | 'redemption_requests'
  | 'premium_services';

/**
 * The statements creating one table's index over its searched columns, the triggers keeping it in step,
 * and its first build from the rows already there. External content: the text is not stored twice.
 * Triggers rather than the write paths, so any connection writing the file (a second process, the
 * sqlite3 shell, a foreign key's cascade or SET NULL) keeps the index in step.
 */
export function searchIndexDdl(table: SearchIndex, cols: readonly string[]): string[] {
  const fts = `${table}_search`;
  const list = cols.join(', ');
  const of = (row: 'new' | 'old'): string => cols.map((c) => `${row}.${c}`).join(', ');
  const add = `INSERT INTO ${fts}(rowid, ${list}) VALUES (new.id, ${of('new')});`;
  // an external-content index forgets a row by being told the values it indexed
  const remove = `INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.id, ${of('old')});`;
  return [
    `CREATE VIRTUAL TABLE ${fts} USING fts5(${list}, content='${table}', content_rowid='id', tokenize='trigram case_sensitive 0')`,
    `CREATE TRIGGER ${fts}_insert AFTER INSERT ON ${table} BEGIN ${add} END`,
    `CREATE TRIGGER ${fts}_delete AFTER DELETE ON ${table} BEGIN ${remove} END`,
    `CREATE TRIGGER ${fts}_update AFTER UPDATE OF id, ${list} ON ${table} BEGIN ${remove} ${add} END`,
    `INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`,
  ];
}

/**
 * Where a list's searched columns live. `cols` are SQL expressions of the list's FROM (`u.name`); with
 * `index`, they are columns of that table's trigram index, and `keys` turns the index's matching rowids
 * (a subquery) into keys of the list's rows when those are not the same (a vendor's main service:
 * `SELECT id FROM users WHERE main_service_id IN (<rowids>)`). A list with any source without an index
 * always scans.
 */
export interface SearchSource {
  cols: string[];
  index?: SearchIndex;
  keys?: (rowids: string) => string;
  /**
   * For a list searched in memory (ListSpec.memory, memorySearch.ts): the source is a joined table
   * matched on its own, its rows read from `from` by `key` and the list's rows pointing at them by `fk`.
   */
  via?: { fk: string; from: string; key: string };
}

/** The LIKE columns of a list's search. */
export const searchColumns = (sources: readonly SearchSource[]): string[] => sources.flatMap((s) => s.cols);

/** True when the term can be looked up in the sources' indexes instead of scanning every row. */
export function indexable(term: string, sources: readonly SearchSource[]): boolean {
  return sources.length > 0 && sources.every((s) => s.index) && [...term].length >= MIN_INDEXED_TERM;
}

/** The term as an FTS5 phrase limited to the source's columns: a substring of any of them. */
function ftsQuery(term: string, cols: readonly string[]): string {
  const names = cols.map((c) => c.slice(c.lastIndexOf('.') + 1));
  return `{${names.join(' ')}} : "${term.replace(/"/g, '""')}"`;
}

/**
 * A subquery of the keys of the rows whose searched columns may hold the term (each source's index
 * probed, the results united), and its arguments.
 */
export function candidateKeys(
  term: string,
  sources: readonly SearchSource[],
): { sql: string; args: string[] } {
  const parts = sources.map((s) => {
    const fts = `${s.index!}_search`;
    const rowids = `SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?`;
    return s.keys ? s.keys(rowids) : rowids;
  });
  return { sql: parts.join(' UNION '), args: sources.map((s) => ftsQuery(term, s.cols)) };
}

/** LIKE pattern for a case-insensitive substring search (with `\` as the escape character). */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}
