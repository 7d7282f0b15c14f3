import { useEffect, useState } from 'react';

/**
 * The value, `delayMs` after it last changed (spec §9 search debounce: pass a constant from the
 * SDK's `DEBOUNCE_MS`). The first render returns the value at once.
 *
 *   const debounced = useDebounced(text, DEBOUNCE_MS.services);
 */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (Object.is(value, debounced)) return undefined;
    const t = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(t);
  }, [value, delayMs, debounced]);
  return debounced;
}
