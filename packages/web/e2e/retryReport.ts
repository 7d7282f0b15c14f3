import type { Reporter, TestCase } from 'vitest/node';

// Names every test that failed before it passed, at the end of the run, so that a green CI log still says
// which tests a loaded machine made fail (their retry is in vitest.e2e.config.ts), and how.
export default class RetryReport implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const { retryCount } = testCase.diagnostic() ?? { retryCount: 0 };
    if (retryCount === 0) return;
    const result = testCase.result();
    const state = result.state === 'passed' ? 'passed on retry' : 'failed every try';
    this.retried.push(
      `e2e retried: ${testCase.module.relativeModuleId} > ${testCase.fullName} (${state}, ${retryCount} retr${retryCount === 1 ? 'y' : 'ies'})`,
    );
    // a test that passed on retry shows no failure above: what the first try met, to find the race by
    const first = result.errors?.[0];
    if (result.state === 'passed' && first)
      this.retried.push(
        `  first try: ${[first.name, first.message].filter(Boolean).join(': ')}`.slice(0, 600),
      );
  }

  onTestRunEnd(): void {
    for (const line of this.retried) console.log(line);
  }
}
