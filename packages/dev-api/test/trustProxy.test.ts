import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevApiStartError } from '../src/server';
import { start, tempDir, type Harness } from './helpers';

// Behind a proxy (the panel's server of `npm start`, nginx) every sign-in comes from the proxy's address: five
// wrong passwords from anyone would lock everyone out. The client is then the one X-Forwarded-For names, but
// only when the proxy is trusted by name: otherwise anyone could write any address there.

const ADMIN = { mobile: '9000000000', password: 'admin12345' };

/** A sign-in from the local address `from` (Linux answers all of 127.0.0.0/8), with an X-Forwarded-For or not. */
function signIn(
  h: Harness,
  o: { from: string; forwardedFor?: string; password: string; mobile?: string },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${h.api.authUrl}/v1/asignin/mobile-pwd`,
      {
        method: 'POST',
        localAddress: o.from,
        headers: {
          'content-type': 'application/json',
          ...(o.forwardedFor === undefined ? {} : { 'x-forwarded-for': o.forwardedFor }),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ mobile: o.mobile ?? ADMIN.mobile, password: o.password }));
  });
}

describe('the sign-in throttle behind a trusted proxy (trustProxy: 127.0.0.1)', () => {
  let h: Harness;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  beforeAll(async () => {
    h = await start({ seed: 'none', trustProxy: ['127.0.0.1'], signInThrottle: { now: () => clock } });
  });
  afterAll(async () => {
    await h.close();
  });

  it("one client's wrong passwords through the proxy lock that client out, not the administrator behind the same proxy", async () => {
    const guesser = { from: '127.0.0.1', forwardedFor: '203.0.113.7' };
    for (let i = 0; i < 5; i++) expect(await signIn(h, { ...guesser, password: `wrong-${i}` })).toBe(401);
    expect(await signIn(h, { ...guesser, password: ADMIN.password })).toBe(429);
    // what a client writes in X-Forwarded-For itself comes first; the proxy appends the address it saw
    expect(
      await signIn(h, { from: '127.0.0.1', forwardedFor: '198.51.100.2, 203.0.113.7', password: 'x' }),
    ).toBe(429);
    expect(
      await signIn(h, { from: '127.0.0.1', forwardedFor: '198.51.100.2', password: ADMIN.password }),
    ).toBe(200);
  });

  it('a peer that is not the trusted proxy is counted by its own address, whatever X-Forwarded-For it sends', async () => {
    clock += 15 * 60_000;
    for (let i = 0; i < 5; i++)
      expect(
        await signIn(h, { from: '127.0.0.2', forwardedFor: `192.0.2.${i}`, password: `wrong-${i}` }),
      ).toBe(401);
    expect(await signIn(h, { from: '127.0.0.2', forwardedFor: '192.0.2.99', password: ADMIN.password })).toBe(
      429,
    );
    // and the proxy's own clients are not held up by it
    expect(await signIn(h, { from: '127.0.0.1', forwardedFor: '192.0.2.99', password: ADMIN.password })).toBe(
      200,
    );
  });
});

describe('the sign-in throttle with no trusted proxy (the default)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await start({ seed: 'none' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('ignores X-Forwarded-For: a guesser cannot escape the lock by writing another address there', async () => {
    for (let i = 0; i < 5; i++)
      expect(
        await signIn(h, { from: '127.0.0.4', forwardedFor: `192.0.2.${i}`, password: `wrong-${i}` }),
      ).toBe(401);
    expect(await signIn(h, { from: '127.0.0.4', forwardedFor: '192.0.2.50', password: ADMIN.password })).toBe(
      429,
    );
    expect(await signIn(h, { from: '127.0.0.1', password: ADMIN.password })).toBe(200);
  });

  it('refuses a trusted proxy that is not an IP address, at start-up and as a flag', async () => {
    await expect(start({ seed: 'none', trustProxy: ['proxy.local'] })).rejects.toThrow(
      new DevApiStartError("trusted proxy 'proxy.local' must be an IP address (e.g. 127.0.0.1)"),
    );
    const bin = fileURLToPath(new URL('../dist/main.js', import.meta.url));
    const child = spawn(process.execPath, [bin, '--data-dir', tempDir(), '--trust-proxy', 'proxy.local'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    expect(await new Promise((r) => child.on('exit', r))).toBe(2);
    expect(err).toContain("--trust-proxy must be an IP address, got 'proxy.local'");
  });
});
