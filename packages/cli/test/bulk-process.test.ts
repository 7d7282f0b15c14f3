import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  approvedOnServer,
  expectEndState,
  stackWith500Pending,
  stackWithPending,
  unfinishedJournal,
  type Item,
} from './bulk-helpers';
import { ndjson, type Stack } from './helpers';

// Bulk runs of the built binary, where the process is the point: killed, interrupted, its stdout
// closed under it. Each is resumed and must end with every item approved exactly once.

let current: Stack | undefined;
afterEach(async () => {
  await current?.close();
  if (current) rmSync(current.dataDir, { recursive: true, force: true });
  current = undefined;
});

describe('redemptions approve --all-pending in the real process (500 requests)', () => {
  it('a run killed with SIGKILL half-way, resumed, gives the same end state', async () => {
    const { s, before, pending } = await stackWith500Pending();
    current = s;
    const note = 'Batch B payout';
    s.api.setFaults({ latencyMs: [5, 20] });
    const child = s.spawnMpa([
      'redemptions',
      'approve',
      '--all-pending',
      '--note',
      note,
      '--format',
      'ndjson',
      '--concurrency',
      '4',
    ]);
    let out = '';
    await new Promise<void>((resolve) => {
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if ((out.match(/"done"/g) ?? []).length >= 150 && !child.killed) child.kill('SIGKILL');
      });
      child.on('close', () => resolve());
    });
    expect(child.signalCode).toBe('SIGKILL');
    const r1 = ndjson<Item>(out.slice(0, out.lastIndexOf('\n') + 1));
    expect(r1.length).toBeGreaterThanOrEqual(150);
    expect(r1.length).toBeLessThan(500);
    const journal = [unfinishedJournal(s).file];

    const resumed = await s.mpa([
      'redemptions',
      'approve',
      '--all-pending',
      '--note',
      note,
      '--resume',
      '--format',
      'ndjson',
    ]);
    expect(resumed.code).toBe(0);
    const r2 = ndjson<Item>(resumed.stdout);
    // Only items in flight at the kill can be found already approved on the server.
    expect(r2.filter((r) => r.result === 'already-processed').length).toBeLessThanOrEqual(4);
    expect(r2.filter((r) => r.result === 'failed')).toEqual([]);
    await expectEndState(s, before, pending, note, [r1, r2]);
    expect(existsSync(join(s.configDir, 'journals', journal[0]))).toBe(false);
  });

  it('Ctrl+C half-way: no new items, those in flight finish and are journalled, exit 130; --resume finishes', async () => {
    const { s, before, pending } = await stackWith500Pending();
    current = s;
    const note = 'Batch C payout';
    s.api.setFaults({ latencyMs: [5, 20] });
    const child = s.spawnMpa([
      'redemptions',
      'approve',
      '--all-pending',
      '--note',
      note,
      '--format',
      'ndjson',
      '--concurrency',
      '4',
    ]);
    let out = '';
    let err = '';
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((resolve) => {
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if ((out.match(/"done"/g) ?? []).length >= 100 && !child.killed) child.kill('SIGINT');
      });
      child.on('close', (c) => resolve(c));
    });
    expect(code).toBe(130);
    expect(err).toContain('Interrupted. Run the same command with --resume to finish.');
    const r1 = ndjson<Item>(out);
    expect(r1.length).toBeLessThan(500);
    // Nothing was abandoned in flight: what the server approved is exactly what the journal confirmed
    // and what stdout reported.
    const { done } = unfinishedJournal(s);
    expect(await approvedOnServer(s, pending)).toEqual(done);
    expect(new Set(r1.filter((r) => r.result === 'done').map((r) => r.id))).toEqual(done);

    const resumed = await s.mpa([
      'redemptions',
      'approve',
      '--all-pending',
      '--note',
      note,
      '--resume',
      '--format',
      'ndjson',
    ]);
    expect(resumed.code).toBe(0);
    const r2 = ndjson<Item>(resumed.stdout);
    expect(r2.filter((r) => r.result !== 'done')).toEqual([]);
    expect(r2.length + done.size).toBe(500);
    await expectEndState(s, before, pending, note, [r1, r2]);
  });

  it('piped into head -2: stops taking items, lets those in flight finish and be journalled, exit 4; --resume approves the rest once', async () => {
    const { s, before, pending } = await stackWith500Pending();
    current = s;
    const note = 'Batch D payout';
    s.api.setFaults({ latencyMs: [5, 20] });
    // mpa redemptions approve ... | head -2: head reads two lines and exits, closing the pipe.
    const child = s.spawnMpa([
      'redemptions',
      'approve',
      '--all-pending',
      '--note',
      note,
      '--format',
      'ndjson',
      '--concurrency',
      '4',
    ]);
    const head = spawn('head', ['-2'], { stdio: [child.stdout!, 'pipe', 'inherit'] });
    child.stdout!.destroy(); // head holds the only read end now
    let shown = '';
    head.stdout.on('data', (d: Buffer) => (shown += d.toString()));
    let err = '';
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect(ndjson<Item>(shown)).toHaveLength(2);
    expect(code).toBe(4);
    expect(err).toMatch(/stdout was closed/);
    expect(err).toContain('--resume');
    const { done } = unfinishedJournal(s);
    expect(done.size).toBeGreaterThanOrEqual(2);
    expect(done.size).toBeLessThan(500);
    expect(await approvedOnServer(s, pending)).toEqual(done);

    const resumed = await s.mpa([
      'redemptions',
      'approve',
      '--all-pending',
      '--note',
      note,
      '--resume',
      '--format',
      'ndjson',
    ]);
    expect(resumed.code).toBe(0);
    const r2 = ndjson<Item>(resumed.stdout);
    expect(r2.filter((r) => r.result !== 'done')).toEqual([]);
    expect(r2.length + done.size).toBe(500);
    await expectEndState(s, before, pending, note, [r2]);
  });
});

