import { closeSync, existsSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { entryJournal, replayJournal, type Journal, type JournalEntry, type JournalState } from '../operations/journal';
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
