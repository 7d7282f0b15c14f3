import { checkView, VIEW_LISTS, type View } from '@marketplace-admin/sdk';

// The saved views of one administrator in this browser: localStorage under the signed-in user's name, so two
// administrators sharing a browser keep their own. Read with the SDK's checks: a stored view the SDK no longer
// reads (a sort key gone) is left out, not a broken menu.

const keyOf = (user: string): string => `mpa-views:${user}`;

function parseViews(text: string | null): View[] {
  try {
    const raw = JSON.parse(text ?? '[]') as unknown;
    if (!Array.isArray(raw)) return [];
    return raw.flatMap((v) => {
      try {
        return [checkView(v)];
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
}

function storedText(user: string): string | null {
  try {
    return localStorage.getItem(keyOf(user));
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

/** Saves a user's whole set of views; every list showing them draws again. Throws when storage refuses it. */
export function writeViews(user: string, views: readonly View[]): void {
  localStorage.setItem(keyOf(user), JSON.stringify(views));
  listeners.forEach((l) => l());
}

// the views last read, by the text they were read from
const cache = new Map<string, { text: string | null; views: View[] }>();

/** The user's views, the same array while their stored text is the same (for useSyncExternalStore). */
export function viewsSnapshot(user: string): View[] {
  const text = storedText(user);
  let got = cache.get(user);
  if (got?.text !== text) cache.set(user, (got = { text, views: parseViews(text) }));
  return got!.views;
}

/** Calls `onChange` when views are saved here or in another tab. */
export function subscribeViews(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent): void => {
    if (e.key === null || e.key.startsWith('mpa-views:')) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The view list a panel path shows (`/vendors?q=x` -> `vendors`), if it is one. */
export function viewListOfPath(pathname: string): string | undefined {
  const list = pathname.replace(/^\/+/, '').split('/')[0];
  return list && list === pathname.replace(/^\/+|\/+$/g, '') && VIEW_LISTS[list] ? list : undefined;
}

/** Two queries hold the same keys and values (their order aside). */
export function sameQuery(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
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
export function takeRequestedView(list: string): View | null {
  const v = pendingView;
  if (v?.list !== list) return null;
  pendingView = null;
  return v;
}
export const hasRequestedView = (list: string): boolean => pendingView?.list === list;
