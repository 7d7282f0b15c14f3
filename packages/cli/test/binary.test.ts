import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, startStack, type Stack } from './helpers';

// The built binary's own behaviour: the exit codes it ends with and what it does when its stdout
// goes away. Everything else about commands is tested in-process.

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

describe('the mpa binary', () => {
  it('ends with the exit code of the command: 0 ok, 1 failure, 2 usage, 3 not logged in', async () => {
    expect((await s.bin(['whoami'])).code).toBe(3);
    expect((await s.bin(['vendors', 'list', '--page', 'x'])).code).toBe(2);
    await s.login();
    const ok = await s.bin(['vendors', 'list', '--page-size', '1']);
    expect([ok.code, ok.stderr]).toEqual([0, '']);
    const missing = await s.bin(['vendors', 'get', '999999']);
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).not.toBe('');
  });

  it('a read piped into head ends quietly with exit 0', async () => {
    await s.login();
    // Pages come slowly, so mpa is still writing when head has gone (EPIPE on the next page).
    s.api.setFaults({ latencyMs: [30, 30] });
    const child = s.spawnMpa(['referral-codes', 'list', '--all', '--page-size', '50', '--format', 'ndjson']);
    const head = spawn('head', ['-1'], { stdio: [child.stdout!, 'pipe', 'inherit'] });
    child.stdout!.destroy(); // head holds the only read end now
    let err = '';
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    let shown = '';
    head.stdout.on('data', (d: Buffer) => (shown += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect(shown.split('\n').filter(Boolean)).toHaveLength(1);
    s.api.setFaults({ latencyMs: null });
    expect(code).toBe(0);
    // Progress lines only: no error, no stack trace; and it stopped well before the 3,000 codes.
    expect(err.split('\n').filter((l) => l && !/^Fetching \[/.test(l))).toEqual([]);
    expect(err).not.toContain('3000/3000');
  });

  it('an export whose stdout fails (> /dev/full): one line on stderr, exit 1', async () => {
    await s.login();
    const full = openSync('/dev/full', 'w');
    const child = spawn(process.execPath, [BIN, 'referral-codes', 'export', '--page-size', '200'], {
      env: { PATH: process.env.PATH ?? '', HOME: s.configDir, ...s.env },
      stdio: ['ignore', full, 'pipe'],
    });
    closeSync(full);
    let err = '';
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect(code).toBe(1);
    expect(err.split('\n').filter((l) => l && !l.startsWith('Exporting'))).toEqual([
      'Cannot write to stdout: ENOSPC: no space left on device',
    ]);
  });
});
