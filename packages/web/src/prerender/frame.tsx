// Build-time only (vite.prerender.ts runs it in Node): each protected route's frame (the sidebar layout, the
// header, the route's title row with its fixed subtitle and primary button, an empty content area; for a list
// marked `frame: 'screen'`, the screen itself before its data), and /login's form, as HTML, from the app's own
// components, so the browser paints it from the HTML before any JavaScript has run. The app then replaces it with
// the same markup (src/main.tsx).
//
// Nothing of a session is drawn: the client is signed out and never asked anything (the queue badges read
// only after mount), and whatever depends on the browser (sidebar cookie, dark mode, mobile) takes its default.
import { createClient, memorySessionStore } from '@marketplace-admin/sdk';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  MemoryRouter,
  StaticRouterProvider,
} from 'react-router-dom';
import { SWRConfig, unstable_serialize, type Key } from 'swr';
import { setupIcons } from '../app/icons';
import { documentTitle } from '../app/Root';
import { PROTECTED_ROUTES } from '../app/routes';
import { AddButton, PageHeader } from '../components/PageHeader';
import english from 'virtual:messages/en';
import { registerEnglish, t, useT, type Id } from '../i18n';
import { SdkContext } from '../hooks/useSdk';
import Layout from '../layout/Layout';
import { FIRST_READ_PARAM, FRAME_CLASS } from './frameClass';
import { EARLY_ROW_ROUTES, earlyPagerSpec, earlyRowsElement, earlyRowsSpec } from './earlyRows';
import { GridCapture, type CapturedGrid } from './gridCapture';
import { EARLY_RECORD_ROUTES, earlyRecordElement, earlyRecordSpec } from './earlyRecord';
import { EARLY_LINKS_PATH, earlyLinksElement, earlyLinksSpec } from './earlyLinks';

export { drawEarlyRecord, earlyRecordFolder } from './earlyRecord';
export { drawEarlyLinks, EARLY_LINKS_PATH, linksMarkup } from './earlyLinks';

/** A route whose HTML carries its frame: one HTML file per route (`framePageDir`). */
export interface FrameRoute {
  path: string;
  /** The route's title (a message id). */
  title: Id;
  subtitle?: Id;
  action?: Id;
  frame?: 'screen';
  /** A route outside the layout (/login): its screen alone, shown to a visitor without a session. */
  public?: boolean;
}

// every screen's English (the frame draws words of each screen's own area)
registerEnglish(english);

/** /login's page carries its form: it works before the app's code has come (typing and the submit are replayed). */
const LOGIN_FRAME: FrameRoute = { path: 'login', title: 'ui.login.submit', frame: 'screen', public: true };

export const FRAME_ROUTES: FrameRoute[] = [
  LOGIN_FRAME,
  ...PROTECTED_ROUTES.map(({ path, title, subtitle, action, frame }) => ({
    path,
    title,
    subtitle,
    action,
    frame,
  })),
];

/**
 * Where a route's page goes in the build: its path, a parameter as `[name]` (vendors/[mobileNo]/services), which
 * the servers take for any one segment there (tools/panel-server.mjs, deploy/nginx-config.mjs).
 */
export const framePageDir = (path: string): string => path.replace(/:(\w+)/g, '[$1]');

/** What a screen shows before its code has run: its title row (in English, as the frame is drawn), nothing under it. */
function EmptyScreen({ title, subtitle, action }: Omit<FrameRoute, 'path'>) {
  const t = useT();
  return (
    <PageHeader
      title={t(title)}
      subtitle={subtitle && t(subtitle)}
      actions={action && <AddButton text={t(action)} />}
    />
  );
}

/** The route's document title, in English as the frame is drawn (the app sets it again in another language). */
export function frameTitle({ title }: FrameRoute): string {
  return documentTitle(t, title);
}

/**
 * One request a route's page starts itself (vite.config.ts `bootScript`): [method, path after the API's base, headers,
 * body], and for a read the SDK sends with a value from another read's answer (the vendor's id its search by the
 * mobile number found), where to take it: [that read, the row's field equal to the URL's parameter, the row's field
 * put in place of the stand-in, the stand-in].
 */
