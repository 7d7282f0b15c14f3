import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCsv } from '../src/index';
import { expectDecidedOnce, redemptionRows, startTestStack, type TestStack } from './dev-api';

// The CI scripts of examples/ run as a CI job would run them: a separate Node process with a token
// in the environment, against a real dev API; the database tells what the server did.
const example = (name: string): string => new URL(`../examples/${name}`, import.meta.url).pathname;

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs a script; `killWhen` sees stdout as it grows and may SIGKILL the process. */
function run(
  script: string,
  args: string[],
  env: Record<string, string>,
  killWhen?: (stdout: string) => boolean,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (killWhen?.(stdout)) child.kill('SIGKILL');
    });
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

let stack: TestStack | undefined;
afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

describe('examples/ (CI scripts on the SDK)', () => {
  it('approve-pending-redemptions.mjs: killed with SIGKILL mid-run, then run again: every pending request approved exactly once', async () => {
    stack = await startTestStack({ pending: 300 });
    const before = await redemptionRows(stack.db());
    const pending = [...before.values()].filter((r) => r.status === 'Pending').map((r) => r.id);
    const dir = mkdtempSync(join(tmpdir(), 'mpa-example-'));
    const journal = join(dir, 'approve.jsonl');
    const env = {
      MPA_TOKEN: await stack.token(),
      MPA_API_URL: stack.api.apiUrl,
      MPA_AUTH_URL: stack.api.authUrl,
    };
    const args = ['--note', 'Monthly payout', '--journal', journal, '--concurrency', '4'];
    // slow answers, so the kill lands with writes in flight
    stack.api.setFaults({ latencyMs: [2, 8] });
    const killed = await run(
      example('approve-pending-redemptions.mjs'),
      args,
      env,
      (out) => out.split('\n').length > 60,
    );
    expect(killed.signal).toBe('SIGKILL');
    const doneBefore = [...(await redemptionRows(stack.db())).values()].filter(
      (r) => r.status === 'Approved' && r.note === 'Monthly payout',
    ).length;
    expect(doneBefore).toBeGreaterThan(0);
    expect(doneBefore).toBeLessThan(300);
    stack.api.setFaults({ latencyMs: null });

    // the note is not needed again: the run resumes with the one it started with
    const resumed = await run(example('approve-pending-redemptions.mjs'), ['--journal', journal], env);
    expect(resumed.stderr).toMatch(
      /^Resumed: approved \d+, already processed \d+, failed 0, not sent 0 \(\d+ in earlier runs\)\.$/m,
    );
    expect(resumed.code).toBe(0);
    await expectDecidedOnce(stack.db(), before, pending, 'Approved', 'Monthly payout', expect);
    // the finished journal is archived beside, and a new run starts afresh
    expect(existsSync(journal)).toBe(false);
    expect(readdirSync(dir).some((f) => f.endsWith('.done.jsonl'))).toBe(true);
  }, 60_000);

  it('approve-pending-redemptions.mjs: a missing note is a usage error (exit 2) and nothing is sent', async () => {
    stack = await startTestStack({ pending: 3 });
    const env = {
      MPA_TOKEN: await stack.token(),
      MPA_API_URL: stack.api.apiUrl,
      MPA_AUTH_URL: stack.api.authUrl,
    };
    const dir = mkdtempSync(join(tmpdir(), 'mpa-example-'));
    const r = await run(example('approve-pending-redemptions.mjs'), ['--journal', join(dir, 'j.jsonl')], env);
    expect([r.code, r.stderr.trim()]).toEqual([2, 'Note is required.']);
    expect(
      [...(await redemptionRows(stack.db())).values()].filter((x) => x.status === 'Pending'),
    ).toHaveLength(3);
  }, 30_000);

  it('export-referral-codes.mjs: every code to a CSV file (atomically) and to stdout as NDJSON', async () => {
    stack = await startTestStack();
    const c = await stack.client();
    const total = (await c.referrals.codes.list({ pageSize: 1 })).totalCount;
    const env = {
      MPA_TOKEN: await stack.token(),
      MPA_API_URL: stack.api.apiUrl,
      MPA_AUTH_URL: stack.api.authUrl,
    };
    const dir = mkdtempSync(join(tmpdir(), 'mpa-example-'));
    const file = join(dir, 'codes.csv');
    const r = await run(example('export-referral-codes.mjs'), ['--output', file], env);
    expect([r.code, r.stderr.trim()]).toEqual([0, `Exported ${total} referral codes to ${file}.`]);
    const rows = parseCsv(readFileSync(file, 'utf8'));
    expect(rows[0]).toEqual(['codeId', 'referralCode', 'userType', 'vendorName', 'clientName', 'isActive']);
    expect(rows.length - 1).toBe(total);
    expect(readdirSync(dir)).toEqual(['codes.csv']);
    const nd = await run(example('export-referral-codes.mjs'), ['--format', 'ndjson'], env);
    expect(nd.stdout.trimEnd().split('\n')).toHaveLength(total);
  }, 30_000);
});
