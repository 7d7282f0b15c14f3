import type { QueueCounts } from '@marketplace-admin/sdk';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { QUEUE_REFRESH_MS } from '../app/constants';
import { onApiQuiet } from '../app/sdk';
import { QUEUE_COUNTS_KEY } from '../hooks/queueBadges';
import { useIdleAfter } from '../hooks/useIdleAfter';
import { useSdk } from '../hooks/useSdk';

/** The longest the badges wait for the screen's first reads to be answered. */
const SCREEN_READS_WAIT_MS = 2000;

/**
 * The work queues' lengths for the sidebar's badges, from the server: read once the screen's first reads
 * have been answered (at most 2 s) and it has painted,
 * again when the window regains focus, every QUEUE_REFRESH_MS while the page is visible (not while it is
 * hidden), and after the admin's own writes (`useRefreshQueueBadges`). A count the server could not give is null.
 * /dashboard reads the same key (its Pending Approvals card): one read of the counts serves both.
 */
export function useQueueCounts(): QueueCounts | undefined {
  const sdk = useSdk();
  // once the screen's first reads have been answered and it has painted: the badges must not delay them
  const [screenRead, setScreenRead] = useState(false);
  useEffect(() => onApiQuiet(sdk, SCREEN_READS_WAIT_MS, () => setScreenRead(true)), [sdk]);
  const start = useIdleAfter(screenRead);
  const { data } = useSWR(start ? QUEUE_COUNTS_KEY : null, () => sdk.queues.counts(), {
    refreshInterval: QUEUE_REFRESH_MS,
    refreshWhenHidden: false,
    revalidateOnFocus: true,
    // counts another reader of the key (/dashboard) already has are not read again when the badges start
    revalidateIfStale: false,
  });
  return data;
}
