// tools/panel-server.mjs and tools/start.mjs (what `npm start` runs after the builds).
import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import {
  createServer,
  get as httpGet,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import { get as httpsGet } from 'node:https';
import { connect as netConnect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startDevApi } from '@marketplace-admin/dev-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCertificate } from '../../../tools/local-certificate.mjs';
import { startPanelServer } from '../../../tools/panel-server.mjs';
import { grid } from './grid';
import { DEMO, signIn, useStack, WEB_DIST, watchAllRequests, workerChromium } from './harness';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

type PanelServer = Awaited<ReturnType<typeof startPanelServer>>;

describe('panel server: the built files', () => {
  let server: PanelServer;
  beforeAll(async () => {
    server = await startPanelServer({
      root: WEB_DIST,
      port: 0,
      config: { authBaseUrl: 'http://a', apiBaseUrl: 'http://b' },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers /config.json from the config object, never cached', async () => {
    const res = await fetch(`${server.url}/config.json`);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ authBaseUrl: 'http://a', apiBaseUrl: 'http://b' });
  });

  it('serves files with their content types and falls back to index.html for client routes', async () => {
    const index = await fetch(`${server.url}/`);
    expect(index.headers.get('content-type')).toMatch(/^text\/html;\s*charset=utf-8$/);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const html = await index.text();
    // the entry module, as index.html's boot script names it
    const script = `/${/\["module","(assets\/[^"]+\.js)"\]/.exec(html)?.[1]}`;
    expect(script).toMatch(/^\/assets\/index-/);
    const js = await fetch(server.url + script);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const route of ['/vendors-services/9000000000', '/no/such/page?x=1', '/no/such/page']) {
      const r = await fetch(server.url + route);
      expect(r.status, route).toBe(200);
      expect(r.headers.get('cache-control'), route).toBe('no-cache');
      expect(await r.text()).toBe(html);
    }
    // a route with a page of its own (its prerendered frame) is served that page, whatever its query
    const login = await fetch(`${server.url}/login?x=1`);
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('<title>Login | My Admin</title>');
  });

  it("sends the build's precompressed files (brotli first, then gzip) to a client that accepts them", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const script = `/${/\["module","(assets\/[^"]+\.js)"\]/.exec(html)![1]}`;
    const get = (headers: Record<string, string>) =>
      new Promise<{ headers: IncomingHttpHeaders; bytes: number }>((ok, fail) => {
        httpGet(server.url + script, { headers }, (res) => {
          let bytes = 0;
          res.on('data', (d: Buffer) => (bytes += d.length));
          res.on('end', () => ok({ headers: res.headers, bytes }));
        }).on('error', fail);
      });
    const plain = await get({});
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get({ 'accept-encoding': 'gzip, br;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const r of [plain, br, gzip]) {
      expect(r.headers.vary).toBe('Accept-Encoding');
      expect(r.headers['content-type']).toMatch(/^text\/javascript/);
      expect(Number(r.headers['content-length'])).toBe(r.bytes);
    }
    expect(br.bytes).toBeLessThan(plain.bytes / 2);
    // fetch decodes it: the same script either way
    expect(await (await fetch(server.url + script, { headers: { 'accept-encoding': 'br' } })).text()).toBe(
      await (await fetch(server.url + script, { headers: { 'accept-encoding': 'identity' } })).text(),
    );
  });

  it('sends a page with its config in it compressed, brotli first, then gzip, the same bytes each time', async () => {
    const get = (path: string, headers: Record<string, string>) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((ok, fail) => {
        httpGet(server.url + path, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (d: Buffer) => chunks.push(d));
          res.on('end', () => ok({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', fail);
      });
    // two requests at once for a page not yet asked for, then one more: all get the same page
    const [br, brAtOnce] = await Promise.all([
      get('/shops', { 'accept-encoding': 'gzip, deflate, br' }),
      get('/shops', { 'accept-encoding': 'br' }),
    ]);
    const brAgain = await get('/shops/', { 'accept-encoding': 'br' });
    const gzip = await get('/shops', { 'accept-encoding': 'gzip, br;q=0' });
    const plain = await get('/shops', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('"apiBaseUrl":"http://b"');
    for (const r of [br, brAtOnce, brAgain]) {
      expect(r.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(r.body).equals(plain.body)).toBe(true);
    }
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    for (const r of [br, brAtOnce, brAgain, gzip, plain]) {
      expect(r.headers['content-type']).toMatch(/^text\/html;\s*charset=utf-8$/);
      expect(r.headers.vary).toBe('Accept-Encoding');
      expect(Number(r.headers['content-length'])).toBe(r.body.length);
    }
  });

  it('answers 404 for a missing file, 405 for writes, and never leaves the root', async () => {
    expect((await fetch(`${server.url}/assets/missing-file.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/`, { method: 'POST' })).status).toBe(405);
    const escape = await fetch(`${server.url}/..%2f..%2f..%2fpackage.json`);
    expect(escape.status === 400 || escape.status === 404).toBe(true);
    expect(await escape.text()).not.toContain('"workspaces"');
  });

  it('the build writes no source maps unless asked for (MPA_SOURCE_MAPS=1)', () => {
    const maps = readdirSync(join(WEB_DIST, 'assets')).filter((f) => f.endsWith('.map'));
    if (process.env.MPA_SOURCE_MAPS !== '1') expect(maps).toEqual([]);
  });
});

/** `default-src 'self'; img-src ...` as directive -> sources. */
function policy(header: string | null): Record<string, string[]> {
  expect(header, 'Content-Security-Policy header').toBeTruthy();
  return Object.fromEntries(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** sha256 CSP sources of the inline (src-less) scripts of an HTML page, computed here independently. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\ssrc\s*=/i.test(m[1] ?? ''))
    .map((m) => `'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
}

describe('panel server: security headers, source maps and aborted downloads', () => {
  let root: string;
  let server: PanelServer;
  const BIG = 48 * 1024 * 1024;
  const HTML = `<!doctype html><html><head><script>window.a = 1;</script><script type="module" src="/app.js"></script>
<script>
  window.b = "two";
</script></head><body></body></html>`;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'mpa-static-'));
    await writeFile(join(root, 'index.html'), HTML);
    await writeFile(join(root, 'app.js'), 'export {};\n//# sourceMappingURL=app.js.map');
    await writeFile(join(root, 'app.js.map'), '{"version":3,"sources":["../src/secret.ts"],"mappings":""}');
    await writeFile(join(root, 'big.bin'), Buffer.alloc(BIG, 7));
    server = await startPanelServer({
      root,
      port: 0,
      config: { authBaseUrl: 'http://127.0.0.1:4011', apiBaseUrl: 'https://api.example.com:8443/v2' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('sends a Content-Security-Policy that allows the inline scripts of index.html by hash, the configured hosts and nothing more', async () => {
    const hashes = inlineScriptHashes(HTML);
    expect(hashes).toHaveLength(2);
    for (const path of ['/', '/vendors', '/app.js', '/config.json', '/missing.png']) {
      const res = await fetch(server.url + path);
      const csp = policy(res.headers.get('content-security-policy'));
      expect(csp, path).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'", ...hashes],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https://api.example.com:8443'],
        'connect-src': ["'self'", 'http://127.0.0.1:4011', 'https://api.example.com:8443'],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'object-src': ["'none'"],
      });
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('same-origin');
    }
  });

  it("allows exactly the built panel's inline scripts", async () => {
    const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
    const web = await startPanelServer({
      root: WEB_DIST,
      port: 0,
      config: { authBaseUrl: 'http://a.test', apiBaseUrl: 'http://b.test' },
    });
    try {
      const csp = policy((await fetch(`${web.url}/login`)).headers.get('content-security-policy'));
      expect(csp['script-src']).toEqual(["'self'", ...inlineScriptHashes(html)]);
      expect(inlineScriptHashes(html).length).toBeGreaterThan(0);
    } finally {
      await web.close();
    }
  });

  it('without a config object, takes the hosts from the config.json beside index.html', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mpa-static-config-'));
    await writeFile(join(dir, 'index.html'), HTML);
    await writeFile(
      join(dir, 'config.json'),
      JSON.stringify({ authBaseUrl: 'https://auth.example.com', apiBaseUrl: 'https://api.example.com/' }),
    );
    const web = await startPanelServer({ root: dir, port: 0 });
    try {
      const csp = policy((await fetch(`${web.url}/`)).headers.get('content-security-policy'));
      expect(csp['connect-src']).toEqual(["'self'", 'https://auth.example.com', 'https://api.example.com']);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.com']);
    } finally {
      await web.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('prints the same headers for a CDN or another server: node tools/csp.mjs index.html config.json', async () => {
    const config = join(root, 'config.json');
    await writeFile(
      config,
      JSON.stringify({ authBaseUrl: 'http://127.0.0.1:4011', apiBaseUrl: 'https://api.example.com:8443/v2' }),
    );
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [
        join(REPO, 'tools/csp.mjs'),
        join(root, 'index.html'),
        config,
      ]);
      const served = (await fetch(`${server.url}/vendors`)).headers;
      const names = ['content-security-policy', 'x-content-type-options', 'referrer-policy'];
      expect(stdout.trim().split('\n')).toEqual(names.map((n) => `${n}: ${served.get(n)}`));
    } finally {
      await rm(config);
    }
  });

  it('serves no source map unless asked for, under any spelling of its name, though the file is there', async () => {
    for (const path of [
      '/app.js.map',
      '/app.js.map/',
      '/app.js.map//',
      '/app.js%2Emap',
      '/app.js.map%2F',
      '/APP.JS.MAP',
    ]) {
      const refused = await fetch(server.url + path);
      expect(refused.status, path).toBe(404);
      expect(await refused.text(), path).not.toContain('secret.ts');
    }
    // a file's name with a slash after it names no file
    expect((await fetch(`${server.url}/app.js/`)).status).toBe(404);
    const web = await startPanelServer({ root, port: 0, sourceMaps: true });
    try {
      const served = await fetch(`${web.url}/app.js.map`);
      expect(served.status).toBe(200);
      expect(await served.text()).toContain('secret.ts');
      // asked for, a map is served at its own name only
      expect((await fetch(`${web.url}/app.js.map/`)).status).toBe(404);
    } finally {
      await web.close();
    }
  });

  it('closes the file when a client aborts a download midway', async () => {
    const file = join(root, 'big.bin');
    // this process's open file descriptors on the file (Linux /proc: the server runs in this process)
    const openOnFile = (): number =>
      readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`) === file;
        } catch {
          return false;
        }
      }).length;
    expect(openOnFile()).toBe(0);
    await new Promise<void>((resolve, reject) => {
      const req = httpGet(`${server.url}/big.bin`, (res) => {
        expect(res.statusCode).toBe(200);
        res.once('data', () => {
          req.destroy(); // the client goes away with most of the file unsent
          resolve();
        });
      });
      req.on('error', (e) => (req.destroyed ? undefined : reject(e)));
    });
    await expect.poll(openOnFile, { timeout: 10_000 }).toBe(0);
  });
});

