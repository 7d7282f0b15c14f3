import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDevApi } from '../server';
import type { SeedName } from './index';

/** Templates unused for this long are removed when a new one is made (each change of the dev API's code makes one). */
const STALE_MS = 24 * 3600_000;

/**
 * A new data directory (under the OS temp dir) holding a copy of a database seeded with `seed` and the default
 * administrator, as `startDevApi({ dataDir, seed })` on an empty directory leaves it: tests start a dev API on it
 * to skip the seeding (the demo seed ~80 ms of CPU, the large seed ~5 s). The seeded database is made once per
 * version of the dev API's code on this machine (a template under the OS temp dir, keyed by a hash of the code
 * that seeds it) and copied for each caller; the seed is deterministic, so a copy holds what a seeding would.
 * With other administrator credentials, `reset` or the `none` seed, start on an empty directory instead.
 */
export async function seededDataDir(seed: Exclude<SeedName, 'none'>): Promise<string> {
  const template = await templateOf(seed);
  const dir = mkdtempSync(join(tmpdir(), `mpa-dev-api-${seed}-`));
  cpSync(template, dir, { recursive: true });
  return dir;
}

async function templateOf(seed: SeedName): Promise<string> {
  const root = join(tmpdir(), 'mpa-dev-api-seeds');
  const keyed = join(root, codeHash());
  const template = join(keyed, seed);
  if (existsSync(template)) {
    utimesSync(keyed, new Date(), new Date());
    return template;
  }
  mkdirSync(keyed, { recursive: true });
  removeStale(root, keyed);
  // seeded beside its final name and renamed into place: a worker running at the same time sees a whole
  // template or none (and then makes its own, the first rename winning)
  const making = mkdtempSync(join(keyed, `.${seed}-`));
  try {
    const api = await startDevApi({ dataDir: making, apiPort: 0, authPort: 0, seed });
    await api.close();
    renameSync(making, template);
  } catch (e) {
    rmSync(making, { recursive: true, force: true });
    if (!existsSync(template)) throw e;
  }
  return template;
}

function removeStale(root: string, keep: string): void {
  for (const name of readdirSync(root)) {
    const dir = join(root, name);
    if (dir === keep) continue;
    try {
      if (Date.now() - statSync(dir).mtimeMs > STALE_MS) rmSync(dir, { recursive: true, force: true });
    } catch {
      // another process removed it first
    }
  }
}

let hashed: string | undefined;
/** A hash of the code this module runs in: the package's built `dist` or its `src`, whichever holds this file. */
function codeHash(): string {
  if (hashed) return hashed;
  const here = dirname(fileURLToPath(import.meta.url));
  let codeDir = here;
  while (!existsSync(join(dirname(codeDir), 'package.json')) && dirname(codeDir) !== codeDir)
    codeDir = dirname(codeDir);
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!entry.name.endsWith('.map')) hash.update(relative(codeDir, path)).update(readFileSync(path));
    }
  };
  walk(codeDir);
  hashed = hash.digest('hex').slice(0, 16);
  return hashed;
}
