import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Each file's test time in seconds in a full suite run (e2e/fileTimes.json; MPA_UPDATE_E2E_TIMES=1 rewrites it). */
export const FILE_TIMES = join(dirname(fileURLToPath(import.meta.url)), 'fileTimes.json');

export function readFileTimes(): Record<string, number> {
  return JSON.parse(readFileSync(FILE_TIMES, 'utf8')) as Record<string, number>;
}

/**
 * The longest files first, by their time in the checked-in list, so the last files a worker takes are the short
 * ones and the workers end together. Vitest's own order needs its results cache, which a fresh clone lacks: it then
 * runs the largest files first, and a long file of few lines could start last and make the tail alone. A file the list
 * does not name yet runs first: its time is unknown.
 */
export default class LongestFirst extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const times = readFileTimes();
    const timeOf = (spec: TestSpecification): number => times[basename(spec.moduleId)] ?? Number.MAX_VALUE;
    return Promise.resolve([...files].sort((a, b) => timeOf(b) - timeOf(a)));
  }
}
