import { afterEach, describe, expect, it } from 'vitest';
import { memoryJournal, type BulkReport, type MpaClient, type Review } from '../src/index';
import { expectDecidedOnce, redemptionRows, startTestStack, type TestStack } from './dev-api';

// Reads are retried by the SDK's one retry policy, here also on the injected 500s; writes never are.
const READS_SURVIVE_500 = { retries: 5, baseDelayMs: 5, statuses: [500, 502, 503, 504] };

let stack: TestStack | undefined;
afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

const pendingIds = async (c: MpaClient): Promise<number[]> => {
  const ids: number[] = [];
  for await (const r of c.redemptions.iterate({ status: 'Pending', pageSize: 100 }))
    ids.push(r.redeemRequestId);
  return ids;
};

describe('bulk decisions against the dev API', () => {
  it('approve all pending under --fail-rate 0.1: each ends done or failed with its reason, none twice; resuming finishes; exactly once in the database', async () => {
    stack = await startTestStack({ pending: 200 });
    const c = await stack.client({ retry: READS_SURVIVE_500 });
    const before = await redemptionRows(stack.db());
    const ids = await pendingIds(c);
    expect(ids).toHaveLength(200);

    stack.api.setFaults({ failRate: 0.1 });
    const journal = memoryJournal();
    const runs: BulkReport[] = [];
    for (let i = 0; i < 12 && !runs.at(-1)?.finished; i++) {
      runs.push(
        await c.redemptions.approveMany(
          { allPending: true },
          { note: 'Paid by UPI', journal, concurrency: 8 },
        ),
      );
    }
    stack.api.setFaults({ failRate: 0 });

    const [first] = runs;
    expect(first.done + first.failed).toBe(200);
    expect(first.failed).toBeGreaterThan(0); // 10% of 200 writes: the faults did happen
    for (const r of first.results.filter((x) => x.outcome === 'failed'))
      expect(r.message).toBe('Internal server error (injected fault)');
    expect(runs.at(-1)!.finished).toBe(true);
    expect(runs.slice(1).every((r) => r.resumed)).toBe(true);
    const doneTimes = new Map<number | string, number>();
    for (const run of runs)
      for (const r of run.results)
        if (r.outcome === 'done') doneTimes.set(r.id, (doneTimes.get(r.id) ?? 0) + 1);
    expect(doneTimes.size).toBe(200);
    expect(Math.max(...doneTimes.values())).toBe(1);
    await expectDecidedOnce(stack.db(), before, ids, 'Approved', 'Paid by UPI', expect);
  });

  it("a failed read while checking one item leaves the others' checks standing: it is asked again, and the run finishes", async () => {
    stack = await startTestStack({ pending: 6 });
    // the panel's retry policy: a 500 on a read is not retried by the transport; the resume's first read
    // is the lookup of one item (by its requester's name)
    let failNextRead = false;
    let failedReads = 0;
    const c = await stack.client({
      fetch: async (input, init) => {
        if (failNextRead && (init?.method ?? 'GET') === 'GET') {
          failNextRead = false;
          failedReads++;
          return new Response(
            JSON.stringify({
              success: false,
              code: 500,
              message: 'Internal server error (injected fault)',
              data: null,
            }),
            { status: 500, headers: { 'content-type': 'application/json' } },
          );
        }
        return fetch(input, init);
      },
    });
    const selection: Parameters<MpaClient['redemptions']['approveMany']>[0] = [];
    for await (const r of c.redemptions.iterate({ status: 'Pending' })) (selection as unknown[]).push(r);
    const journal = memoryJournal();
    // every write of the first run fails: each item is then in doubt, and a resume looks each up first
    stack.api.setFaults({ failRate: 1 });
    const first = await c.redemptions.approveMany(selection, { note: 'Paid by UPI', journal });
    stack.api.setFaults({ failRate: 0 });
    expect(first.failed).toBe(6);
    failNextRead = true;
    const resumed = await c.redemptions.approveMany(selection, { note: 'Paid by UPI', journal });
    expect(failedReads).toBe(1);
    expect(resumed.results.map((r) => r.outcome)).toEqual(Array(6).fill('done'));
    expect(resumed.finished).toBe(true);
  });

  it('a request moved by someone else after the selection (409) is reported as already processed, with its status', async () => {
    stack = await startTestStack({ pending: 5 });
    const c = await stack.client();
    const other = await stack.client();
    const selection: Parameters<MpaClient['redemptions']['approveMany']>[0] = [];
    for await (const r of c.redemptions.iterate({ status: 'Pending' })) (selection as unknown[]).push(r);
    const taken = selection as { redeemRequestId: number }[];
    await other.redemptions.rejectMany([taken[1] as never], { note: 'Duplicate' });
    const report = await c.redemptions.approveMany(selection, { note: 'Monthly payout' });
    expect(report.results.find((r) => r.id === taken[1].redeemRequestId)).toMatchObject({
      outcome: 'already-processed',
      message: 'Rejected',
    });
    expect(report.done).toBe(4);
    expect(report.failed).toBe(0);
    expect(report.finished).toBe(true);
  });

  it('ids: pending ones are acted on, others are already processed, unknown ones fail as not found; the note is required', async () => {
    stack = await startTestStack({ pending: 3 });
    const c = await stack.client();
    const [a, b, d] = await pendingIds(c);
    await c.redemptions
      .approveMany([{ redeemRequestId: a } as never], { note: 'Earlier' })
      .catch(() => undefined);
    await expect(c.redemptions.rejectMany({ ids: [b] }, { note: '  ' })).rejects.toMatchObject({
      kind: 'validation',
      message: 'Note is required.',
    });
    const report = await c.redemptions.rejectMany({ ids: [a, b, d, 999999] }, { note: 'Not eligible' });
    expect(report.results.map((r) => [r.id, r.outcome, r.message]).sort()).toEqual(
      [
        [a, 'already-processed', 'Approved'],
        [b, 'done', 'Redemption request updated'],
        [d, 'done', 'Redemption request updated'],
        [999999, 'failed', 'Not found'],
      ].sort(),
    );
    const rows = await redemptionRows(stack.db());
    expect(rows.get(b)).toMatchObject({ status: 'Rejected', note: 'Not eligible' });
  });

  it('reviews: approve and reject many, each with its own notes or the run’s; read back from the server', async () => {
    stack = await startTestStack();
    const c = await stack.client();
    const pending: Review[] = [];
    for await (const r of c.reviews.iterate({ status: 'pending' })) pending.push(r);
    expect(pending.length).toBeGreaterThanOrEqual(4);
    const [r1, r2, r3, r4] = pending;
    const approved = await c.reviews.approveMany([r1, { reviewId: r2.reviewID, moderatorNotes: 'Helpful' }], {
      notes: 'Checked',
    });
    expect(approved.done).toBe(2);
    const rejected = await c.reviews.rejectMany(
      { ids: [r3.reviewID, r4.reviewID, r1.reviewID] },
      { notes: 'Off topic' },
    );
    expect(rejected.results.map((r) => [r.id, r.outcome]).sort()).toEqual(
      [
        [r1.reviewID, 'already-processed'],
        [r3.reviewID, 'done'],
        [r4.reviewID, 'done'],
      ].sort(),
    );
    const notesOf = async (status: 'approved' | 'rejected') => {
      const m = new Map<number, unknown>();
      for await (const r of c.reviews.iterate({ status })) m.set(r.reviewID, r.moderatorNotes);
      return m;
    };
    const a = await notesOf('approved');
    const rj = await notesOf('rejected');
    expect(a.get(r1.reviewID)).toBe('Checked');
    expect(a.get(r2.reviewID)).toBe('Helpful');
    expect(rj.get(r3.reviewID)).toBe('Off topic');
    expect(rj.has(r1.reviewID)).toBe(false);
    await expect(
      c.reviews.approveMany([{ reviewId: r3.reviewID, moderatorNotes: 'x'.repeat(201) }]),
    ).rejects.toMatchObject({ kind: 'validation' });
  });
});
