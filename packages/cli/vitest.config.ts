import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  define: { __MPA_VERSION__: JSON.stringify(version) },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60000,
    hookTimeout: 60000,
    // Most of a file's time is spent waiting (on a dev API, a timed-out write, a child process), not computing:
    // three files at once on two cores overlap those waits. The SDK, dev API and CLI modules are loaded once per
    // worker, not once per file (isolate: false): each file starts its own dev API and config dir, and restores
    // what it spies on.
    maxWorkers: 3,
    isolate: false,
  },
});
