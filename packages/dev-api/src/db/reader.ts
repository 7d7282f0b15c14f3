import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * List reads straight on the libsql driver that @libsql/client runs on, each statement prepared once
 * and kept: the client prepares every statement on every execute and converts every value, which cost a
 * cold list request more than some of its queries. Its own read-only connection (WAL: it reads what the
 * client's connection has committed); writes stay on the client. With `threads` > 0 the statements run on
 * worker threads, each with its own connection, so the event loop is not held by a query.
 */
export interface Reader {
  all(sql: string, args: readonly ReaderValue[]): Promise<Record<string, ReaderValue>[]>;
  /**
   * A statement run at once on this thread, on a connection of its own (the reader's when it has no
   * threads): for reads too small to be worth a message to a worker and back (a page's rows by key, a pragma).
   */
  here(sql: string, args: readonly ReaderValue[]): Record<string, ReaderValue>[];
  close(): Promise<void>;
}
type ReaderValue = string | number | null;

/** The driver, resolved from @libsql/client (whose dependency it is), so both always agree on its version. */
function driverPath(): string {
  const require = createRequire(import.meta.url);
  return createRequire(require.resolve('@libsql/client')).resolve('libsql');
}

/** A read answer as it crosses a thread: column names once, then rows of values. */
interface Answer {
  columns: string[];
  rows: ReaderValue[][];
}

/**
 * Opens a connection and answers statements on it, keeping up to `max` prepared (least recently used go).
 * Self-contained, because a worker runs its source text.
 */
function statementRunner(
  Database: new (file: string) => any,
  file: string,
  max: number,
): { run: (sql: string, args: unknown[]) => Answer; close: () => void } {
  const db = new Database(file);
  db.exec('PRAGMA query_only=1; PRAGMA busy_timeout=5000; PRAGMA cache_size=-32000');
  const kept = new Map<string, { stmt: any; columns: string[] }>();
  const run = (sql: string, args: unknown[]): Answer => {
    let s = kept.get(sql);
    if (s) kept.delete(sql);
    else {
      const stmt = db.prepare(sql);
      stmt.raw(true);
      s = { stmt, columns: stmt.columns().map((c: { name: string }) => c.name) };
      if (kept.size >= max) kept.delete(kept.keys().next().value as string);
    }
    kept.set(sql, s);
    return { columns: s.columns, rows: s.stmt.all(args) };
  };
  return { run, close: () => db.close() };
}

const KEPT_STATEMENTS = 256;

function rowsOf(a: Answer): Record<string, ReaderValue>[] {
  const n = a.columns.length;
  return a.rows.map((values) => {
    const row: Record<string, ReaderValue> = {};
    for (let i = 0; i < n; i++) row[a.columns[i]] = values[i];
    return row;
  });
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { run } = (${statementRunner.toString()})(require(workerData.driver), workerData.file, workerData.max);
parentPort.on('message', ({ id, sql, args }) => {
  try {
    parentPort.postMessage({ id, answer: run(sql, args) });
  } catch (e) {
    parentPort.postMessage({ id, error: { message: String(e && e.message), code: e && e.code } });
  }
});
`;

/** The statements on this thread (its connection opened on first use). */
function inlineReader(file: string, max = KEPT_STATEMENTS): Reader {
  let conn: ReturnType<typeof statementRunner> | undefined;
  let closed = false;
  const here = (sql: string, args: readonly ReaderValue[]): Record<string, ReaderValue>[] => {
    if (closed) throw new Error('reader closed');
    conn ??= statementRunner(createRequire(import.meta.url)(driverPath()), file, max);
    return rowsOf(conn.run(sql, [...args]));
  };
  return {
    all: async (sql, args) => here(sql, args),
    here,
    close: async () => {
      closed = true;
      conn?.close();
      conn = undefined;
    },
  };
}

type Pending = { resolve: (a: Answer) => void; reject: (e: Error) => void };

/** The statements on `threads` workers, each sent to the one with the fewest waiting. */
function threadReader(file: string, threads: number): Reader {
  const driver = driverPath();
  const local = inlineReader(file, 16);
  let next = 0;
  let closed = false;
  const workers = Array.from({ length: threads }, () => {
    const pending = new Map<number, Pending>();
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { driver, file, max: KEPT_STATEMENTS },
    });
    // held only while it owes an answer: an idle reader does not keep the process alive, a busy one does
    worker.unref();
    worker.on('message', (m: { id: number; answer?: Answer; error?: { message: string; code?: string } }) => {
      const p = pending.get(m.id);
      pending.delete(m.id);
      if (pending.size === 0) worker.unref();
      if (m.error) p?.reject(Object.assign(new Error(m.error.message), { code: m.error.code }));
      else p?.resolve(m.answer!);
    });
    const fail = (e: Error): void => {
      for (const p of pending.values()) p.reject(e);
      pending.clear();
    };
    const w = { worker, pending, exited: false };
    worker.on('error', fail);
    worker.on('exit', () => {
      w.exited = true;
      fail(new Error('read worker exited'));
    });
    return w;
  });
  return {
    all: (sql, args) => {
      const live = workers.filter((x) => !x.exited);
      if (closed || !live.length)
        return Promise.reject(new Error(closed ? 'reader closed' : 'read workers exited'));
      const w = live.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
      const id = next++;
      return new Promise<Answer>((resolve, reject) => {
        if (w.pending.size === 0) w.worker.ref();
        w.pending.set(id, { resolve, reject });
        w.worker.postMessage({ id, sql, args });
      }).then(rowsOf);
    },
    here: local.here,
    close: async () => {
      closed = true;
      await Promise.all([local.close(), ...workers.map((w) => w.worker.terminate())]);
    },
  };
}

export function openReader(file: string, threads = 0): Reader {
  return threads > 0 ? threadReader(file, threads) : inlineReader(file);
}
