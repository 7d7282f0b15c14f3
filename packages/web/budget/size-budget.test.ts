// @vitest-environment node
// Size budgets (issue 9), measured on the build output (packages/web/dist, built before `test` runs):
// the JS that /login loads must stay within 170 KB gzip, and every route chunk within 100 KB gzip.
// Deterministic: file sizes only, no timing. The measuring code is shared with `npm run bench`.
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
