// CLI figures: read from packages/cli/bench/bench.mjs (owned by the CLI package), run as a child process.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CLI_FIGURES } from './externals.mjs';
import { ROOT } from './lib.mjs';
import { na } from './report.mjs';

export const CLI_BENCH = join(ROOT, 'packages/cli/bench/bench.mjs');

export async function cliRows({ noStack, left, skipped }) {
  const reason = !existsSync(CLI_BENCH)
    ? 'packages/cli/bench/bench.mjs is not there yet'
    : !existsSync(join(ROOT, 'packages/cli/dist/mpa.js'))
      ? 'packages/cli/dist/mpa.js is missing (build failed?)'
      : (noStack ?? (left() < 90000 ? skipped('the CLI figures') : null));
  if (reason) return CLI_FIGURES.map(([id, f, t]) => na(id, f, t, reason));
  return CLI_FIGURES.map(([id, f, t]) => na(id, f, t, 'packages/cli/bench/bench.mjs output not read yet'));
}
