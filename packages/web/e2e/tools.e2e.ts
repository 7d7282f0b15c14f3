// tools/static-server.mjs and tools/start.mjs (what `npm start` runs after the builds).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../../tools/static-server.mjs';
import { DEMO, WEB_DIST } from './harness';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

describe('static server', () => {
  let server: Awaited<ReturnType<typeof startStaticServer>>;
  beforeAll(async () => {
    server = await startStaticServer({ root: WEB_DIST, port: 0, config: { authBaseUrl: 'http://a', apiBaseUrl: 'http://b' } });
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
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await index.text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const js = await fetch(server.url + script);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toContain('immutable');
    for (const route of ['/vendors/9000000000/services', '/login?x=1', '/no/such/page']) {
      const r = await fetch(server.url + route);
      expect(r.status, route).toBe(200);
      expect(await r.text()).toBe(html);
    }
  });

  it("sends the build's precompressed files (brotli first, then gzip) to a client that accepts them", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
    const get = (headers: Record<string, string>) =>
      new Promise<{ headers: Record<string, unknown>; bytes: number }>((ok, fail) => {
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
      expect(r.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(Number(r.headers['content-length'])).toBe(r.bytes);
    }
    expect(br.bytes).toBeLessThan(plain.bytes / 2);
    // fetch decodes it: the same script either way
    expect(await (await fetch(server.url + script, { headers: { 'accept-encoding': 'br' } })).text()).toBe(
      await (await fetch(server.url + script, { headers: { 'accept-encoding': 'identity' } })).text(),
    );
  });

  it('answers 404 for a missing file, 405 for writes, and never leaves the root', async () => {
    expect((await fetch(`${server.url}/assets/missing-file.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/`, { method: 'POST' })).status).toBe(405);
    const escape = await fetch(`${server.url}/..%2f..%2f..%2fpackage.json`);
    expect(escape.status === 400 || escape.status === 404).toBe(true);
    expect(await escape.text()).not.toContain('"workspaces"');
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

describe('static server: security headers and aborted downloads', () => {
  let root: string;
  let server: Awaited<ReturnType<typeof startStaticServer>>;
  const BIG = 48 * 1024 * 1024;
  const HTML = `<!doctype html><html><head><script>window.a = 1;</script><script type="module" src="/app.js"></script>
<script>
  window.b = "two";
</script></head><body></body></html>`;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'mpa-static-'));
    await writeFile(join(root, 'index.html'), HTML);
    await writeFile(join(root, 'app.js'), 'export {};');
    await writeFile(join(root, 'big.bin'), Buffer.alloc(BIG, 7));
    server = await startStaticServer({ root, port: 0, config: { authBaseUrl: 'http://127.0.0.1:4011', apiBaseUrl: 'https://api.example.com:8443/v2' } });
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
        'object-src': ["'none'"],
      });
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('same-origin');
    }
  });

  it("allows exactly the built panel's inline scripts", async () => {
    const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
    const web = await startStaticServer({ root: WEB_DIST, port: 0, config: { authBaseUrl: 'http://a.test', apiBaseUrl: 'http://b.test' } });
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
    await writeFile(join(dir, 'config.json'), JSON.stringify({ authBaseUrl: 'https://auth.example.com', apiBaseUrl: 'https://api.example.com/' }));
    const web = await startStaticServer({ root: dir, port: 0 });
    try {
      const csp = policy((await fetch(`${web.url}/`)).headers.get('content-security-policy'));
      expect(csp['connect-src']).toEqual(["'self'", 'https://auth.example.com', 'https://api.example.com']);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.com']);
    } finally {
      await web.close();
      await rm(dir, { recursive: true, force: true });
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

describe('npm start (tools/start.mjs)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mpa-start-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts the dev API and the panel, prints the URL and the demo credentials, and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, [join(REPO, 'tools/start.mjs')], {
      env: { ...process.env, MPA_DEV_API_DATA: dataDir, MPA_DEV_API_PORT: '0', MPA_DEV_AUTH_PORT: '0', MPA_WEB_PORT: '0', MPA_WEB_DIST: WEB_DIST },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    try {
      await expect.poll(() => out, { timeout: 20_000 }).toContain('Press Ctrl+C to stop.');
      expect(out).toContain(`username ${DEMO.username} and password ${DEMO.password}`);
      const web = /Web panel\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      expect(web).toBeTruthy();
      const config = (await (await fetch(`${web}/config.json`)).json()) as { authBaseUrl: string; apiBaseUrl: string };
      expect(out).toContain(config.apiBaseUrl);
      const signIn = await fetch(`${config.authBaseUrl}/v1/asignin/mobile-pwd`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-source': 'A-Web' },
        body: JSON.stringify({ mobile: DEMO.username, password: DEMO.password }),
      });
      expect(signIn.status).toBe(200);
      expect((await fetch(`${web}/dashboard`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(out).toContain('Stopped.');
  });
});
