import type { RedemptionsCalls } from './redemptions';
import type { ReviewsCalls } from './reviews';
import type { CallOptions } from '../types/common';

/** How long the two work queues are; null where the server could not say (show nothing rather than a wrong figure). */
export interface QueueCounts {
  /** Redemption requests waiting (Pending). */
  redemptionsPending: number | null;
  /** Reviews waiting for moderation. */
  reviewsPending: number | null;
  /** Flagged reviews whose flags are not resolved yet. */
  unresolvedFlags: number | null;
}

export interface QueuesApi {
  /**
   * The queues' lengths from the lists' totalCount (one row asked for each, in parallel): the
   * Pending redemptions, the pending reviews and the unresolved flags. A count that fails is null;
   * an expired session (401) still rejects.
   */
  counts(opts?: CallOptions): Promise<QueueCounts>;
}

export function queuesApi(
  redemptions: Pick<RedemptionsCalls, 'list'>,
  reviews: Pick<ReviewsCalls, 'list' | 'flagged'>,
): QueuesApi {
  return {
    async counts(opts) {
      const total = (p: Promise<{ totalCount: number }>): Promise<number> => p.then((x) => x.totalCount);
      const got = await Promise.allSettled([
        total(redemptions.list('Pending', { page: 1, pageSize: 1 }, opts)),
        total(reviews.list('pending', { page: 1, pageSize: 1 }, opts)),
        total(reviews.flagged({ page: 1, pageSize: 1, onlyUnresolved: true }, opts)),
      ]);
      const expired = got.find(
        (g) => g.status === 'rejected' && (g.reason as { kind?: string })?.kind === 'unauthorized',
      );
      if (expired) throw (expired as PromiseRejectedResult).reason;
      const [redemptionsPending, reviewsPending, unresolvedFlags] = got.map((g) =>
        g.status === 'fulfilled' ? g.value : null,
      );
      return { redemptionsPending, reviewsPending, unresolvedFlags };
    },
  };
}
