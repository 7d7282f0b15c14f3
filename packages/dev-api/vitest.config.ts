import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // their temporary files under one directory of the run, removed at its end
    globalSetup: ['../../tools/test-tmpdir.mjs'],
    testTimeout: 30000,
    hookTimeout: 60000,
    // much of a file's time is waiting (sign-in delays, stalled requests, timeouts): two files at once (one is
    // Vitest's default on two cores) overlap those waits
    maxWorkers: 2,
    // A worker keeps the dev API's modules across the files it runs (each file starts its own servers on its own
    // data directories): imported afresh per file they cost a third of the package's CPU (36 -> 24 s).
    isolate: false,
  },
});
