import { useEffect, useState } from 'react';

// what a user does to a page (a click also comes from assistive technology)
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

/** False until the user first acts on the page, then true for good: work only a user needs waits for them. */
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
