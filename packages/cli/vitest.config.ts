import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  define: { __MPA_VERSION__: JSON.stringify(version) },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // their temporary files under one directory of the run, removed at its end
    globalSetup: ['../../tools/test-tmpdir.mjs'],
    testTimeout: 60000,
    hookTimeout: 60000,
    // Most of a file's time is spent waiting (on a dev API, a timed-out write, a child process), not computing:
    // two files at once overlap those waits (one at a time is Vitest's default on two cores).
    maxWorkers: 2,
    // A worker keeps its modules (the CLI, the SDK, the dev API) across the files it runs: imported afresh per
    // file they were two thirds of the package's CPU (47 -> 35 s). Every file starts its own dev API and temporary
    // directories, and restores what it patches (doctor.test's stderr, commands.test's spies).
    isolate: false,
  },
});
