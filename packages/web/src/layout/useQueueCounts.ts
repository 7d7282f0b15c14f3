import type { QueueCounts } from '@marketplace-admin/sdk';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { QUEUE_REFRESH_MS } from '../app/constants';
import { QUEUE_COUNTS_KEY } from '../hooks/queueBadges';
import { useSdk } from '../hooks/useSdk';

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * False until the browser is first idle after mount (at most 2 s): by then the screen has painted and
 * sent its own first request, which the badges must not delay.
 */
function useIdleAfterMount(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const w = window as IdleWindow;
    if (w.requestIdleCallback && w.cancelIdleCallback) {
      const id = w.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => w.cancelIdleCallback!(id);
    }
    const id = setTimeout(() => setIdle(true), 200); // no idle callbacks (Safari): soon after the first paint
    return () => clearTimeout(id);
  }, []);
  return idle;
}

/**
 * The work queues' lengths for the sidebar's badges, from the server: read once the screen has painted,
 * again when the window regains focus, every QUEUE_REFRESH_MS while the page is visible (not while it is
 * hidden), and after the admin's own writes (`useRefreshQueueBadges`). A count the server could not give is null.
 */
export function useQueueCounts(): QueueCounts | undefined {
  const sdk = useSdk();
  const start = useIdleAfterMount();
  const { data } = useSWR(start ? QUEUE_COUNTS_KEY : null, () => sdk.queues.counts(), {
    refreshInterval: QUEUE_REFRESH_MS,
    refreshWhenHidden: false,
    revalidateOnFocus: true,
  });
  return data;
}
