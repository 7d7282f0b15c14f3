// The system under test for `npm run bench`: a dev API with the large seed on free ports in a
/* global performance */
// temporary data directory, the built web app served by tools/panel-server.mjs as `npm start` serves it
// (the dev API forwarded under the panel's origin), and a static HTML baseline page served the same way.
// Served over HTTPS with HTTP/2, as a deployed panel is (deploy/README.md), with a certificate made for the run
// (the bench's browsers accept it: CHROMIUM_ARGS); `tls: false` serves plain HTTP/1.1 instead (`--http1`).
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { localCertificate } from '../local-certificate.mjs';
import { ROOT, signIn } from './lib.mjs';

/** The baseline: the same markers the app's /login and /vendors are timed by, in plain HTML (no JS). */
const BASELINE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />
<title>Baseline</title></head>
<body><main>
<form aria-label="Admin Login"><label>Username <input name="username" /></label>
<label>Password <input name="password" type="password" /></label><button type="submit">Login</button></form>
<div class="mpa-grid"><div class="mpa-grid-body"><div role="grid" aria-label="Vendors"></div><div class="bp6-table-cell"><a href="#">First vendor</a></div></div></div>
</main></body></html>
`;

/**
 * A snapshot of the web build, so a rebuild by someone else during the run does not pull files from under
 * the browser: copied to a temporary directory (removed by `close`).
 */
export async function snapshotWebDist(src = join(ROOT, 'packages/web/dist')) {
  if (!existsSync(join(src, 'index.html'))) return null;
  const dir = await mkdtemp(join(tmpdir(), 'mpa-bench-web-'));
  await cp(src, dir, { recursive: true });
  return dir;
}

/**
 * @param {{ seed?: 'large' | 'demo' | 'none', webDist?: string | null, tls?: boolean }} [o]  webDist: a built web app to
 *   serve (e.g. a snapshot); tls: HTTPS with HTTP/2 (default), else HTTP/1.1
 * @returns {Promise<{ api: any, token: string, webUrl: string | null, baselineUrl: string, tls: { cert: string, key: string } | undefined, dataDir: string, seedMs: number, close(): Promise<void> }>}
 */
export async function startBenchStack(o = {}) {
  const devApiEntry = join(ROOT, 'packages/dev-api/dist/index.js');
  const webDist = o.webDist === undefined ? join(ROOT, 'packages/web/dist') : o.webDist;
  if (!existsSync(devApiEntry)) throw new Error(`${devApiEntry} is missing (build failed?)`);
  const { startDevApi } = await import(pathToFileURL(devApiEntry).href);
  const { startPanelServer } = await import(pathToFileURL(join(ROOT, 'tools/panel-server.mjs')).href);

  // BENCH_DATA_DIR keeps the seeded database between runs (for working on the bench itself).
  const keep = process.env.BENCH_DATA_DIR;
  const dataDir = keep || (await mkdtemp(join(tmpdir(), 'mpa-bench-')));
  const baselineDir = await mkdtemp(join(tmpdir(), 'mpa-bench-static-'));
  const cleanups = [() => rm(baselineDir, { recursive: true, force: true })];
  if (!keep) cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const close = async () => {
    for (const c of cleanups.splice(0).reverse())
      await Promise.resolve()
        .then(c)
        .catch(() => undefined);
  };
  try {
    const t0 = performance.now();
    const api = await startDevApi({ dataDir, apiPort: 0, authPort: 0, seed: o.seed ?? 'large', log: false });
    const seedMs = performance.now() - t0;
    cleanups.push(() => api.close());
    const token = await signIn(api.authUrl);
    const tls = o.tls === false ? undefined : await localCertificate();
    await writeFile(join(baselineDir, 'index.html'), BASELINE_HTML);
    const baseline = await startPanelServer({ root: baselineDir, port: 0, tls });
    cleanups.push(() => baseline.close());
    let webUrl = null;
    if (webDist && existsSync(join(webDist, 'index.html'))) {
      const web = await startPanelServer({
        root: webDist,
        port: 0,
        backends: { api: api.apiUrl, auth: api.authUrl },
        tls,
      });
      cleanups.push(() => web.close());
      webUrl = web.url;
    }
    return { api, token, webUrl, baselineUrl: baseline.url, tls, dataDir, seedMs, close };
  } catch (e) {
    await close();
    throw e;
  }
}

/** An SDK client on the bench's dev API (the SDK is the only place that knows paths and envelopes). */
export async function sdkClient(stack) {
  const { createClient, memorySessionStore } = await import(
    pathToFileURL(join(ROOT, 'packages/sdk/dist/index.js')).href
  );
  return createClient({
    authBaseUrl: stack.api.authUrl,
    apiBaseUrl: stack.api.apiUrl,
    session: memorySessionStore({ authToken: stack.token, isAuthenticated: 'true' }),
  });
}

/** Runs `fn` over `items` with at most `n` in flight. */
export async function pool(items, n, fn) {
  let i = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (i < items.length) await fn(items[i++]);
    }),
  );
}
