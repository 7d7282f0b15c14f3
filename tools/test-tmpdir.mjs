// Vitest globalSetup of the SDK's, CLI's and dev API's tests: every temporary file or directory their tests make,
// and the processes they start, goes under one directory of this run (TMPDIR, which os.tmpdir() and mktemp read),
// removed when the run ends. Without it a run left ~35 directories in /tmp (seeded databases among them).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup() {
  const before = process.env.TMPDIR;
  const root = mkdtempSync(join(tmpdir(), 'mpa-test-run-'));
  process.env.TMPDIR = root;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(root, { recursive: true, force: true });
  };
}
