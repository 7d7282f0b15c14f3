import { useCallback, useState } from 'react';
import { writeWithToasts, type Undo } from '../app/toaster';
import type { Id } from '../i18n';
import { useRefreshQueueBadges } from './queueBadges';

export interface RowWriteOptions {
  /** false: no success toast (a write whose success shows by itself). */
  toastSuccess?: boolean;
  /** The change is reversible: its success toast offers Undo (the row busy while it runs). */
  undo?: Undo;
}

/**
 * A row's write or a form's save: the row busy while it runs, its text or failure toasted, the list (and the
 * queue badges) read again after a success or a timeout (it may have been made). Several rows may be busy.
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

  /** The row is busy while `task` runs (e.g. an edit form's read); its result or error is the caller's. */
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
        // after an undo, done or failed, or a write with no answer (made or not): what the server has
        const reread = () => Promise.all([revalidate(), refreshQueueBadges()]);
        const ok = await writeWithToasts(write, failure, {
          toastSuccess: opts.toastSuccess,
          undo: undo && { restored: undo.restored, run: () => busyWhile(id, undo.run) },
          afterUndo: reread,
          afterTimeout: reread,
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
