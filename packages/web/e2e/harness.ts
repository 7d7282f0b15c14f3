// End-to-end harness: a dev API on free ports with a temporary data directory, the built web app
// served by tools/panel-server.mjs (as `npm start` serves it: the dev API forwarded under the panel's
// origin, `crossOrigin` for a config.json naming the dev API's own hosts), and Debian's Chromium.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { AxeResults } from 'axe-core';
import {
  DevApiStartError,
  seededDataDir,
  startDevApi,
  type DevApi,
  type DevApiOptions,
} from '@marketplace-admin/dev-api';
import { createClient, memorySessionStore, type MpaClient } from '@marketplace-admin/sdk';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Locator,
  type Page,
  type Request,
  type Route,
} from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startPanelServer } from '../../../tools/panel-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
/** The built app: packages/web/dist, or MPA_WEB_DIST (e.g. a build made with `npx vite build --outDir ...`). */
export const WEB_DIST = resolve(process.env.MPA_WEB_DIST || resolve(here, '../dist'));

/** CONTRACT §8 flags, and one of V8's. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // tabs of one site in one context share a renderer process while one of them is open (each context's keeper,
  // sharedContext): a test's new tab then starts in a warm process instead of a new one (Chromium's CPU per
  // signed-in load of /vendors 0.51 s -> 0.36 s)
  '--process-per-site',
  // and a new tab's blank first document joins that process instead of starting one of its own that the site's load
  // then leaves (~0.035 s of Chromium's CPU per new tab, three pairs of 15 signed-in loads of /vendors); a worker runs
  // one test at a time, so its tabs taking turns on one main thread slows no test
  '--renderer-process-limit=1',
  // V8 runs the panel's code on its interpreter and baseline compiler only: a test's page lives seconds, too
  // short for optimised code to pay back the compiling (Chromium's CPU 5-10 % less, paired runs)
  '--js-flags=--no-opt,--no-maglev',
];

/** The served page's frame, drawn before the app's code has come (gone once the app has taken over). */
export const FRAME = '#root > .mpa-frame';
/** What the app draws: the root once the frame has gone. */
export const APP = '#root:not(:has(> .mpa-frame))';

export const DEMO = { username: '9000000000', password: 'admin12345' } as const;

export interface Stack {
  /** The web app, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** Where the panel sends API calls: `${baseUrl}/api` (forwarded to the dev API), or with `crossOrigin` the dev API's API host. */
  apiBaseUrl: string;
  /** Where the panel sends sign-in and sign-out: `${baseUrl}/auth`, or with `crossOrigin` the dev API's auth host. */
  authBaseUrl: string;
  /** The dev API handle (apiUrl, authUrl, setFaults, revokeAllTokens, close). */
  api: DevApi;
  browser: Browser;
  /**
   * A new tab with baseURL set and nothing saved (no localStorage, cookies or session). In a test, a tab
   * of the stack's shared context (emptied when the test ends; files stay cached); `ownContext` for a
   * context of its own (a cold HTTP cache). Outside a test (a beforeAll), always a context of its own.
   * `touch`: a context of its own with a touch screen (`locator.tap()` works there).
   */
  newPage(opts?: {
    viewport?: { width: number; height: number };
    ownContext?: boolean;
    touch?: boolean;
  }): Promise<Page>;
  close(): Promise<void>;
}

/**
 * CHROME_PATH, else Debian's Chromium headless shell when installed (the same Blink as `chromium`, built
 * without the windowed browser's display pipeline: the suite took ~37 % less CPU on it, 540 s -> 340 s, all
 * 245 tests passing on both; Playwright runs its headless tests on this shell too), else Debian's `chromium`.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
function chromiumPath(): string {
  const path = process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
  if (!existsSync(path)) {
    throw new Error(
      `e2e: Chromium not found at ${path}. Install it (apt-get install -y chromium) or set CHROME_PATH.`,
    );
  }
  return path;
}

/** The test worker's Chromium, for a test that serves the panel its own way (tools.e2e.ts, nginx.e2e.ts). */
export function workerChromium(): Promise<Browser> {
  return workerBrowser(chromiumPath());
}

