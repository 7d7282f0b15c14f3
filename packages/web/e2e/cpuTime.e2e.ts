// The e2e report's CPU per file (e2e/slowestReport.ts) counts what a file's worker runs: the processes under it, alive
// or exited.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { treeCpuSeconds } from './cpuTime';

/** A Node script that spends `seconds` of its own CPU, then says so and (with `stay`) waits to be killed. /proc counts
 * in ticks of 10 ms, its user and system time each rounded down: the checks allow 0.05 s less. */
const burn = (seconds: number, stay = false) =>
  `const s = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
   while (s() < ${seconds});
   console.log('spent');
   ${stay ? 'setInterval(() => {}, 1000);' : ''}`;

describe.runIf(process.platform === 'linux')('treeCpuSeconds', () => {
  it('counts a child process that has exited', () => {
    const before = treeCpuSeconds()!;
    const run = spawnSync(process.execPath, ['-e', burn(0.4)], { encoding: 'utf8' });
    expect(run.stdout.trim()).toBe('spent');
    expect(treeCpuSeconds()! - before).toBeGreaterThanOrEqual(0.35);
  });

  it('counts a process under a child while it runs', async () => {
    const before = treeCpuSeconds()!;
    // a shell whose child spends the CPU and stays: two levels down, alive when counted
    const shell = spawn('sh', ['-c', `"${process.execPath}" -e "$SCRIPT"; :`], {
      env: { ...process.env, SCRIPT: burn(0.4, true) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const [chunk] = (await once(shell.stdout, 'data')) as [Buffer];
      expect(chunk.toString().trim()).toBe('spent');
      expect(treeCpuSeconds()! - before).toBeGreaterThanOrEqual(0.35);
    } finally {
      spawnSync('pkill', ['-P', String(shell.pid)]);
      shell.kill();
    }
  });
});
