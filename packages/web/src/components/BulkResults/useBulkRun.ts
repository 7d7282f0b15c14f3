import { memoryJournal, type BulkReport, type BulkRunOptions, type Journal } from '@marketplace-admin/sdk';
import { useCallback, useRef, useState } from 'react';
import { useRefreshQueueBadges } from '../../hooks/queueBadges';
import type { BulkItem } from './BulkResults';

/** What the panel shows of a bulk run: one row per item, and whether writes are still going out. */
export interface BulkRunView {
  items: BulkItem[];
  running: boolean;
}

/** Runs one of the SDK's bulk operations (approveMany, rejectMany...) with the options the hook supplies. */
export type BulkOperationCall = (o: BulkRunOptions) => Promise<BulkReport>;

/**
 * React state over the SDK's bulk runner: the rows of the results dialog follow each item's
 * outcome, and "Retry failed" resumes the same run from its journal (in memory): failed items are
 * looked up on the server first and sent again only while still pending — the SDK's rule, not ours.
 */
export function useBulkRun() {
  const [view, setView] = useState<BulkRunView | null>(null);
  const journal = useRef<Journal | null>(null);
  const items = useRef<BulkItem[]>([]);
  const refreshQueueBadges = useRefreshQueueBadges();

  const run = useCallback(
    async (call: BulkOperationCall): Promise<BulkReport> => {
      setView({ items: items.current, running: true });
      try {
        return await call({
          journal: journal.current!,
          concurrency: 4,
          onResult: (r) => {
            items.current = items.current.map((i) =>
              i.id === r.id ? { ...i, state: r.outcome, message: r.message } : i,
            );
            setView({ items: items.current, running: true });
          },
        });
      } finally {
        setView({ items: items.current, running: false });
        // whatever came of it, some items may have left the queue
        void refreshQueueBadges();
      }
    },
    [refreshQueueBadges],
  );

  /** A new run over these items. */
  const start = useCallback(
    (rows: Array<{ id: number; title: string }>, call: BulkOperationCall): Promise<BulkReport> => {
      journal.current = memoryJournal();
      items.current = rows.map((r) => ({ ...r, state: 'queued' }));
      return run(call);
    },
    [run],
  );

  /** The same run again: the journal knows what is done; failed items go back to queued until the server says. */
  const retry = useCallback(
    (call: BulkOperationCall): Promise<BulkReport> => {
      items.current = items.current.map((i) =>
        i.state === 'failed' ? { ...i, state: 'queued', message: undefined } : i,
      );
      return run(call);
    },
    [run],
  );

  /** The rows as they are now (for a summary right after a run, before React re-renders). */
  const snapshot = useCallback((): BulkItem[] => items.current, []);

  return { view, start, retry, snapshot, close: useCallback(() => setView(null), []) };
}
