import { useEffect, useState } from 'react';

// what a user does to a page: a pointer moved or pressed, a click (also one that assistive technology sends), a key,
// a wheel or a touch, a scroll, focus moved
const INPUTS = [
  'pointermove',
  'pointerdown',
  'click',
  'keydown',
  'wheel',
  'touchstart',
  'scroll',
  'focusin',
] as const;

/**
 * False until the user first acts on the page after the component mounted, then true for good: work that only a
 * user at the page needs (the rest of a long list) waits for them instead of competing with the page's first paint.
 */
export function useFirstInput(): boolean {
  const [acted, setActed] = useState(false);
  useEffect(() => {
    if (acted) return;
    const on = () => setActed(true);
    for (const type of INPUTS) document.addEventListener(type, on, { capture: true, passive: true });
    return () => {
      for (const type of INPUTS) document.removeEventListener(type, on, { capture: true });
    };
  }, [acted]);
  return acted;
}
