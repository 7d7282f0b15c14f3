import { createServer } from 'node:net';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevApi } from '../src/index';
import { start, tempDir, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h.close();
});

async function signIn(
  body: unknown,
  contentType = 'application/json',
): Promise<{ status: number; body: any }> {
  const r = await fetch(`${h.api.authUrl}/v1/asignin/mobile-pwd`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: r.status, body: await r.json() };
}

describe('auth host', () => {
  it('signs in with the demo credentials: token at the top level and in data', async () => {
    const r = await signIn({ mobile: '9000000000', password: 'admin12345' });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.message).toBe('Login successful!');
    expect(typeof r.body.token).toBe('string');
    expect(r.body.token.length).toBeGreaterThan(30);
    expect(r.body.data).toEqual({ token: r.body.token });
  });

  it('answers 401 with the envelope for a wrong password or unknown mobile', async () => {
    for (const body of [
      { mobile: '9000000000', password: 'wrong-password' },
      { mobile: '9111111111', password: 'admin12345' },
    ]) {
      const r = await signIn(body);
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({
        success: false,
        code: 401,
        message: 'Invalid mobile number or password',
      });
      expect(r.body.token).toBeUndefined();
    }
  });

  it('answers 400 for malformed JSON, missing fields and wrong types', async () => {
    expect((await signIn('{"mobile": "90', 'application/json')).body).toMatchObject({
      success: false,
      code: 400,
      message: 'Malformed JSON body',
    });
    expect((await signIn({ mobile: '9000000000' })).status).toBe(400);
    expect((await signIn({})).body.message).toBe('mobile and password are required');
    const wrong = await signIn({ mobile: { a: 1 }, password: ['x'] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.success).toBe(false);
  });

  it('serves only auth paths: an API path on the auth host is 404, and vice versa', async () => {
    const a = await fetch(`${h.api.authUrl}/Services/v1`, {
      headers: { authorization: `Bearer ${h.token}` },
    });
    expect(a.status).toBe(404);
    expect((await a.json()).success).toBe(false);
    const b = await fetch(`${h.api.apiUrl}/v1/asignin/mobile-pwd`, { method: 'POST', body: '{}' });
    expect(b.status).toBe(404);
  });

  it('logout revokes the token', async () => {
    const token = (await signIn({ mobile: '9000000000', password: 'admin12345' })).body.token;
    expect((await h.call('GET', '/Services/v1', undefined, { token })).status).toBe(200);
    const out = await fetch(`${h.api.authUrl}/v1/alogout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.status).toBe(200);
    expect((await out.json()).message).toBe('Logged out successfully');
    expect((await h.call('GET', '/Services/v1', undefined, { token })).status).toBe(401);
  });
});

describe('API host basics', () => {
  it('requires a valid bearer token', async () => {
    const none = await h.call('GET', '/Services/v1', undefined, { token: null });
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ success: false, code: 401 });
    expect((await h.call('GET', '/Services/v1', undefined, { token: 'not-a-token' })).status).toBe(401);
    expect((await h.call('GET', '/Services/v1')).status).toBe(200);
  });

  it('answers health on both hosts without a token', async () => {
    for (const base of [h.api.apiUrl, h.api.authUrl]) {
      const r = await fetch(`${base}/health`);
      expect(r.status).toBe(200);
      expect((await r.json()).data.status).toBe('ok');
    }
  });

  it('unknown paths are 404 with an envelope; paths match case-insensitively', async () => {
    const r = await h.call('GET', '/Nope/v1');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ success: false, code: 404 });
    expect((await h.call('GET', '/SERVICES/V1')).status).toBe(200);
    expect((await h.call('GET', '/services/v1/')).status).toBe(200);
  });

  it("routes in any letter case to the most literal route, keeps parameter spellings, and answers 405 for a known path's other methods", async () => {
    // '/Shops/v1/{id}' also matches this path: the literal route answers
    const categories = await h.call('GET', '/SHOPS/v1/All-Categories/');
    expect(categories.status).toBe(200);
    expect(Array.isArray(categories.body.data.items)).toBe(true);
    // the category name reaches the handler as sent, although the path is matched in lower case
    const missing = await h.call('DELETE', '/shops/V1/CATEGORY/No%20Such%20Category');
    expect([missing.status, missing.body.message]).toEqual([404, "Category 'No Such Category' not found"]);
    const wrong = await h.call('DELETE', '/services/V1');
    expect(wrong.status).toBe(405);
    expect(wrong.body).toEqual({
      success: false,
      code: 405,
      message: 'Method DELETE is not allowed on /services/V1',
      data: null,
    });
    // a known path with another method is 405 before any token is asked for
    expect((await h.call('PUT', '/Vendors/v1', {}, { token: null })).status).toBe(405);
    expect((await h.call('GET', '/Vendors/v1', undefined, { token: null })).status).toBe(401);
    const head = await fetch(`${h.api.apiUrl}/Vendors/v1?pageSize=1`, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${h.token}` },
    });
    expect([head.status, await head.text()]).toEqual([200, '']);
  });

  it('puts the CORS headers on errors too, so the panel can read their messages', async () => {
    const origin = { origin: 'http://localhost:5173' };
    for (const [method, path, token, status] of [
      ['GET', '/Vendors/v1', null, 401],
      ['GET', '/Nope/v1', undefined, 404],
      ['GET', '/Vendors/v1?bogus=1', undefined, 400],
      ['DELETE', '/Services/v1', undefined, 405],
    ] as const) {
      const r = await h.call(method, path, undefined, { token, headers: origin });
      expect(r.status, path).toBe(status);
      expect(r.headers.get('access-control-allow-origin'), path).toBe('http://localhost:5173');
    }
    h.api.setFaults({ failRate: 1 });
    try {
      const injected = await h.call('GET', '/Vendors/v1', undefined, { headers: origin });
      expect(injected.status).toBe(500);
      expect(injected.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    } finally {
      h.api.setFaults({ failRate: 0 });
    }
  });

  it('answers CORS preflight for loopback origins with the needed headers', async () => {
    const r = await fetch(`${h.api.apiUrl}/Services/v1`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,x-source',
      },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(r.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(r.headers.get('access-control-allow-headers')).toContain('x-source');
    const login = await fetch(`${h.api.authUrl}/v1/asignin/mobile-pwd`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(login.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const get = await h.call('GET', '/Services/v1', undefined, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(get.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const foreign = await fetch(`${h.api.apiUrl}/Services/v1`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('revokeAllTokens makes the next call 401', async () => {
    const h2 = await start({ seed: 'none' });
    try {
      expect((await h2.call('GET', '/Services/v1')).status).toBe(200);
      await h2.api.revokeAllTokens();
      expect((await h2.call('GET', '/Services/v1')).status).toBe(401);
    } finally {
      await h2.close();
    }
  });

  it('tokens expire after the configured TTL', async () => {
    const h2 = await start({ seed: 'none', tokenTtlSeconds: 1 });
    try {
      expect((await h2.call('GET', '/Services/v1')).status).toBe(200);
      await new Promise((r) => setTimeout(r, 1100));
      expect((await h2.call('GET', '/Services/v1')).status).toBe(401);
    } finally {
      await h2.close();
    }
  });
});

describe('fault injection', () => {
  it('fail-rate 1 answers 500 with an envelope; health is not disturbed; setFaults turns it off', async () => {
    h.api.setFaults({ failRate: 1 });
    try {
      const r = await h.call('GET', '/Services/v1');
      expect(r.status).toBe(500);
      expect(r.body).toMatchObject({ success: false, code: 500 });
      expect((await fetch(`${h.api.apiUrl}/health`)).status).toBe(200);
    } finally {
      h.api.setFaults({ failRate: 0 });
    }
    expect((await h.call('GET', '/Services/v1')).status).toBe(200);
  });

  it('chaos produces empty bodies, invalid JSON, 401s and 500s', async () => {
    h.api.setFaults({ failRate: 1, chaos: true });
    const seen = new Set<string>();
    try {
      for (let i = 0; i < 80 && seen.size < 4; i++) {
        const r = await fetch(`${h.api.apiUrl}/Services/v1`, {
          headers: { authorization: `Bearer ${h.token}` },
        });
        const text = await r.text();
        if (r.status === 500) seen.add('500');
        else if (r.status === 401) seen.add('401');
        else if (text === '') seen.add('empty');
        else {
          try {
            JSON.parse(text);
          } catch {
            seen.add('invalid');
          }
        }
      }
    } finally {
      h.api.setFaults({ failRate: 0, chaos: false });
    }
    expect([...seen].sort()).toEqual(['401', '500', 'empty', 'invalid']);
  });

  it('latency delays each API request', async () => {
    h.api.setFaults({ latencyMs: [120, 150] });
    try {
      const t = performance.now();
      await h.call('GET', '/Services/v1');
      expect(performance.now() - t).toBeGreaterThanOrEqual(110);
    } finally {
      h.api.setFaults({ latencyMs: null });
    }
  });
});

describe('start-up', () => {
  it('fails clearly when a port is in use', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const port = (blocker.address() as { port: number }).port;
    try {
      await expect(
        startDevApi({ dataDir: tempDir(), apiPort: port, authPort: 0, seed: 'none' }),
      ).rejects.toThrow(`API port ${port} on 127.0.0.1 is already in use`);
    } finally {
      blocker.close();
    }
  });

  it('fails clearly when the data directory cannot be created', async () => {
    const file = join(tempDir(), 'file');
    writeFileSync(file, 'x');
    await expect(
      startDevApi({ dataDir: join(file, 'sub'), apiPort: 0, authPort: 0, seed: 'none' }),
    ).rejects.toThrow('is not writable');
  });
});