/** A backend that answers every request with what it saw (method, path, Host, body). */
async function echoBackend(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = JSON.stringify({
        method: req.method,
        url: req.url,
        host: req.headers.host,
        forwardedHost: req.headers['x-forwarded-host'],
        body: Buffer.concat(chunks).toString(),
      });
      // asked for (x-echo-gzip), the answer comes compressed by the backend itself
      const gzipped = req.headers['x-echo-gzip'] !== undefined;
      const bytes = gzipped ? gzipSync(answer) : Buffer.from(answer);
      res.writeHead(201, {
        'content-type': 'application/json',
        'content-length': bytes.length,
        'x-backend': 'echo',
        ...(gzipped ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(bytes);
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}

describe('panel server: forwarding the backends under its own origin', () => {
  let api: Awaited<ReturnType<typeof echoBackend>>;
  let auth: Awaited<ReturnType<typeof echoBackend>>;
  let server: PanelServer;
  beforeAll(async () => {
    [api, auth] = await Promise.all([echoBackend(), echoBackend()]);
    server = await startPanelServer({
      root: WEB_DIST,
      port: 0,
      backends: { api: api.url, auth: `${auth.url}/base` },
    });
  });
  afterAll(async () => {
    await Promise.all([server?.close(), api?.close(), auth?.close()]);
  });

  it('tells the panel to call /api and /auth, and its policy allows calls to its own origin only', async () => {
    const res = await fetch(`${server.url}/config.json`);
    expect(await res.json()).toEqual({ authBaseUrl: '/auth', apiBaseUrl: '/api' });
    const csp = policy(res.headers.get('content-security-policy'));
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', api.url]); // the API's upload URLs are on its own host
  });

  it("forwards /api/... and /auth/... with their method, query and body, the Host rewritten to the backend's", async () => {
    const read = await fetch(`${server.url}/api/Vendors/v1?page=2&searchTerms=a%20b`);
    expect(read.status).toBe(201);
    expect(read.headers.get('x-backend')).toBe('echo');
    expect(read.headers.get('content-security-policy')).toBeNull();
    expect(await read.json()).toEqual({
      method: 'GET',
      url: '/Vendors/v1?page=2&searchTerms=a%20b',
      host: new URL(api.url).host,
      forwardedHost: new URL(server.url).host,
      body: '',
    });
    const write = await fetch(`${server.url}/auth/v1/asignin/mobile-pwd`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"mobile":"1"}',
    });
    expect(await write.json()).toEqual({
      method: 'POST',
      url: '/base/v1/asignin/mobile-pwd',
      host: new URL(auth.url).host,
      forwardedHost: new URL(server.url).host,
      body: '{"mobile":"1"}',
    });
    // a client route that merely starts with the same letters is the panel's
    const route = await fetch(`${server.url}/apis`);
    expect(route.headers.get('x-backend')).toBeNull();
    expect(await route.text()).toContain('<div id="root">');
  });

  it("compresses a backend's uncompressed answer over 1 KB for a client that accepts it; leaves the rest as sent", async () => {
    const post = (path: string, body: string, headers: Record<string, string>) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((ok, fail) => {
        const req = httpRequest(
          server.url + path,
          { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (d: Buffer) => chunks.push(d));
            res.on('end', () => ok({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        );
        req.on('error', fail);
        req.end(body);
      });
    const list = JSON.stringify({
      items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Vendor ${i}`, isActive: true })),
    });
    const sent = (b: Buffer) => (JSON.parse(b.toString()) as { body: string }).body;

    const br = await post('/api/Vendors/v1', list, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.body.length).toBeLessThan(list.length / 4);
    expect(sent(brotliDecompressSync(br.body))).toBe(list);
    const gzip = await post('/auth/v1/asignin/mobile-pwd', list, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(sent(gunzipSync(gzip.body))).toBe(list);

    // a client that asks for no coding, a small answer, an answer the backend compressed itself: as sent
    const plain = await post('/api/Vendors/v1', list, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(sent(plain.body)).toBe(list);
    const small = await post('/api/Vendors/v1', '{}', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(sent(small.body)).toBe('{}');
    const already = await post('/api/Vendors/v1', list, {
      'accept-encoding': 'gzip, br',
      'x-echo-gzip': '1',
    });
    expect(already.headers['content-encoding']).toBe('gzip');
    expect(sent(gunzipSync(already.body))).toBe(list);
  });

  it('answers 502 when a backend does not answer, and keeps serving', async () => {
    const down = await startPanelServer({
      root: WEB_DIST,
      port: 0,
      backends: { api: 'http://127.0.0.1:9', auth: auth.url },
    });
    try {
      const res = await fetch(`${down.url}/api/Vendors/v1`);
      expect(res.status).toBe(502);
      expect((await fetch(`${down.url}/auth/v1/alogout`, { method: 'POST' })).status).toBe(201);
    } finally {
      await down.close();
    }
  });

  it('sends a read once more when the backend closes the kept-alive connection it came on; never a write', async () => {
    // a backend that answers the first request of each connection and drops the connection on the next, as one
    // does when its idle timeout or a restart meets a request on a kept-alive connection
    const reached: string[] = [];
    const backend = createServer((req, res) => {
      const socket = req.socket as typeof req.socket & { served?: number };
      socket.served = (socket.served ?? 0) + 1;
      reached.push(`${req.method} ${socket.served}`);
      if (socket.served > 1) return void socket.destroy();
      res.end('ok');
    });
    const server = await panelInFrontOf(backend);
    try {
      const read = async () => (await fetch(`${server.url}/api/Vendors/v1`)).status;
      expect(await read()).toBe(200);
      expect(await read()).toBe(200);
      expect(reached).toEqual(['GET 1', 'GET 2', 'GET 1']);
      reached.length = 0;
      const write = await fetch(`${server.url}/api/Vendors/v1`, { method: 'POST', body: '{}' });
      expect(write.status).toBe(502);
      expect(reached).toEqual(['POST 2']);
    } finally {
      await server.close();
      backend.closeAllConnections();
      await new Promise((ok) => backend.close(ok));
    }
  });
  it("closes an idle connection to the backend before the backend's Keep-Alive timeout would", async () => {
    // the backend keeps an idle connection 2 s and says so (Keep-Alive: timeout=2); closing it itself, it would
    // meet a write sent at that moment (a 502, the write not sent again)
    const closes: ('panel server' | 'backend')[] = [];
    const backend = createServer((_req, res) => res.end('ok'));
    backend.keepAliveTimeout = 2000;
    backend.on('connection', (socket) => {
      let ended = false;
      socket.on('end', () => (ended = true));
      socket.on('close', () => closes.push(ended ? 'panel server' : 'backend'));
    });
    const server = await panelInFrontOf(backend);
    try {
      expect((await fetch(`${server.url}/api/Vendors/v1`)).status).toBe(200);
      await expect.poll(() => closes, { timeout: 5000 }).toEqual(['panel server']);
    } finally {
      await server.close();
      await new Promise((ok) => backend.close(ok));
    }
  });
});

/** One request exactly as given (Host, X-Forwarded-*, hop-by-hop headers: fetch would not send them as written). */
function send(
  url: string,
  o: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((ok, fail) => {
    const req = httpRequest(
      url,
      { method: o.method ?? 'GET', headers: o.headers, localAddress: o.localAddress },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', fail);
    req.end(o.body);
  });
}

/** The built panel served in front of `backend` (its API and its auth both), the backend listening on a free port. */
async function panelInFrontOf(backend: Server): Promise<PanelServer> {
  await new Promise<void>((ok) => backend.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  return startPanelServer({ root: WEB_DIST, port: 0, backends: { api: url, auth: url } });
}

describe('panel server: the edge (what reaches the backend, and when it stays silent)', () => {
  it("drops hop-by-hop headers and the client's own X-Forwarded-*, and tells the backend the client's address itself", async () => {
    let seen: IncomingHttpHeaders = {};
    const backend = createServer((req, res) => {
      seen = req.headers;
      res.writeHead(200, {
        'content-type': 'application/json',
        connection: 'x-backend-hop',
        'x-backend-hop': '1',
      });
      res.end('{}');
    });
    const server = await panelInFrontOf(backend);
    try {
      const res = await send(`${server.url}/api/Vendors/v1`, {
        localAddress: '127.0.0.2',
        headers: {
          'x-forwarded-for': '203.0.113.66',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
          'x-forwarded-port': '443',
          forwarded: 'for=203.0.113.66;proto=https',
          'x-real-ip': '203.0.113.66',
          connection: 'keep-alive, x-client-hop',
          'x-client-hop': 'for the next hop only',
          'keep-alive': 'timeout=600',
          te: 'trailers',
          'proxy-authorization': 'Basic c2VjcmV0',
          'x-source': 'A-Web',
        },
      });
      expect(res.status).toBe(200);
      expect(seen['x-forwarded-for']).toBe('127.0.0.2');
      expect(seen['x-forwarded-proto']).toBe('http');
      expect(seen['x-forwarded-host']).toBe(new URL(server.url).host);
      for (const name of [
        'x-forwarded-port',
        'forwarded',
        'x-real-ip',
        'x-client-hop',
        'keep-alive',
        'te',
        'proxy-authorization',
      ])
        expect(seen[name], name).toBeUndefined();
      expect(seen['x-source']).toBe('A-Web');
      // the backend's own hop-by-hop headers stop here too
      expect(res.headers['x-backend-hop']).toBeUndefined();
    } finally {
      await server.close();
      await new Promise((ok) => backend.close(ok));
    }
  });

  it('answers 504 when the backend takes the request and then stays silent, and keeps serving', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mpa-silent-'));
    const api = await startDevApi({
      dataDir: dir,
      apiPort: 0,
      authPort: 0,
      seed: 'none',
      stall: ['/Vendors/v1'],
    });
    const server = await startPanelServer({
      root: WEB_DIST,
      port: 0,
      backends: { api: api.apiUrl, auth: api.authUrl },
      // 60 s by default, as nginx's proxy_read_timeout: shortened so the test does not wait that long
      upstreamTimeouts: { answerMs: 2000 },
    });
    try {
      // signed in on the dev API itself: a sign-in on a loaded machine can take longer than the short bound
      const signIn = await send(`${api.authUrl}/v1/asignin/mobile-pwd`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile: DEMO.username, password: DEMO.password }),
      });
      const headers = { authorization: `Bearer ${JSON.parse(signIn.body).token}`, 'x-source': 'A-Web' };
      const started = Date.now();
      const silent = await send(`${server.url}/api/Vendors/v1?page=1&pageSize=1`, { headers });
      expect(silent.status).toBe(504);
      expect(silent.body).toBe('Gateway Timeout: the backend did not answer in time');
      expect(Date.now() - started).toBeLessThan(30_000);
      expect((await send(`${server.url}/api/Services/v1?page=1&pageSize=1`, { headers })).status).toBe(200);
    } finally {
      await server.close();
      await api.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('answers 504 when the backend does not accept the connection', async () => {
    // a listening socket that never accepts (Node's own servers always do): once its queue is full, a new
    // connection stays unanswered, as with a backend host that is down or overloaded
    const listener = spawn(
      'python3',
      [
        '-c',
        'import socket,sys\ns=socket.socket();s.bind(("127.0.0.1",0));s.listen(0);print(s.getsockname()[1],flush=True);sys.stdin.read()',
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    const port = await new Promise<number>((ok, fail) => {
      listener.once('error', () => fail(new Error('e2e: python3 is needed for a socket that never accepts')));
      listener.stdout.once('data', (d) => ok(Number(String(d).trim())));
    });
    const queued = Array.from({ length: 4 }, () => netConnect(port, '127.0.0.1').on('error', () => {}));
    const server = await startPanelServer({
      root: WEB_DIST,
      port: 0,
      backends: { api: `http://127.0.0.1:${port}`, auth: `http://127.0.0.1:${port}` },
      // 10 s by default
      upstreamTimeouts: { connectMs: 500 },
    });
    try {
      const res = await send(`${server.url}/api/Vendors/v1`);
      expect(res.status).toBe(504);
      expect(res.body).toBe('Gateway Timeout: the backend did not connect in time');
    } finally {
      await server.close();
      for (const socket of queued) socket.destroy();
      listener.stdin.end();
    }
  });

  it('refuses a configured host name with a port at start-up', async () => {
    await expect(
      startPanelServer({ root: WEB_DIST, port: 0, allowedHosts: ['admin.example.test:8443'] }),
    ).rejects.toThrow(
      "panel-server: allowed host 'admin.example.test:8443' must be a host name or address without a port",
    );
  });
});

/** `npm start` (tools/start.mjs) as a user runs it: its own process, ports of its choosing (free ones here). */
function spawnNpmStart(dataDir: string, env: Record<string, string> = {}) {
  return spawn(process.execPath, [join(REPO, 'tools/start.mjs')], {
    env: {
      ...process.env,
      MPA_DEV_API_DATA: dataDir,
      MPA_DEV_API_PORT: '0',
      MPA_DEV_AUTH_PORT: '0',
      MPA_WEB_PORT: '0',
      MPA_WEB_DIST: WEB_DIST,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function runNpmStart(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ web: string; api: string; output(): string; stop(): Promise<number | null> }> {
  const child = spawnNpmStart(dataDir, env);
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const stop = async (): Promise<number | null> => {
    child.kill('SIGTERM');
    return exited;
  };
  try {
    // what it prints once it serves (a beforeAll may start it: no expect.poll there); the timeout only bounds a failure,
    // under the test's own: on a loaded box (load ~30 on 2 cores) a start took over 20 s
    await new Promise<void>((ready, fail) => {
      const check = () => out.includes('Press Ctrl+C to stop.') && ready();
      child.stdout.on('data', check);
      child.stderr.on('data', check);
      void exited.then((code) => fail(new Error(`npm start exited (${code}) before it served:\n${out}`)));
      setTimeout(() => fail(new Error(`npm start did not serve within 50 s:\n${out}`)), 50_000).unref();
    });
  } catch (e) {
    await stop();
    throw e;
  }
  return {
    web: /Web panel\s+(https?:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1] ?? '',
    api: /API\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1] ?? '',
    output: () => out,
    stop,
  };
}

/** What the panel sends for sign-in and the Vendors list: every request, CORS preflights included. */
async function signInAndOpenVendors(
  baseURL: string,
  o: { protocols?: string[]; ignoreHTTPSErrors?: boolean } = {},
): Promise<string[]> {
  const browser = await workerChromium();
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    ignoreHTTPSErrors: o.ignoreHTTPSErrors,
  });
  try {
    const page = await context.newPage();
    const sent = await watchAllRequests(page);
    await page.goto('/login');
    await signIn(page);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.goto('/vendors');
    const vendors = grid(page, 'Vendors');
    await vendors.settled();
    expect(await vendors.rowCount()).toBeGreaterThan(0);
    // the protocol of the page and of each of its requests, as the browser reports them
    o.protocols?.push(
      ...(await page.evaluate(() =>
        performance
          .getEntriesByType('navigation')
          .concat(performance.getEntriesByType('resource'))
          .map((e) => `${(e as PerformanceResourceTiming).nextHopProtocol} ${e.name}`),
      )),
    );
    return sent();
  } finally {
    await context.close();
  }
}

describe('npm start (tools/start.mjs)', () => {
  // one run for both tests: the browser's visit first, then the run is stopped (what the last test is about)
  let dataDir: string;
  let run: Awaited<ReturnType<typeof runNpmStart>>;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mpa-start-'));
    run = await runNpmStart(dataDir);
  });
  afterAll(async () => {
    await run?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a list screen sends no CORS preflight: the panel calls the API and auth through its own origin', async () => {
    const sent = await signInAndOpenVendors(run.web);
    expect(sent.filter((r) => r.startsWith('OPTIONS '))).toEqual([]);
    expect(sent).toContain(`POST ${run.web}/auth/v1/asignin/mobile-pwd`);
    expect(sent.some((r) => r.startsWith(`GET ${run.web}/api/Vendors/v1?`))).toBe(true);
    // straight to the dev API only the images of the upload URLs it hands out
    expect(sent.filter((r) => r.includes(run.api) && !r.startsWith(`GET ${run.api}/uploads/`))).toEqual([]);
  });

  it('starts the dev API and the panel, prints the URL and the demo credentials, and stops cleanly on SIGTERM', async () => {
    try {
      expect(run.output()).toContain(`username ${DEMO.username} and password ${DEMO.password}`);
      expect(run.web).toBeTruthy();
      const config = (await (await fetch(`${run.web}/config.json`)).json()) as {
        authBaseUrl: string;
        apiBaseUrl: string;
      };
      expect(config).toEqual({ authBaseUrl: '/auth', apiBaseUrl: '/api' });
      const signIn = await fetch(`${run.web}${config.authBaseUrl}/v1/asignin/mobile-pwd`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-source': 'A-Web' },
        body: JSON.stringify({ mobile: DEMO.username, password: DEMO.password }),
      });
      expect(signIn.status).toBe(200);
      const { token } = (await signIn.json()) as { token: string };
      const read = await fetch(`${run.web}${config.apiBaseUrl}/Services/v1?page=1&pageSize=1`, {
        headers: { authorization: `Bearer ${token}`, 'x-source': 'A-Web' },
      });
      expect(read.status).toBe(200);
      expect((await fetch(`${run.web}/dashboard`)).status).toBe(200);
    } finally {
      expect(await run.stop()).toBe(0);
    }
    expect(run.output()).toContain('Stopped.');
  });
});

describe('npm start: its server as strict as the dev API', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mpa-start-edge-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers only its own names and MPA_WEB_HOSTS (421 otherwise, pages and forwarded calls alike), and a guesser locks out only itself', async () => {
    const run = await runNpmStart(dataDir, { MPA_WEB_HOSTS: 'admin.example.test, panel.example.test' });
    try {
      const port = new URL(run.web).port;
      const admin = JSON.stringify({ mobile: DEMO.username, password: DEMO.password });
      const json = { 'content-type': 'application/json', 'x-source': 'A-Web' };
      const signInThrough = (
        host: string,
        o: { localAddress?: string; body?: string; headers?: Record<string, string> } = {},
      ) =>
        send(`${run.web}/auth/v1/asignin/mobile-pwd`, {
          method: 'POST',
          headers: { ...json, ...o.headers, host },
          body: o.body ?? admin,
          localAddress: o.localAddress,
        });
      const token = JSON.parse((await signInThrough(`127.0.0.1:${port}`)).body).token as string;
      expect(token).toBeTruthy();
      const bearer = { authorization: `Bearer ${token}`, 'x-source': 'A-Web' };

      // a page on a name re-pointed at 127.0.0.1 (DNS rebinding) reaches the server with that name in Host
      const rebound = `rebind.attacker.example:${port}`;
      const refused = await signInThrough(rebound);
      expect(refused.status).toBe(421);
      expect(refused.body).not.toContain('token');
      expect(
        (await send(`${run.web}/api/Vendors/v1?page=1&pageSize=1`, { headers: { ...bearer, host: rebound } }))
          .status,
      ).toBe(421);
      expect((await send(`${run.web}/vendors`, { headers: { host: rebound } })).status).toBe(421);
      // the dev API, called directly with that Host, refuses it too
      expect(
        (await send(`${run.api}/Vendors/v1?page=1&pageSize=1`, { headers: { ...bearer, host: rebound } }))
          .status,
      ).toBe(403);
      // its own names with its own port; the configured ones with any
      for (const host of [
        `localhost:${port}`,
        `[::1]:${port}`,
        'admin.example.test',
        'PANEL.example.test:8443',
      ]) {
        expect(
          (await send(`${run.web}/api/Vendors/v1?page=1&pageSize=1`, { headers: { ...bearer, host } }))
            .status,
          host,
        ).toBe(200);
      }
      expect(
        (await send(`${run.web}/vendors`, { headers: { host: `127.0.0.1:${Number(port) + 1}` } })).status,
      ).toBe(421);
      expect(
        (await send(`${run.web}/vendors`, { headers: { host: 'localhost.attacker.example' } })).status,
      ).toBe(421);

      // behind the server every sign-in comes from 127.0.0.1; the dev API counts the client the server names
      const guesser = { localAddress: '127.0.0.2', headers: { 'x-forwarded-for': '127.0.0.9' } };
      const wrong = JSON.stringify({ mobile: DEMO.username, password: 'wrong' });
      for (let i = 0; i < 5; i++)
        expect((await signInThrough(`127.0.0.1:${port}`, { ...guesser, body: wrong })).status).toBe(401);
      expect((await signInThrough(`127.0.0.1:${port}`, guesser)).status).toBe(429);
      // another address in X-Forwarded-For does not get the guesser out of it
      expect(
        (
          await signInThrough(`127.0.0.1:${port}`, {
            ...guesser,
            headers: { 'x-forwarded-for': '127.0.0.10' },
          })
        ).status,
      ).toBe(429);
      expect((await signInThrough(`127.0.0.1:${port}`, { localAddress: '127.0.0.1' })).status).toBe(200);
    } finally {
      expect(await run.stop()).toBe(0);
    }
  }, 120_000);

  it('does not start with a host name that carries a port in MPA_WEB_HOSTS, and says so', async () => {
    const child = spawnNpmStart(join(dataDir, 'bad-hosts'), { MPA_WEB_HOSTS: 'admin.example.test:443' });
    let out = '';
    child.stderr.on('data', (d) => (out += d));
    expect(await new Promise<number | null>((r) => child.on('exit', (c) => r(c)))).toBe(1);
    expect(out).toContain(
      "MPA_WEB_HOSTS: panel-server: allowed host 'admin.example.test:443' must be a host name or address without a port",
    );
  });
});

