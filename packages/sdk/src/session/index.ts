/** Where the session lives (browser localStorage, a file for Node, or memory). */
export interface SessionStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** The storage keys, exactly as the spec names them. */
export const SESSION_KEYS = {
  authToken: 'authToken',
  isAuthenticated: 'isAuthenticated',
  user: 'user',
  userInfo: 'userInfo',
  redirectUrl: 'redirectUrl',
} as const;

/** The keys a 401 (and a logout) removes. `redirectUrl` survives so the guard can return there. */
export const SESSION_CLEAR_KEYS = [
  SESSION_KEYS.authToken,
  SESSION_KEYS.isAuthenticated,
  SESSION_KEYS.user,
  SESSION_KEYS.userInfo,
] as const;

/** The stored user; the role is always admin. */
export interface SessionUser {
  username: string;
  role: 'admin';
}

/** A store over `localStorage` (or the given Storage). */
export function browserSessionStore(storage?: Storage): SessionStore {
  const s = storage ?? (globalThis as { localStorage?: Storage }).localStorage;
  if (!s) throw new Error('browserSessionStore: no localStorage in this environment');
  return {
    get: (key) => s.getItem(key),
    set: (key, value) => s.setItem(key, value),
    remove: (key) => s.removeItem(key),
  };
}

/** A store that lives as long as the process (the default). */
export function memorySessionStore(initial: Record<string, string> = {}): SessionStore {
  const map = new Map<string, string>(Object.entries(initial));
  return {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
  };
}
