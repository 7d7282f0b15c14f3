// Runs before every e2e file: what each test opened is closed or emptied once it ends (harness.endTest),
// after printing what its tabs showed if it failed; the file's CPU, from its first hook to its last, goes to the
// end-of-run report (e2e/slowestReport.ts).
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { treeCpuSeconds } from './cpuTime';
import { beginTest, endTest } from './harness';

let fileStart: number | undefined;
// registered before the file's own hooks: first of its beforeAll hooks, last of its afterAll hooks (a stack's start
// and close count)
beforeAll(() => {
  fileStart = treeCpuSeconds();
});
// Vitest reads a hook's first parameter as fixtures to set up, which must be an object pattern: none here
// eslint-disable-next-line no-empty-pattern
afterAll(({}, file) => {
  const end = treeCpuSeconds();
  if (fileStart !== undefined && end !== undefined) file.meta.cpuSeconds = end - fileStart;
});

beforeEach(() => beginTest());
afterEach(({ task }) => endTest(task.result?.state === 'fail'));
