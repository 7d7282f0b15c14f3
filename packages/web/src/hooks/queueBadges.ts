import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** The one SWR key of the sidebar's queue badges (`sdk.queues.counts()`). */
export const QUEUE_COUNTS_KEY = 'queues.counts';

/** Reads the sidebar's queue badges again after the admin's own writes (not at the next minute). */
export function useRefreshQueueBadges(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(QUEUE_COUNTS_KEY), [mutate]);
}
