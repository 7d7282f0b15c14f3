import { defineConfig } from 'tsup';
import { withDeclarations } from '../../tools/declarations.mjs';

export default defineConfig([
  withDeclarations({
    entry: { index: 'src/index.ts' },
    format: ['esm'],
    clean: false,
    sourcemap: true,
    target: 'node20',
    platform: 'node',
  }),
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
