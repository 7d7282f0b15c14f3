import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, parseCsv, startStack, type Stack } from './helpers';

// Where an export goes: stdout by default, a file (written under a temporary name, renamed when
// complete) with --output; and what is left when writing fails: one line on stderr, exit 1, no
// partial file. The demo seed has 3,000 codes: several pages at --page-size 200.

let s: Stack;
let dir: string;
beforeAll(async () => {
  s = await startStack();
  await s.login();
  dir = mkdtempSync(join(tmpdir(), 'mpa-cli-export-out-'));
});
afterAll(async () => {
  await s?.close();
  rmSync(dir, { recursive: true, force: true });
});

const partials = (d: string): string[] => readdirSync(d).filter((f) => f.includes('.partial-'));

describe('referral-codes export output', () => {
  it('without --output it writes to stdout (as with --output -); progress and the summary go to stderr', async () => {
    const r = await s.mpa(['referral-codes', 'export', '--page-size', '200']);
    expect(r.code).toBe(0);
    const rows = parseCsv(r.stdout);
    expect(rows[0]).toEqual(['ID', 'Code', 'User Type', 'Vendor', 'Client', 'Active']);
    expect(rows).toHaveLength(3001);
    expect(r.stderr).toMatch(/Exporting \[#+\] 3000\/3000 100%/);
    expect(r.stderr).toContain('Exported 3000 of 3000 referral codes.');
    expect(r.stdout).not.toContain('Exporting');
    expect((await s.mpa(['referral-codes', 'export', '--page-size', '200', '--output', '-'])).stdout).toBe(
      r.stdout,
    );
  });

  it('to a file: complete under its own name, mode 0600, nothing else left beside it', async () => {
    const file = join(dir, 'codes.csv');
    const r = await s.mpa(['referral-codes', 'export', '--page-size', '200', '--output', file]);
    expect([r.code, r.stdout]).toEqual([0, '']);
    expect(parseCsv(readFileSync(file, 'utf8'))).toHaveLength(3001);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['codes.csv']);
    rmSync(file);
  });

  it('a directory that does not exist: one line on stderr, exit 1, no file', async () => {
    const r = await s.mpa(['referral-codes', 'export', '--output', '/no/such/dir/x.csv']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('Cannot write to /no/such/dir/x.csv: ENOENT: no such file or directory\n');
    expect(existsSync('/no/such/dir')).toBe(false);
  });

  it('a device that fails every write (like /dev/full): one line, exit 1, the device left in place', async () => {
    // A node of its own where we may (root): a regression that renamed over it must not take the
    // machine's /dev/full with it. Without root, /dev is not writable and /dev/full is safe to use.
    const own = join(dir, 'full');
    let device = own;
    try {
      execFileSync('mknod', ['-m', '666', own, 'c', '1', '7'], { stdio: 'ignore' });
    } catch {
      device = '/dev/full';
    }
    expect(statSync(device).isCharacterDevice(), `${device} is needed for this test`).toBe(true);
    const r = await s.mpa(['referral-codes', 'export', '--page-size', '200', '--output', device]);
    expect(r.code).toBe(1);
    expect(r.stderr.split('\n').filter((l) => l && !l.startsWith('Exporting'))).toEqual([
      `Cannot write to ${device}: ENOSPC: no space left on device`,
    ]);
    expect(statSync(device).isCharacterDevice()).toBe(true);
    expect(partials(dirname(device))).toEqual([]);
    rmSync(own, { force: true });
  });

  it('a pipe whose reader goes away part-way (a FIFO): one line, exit 1, the FIFO left in place', async () => {
    const fifo = join(dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    const reader = spawn('head', ['-c', '100', fifo], { stdio: ['ignore', 'ignore', 'ignore'] });
    const r = await s.mpa(['referral-codes', 'export', '--page-size', '200', '--output', fifo]);
    reader.kill(); // gone already when mpa saw the pipe close; a regression that never wrote to the FIFO would leave it waiting
    expect(r.code).toBe(1);
    expect(r.stderr.split('\n').filter((l) => l && !l.startsWith('Exporting'))).toEqual([
      `Cannot write to ${fifo}: EPIPE: broken pipe`,
    ]);
    expect(statSync(fifo).isFIFO()).toBe(true);
    expect(readdirSync(dir)).toEqual(['fifo']);
    rmSync(fifo);
  });

  it('the real binary, a file that cannot grow past 20 KB (ulimit -f) part-way: one line, exit 1, no partial file', async () => {
    const file = join(dir, 'big.csv');
    const child = spawn(
      'bash',
      [
        '-c',
        'ulimit -f 20 && exec "$0" "$@"',
        process.execPath,
        BIN,
        'referral-codes',
        'export',
        '--page-size',
        '200',
        '--output',
        file,
      ],
      {
        env: { PATH: process.env.PATH ?? '', HOME: s.configDir, ...s.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect([code, out]).toEqual([1, '']);
    expect(err.split('\n').filter((l) => l && !l.startsWith('Exporting'))).toEqual([
      `Cannot write to ${file}: EFBIG: file too large`,
    ]);
    expect(readdirSync(dir)).toEqual([]);
  });
});
