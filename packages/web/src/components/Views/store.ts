import type { View } from '@marketplace-admin/sdk';

// Saved views per administrator in localStorage, as text: on every list's first paint, so reading them is ./logic.

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

/** A view the command palette chose, taken (with its columns) once by its list when it opens. */
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
