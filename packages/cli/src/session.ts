import type { SessionStore } from '@marketplace-admin/sdk';

/** The two hosts a client talks to. */
export interface Hosts {
  authUrl: string;
  apiUrl: string;
}

/** Where the session file records the hosts its token was issued for (beside the spec's keys). */
const ISSUED_FOR_KEY = 'mpaIssuedFor';
const TOKEN_KEY = 'authToken';

const normal = (url: string): string => new URL(url).href.replace(/\/+$/, '');
const sameHosts = (a: Hosts, b: Hosts): boolean =>
  normal(a.authUrl) === normal(b.authUrl) && normal(a.apiUrl) === normal(b.apiUrl);

function parseHosts(text: string | null): Hosts | undefined {
  try {
    const h = JSON.parse(text ?? '') as Partial<Hosts>;
    if (typeof h.authUrl === 'string' && typeof h.apiUrl === 'string')
      return { authUrl: h.authUrl, apiUrl: h.apiUrl };
  } catch {}
  return undefined;
}

/** A saved session seen from one pair of hosts. */
export interface BoundSession {
  store: SessionStore;
  /** The hosts the saved token was issued for, when they are not these (the token is then withheld). */
  withheldFor(): Hosts | undefined;
}

/**
 * The profile's saved session, bound to the hosts that issued it: its token is given out only for
 * those hosts, since a token sent to another API or auth URL is handed to whoever answers there.
 * Signing in records the hosts beside the token. A session saved before hosts were recorded counts
 * as issued for the profile's configured hosts (`configured`).
 */
export function hostBoundSession(inner: SessionStore, hosts: Hosts, configured: Hosts): BoundSession {
  const issuedFor = (): Hosts => parseHosts(inner.get(ISSUED_FOR_KEY)) ?? configured;
  const withheldFor = (): Hosts | undefined => {
    if (inner.get(TOKEN_KEY) === null) return undefined;
    const issued = issuedFor();
    return sameHosts(issued, hosts) ? undefined : issued;
  };
  return {
    withheldFor,
    store: {
      get: (key) => (key === TOKEN_KEY && withheldFor() ? null : inner.get(key)),
      set(key, value) {
        if (key === TOKEN_KEY)
          inner.set(ISSUED_FOR_KEY, JSON.stringify({ authUrl: hosts.authUrl, apiUrl: hosts.apiUrl }));
        inner.set(key, value);
      },
      // Another host's session is not this client's to clear (a 401 from here says nothing about it).
      remove: (key) => (withheldFor() ? undefined : inner.remove(key)),
    },
  };
}

/**
 * The profile's session file read once per run instead of on every request (a bulk run asks for the
 * token thousands of times); sign-in, sign-out and a 401 still write through to the file.
 */
export function cachedSessionStore(inner: SessionStore): SessionStore {
  const cache = new Map<string, string | null>();
  return {
    get(key) {
      if (!cache.has(key)) cache.set(key, inner.get(key));
      return cache.get(key) ?? null;
    },
    set(key, value) {
      inner.set(key, value);
      cache.set(key, value);
    },
    remove(key) {
      inner.remove(key);
      cache.set(key, null);
    },
  };
}

/** A store read from `inner` whose changes stay in this process (the file is never written). */
export function readOnlyStore(inner: SessionStore): SessionStore {
  const changed = new Map<string, string | null>();
  return {
    get: (key) => (changed.has(key) ? (changed.get(key) ?? null) : inner.get(key)),
    set: (key, value) => void changed.set(key, value),
    remove: (key) => void changed.set(key, null),
  };
}