export type FirstRead =
  | [string, string, Record<string, string>, string | null]
  | [string, string, Record<string, string>, string | null, [number, string, string, string]];

const CAPTURE_API = 'http://first-read.invalid/api';
const CAPTURE_TOKEN = 'first-read-token';
/**
 * A search by the route's parameter is answered with one row of it (the fields the spec gives a vendor list row, §3:
 * id, mobileNo), so a read the SDK then sends with that row's id is recorded too, chained on the search.
 */
const CHAIN_ID = 987650321;
const CHAIN_ROW = { id: CHAIN_ID, mobileNo: FIRST_READ_PARAM };

/**
 * Each route's first API reads, as its `prefetch` asks the SDK for them with no query in the URL (what the app will
 * ask for the same URL): recorded from an SDK client whose fetch answers nothing, so the request, its URL and
 * headers are the SDK's own. A route's parameter (one at most) is FIRST_READ_PARAM here, the URL's value in the
 * page. The token is left out (the page adds the session's); a read whose authorization is not the SDK's bearer of
 * the session's token is not taken.
 */
export async function firstReads(): Promise<Record<string, FirstRead[]>> {
  const table: Record<string, FirstRead[]> = {};
  for (const route of PROTECTED_ROUTES) {
    if (!route.prefetch) continue;
    const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    if (params.length > 1)
      throw new Error(`prerender: /${route.path} has more than one parameter for its first reads`);
    const reads: FirstRead[] = [];
    let search = -1;
    const client = createClient({
      authBaseUrl: 'http://first-read.invalid/auth',
      apiBaseUrl: CAPTURE_API,
      session: memorySessionStore({ authToken: CAPTURE_TOKEN, isAuthenticated: 'true' }),
      // a 4xx: not retried, no timer left running
      fetch: async (input, init) => {
        const url = String(input);
        const { authorization, ...headers } = Object.fromEntries(new Headers(init?.headers).entries());
        const body = typeof init?.body === 'string' ? init.body : init?.body == null ? null : undefined;
        const method = init?.method ?? 'GET';
        const path = url.slice(CAPTURE_API.length);
        if (
          !url.startsWith(`${CAPTURE_API}/`) ||
          authorization !== `Bearer ${CAPTURE_TOKEN}` ||
          body === undefined ||
          reads.some(([m, u]) => m === method && u === path)
        )
          return new Response('{}', { status: 400 });
        const chained = path.split(/[/?&=]/).includes(String(CHAIN_ID));
        reads.push(
          chained && search >= 0
            ? [method, path, headers, body, [search, 'mobileNo', 'id', String(CHAIN_ID)]]
            : [method, path, headers, body],
        );
        if (
          method !== 'GET' ||
          new URL(url).searchParams.get('searchTerms') !== FIRST_READ_PARAM ||
          search >= 0
        )
          return new Response('{}', { status: 400 });
        search = reads.length - 1;
        return new Response(JSON.stringify({ items: [CHAIN_ROW], totalCount: 1 }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    (await route.prefetch()).prefetch(
      client,
      new URLSearchParams(),
      Object.fromEntries(params.map((name) => [name, FIRST_READ_PARAM])),
    );
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    if (reads.length) table[route.path] = reads;
  }
  return table;
}

let readsTable: Promise<Record<string, FirstRead[]>> | undefined;

/**
 * SWR's cache for a route's screen once its prefetch's reads have answered (each with a list of no rows and `total`),
 * keyed as its screen asks: the screen drawn as the app draws it with its first page in.
 */
async function answeredReads(route: (typeof PROTECTED_ROUTES)[number], total: number) {
  const shared = globalThis as { __mpaPreloaded?: [unknown, Promise<unknown>][] };
  const preloaded: [unknown, Promise<unknown>][] = (shared.__mpaPreloaded = []);
  const client = createClient({
    authBaseUrl: 'http://first-read.invalid/auth',
    apiBaseUrl: CAPTURE_API,
    session: memorySessionStore({ authToken: CAPTURE_TOKEN, isAuthenticated: 'true' }),
    fetch: async () =>
      new Response(JSON.stringify({ items: [], totalCount: total }), {
        headers: { 'content-type': 'application/json' },
      }),
  });
  try {
    (await route.prefetch!()).prefetch(client, new URLSearchParams(), {});
  } finally {
    delete shared.__mpaPreloaded;
  }
  const fallback: Record<string, unknown> = {};
  for (const [key, answer] of preloaded) fallback[unstable_serialize(key as Key)] = await answer;
  return fallback;
}

/** The frame of one route, as the markup to put inside `#root`. */
export async function renderFrame({ path, frame, public: outside, ...header }: FrameRoute): Promise<string> {
  await setupIcons();
  if (outside && path !== LOGIN_FRAME.path)
    throw new Error(`prerender: no screen for the public route /${path}`);
  const load = outside
    ? () => import('../screens/login')
    : PROTECTED_ROUTES.find((r) => r.path === path)!.load;
  const Screen = frame === 'screen' ? (await load()).default : null;
  const element = Screen ? <Screen /> : <EmptyScreen {...header} />;
  const routes = outside ? [{ path, element }] : [{ Component: Layout, children: [{ path, element }] }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost/${path}`));
  if (context instanceof Response) throw new Error(`prerender: /${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createClient({ authBaseUrl: '/auth', apiBaseUrl: '/api', session: memorySessionStore() });
  let grid: CapturedGrid | null = null;
  const draw = (fallback: Record<string, unknown> = {}) =>
    renderToString(
      <GridCapture.Provider value={(g) => (grid = g)}>
        <SdkContext.Provider value={client}>
          <SWRConfig value={{ provider: () => new Map(), fallback }}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </SWRConfig>
        </SdkContext.Provider>
      </GridCapture.Provider>,
    );
  const body = draw();
  // a list's first page, drawn by the page from its first read before the app's code has come
  const wrap = (node: ReactNode) => (
    <MemoryRouter initialEntries={[`/${path}`]}>
      <SdkContext.Provider value={client}>
        <SWRConfig value={{ provider: () => new Map() }}>{node}</SWRConfig>
      </SdkContext.Provider>
    </MemoryRouter>
  );
  const early = grid && EARLY_ROW_ROUTES.has(path) ? earlyRowsSpec(grid, 0, wrap) : null;
  if (grid && EARLY_ROW_ROUTES.has(path) && !early)
    throw new Error(`prerender: /${path}'s grid cannot be drawn early (a column reads too much)`);
  if (early) {
    // the pager under the rows, for the page size the first read asks for
    const [, url] = (await (readsTable ??= firstReads()))[path]?.[early.read] ?? [];
    const query = new URL(url ?? '/', CAPTURE_API).searchParams;
    const size = Number([...query].find(([k]) => k.toLowerCase() === 'pagesize')?.[1]);
    const route = PROTECTED_ROUTES.find((r) => r.path === path)!;
    early.pager =
      (await earlyPagerSpec(size, async (total) => draw(await answeredReads(route, total)))) ?? undefined;
  }
  // a record's screen, drawn by the page from its first reads before the app's code has come
  const withData = (node: ReactElement, fallback: Record<string, unknown>) => (
    <SdkContext.Provider value={client}>
      <SWRConfig value={{ provider: () => new Map(), fallback }}>{node}</SWRConfig>
    </SdkContext.Provider>
  );
  const record = await earlyRecordSpec(path, withData);
  if (EARLY_RECORD_ROUTES[path] && !record)
    throw new Error(`prerender: /${path}'s record cannot be drawn early (a value has no template)`);
  // Link Services' title row and first rows, the same way
  const links =
    path === EARLY_LINKS_PATH
      ? await earlyLinksSpec(
          withData,
          ((await (readsTable ??= firstReads()))[path] ?? []).map((r) => r[1]),
        )
      : null;
  if (path === EARLY_LINKS_PATH && !links)
    throw new Error(
      `prerender: /${path}'s rows cannot be drawn early (a template does not draw as React does)`,
    );
  const drawnEarly = record ? earlyRecordElement(record) : links ? earlyLinksElement(links) : '';
  // a field of the frame takes typing: src/prerender/replay.ts carries it into the app's field when the app takes over
  return `<div class="${FRAME_CLASS}">${body}${early ? earlyRowsElement(early) : ''}${drawnEarly}</div>`;
}
