import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDir } from './helpers';

const BIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

function run(args: string[]): {
  child: ReturnType<typeof spawn>;
  out: () => string;
  err: () => string;
  exit: Promise<number | null>;
} {
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (err += d));
  const exit = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, out: () => out, err: () => err, exit };
}

async function waitFor(pred: () => boolean, ms = 15000): Promise<void> {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('mpa-dev-api binary (dist/main.js; built before tests)', () => {
  it('is built with a shebang', () => {
    expect(existsSync(BIN)).toBe(true);
    expect(readFileSync(BIN, 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node');
  });

  it('prints the ready line, serves, logs without tokens, and stops cleanly on SIGTERM', async () => {
    const p = run(['--api-port', '0', '--auth-port', '0', '--data-dir', tempDir(), '--seed', 'none']);
    await waitFor(() => p.out().includes('\n'));
    const m = /^mpa-dev-api: api (http:\/\/127\.0\.0\.1:\d+) auth (http:\/\/127\.0\.0\.1:\d+)\n$/.exec(
      p.out(),
    );
    expect(m).not.toBeNull();
    const login = await fetch(`${m![2]}/v1/asignin/mobile-pwd`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: '9000000000', password: 'admin12345' }),
    });
    const token = ((await login.json()) as { token: string }).token;
    const r = await fetch(`${m![1]}/Services/v1?page=1`, { headers: { authorization: `Bearer ${token}` } });
    expect(r.status).toBe(200);
    await waitFor(() => p.err().includes('GET /Services/v1 200'));
    expect(p.err()).toMatch(/mpa-dev-api api GET \/Services\/v1 200 \d+ms/);
    expect(p.err()).not.toContain(token);
    p.child.kill('SIGTERM');
    expect(await p.exit).toBe(0);
  });

  it("--drift (repeatable) changes the named calls' answers", async () => {
    const p = run([
      '--api-port',
      '0',
      '--auth-port',
      '0',
      '--data-dir',
      tempDir(),
      '--quiet',
      '--drift',
      'vendors.list:rename:name',
      '--drift',
      'GET /Vendors/v1:drop:email',
    ]);
    await waitFor(() => p.out().includes('\n'));
    const [, api, auth] = /api (\S+) auth (\S+)/.exec(p.out())!;
    const login = await fetch(`${auth}/v1/asignin/mobile-pwd`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: '9000000000', password: 'admin12345' }),
    });
    const token = ((await login.json()) as { token: string }).token;
    const r = await fetch(`${api}/Vendors/v1?pageSize=3`, { headers: { authorization: `Bearer ${token}` } });
    const items = ((await r.json()) as { data: { items: Record<string, unknown>[] } }).data.items;
    expect(items).toHaveLength(3);
    for (const v of items) {
      expect(Object.keys(v)).toContain('name_renamed');
      expect(Object.keys(v)).not.toContain('name');
      expect(Object.keys(v)).not.toContain('email');
    }
    p.child.kill('SIGTERM');
    expect(await p.exit).toBe(0);
  });

  it('exits 1 with one clear line when the port is in use', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const port = (blocker.address() as { port: number }).port;
    try {
      const p = run([
        '--api-port',
        String(port),
        '--auth-port',
        '0',
        '--data-dir',
        tempDir(),
        '--seed',
        'none',
      ]);
      expect(await p.exit).toBe(1);
      expect(p.err()).toBe(`mpa-dev-api: API port ${port} on 127.0.0.1 is already in use\n`);
    } finally {
      blocker.close();
    }
  });

  it('exits 2 with usage for a bad flag value', async () => {
    const p = run(['--fail-rate', '7', '--data-dir', tempDir()]);
    expect(await p.exit).toBe(2);
    expect(p.err()).toContain('--fail-rate must be between 0 and 1');
    const host = run(['--allowed-host', 'admin.dev.test:8080', '--data-dir', tempDir()]);
    expect(await host.exit).toBe(2);
    expect(host.err()).toBe(
      "mpa-dev-api: --allowed-host must be a host name or address without a port, got 'admin.dev.test:8080'\n",
    );
    const drift = run(['--drift', 'vendors.lsit:drop:email', '--data-dir', tempDir()]);
    expect(await drift.exit).toBe(2);
    expect(drift.err()).toContain("mpa-dev-api: --drift: unknown endpoint 'vendors.lsit'");
    const syntax = run(['--drift', 'vendors.list:email', '--data-dir', tempDir()]);
    expect(await syntax.exit).toBe(2);
    expect(syntax.err()).toBe(
      "mpa-dev-api: --drift must be <endpoint>:<rename|drop|retype>:<field>, got 'vendors.list:email'\n",
    );
    const cache = run(['--list-cache-mb', 'lots', '--data-dir', tempDir()]);
    expect(await cache.exit).toBe(2);
    expect(cache.err()).toBe(
      "mpa-dev-api: --list-cache-mb must be a number of MiB (0 or more), got 'lots'\n",
    );
  });
});
