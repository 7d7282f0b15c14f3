import { useCallback, useState } from 'react';
import { writeWithToasts, type Undo } from '../app/toaster';
import type { Id } from '../i18n';
import { useRefreshQueueBadges } from './queueBadges';

export interface RowWriteOptions {
  /** false: no success toast (a write whose success shows by itself and has no text of its own). */
  toastSuccess?: boolean;
  /**
   * The change is reversible (a toggle, a reorder): its success toast offers Undo for 6 s, which sends
   * `undo.run()` (the row busy meanwhile), says `undo.restored` or why it failed, and reads the list again.
   */
  undo?: Undo;
}

/**
 * A row's write (toggle, delete, move) or a form's save: the row shows busy while it runs, the
 * server's success text or the failure text is toasted, and the list is revalidated after a success
 * (the sidebar's queue badges too). A write that timed out may have been made: the list is read
 * again and the toast says so (`transport.writeTimedOut`). Several rows may be busy at once.
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
    (
      id: string | number,
      write: () => Promise<{ message: string }>,
      failure: Id,
      opts: RowWriteOptions = {},
    ): Promise<boolean> =>
      busyWhile(id, async () => {
        const { undo } = opts;
        const ok = await writeWithToasts(write, failure, {
          toastSuccess: opts.toastSuccess,
          undo: undo && { restored: undo.restored, run: () => busyWhile(id, undo.run) },
          // done or failed, the row then shows what the server has
          afterUndo: () => Promise.all([revalidate(), refreshQueueBadges()]),
          // no answer: the write may have been made, the row shows whether it was
          afterTimeout: () => Promise.all([revalidate(), refreshQueueBadges()]),
        });
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
