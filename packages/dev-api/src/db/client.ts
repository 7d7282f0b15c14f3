import { createClient, type Client, type InArgs, type InStatement, type Row } from '@libsql/client';
import { pathToFileURL } from 'node:url';
import type { PageOf } from '../http/paging';
import {
  byKeysQuery,
  listQueries,
  scanQueries,
  searched,
  type ListQueries,
  type ListSpec,
  type Value,
} from './listQuery';
import { memorySearchable, SearchSnapshot, snapshotKey } from './memorySearch';
import { candidateKeys, MIN_INDEXED_TERM } from './search';
import { openReader, type Reader } from './reader';

export type Args = InArgs;
export type SearchPath = 'index' | 'scan';
/**
 * A list cache entry: a count (no rows), a page's rows with the total, or a searched list's sorted keys;
 * `bytes` is its estimated size, set when it is kept.
 */
type CacheEntry = { total: number; rows: Row[]; keys?: Value[]; bytes?: number };
export type { Row };

/**
 * The one database handle. A single connection (so pragmas hold and writes serialise); every
 * multi-statement write goes through `batch`, which runs in one transaction on that connection.
 */
export class Db {
  /**
   * Results of list queries (count and page rows, keyed by SQL and arguments), so an admin team paging
   * and sorting the same lists does not re-run a count over every row each time. Dropped on every write
   * through this handle (`written`) and whenever another connection has committed to the file
   * (`PRAGMA data_version` changed: a second process, the sqlite3 shell). Off with `listCache: false`.
   */
  private readonly cache = new Map<string, CacheEntry>();
  /** Estimated bytes held by the cache (`entryBytes`). */
  private cachedBytes = 0;
  private generation = 0;
  private dataVersion: unknown = undefined;
  /**
   * The in-memory search snapshots of the lists that have one (memorySearch.ts: the vendor list), each with the generation it was built in: used only while no write has come since, by this
   * server (`written`) or another connection (`checkOutsideWrites`), whether the list cache is on or off.
   */
  private readonly snapshots = new Map<string, { generation: number; snapshot: Promise<SearchSnapshot> }>();
  /**
   * The cache's default budget in estimated bytes, not rows or entries: a row can be a few bytes or
   * megabytes (a shop's phone list), so a row count bounded nothing. The least recently used entries go
   * first; a result larger than the budget is not kept.
   */
  static readonly CACHE_BYTES = 64 * 1024 * 1024;

  private constructor(
    private readonly client: Client,
    /** Where list queries run (see reader.ts); every other read and every write goes through `client`. */
    private readonly reader: Reader,
    readonly listCache: boolean,
    /** How searched lists are read: `index` (trigram indexes, one pass) or `scan` (the reading before them). */
    readonly search: SearchPath,
    /** The list cache's budget in estimated bytes (`entryBytes`). */
    readonly cacheBytes: number,
  ) {}

  /** Any write invalidates every cached list: correctness first, and admin traffic is read-mostly. */
  private written(): void {
    this.generation++;
    this.cache.clear();
    this.cachedBytes = 0;
  }

  /** What the list cache holds now (bytes as estimated by `entryBytes`). */
  listCacheSize(): { entries: number; bytes: number } {
    return { entries: this.cache.size, bytes: this.cachedBytes };
  }

  private remember(key: string, entry: CacheEntry): void {
    const bytes = entryBytes(key, entry);
    if (bytes > this.cacheBytes) return;
    const old = this.cache.get(key);
    if (old) {
      this.cache.delete(key);
      this.cachedBytes -= old.bytes!;
    }
    entry.bytes = bytes;
    this.cache.set(key, entry);
    this.cachedBytes += bytes;
    for (const [k, e] of this.cache) {
      if (this.cachedBytes <= this.cacheBytes) break;
      this.cache.delete(k);
      this.cachedBytes -= e.bytes!;
    }
  }

  /** Drops the cache when another connection committed since the last look (one cheap pragma). */
  private checkOutsideWrites(): void {
    // on the reader's connection, statement kept: the client would prepare it on every call (its own
    // connection's writes count there too, and only start one more generation)
    const v = this.reader.here('PRAGMA data_version', [])[0]?.data_version;
    if (v !== this.dataVersion) {
      if (this.dataVersion !== undefined) this.written();
      this.dataVersion = v;
    }
  }