/**
 * Debian's windowed Chromium, for what only it does: the headless shell the suite runs on never asks for a page's
 * icon. Launched for the test that needs it; close it when done.
 */
export function fullChromium(): Promise<Browser> {
  const path = '/usr/bin/chromium';
  if (!existsSync(path))
    throw new Error("e2e: Debian's chromium is not installed (apt-get install -y chromium)");
  return chromium.launch({ executablePath: path, args: CHROMIUM_ARGS });
}

/** One Chromium per test worker, shared by the files it runs. Starting a browser per file cost a second or two each. */
let browserOfWorker: Promise<Browser> | undefined;
function workerBrowser(executablePath: string): Promise<Browser> {
  browserOfWorker ??= chromium.launch({ executablePath, args: CHROMIUM_ARGS }).then((b) => {
    b.on('disconnected', () => (browserOfWorker = undefined));
    return b;
  });
  return browserOfWorker;
}

/**
 * What the running test opened (null between tests, e2e/setup.ts): its own contexts are closed when it
 * ends, and the shared contexts it used lose their tabs and storage, so the next test starts signed out
 * with nothing saved while the app's files stay in the HTTP cache (opening /vendors signed in took
 * ~1.5 s of CPU in a fresh context, every file fetched and compiled again; ~0.6 s in a warm one).
 * Closing the tabs also stops a finished test's spinners and skeletons from painting for the rest of
 * the file. Pages made in a beforeAll get a context of their own, kept until their stack closes.
 */
let openedByTest: { contexts: Set<BrowserContext>; shared: Set<BrowserContext> } | null = null;
export function beginTest(): void {
  openedByTest = { contexts: new Set(), shared: new Set() };
}
export async function endTest(failed = false): Promise<void> {
  const opened = openedByTest;
  openedByTest = null;
  if (!opened) return;
  if (failed)
    await reportPages(
      [...opened.contexts, ...opened.shared].flatMap((c) => c.pages()).filter((p) => !isKeeper(p)),
    );
  await Promise.all([...opened.contexts].map((c) => c.close().catch(() => undefined)));
  for (const c of opened.shared) await emptySharedContext(c);
}

/**
 * A shared context's tab that stays open on the panel's origin (its config.json: no script) so the renderer process
 * of that site lives from test to test: with --process-per-site each test's tab joins it, its code and style sheets
 * already compiled. Never handed to a test; through it the context's storage is emptied.
 */
interface Keeper {
  page: Page;
  cdp: CDPSession;
  /** Where the context's tabs have been: whose storage the next test must not find. */
  origins: Set<string>;
}
const keepers = new WeakMap<BrowserContext, Keeper>();
const isKeeper = (page: Page): boolean => keepers.get(page.context())?.page === page;

async function openKeeper(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  const origins = new Set<string>();
  context.on('page', (p) =>
    p.on('framenavigated', (frame) => {
      const origin = new URL(frame.url()).origin;
      if (frame === p.mainFrame() && origin !== 'null') origins.add(origin);
    }),
  );
  await page.goto('/config.json');
  origins.add(new URL(page.url()).origin);
  keepers.set(context, { page, cdp: await context.newCDPSession(page), origins });
  // without it (closed, or its renderer crashed) the context is emptied by Playwright's own means
  page.once('close', () => keepers.delete(context));
  page.once('crash', () => keepers.delete(context));
}

/** Each kind of storage a page can leave, but not the HTTP cache (Chromium's Storage.clearDataForOrigin). */
const STORAGE_TYPES = 'cookies,local_storage,indexeddb,cache_storage,service_workers,file_systems,websql';