describe('one run per journal at a time (the real process)', () => {
  it('a second identical run exits 2 naming the process that holds the journal; once that one is killed, its lock is taken over', async () => {
    const { s, pending } = await stackWithPending(300);
    current = s;
    const note = 'Batch L payout';
    s.api.setFaults({ latencyMs: [150, 250] });
    const args = [
      'redemptions',
      'approve',
      '--all-pending',
      '--note',
      note,
      '--format',
      'ndjson',
      '--concurrency',
      '2',
    ];
    const first = s.spawnMpa(args);
    let out = '';
    const firstClosed = new Promise<void>((resolve) => first.on('close', () => resolve()));
    await new Promise<void>((resolve) => {
      first.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('"done"')) resolve();
      });
      first.on('close', () => resolve());
    });
    expect(first.exitCode).toBeNull(); // still running

    // the same command, and the same with --resume (which would send the items the first has in hand again)
    for (const extra of [[], ['--resume']]) {
      const second = await s.bin([...args, ...extra]);
      expect(second.code).toBe(2);
      expect(second.stderr).toContain(`Another run of this operation is in progress (process ${first.pid})`);
      expect(second.stdout).toBe('');
    }

    first.kill('SIGKILL');
    await firstClosed;
    const r1 = ndjson<Item>(out.slice(0, out.lastIndexOf('\n') + 1));
    s.api.setFaults({ latencyMs: null });
    // the holder is gone: its lock is stale and the resume takes it over
    const resumed = await s.bin([...args, '--resume']);
    expect(resumed.stderr).not.toContain('in progress');
    expect(resumed.code).toBe(0);
    const r2 = ndjson<Item>(resumed.stdout);
    expect(r2.filter((r) => r.result === 'failed')).toEqual([]);
    const approved = await approvedOnServer(s, pending);
    expect(approved.size).toBe(300);
    // every item accounted for once by the resume: the ones its journal has as done by the killed run, and its own
    // (the killed run's stdout may lack the lines of the last items it journaled: SIGKILL came between the two)
    const earlier = Number(/\((\d+) done in earlier runs\)/.exec(resumed.stderr)?.[1] ?? 0);
    expect(r2.length + earlier).toBe(300);
    expect(r1.length).toBeLessThanOrEqual(300);
    const approvedFirst = new Set(r1.filter((r) => r.result === 'approved').map((r) => r.id));
    expect(r2.filter((r) => r.result === 'approved' && approvedFirst.has(r.id))).toEqual([]);
    expect(readdirSync(join(s.configDir, 'journals')).filter((f) => f.endsWith('.lock'))).toEqual([]);
  });
});