  /** `readThreads`: worker threads running the list queries (0: on this thread). */
  static async open(
    file: string,
    o: { listCache?: boolean; listCacheBytes?: number; search?: SearchPath; readThreads?: number } = {},
  ): Promise<Db> {
    const client = createClient({ url: pathToFileURL(file).href, concurrency: 1 });
    // WAL first: the reader's connection must find the file in WAL mode to read beside the writer
    await client.execute('PRAGMA journal_mode=WAL');
    const db = new Db(
      client,
      openReader(file, o.readThreads ?? 0),
      o.listCache ?? true,
      o.search ?? 'index',
      o.listCacheBytes ?? Db.CACHE_BYTES,
    );
    await client.execute('PRAGMA synchronous=NORMAL');
    await client.execute('PRAGMA foreign_keys=ON');
    await client.execute('PRAGMA busy_timeout=5000');
    await client.execute('PRAGMA cache_size=-32000');
    return db;
  }

  async all<T = Row>(sql: string, args: Args = []): Promise<T[]> {
    return (await this.client.execute({ sql, args })).rows as unknown as T[];
  }

  async get<T = Row>(sql: string, args: Args = []): Promise<T | undefined> {
    return (await this.all<T>(sql, args))[0];
  }

  async run(sql: string, args: Args = []): Promise<{ changes: number; lastId: number }> {
    const r = await this.client.execute({ sql, args }).finally(() => this.written());
    return {
      changes: r.rowsAffected,
      lastId: r.lastInsertRowid === undefined ? 0 : Number(r.lastInsertRowid),
    };
  }

  /** One write answering the rows it wrote (`... RETURNING`). */
  async returning<T = Row>(sql: string, args: Args = []): Promise<T[]> {
    return (await this.client.execute({ sql, args }).finally(() => this.written())).rows as unknown as T[];
  }

  /** Runs the statements in one transaction; all or nothing. */
  async batch(stmts: InStatement[]): Promise<{ changes: number; lastId: number }[]> {
    if (stmts.length === 0) return [];
    const rs = await this.client.batch(stmts, 'write').finally(() => this.written());
    return rs.map((r) => ({
      changes: r.rowsAffected,
      lastId: r.lastInsertRowid === undefined ? 0 : Number(r.lastInsertRowid),
    }));
  }

  async exec(sql: string): Promise<void> {
    await this.client.executeMultiple(sql).finally(() => this.written());
  }

  async close(): Promise<void> {
    await this.reader.close();
    this.client.close();
  }

  /** A list query's rows (through the reader). */
  private async list<T = Row>(sql: string, args: readonly Value[]): Promise<T[]> {
    return (await this.reader.all(sql, args)) as unknown as T[];
  }

