import { defineConfig } from 'tsup';

// declarations: ../../tools/declarations.mjs (the package's build script), from TypeScript 7's compiler
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    // the main entry in Node (package.json's `node` condition): src/node/main.ts
    'index.node': 'src/node/main.ts',
    node: 'src/node.ts',
    schemas: 'src/schemas/index.ts',
    errors: 'src/errors.ts',
  },
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  removeNodeProtocol: false,
  external: [/^node:/],
});
