import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevApi } from '@marketplace-admin/dev-api';
import { afterEach, describe, expect, it } from 'vitest';
import { ensurePending, openDb, redemptionRows, type RedemptionRow } from './db';
import { ndjson, startStack, type Stack } from './helpers';

interface Item {
  id: number;
  result: string;
  message: string;
}

/** A dev API whose database has exactly 500 Pending redemption requests; signed in. */
async function stackWith500Pending(): Promise<{ s: Stack; before: Map<number, RedemptionRow>; pending: number[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mpa-cli-bulk-'));
  const seeded = await startDevApi({ dataDir, apiPort: 0, authPort: 0, seed: 'demo' });
  await seeded.close();
  const db = openDb(dataDir);
  await ensurePending(db, 500);
  db.close();
  const s = await startStack({ dataDir });
  await s.login();
  const check = openDb(dataDir);
  const before = await redemptionRows(check);
  check.close();
  const pending = [...before.values()].filter((r) => r.status === 'Pending').map((r) => r.id);
  expect(pending).toHaveLength(500);
  return { s, before, pending };
}

/** The end state: each of the 500 Approved with the note, every other request unchanged. */
async function expectEndState(s: Stack, before: Map<number, RedemptionRow>, pending: number[], note: string, runs: Item[][]): Promise<void> {
  const db = openDb(s.dataDir);
  const after = await redemptionRows(db);
  db.close();
  const wanted = new Set(pending);
  for (const [id, row] of after) {
    if (wanted.has(id)) {
      expect(row.status, `#${id}`).toBe('Approved');
      expect(row.note).toBe(note);
    } else expect(row, `#${id} must not change`).toEqual(before.get(id));
  }
  expect(after.size).toBe(before.size);
  const ids = new Set(pending.map((id) => after.get(id)!.redemption_id));
  expect(ids.size).toBe(500);
  // Exactly once on the server: every accepted redeem takes the next redemption id (MAX + 1), so
  // 500 new ids, right after the highest one before the runs, mean 500 transitions in all, one each.
  const maxBefore = Math.max(0, ...[...before.values()].map((r) => r.redemption_id ?? 0));
  expect(Math.min(...[...ids].map(Number))).toBe(maxBefore + 1);
  expect(Math.max(...[...after.values()].map((r) => r.redemption_id ?? 0))).toBe(maxBefore + 500);
  // No item was approved twice by the CLI: at most one 'approved' result per id over all runs.
  const approvedTimes = new Map<number, number>();
  for (const run of runs) for (const r of run) if (r.result === 'approved') approvedTimes.set(r.id, (approvedTimes.get(r.id) ?? 0) + 1);
  expect(Math.max(...approvedTimes.values())).toBe(1);
  for (const id of approvedTimes.keys()) expect(wanted.has(id)).toBe(true);
  // The journal of a finished run is archived.
  const journals = readdirSync(join(s.configDir, 'journals'));
  expect(journals.filter((f) => f.endsWith('.done.jsonl')).length).toBeGreaterThan(0);
  expect(journals.filter((f) => !f.endsWith('.done.jsonl'))).toEqual([]);
}

let current: Stack | undefined;
afterEach(async () => {
  await current?.close();
  if (current) rmSync(current.dataDir, { recursive: true, force: true });
  current = undefined;
});

describe('redemptions approve --all-pending (500 requests)', () => {
  it('with 10% server failures ends with exit 4 and the failures; --resume finishes; each approved exactly once', async () => {
    const { s, before, pending } = await stackWith500Pending();
    current = s;
    const note = 'Batch A payout';
    const dry = await s.mpa(['redemptions', 'approve', '--all-pending', '--note', note, '--dry-run', '--format', 'ndjson']);
    expect(dry.code).toBe(0);
    expect(ndjson<Item>(dry.stdout).filter((r) => r.result === 'would-approve')).toHaveLength(500);

    s.api.setFaults({ failRate: 0.1 });
    const first = await s.mpa(['redemptions', 'approve', '--all-pending', '--note', note, '--format', 'ndjson']);
    expect(first.code).toBe(4);
    const r1 = ndjson<Item>(first.stdout);
    const failed = r1.filter((r) => r.result === 'failed');
    expect(failed.length).toBeGreaterThan(0);
    expect(r1.filter((r) => r.result === 'approved').length + failed.length).toBe(500);
    expect(first.stderr).toContain(`Failed (${failed.length}):`);
    for (const f of failed) expect(first.stderr).toContain(`#${f.id}`);
    expect(first.stderr).toContain('--resume');

    // Without --resume a new run is refused while the journal is unfinished.
    const again = await s.mpa(['redemptions', 'approve', '--all-pending', '--note', note]);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/--resume/);

    const runs = [r1];
    let code = 4;
    for (let i = 0; i < 8 && code === 4; i++) {
      const r = await s.mpa(['redemptions', 'approve', '--all-pending', '--note', note, '--resume', '--format', 'ndjson']);
      code = r.code ?? -1;
      runs.push(ndjson<Item>(r.stdout));
    }
    expect(code).toBe(0);
    s.api.setFaults({ failRate: 0 });
    // Failed items were never applied, so no run found one already approved.
    expect(runs.flat().filter((r) => r.result.startsWith('already'))).toEqual([]);
    await expectEndState(s, before, pending, note, runs);
    expect((await s.mpa(['redemptions', 'approve', '--all-pending', '--note', note, '--resume'])).code).toBe(2);
  });

  it('a run killed with SIGKILL half-way, resumed, gives the same end state', async () => {
    const { s, before, pending } = await stackWith500Pending();
    current = s;
    const note = 'Batch B payout';
    s.api.setFaults({ latencyMs: [5, 20] });
    const child = s.spawnMpa(['redemptions', 'approve', '--all-pending', '--note', note, '--format', 'ndjson', '--concurrency', '4']);
    let out = '';
    await new Promise<void>((resolve) => {
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if ((out.match(/"approved"/g) ?? []).length >= 150 && !child.killed) child.kill('SIGKILL');
      });
      child.on('close', () => resolve());
    });
    expect(child.signalCode).toBe('SIGKILL');
    const r1 = ndjson<Item>(out.slice(0, out.lastIndexOf('\n') + 1));
    expect(r1.length).toBeGreaterThanOrEqual(150);
    expect(r1.length).toBeLessThan(500);
    const journal = readdirSync(join(s.configDir, 'journals')).filter((f) => !f.endsWith('.done.jsonl'));
    expect(journal).toHaveLength(1);

    const resumed = await s.mpa(['redemptions', 'approve', '--all-pending', '--note', note, '--resume', '--format', 'ndjson']);
    expect(resumed.code).toBe(0);
    const r2 = ndjson<Item>(resumed.stdout);
    // Only items in flight at the kill can be found already approved on the server.
    expect(r2.filter((r) => r.result === 'already-approved').length).toBeLessThanOrEqual(4);
    expect(r2.filter((r) => r.result === 'failed')).toEqual([]);
    await expectEndState(s, before, pending, note, [r1, r2]);
    expect(existsSync(join(s.configDir, 'journals', journal[0]))).toBe(false);
  });

  it('reviews approve --all-pending moderates every pending review once, with the note', async () => {
    const s = await startStack();
    current = s;
    await s.login();
    const db = openDb(s.dataDir);
    const count = async (st: string) => Number((await db.execute({ sql: 'SELECT COUNT(*) AS c FROM reviews WHERE status=?', args: [st] })).rows[0].c);
    const [pending, approved, rejected] = [await count('P'), await count('A'), await count('R')];
    expect(pending).toBeGreaterThan(0);
    s.api.setFaults({ failRate: 0.2 });
    let r = await s.mpa(['reviews', 'approve', '--all-pending', '--note', 'Bulk ok', '--format', 'ndjson', '--concurrency', '6']);
    const runs = [ndjson<Item>(r.stdout)];
    for (let i = 0; i < 8 && r.code === 4; i++) {
      r = await s.mpa(['reviews', 'approve', '--all-pending', '--note', 'Bulk ok', '--resume', '--format', 'ndjson']);
      runs.push(ndjson<Item>(r.stdout));
    }
    expect(r.code).toBe(0);
    s.api.setFaults({ failRate: 0 });
    expect(runs.length).toBeGreaterThan(1);
    expect([await count('P'), await count('A'), await count('R')]).toEqual([0, approved + pending, rejected]);
    const notes = await db.execute(`SELECT COUNT(*) AS c FROM reviews WHERE status='A' AND moderator_notes='Bulk ok'`);
    expect(Number(notes.rows[0].c)).toBe(pending);
    const times = new Map<number, number>();
    for (const x of runs.flat()) if (x.result === 'approved') times.set(x.id, (times.get(x.id) ?? 0) + 1);
    expect(times.size).toBe(pending);
    expect(Math.max(...times.values())).toBe(1);
    db.close();
  });
});
