#!/usr/bin/env node
// Each package's `typecheck`: TypeScript 7's compiler, its native port (the same checks for a quarter of the CPU or
// less: the panel 12.4 -> 3.2 s, the SDK 7.4 -> 1.3 s), installed as `typescript-go` beside TypeScript 5.9, which
// tsup's declaration build and typescript-eslint still need. Its arguments go to tsc; its exit status is tsc's.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const root = dirname(createRequire(import.meta.url).resolve('typescript-go/package.json'));
const child = spawn(process.execPath, [join(root, 'bin/tsc'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
child.on('error', (e) => {
  console.error(`typecheck: TypeScript 7's tsc could not start: ${e.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
