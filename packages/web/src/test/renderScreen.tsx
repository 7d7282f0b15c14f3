// Component tests of whole screens: the real screen, the real SDK client and SWR, a router in memory,
// and a server simulated at the fetch level (so what is checked is what the screen sends and shows).
import { HotkeysProvider, OverlayToaster } from '@blueprintjs/core';
import { act, fireEvent, render, screen, type RenderResult } from '@testing-library/react';
import { createClient, memorySessionStore, type MpaClient } from '@marketplace-admin/sdk';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { swrConfig } from '../app/App';
import { SdkContext } from '../hooks/useSdk';

const API = 'http://api.test';

/** One request as the server saw it. */
export interface SeenRequest {
  method: string;
  url: URL;
  /** The body as sent (JSON text, FormData...). */
  body?: BodyInit | null;
}

/** What the simulated server answers: a body (sent as JSON with 200), or a full Response. */
export type Answer = Response | Record<string, unknown> | unknown[];
export type Responder = (req: SeenRequest) => Answer | undefined | Promise<Answer | undefined>;

/** A JSON response with a status (e.g. a 400 from a strict server). */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The spec's list envelope. */
export const page = <T,>(items: T[], totalCount = items.length) => ({
  success: true,
  data: { items, totalCount },
});

export interface FakeServer {
  client: MpaClient;
  /** Every request so far, oldest first. */
  requests: SeenRequest[];
  /** Requests to one path (case-insensitive, like the spec's servers). */
  requestsTo(pathname: string): SeenRequest[];
}

/**
 * A signed-in SDK client whose requests are answered by `respond` (first answer that is not
 * undefined); anything else gets an empty list, as a server with no data would.
 */
export function fakeServer(respond: Responder = () => undefined): FakeServer {
  const requests: SeenRequest[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const req = {
      method: (init?.method ?? 'GET').toUpperCase(),
      url: new URL(String(input)),
      body: init?.body,
    };
    requests.push(req);
    const answer = (await respond(req)) ?? page([]);
    return answer instanceof Response ? answer : json(answer);
  };
  const client = createClient({
    authBaseUrl: 'http://auth.test',
    apiBaseUrl: API,
    session: memorySessionStore({
      authToken: 't',
      isAuthenticated: 'true',
      user: JSON.stringify({ username: '9000000000', role: 'admin' }),
    }),
    fetch: fetchFn as typeof fetch,
    retry: { retries: 0 },
  });
  return {
    client,
    requests,
    requestsTo: (pathname) => requests.filter((r) => r.url.pathname.toLowerCase() === pathname.toLowerCase()),
  };
}

/** The address bar: path and query of the in-memory router. */
function Location() {
  const l = useLocation();
  return <output data-testid="location">{l.pathname + l.search}</output>;
}

/** The current in-memory URL (what the address bar would show). */
export const currentUrl = (): URL =>
  new URL(screen.getByTestId('location').textContent ?? '/', 'http://app.test');

/**
 * Renders `element` as the screen of `routePath` at `path`, with the app's SWR settings and a cache
 * of its own (no state leaks from one test to the next), under a HotkeysProvider as the layout has.
 */
export function renderScreen(
  element: ReactElement,
  opts: { server: FakeServer; path: string; routePath?: string },
): RenderResult {
  return render(
    <SdkContext.Provider value={opts.server.client}>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <MemoryRouter initialEntries={[opts.path]}>
          <HotkeysProvider>
            <Routes>
              <Route
                path={opts.routePath ?? new URL(opts.path, 'http://app.test').pathname}
                element={
                  <>
                    {element}
                    <Location />
                  </>
                }
              />
            </Routes>
          </HotkeysProvider>
        </MemoryRouter>
      </SWRConfig>
    </SdkContext.Provider>,
  );
}

/**
 * Switches to fake timers for the rest of the test (call it once the screen has loaded with real
 * timers); `advance(ms)` moves the clock and lets React and the pending promises settle.
 */
export function fakeClock(): { advance(ms: number): Promise<void> } {
  vi.useFakeTimers();
  return {
    advance: (ms) =>
      act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
      }),
  };
}

/**
 * Types `term` into a debounced search box on a fake clock: all but its last letter, then (just before
 * the wait would end) the last letter, which starts the wait again. `notYet` runs `delayMs - 1` after
 * the last keystroke, `applied` at `delayMs`.
 */
export async function typeIntoSearch(
  box: HTMLElement,
  term: string,
  delayMs: number,
  check: { notYet(): void; applied(): void },
): Promise<void> {
  const clock = fakeClock();
  fireEvent.change(box, { target: { value: term.slice(0, -1) } });
  await clock.advance(delayMs - 1);
  fireEvent.change(box, { target: { value: term } });
  await clock.advance(delayMs - 1);
  check.notYet();
  await clock.advance(1);
  check.applied();
}

/** The search terms of the requests to `pathname`, oldest first (requests without one left out). */
export const searchesTo = (server: FakeServer, pathname: string, param = 'searchTerms'): string[] =>
  server
    .requestsTo(pathname)
    .flatMap((r) => (r.url.searchParams.has(param) ? [r.url.searchParams.get(param)!] : []));

/**
 * The toasts shown from now on, oldest first (message and intent): what the user was told, whether
 * or not the toast is still on screen. `clear()` forgets them (e.g. before each test). Call it before
 * the app's toaster is first used (at the top of a test file). A toast with a button (Undo) has its text as `action`.
 */
export function watchToasts(): {
  shown(): Array<{ message: string; intent?: string; action?: string }>;
  clear(): void;
} {
  const shown: Array<{ message: string; intent?: string; action?: string }> = [];
  const create = OverlayToaster.create.bind(OverlayToaster);
  vi.spyOn(OverlayToaster, 'create').mockImplementation(async (...args) => {
    const toaster = await create(...args);
    const show = toaster.show.bind(toaster);
    toaster.show = (t, key) => {
      shown.push({
        message: String(t.message),
        intent: t.intent,
        ...(t.action ? { action: String(t.action.text) } : {}),
      });
      return show(t, key);
    };
    return toaster;
  });
  return { shown: () => [...shown], clear: () => void shown.splice(0) };
}
