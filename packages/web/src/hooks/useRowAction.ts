import { useCallback, useState } from 'react';
import { writeWithToasts } from '../app/toaster';

/**
 * A row's write (toggle, delete, move): the row shows busy while it runs, the server's success text
 * or the failure text is toasted, and the list is revalidated after a success. Several rows may be
 * busy at once. `{ toastSuccess: false }`: no success toast (a move, which shows by itself).
 */
export function useRowAction(revalidate: () => Promise<unknown>) {
  const [busy, setBusy] = useState<ReadonlySet<string | number>>(new Set());
  const mark = (id: string | number, on: boolean): void =>
    setBusy((b) => {
      const next = new Set(b);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const run = useCallback(
    async (id: string | number, write: () => Promise<{ message: string }>, failure: string, opts?: { toastSuccess?: boolean }): Promise<boolean> => {
      mark(id, true);
      try {
        const ok = await writeWithToasts(write, failure, opts);
        if (ok) await revalidate();
        return ok;
      } finally {
        mark(id, false);
      }
    },
    [revalidate],
  );

  return { run, isBusy: (id: string | number) => busy.has(id), anyBusy: busy.size > 0 };
}