  /**
   * A paged list (see ListSpec). With the list cache on, an answer is kept until the next write; the
   * `scan` search path is the reading from before the search indexes (kept to check the two agree).
   */
  async page<T>(o: ListSpec & { map: (row: Row) => T }): Promise<PageOf<T>> {
    // the scan's queries also name the answer in the cache: every reading of a list answers the same, and
    // they are the shortest to build and to key by (a cached answer needs no other)
    const scan = scanQueries(o);
    const queries = (): ListQueries => (this.search === 'scan' ? scan : listQueries(o));
    const p = o.paging;
    const answer = (hit: { total: number; rows: Row[] }): PageOf<T> => ({
      items: hit.rows.map(o.map),
      totalCount: hit.total,
      page: p.page,
      pageSize: p.pageSize,
    });
    // a list with an in-memory search (memorySearch.ts)
    const memory = this.search === 'index' && searched(o) && memorySearchable(o);
    if (!this.listCache) {
      if (memory) this.checkOutsideWrites();
      return answer(memory ? await this.readMemory(o) : await this.read(queries()));
    }
    this.checkOutsideWrites();
    const key = JSON.stringify([scan.page.sql, scan.page.args]);
    let hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return answer(hit);
    }
    const gen = this.generation;
    // a count cached by an earlier page of the same list (filters and term; any sort or page)
    const countKey = JSON.stringify([scan.count.sql, scan.count.args]);
    const knownTotal = this.cache.get(countKey)?.total;
    if (knownTotal !== undefined && p.offset >= knownTotal) {
      // past the end: nothing to read
      hit = { total: knownTotal, rows: [] };
    } else if (memory) {
      // any page costs the same there: no sorted keys to keep
      hit = await this.readMemory(o);
    } else if (this.search === 'index' && searched(o) && p.offset > 0) {
      // a page after the first of a searched list: someone is paging on (an export, load-more), so every
      // matching key is read once, sorted, and kept; this page and the next are then read by their keys
      const q = listQueries(o);
      const keysKey = JSON.stringify(['keys', scan.page.sql, scan.count.args]);
      let keys = this.cache.get(keysKey)?.keys;
      if (!keys) {
        const all = q.keys();
        keys = (await this.list<{ page_key: Value }>(all.sql, all.args)).map((r) => r.page_key);
        if (gen === this.generation) this.remember(keysKey, { total: keys.length, rows: [], keys });
      }
      const slice = keys.slice(p.offset, p.offset + p.pageSize);
      const byKeys = q.byKeys(JSON.stringify(slice));
      hit = { total: keys.length, rows: slice.length ? await this.list(byKeys.sql, byKeys.args) : [] };
    } else {
      hit = await this.read(queries(), knownTotal);
    }
    if (gen === this.generation) {
      this.remember(countKey, { total: hit.total, rows: [] });
      this.remember(key, hit);
    }
    return answer(hit);
  }

  /** The list's search snapshot of this generation, built by the first search that needs it (a build shared by the searches meanwhile). */
  private snapshot(o: ListSpec): Promise<SearchSnapshot> {
    const key = snapshotKey(o);
    const kept = this.snapshots.get(key);
    if (kept && kept.generation === this.generation) return kept.snapshot;
    const generation = this.generation;
    const snapshot = SearchSnapshot.build(o, (sql, args) => this.list(sql, args));
    this.snapshots.set(key, { generation, snapshot });
    snapshot.catch(() => {
      if (this.snapshots.get(key)?.snapshot === snapshot) this.snapshots.delete(key);
    });
    return snapshot;
  }

  /** A page of a list searched in memory: its keys and total from the snapshot, its rows read by key. */
  private async readMemory(o: ListSpec): Promise<{ total: number; rows: Row[] }> {
    const p = o.paging;
    const snap = await this.snapshot(o);
    let candidates: Value[] | undefined;
    if ([...p.search].length >= MIN_INDEXED_TERM) {
      // a term of 3+ characters: the rows the trigram indexes find (a superset), as one JSON text (a row
      // a key would cost more to hand over than the lookup); the snapshot then decides as LIKE would
      const hits = candidateKeys(p.search, o.search!);
      const found = await this.list<{ keys: string }>(
        `WITH hits(k) AS (${hits.sql}) SELECT json_group_array(k) AS keys FROM hits`,
        hits.args,
      );
      candidates = JSON.parse(found[0].keys) as Value[];
    }
    const { total, keys } = await snap.page(p.search, p.orderBy, p.desc, p.offset, p.pageSize, candidates);
    if (!keys.length) return { total, rows: [] };
    // on this thread: a page of rows by key is less work than a message to a worker and back
    const byKeys = byKeysQuery(o, JSON.stringify(keys));
    return { total, rows: this.reader.here(byKeys.sql, byKeys.args) as unknown as Row[] };
  }

  private async read(q: ListQueries, knownTotal?: number): Promise<{ total: number; rows: Row[] }> {
    const count = async (): Promise<number> =>
      knownTotal ?? Number((await this.list<{ n: number }>(q.count.sql, q.count.args))[0]?.n ?? 0);
    if (q.kind === 'split') {
      const total = await count();
      return { total, rows: await this.list(q.page.sql, q.page.args) };
    }
    const rows = await this.list(q.page.sql, q.page.args);
    // a page past the end has no row to carry the total
    return { total: rows.length ? Number(rows[0].total_count) : await count(), rows };
  }
}

/** Per value, row or array: a rough share of the engine's pointers and headers. */
const VALUE_OVERHEAD = 16;

/** An estimate of the bytes a value holds: strings as UTF-16 (the larger of the engine's two forms). */
function valueBytes(v: unknown): number {
  return VALUE_OVERHEAD + (typeof v === 'string' ? 2 * v.length : 8);
}

/**
 * An estimate of what a cache entry holds in memory, measured on its values (what dominates: a row with a
 * megabyte of text weighs a megabyte, a count a few dozen bytes).
 */
function entryBytes(key: string, e: CacheEntry): number {
  let bytes = valueBytes(key) + VALUE_OVERHEAD * 3;
  for (const row of e.rows) {
    bytes += VALUE_OVERHEAD;
    for (const k in row) bytes += valueBytes(row[k]);
  }
  if (e.keys) for (const k of e.keys) bytes += valueBytes(k);
  return bytes;
}

/** SQLite booleans are 0/1. */
export const b = (v: unknown): boolean => v === 1 || v === true || v === '1';
