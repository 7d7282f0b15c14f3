// Paint before the JavaScript (issue 25 point 3): a protected route's page, as tools/panel-server.mjs serves it,
// carries the route's frame (sidebar, header, title) prerendered at build time and the config, and nothing of
// anyone's session; the browser draws that frame with no script at all; the app takes it over without
// moving it and without asking for config.json.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROTECTED_ROUTES } from '../src/app/routes';
import english from '../src/i18n/messages/en.json';
import { MAIN_NAV } from '../src/layout/nav';
import {
  DEMO,
  FRAME,
  openSignedIn,
  signedInSdk,
  useStack,
  watchAllRequests,
  watchLayoutShifts,
} from './harness';

const stack = useStack();
let token: string;
let firstVendor: string;
let firstMobile: string;
beforeAll(async () => {
  const sdk = await signedInSdk(stack.api);
  token = sdk.session.token()!;
  const vendor = (await sdk.vendors.list({ page: 1, pageSize: 10 })).items[0];
  firstVendor = vendor.name;
  firstMobile = String(vendor.mobileNo);
  // something waits in a queue, so a sidebar badge would have a figure to show
  expect((await sdk.queues.counts()).redemptionsPending).toBeGreaterThan(0);
});

const words = english as Record<string, string>;
// each route with its title row's words in English, the frame's language
const FRAMED = PROTECTED_ROUTES.filter((r) => !r.path.includes(':')).map((r) => ({
  path: r.path,
  title: words[r.title],
  subtitle: r.subtitle && words[r.subtitle],
  action: r.action && words[r.action],
  screen: r.frame === 'screen',
}));
// the routes with a parameter: one page each, for any value of it (the title row is the title alone)
const FRAMED_WITH_PARAMETER = PROTECTED_ROUTES.filter((r) => r.path.includes(':')).map((r) => ({
  path: r.path,
  title: words[r.title],
}));

/** Text as React writes it into HTML. */
const inHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#x27;')
    .replace(/"/g, '&quot;');

/** The page's HTML as the server sends it to a browser holding a session (cookies and token do not change it). */
async function servedHtml(path: string): Promise<string> {
  const res = await fetch(`${stack.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${token}`, cookie: 'sidebar_state=true' },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  return res.text();
}

/**
 * Whether the page's h1 was drawn from the HTML, and how often it was missing afterwards: a takeover that drew
 * something else first (a spinner) takes the title away for a moment.
 */
async function watchTitleGaps(page: Page): Promise<() => Promise<{ drawn: boolean; gaps: number }>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __title: { drawn: boolean; gaps: number } };
    w.__title = { drawn: false, gaps: 0 };
    new MutationObserver(() => {
      const present = document.querySelector('#root h1') !== null;
      if (present) w.__title.drawn = true;
      else if (w.__title.drawn) w.__title.gaps += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __title: { drawn: boolean; gaps: number } }).__title);
}

/** Whether the page showed its prerendered frame once parsed (null: it had none), read after each load. */
async function watchFrameShown(page: Page): Promise<() => Promise<boolean | null>> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const frame = document.querySelector('.mpa-frame');
      (window as unknown as { __frameShown: boolean | null }).__frameShown = frame
        ? getComputedStyle(frame).display !== 'none'
        : null;
    });
  });
  return () => page.evaluate(() => (window as unknown as { __frameShown: boolean | null }).__frameShown);
}

