// The production recipe, deploy/: Debian's nginx, run as this user with a temporary prefix on a free port,
// serving the built panel with the configuration deploy/nginx-config.mjs writes, in front of a dev API; then
// the panel in Chromium through it: sign in, a list, a write, a reload on a deep link.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { startDevApi, type DevApi } from '@marketplace-admin/dev-api';
import { catalogue, type MpaClient } from '@marketplace-admin/sdk';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../../tools/csp.mjs';
import { BROTLI_STATIC_MODULE } from '../../../deploy/nginx-config.mjs';
import { grid } from './grid';
import {
  signIn,
  signedInSdk,
  toast,
  WEB_DIST,
  watchAllRequests,
  watchPolicy,
  workerChromium,
} from './harness';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** NGINX_PATH, else Debian's nginx; a missing one fails the file with one line saying what to do. */
function nginxPath(): string {
  const path = process.env.NGINX_PATH || '/usr/sbin/nginx';
  if (!existsSync(path))
    throw new Error(
      `e2e: nginx not found at ${path}. Install it (apt-get install -y nginx) or set NGINX_PATH.`,
    );
  return path;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  await new Promise((ok) => server.close(ok));
  return port;
}

/** nginx's main configuration for this run: everything it writes (pid, logs, temp files) in `dir`. */
function mainConf(dir: string, site: string, brotli: boolean): string {
  return `${brotli ? `load_module ${BROTLI_STATIC_MODULE};\n` : ''}${process.getuid?.() === 0 ? `user ${userInfo().username};\n` : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${site};
}
`;
}

/** Whether nginx answers at `url` within 15 s (asked every 50 ms); false as soon as it has exited. */
async function answers(url: string, child: ChildProcess): Promise<boolean> {
  const deadline = Date.now() + 15_000;
  while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) {
    if ((await fetch(`${url}/config.json`).catch(() => null))?.ok) return true;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  return false;
}

let dir: string;
let api: DevApi;
let nginx: ChildProcess | undefined;
let base: string;
let sdk: MpaClient;
let nginxOutput = '';