/**
 * The next test starts signed out with nothing saved and no tab open, as a returning browser with the app's files in
 * its HTTP cache. Playwright's setStorageState would also empty the cache and open a tab per origin to do it.
 */
async function emptySharedContext(c: BrowserContext): Promise<void> {
  const keeper = keepers.get(c);
  await Promise.all(c.pages().map((p) => (p === keeper?.page ? undefined : p.close())));
  await c.clearPermissions();
  await c.clearCookies();
  if (!keeper) return c.setStorageState({ cookies: [], origins: [] });
  for (const origin of keeper.origins)
    await keeper.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE_TYPES });
}

/** What a failed test's tabs were showing (address, toasts, alerts, dialogs): a timeout alone rarely says why. */
async function reportPages(pages: Page[]): Promise<void> {
  for (const page of pages) {
    const shown = await page
      .evaluate(() => {
        const texts = (sel: string) =>
          [...document.querySelectorAll(sel)].map((e) => (e.textContent ?? '').trim().slice(0, 200));
        return {
          toasts: texts('.bp6-toast'),
          alerts: texts('[role=alert], [role=alertdialog]'),
          dialogs: texts('[role=dialog] .bp6-dialog-header'),
        };
      })
      .catch((e: Error) => ({ error: e.message }));
    console.error(`e2e: the failed test's tab at ${page.url()} showed ${JSON.stringify(shown)}`);
    const net = network.get(page);
    if (net) {
      const now = Date.now();
      const pending = [...net.pending].map(([r, t]) => `${r.method()} ${pathOf(r.url())} for ${now - t} ms`);
      console.error(
        `e2e: its requests still waiting: ${JSON.stringify(pending)}; the last answered: ${JSON.stringify(net.answered)}`,
      );
    }
  }
}

/** Each tab's requests under way and the last few answered, for the failure report (a wait that timed out on a toast may be a request that never came back). */
const network = new WeakMap<Page, { pending: Map<Request, number>; answered: string[] }>();
const pathOf = (url: string): string => {
  const u = new URL(url);
  return `${u.port ? `:${u.port}` : ''}${u.pathname}`;
};
function trackRequests(page: Page): void {
  const net = { pending: new Map<Request, number>(), answered: [] as string[] };
  network.set(page, net);
  const settle = (r: Request, outcome: string): void => {
    const started = net.pending.get(r);
    net.pending.delete(r);
    if (started === undefined || r.resourceType() === 'image') return;
    net.answered.push(`${r.method()} ${pathOf(r.url())} ${outcome} in ${Date.now() - started} ms`);
    if (net.answered.length > 8) net.answered.shift();
  };
  page.on('request', (r) => net.pending.set(r, Date.now()));
  page.on(
    'requestfinished',
    (r) =>
      void r.response().then(
        (res) => settle(r, String(res?.status() ?? '?')),
        () => settle(r, 'finished'),
      ),
  );
  page.on('requestfailed', (r) => settle(r, `failed (${r.failure()?.errorText ?? '?'})`));
}

const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

/**
 * Holds back every request for the app's code and stylesheets (a slow phone: the page shows its prerendered frame
 * alone) until the returned function lets them through.
 */
