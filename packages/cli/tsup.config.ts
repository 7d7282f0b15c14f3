import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  entry: { mpa: 'src/index.ts' },
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'node20',
  platform: 'node',
  splitting: true,
  // commander is bundled (one ESM chunk instead of a CommonJS package resolved and wrapped at every
  // start); its require() of node built-ins goes through createRequire.
  noExternal: ['commander'],
  // The version is a constant in the entry, so `mpa --version` loads no other file.
  define: { __MPA_VERSION__: JSON.stringify(version) },
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __mpaCreateRequire } from 'node:module';\nconst require = __mpaCreateRequire(import.meta.url);",
  },
});
