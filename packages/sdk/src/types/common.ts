/** The server's envelope: `success, code, message, data` (the SDK also reads `Data`). */
export interface ApiResponse<T = unknown> {
  success: boolean;
  code?: unknown;
  message?: string;
  data: T;
  /** A `totalCount` the envelope carried beside `data` (some lists send it there). */
  totalCount?: number;
  /** HTTP status of the response (absent for synthesised results). */
  status?: number;
}

/** One page of a list, whatever shape the server sent it in. */
export interface Page<T> {
  items: T[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** The spec's list paging payload (§3). Defaults (§9): page 1, page size 10, ascending. */
export interface PagingPayload {
  page?: number;
  pageSize?: number;
  searchTerms?: string;
  sortBy?: string;
  sortDescending?: boolean;
}

/** Options every call accepts. */
export interface CallOptions {
  /** This call's retry policy over the client's (reads only; writes are never retried). */
  retry?: { retries?: number; baseDelayMs?: number; statuses?: readonly number[] };
  /** Cancels the request (and any retry wait) at once; the call rejects with kind 'aborted'. */
  signal?: AbortSignal;
  /** Per-attempt timeout; default the client's `timeoutMs` (30 s); 0 or Infinity disables it. */
  timeoutMs?: number;
  /** Message used when the server sends none (spec §8 fallbacks). */
  fallbackMessage?: string;
}
