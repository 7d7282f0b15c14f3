import { checkViewColumns, type ViewColumns } from '@marketplace-admin/sdk';

/** What a user made of a grid: column widths and hidden columns, kept per list in localStorage as a view saves them. */
export type GridPrefs = ViewColumns;

const EMPTY: GridPrefs = { widths: {}, hidden: [] };
const keyOf = (listId: string): string => `mpa-grid:${listId}`;

export function readGridPrefs(listId: string): GridPrefs {
  try {
    const text = localStorage.getItem(keyOf(listId));
    return text === null ? EMPTY : checkViewColumns(JSON.parse(text));
  } catch {
    return EMPTY;
  }
}

export function writeGridPrefs(listId: string, prefs: GridPrefs): void {
  try {
    if (!Object.keys(prefs.widths).length && !prefs.hidden.length) localStorage.removeItem(keyOf(listId));
    else localStorage.setItem(keyOf(listId), JSON.stringify(prefs));
  } catch {
    // storage full or blocked: the grid still works, it only forgets
  }
  listeners.forEach((l) => l());
}

const listeners = new Set<() => void>();

/** Calls `onChange` after a grid's columns were written here (a saved view compares them with its own). */
export function subscribeGridPrefs(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The stored text of a grid's columns (null when none differ from the grid's own), for useSyncExternalStore. */
export function gridPrefsText(listId: string): string | null {
  try {
    return localStorage.getItem(keyOf(listId));
  } catch {
    return null;
  }
}
