import { describe, expect, it } from 'vitest';
import {
  memoryJournal,
  MpaError,
  runBulk,
  type BulkId,
  type BulkOperation,
  type BulkProgress,
  type ItemStatus,
  type PlannedItem,
} from '../src/index';

/** An in-memory server of pending items: a write moves an item out of pending, a second write gets 409. */
function fakeServer(ids: number[]) {
  const status = new Map<number, string>(ids.map((id) => [id, 'Pending']));
  const writes = new Map<number, number>();
  let inFlight = 0;
  let maxInFlight = 0;
  const failNext = new Set<number>();
  /** Ids the server's lists do not show (skipped by shifting pages, or gone). */
  const hidden = new Set<number>();
  const lookups: BulkId[][] = [];
  const op = (
    o: { onWrite?(id: number): void | Promise<void>; fail?: (id: number) => unknown } = {},
  ): BulkOperation<{ id: number }> => ({
    name: 'items.approve',
    params: { note: 'ok' },
    async apply(r) {
      writes.set(r.id, (writes.get(r.id) ?? 0) + 1);
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        await new Promise((res) => setImmediate(res));
        await o.onWrite?.(r.id);
        const err = o.fail?.(r.id);
        if (err) throw err;
        if (failNext.delete(r.id))
          throw new MpaError('http', 'Internal server error (injected fault)', { status: 500 });
        if (status.get(r.id) !== 'Pending')
          throw new MpaError('http', 'Request is not pending', { status: 409 });
        status.set(r.id, 'Approved');
        return 'Redemption request updated';
      } finally {
        inFlight--;
      }
    },
    async lookup(wanted: PlannedItem<{ id: number }>[]) {
      lookups.push(wanted.map((i) => i.id));
      const out = new Map<BulkId, ItemStatus>();
      for (const { id } of wanted) {
        const s = hidden.has(Number(id)) ? undefined : status.get(Number(id));
        if (s) out.set(id, s === 'Pending' ? { pending: true } : { pending: false, status: s });
      }
      return out;
    },
  });
  const plan = (): { items: PlannedItem<{ id: number }>[] } => ({
    items: ids.map((id) => ({ id, label: `#${id}`, record: { id } })),
  });
  return { status, writes, op, plan, failNext, hidden, lookups, maxInFlight: () => maxInFlight };
}

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);

