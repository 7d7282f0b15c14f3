import { cleanup, configure, waitFor } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { loadPopoverParts } from '../components/popover';
import { installBlueprintDeprecationGuard, takeBlueprintDeprecations } from './blueprintDeprecations';

// findBy* and waitFor poll until what they wait for shows; their bound (1 s by default) only decides how long a
// failure takes to be reported, and a grid's render in happy-dom can take longer than that with both cores busy.
configure({ asyncUtilTimeout: 10_000 });

// Blueprint's popovers are loaded when one is about to open (components/popover; the e2e tests cover that): here
// they are in before a screen draws, so a menu opens on the click that asks for it.
await loadPopoverParts();

// What a test drew is unmounted after it, in every file: files share a worker's document (isolate: false), and a tree
// left mounted (an open menu holding the focus in its portal) took the next file's first keys (Testing Library
// unmounts by itself only where the test functions are globals).
afterEach(() => cleanup());

// A Blueprint deprecation warning fails the test that drew it (blueprintDeprecations.ts).
installBlueprintDeprecationGuard();
afterEach(() => {
  const seen = takeBlueprintDeprecations();
  if (seen.length) throw new Error(`Blueprint deprecation warnings:\n${seen.join('\n')}`);
});

const leaving = (t: Element): boolean =>
  /-exit/.test(t.className) || /-exit/.test(t.parentElement?.className ?? '');

// Blueprint's toaster lives outside the screens' React trees, so unmounting a screen leaves its toasts up; one
// still showing when a file ends runs its exit timers after happy-dom is gone ("window is not defined", an
// unhandled error that fails the run on a slow machine). Close them as a user would and wait until they have
// left. A toast already on its way out when the file ends left on a fake clock that is gone: it never moves again.
afterAll(async () => {
  if (typeof document === 'undefined') return; // a file on the node environment (the size budgets)
  vi.useRealTimers();
  await closeToasts();
  // Files share a worker's module cache (isolate: false: Blueprint and React are imported once per worker, not
  // once per file), so what one file set up must not reach the next: spies restored, the app's own modules (its
  // toaster, settings snapshot, router) evaluated afresh, the emptied toaster container removed.
  vi.restoreAllMocks();
  vi.resetModules();
  for (const c of document.querySelectorAll('.bp6-toast-container')) c.parentElement?.remove();
});

async function closeToasts(): Promise<void> {
  const toasts = [...document.querySelectorAll('.bp6-toast')];
  const closing = toasts.filter((t) => !leaving(t));
  for (const t of closing) t.querySelector<HTMLButtonElement>('button[aria-label="Close"]')?.click();
  await waitFor(
    () => {
      if (closing.some((t) => t.isConnected)) throw new Error('a toast is still on screen');
    },
    { timeout: 10_000 },
  );
}
