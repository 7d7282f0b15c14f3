import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { expectEndState, stackWith500Pending, type Item } from './bulk-helpers';
import { openDb } from './db';
import { ndjson, startStack, type Stack } from './helpers';

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
    const dry = await s.mpa([
      'redemptions',
      'approve',
      '--all-pending',
      '--note',
      note,
      '--dry-run',
      '--format',
      'ndjson',
    ]);
    expect(dry.code).toBe(0);
    expect(ndjson<Item>(dry.stdout).filter((r) => r.result === 'would-approve')).toHaveLength(500);

    s.api.setFaults({ failRate: 0.1 });
    const first = await s.mpa([
      'redemptions',
      'approve',
      '--all-pending',
      '--note',
      note,
      '--format',
      'ndjson',
    ]);
    expect(first.code).toBe(4);
    const r1 = ndjson<Item>(first.stdout);
    const failed = r1.filter((r) => r.result === 'failed');
    expect(failed.length).toBeGreaterThan(0);
    expect(r1.filter((r) => r.result === 'done').length + failed.length).toBe(500);
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
      const r = await s.mpa([
        'redemptions',
        'approve',
        '--all-pending',
        '--note',
        note,
        '--resume',
        '--format',
        'ndjson',
      ]);
      code = r.code ?? -1;
      runs.push(ndjson<Item>(r.stdout));
    }
    expect(code).toBe(0);
    s.api.setFaults({ failRate: 0 });
    // Failed items were never applied, so no run found one already approved.
    expect(runs.flat().filter((r) => r.result.startsWith('already'))).toEqual([]);
    await expectEndState(s, before, pending, note, runs);
    expect((await s.mpa(['redemptions', 'approve', '--all-pending', '--note', note, '--resume'])).code).toBe(
      2,
    );
  });

  it('reviews approve --all-pending moderates every pending review once, with the note', async () => {
    const s = await startStack();
    current = s;
    await s.login();
    const db = openDb(s.dataDir);
    const count = async (st: string) =>
      Number(
        (await db.execute({ sql: 'SELECT COUNT(*) AS c FROM reviews WHERE status=?', args: [st] })).rows[0].c,
      );
    const [pending, approved, rejected] = [await count('P'), await count('A'), await count('R')];
    expect(pending).toBeGreaterThan(0);
    s.api.setFaults({ failRate: 0.2 });
    let r = await s.mpa([
      'reviews',
      'approve',
      '--all-pending',
      '--note',
      'Bulk ok',
      '--format',
      'ndjson',
      '--concurrency',
      '6',
    ]);
    const runs = [ndjson<Item>(r.stdout)];
    for (let i = 0; i < 8 && r.code === 4; i++) {
      r = await s.mpa([
        'reviews',
        'approve',
        '--all-pending',
        '--note',
        'Bulk ok',
        '--resume',
        '--format',
        'ndjson',
      ]);
      runs.push(ndjson<Item>(r.stdout));
    }
    expect(r.code).toBe(0);
    s.api.setFaults({ failRate: 0 });
    expect(runs.length).toBeGreaterThan(1);
    expect([await count('P'), await count('A'), await count('R')]).toEqual([0, approved + pending, rejected]);
    const notes = await db.execute(
      `SELECT COUNT(*) AS c FROM reviews WHERE status='A' AND moderator_notes='Bulk ok'`,
    );
    expect(Number(notes.rows[0].c)).toBe(pending);
    const times = new Map<number, number>();
    for (const x of runs.flat()) if (x.result === 'done') times.set(x.id, (times.get(x.id) ?? 0) + 1);
    expect(times.size).toBe(pending);
    expect(Math.max(...times.values())).toBe(1);
    db.close();
  });
});
