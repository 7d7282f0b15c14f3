import { useHotkeys, type HotkeyConfig } from '@blueprintjs/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ctrlOrCmd, GLOBAL_GROUP, GLOBAL_SHORTCUTS } from '../Shortcuts/shortcuts';

/** The Omnibar (and @blueprintjs/select) is fetched on the first Ctrl/Cmd+K, so no route pays for it up front. */
const Palette = lazy(() => import('./Palette'));

/** The command palette (beyond the spec): Ctrl/Cmd+K opens an Omnibar of the screens and actions. */
export function CommandPalette() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  // in a field too (the palette's own box: the same keys close it)
  const keys = useMemo<HotkeyConfig[]>(
    () =>
      GLOBAL_SHORTCUTS.palette.combos.flatMap(ctrlOrCmd).map((combo) => ({
        combo,
        label: GLOBAL_SHORTCUTS.palette.label,
        group: GLOBAL_GROUP,
        global: true,
        allowInInput: true,
        preventDefault: true,
        onKeyDown: () => {
          setLoaded(true);
          setOpen((o) => !o);
        },
      })),
    [],
  );
  useHotkeys(keys);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <Palette isOpen={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
