// The production recipe, deploy/: Debian's nginx, run as this user with a temporary prefix on a free port,
// serving the built panel with the configuration deploy/nginx-config.mjs writes, in front of a dev API; then
// the panel in Chromium through it: sign in, a list, a write, a reload on a deep link.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
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
import { localCertificate } from '../../../tools/local-certificate.mjs';
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
    if ((await get('/config.json', {}, url).catch(() => null))?.status === 200) return true;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  return false;
}

/**
 * nginx with the files deploy/nginx-config.mjs writes into `out` (`listen` given the free port), `serverLines` added
 * to its server block as a deployment adds its own (TLS certificates); retried once on another port on the rare
 * clash with another process taking the port meanwhile.
 */
async function startNginx(
  out: string,
  o: { listen: (port: number) => string; scheme?: 'http' | 'https'; serverLines?: string[] },
): Promise<{ child: ChildProcess; base: string }> {
  const binary = nginxPath();
  const brotli = existsSync(BROTLI_STATIC_MODULE);
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    await promisify(execFile)(process.execPath, [
      join(REPO, 'deploy/nginx-config.mjs'),
      ...['--dist', WEB_DIST, '--api-url', api.apiUrl, '--auth-url', api.authUrl, '--listen', o.listen(port)],
      ...['--brotli', brotli ? 'on' : 'off', '--out-dir', out],
    ]);
    const site = join(out, 'marketplace-admin.conf');
    if (o.serverLines) {
      const conf = await readFile(site, 'utf8');
      await writeFile(site, conf.replace(/^(\s*server_tokens off;)$/m, `$1\n${o.serverLines.join('\n')}`));
    }
    await writeFile(join(out, 'nginx.conf'), mainConf(out, site, brotli));
    let output = '';
    const child = spawn(
      binary,
      ['-p', out, '-c', join(out, 'nginx.conf'), '-e', join(out, 'error.log'), '-g', 'daemon off;'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const url = `${o.scheme ?? 'http'}://127.0.0.1:${port}`;
    if (await answers(url, child)) return { child, base: url };
    const log = output + (await readFile(join(out, 'error.log'), 'utf8').catch(() => ''));
    if (attempt >= 2 || !/Address already in use/.test(log))
      throw new Error(`e2e: nginx did not start: ${log.trim()}`);
  }
}

/** Stops an nginx gracefully (it finishes what is under way). */
async function stopNginx(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((ok) => child.once('exit', ok));
  child.kill('SIGQUIT');
  await exited;
}

let dir: string;
let api: DevApi;
let nginx: ChildProcess | undefined;
let base: string;
let sdk: MpaClient;

beforeAll(async () => {
  nginxPath();
  if (!existsSync(join(WEB_DIST, 'index.html')))
    throw new Error(
      `e2e: ${WEB_DIST}/index.html is missing. Build the web app first: npx nx run @marketplace-admin/web:build`,
    );
  dir = await mkdtemp(join(tmpdir(), 'mpa-nginx-'));
  api = await startDevApi({ dataDir: join(dir, 'data'), apiPort: 0, authPort: 0 });
  sdk = await signedInSdk(api);
  const started = await startNginx(dir, { listen: (port) => `127.0.0.1:${port}` });
  nginx = started.child;
  base = started.base;
});

afterAll(async () => {
  await stopNginx(nginx);
  await api?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The certificate of the HTTPS instance (a throwaway one for 127.0.0.1), which its requests trust. */
let tlsCert = '';

/**
 * One request for `path` exactly as written (no URL parsing on the way), as a browser would send it (fetch would
 * decode the body); GET unless a body is given.
 */
function request(
  path: string,
  o: { method?: string; headers?: Record<string, string>; body?: Buffer | string; origin?: string } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const { protocol, hostname, port } = new URL(o.origin ?? base);
  const send = protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((ok, fail) => {
    const req = send(
      {
        hostname,
        port,
        path,
        method: o.method ?? (o.body === undefined ? 'GET' : 'POST'),
        headers: o.headers,
        ca: tlsCert || undefined,
        // a connection of its own: Node's kept-alive pool would send the next request on a connection nginx is
        // closing after a refused body (a browser sends such a read again; http.request says 'socket hang up')
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () =>
          ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', fail);
    req.end(o.body);
  });
}

/** One GET of `path` exactly as written. */
function get(path: string, headers: Record<string, string> = {}, origin = base) {
  return request(path, { headers, origin });
}

describe('nginx with deploy/: what it serves', () => {
  it('the config points the panel at /api and /auth on the same origin; the policy allows calls to that origin only', async () => {
    const res = await get('/config.json');
    expect(JSON.parse(res.body.toString())).toEqual({ authBaseUrl: '/auth', apiBaseUrl: '/api' });
    expect(res.headers['cache-control']).toBe('no-store');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("form-action 'self';");
    // plain HTTP: no Strict-Transport-Security (the HTTPS instance below sends it)
    expect(res.headers['strict-transport-security']).toBeUndefined();
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

  it('forwards exactly the path it routed on: a path nginx would normalise into another is refused with 400, before any backend', async () => {
    const headers = { authorization: `Bearer ${sdk.session.token()!}`, 'x-source': 'A-Web' };
    for (const path of [
      // decoded and normalised, /auth/v1/asignin: the auth host, with the API's bearer token
      '/api/..%2Fauth%2Fv1%2Fasignin',
      '/api/%2e%2e/auth/v1/alogout',
      '//api/Services/v1?page=1&pageSize=1',
      '/api/../api/Services/v1',
      '/api/Services/v1/./x',
      '/api/x%5C..%5CServices%5Cv1',
      // an encoded prefix: /api/ to nginx, not to the map that takes the prefix off
      '/%61pi/Vendors/v1?page=1&pageSize=1',
      '/%61pi/Services/v1?page=1&pageSize=1',
      // decoded and normalised, this would be GET /Services/v1
      '/api/Users/v1/mobile/1%2F..%2F..%2F..%2FServices%2Fv1',
    ]) {
      const res = await get(path, headers);
      expect(res.status, path).toBe(400);
      // nginx's own page: nothing came from a backend
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
    }
    // an encoded slash inside a parameter, with no dot segment, goes as sent
    const path = '/Users/v1/mobile/90%2F00';
    const [through, direct] = await Promise.all([
      get(`/api${path}`, headers),
      get(path, headers, api.apiUrl),
    ]);
    expect(through.status).toBe(direct.status);
    expect(through.body.toString()).toBe(direct.body.toString());
    // dots in a query are no path
    expect((await get('/api/Vendors/v1?page=1&pageSize=1&searchTerms=/../', headers)).status).toBe(200);
    expect((await get('/api/Services/v1?page=1&pageSize=1', headers)).status).toBe(200);
  });

  it('holds little of a body before the backend has seen the token: 1 MB on JSON calls, 16 KB on auth, image uploads streamed', async () => {
    const token = sdk.session.token()!;
    const json = { 'content-type': 'application/json', 'x-source': 'A-Web' };
    const big = Buffer.alloc(2 * 1024 * 1024, 0x20);
    expect(
      (
        await request('/api/Redemption/v1/redeem', {
          headers: { ...json, authorization: `Bearer ${token}` },
          body: big,
        })
      ).status,
    ).toBe(413);
    expect(
      (await request('/auth/v1/asignin/mobile-pwd', { headers: json, body: Buffer.alloc(20 * 1024, 0x20) }))
        .status,
    ).toBe(413);
    // an image of over 1 MB (a PNG's bytes, padded) in a shop category: taken
    const form = new FormData();
    form.append('ShopCategoryName', 'Through nginx');
    form.append('isActive', 'true');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    form.append(
      'ShopCategoryIcon',
      new File([png, Buffer.alloc(1536 * 1024)], 'icon.png', { type: 'image/png' }),
    );
    const upload = await fetch(`${base}/api/Shops/v1/category`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-source': 'A-Web' },
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBeLessThan(300);
    // without a token the backend refuses the upload from its headers
    const refused = await request('/api/Shops/v1/category', {
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'x-source': 'A-Web' },
      body: Buffer.alloc(8 * 1024 * 1024),
    });
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body.toString())).toMatchObject({ success: false, code: 401 });
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

describe('nginx with deploy/ over TLS', () => {
  let tls: { child: ChildProcess; base: string } | undefined;
  beforeAll(async () => {
    const out = join(dir, 'tls');
    await mkdir(out);
    const pems = await localCertificate();
    tlsCert = pems.cert;
    await writeFile(join(out, 'cert.pem'), pems.cert);
    await writeFile(join(out, 'key.pem'), pems.key);
    tls = await startNginx(out, {
      listen: (port) => `127.0.0.1:${port} ssl`,
      scheme: 'https',
      serverLines: [
        `    ssl_certificate ${join(out, 'cert.pem')};`,
        `    ssl_certificate_key ${join(out, 'key.pem')};`,
      ],
    });
  });
  afterAll(async () => {
    await stopNginx(tls?.child);
  });

  it('sends Strict-Transport-Security on the pages, the files and the forwarded calls', async () => {
    const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
    const script = `/${/\["module","(assets\/[^"]+\.js)"\]/.exec(html)![1]}`;
    const headers = { authorization: `Bearer ${sdk.session.token()!}`, 'x-source': 'A-Web' };
    for (const path of [
      '/vendors',
      '/config.json',
      script,
      '/api/Services/v1?page=1&pageSize=1',
      '/auth/v1/alogout',
    ]) {
      const res = await request(path, {
        // sign-out without the token: the other tests' session stays
        headers: path.startsWith('/auth') ? { 'x-source': 'A-Web' } : headers,
        origin: tls!.base,
        ...(path.startsWith('/auth') ? { body: '' } : {}),
      });
      expect(res.status, path).toBeLessThan(400);
      expect(res.headers['strict-transport-security'], path).toBe('max-age=31536000');
    }
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
