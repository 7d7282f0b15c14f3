import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    // A file's time is mostly a dev API's start, its answers and its timers (a stalled path, a sign-in's delay):
    // three files at once on two cores overlap them. The dev API's modules are loaded once per worker, not once
    // per file (isolate: false): each file starts its own servers on their own data directories.
    maxWorkers: 3,
    isolate: false,
  },
});
