import { useEffect, useState } from 'react';

/** The value, `delayMs` after it last changed (spec §9 search debounce); the first render's at once. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (Object.is(value, debounced)) return undefined;
    const t = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(t);
  }, [value, delayMs, debounced]);
  return debounced;
}
