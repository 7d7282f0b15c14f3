// End-to-end harness: a dev API on free ports with a temporary data directory, the built web app
// served by tools/static-server.mjs with a config.json pointing at it, and Debian's Chromium.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { startDevApi, type DevApi, type DevApiOptions } from '@marketplace-admin/dev-api';
import { createClient, memorySessionStore, type MpaClient } from '@marketplace-admin/sdk';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startStaticServer } from '../../../tools/static-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
/** The built app: packages/web/dist, or MPA_WEB_DIST (e.g. a build made with `npx vite build --outDir ...`). */
export const WEB_DIST = resolve(process.env.MPA_WEB_DIST || resolve(here, '../dist'));

/** CONTRACT §8 flags. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DEMO = { username: '9000000000', password: 'admin12345' } as const;

export interface Stack {
  /** The web app, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** The dev API handle (apiUrl, authUrl, setFaults, revokeAllTokens, close). */
  api: DevApi;
  browser: Browser;
  /** A page in a fresh browser context (empty localStorage and cookies), with baseURL set. */
  newPage(opts?: { viewport?: { width: number; height: number } }): Promise<Page>;
  close(): Promise<void>;
}

function chromiumPath(): string {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(`e2e: Chromium not found at ${path}. Install it (apt-get install -y chromium) or set CHROME_PATH.`);
  }
  return path;
}

/**
 * One Chromium per test worker, shared by the files it runs (each test gets its own browser context:
 * its own storage, cookies and cache). Starting a browser per file cost a second or two each.
 */
let browserOfWorker: Promise<Browser> | undefined;
function workerBrowser(executablePath: string): Promise<Browser> {
  browserOfWorker ??= chromium.launch({ executablePath, args: CHROMIUM_ARGS }).then((b) => {
    b.on('disconnected', () => (browserOfWorker = undefined));
    return b;
  });
  return browserOfWorker;
}

export async function startStack(opts: { devApi?: Partial<DevApiOptions> } = {}): Promise<Stack> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`e2e: ${WEB_DIST}/index.html is missing. Build the web app first: cd packages/web && npx vite build`);
  }
  const executablePath = chromiumPath();
  const dataDir = await mkdtemp(join(tmpdir(), 'mpa-e2e-'));
  const cleanups: Array<() => Promise<unknown>> = [() => rm(dataDir, { recursive: true, force: true })];
  const closeAll = async (): Promise<void> => {
    for (const c of cleanups.splice(0).reverse()) await c().catch(() => undefined);
  };
  try {
    const api = await startDevApi({ dataDir, apiPort: 0, authPort: 0, ...opts.devApi });
    cleanups.push(() => api.close());
    const web = await startStaticServer({ root: WEB_DIST, port: 0, config: { authBaseUrl: api.authUrl, apiBaseUrl: api.apiUrl } });
    cleanups.push(() => web.close());
    const browser = await workerBrowser(executablePath);
    const contexts = new Set<BrowserContext>();
    return {
      baseUrl: web.url,
      api,
      browser,
      async newPage(pageOpts = {}) {
        const context = await browser.newContext({ baseURL: web.url, viewport: pageOpts.viewport ?? { width: 1280, height: 800 } });
        contexts.add(context);
        context.on('close', () => contexts.delete(context));
        return context.newPage();
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
export async function signIn(page: Page, creds: { username: string; password: string } = DEMO): Promise<void> {
  await page.getByLabel('Username').fill(creds.username);
  await page.getByLabel('Password', { exact: true }).fill(creds.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * A fresh page of a signed-in administrator at `path`, as a returning user with a saved session has
 * it: the session (a token from a real sign-in on the dev API) is in localStorage before the panel
 * first loads, so the page opens `path` straight away. The sign-in form itself is tested by
 * login.e2e.ts (and `signIn` is there for tests that go through it). `dark` presets the settings
 * store the same way. Both are set once per tab: a test that signs out or turns dark mode off is
 * not overruled on reload.
 */
export async function openSignedIn(stack: Stack, path = '/dashboard', opts: { dark?: boolean; viewport?: { width: number; height: number } } = {}): Promise<Page> {
  const sdk = await signedInSdk(stack.api);
  const session = { authToken: sdk.session.token()!, isAuthenticated: 'true', user: JSON.stringify({ username: DEMO.username, role: 'admin' }) };
  const page = await stack.newPage({ viewport: opts.viewport });
  await page.addInitScript(
    ({ session, dark }) => {
      if (sessionStorage.getItem('mpa-e2e-preset')) return;
      for (const [k, v] of Object.entries(session)) localStorage.setItem(k, v);
      if (dark) localStorage.setItem('settings', JSON.stringify({ darkMode: true }));
      sessionStorage.setItem('mpa-e2e-preset', '1');
    },
    { session, dark: Boolean(opts.dark) },
  );
  await page.goto(path);
  // the panel's header is up: the layout (and its keyboard shortcuts) is mounted
  await page.getByRole('button', { name: 'Toggle sidebar' }).waitFor();
  if (opts.dark && !(await page.evaluate(() => document.body.classList.contains('bp6-dark')))) {
    throw new Error('e2e: dark mode was asked for but the panel is not dark');
  }
  return page;
}

/** A Node SDK client signed in as the demo admin on the stack's dev API: tests arrange data and read it back through it. */
export async function signedInSdk(api: DevApi): Promise<MpaClient> {
  const sdk = createClient({ authBaseUrl: api.authUrl, apiBaseUrl: api.apiUrl, session: memorySessionStore() });
  await sdk.auth.login({ mobile: DEMO.username, password: DEMO.password });
  return sdk;
}

/** axe-core's serious and critical violations on the page as readable lines (rule, impact, targets); [] when it passes. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // a dialog or popover still fading in has half-transparent text: judge colours once it has settled
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), undefined, { timeout: 10_000 });
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`);
}

/** A Blueprint toast showing `text`. */
export const toast = (page: Page, text: string | RegExp) => page.locator('.bp6-toast').filter({ hasText: text });

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
