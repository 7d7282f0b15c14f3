// tools/static-server.mjs and tools/start.mjs (what `npm start` runs after the builds).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
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
