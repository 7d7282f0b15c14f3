import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { DevApi } from '@marketplace-admin/dev-api';
import { afterAll, beforeAll } from 'vitest';

// The built `mpa` (packages/cli/dist) on a shell's PATH, run as a support engineer runs a copied command: by
// /bin/sh, against the e2e stack's dev API, with a config directory of its own (no views, no session).

const MPA_JS = resolve(dirname(fileURLToPath(import.meta.url)), '../../cli/dist/mpa.js');

export interface MpaShell {
  /** A directory of this file's own: the `mpa` script, its config (MPA_CONFIG_DIR, HOME) and any file a test writes. */
  dir: string;
  /** Runs a command line in /bin/sh with `mpa` on its PATH; its stdout. Exit status other than 0 rejects. */
  run(command: string): Promise<string>;
}

/** A fresh `mpa` for the file's tests, signed in with the token `signIn()` gives (once) to `api()`; removed after them. */
export function useMpaShell(api: () => DevApi, signIn: () => Promise<string>): MpaShell {
  let token: Promise<string> | undefined;
  const shell: MpaShell = {
    dir: '',
    async run(command) {
      const { stdout } = await promisify(execFile)('/bin/sh', ['-c', command], {
        env: {
          PATH: `${shell.dir}:${process.env.PATH}`,
          HOME: shell.dir,
          MPA_CONFIG_DIR: shell.dir,
          MPA_API_URL: api().apiUrl,
          MPA_AUTH_URL: api().authUrl,
          MPA_TOKEN: await (token ??= signIn()),
        },
      });
      return stdout;
    },
  };
  beforeAll(async () => {
    shell.dir = await mkdtemp(join(tmpdir(), 'mpa-e2e-'));
    await writeFile(join(shell.dir, 'mpa'), `#!/bin/sh\nexec "${process.execPath}" "${MPA_JS}" "$@"\n`);
    await chmod(join(shell.dir, 'mpa'), 0o755);
  });
  afterAll(() => rm(shell.dir, { recursive: true, force: true }));
  return shell;
}
