import { isMpaError } from '@marketplace-admin/sdk';
import type { BulkItem } from './BulkResults';

/**
 * Runs `work` for every queued or failed item with at most `concurrency` in flight, reporting each
 * state change. A 409 from the server means the item was already moved: it is reported as
 * 'skipped' and never retried. Other errors leave the item 'failed' (retryable). Items already
 * 'done' or 'skipped' are never sent again, so nothing is done twice.
 */
export async function runBulk(
  items: BulkItem[],
  work: (id: number) => Promise<unknown>,
  onChange: (id: number, patch: Partial<BulkItem>) => void,
  opts: { concurrency?: number; signal?: AbortSignal } = {},
): Promise<void> {
  const queue = items.filter((i) => i.state === 'queued' || i.state === 'failed').map((i) => i.id);
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      if (opts.signal?.aborted) return;
      onChange(id, { state: 'running', message: undefined });
      try {
        await work(id);
        onChange(id, { state: 'done', message: undefined });
      } catch (e) {
        if (isMpaError(e) && e.status === 409) onChange(id, { state: 'skipped', message: e.message });
        else onChange(id, { state: 'failed', message: e instanceof Error ? e.message : String(e) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 4) }, worker));
}
