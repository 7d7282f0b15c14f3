// Text a server sends is printed by mpa, never run by the terminal: against a server whose every message
// carries escape sequences (a window-title change, a colour), neither stdout nor stderr gets one raw.
// The server is a real HTTP server on a free port; the dev API never sends such messages.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInProcess, type Run } from './helpers';

const TITLE = '\x1b]0;owned\x07';
const RED = '\x1b[31m';
const EVIL = `Denied${TITLE}${RED} by policy\x9b2K`;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const RAW_CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;
const PASSWORD = 'right-password';

let server: Server;
let url: string;
let configDir: string;

beforeAll(async () => {
  configDir = mkdtempSync(join(tmpdir(), 'mpa-server-text-'));
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      const send = (status: number, json: unknown): void => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      };
      if (req.url === '/v1/asignin/mobile-pwd') {
        const ok = (JSON.parse(body) as { password?: string }).password === PASSWORD;
        return ok
          ? send(200, { success: true, message: EVIL, token: 'tok-123' })
          : send(401, { success: false, message: EVIL });
      }
      // a list whose item has a field named with it (a check's notes and reasons quote field names)
      if (req.method === 'GET' && req.url?.startsWith('/Vendors/v1?'))
        return send(200, { success: true, message: EVIL, data: { items: [{ [EVIL]: 1 }], totalCount: 1 } });
      send(503, { success: false, message: EVIL, data: null });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(configDir, { recursive: true, force: true });
});

const mpa = (args: string[], o: { input?: string; tty?: boolean; token?: string } = {}): Promise<Run> =>
  runInProcess(
    args,
    {
      MPA_API_URL: url,
      MPA_AUTH_URL: url,
      MPA_CONFIG_DIR: configDir,
      MPA_TIMEOUT_MS: '5000',
      ...(o.token ? { MPA_TOKEN: o.token } : {}),
    },
    { input: o.input, tty: o.tty },
  );

/** Neither stream has a raw control character; the message is there, shown. */
function expectShownNotRun(r: Run): void {
  expect(r.stdout).not.toMatch(RAW_CONTROL);
  expect(r.stderr).not.toMatch(RAW_CONTROL);
  expect(r.stdout + r.stderr).toContain('Denied␛]0;owned␇␛[31m by policy');
}

describe('a server message with escape sequences', () => {
  it('mpa doctor --mobile, the sign-in refused with it: shown on stderr, not run', async () => {
    const r = await mpa(['doctor', '--mobile', '9000000000', '--password-stdin'], {
      input: 'wrong\n',
      tty: true,
    });
    expect(r.code).toBe(3);
    expectShownNotRun(r);
  });

  it('mpa doctor --format json: the report quotes it escaped, the same text once parsed', async () => {
    const r = await mpa(['doctor', '--mobile', '9000000000', '--password-stdin', '--format', 'json'], {
      input: 'wrong\n',
      tty: true,
    });
    expect(r.code).toBe(3);
    expect(r.stdout).not.toMatch(RAW_CONTROL);
    expect(r.stderr).not.toMatch(RAW_CONTROL);
    expect((JSON.parse(r.stdout) as { auth: { reason: string } }).auth.reason).toBe(EVIL);
  });

  it('mpa doctor, every call answered with it: the table and the notes show it, not run', async () => {
    const r = await mpa(['doctor'], { token: 'tok-123', tty: true });
    expect(r.code).toBe(1);
    expectShownNotRun(r);
  });

  it('a command whose call fails with it (mpa services list): the error shows it, not run', async () => {
    const r = await mpa(['services', 'list'], { token: 'tok-123', tty: true });
    expect(r.code).not.toBe(0);
    expectShownNotRun(r);
  });

  it('mpa login then mpa logout, the sign-out refused with it: nothing raw on either stream', async () => {
    const login = await mpa(['login', '--mobile', '9000000000', '--password-stdin'], {
      input: `${PASSWORD}\n`,
      tty: true,
    });
    expect(login.code).toBe(0);
    expect(login.stdout + login.stderr).not.toMatch(RAW_CONTROL);
    const logout = await mpa(['logout'], { tty: true });
    expect(logout.code).toBe(1);
    expect(logout.stdout).not.toMatch(RAW_CONTROL);
    expect(logout.stderr).not.toMatch(RAW_CONTROL);
    expect(logout.stderr).toMatch(/the token stays valid until it expires/);
  });
});
