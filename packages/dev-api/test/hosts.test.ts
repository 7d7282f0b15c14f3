import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start, type Harness } from './helpers';

// The DNS-rebinding guard: a page on a name its owner re-points at 127.0.0.1 reaches the dev API with
// that name in the Host header (fetch cannot set it, so these requests go through node:http).

interface Answer {
  status: number;
  body: any;
}

function send(
  url: string,
  host: string,
  o: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: o.method ?? 'GET', headers: { ...o.headers, host } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
    });
    req.on('error', reject);
    req.end(o.body);
  });
}

const port = (url: string): string => new URL(url).port;
const signIn = {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ mobile: '9000000000', password: 'admin12345' }),
};

describe('Host allow-list (default: loopback names only)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await start({ seed: 'none' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('answers a Host that is not a loopback name with 403 and a message, on both hosts, and reads or issues nothing', async () => {
    const evil = `rebind.attacker.example:${port(h.api.apiUrl)}`;
    const list = await send(`${h.api.apiUrl}/Vendors/v1`, evil, {
      headers: { authorization: `Bearer ${h.token}` },
    });
    expect(list).toEqual({
      status: 403,
      body: {
        success: false,
        code: 403,
        message: `Host '${evil}' is not allowed: this dev API answers 127.0.0.1, localhost, [::1] (add names with --allowed-host)`,
        data: null,
      },
    });
    expect((await send(`${h.api.apiUrl}/health`, evil)).status).toBe(403);
    expect(
      (
        await send(`${h.api.apiUrl}/Vendors/v1`, evil, {
          method: 'OPTIONS',
          headers: { origin: 'http://rebind.attacker.example' },
        })
      ).status,
    ).toBe(403);
    const token = await send(
      `${h.api.authUrl}/v1/asignin/mobile-pwd`,
      `rebind.attacker.example:${port(h.api.authUrl)}`,
      signIn,
    );
    expect(token.status).toBe(403);
    expect(token.body.token).toBeUndefined();
    // a look-alike of a loopback name is not one
    expect(
      (await send(`${h.api.apiUrl}/health`, `localhost.attacker.example:${port(h.api.apiUrl)}`)).status,
    ).toBe(403);
    expect((await send(`${h.api.apiUrl}/health`, `127.0.0.1.attacker.example`)).status).toBe(403);
  });

  it('answers the loopback names, with or without the port, in any letter case', async () => {
    for (const host of ['127.0.0.1', 'localhost', '[::1]', 'LocalHost'].flatMap((n) => [
      n,
      `${n}:${port(h.api.apiUrl)}`,
    ])) {
      const r = await send(`${h.api.apiUrl}/Vendors/v1?pageSize=1`, host, {
        headers: { authorization: `Bearer ${h.token}` },
      });
      expect(r.status, host).toBe(200);
    }
    expect(
      (await send(`${h.api.authUrl}/v1/asignin/mobile-pwd`, `localhost:${port(h.api.authUrl)}`, signIn))
        .status,
    ).toBe(200);
  });
});

describe('Host allow-list with configured names', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await start({ seed: 'none', allowedHosts: ['admin.dev.test', '::2'] });
  });
  afterAll(async () => {
    await h.close();
  });

  it('answers the configured names besides loopback, and still refuses others', async () => {
    expect((await send(`${h.api.apiUrl}/health`, `ADMIN.dev.test:${port(h.api.apiUrl)}`)).status).toBe(200);
    expect((await send(`${h.api.apiUrl}/health`, '[::2]:80')).status).toBe(200);
    expect((await send(`${h.api.apiUrl}/health`, 'localhost')).status).toBe(200);
    const other = await send(`${h.api.apiUrl}/health`, 'dev.test');
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(
      `Host 'dev.test' is not allowed: this dev API answers 127.0.0.1, localhost, [::1], admin.dev.test, [::2] (add names with --allowed-host)`,
    );
  });

  it("'*' answers any name, and a name with a port is refused at start-up", async () => {
    await h.restart({ allowedHosts: '*' });
    expect((await send(`${h.api.apiUrl}/health`, 'anything.example')).status).toBe(200);
    await h.api.close();
    await expect(h.restart({ allowedHosts: ['admin.dev.test:8080'] })).rejects.toThrow(
      "allowed host 'admin.dev.test:8080' must be a host name or address without a port",
    );
    await h.restart({ allowedHosts: [] });
  });
});
