import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';

/** One planned item: its id and the record needed to act on it. */
export interface PlannedItem {
  id: number;
  label: string;
  record?: unknown;
}

export interface Plan {
  op: string;
  key: string;
  /** Free-form parameters of the run (note, status), reused on --resume. */
  params: Record<string, unknown>;
  items: PlannedItem[];
  createdAt: string;
}

type Entry =
  | ({ t: 'plan' } & Plan)
  | { t: 'start'; id: number; at: string }
  | { t: 'done'; id: number; result: string; at: string }
  | { t: 'fail'; id: number; error: string; at: string };

export interface JournalState {
  plan: Plan;
  /** id -> result of the items the server confirmed. */
  done: Map<number, string>;
  /** Items sent at least once (in flight when a run was killed, or failed). */
  started: Set<number>;
  /** id -> last error. */
  failed: Map<number, string>;
}

/** The journal's key: the operation and what it selects, on which server and profile. */
export function journalKey(op: string, scope: Record<string, unknown>): string {
  const hash = createHash('sha256').update(JSON.stringify(scope)).digest('hex').slice(0, 16);
  return `${op}-${hash}`;
}

export function journalPath(configDir: string, key: string): string {
  return join(configDir, 'journals', `${key}.jsonl`);
}

/** Reads a journal; a torn last line (a run killed while writing it) is ignored. */
export function readJournal(path: string): JournalState | undefined {
  if (!existsSync(path)) return undefined;
  let state: JournalState | undefined;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    let e: Entry;
    try {
      e = JSON.parse(line) as Entry;
    } catch {
      continue;
    }
    if (e.t === 'plan') {
      const { t: _t, ...plan } = e;
      state = { plan, done: new Map(), started: new Set(), failed: new Map() };
    } else if (state) {
      if (e.t === 'start') state.started.add(e.id);
      else if (e.t === 'done') {
        state.done.set(e.id, e.result);
        state.failed.delete(e.id);
      } else if (e.t === 'fail') state.failed.set(e.id, e.error);
    }
  }
  return state;
}

/**
 * An append-only journal (JSON lines, mode 0600). Each line is one write(2) to a file opened for
 * appending, so it survives the process being killed (even with SIGKILL) right after the call.
 * An item is recorded as started before it is sent and as done only after the server confirmed.
 */
export class Journal {
  private fd: number;
  private constructor(readonly path: string) {
    mkdirSync(join(path, '..'), { recursive: true, mode: 0o700 });
    this.fd = openSync(path, 'a', 0o600);
  }

  static create(path: string, plan: Plan): Journal {
    const j = new Journal(path);
    j.append({ t: 'plan', ...plan });
    return j;
  }

  static reopen(path: string): Journal {
    return new Journal(path);
  }

  private append(e: Entry): void {
    writeSync(this.fd, JSON.stringify(e) + '\n');
  }
  start(id: number): void {
    this.append({ t: 'start', id, at: new Date().toISOString() });
  }
  done(id: number, result: string): void {
    this.append({ t: 'done', id, result, at: new Date().toISOString() });
  }
  fail(id: number, error: string): void {
    this.append({ t: 'fail', id, error, at: new Date().toISOString() });
  }
  close(): void {
    closeSync(this.fd);
  }

  /** A finished journal is kept beside the others for the record, out of the way of new runs. */
  static archive(path: string): string {
    const to = path.replace(/\.jsonl$/, `.${new Date().toISOString().replace(/[:.]/g, '-')}.done.jsonl`);
    renameSync(path, to);
    return to;
  }
}
