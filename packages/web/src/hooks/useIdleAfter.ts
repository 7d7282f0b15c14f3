import { startTransition, useEffect, useState } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Calls `run` when the browser is next idle (at most 2 s from now); the returned function cancels it. */
function whenIdle(run: () => void): () => void {
  const w = window as IdleWindow;
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const id = w.requestIdleCallback(run, { timeout: 2000 });
    return () => w.cancelIdleCallback!(id);
  }
  const id = setTimeout(run, 200); // no idle callbacks (Safari): soon after the paint
  return () => clearTimeout(id);
}

/** False until the browser is first idle (at most 2 s) after `ready`, then true for good: after the paint. */
export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    return whenIdle(() => setIdle(true));
  }, [ready, idle]);
  return idle;
}

/** How many of a long list's rows to draw: `first`, then `step` more at each idle once `ready`. */
export function useRevealedCount(total: number, ready: boolean, first: number, step: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (!ready || shown >= total) return;
    return whenIdle(() => startTransition(() => setShown((n) => n + step)));
  }, [ready, shown, total, step]);
  return Math.min(shown, total);
}
