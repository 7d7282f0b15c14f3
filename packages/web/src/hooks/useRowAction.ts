import { useCallback, useState } from 'react';
import { writeWithToasts } from '../app/toaster';
import { useRefreshQueueBadges } from './queueBadges';

/**
 * A row's write (toggle, delete, move) or a form's save: the row shows busy while it runs, the
 * server's success text or the failure text is toasted, and the list is revalidated after a success
 * (the sidebar's queue badges too). Several rows may be busy at once. `{ toastSuccess: false }`: no success toast (a move, which shows by itself).
 */
export function useRowAction(revalidate: () => Promise<unknown>) {
  const [busy, setBusy] = useState<ReadonlySet<string | number>>(new Set());
  const refreshQueueBadges = useRefreshQueueBadges();
  const mark = (id: string | number, on: boolean): void =>
    setBusy((b) => {
      const next = new Set(b);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** The row is busy while `task` runs (a read before a write, e.g. an edit form's record); its result or error is the caller's. */
  const busyWhile = useCallback(async <R>(id: string | number, task: () => Promise<R>): Promise<R> => {
    mark(id, true);
    try {
      return await task();
    } finally {
      mark(id, false);
    }
  }, []);

  const run = useCallback(
    (id: string | number, write: () => Promise<{ message: string }>, failure: string, opts?: { toastSuccess?: boolean }): Promise<boolean> =>
      busyWhile(id, async () => {
        const ok = await writeWithToasts(write, failure, opts);
        if (ok) {
          void refreshQueueBadges();
          await revalidate();
        }
        return ok;
      }),
    [revalidate, busyWhile, refreshQueueBadges],
  );

  return { run, busyWhile, isBusy: (id: string | number) => busy.has(id), anyBusy: busy.size > 0 };
}
