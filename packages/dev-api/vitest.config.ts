import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    // searchEquivalence (the large seed, read through the indexes and by a scan) takes as long as all the other
    // files together: two files at once (one is Vitest's default on two cores), the others beside it, not after it
    maxWorkers: 2,
  },
});
