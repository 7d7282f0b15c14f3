import { useEffect, useState } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * False until the browser is first idle (at most 2 s) after `ready` became true, then true for good: by then
 * what `ready` stands for (the screen, its first page) has painted, so work started then does not delay it.
 */
export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    const w = window as IdleWindow;
    if (w.requestIdleCallback && w.cancelIdleCallback) {
      const id = w.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => w.cancelIdleCallback!(id);
    }
    const id = setTimeout(() => setIdle(true), 200); // no idle callbacks (Safari): soon after the paint
    return () => clearTimeout(id);
  }, [ready, idle]);
  return idle;
}
