// A package's bundled type declarations, as tsup's `dts` made them (one .d.ts per entry in dist/, what entries share
// in chunks beside them), for a fifth of the CPU: TypeScript 7's native compiler writes every source file's
// declarations (the SDK: 2 s of CPU, where tsup's declaration build on TypeScript 5.9 took 9.5 s), then rollup with
// rollup-plugin-dts bundles them per entry without checking types again (`typecheck` does that).
// A package's tsup config asks for them with `withDeclarations`, which names its entries once for both.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

// TypeScript 7's tsc, as tools/typecheck.mjs finds it (resolved from node_modules: tsup bundles this file into the
// package's config, so no path relative to this file holds)
const TSC = join(dirname(createRequire(import.meta.url).resolve('typescript-go/package.json')), 'bin/tsc');

/**
 * Writes dist/<name>.d.ts for each entry (name -> source, e.g. `{ index: 'src/index.ts' }`), run in the package;
 * its tsconfig.build.json names the sources. Rejects when TypeScript's emit or the bundling fails.
 * @param {Record<string, string>} entry
 */
async function writeDeclarations(entry) {
  const emitted = mkdtempSync(join(tmpdir(), 'mpa-declarations-'));
  try {
    // declarations only, laid out as the sources are under the package (src/index.ts -> <emitted>/src/index.d.ts)
    const tsc = spawnSync(
      process.execPath,
      [TSC, '-p', 'tsconfig.build.json', '--emitDeclarationOnly', '--rootDir', '.', '--outDir', emitted],
      { stdio: 'inherit' },
    );
    if (tsc.status !== 0)
      throw new Error(`declarations: TypeScript's emit failed (exit ${tsc.status ?? tsc.signal})`);
    const bundle = await rollup({
      input: Object.fromEntries(
        Object.entries(entry).map(([name, source]) => [
          name,
          join(emitted, source.replace(/\.ts$/, '.d.ts')),
        ]),
      ),
      plugins: [dts()],
      // a package's own dependencies stay imports, as in tsup's bundles
      external: (id) => !id.startsWith('.') && !id.startsWith('/'),
    });
    await bundle.write({
      dir: 'dist',
      entryFileNames: '[name].d.ts',
      chunkFileNames: (chunk) => `${chunk.name.replace(/\.d$/, '')}-[hash].d.ts`,
    });
    await bundle.close();
  } finally {
    rmSync(emitted, { recursive: true, force: true });
  }
}

/**
 * A tsup config whose entries also get their declarations, written once its JavaScript is built (tsup's `onSuccess`).
 * @param {import('tsup').Options & { entry: Record<string, string> }} options
 * @returns {import('tsup').Options}
 */
export function withDeclarations(options) {
  return { ...options, onSuccess: () => writeDeclarations(options.entry) };
}
