import { defineConfig } from 'tsup';

// declarations: ../../tools/declarations.mjs (the package's build script), from TypeScript 7's compiler
export default defineConfig([
  {
    entry: { index: 'src/index.ts' },
    format: ['esm'],
    clean: false,
    sourcemap: true,
    target: 'node20',
    platform: 'node',
  },
  {
    entry: { main: 'src/main.ts' },
    format: ['esm'],
    clean: false,
    sourcemap: true,
    target: 'node20',
    platform: 'node',
    banner: { js: '#!/usr/bin/env node' },
  },
]);
