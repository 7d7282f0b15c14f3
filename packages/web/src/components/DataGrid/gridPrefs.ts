/** What a user made of a grid: column widths and hidden columns, kept per list in localStorage. */
export interface GridPrefs {
  widths: Record<string, number>;
  hidden: string[];
}

const EMPTY: GridPrefs = { widths: {}, hidden: [] };
const keyOf = (listId: string): string => `mpa-grid:${listId}`;

export function readGridPrefs(listId: string): GridPrefs {
  try {
    const raw = JSON.parse(localStorage.getItem(keyOf(listId)) ?? 'null') as Partial<GridPrefs> | null;
    if (!raw || typeof raw !== 'object') return EMPTY;
    const widths: Record<string, number> = {};
    for (const [k, v] of Object.entries(raw.widths ?? {})) if (typeof v === 'number' && v > 0) widths[k] = v;
    return {
      widths,
      hidden: Array.isArray(raw.hidden) ? raw.hidden.filter((x): x is string => typeof x === 'string') : [],
    };
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
