import { defineConfig } from 'vitest/config';

// Integration tests run against a real dev API on a shared machine: the timeouts only bound how long a
// failure takes to show, so they are generous for a loaded box (every wait in a test is on a result).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // their temporary files under one directory of the run, removed at its end
    globalSetup: ['../../tools/test-tmpdir.mjs'],
    testTimeout: 30000,
    hookTimeout: 60000,
    // A worker keeps its modules (the SDK, the dev API, TypeScript's compiler) across the files it runs: imported
    // afresh per file they were half of the package's CPU (26.7 -> 14.4 s). Files share no state: each starts
    // its own dev API, servers and temporary directories.
    isolate: false,
  },
});
