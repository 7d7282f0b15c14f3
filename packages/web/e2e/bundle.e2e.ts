import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { openSignedIn, useStack, WEB_DIST } from './harness';

const stack = useStack();

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

  it('every route chunk (screens and layout) is at most 100 KB gzipped', () => {
    const dir = join(WEB_DIST, 'assets');
    const chunks = readdirSync(dir).filter((f) => /^(screen-|layout-).*\.js$/.test(f));
    expect(chunks.length).toBeGreaterThanOrEqual(21);
    const big = chunks.map((f) => [f, gz(readFileSync(join(dir, f)))] as const).filter(([, size]) => size > 100 * KB);
    expect(big).toEqual([]);
  });

  it('a screen without a date field does not load the date pickers\' code (/dashboard, /vendors)', async () => {
    for (const path of ['/dashboard', '/vendors']) {
      const page = await openSignedIn(stack, path);
      await page.locator('.mpa-page-header h1, h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const files = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name.split('/').pop()!));
      expect(files.filter((f) => f.startsWith('datetime-')), path).toEqual([]);
      await page.close();
    }
  });
});