describe('the bulk runner', () => {
  it('acts on every item once with at most `concurrency` writes in flight, reporting each and the counts', async () => {
    const s = fakeServer(range(40));
    const seen: BulkProgress[] = [];
    const report = await runBulk(s.op(), async () => s.plan(), {
      concurrency: 3,
      onProgress: (p) => seen.push(p),
    });
    expect(report.done).toBe(40);
    expect(report.results.map((r) => r.outcome)).toEqual(Array(40).fill('done'));
    expect(report.finished).toBe(true);
    expect(s.maxInFlight()).toBe(3);
    expect([...s.writes.values()].every((n) => n === 1)).toBe(true);
    expect(seen.at(-1)).toEqual({ total: 40, done: 40, failed: 0, alreadyProcessed: 0, inFlight: 0 });
  });

  it('a failed write is reported with its reason and never re-sent in the same run; resuming re-sends it only while still pending', async () => {
    const s = fakeServer(range(10));
    s.failNext.add(3);
    s.failNext.add(7);
    const journal = memoryJournal();
    const first = await runBulk(s.op(), async () => s.plan(), { journal });
    expect(first.failed).toBe(2);
    expect(first.results.filter((r) => r.outcome === 'failed').map((r) => [r.id, r.message])).toEqual([
      [3, 'Internal server error (injected fault)'],
      [7, 'Internal server error (injected fault)'],
    ]);
    expect(first.finished).toBe(false);
    // meanwhile someone else approved #7
    s.status.set(7, 'Approved');
    let selected = false;
    const second = await runBulk(s.op(), async () => ((selected = true), s.plan()), { journal });
    expect(selected).toBe(false); // the plan comes from the journal
    expect(second.resumed).toBe(true);
    expect(second.earlier).toBe(8);
    expect(second.results.map((r) => [r.id, r.outcome, r.message])).toEqual([
      [7, 'already-processed', 'Approved'],
      [3, 'done', 'Redemption request updated'],
    ]);
    expect(second.finished).toBe(true);
    expect(s.writes.get(7)).toBe(1);
    expect(s.writes.get(3)).toBe(2);
  });

  it('a 409 is checked on the server: reported as already processed, not as a failure', async () => {
    const s = fakeServer(range(5));
    s.status.set(2, 'Rejected'); // moved after the plan was made
    const report = await runBulk(s.op(), async () => s.plan());
    expect(report.results.find((r) => r.id === 2)).toMatchObject({
      outcome: 'already-processed',
      message: 'Rejected',
    });
    expect(report.done).toBe(4);
    expect(report.finished).toBe(true);
  });

  it('an item in flight when a run died is looked up first: not sent again if the server has it', async () => {
    const s = fakeServer(range(6));
    const journal = memoryJournal();
    const plan = s.plan();
    journal.begin({
      operation: 'items.approve',
      params: { note: 'ok' },
      items: plan.items,
      createdAt: new Date().toISOString(),
    });
    // the dead run: #1 confirmed, #2 sent and applied by the server (answer lost), #3 sent but never arrived
    journal.sent(1);
    s.status.set(1, 'Approved');
    journal.confirmed(1, 'done', 'Redemption request updated');
    journal.sent(2);
    s.status.set(2, 'Approved');
    journal.sent(3);
    const report = await runBulk(s.op(), async () => s.plan(), { journal });
    expect(report.resumed).toBe(true);
    expect(report.results.map((r) => [r.id, r.outcome])).toEqual([
      [2, 'already-processed'],
      [3, 'done'],
      [4, 'done'],
      [5, 'done'],
      [6, 'done'],
    ]);
    expect(s.writes.get(1)).toBeUndefined();
    expect(s.writes.get(2)).toBeUndefined();
  });

  it('an item in doubt that the lists do not show is never a success: asked about again, then failed as not confirmed and kept', async () => {
    const s = fakeServer(range(4));
    const journal = memoryJournal();
    journal.begin({
      operation: 'items.approve',
      params: { note: 'ok' },
      items: s.plan().items,
      createdAt: '',
    });
    journal.sent(1);
    journal.sent(2);
    s.hidden.add(1); // still pending on the server, but no read shows it
    s.hidden.add(2);
    let reads = 0;
    const op = s.op();
    const lookup = op.lookup;
    // #2 shows up on the second read (the rows stopped shifting): it is pending, so it is sent
    op.lookup = async (items, signal) => (++reads === 2 && s.hidden.delete(2), lookup(items, signal));
    const report = await runBulk(op, async () => s.plan(), { journal });
    expect(report.results.find((r) => r.id === 1)).toMatchObject({
      outcome: 'failed',
      message: 'Could not be confirmed: the server did not show this item as pending or decided',
    });
    expect(report.results.find((r) => r.id === 2)).toMatchObject({ outcome: 'done' });
    expect(s.lookups).toEqual([[1, 2], [1, 2], [1]]);
    expect(s.writes.get(1)).toBeUndefined();
    expect(s.status.get(1)).toBe('Pending');
    expect(report.finished).toBe(false);
    expect((await journal.load())!.confirmed.has(1)).toBe(false);
  });

  it('a 409 whose item the lists never show fails as not confirmed (a 409 alone is not "already processed")', async () => {
    const s = fakeServer(range(3));
    s.status.set(2, 'Approved');
    s.hidden.add(2);
    const report = await runBulk(s.op(), async () => s.plan());
    expect(report.results.find((r) => r.id === 2)).toMatchObject({
      outcome: 'failed',
      message: 'Could not be confirmed: the server did not show this item as pending or decided',
    });
    expect(report.alreadyProcessed).toBe(0);
    expect(report.finished).toBe(false);
  });

  it('an abort stops taking new items; writes in flight finish and are journalled; resuming sends the rest', async () => {
    const s = fakeServer(range(30));
    const ctrl = new AbortController();
    const journal = memoryJournal();
    const first = await runBulk(
      s.op({ onWrite: (id) => (id === 5 ? ctrl.abort() : undefined) }),
      async () => s.plan(),
      {
        journal,
        concurrency: 4,
        signal: ctrl.signal,
      },
    );
    expect(first.aborted).toBe(true);
    expect(first.notSent).toBeGreaterThan(0);
    expect(first.done + first.notSent).toBe(30);
    expect(first.failed).toBe(0);
    const second = await runBulk(s.op(), async () => s.plan(), { journal });
    expect(second.done).toBe(first.notSent);
    expect([...s.status.values()].every((v) => v === 'Approved')).toBe(true);
    expect([...s.writes.values()].every((n) => n === 1)).toBe(true);
  });

  it('a 401 stops the run: in-flight writes finish, the error is thrown, and a resume goes on from there', async () => {
    const s = fakeServer(range(20));
    const journal = memoryJournal();
    let expired = false;
    const op = s.op({
      fail: (id) =>
        expired || id === 6
          ? ((expired = true),
            new MpaError('unauthorized', 'Session expired. Please login again.', { status: 401 }))
          : undefined,
    });
    await expect(runBulk(op, async () => s.plan(), { journal, concurrency: 2 })).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    const second = await runBulk(s.op(), async () => s.plan(), { journal });
    expect(second.resumed).toBe(true);
    expect(second.finished).toBe(true);
    expect([...s.status.values()].every((v) => v === 'Approved')).toBe(true);
  });

  it('a lookup that fails leaves the doubtful items failed with the reason (they stay for the next resume)', async () => {
    const s = fakeServer(range(3));
    const journal = memoryJournal();
    journal.begin({ operation: 'items.approve', params: {}, items: s.plan().items, createdAt: '' });
    journal.sent(1);
    const op = {
      ...s.op(),
      lookup: async () =>
        Promise.reject(new MpaError('network', 'Network error: the server could not be reached')),
    };
    const report = await runBulk(op, async () => s.plan(), { journal });
    expect(report.results.find((r) => r.id === 1)).toMatchObject({
      outcome: 'failed',
      message: 'Could not check the item on the server: Network error: the server could not be reached',
    });
    expect(report.done).toBe(2);
    expect(s.writes.get(1)).toBeUndefined();
  });

  it('a journal of another operation is refused; a finished journal starts a new run; restart discards an unfinished one', async () => {
    const s = fakeServer(range(3));
    const journal = memoryJournal();
    await runBulk(s.op(), async () => s.plan(), { journal });
    await expect(
      runBulk({ ...s.op(), name: 'items.reject' }, async () => s.plan(), { journal }),
    ).rejects.toMatchObject({
      kind: 'validation',
      message: 'The journal holds a run of items.approve, not of items.reject',
    });
    const t = fakeServer([7, 8]);
    const fresh = await runBulk(t.op(), async () => t.plan(), { journal });
    expect(fresh.resumed).toBe(false);
    expect(fresh.done).toBe(2);
    t.failNext.add(9);
    const u = fakeServer([9]);
    u.failNext.add(9);
    await runBulk(u.op(), async () => u.plan(), { journal });
    const restarted = await runBulk(u.op(), async () => ({ items: [] }), { journal, restart: true });
    expect(restarted.resumed).toBe(false);
    expect(restarted.results).toEqual([]);
  });

  it('refuses a concurrency outside 1 to 64 before doing anything', async () => {
    const s = fakeServer(range(2));
    await expect(runBulk(s.op(), async () => s.plan(), { concurrency: 0 })).rejects.toMatchObject({
      kind: 'validation',
    });
    expect(s.writes.size).toBe(0);
  });
});
