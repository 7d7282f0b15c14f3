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
 * The work queues' lengths for the sidebar's badges (null: the server could not give it), read after the screen's
 * first reads and paint, on focus, every QUEUE_REFRESH_MS while visible and after the admin's writes
 * (`useRefreshQueueBadges`); /dashboard's Pending Approvals card reads the same key.
 */
export function useQueueCounts(): QueueCounts | undefined {
  const sdk = useSdk();
  // the badges must not delay the screen's reads
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
