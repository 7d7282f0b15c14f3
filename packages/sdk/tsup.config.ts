import { defineConfig } from 'tsup';
import { withDeclarations } from '../../tools/declarations.mjs';

export default defineConfig(
  withDeclarations({
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
  }),
);
