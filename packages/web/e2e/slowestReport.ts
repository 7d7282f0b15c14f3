import { existsSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
// for the type of a file's meta: its cpuSeconds, which e2e/setup.ts sets
import type {} from './cpuTime';
import { FILE_TIMES, readFileTimes } from './sequencer';

// The slowest files and the run's test time in all, at the end of the run: a file that grew slower shows in a CI
// log's tail. Wall time of each file's tests and hooks (its stack's start included); files run side by side, so a
// loaded machine stretches every figure. Then the files that took the most CPU (each in its worker and the processes
// under it, its Chromium among them, e2e/setup.ts): on a machine the suite keeps busy, what a file costs the run.
// MPA_UPDATE_E2E_TIMES=1 (on a run of the whole suite) writes the files' times into e2e/fileTimes.json, the order
// e2e/sequencer.ts starts them in.
export default class SlowestReport implements Reporter {
  private readonly files: { name: string; ms: number; tests: number; cpuSeconds?: number }[] = [];

  onTestModuleEnd(testModule: TestModule): void {
    this.files.push({
      name: testModule.relativeModuleId,
      ms: testModule.diagnostic().duration,
      tests: [...testModule.children.allTests()].length,
      cpuSeconds: testModule.meta().cpuSeconds,
    });
  }

  onTestRunEnd(): void {
    if (this.files.length === 0) return;
    const seconds = (ms: number): string => (ms / 1000).toFixed(1);
    const total = this.files.reduce((sum, f) => sum + f.ms, 0);
    console.log(`e2e time: ${seconds(total)} s of test time over ${this.files.length} files; the slowest:`);
    for (const f of [...this.files].sort((a, b) => b.ms - a.ms).slice(0, 10))
      console.log(`e2e time: ${seconds(f.ms).padStart(6)} s  ${f.name} (${f.tests} tests)`);
    this.reportCpu();
    if (process.env.MPA_UPDATE_E2E_TIMES === '1') this.writeTimes();
  }

  private reportCpu(): void {
    const measured = this.files.filter(
      (f): f is typeof f & { cpuSeconds: number } => f.cpuSeconds !== undefined,
    );
    if (measured.length === 0) return;
    const total = measured.reduce((sum, f) => sum + f.cpuSeconds, 0);
    console.log(
      `e2e cpu: ${total.toFixed(1)} s of CPU over ${measured.length} files (each in its worker and the processes under it); the most:`,
    );
    for (const f of [...measured].sort((a, b) => b.cpuSeconds - a.cpuSeconds).slice(0, 10))
      console.log(`e2e cpu: ${f.cpuSeconds.toFixed(1).padStart(6)} s  ${f.name} (${f.tests} tests)`);
  }

  private writeTimes(): void {
    const times = readFileTimes();
    for (const f of this.files) times[basename(f.name)] = Math.round(f.ms / 100) / 10;
    const kept = Object.entries(times)
      .filter(([name]) => existsSync(join(dirname(FILE_TIMES), name)))
      .sort(([, a], [, b]) => b - a);
    writeFileSync(FILE_TIMES, JSON.stringify(Object.fromEntries(kept), null, 2) + '\n');
    console.log(`e2e time: ${this.files.length} files' times written to ${FILE_TIMES}`);
  }
}