export async function holdAppCode(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/**', (route) => {
    if (released) return route.fallback();
    held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((r) => r.fallback()));
  };
}

/** As holdAppCode, the page's own early-drawing script (src/prerender/earlyRecord.tsx) let through. */
export async function holdAppCodeOnly(page: Page): Promise<() => Promise<void>> {
  const release = await holdAppCode(page);
  await page.route('**/assets/early-record-*.js', (route) => route.continue());
  return release;
}

/** How many times, from now on, nothing on the page matched `selector` after a change to #root (none: it stayed). */
async function watchGone(page: Page, selector: string): Promise<() => Promise<number>> {
  await page.evaluate((sel) => {
    const w = window as unknown as { __gone: Record<string, number> };
    w.__gone = { ...w.__gone, [sel]: 0 };
    new MutationObserver(() => {
      if (!document.querySelector(sel)) w.__gone[sel]++;
    }).observe(document.getElementById('root')!, { childList: true, subtree: true });
  }, selector);
  return () =>
    page.evaluate((sel) => (window as unknown as { __gone: Record<string, number> }).__gone[sel], selector);
}

/**
 * The app's code let through onto what the page drew without it: waits for `ready` (a selector of the app's screen)
 * and returns what `read` sees then, having checked the take-over: `stays` (what the page drew) was on the screen at
 * every change to #root, and the layout shifted at most 0.02 since `shifts` began watching.
 */
export async function appTakesOver<T>(
  page: Page,
  take: {
    release: () => Promise<void>;
    shifts: () => Promise<number>;
    stays: string;
    ready: string;
    read: () => Promise<T>;
  },
): Promise<T> {
  const gone = await watchGone(page, take.stays);
  await take.release();
  await page.locator(take.ready).first().waitFor();
  const shown = await take.read();
  expect(await take.shifts()).toBeLessThanOrEqual(0.02);
  expect(await gone()).toBe(0);
  return shown;
}

/**
 * A request's path on the backend it goes to, whether the panel calls it through the panel's origin
 * (`/api/Vendors/v1` -> `/Vendors/v1`) or cross-origin (the path as sent): no backend path starts with /api/ or /auth/.
 */
export function backendPath(url: string | URL): string {
  return new URL(url).pathname.replace(/^\/(api|auth)(?=\/)/, '');
}

export interface StackOptions {
  devApi?: Partial<DevApiOptions>;
  /**
   * Serve a config.json with the dev API's own hosts, so the panel calls them from another origin (CORS,
   * preflights) as a deployment with the API elsewhere does; by default the panel's server forwards them.
   */
  crossOrigin?: boolean;
}

/**
 * The stack of the file, or of the describe block it is called in: started in beforeAll, closed in afterAll.
 * Its fields are there from the first test (and in hooks registered after this call); reading one before
 * the stack has started throws.
 */
export function useStack(opts: StackOptions = {}): Stack {
  let started: Stack | undefined;
  beforeAll(async () => {
    started = await startStack(opts);
  });
  afterAll(async () => {
    await started?.close();
    started = undefined;
  });
  return new Proxy({} as Stack, {
    get(_target, field) {
      if (!started)
        throw new Error(`e2e: stack.${String(field)} read before useStack's beforeAll started the stack`);
      return Reflect.get(started, field);
    },
  });
}

type PanelServer = Awaited<ReturnType<typeof startPanelServer>>;

/**
 * The worker's panel server for a stack with forwarded backends and no dev API option but `seed`, kept across
 * the files it runs with the shared context opened on it: a context on the same origin keeps the app's files in
 * its HTTP cache from file to file, and the pages the server compressed stay compressed. Each
 * file's dev API is its own (a fresh copy of its seed), started on the ports the panel server forwards to.
 */
interface WorkerPanel {
  web: PanelServer;
  apiPort: number;
  authPort: number;
  /** A stack is using it (a second default stack open at the same time gets a panel server of its own). */
  inUse: boolean;
  shared?: Promise<BrowserContext>;
}
let workerPanel: WorkerPanel | undefined;

const portOf = (url: string): number => Number(new URL(url).port);

/** The dev API of a default stack, on the worker panel's ports when it has one that is free; with the panel to serve it. */
async function startOnWorkerPanel(
  devApiOptions: DevApiOptions,
): Promise<{ api: DevApi; panel: WorkerPanel; ownWeb?: PanelServer }> {
  const panel = workerPanel;
  if (panel && !panel.inUse) {
    const api = await startDevApi({
      ...devApiOptions,
      apiPort: panel.apiPort,
      authPort: panel.authPort,
    }).catch(
      // a port taken meanwhile by another process: a new panel server below
      (e: unknown) => {
        if (e instanceof DevApiStartError) return undefined;
        throw e;
      },
    );
    if (api) {
      panel.inUse = true;
      return { api, panel };
    }
  }
  const api = await startDevApi({ ...devApiOptions, apiPort: 0, authPort: 0 });
  let web: PanelServer;
  try {
    web = await startPanelServer({
      root: WEB_DIST,
      port: 0,
      backends: { api: api.apiUrl, auth: api.authUrl },
    });
  } catch (e) {
    await api.close();
    throw e;
  }
  const fresh: WorkerPanel = { web, apiPort: portOf(api.apiUrl), authPort: portOf(api.authUrl), inUse: true };
  if (panel?.inUse) return { api, panel: fresh, ownWeb: web };
  if (panel) {
    // its ports were taken: the new one takes its place
    const old = await panel.shared?.catch(() => undefined);
    await old?.close().catch(() => undefined);
    await panel.web.close().catch(() => undefined);
  }
  workerPanel = fresh;
  return { api, panel: fresh };
}

async function startStack(opts: StackOptions = {}): Promise<Stack> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(
      `e2e: ${WEB_DIST}/index.html is missing. Build the web app first: cd packages/web && npx vite build`,
    );
  }
  const executablePath = chromiumPath();
  // a copy of a once-seeded database (the large seed takes ~5 s of CPU to make) where a copy is what the stack asks for
  const seed = opts.devApi?.seed ?? 'demo';
  const { adminMobile, adminPassword, reset } = opts.devApi ?? {};
  const copyable = seed !== 'none' && !adminMobile && !adminPassword && !reset && !opts.devApi?.dataDir;
  // the default stack, whose panel server the worker keeps from file to file
  const onWorkerPanel = !opts.crossOrigin && Object.keys(opts.devApi ?? {}).every((k) => k === 'seed');
  const dataDir = copyable ? await seededDataDir(seed) : await mkdtemp(join(tmpdir(), 'mpa-e2e-'));
  const cleanups: Array<() => Promise<unknown>> = [() => rm(dataDir, { recursive: true, force: true })];
  const closeAll = async (): Promise<void> => {
    for (const c of cleanups.splice(0).reverse()) await c().catch(() => undefined);
  };
  try {
    let api: DevApi;
    let web: PanelServer;
    let panel: WorkerPanel | undefined;
    if (onWorkerPanel) {
      const started = await startOnWorkerPanel({ dataDir, ...opts.devApi });
      api = started.api;
      panel = started.panel;
      web = panel.web;
      const ownWeb = started.ownWeb;
      if (ownWeb) {
        cleanups.push(() => ownWeb.close());
        panel = undefined;
      } else {
        const kept = panel;
        cleanups.push(async () => (kept.inUse = false));
      }
      cleanups.push(() => api.close());
    } else {
      api = await startDevApi({ dataDir, apiPort: 0, authPort: 0, ...opts.devApi });
      cleanups.push(() => api.close());
      web = opts.crossOrigin
        ? await startPanelServer({
            root: WEB_DIST,
            port: 0,
            config: { authBaseUrl: api.authUrl, apiBaseUrl: api.apiUrl },
          })
        : await startPanelServer({
            root: WEB_DIST,
            port: 0,
            backends: { api: api.apiUrl, auth: api.authUrl },
          });
      const ownWeb = web;
      cleanups.push(() => ownWeb.close());
    }
    const absolute = (base: string): string => new URL(base, web.url).href.replace(/\/+$/, '');
    const browser = await workerBrowser(executablePath);
    const contexts = new Set<BrowserContext>();
    const newContext = async (touch = false): Promise<BrowserContext> => {
      const context = await browser.newContext({
        baseURL: web.url,
        viewport: DEFAULT_VIEWPORT,
        hasTouch: touch,
        // as a user who asked for less motion: the panel then draws no transition or animation (src/styles.css), each
        // of which repaints a tab every frame while it runs (Chromium's CPU over eight files: -14 % and -21 %)
        reducedMotion: 'reduce',
      });
      contexts.add(context);
      context.on('close', () => contexts.delete(context));
      return context;
    };
    // the shared context outlives the stack when the worker's panel server does (it is emptied after each test)
    const sharedOwner: { shared?: Promise<BrowserContext> } = panel ?? {};
    const sharedContext = (): Promise<BrowserContext> => {
      sharedOwner.shared ??= (async () => {
        const c = await newContext();
        await openKeeper(c);
        if (panel) contexts.delete(c);
        c.on('close', () => (sharedOwner.shared = undefined));
        return c;
      })();
      return sharedOwner.shared;
    };
    return {
      baseUrl: web.url,
      apiBaseUrl: absolute(web.config!.apiBaseUrl),
      authBaseUrl: absolute(web.config!.authBaseUrl),
      api,
      browser,
      async newPage(pageOpts = {}) {
        const test = openedByTest;
        const own = !test || pageOpts.ownContext || pageOpts.touch;
        const context = own ? await newContext(pageOpts.touch) : await sharedContext();
        const opened = own ? test?.contexts : test?.shared;
        if (opened && !opened.has(context)) {
          opened.add(context);
          context.once('close', () => opened.delete(context)); // a test may close it itself
        }
        const page = await context.newPage();
        trackRequests(page);
        if (pageOpts.viewport) await page.setViewportSize(pageOpts.viewport);
        return page;
      },
      async close() {
        for (const c of [...contexts]) await c.close().catch(() => undefined);
        await closeAll();
      },
    };
  } catch (e) {
    await closeAll();
    throw e;
  }
}

