import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { catalogue } from '../catalogue';
import { MpaError } from '../errors';
import {
  entryJournal,
  replayJournal,
  type Journal,
  type JournalEntry,
  type JournalState,
} from '../operations/journal';
import { privateDir } from './privateFile';

/** Journal lines of a file; a torn last line (a run killed while writing it) is skipped. */
function readEntries(path: string): JournalEntry[] {
  if (!existsSync(path)) return [];
  const out: JournalEntry[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      out.push(JSON.parse(line) as JournalEntry);
    } catch {
      // torn write: ignored
    }
  }
  return out;
}

export interface FileJournal extends Journal {
  readonly path: string;
  /** The run in the file, if any. */
  load(): JournalState | undefined;
  /** Moves the file aside (`<name>.<time>.done.jsonl`) for the record and returns its new path; the next run starts a new file. */
  archive(): string | undefined;
}

/**
 * A journal in an append-only JSON-lines file (mode 0600, directory 0700). Every record is one
 * write(2) to a file opened for appending, made before `runBulk` goes on: a process killed at any
 * point — SIGKILL included — leaves every record written up to that point, so the run resumes
 * from the file without doing an item twice.
 */
export function fileJournal(path: string): FileJournal {
  let fd: number | undefined;
  const append = (e: JournalEntry): void => {
    if (fd === undefined) {
      privateDir(dirname(path));
      fd = openSync(path, 'a', 0o600);
    }
    writeSync(fd, JSON.stringify(e) + '\n');
  };
  const close = (): void => {
    if (fd !== undefined) closeSync(fd);
    fd = undefined;
  };
  return {
    ...entryJournal(append, () => replayJournal(readEntries(path))),
    path,
    load: () => replayJournal(readEntries(path)),
    close,
    archive() {
      close();
      if (!existsSync(path)) return undefined;
      const to = path.replace(/(\.jsonl)?$/, `.${new Date().toISOString().replace(/[:.]/g, '-')}.done.jsonl`);
      renameSync(path, to);
      return to;
    },
  };
}

/** A held journal lock; `release` removes it (once, and only while it is still ours). */
export interface JournalLock {
  readonly path: string;
  release(): void;
}

const holderOf = (lock: string): number | undefined => {
  try {
    const pid = Number(readFileSync(lock, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const codeOf = (e: unknown): string | undefined => (e as NodeJS.ErrnoException).code;

/** The lock's file: its inode (which file it is) and its holder; undefined when there is none. */
function lockFile(path: string): { ino: number; pid: number | undefined } | undefined {
  try {
    return { ino: statSync(path).ino, pid: holderOf(path) };
  } catch (e) {
    if (codeOf(e) === 'ENOENT') return undefined;
    throw e;
  }
}

/**
 * Replaces the dead run's lock `stale` (its inode) with `ours`, for exactly one of the runs that found it:
 * each first claims the take-over of that inode, a name made with link(2), which only one can create. A claim
 * left by a run that died while taking over is passed by claiming the next name (`.2`, `.3`...), so a claim
 * never has to be removed while others may still look at it. The claimer then checks that the lock is still
 * that dead file, and renames its own lock file over it (one atomic step: the lock never goes missing).
 */
function takeOver(path: string, ours: string, stale: { ino: number; pid: number | undefined }): boolean {
  const claims: string[] = [];
  for (let n = 1; ; n++) {
    const claim = `${path}.${stale.ino}.takeover.${n}`;
    claims.push(claim);
    try {
      linkSync(ours, claim);
      break;
    } catch (e) {
      if (codeOf(e) !== 'EEXIST') throw e;
      const claimer = holderOf(claim);
      // Another run is taking it over; the claims are left as they are, for the runs still to come.
      if (claimer !== undefined && isAlive(claimer)) return false;
    }
  }
  try {
    const now = lockFile(path);
    if (!now || now.ino !== stale.ino || now.pid !== stale.pid) return false;
    renameSync(ours, path);
    return true;
  } finally {
    // The dead file is no longer the lock: a run that claims its take-over from now on finds that, and stops.
    for (const claim of claims) {
      try {
        unlinkSync(claim);
      } catch {
        // already cleared
      }
    }
  }
}

/**
 * One run per journal at a time: takes `<journal>.lock`, holding this process's pid. The lock is
 * created exclusively with its pid already in it (a private file opened O_EXCL, then hard-linked to
 * the lock's name, which fails if it exists), so no one ever reads a lock without its holder. A lock
 * whose process is gone (a run killed with SIGKILL) is taken over by one of the runs that find it
 * (takeOver); one held by a live process is refused with kind 'validation', naming the pid.
 */
export function lockJournal(journalPath: string): JournalLock {
  const path = `${journalPath}.lock`;
  privateDir(dirname(path));
  const tmp = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const fd = openSync(tmp, 'wx', 0o600);
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(tmp, path);
        break;
      } catch (e) {
        if (codeOf(e) !== 'EEXIST') throw e;
      }
      const found = lockFile(path);
      if (!found && attempt < 3) continue; // released meanwhile: try again
      const locked = (): MpaError => {
        const pid = holderOf(path);
        return new MpaError('validation', catalogue.operations.journalLocked(pid, journalPath), {
          data: { pid },
        });
      };
      if (!found || (found.pid !== undefined && isAlive(found.pid))) throw locked();
      if (takeOver(path, tmp, found)) break;
      throw locked();
    }
  } finally {
    rmSync(tmp, { force: true }); // gone already when takeOver renamed it into place
  }
  let held = true;
  return {
    path,
    release() {
      if (!held) return;
      held = false;
      try {
        if (holderOf(path) === process.pid) unlinkSync(path);
      } catch {
        // already gone
      }
    },
  };
}
