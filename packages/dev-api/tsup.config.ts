import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: { index: 'src/index.ts' },
    format: ['esm'],
    dts: { entry: { index: 'src/index.ts' } },
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
