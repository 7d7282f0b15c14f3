// tools/static-server.mjs and tools/start.mjs (what `npm start` runs after the builds).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
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