beforeAll(async () => {
  const binary = nginxPath();
  if (!existsSync(join(WEB_DIST, 'index.html')))
    throw new Error(
      `e2e: ${WEB_DIST}/index.html is missing. Build the web app first: npx nx run @marketplace-admin/web:build`,
    );
  dir = await mkdtemp(join(tmpdir(), 'mpa-nginx-'));
  api = await startDevApi({ dataDir: join(dir, 'data'), apiPort: 0, authPort: 0 });
  sdk = await signedInSdk(api);
  const brotli = existsSync(BROTLI_STATIC_MODULE);
  // nginx binds the port itself: on the rare clash with another process taking it meanwhile, once more on another
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    await promisify(execFile)(process.execPath, [
      join(REPO, 'deploy/nginx-config.mjs'),
      ...[
        '--dist',
        WEB_DIST,
        '--api-url',
        api.apiUrl,
        '--auth-url',
        api.authUrl,
        '--listen',
        `127.0.0.1:${port}`,
      ],
      ...['--brotli', brotli ? 'on' : 'off', '--out-dir', dir],
    ]);
    await writeFile(join(dir, 'nginx.conf'), mainConf(dir, join(dir, 'marketplace-admin.conf'), brotli));
    nginxOutput = '';
    const child = spawn(
      binary,
      ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log'), '-g', 'daemon off;'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout!.on('data', (d) => (nginxOutput += d));
    child.stderr!.on('data', (d) => (nginxOutput += d));
    base = `http://127.0.0.1:${port}`;
    if (await answers(base, child)) {
      nginx = child;
      break;
    }
    const log = nginxOutput + (await readFile(join(dir, 'error.log'), 'utf8').catch(() => ''));
    if (attempt >= 2 || !/Address already in use/.test(log))
      throw new Error(`e2e: nginx did not start: ${log.trim()}`);
  }
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((ok) => nginx!.once('exit', ok));
    nginx.kill('SIGQUIT'); // graceful: finish what is under way
    await exited;
  }
  await api?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** One GET of `path` exactly as written (no URL parsing on the way), as a browser would send it (fetch would decode the body). */
function get(
  path: string,
  headers: Record<string, string> = {},
  origin = base,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const { hostname, port } = new URL(origin);
  return new Promise((ok, fail) => {
    httpGet({ hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () =>
        ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', fail);
  });
}

describe('nginx with deploy/: what it serves', () => {
  it('the config points the panel at /api and /auth on the same origin; the policy allows calls to that origin only', async () => {
    const res = await get('/config.json');
    expect(JSON.parse(res.body.toString())).toEqual({ authBaseUrl: '/auth', apiBaseUrl: '/api' });
    expect(res.headers['cache-control']).toBe('no-store');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain(`img-src 'self' data: blob: ${new URL(api.apiUrl).origin};`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a deep link is index.html with the policy allowing its inline scripts, not cached; a missing file is 404', async () => {
    const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
    // a path the app routes (to its "not found"), with no page of its own in the build
    const res = await get('/no-such/screen');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(html);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers['content-security-policy'])).toContain(
      `script-src 'self' ${inlineScriptHashes(html).join(' ')};`,
    );
    expect((await get('/assets/missing-file.js')).status).toBe(404);
  });

  it('a route with its own page in the build (its prerendered frame) gets that page, precompressed, with the same policy', async () => {
    const page = readFileSync(join(WEB_DIST, 'vendors/index.html'), 'utf8');
    expect(page).toMatch(/<h1[^>]*>Vendors<\/h1>/);
    const res = await get('/vendors');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(page);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers['content-security-policy'])).toContain(
      `script-src 'self' ${inlineScriptHashes(page).join(' ')};`,
    );
    const gzip = await get('/vendors', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(readFileSync(join(WEB_DIST, 'vendors/index.html.gz')))).toBe(true);
  });

  it("a route with a parameter gets its page from the build's folder named after the parameter; a missing file there is 404", async () => {
    for (const [path, file, title] of [
      ['/vendors/9000000000', 'vendors/[mobileNo]/index.html', 'Vendor Details'],
      ['/vendors/9000000000/services', 'vendors/[mobileNo]/services/index.html', 'Link Services'],
    ]) {
      const page = readFileSync(join(WEB_DIST, file), 'utf8');
      expect(page).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.body.toString(), path).toBe(page);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['content-security-policy'])).toContain(
        `script-src 'self' ${inlineScriptHashes(page).join(' ')};`,
      );
    }
    expect((await get('/vendors/9000000000.js')).status).toBe(404);
  });

  it("the build's precompressed files go out as they are, hashed assets cached for good; no source maps", async () => {
    const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
    const script = `/${/\["module","(assets\/[^"]+\.js)"\]/.exec(html)![1]}`;
    const plain = await get(script);
    expect(plain.status).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-security-policy']).toBeTruthy();
    const gzip = await get(script, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(readFileSync(join(WEB_DIST, `${script}.gz`)))).toBe(true);
    if (existsSync(BROTLI_STATIC_MODULE)) {
      const br = await get(script, { 'accept-encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.body.equals(readFileSync(join(WEB_DIST, `${script}.br`)))).toBe(true);
    }
    expect((await get(`${script}.map`)).status).toBe(404);
  });

  it('a call reaches the backend with its path as sent: an encoded slash in a parameter does not climb to another endpoint', async () => {
    const headers = { authorization: `Bearer ${sdk.session.token()!}`, 'x-source': 'A-Web' };
    // decoded and normalised, this would be GET /Services/v1
    const path = '/Users/v1/mobile/1%2F..%2F..%2F..%2FServices%2Fv1';
    const [through, direct] = await Promise.all([
      get(`/api${path}`, headers),
      get(path, headers, api.apiUrl),
    ]);
    expect(through.status).toBe(direct.status);
    expect(through.body.toString()).toBe(direct.body.toString());
    expect((await get('/api/Services/v1?page=1&pageSize=1', headers)).status).toBe(200);
  });

  it("a backend's uncompressed answer over 1 KB goes out gzipped to a client that accepts it, as sent otherwise", async () => {
    const headers = { authorization: `Bearer ${sdk.session.token()!}`, 'x-source': 'A-Web' };
    const path = '/Vendors/v1?page=1&pageSize=50';
    const [zipped, plain, direct] = await Promise.all([
      get(`/api${path}`, { ...headers, 'accept-encoding': 'gzip, br' }),
      get(`/api${path}`, headers),
      get(path, headers, api.apiUrl),
    ]);
    expect(direct.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body.length).toBeLessThan(direct.body.length / 4);
    expect(gunzipSync(zipped.body).toString()).toBe(direct.body.toString());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(direct.body.toString());
  });
});

describe('nginx with deploy/: the panel through it', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await (
      await workerChromium()
    ).newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('sign in, a list, a write, a reload on a deep link: same-origin calls only, no policy violation', async () => {
    const vendor = (await sdk.vendors.list({ page: 1, pageSize: 50 })).items.find((v) => v.isActive)!;
    const page = await context.newPage();
    const sent = await watchAllRequests(page);
    const violations = await watchPolicy(page);

    await page.goto('/login');
    await signIn(page);
    await page.waitForURL((u) => u.pathname === '/dashboard');

    await page.goto(`/vendors?q=${vendor.mobileNo}`);
    await expect.poll(() => grid(page, 'Vendors').column('Mobile')).toEqual([vendor.mobileNo]);

    await page.getByRole('button', { name: `Actions for ${vendor.name}` }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await toast(page, catalogue.vendors.statusUpdated).waitFor();
    await expect
      .poll(
        async () =>
          (await sdk.vendors.list({ page: 1, pageSize: 10, searchTerms: vendor.mobileNo })).items[0]
            ?.isActive,
      )
      .toBe(false);

    await page.goto(`/vendors/${vendor.mobileNo}`);
    await page.reload();
    await page.getByRole('table', { name: 'Linked services' }).waitFor();
    await page.getByText(vendor.name).first().waitFor();
    expect(new URL(page.url()).pathname).toBe(`/vendors/${vendor.mobileNo}`);

    const requests = sent();
    expect(requests.filter((r) => r.startsWith('OPTIONS '))).toEqual([]);
    expect(requests).toContain(`POST ${base}/auth/v1/asignin/mobile-pwd`);
    expect(requests.some((r) => r.startsWith(`GET ${base}/api/Vendors/v1?`))).toBe(true);
    expect(await violations()).toEqual([]);
  });
});
