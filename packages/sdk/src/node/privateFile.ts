import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  statSync,
  chmodSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';

/**
 * Creates the directory (0700) if needed, and tightens it to 0700 when it already exists and is
 * ours — but never a shared directory such as /tmp (sticky) or one owned by someone else.
 */
export function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const st = statSync(dir);
  const mine = typeof process.getuid !== 'function' || st.uid === process.getuid();
  const sticky = (st.mode & 0o1000) !== 0;
  if (mine && !sticky && (st.mode & 0o077) !== 0) chmodSync(dir, 0o700);
}

/**
 * Replaces `path` with `text` atomically (mode 0600): written to a temporary file of a random name
 * opened exclusively (O_EXCL: a file or symlink planted at that name is never followed), flushed to
 * disk, then renamed over the target.
 */
export function writePrivateFileAtomic(path: string, text: string): void {
  privateDir(dirname(path));
  const tmp = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const fd = openSync(tmp, 'wx', 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } catch (e) {
    closeSync(fd);
    unlinkSync(tmp);
    throw e;
  }
  closeSync(fd);
  try {
    renameSync(tmp, path);
  } catch (e) {
    unlinkSync(tmp);
    throw e;
  }
}