describe('npm start over HTTPS (MPA_TLS_CERT, MPA_TLS_KEY)', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let cert: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mpa-start-tls-'));
    const pems = await localCertificate();
    cert = pems.cert;
    await writeFile(join(dataDir, 'cert.pem'), pems.cert);
    await writeFile(join(dataDir, 'key.pem'), pems.key);
    env = { MPA_TLS_CERT: join(dataDir, 'cert.pem'), MPA_TLS_KEY: join(dataDir, 'key.pem') };
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves the panel over HTTPS with HTTP/2: sign-in and a list work, the page and every call on HTTP/2, no preflight', async () => {
    const run = await runNpmStart(join(dataDir, 'data'), env);
    try {
      expect(run.web).toMatch(/^https:\/\//);
      const protocols: string[] = [];
      const sent = await signInAndOpenVendors(run.web, { protocols, ignoreHTTPSErrors: true });
      expect(sent.filter((r) => r.startsWith('OPTIONS '))).toEqual([]);
      const ours = protocols.filter((p) => p.includes(` ${run.web}/`));
      expect(ours.some((p) => p.startsWith('h2 ') && p.includes(`${run.web}/api/Vendors/v1?`))).toBe(true);
      expect(ours.filter((p) => !p.startsWith('h2 '))).toEqual([]);
      // a client without HTTP/2 gets HTTP/1.1, with the same page and headers
      const http1 = await new Promise<{ status?: number; version: string; csp: unknown; body: string }>(
        (done, fail) => {
          httpsGet(`${run.web}/vendors`, { ca: cert }, (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (d: string) => (body += d));
            res.on('end', () =>
              done({
                status: res.statusCode,
                version: res.httpVersion,
                csp: res.headers['content-security-policy'],
                body,
              }),
            );
          }).on('error', fail);
        },
      );
      expect(http1).toMatchObject({
        status: 200,
        version: '1.1',
        body: expect.stringContaining('<div id="root">'),
      });
      expect(http1.csp).toEqual(expect.stringContaining("connect-src 'self'"));
    } finally {
      expect(await run.stop()).toBe(0);
    }
  }, 120_000);

  it('does not start with only one of the two, and says which is missing', async () => {
    const child = spawnNpmStart(join(dataDir, 'data'), { MPA_TLS_CERT: env.MPA_TLS_CERT });
    let out = '';
    child.stderr.on('data', (d) => (out += d));
    const code = await new Promise<number | null>((r) => child.on('exit', (c) => r(c)));
    expect(code).toBe(1);
    expect(out).toContain(
      'HTTPS needs both MPA_TLS_CERT and MPA_TLS_KEY (PEM files); only MPA_TLS_CERT is set',
    );
  });
});

describe('the panel served with the API on other origins (config.json with their URLs)', () => {
  const stack = useStack({ crossOrigin: true });

  it('still works, calling the hosts cross-origin: each new read pays a preflight', async () => {
    const sent = await signInAndOpenVendors(stack.baseUrl);
    expect(sent.some((r) => r.startsWith(`GET ${stack.api.apiUrl}/Vendors/v1?`))).toBe(true);
    expect(sent).toContain(`OPTIONS ${stack.api.authUrl}/v1/asignin/mobile-pwd`);
    expect(sent.some((r) => r.startsWith(`OPTIONS ${stack.api.apiUrl}/Vendors/v1?`))).toBe(true);
  });
});
