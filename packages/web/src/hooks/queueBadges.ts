import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** The one SWR key of the sidebar's queue badges (`sdk.queues.counts()`). */
export const QUEUE_COUNTS_KEY = 'queues.counts';

/**
 * Reads the sidebar's queue badges again: after the admin's own writes (a redeem, a moderation, a bulk
 * run) the counts change at once, not at the next minute. A no-op while no sidebar shows them.
 */
export function useRefreshQueueBadges(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(QUEUE_COUNTS_KEY), [mutate]);
}
