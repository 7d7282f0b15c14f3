// Bundle sizes of the built web app (packages/web/dist), measured on the build output only, so the
// figures are deterministic: shared by the size-budget test (packages/web/budget) and `npm run bench`.
//
// - /login JS: the entry chunk named by index.html's boot script (+ the chunks it preloads) and everything it
//   imports statically, plus the login route chunk (assets/screen-login-*.js) and its static imports.
//   Dynamic imports (other routes, Blueprint's full icon path sets) are not part of it.
// - route chunks: assets/screen-*.js and assets/layout-*.js (names fixed by packages/web/vite.config.ts).
// Every file is gzipped with zlib at level 9 (what `gzip -9` or a pre-compressing server sends).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const KB = 1024;
// pageHtmlBrotli: a page's HTML as served (brotli), headers aside, within TCP's first congestion window (10 segments
// of 1,460 bytes, which Lighthouse's simulated network models too): more costs a round trip before the first paint
export const BUDGETS = { loginJsGzip: 170 * KB, routeChunkGzip: 100 * KB, pageHtmlBrotli: 14_000 };
export const DEFAULT_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../packages/web/dist');

const ROUTE_CHUNK = /^(screen-[\w-]+|layout)-[\w-]{6,}\.js$/;
const LOGIN_CHUNK = /^screen-login-[\w-]{6,}\.js$/;

/** Static `import ... from "./x.js"`, `import "./x.js"` and `export ... from "./x.js"` of an ES chunk. */
function staticImports(code) {
  const out = new Set();
  const re =
    /(?:^|[;\n}])\s*(?:import|export)\s*(?:(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*(?:as\s+[\w$]+)?)?\s*from\s*)?["'](\.{1,2}\/[^"']+\.m?js)["']/g;
  for (const m of code.matchAll(re)) out.add(m[1]);
  return [...out];
}

/** gzip -9 size of a buffer. */
const gzipSize = (buf) => gzipSync(buf, { level: 9 }).length;

/**
 * The entry's files as index.html's boot script lists them, `[[how, file], ...]` (packages/web/vite.config.ts; the
 * script is minified, so found by its shape, not its variable's name); [] when there is none.
 * @param {string} html
 * @returns {[string, string][]}
 */
export function bootEntryList(html) {
  const listed = html.match(/\[\["\w+","assets\/[^"]+"\](?:,\["\w+","assets\/[^"]+"\])*\]/);
  return listed ? JSON.parse(listed[0]) : [];
}

/** Reads the build and returns the closure sizes. Throws with a clear message when dist is missing. */
export function measureBundle(dist = DEFAULT_DIST) {
  const indexHtml = join(dist, 'index.html');
  const assets = join(dist, 'assets');
  if (!existsSync(indexHtml) || !existsSync(assets)) {
    throw new Error(
      `bundle-size: ${indexHtml} not found. Build the web app first: npx nx run @marketplace-admin/web:build (or cd packages/web && npx vite build)`,
    );
  }
  const html = readFileSync(indexHtml, 'utf8');
  const entryFiles = bootEntryList(html)
    .filter(([how]) => how === 'module' || how === 'modulepreload')
    .map(([, file]) => `/${file}`);
  if (entryFiles.length === 0)
    throw new Error(`bundle-size: no entry module in the boot script of ${indexHtml}`);

  const sizes = new Map(); // path relative to dist (posix) -> { bytes, gzip }
  const fileOf = (rel) => join(dist, ...rel.split('/'));
  const sizeOf = (rel) => {
    if (!sizes.has(rel)) {
      const buf = readFileSync(fileOf(rel));
      sizes.set(rel, { bytes: buf.length, gzip: gzipSize(buf) });
    }
    return sizes.get(rel);
  };
  const toRel = (url) => url.replace(/^\//, '').split('?')[0];
  /** Static import closure of the given chunks (paths relative to dist). */
  const closure = (roots) => {
    const seen = new Set();
    const stack = [...roots];
    while (stack.length) {
      const rel = stack.pop();
      if (seen.has(rel)) continue;
      if (!existsSync(fileOf(rel)))
        throw new Error(`bundle-size: ${rel} is referenced but missing from ${dist}`);
      seen.add(rel);
      for (const spec of staticImports(readFileSync(fileOf(rel), 'utf8')))
        stack.push(posix.join(posix.dirname(rel), spec));
    }
    return seen;
  };

  const files = readdirSync(assets);
  const loginChunks = files.filter((f) => LOGIN_CHUNK.test(f));
  if (loginChunks.length !== 1) {
    throw new Error(
      `bundle-size: expected one assets/screen-login-*.js (the lazily loaded /login route), found ${loginChunks.length}`,
    );
  }
  const entry = closure(entryFiles.map(toRel).filter((p) => p.endsWith('.js')));
  const login = closure([...entry, `assets/${loginChunks[0]}`]);
  const loginFiles = [...login].map((rel) => ({ file: rel, ...sizeOf(rel) })).sort((a, b) => b.gzip - a.gzip);
  const routeChunks = files
    .filter((f) => ROUTE_CHUNK.test(f))
    .map((f) => ({ file: `assets/${f}`, ...sizeOf(`assets/${f}`) }))
    .sort((a, b) => b.gzip - a.gzip);
  if (routeChunks.length === 0)
    throw new Error(`bundle-size: no route chunks (assets/screen-*.js, assets/layout-*.js) in ${dist}`);
  const sum = (xs, k) => xs.reduce((a, x) => a + x[k], 0);
  return {
    dist,
    login: { gzip: sum(loginFiles, 'gzip'), bytes: sum(loginFiles, 'bytes'), files: loginFiles },
    entry: { gzip: sum([...entry].map(sizeOf), 'gzip'), files: [...entry] },
    routeChunks,
    largestRouteChunk: routeChunks[0],
  };
}

/** Budget verdicts: an empty list when every budget holds. */
function budgetViolations(m, budgets = BUDGETS) {
  const out = [];
  if (m.login.gzip > budgets.loginJsGzip) {
    const top = m.login.files
      .slice(0, 3)
      .map((f) => `${f.file} ${(f.gzip / KB).toFixed(1)} KB`)
      .join(', ');
    out.push(
      `/login JS is ${(m.login.gzip / KB).toFixed(1)} KB gzip, budget ${budgets.loginJsGzip / KB} KB (largest: ${top})`,
    );
  }
  for (const c of m.routeChunks) {
    if (c.gzip > budgets.routeChunkGzip)
      out.push(
        `route chunk ${c.file} is ${(c.gzip / KB).toFixed(1)} KB gzip, budget ${budgets.routeChunkGzip / KB} KB`,
      );
  }
  return out;
}

// `node tools/bench/bundle-size.mjs [dist]`: prints the figures.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const m = measureBundle(process.argv[2] ? resolve(process.argv[2]) : DEFAULT_DIST);
  console.log(
    `/login JS: ${(m.login.gzip / KB).toFixed(1)} KB gzip (${(m.login.bytes / KB).toFixed(1)} KB raw), ${m.login.files.length} files`,
  );
  for (const f of m.login.files)
    console.log(`  ${f.file.padEnd(48)} ${(f.gzip / KB).toFixed(1).padStart(7)} KB`);
  console.log(
    `route chunks: ${m.routeChunks.length}; largest ${m.largestRouteChunk.file} ${(m.largestRouteChunk.gzip / KB).toFixed(1)} KB gzip`,
  );
  const v = budgetViolations(m);
  console.log(v.length ? `OVER BUDGET:\n  ${v.join('\n  ')}` : 'within budget');
  process.exitCode = v.length ? 1 : 0;
}
