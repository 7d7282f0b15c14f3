// Runs before every e2e file: what each test opened is closed or emptied once it ends (harness.endTest),
// after printing what its tabs showed if it failed.
import { afterEach, beforeEach } from 'vitest';
import { beginTest, endTest } from './harness';

beforeEach(() => beginTest());
afterEach(({ task }) => endTest(task.result?.state === 'fail'));
