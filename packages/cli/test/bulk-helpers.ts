import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevApi } from '@marketplace-admin/dev-api';
import { expect } from 'vitest';
import { ensurePending, openDb, redemptionRows, type RedemptionRow } from './db';
import { startStack, type Stack } from './helpers';

/** One per-item result line of a bulk run (ndjson). */
export interface Item {
  id: number;
  result: string;
  message: string;
}

/** A dev API whose database has exactly 500 Pending redemption requests; signed in. */
export const stackWith500Pending = (): Promise<{
  s: Stack;
  before: Map<number, RedemptionRow>;
  pending: number[];
}> => stackWithPending(500);

/** A dev API whose database has exactly `n` Pending redemption requests; signed in. */
export async function stackWithPending(
  n: number,
): Promise<{ s: Stack; before: Map<number, RedemptionRow>; pending: number[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mpa-cli-bulk-'));
  const seeded = await startDevApi({ dataDir, apiPort: 0, authPort: 0, seed: 'demo' });
  await seeded.close();
  const db = openDb(dataDir);
  await ensurePending(db, n);
  db.close();
  const s = await startStack({ dataDir });
  await s.login();
  const check = openDb(dataDir);
  const before = await redemptionRows(check);
  check.close();
  const pending = [...before.values()].filter((r) => r.status === 'Pending').map((r) => r.id);
  expect(pending).toHaveLength(n);
  return { s, before, pending };
}

/** The end state: each of the 500 Approved with the note, every other request unchanged. */
export async function expectEndState(
  s: Stack,
  before: Map<number, RedemptionRow>,
  pending: number[],
  note: string,
  runs: Item[][],
): Promise<void> {
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
  // No item was approved twice by the CLI: at most one 'done' result per id over all runs.
  const approvedTimes = new Map<number, number>();
  for (const run of runs)
    for (const r of run) if (r.result === 'done') approvedTimes.set(r.id, (approvedTimes.get(r.id) ?? 0) + 1);
  expect(Math.max(...approvedTimes.values())).toBe(1);
  for (const id of approvedTimes.keys()) expect(wanted.has(id)).toBe(true);
  // The journal of a finished run is archived.
  const journals = readdirSync(join(s.configDir, 'journals'));
  expect(journals.filter((f) => f.endsWith('.done.jsonl')).length).toBeGreaterThan(0);
  expect(journals.filter((f) => !f.endsWith('.done.jsonl'))).toEqual([]);
}

/** The one unfinished journal of the stack: the items it has as confirmed done (written by a run), and which. */
export function unfinishedJournal(s: Stack): { file: string; done: Set<number> } {
  const files = readdirSync(join(s.configDir, 'journals')).filter(
    (f) => f.endsWith('.jsonl') && !f.endsWith('.done.jsonl'),
  );
  expect(files).toHaveLength(1);
  const done = new Set<number>();
  for (const line of readFileSync(join(s.configDir, 'journals', files[0]), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const e = JSON.parse(line) as { t: string; id?: number; outcome?: string };
    if (e.t === 'confirmed' && e.outcome === 'done') done.add(e.id!);
  }
  return { file: files[0], done };
}

/** The ids of the given requests the server has as Approved now. */
export async function approvedOnServer(s: Stack, ids: number[]): Promise<Set<number>> {
  const db = openDb(s.dataDir);
  const rows = await redemptionRows(db);
  db.close();
  return new Set(ids.filter((id) => rows.get(id)?.status === 'Approved'));
}
