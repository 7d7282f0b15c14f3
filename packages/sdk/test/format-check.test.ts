import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm test` checks the whole repository's formatting (the root's `format:check`, run by Nx beside lint, tools/test.mjs): code
// that Prettier would write otherwise fails the run, so no change lands unformatted.
const ROOT = join(import.meta.dirname, '..', '..', '..');
const rootPackage = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  nx: { includedScripts: string[] };
};

/** Runs the root's format check, as `npm test` does, in `dir` (holding the repository's Prettier settings). */
function formatCheck(dir: string): { status: number | null; output: string } {
  const [bin, ...args] = rootPackage.scripts['format:check'].split(' ');
  const run = spawnSync(join(ROOT, 'node_modules', '.bin', bin), args, { cwd: dir, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('npm test fails on code Prettier would format otherwise', () => {
  it('the test command runs the format check (an Nx target of the root)', () => {
    // npm test runs tools/test.mjs, whose Nx run of the other checks has the format check among its targets
    expect(rootPackage.scripts.test).toMatch(/\bnode tools\/test\.mjs\b/);
    const runner = readFileSync(join(ROOT, 'tools', 'test.mjs'), 'utf8');
    expect(runner).toMatch(/\bconst OTHERS = \[[^\]]*'format:check'/);
    expect(runner).toMatch(/'others', \[\s*'-t',\s*\.\.\.OTHERS\b/);
    expect(rootPackage.nx.includedScripts).toContain('format:check');
    expect(rootPackage.scripts['format:check']).toMatch(/^prettier --check \./);
  });

  it('a file with a line over 110 columns fails the check, naming the file; formatted, it passes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'format-check-'));
    copyFileSync(join(ROOT, '.prettierrc.json'), join(dir, '.prettierrc.json'));
    const long = `export const names = ['${'vendor,'.repeat(8)}', '${'client,'.repeat(8)}', '${'shop,'.repeat(8)}'];\n`;
    writeFileSync(join(dir, 'long.ts'), long);
    const failed = formatCheck(dir);
    expect(failed.status).not.toBe(0);
    expect(failed.output).toContain('long.ts');

    execFileSync(join(ROOT, 'node_modules', '.bin', 'prettier'), ['--write', 'long.ts'], { cwd: dir });
    expect(
      readFileSync(join(dir, 'long.ts'), 'utf8')
        .split('\n')
        .every((l) => l.length <= 110),
    ).toBe(true);
    expect(formatCheck(dir).status).toBe(0);
  });
});
