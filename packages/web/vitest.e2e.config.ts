import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { messages } from './vite.messages';
import LongestFirst from './e2e/sequencer';

// End-to-end specs: real Chromium against the built app and a dev API on free ports.
// Every wait is on a state the page shows; its timeout only bounds how long a failure takes to be
// reported, so it is generous for a loaded machine (expect.poll's own default is 1 s).
export default defineConfig({
  // e2e/routes.e2e.ts reads the app's route table, which reaches the message catalogues
  plugins: [messages(join(import.meta.dirname, 'src/i18n/messages'))],
  test: {
    include: ['e2e/**/*.e2e.ts'],
    setupFiles: ['e2e/setup.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
    // three files at a time, each with its own dev API and web server; a worker keeps its Chromium across
    // the files it runs (isolate: false keeps the harness module alive). Three on two cores: a test spends
    // part of its time waiting (a debounce, a transition, the server), which a third file fills: the suite
    // took 190 s instead of 230 s on a quiet machine for the same CPU.
    fileParallelism: true,
    maxWorkers: 3,
    isolate: false,
    // the longest files first (their times in e2e/fileTimes.json): the workers end together, on short files
    sequence: { sequencer: LongestFirst },
    expect: { poll: { timeout: 20_000 } },
    // On CI's shared, loaded box a test gets one more try; the retry report names each one, so none is hidden.
    retry: process.env.CI ? 1 : 0,
    reporters: ['default', './e2e/retryReport.ts', './e2e/slowestReport.ts'],
  },
});
