import { close, createWriteStream, fsync, open } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { CliError, systemErrorText } from '../errors';

// Plain descriptors, not FileHandle: a FileHandle that a write stream used does not answer sync().
const openFd = promisify(open);
const syncFd = promisify(fsync);
const closeFd = promisify(close);

/** Where an export's bytes go, and how the output is finished or abandoned. */
export interface OutputFile {
  stream: NodeJS.WritableStream;
  /** Flushes; a new file is synced and renamed from its temporary name to its own. */
  commit(): Promise<void>;
  /** Stops writing and removes the temporary file (nothing is left behind). */
  abort(): Promise<void>;
}

/** A failed write as one line: 'Cannot write to F: ENOSPC: no space left on device'. */
export function writeError(path: string, e: unknown): CliError {
  return new CliError(`Cannot write to ${path}: ${systemErrorText(e)}`);
}

/** An error from the file system (or a stream over a file), not from the server. */
export function isWriteError(e: unknown): boolean {
  return typeof (e as NodeJS.ErrnoException)?.syscall === 'string';
}

/**
 * Opens `path` for an export. A regular file (new or not) is written under a temporary name beside
 * it (mode 0600) and renamed over it only when complete. A device, FIFO or socket (/dev/stdout, a
 * named pipe, /dev/full) is written in place: renaming a file over it would replace the node.
 * Opening errors (a directory that does not exist) come back as one-line CliErrors.
 */
export async function openOutput(path: string): Promise<OutputFile> {
  let special = false;
  try {
    special = !(await stat(path)).isFile();
  } catch {
    // not there yet: a new file
  }
  const tmp = special ? undefined : `${path}.partial-${process.pid}`;
  let fd: number;
  try {
    fd = tmp ? await openFd(tmp, 'wx', 0o600) : await openFd(path, 'w');
  } catch (e) {
    throw writeError(path, e);
  }
  let closed = false;
  const closeOnce = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    await closeFd(fd);
  };
  const stream = createWriteStream('', { fd, autoClose: false });
  // A failed write is reported by the next write (writeText) or by commit; never unhandled.
  stream.on('error', () => undefined);
  const abort = async (): Promise<void> => {
    stream.destroy();
    await closeOnce().catch(() => undefined);
    if (tmp) await rm(tmp, { force: true });
  };
  return {
    stream,
    abort,
    async commit() {
      try {
        await new Promise<void>((resolve, reject) => {
          if (stream.errored) return reject(stream.errored);
          stream.end((e?: Error | null) => (e ? reject(e) : resolve()));
        });
        if (tmp) await syncFd(fd);
        await closeOnce();
        if (tmp) await rename(tmp, path);
      } catch (e) {
        await abort();
        throw writeError(path, e);
      }
    },
  };
}
