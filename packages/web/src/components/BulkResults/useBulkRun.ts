import {
  memoryJournal,
  type BulkOutcome,
  type BulkReport,
  type BulkRunOptions,
  type Journal,
} from '@marketplace-admin/sdk';
import { useCallback, useRef, useState } from 'react';
import { toastError } from '../../app/toaster';
import { useRefreshQueueBadges } from '../../hooks/queueBadges';
import type { Id } from '../../i18n';

/** One row of a bulk run: queued until the SDK's runner reports its outcome. */
export interface BulkItem {
  id: number;
  title: string;
  state: 'queued' | BulkOutcome;
  message?: string;
}

export type BulkRunView = { items: BulkItem[]; running: boolean } | null;

/** React state over the SDK's bulk runner: a row per item; "Retry failed" resumes the run from its journal. */
export function useBulkRun() {
  const [view, setView] = useState<BulkRunView>(null);
  const journal = useRef<Journal>(memoryJournal());
  const items = useRef<BulkItem[]>([]);
  const refreshQueueBadges = useRefreshQueueBadges();
  const show = (running: boolean) => setView({ items: items.current, running });

  /** Runs `call` over `rows` (null: the last run again, its failed items queued), then tells how it went. */
  const run = async (
    rows: Array<{ id: number; title: string }> | null,
    call: (o: BulkRunOptions) => Promise<BulkReport>,
    failure: Id,
  ) => {
    if (rows) journal.current = memoryJournal();
    items.current = rows
      ? rows.map((r) => ({ ...r, state: 'queued' }))
      : items.current.map((i) => (i.state === 'failed' ? { ...i, state: 'queued', message: undefined } : i));
    show(true);
    let thrown = false;
    try {
      await call({
        journal: journal.current,
        concurrency: 4,
        onResult: (r) => {
          items.current = items.current.map((i) =>
            i.id === r.id ? { ...i, state: r.outcome, message: r.message } : i,
          );
          show(true);
        },
      });
    } catch (e) {
      thrown = true;
      toastError(e, failure);
    }
    show(false);
    // whatever came of it, some items may have left the queue
    void refreshQueueBadges();
    const done = items.current.filter((i) => i.state === 'done').map((i) => i.id);
    return {
      thrown,
      total: items.current.length,
      done,
      failed: items.current.filter((i) => i.state === 'failed'),
    };
  };

  return { view, run, running: Boolean(view?.running), close: useCallback(() => setView(null), []) };
}
