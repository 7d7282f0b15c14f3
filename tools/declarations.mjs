#!/usr/bin/env node
// A package's bundled type declarations, as tsup's `dts` made them (one .d.ts per entry in dist/, what entries share
// in chunks beside them), for a fifth of the CPU: TypeScript 7's native compiler writes every source file's
// declarations (the SDK: 2 s of CPU, where tsup's declaration build on TypeScript 5.9 took 9.5 s), then rollup with
// rollup-plugin-dts bundles them per entry without checking types again (`typecheck` does that).
//
//   node ../../tools/declarations.mjs <name>=<source entry> ...   (in the package; tsconfig.build.json names the sources)
//
// e.g. `index=src/index.ts node=src/node.ts` writes dist/index.d.ts and dist/node.d.ts. Exit status 1 on an error.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

const TYPECHECK = join(import.meta.dirname, 'typecheck.mjs');

const entries = process.argv.slice(2).map((arg) => {
  const [name, source] = arg.split('=');
  if (!name || !source?.endsWith('.ts')) {
    console.error(`declarations: '${arg}' is not <name>=<source entry>.ts`);
    process.exit(1);
  }
  return [name, source];
});

const emitted = mkdtempSync(join(tmpdir(), 'mpa-declarations-'));
try {
  // declarations only, laid out as the sources are under the package (src/index.ts -> <emitted>/src/index.d.ts)
  const tsc = spawnSync(
    process.execPath,
    [TYPECHECK, '-p', 'tsconfig.build.json', '--emitDeclarationOnly', '--rootDir', '.', '--outDir', emitted],
    { stdio: 'inherit' },
  );
  if (tsc.status !== 0)
    throw new Error(`TypeScript's declaration emit failed (exit ${tsc.status ?? tsc.signal})`);
  const input = Object.fromEntries(
    entries.map(([name, source]) => [name, join(emitted, source.replace(/\.ts$/, '.d.ts'))]),
  );
  const bundle = await rollup({
    input,
    plugins: [dts({ respectExternal: false })],
    // a package's own dependencies stay imports, as in tsup's bundles
    external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith(emitted),
    onwarn(warning, warn) {
      if (warning.code !== 'EMPTY_BUNDLE') warn(warning);
    },
  });
  await bundle.write({
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].d.ts',
    chunkFileNames: (chunk) => `${chunk.name.replace(/\.d$/, '')}-[hash].d.ts`,
  });
  await bundle.close();
  console.log(
    `declarations: ${entries.map(([name]) => relative('.', join('dist', `${name}.d.ts`))).join(', ')}`,
  );
} catch (e) {
  console.error(`declarations: ${e instanceof Error ? e.message : e}`);
  process.exitCode = 1;
} finally {
  rmSync(emitted, { recursive: true, force: true });
}
