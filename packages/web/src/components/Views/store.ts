import type { View } from '@marketplace-admin/sdk';

// The saved views of one administrator in this browser: localStorage under the signed-in user's name, so two
// administrators sharing a browser keep their own. This module is on every list's first paint: it holds the
// stored text only; reading it (the SDK's checks) is ./logic, loaded when there are views or the menu opens.

const PREFIX = 'mpa-views:';

/** The user's stored views as text (null when none were saved). */
export function storedViewsText(user: string): string | null {
  try {
    return localStorage.getItem(PREFIX + user);
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

/** Saves a user's whole set of views; every list showing them draws again. Throws when storage refuses it. */
export function writeViews(user: string, views: readonly View[]): void {
  localStorage.setItem(PREFIX + user, JSON.stringify(views));
  listeners.forEach((l) => l());
}

/** Calls `onChange` when views are saved here or in another tab. */
export function subscribeViews(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent): void => {
    if (e.key === null || e.key.startsWith(PREFIX)) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Two queries (or column widths) hold the same keys and values, their order aside. */
export function sameQuery(
  a: Readonly<Record<string, unknown>>,
  b: Readonly<Record<string, unknown>>,
): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}

/**
 * A view to apply when its list next opens (the command palette chose it): taken once by that list, which
 * applies its columns too.
 */
let pendingView: View | null = null;
export const requestView = (view: View): void => {
  pendingView = view;
};
export const hasRequestedView = (list: string): boolean => pendingView?.list === list;
export function takeRequestedView(list: string): View | null {
  const v = pendingView;
  if (v?.list !== list) return null;
  pendingView = null;
  return v;
}
