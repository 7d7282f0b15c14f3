import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MpaClient } from '../src/index';
import { startTestStack, type TestStack } from './dev-api';

let stack: TestStack;
let c: MpaClient;
beforeAll(async () => {
  stack = await startTestStack({ pending: 37 });
  c = await stack.client();
}, 60_000);
afterAll(() => stack?.close());

describe('queue counts (the panel badges)', () => {
  it('are the totals of the Pending redemptions, the pending reviews and the unresolved flags', async () => {
    const counts = await c.queues.counts();
    expect(counts.redemptionsPending).toBe(37);
    expect(counts.reviewsPending).toBe((await c.reviews.list('pending', { pageSize: 1 })).totalCount);
    expect(counts.unresolvedFlags).toBe(
      (await c.reviews.flagged({ onlyUnresolved: true, pageSize: 1 })).totalCount,
    );
    expect(counts.reviewsPending).toBeGreaterThan(0);
  });

  it('a count the server cannot give is null (hidden rather than wrong); the others still come', async () => {
    const failing = await stack.client({
      retry: { retries: 0 },
      fetch: (input, init) =>
        String(input).includes('/ReviewRating/flagged')
          ? Promise.resolve(new Response('{"success":false}', { status: 500 }))
          : fetch(input, init),
    });
    const counts = await failing.queues.counts();
    expect(counts).toEqual({
      redemptionsPending: 37,
      reviewsPending: expect.any(Number),
      unresolvedFlags: null,
    });
  });

  it('an expired session rejects (the panel goes to the login), never a silent null', async () => {
    const token = await stack.token();
    const other = await stack.client({ token });
    await stack.api.revokeAllTokens();
    await expect(other.queues.counts()).rejects.toMatchObject({ kind: 'unauthorized' });
  });
});
