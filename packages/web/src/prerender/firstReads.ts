// A route's page starts its first API reads itself, with the session's token, before the app's code has come
// (vite.config.ts `bootScript`, the requests the SDK makes for that URL, recorded at build time by
// src/prerender/frame.tsx `firstReads`). The app takes each answer over when its SDK asks for the same request,
// instead of asking again.

/** A read the page started: the request as the SDK would send it, and its answer to come. */
interface EarlyRead {
  method: string;
  url: string;
  body: string | null;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __mpaReads?: EarlyRead[];
  }
}

const urlOf = (input: RequestInfo | URL): string =>
  new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href)
    .href;

/** `answer`, unless `signal` aborts first (the SDK's deadline, a caller's cancel): then its reason. */
function unlessAborted(answer: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = (): void => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * From now on, the first request for each of the page's early reads (same method, URL and body) gets that read's
 * answer, once; a read that failed (the network) is sent again as asked. Every other request goes out as usual.
 */
export function adoptFirstReads(): void {
  const reads = window.__mpaReads;
  window.__mpaReads = [];
  if (!reads?.length) return;
  const send = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const body = typeof init?.body === 'string' ? init.body : (init?.body ?? null);
    const at = reads.length
      ? reads.findIndex((r) => r.method === method && r.body === body && r.url === urlOf(input))
      : -1;
    if (at < 0) return send(input, init);
    const [read] = reads.splice(at, 1);
    return unlessAborted(
      read.response.catch(() => send(input, init)),
      init?.signal,
    );
  };
}
