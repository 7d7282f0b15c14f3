import { browserSessionStore, createClient, type MpaClient } from '@marketplace-admin/sdk';
import { mutate } from 'swr';
import type { AppConfig } from './config';
import { t } from '../i18n';
import { showToast } from './toaster';

/** Where the app is, and how to go elsewhere (the data router, outside React). */
export interface Navigator {
  location(): { pathname: string; search: string };
  navigate(to: string, opts?: { replace?: boolean }): void;
}

/** Forgets every cached server read (after sign-in, sign-out and an expired session). */
export function clearServerCache(): void {
  void mutate(() => true, undefined, { revalidate: false });
}

let resolveClient: (c: MpaClient) => void = () => undefined;
/** The app's client once config.json has been read: route loaders, run before React, use it. */
export const appClient: Promise<MpaClient> = new Promise((resolve) => (resolveClient = resolve));
export function setAppClient(client: MpaClient): void {
  resolveClient(client);
}

/** Each client's unanswered API requests, who waits for there to be none, and its last request's time. */
const apiInFlight = new WeakMap<MpaClient, { count: number; waiting: Set<() => void>; at?: number }>();

/** How long ago the client last sent the API a request (Infinity if never): it proves the session. */
export function msSinceApiRequest(client: MpaClient): number {
  const at = apiInFlight.get(client)?.at;
  return at === undefined ? Infinity : Date.now() - at;
}

/** Calls `done` once the client has no API request in flight, or after `maxWaitMs`; returns a cancel. */
export function onApiQuiet(client: MpaClient, maxWaitMs: number, done: () => void): () => void {
  const state = apiInFlight.get(client);
  if (!state || state.count === 0) {
    done();
    return () => undefined;
  }
  const cancel = (): void => {
    clearTimeout(timer);
    state.waiting.delete(call);
  };
  const call = (): void => {
    cancel();
    done();
  };
  const timer = setTimeout(call, maxWaitMs);
  state.waiting.add(call);
  return cancel;
}

/** The browser's SDK client (session in localStorage); a 401 keeps where the user was and goes to /login. */
export function createAppClient(config: AppConfig, nav: Navigator, storage?: Storage): MpaClient {
  // the SDK's URLs are the base (without a trailing slash) and a path: "/api" must not also match "/apis/..."
  const apiPrefix = `${config.apiBaseUrl.replace(/\/+$/, '')}/`;
  const inFlight: { count: number; waiting: Set<() => void>; at?: number } = { count: 0, waiting: new Set() };
  const countedFetch: typeof fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(apiPrefix)) return globalThis.fetch(input, init);
    inFlight.count += 1;
    let answered = false;
    const finish = (): void => {
      if (answered) return;
      answered = true;
      inFlight.count -= 1;
      if (inFlight.count === 0) for (const done of [...inFlight.waiting]) done();
    };
    // answered once its body has been read (the SDK reads every body), which can come well after the headers
    return globalThis.fetch(input, init).then(
      (res) => {
        if (res.body === null) finish();
        else
          for (const read of ['text', 'json', 'arrayBuffer', 'blob'] as const) {
            const original = res[read].bind(res) as () => Promise<unknown>;
            Object.defineProperty(res, read, { value: () => original().finally(finish) });
          }
        return res;
      },
      (e: unknown) => {
        finish();
        throw e;
      },
    );
  };
  const client: MpaClient = createClient({
    authBaseUrl: config.authBaseUrl,
    apiBaseUrl: config.apiBaseUrl,
    session: browserSessionStore(storage),
    timeoutMs: config.requestTimeoutMs,
    fetch: countedFetch,
    hooks: {
      onRequest({ url }) {
        if (url.startsWith(apiPrefix)) inFlight.at = Date.now();
      },
    },
    onUnauthorized() {
      const { pathname, search } = nav.location();
      if (pathname !== '/login') client.session.setRedirectUrl(pathname + search);
      clearServerCache();
      void showToast({ message: t('transport.sessionExpired'), intent: 'danger', key: 'session-expired' });
      if (pathname !== '/login') nav.navigate('/login', { replace: true });
    },
  });
  apiInFlight.set(client, inFlight);
  return client;
}
