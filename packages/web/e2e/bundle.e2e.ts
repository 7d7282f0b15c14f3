import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fullChromium, openSignedIn, signedInSdk, useStack, WEB_DIST } from './harness';

const stack = useStack();
let token: string;
beforeAll(async () => {
  token = (await signedInSdk(stack.api)).session.token()!;
});

const KB = 1024;
const gz = (buf: Buffer): number => gzipSync(buf, { level: 9 }).length;

describe('code splitting (CONTRACT §7: each route loaded when first visited)', () => {
  it('/login loads at most 170 KB of gzipped JS and no other screen, nor the layout', async () => {
    // a context of its own: every file comes over the network, as on a first visit
    const page = await stack.newPage({ ownContext: true });
    const scripts = new Map<string, number>();
    page.on('response', async (r) => {
      if (r.request().resourceType() === 'script') scripts.set(new URL(r.url()).pathname, gz(await r.body()));
    });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.waitForLoadState('networkidle');
    const names = [...scripts.keys()].map((p) => p.split('/').pop()!);
    expect(names.some((n) => n.startsWith('screen-login-'))).toBe(true);
    expect(names.filter((n) => n.startsWith('screen-') && !n.startsWith('screen-login-'))).toEqual([]);
    expect(names.filter((n) => n.startsWith('layout-'))).toEqual([]);
    // Blueprint's full icon path sets are never part of the first load
    expect(names.filter((n) => n.startsWith('paths-'))).toEqual([]);
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    expect(total, `gzipped JS for /login: ${(total / KB).toFixed(1)} KB`).toBeLessThanOrEqual(170 * KB);
  });

  it('a first visit asks for no /favicon.ico (the panel has no icon file: the request was a 404)', async () => {
    const browser = await fullChromium();
    try {
      const page = await browser.newPage();
      // the browser's own requests (the icon is one) are seen by the DevTools protocol, not by the page's events
      const cdp = await page.context().newCDPSession(page);
      const sent: string[] = [];
      cdp.on('Network.requestWillBeSent', (e) => sent.push(new URL(e.request.url).pathname));
      await cdp.send('Network.enable');
      await page.goto(`${stack.baseUrl}/login`);
      await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(sent).toContain('/login');
      expect(sent.filter((p) => p.endsWith('/favicon.ico'))).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('every route chunk (screens and layout) is at most 100 KB gzipped', () => {
    const dir = join(WEB_DIST, 'assets');
    const chunks = readdirSync(dir).filter((f) => /^(screen-|layout-).*\.js$/.test(f));
    expect(chunks.length).toBeGreaterThanOrEqual(21);
    const big = chunks
      .map((f) => [f, gz(readFileSync(join(dir, f)))] as const)
      .filter(([, size]) => size > 100 * KB);
    expect(big).toEqual([]);
  });

  it("no screen's first drawing loads the popovers' code: a pointer over a row's menu button brings it, and the menu opens", async () => {
    const files = (page: Page) =>
      page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name.split('/').pop()!));
    const popovers = async (page: Page) => (await files(page)).filter((f) => f.startsWith('popover-'));
    // a grid's Table, brought in once the list has painted, draws popovers (its menus): its chunk imports theirs
    for (const path of ['/dashboard', '/reviews-moderation', '/vendors/9000000000']) {
      const page = await openSignedIn(stack, path);
      await page.locator('.mpa-page-header h1, h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await popovers(page), path).toEqual([]);
      await page.close();
    }
    const page = await openSignedIn(stack, '/services');
    const menu = page.getByRole('button', { name: /^Actions for / }).first();
    await menu.waitFor();
    await page.waitForLoadState('networkidle');
    expect(await popovers(page)).toEqual([]);
    await menu.hover();
    await expect.poll(async () => (await popovers(page)).length).toBe(1);
    await menu.click();
    await page.getByRole('menuitem', { name: 'Edit' }).waitFor();
    await page.close();
  });

  it("a screen without a date field does not load the date pickers' code (/dashboard, /vendors)", async () => {
    for (const path of ['/dashboard', '/vendors']) {
      const page = await openSignedIn(stack, path);
      await page.locator('.mpa-page-header h1, h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const files = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => e.name.split('/').pop()!),
      );
      expect(
        files.filter((f) => f.startsWith('datetime-')),
        path,
      ).toEqual([]);
      await page.close();
    }
  });
});

describe("a list route's first row (issue 25: few requests before it)", () => {
  it('/vendors, cold: its first row needs at most 4 script files and 2 stylesheets, and the sidebar badges read after it', async () => {
    const page = await stack.newPage({ ownContext: true, viewport: { width: 1280, height: 800 } });
    await page.addInitScript((authToken) => {
      localStorage.setItem('authToken', authToken);
      localStorage.setItem('isAuthenticated', 'true');
      localStorage.setItem('user', JSON.stringify({ username: '9000000000', role: 'admin' }));
      // when the first data row (its Name link) is in the page and laid out: seen as the page changes (a frame's
      // callback alone can come a frame late on a busy machine, after work that waited for the row) or in a frame
      const w = window as unknown as { __rowAt?: number };
      const seen = (): boolean => {
        const link = document.querySelector(
          '.mpa-grid-body:has([role="grid"][aria-label="Vendors"]) :is(.mpa-light-cell, .bp6-table-cell) a',
        );
        if (w.__rowAt === undefined && link && link.getClientRects().length > 0)
          w.__rowAt = performance.now();
        return w.__rowAt !== undefined;
      };
      const changes = new MutationObserver(() => {
        if (seen()) changes.disconnect();
      });
      changes.observe(document, { childList: true, subtree: true });
      const tick = () => {
        if (!seen()) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }, token);
    await page.goto('/vendors');
    await page.waitForFunction(() => (window as unknown as { __rowAt?: number }).__rowAt !== undefined);
    // the badges' reads, when they have been sent
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => e.name.includes('/redemptionrequest/')),
    );
    const { rowAt, resources } = await page.evaluate(() => ({
      rowAt: (window as unknown as { __rowAt: number }).__rowAt,
      resources: performance
        .getEntriesByType('resource')
        .map((e) => ({ path: new URL(e.name).pathname, at: e.startTime })),
    }));
    const before = resources.filter((r) => r.at < rowAt).map((r) => r.path);
    const scripts = before.filter((p) => p.endsWith('.js'));
    const styles = before.filter((p) => p.endsWith('.css'));
    // none when the page draws the row from its first read (e2e/early-rows.e2e.ts) before it asks for the app's code
    expect(scripts.length, `script files before the first row: ${scripts.join(', ')}`).toBeLessThanOrEqual(4);
    expect(styles.length, `stylesheets before the first row: ${styles.join(', ')}`).toBeLessThanOrEqual(2);
    const badgeReads = resources.filter((r) => /\/(redemptionrequest|ReviewRating)\//.test(r.path));
    expect(badgeReads.length).toBeGreaterThan(0);
    expect(
      badgeReads.filter((r) => r.at < rowAt),
      `the badges' reads, sent before the first row at ${rowAt.toFixed(0)} ms`,
    ).toEqual([]);
  });
});
