import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { mpa: 'src/index.ts' },
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'node20',
  platform: 'node',
  splitting: true,
  banner: { js: '#!/usr/bin/env node' },
});
