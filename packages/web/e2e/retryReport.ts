import type { Reporter, TestCase } from 'vitest/node';

// Names every test that failed before it passed, at the end of the run, so that a green CI log still says
// which tests a loaded machine made fail (their retry is in vitest.e2e.config.ts).
export default class RetryReport implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const { retryCount } = testCase.diagnostic() ?? { retryCount: 0 };
    if (retryCount === 0) return;
    const state = testCase.result().state === 'passed' ? 'passed on retry' : 'failed every try';
    this.retried.push(
      `e2e retried: ${testCase.module.relativeModuleId} > ${testCase.fullName} (${state}, ${retryCount} retr${retryCount === 1 ? 'y' : 'ies'})`,
    );
  }

  onTestRunEnd(): void {
    for (const line of this.retried) console.log(line);
  }
}
