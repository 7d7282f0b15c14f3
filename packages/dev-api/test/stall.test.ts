import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { start, tempDir, type Harness } from './helpers';

// Stall fault mode: requests to the named paths are left unanswered (a server that hangs), so a client's
// timeout and the requests it sends meanwhile can be tested; other paths answer as usual.

const BIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** fetch that gives up after `ms`: 'no answer' when nothing came back in time, else the status. */
async function statusWithin(
  url: string,
  token: string,
  ms: number,
  init: RequestInit = {},
): Promise<number | 'no answer'> {
  try {
    const r = await fetch(url, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      signal: AbortSignal.timeout(ms),
    });
    await r.arrayBuffer();
    return r.status;
  } catch (e) {
    if ((e as Error).name === 'TimeoutError') return 'no answer';
    throw e;
  }
}

describe('stall fault mode', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await start();
    await h.login();
  });
  afterEach(() => h.api.setFaults({ stall: [] }));
  afterAll(async () => {
    await h.close();
  });

  it('leaves requests under a stalled path (any letter case) unanswered and answers every other path', async () => {
    h.api.setFaults({ stall: ['/Vendors/v1'] });
    // well past what a free path needs on a busy machine
    expect(await statusWithin(`${h.api.apiUrl}/vendors/V1?pageSize=3`, h.token, 1500)).toBe('no answer');
    expect(
      await statusWithin(`${h.api.apiUrl}/Vendors/v1/toggle-active/1`, h.token, 1500, { method: 'PUT' }),
    ).toBe('no answer');
    expect(await statusWithin(`${h.api.apiUrl}/Shops/v1?pageSize=3`, h.token, 15000)).toBe(200);
    expect((await fetch(`${h.api.apiUrl}/health`)).status).toBe(200);
  });

  it('a request whose client gave up is dropped: a stalled write is never applied', async () => {
    const before = (await h.data('/vendors/v1/1')).isActive;
    h.api.setFaults({ stall: ['/vendors/v1/toggle-active'] });
    expect(
      await statusWithin(`${h.api.apiUrl}/vendors/v1/toggle-active/1`, h.token, 500, { method: 'PUT' }),
    ).toBe('no answer');
    h.api.setFaults({ stall: [] });
    expect((await h.data('/vendors/v1/1')).isActive).toBe(before);
  });

  it('answers the requests it held once the stall ends', async () => {
    h.api.setFaults({ stall: ['/Shops/v1'] });
    let settled = false;
    const held = fetch(`${h.api.apiUrl}/Shops/v1?pageSize=2`, {
      headers: { authorization: `Bearer ${h.token}` },
    }).finally(() => (settled = true));
    // the server has the request (another one, to a free path, was answered after it), and still holds it
    expect((await h.call('GET', '/Services/v1?pageSize=1')).status).toBe(200);
    expect(settled).toBe(false);
    h.api.setFaults({ stall: [] });
    const r = await held;
    expect(r.status).toBe(200);
    expect(((await r.json()) as { data: { items: unknown[] } }).data.items).toHaveLength(2);
  });

  it('refuses a path that does not start with /, keeping the stall it had', () => {
    h.api.setFaults({ stall: ['/Shops/v1'] });
    expect(() => h.api.setFaults({ stall: ['Vendors/v1'] })).toThrow(
      "stall paths must start with '/', got 'Vendors/v1'",
    );
    h.api.setFaults({ stall: [] });
  });
});

describe('mpa-dev-api --stall', () => {
  it('stalls each path given (repeatable), answers the others, and refuses a path without a leading /', async () => {
    const child = spawn(
      process.execPath,
      [
        BIN,
        '--api-port',
        '0',
        '--auth-port',
        '0',
        '--data-dir',
        tempDir(),
        '--quiet',
        '--stall',
        '/vendors/v1',
        '--stall',
        '/SHOPS/v1',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      const ready = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (d) => (out += d) && out.includes('\n') && resolve(out));
        child.on('exit', (code) => reject(new Error(`exited ${code}`)));
      });
      const [, api, auth] = /api (\S+) auth (\S+)/.exec(ready)!;
      const login = await fetch(`${auth}/v1/asignin/mobile-pwd`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile: '9000000000', password: 'admin12345' }),
      });
      const { token } = (await login.json()) as { token: string };
      expect(await statusWithin(`${api}/Vendors/v1?pageSize=1`, token, 1500)).toBe('no answer');
      expect(await statusWithin(`${api}/Shops/v1?pageSize=1`, token, 1500)).toBe('no answer');
      expect(await statusWithin(`${api}/Services/v1?pageSize=1`, token, 15000)).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    const bad = spawn(process.execPath, [BIN, '--stall', 'Vendors/v1', '--data-dir', tempDir()], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    bad.stderr.on('data', (d) => (err += d));
    expect(await new Promise((r) => bad.on('exit', r))).toBe(2);
    expect(err).toBe("mpa-dev-api: --stall must be a path starting with '/', got 'Vendors/v1'\n");
  });
});
