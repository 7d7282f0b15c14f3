import { defineConfig } from 'vitest/config';

// End-to-end specs: real Chromium against the built app and a dev API on free ports.
export default defineConfig({
  test: { include: ['e2e/**/*.e2e.ts'], testTimeout: 60000, hookTimeout: 120000, fileParallelism: false },
});
