// @vitest-environment node
// Size budgets (issue 9), measured on the build output (packages/web/dist, built before `test` runs):
// the JS that /login loads must stay within 170 KB gzip, every route chunk within 100 KB gzip, and every page's
// HTML within TCP's first congestion window.
// Deterministic: file sizes only, no timing. The measuring code is shared with `npm run bench`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS, DEFAULT_DIST, KB, measureBundle } from '../../../tools/bench/bundle-size.mjs';

const dist = process.env.MPA_WEB_DIST || DEFAULT_DIST;
const m = measureBundle(dist); // throws "…index.html not found. Build the web app first…" when dist is missing
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;

describe('size budgets (gzip -9, from the build output)', () => {
  it(`/login JS (entry + its static imports + the login route chunk + its static imports) is at most ${BUDGETS.loginJsGzip / KB} KB`, () => {
    const detail = m.login.files.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ');
    expect(m.login.gzip, `/login JS is ${kb(m.login.gzip)} gzip: ${detail}`).toBeLessThanOrEqual(
      BUDGETS.loginJsGzip,
    );
  });

  it('/login does not load another screen, the layout or the full icon path sets', () => {
    const names = m.login.files.map((f) => f.file.split('/').pop()!);
    expect(names.filter((n) => /^(screen-(?!login-)|layout-|paths-)/.test(n))).toEqual([]);
  });

  it(`every route chunk (screens and layout) is at most ${BUDGETS.routeChunkGzip / KB} KB`, () => {
    expect(m.routeChunks.length).toBeGreaterThan(0);
    const over = m.routeChunks
      .filter((c) => c.gzip > BUDGETS.routeChunkGzip)
      .map((c) => `${c.file} ${kb(c.gzip)}`);
    expect(over, `largest: ${m.largestRouteChunk.file} ${kb(m.largestRouteChunk.gzip)}`).toEqual([]);
  });
});

describe("each page's HTML (brotli, as served)", () => {
  const pages = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? e.name === 'assets'
          ? []
          : pages(join(dir, e.name))
        : e.name === 'index.html.br'
          ? [join(dir, e.name)]
          : [],
    );

  it(`is at most ${BUDGETS.pageHtmlBrotli} bytes: the first paint waits for no second round trip`, () => {
    const sizes = pages(dist).map((f) => ({ page: f.slice(dist.length), bytes: statSync(f).size }));
    expect(sizes.length).toBeGreaterThan(20);
    expect(sizes.filter((s) => s.bytes > BUDGETS.pageHtmlBrotli)).toEqual([]);
  });
});

describe('response schemas stay out of the panel (issue 26)', () => {
  // valibot's issue message template, which survives minification, and a text of the SDK's drift check.
  const markers = [/but r`?:?`?R?`?}?eceived/, /not in the contract/];
  const jsFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? jsFiles(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : [],
    );

  it('the markers are found in valibot itself (so their absence below means something)', () => {
    const valibot = readFileSync(
      createRequire(import.meta.url)
        .resolve('valibot')
        .replace(/index\.[cm]?js$/, 'index.min.mjs'),
      'utf8',
    );
    expect(markers[0].test(valibot)).toBe(true);
  });

  it('no JS file of the build holds valibot or the drift check (@marketplace-admin/sdk/schemas is opt-in)', () => {
    const files = jsFiles(dist);
    expect(files.length).toBeGreaterThan(0);
    const holding = files.filter((f) => markers.some((m) => m.test(readFileSync(f, 'utf8'))));
    expect(holding).toEqual([]);
  });
});