/** Signs in through the login form and waits for the panel. */
export async function signIn(
  page: Page,
  creds: { username: string; password: string } = DEMO,
): Promise<void> {
  // the app's own form: a field typed into as the app replaced /login's frame could lose its text (what is typed on
  // the frame before that is carried over: login-frame.e2e.ts)
  await page.locator(FRAME).waitFor({ state: 'detached' });
  await page.getByLabel('Username').fill(creds.username);
  await page.getByLabel('Password', { exact: true }).fill(creds.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export interface OpenOptions {
  dark?: boolean;
  viewport?: { width: number; height: number };
  touch?: boolean;
  /** Fields added to the config.json the tab reads (e.g. `{ requestTimeoutMs: 2000 }`: a short request timeout). */
  config?: Record<string, unknown>;
  /** Runs on the new tab before it loads `path`: a listener or a route that must hear the first load. */
  beforeLoad?: (page: Page) => Promise<unknown> | unknown;
}

/**
 * A fresh page of a signed-in administrator at `path`, as a returning user with a saved session has
 * it: the session (a token from a real sign-in on the dev API) is in localStorage before the panel
 * first loads, so the page opens `path` straight away. The sign-in form itself is tested by
 * login.e2e.ts (and `signIn` is there for tests that go through it). `dark` presets the settings
 * store the same way. Both are set once per tab: a test that signs out or turns dark mode off is
 * not overruled on reload.
 */
export async function openSignedIn(stack: Stack, path = '/dashboard', opts: OpenOptions = {}): Promise<Page> {
  const page = await openWithSession(stack, path, opts, await sessionToken(stack));
  if (page) return page;
  // the stack's token was revoked (a test signed out or revoked every token): sign in afresh, once
  const fresh = await openWithSession(stack, path, opts, await sessionToken(stack, true));
  if (!fresh) throw new Error(`e2e: ${path} sent a freshly signed-in session to /login`);
  return fresh;
}

/** One sign-in per stack for openSignedIn (the dev API's scrypt check costs ~80 ms of CPU each time). */
const tokens = new WeakMap<Stack, Promise<string>>();
function sessionToken(stack: Stack, fresh = false): Promise<string> {
  if (fresh || !tokens.has(stack))
    tokens.set(
      stack,
      signedInSdk(stack.api).then((sdk) => sdk.session.token()!),
    );
  return tokens.get(stack)!;
}

/** The header's sidebar button once the app has taken over the prerendered frame (the same markup, before any script). */
const liveHeader = (page: Page) => page.locator(APP).getByRole('button', { name: 'Toggle sidebar' });

/**
 * Waits until the signed-in shell works (after a load or a reload): the prerendered frame shows the same header
 * before any script, whose buttons and keyboard shortcuts do nothing until the app has replaced it.
 */
export async function shellReady(page: Page): Promise<void> {
  await liveHeader(page).waitFor();
  // the layout's effects (the shortcuts' listeners) run in a task after the commit that replaced the frame
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}

/** The page with the session preset, once the panel's header is up; undefined when the panel went to /login instead. */
async function openWithSession(
  stack: Stack,
  path: string,
  opts: OpenOptions,
  token: string,
): Promise<Page | undefined> {
  const session = {
    authToken: token,
    isAuthenticated: 'true',
    user: JSON.stringify({ username: DEMO.username, role: 'admin' }),
  };
  const page = await stack.newPage({ viewport: opts.viewport, touch: opts.touch });
  await page.addInitScript(
    ({ session, dark }) => {
      if (sessionStorage.getItem('mpa-e2e-preset')) return;
      for (const [k, v] of Object.entries(session)) localStorage.setItem(k, v);
      if (dark) localStorage.setItem('settings', JSON.stringify({ darkMode: true }));
      sessionStorage.setItem('mpa-e2e-preset', '1');
    },
    { session, dark: Boolean(opts.dark) },
  );
  const extra = opts.config;
  if (extra) {
    // the config is in the page (panel-server puts it there) or else in config.json: both get the fields
    await page.route('**/*', async (route) => {
      const request = route.request();
      const isConfigJson = new URL(request.url()).pathname === '/config.json';
      if (!isConfigJson && request.resourceType() !== 'document') return route.fallback();
      const served = await route.fetch();
      if (isConfigJson)
        return route.fulfill({ response: served, json: { ...((await served.json()) as object), ...extra } });
      const html = (await served.text()).replace(
        /(<script type="application\/json" id="mpa-config">)(.*?)(<\/script>)/s,
        (_, open: string, json: string, close: string) =>
          open + JSON.stringify({ ...JSON.parse(json), ...extra }) + close,
      );
      const headers = { ...served.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      return route.fulfill({ status: served.status(), headers, body: html });
    });
  }
  await opts.beforeLoad?.(page);
  await page.goto(path);
  // the panel's header is up and working, or the guard sent us to /login
  const settled = (p: Promise<unknown>): Promise<unknown> => p.catch(() => undefined);
  await Promise.race([
    settled(shellReady(page)),
    settled(page.waitForURL((u) => u.pathname === '/login' && path !== '/login')),
  ]);
  if (!(await liveHeader(page).isVisible())) {
    await page.close();
    return undefined;
  }
  if (opts.dark && !(await page.evaluate(() => document.body.classList.contains('bp6-dark')))) {
    throw new Error('e2e: dark mode was asked for but the panel is not dark');
  }
  return page;
}

/** A Node SDK client signed in as the demo admin on the stack's dev API: tests arrange data and read it back through it. */
export async function signedInSdk(api: DevApi): Promise<MpaClient> {
  const sdk = createClient({
    authBaseUrl: api.authUrl,
    apiBaseUrl: api.apiUrl,
    session: memorySessionStore(),
  });
  await sdk.auth.login({ mobile: DEMO.username, password: DEMO.password });
  return sdk;
}

/** axe-core as put into a page: `_audit` (its rules with the highest impact each can report) is internal to axe. */
interface PageAxe {
  run(context: Document, options: object): Promise<AxeResults>;
  _audit?: { rules: { id: string; impact?: string }[] };
}

/** axe-core, put into a page by `seriousViolations` (once per document). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's serious and critical violations on the page as readable lines (rule, impact, targets); [] when it passes.
 * axe runs in the page itself (the panel has no frames), asked for violations only: @axe-core/playwright's
 * analyze() opened a blank page per call to merge frame results and took four times as long.
 */
/** Until every running transition or animation has ended (a popover growing from a point, a dialog or toast fading). */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
}

export async function seriousViolations(page: Page): Promise<string[]> {
  if (await page.evaluate(() => document.querySelector('iframe, frame') !== null))
    throw new Error('seriousViolations: the page has a frame, which axe.run in the page does not enter');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const run = async (): Promise<string[]> => {
    // a dialog or popover still fading in has half-transparent text: judge colours once it has settled
    await transitionsEnded(page);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: PageAxe }).axe;
      // a rule that can find only minor or moderate problems (its impact is the most its checks can report) is not
      // run: what it finds is dropped below anyway (28 of axe's 96 rules, `region` among them: ~15 % of a run)
      const rules = Object.fromEntries(
        (axe._audit?.rules ?? [])
          .filter((r) => r.impact === 'minor' || r.impact === 'moderate')
          .map((r) => [r.id, { enabled: false }]),
      );
      return (await axe.run(document, { resultTypes: ['violations'], rules })).violations;
    });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`,
      );
  };
  const found = await run();
  // a toast that starts fading out while axe reads the page is half-transparent then: a contrast failure that
  // is real is there again once it has gone
  return found.some((v) => v.startsWith('color-contrast')) ? run() : found;
}

/**
 * Closes an open menu, popover or dialog with Escape, as a keyboard user does once it has the focus, and
 * waits until it is gone. Blueprint moves the focus into an overlay a frame after it shows; an Escape pressed
 * before that reaches the page behind and closes nothing (a loaded CI run met exactly that).
 */
export async function closeWithEscape(page: Page, overlay: Locator): Promise<void> {
  await expect
    .poll(() => overlay.evaluate((el) => (el.closest('.bp6-overlay') ?? el).contains(document.activeElement)))
    .toBe(true);
  await page.keyboard.press('Escape');
  await overlay.waitFor({ state: 'detached' });
}

/**
 * Everything the browser reports about the Content-Security-Policy on this tab from now on, in the document it
 * shows (a tab that has one) and in every next one: violation events and "Refused to ..." console lines.
 */
export async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text()))
      console.push(`console ${m.type()}: ${m.text()}`);
  });
  const listen = (): void => {
    const w = window as unknown as { __cspViolations?: string[] };
    if (w.__cspViolations) return;
    const seen: string[] = [];
    w.__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(
        `${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  };
  await page.addInitScript(listen);
  if (page.url() !== 'about:blank') await page.evaluate(listen);
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

/**
 * Every request the tab sends from now on, as `METHOD url`, CORS preflights included: Playwright's request
 * events leave preflights out (Chromium sends them from its network service), the DevTools protocol has them.
 */
export async function watchAllRequests(page: Page): Promise<() => string[]> {
  const sent: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.requestWillBeSent', (e) => sent.push(`${e.request.method} ${e.request.url}`));
  await cdp.send('Network.enable');
  return () => [...sent];
}

/** A Blueprint toast showing `text`. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.bp6-toast').filter({ hasText: text });

/** Runs `act` while every dev API call answers 500 (fault injection), then lets the server answer again. */
export async function whileServerFails(stack: Stack, act: () => Promise<unknown>): Promise<void> {
  stack.api.setFaults({ failRate: 1 });
  try {
    await act();
  } finally {
    stack.api.setFaults({ failRate: 0 });
  }
}

/** The first failure (danger) toast on the page. */
export const failureToast = (page: Page) => page.locator('.bp6-toast.bp6-intent-danger').first();

/** The sum of the page's layout shifts so far (Cumulative Layout Shift without the session windows: an upper bound). */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__shifts += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
}