describe('the frame in the HTML', () => {
  it.each(FRAMED.map((r) => [r.path, r.title, r]))(
    '/%s: the served page carries the frame (title %s, sidebar, header) and the config, no session data',
    async (path, title, route) => {
      const html = await servedHtml(`/${path}`);
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      // the rest of the title row: its fixed words and its button
      if (route.subtitle)
        expect(root).toContain(`<p class="mpa-page-subtitle">${inHtml(route.subtitle)}</p>`);
      else expect(root).not.toContain('mpa-page-subtitle');
      if (route.action)
        expect(root).toMatch(
          new RegExp(
            `<div class="mpa-page-actions"><button [^>]*>.*<span class="bp6-button-text">${route.action}</span></button></div>`,
          ),
        );
      else expect(root).not.toContain('mpa-page-actions');
      // a screen's frame is the screen before its data: a list's toolbar search is there (what is typed into it
      // before the app takes over stays: startup-replay.e2e.ts)
      if (route.screen && path !== 'dashboard')
        expect(root).toMatch(/<input type="search"[^>]* placeholder="Search [^"]+\.\.\."/);
      // the tab reads the screen's title from the start, as it does once the app runs
      expect(html).toContain(`<title>${title} | My Admin</title>`);
      expect(root).toContain('<aside id="mpa-sidebar"');
      for (const entry of MAIN_NAV) expect(root).toContain(`href="${entry.path}"`);
      expect(root).toContain('Admin Panel');
      // this route's entry is the active one
      expect(root).toMatch(new RegExp(`class="[^"]*bp6-active[^"]*" href="/${path}"`));
      expect(html).toContain(
        '<script type="application/json" id="mpa-config">{"authBaseUrl":"/auth","apiBaseUrl":"/api"}</script>',
      );
      // nothing of a session: no token, no user, no queue figures
      expect(html).not.toContain(token);
      expect(html).not.toContain('9000000000');
      expect(root).not.toMatch(/mpa-queue-badge|mpa-queue-dot|mpa-nav-badged/);
      // the CSS the frame needs is in the page; the stylesheet and the app's code are not (nothing holds the paint back)
      expect(html).toMatch(/<style>(?:(?!<\/style>)[\s\S])*\.mpa-sidebar\{/);
      expect(html).not.toMatch(/<link[^>]*rel="(stylesheet|modulepreload)"|<script[^>]*\ssrc=/);
    },
  );

  it.each(FRAMED_WITH_PARAMETER.map((r) => [r.path, r.title]))(
    '/%s: any value of the parameter gets the page with the frame (title %s), no session data',
    async (path, title) => {
      for (const mobile of [firstMobile, '9999999999']) {
        const html = await servedHtml(`/${path.replace(':mobileNo', mobile)}`);
        const root = html.slice(html.indexOf('<div id="root">'));
        expect(root).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
        expect(html).toContain(`<title>${title} | My Admin</title>`);
        expect(root).toContain('<aside id="mpa-sidebar"');
        // a vendor's pages are under Vendors
        expect(root).toMatch(/class="[^"]*bp6-active[^"]*" href="\/vendors"/);
        // nothing of the session or of the vendor: the page is the same for every one
        expect(html).not.toContain(token);
        expect(html).not.toContain(mobile);
        expect(html).not.toContain(firstVendor);
      }
    },
  );

  it("signed in, a vendor's pages take their frame over without moving it or taking the title away", async () => {
    const page = await openSignedIn(stack, '/dashboard', { viewport: { width: 412, height: 823 } });
    const shifts = await watchLayoutShifts(page);
    const titleGaps = await watchTitleGaps(page);
    const frameShown = await watchFrameShown(page);
    for (const { path, title } of FRAMED_WITH_PARAMETER) {
      await page.goto(`/${path.replace(':mobileNo', firstMobile)}`);
      expect(await frameShown(), path).toBe(true);
      // the app took over (the vendor's detail is drawn from the page's first reads before it: wait for the
      // frame to go, not for the name) and drew the vendor's own data; the title stayed
      await expect.poll(() => page.locator('.mpa-frame').count(), { message: path }).toBe(0);
      await page.getByText(firstVendor).first().waitFor();
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      expect(await titleGaps(), path).toEqual({ drawn: true, gaps: 0 });
      expect(await shifts(), path).toBeLessThanOrEqual(0.02);
    }
  });

  it('the browser draws the frame from the HTML alone (no JavaScript), at desktop width', async () => {
    const context = await stack.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    try {
      const page = await context.newPage();
      await page.goto(`${stack.baseUrl}/vendors`);
      await page.getByRole('heading', { name: 'Vendors', level: 1 }).waitFor();
      expect(
        await page
          .getByRole('navigation', { name: 'Sidebar' })
          .getByRole('link', { name: 'Moderate Reviews' })
          .isVisible(),
      ).toBe(true);
      expect(await page.getByRole('button', { name: 'Toggle sidebar' }).isVisible()).toBe(true);
      // the frame's own styles: the sidebar in its place beside the content
      const sidebar = await page.locator('#mpa-sidebar').boundingBox();
      const title = await page.getByRole('heading', { name: 'Vendors', level: 1 }).boundingBox();
      expect(sidebar?.x).toBe(0);
      expect(title!.x).toBeGreaterThan(sidebar!.width);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 412, height: 823 }],
  ])(
    'signed in (%s), the app takes the frame over without moving it and reads no config.json',
    async (_name, viewport) => {
      const page = await openSignedIn(stack, '/dashboard', { viewport });
      const shifts = await watchLayoutShifts(page);
      const requests = await watchAllRequests(page);
      const titleGaps = await watchTitleGaps(page);
      // a list, and two screens whose frame is the whole screen (the dashboard's frame greets the stored user too)
      const takeovers: [string, string, () => Locator][] = [
        ['/vendors', 'Vendors', () => page.getByText(firstVendor, { exact: true }).first()],
        [
          '/dashboard',
          'Dashboard',
          () => page.getByRole('heading', { name: `Welcome back, ${DEMO.username}!` }),
        ],
        ['/appointments', 'Appointments', () => page.getByText('Alice Johnson', { exact: true }).first()],
      ];
      for (const [path, title, drawn] of takeovers) {
        await page.goto(path);
        // the app's own markup now: the prerendered frame is gone (what the frame shows too, such as the dashboard's
        // greeting, can show before), the title is where it was drawn
        await page.locator('.mpa-frame').waitFor({ state: 'detached' });
        await drawn().waitFor();
        await page.getByRole('heading', { name: title, level: 1 }).waitFor({ state: 'attached' });
        expect(await titleGaps(), path).toEqual({ drawn: true, gaps: 0 });
        expect(await shifts(), path).toBeLessThanOrEqual(0.02);
      }
      expect(requests().filter((r) => r.includes('/config.json'))).toEqual([]);
    },
  );

  it("signed in at phone size, the app's code and stylesheet are asked for only after the frame has been drawn", async () => {
    const page = await openSignedIn(stack, '/dashboard', { viewport: { width: 412, height: 823 } });
    // every rendering frame of the page, and whether the prerendered title was in it
    await page.addInitScript(() => {
      const w = window as unknown as { __frames: { at: number; frame: boolean }[] };
      w.__frames = [];
      const tick = (): void => {
        w.__frames.push({
          at: performance.now(),
          frame: document.querySelector('#root > .mpa-frame h1') !== null,
        });
        if (w.__frames.length < 600) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.goto('/vendors');
    await page.getByText(firstVendor, { exact: true }).first().waitFor();
    const { drawn, assets } = await page.evaluate(() => ({
      drawn: (window as unknown as { __frames: { at: number; frame: boolean }[] }).__frames.find(
        (f) => f.frame,
      )?.at,
      assets: performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.startsWith('/assets/'))
        .map((e) => e.startTime),
    }));
    expect(assets.length).toBeGreaterThan(0);
    expect(drawn).toBeDefined();
    expect(Math.min(...assets)).toBeGreaterThanOrEqual(drawn!);
  });

  it("each screen's title row reads as its frame drew it (the route table's words are the screen's)", async () => {
    const page = await openSignedIn(stack, '/dashboard');
    for (const route of FRAMED) {
      await page.goto(`/${route.path}`);
      await page.locator('#root .mpa-page-header').first().waitFor();
      await page.waitForFunction(() => document.querySelector('.mpa-frame') === null);
      const row = await page.evaluate(() => {
        const header = document.querySelector('#root .mpa-page-header');
        return {
          subtitle: header?.querySelector('.mpa-page-subtitle')?.textContent ?? undefined,
          action: header?.querySelector('.mpa-page-actions button')?.textContent ?? undefined,
        };
      });
      expect(row, `/${route.path}`).toEqual({ subtitle: route.subtitle, action: route.action });
    }
  });

  it("the dashboard's frame greets the signed-in user by the stored name, which its HTML does not carry", async () => {
    expect(await servedHtml('/dashboard')).toContain('Welcome back, <span class="mpa-frame-user"></span>!');
    const page = await openSignedIn(stack, '/settings');
    // no app code: what shows is the frame and the page's own boot script
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto('/dashboard');
    const greeting = page.locator(FRAME).getByRole('heading', { name: `Welcome back, ${DEMO.username}!` });
    await greeting.waitFor();
    expect(await greeting.isVisible()).toBe(true);
  });

  it("a list's URL with a query (a search, a page) keeps the frame hidden: the screen is drawn for that query", async () => {
    const page = await openSignedIn(stack, '/dashboard');
    const frameShown = await watchFrameShown(page);
    await page.goto('/vendors?page=2');
    await page.getByRole('heading', { name: 'Vendors', level: 1 }).waitFor();
    expect(await frameShown()).toBe(false);
    await page.goto('/vendors');
    await page.getByRole('heading', { name: 'Vendors', level: 1 }).waitFor();
    expect(await frameShown()).toBe(true);
  });

  it('signed out, the frame stays hidden and /login shows', async () => {
    const page = await stack.newPage();
    const frameShown = await watchFrameShown(page);
    await page.goto('/vendors');
    await page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();
    expect(await frameShown()).toBe(false);
  });
});
