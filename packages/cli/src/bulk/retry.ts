import { followPages } from '../paging';
import { isSdkError } from '../errors';

/** A read that failed for a reason worth another try (5xx, network, timeout, garbled body). */
export function isTransient(e: unknown): boolean {
  if (!isSdkError(e)) return false;
  if (e.kind === 'http') return (e.status ?? 0) >= 500;
  return e.kind === 'network' || e.kind === 'timeout' || e.kind === 'empty-response' || e.kind === 'invalid-format';
}

/** Retries an idempotent read (never a write) a few times with backoff. */
export async function retryRead<T>(fn: () => Promise<T>, tries = 5, baseMs = 100): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await fn();
    } catch (e) {
      if (i >= tries - 1 || !isTransient(e)) throw e;
      await new Promise((r) => setTimeout(r, baseMs * 2 ** i));
    }
  }
}

/** Every item of a paged list, each page read with retries (the next page asked for while this one is handled). */
export async function* allPages<T>(fetch: (page: number, pageSize: number) => Promise<{ items: T[]; totalCount: number }>, pageSize = 500): AsyncGenerator<T> {
  for await (const p of followPages((page, size) => retryRead(() => fetch(page, size)), pageSize, { prefetch: true })) yield* p.items;
}
