import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../src/http/pipeline';
import { start, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start({ seed: 'none' });
});
afterAll(async () => {
  await h.close();
});

interface Streamed {
  status: number;
  body: any;
  /** Bytes the client got to write before the server answered or closed the connection. */
  sent: number;
}

/**
 * POSTs a chunked body (no Content-Length) of up to `limit` bytes, writing as fast as the server
 * reads, and stops at the server's answer (or when the server closes the connection).
 */
function streamBody(url: string, limit: number, headers: Record<string, string>): Promise<Streamed> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    let status = 0;
    let text = '';
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    const req = request(
      url,
      { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } },
      (res) => {
        answered = true;
        status = res.statusCode ?? 0;
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => {
          req.destroy();
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {}
          resolve({ status, body, sent });
        });
      },
    );
    req.on('error', (e) => {
      // the server may close the connection right after its answer, while we are still writing
      if (!answered) reject(e);
    });
    const pump = (): void => {
      while (!answered && sent < limit) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe('request body size cap', () => {
  it('cuts off a chunked JSON body (no Content-Length) on the API host at the cap with a 413 envelope', async () => {
    const r = await streamBody(`${h.api.apiUrl}/Users/v1`, 8 * MAX_BODY_BYTES, {
      authorization: `Bearer ${h.token}`,
      'content-type': 'application/json',
    });
    expect(r.status).toBe(413);
    expect(r.body).toEqual({
      success: false,
      code: 413,
      message: 'Request body is too large (at most 32 MiB)',
      data: null,
    });
    // the server stopped reading near the cap instead of taking the whole body
    expect(r.sent).toBeLessThan(2 * MAX_BODY_BYTES);
  });

  it('cuts off a chunked multipart upload on the API host the same way, and creates nothing', async () => {
    const before = (await h.data('/Shops/v1?pageSize=1')).totalCount;
    const r = await streamBody(`${h.api.apiUrl}/Shops/v1`, 8 * MAX_BODY_BYTES, {
      authorization: `Bearer ${h.token}`,
      'content-type': 'multipart/form-data; boundary=xyz',
    });
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ success: false, code: 413 });
    expect(r.sent).toBeLessThan(2 * MAX_BODY_BYTES);
    expect((await h.data('/Shops/v1?pageSize=1')).totalCount).toBe(before);
  });

  it('refuses a declared Content-Length over the cap before reading it, and takes bodies under the cap', async () => {
    expect(
      await declaredOnly(`${h.api.apiUrl}/Users/v1`, MAX_BODY_BYTES + 1, {
        authorization: `Bearer ${h.token}`,
      }),
    ).toMatchObject({ status: 413 });
    const ok = await fetch(`${h.api.authUrl}/v1/asignup-unverified/mobile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: '9555500001', name: 'x'.repeat(50) }),
    });
    expect(ok.status).toBe(201);
  });
});

describe('the auth host takes small bodies only (no one posts megabytes before signing in)', () => {
  const AUTH_CAP = 16 * 1024;
  const TOO_LARGE = {
    success: false,
    code: 413,
    message: 'Request body is too large (at most 16 KiB)',
    data: null,
  };

  it('answers a sign-in body past 16 KiB with 413 as soon as the cap is passed, without waiting for the rest', async () => {
    // one chunk just past the cap, and the body never ends: the answer cannot wait for more
    const r = await openBody(`${h.api.authUrl}/v1/asignin/mobile-pwd`, AUTH_CAP + 1);
    expect(r).toEqual({ status: 413, body: TOO_LARGE });
  }, 15_000);

  it('refuses a declared Content-Length past 16 KiB on sign-in and sign-up before reading it', async () => {
    for (const path of ['/v1/asignin/mobile-pwd', '/v1/asignup-unverified/mobile']) {
      expect(await declaredOnly(`${h.api.authUrl}${path}`, AUTH_CAP + 1), path).toEqual({
        status: 413,
        body: TOO_LARGE,
      });
    }
  }, 15_000);

  it('still signs in with an ordinary body, and one just under the cap is read', async () => {
    const signIn = (body: unknown) =>
      fetch(`${h.api.authUrl}/v1/asignin/mobile-pwd`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await signIn({ mobile: '9000000000', password: 'admin12345' })).status).toBe(200);
    const padded = { mobile: '9000000000', password: 'admin12345', note: '' };
    padded.note = 'x'.repeat(AUTH_CAP - JSON.stringify(padded).length);
    expect(JSON.stringify(padded).length).toBe(AUTH_CAP);
    expect((await signIn(padded)).status).toBe(200);
  });
});

/** POSTs a chunked JSON body of `size` bytes that never ends, and resolves with the server's answer. */
function openBody(url: string, size: number): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
        });
      },
    );
    req.on('error', reject);
    req.write(Buffer.alloc(size, 0x61));
  });
}

/** Declares a body of `length` bytes, sends one byte of it, and resolves with the server's answer. */
function declaredOnly(
  url: string,
  length: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(length) },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
      });
    });
    req.on('error', reject);
    req.write('{'); // and nothing more: the answer must not wait for the body
  });
}

describe('JSON routes take only JSON', () => {
  const signUp = (body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${h.api.authUrl}/v1/asignup-unverified/mobile`, { method: 'POST', headers, body }).then(
      async (r) => ({ status: r.status, body: await r.json() }),
    );
  const userExists = async (mobile: string) =>
    (await h.call('GET', `/Users/v1/mobile/${mobile}`)).status === 200;

  it('answers 415 to a sign-up sent as a form or as text (what a web page can post without a preflight) and signs no one up', async () => {
    const cases: [string, BodyInit, Record<string, string>][] = [
      ['url-encoded form', new URLSearchParams({ mobile: '9555500101', name: 'Form' }), {}],
      [
        'text/plain JSON',
        JSON.stringify({ mobile: '9555500102' }),
        { 'content-type': 'text/plain;charset=UTF-8' },
      ],
      [
        'multipart form',
        (() => {
          const fd = new FormData();
          fd.append('mobile', '9555500103');
          return fd;
        })(),
        {},
      ],
      ['JSON without a content type', new Blob([JSON.stringify({ mobile: '9555500104' })]), {}],
    ];
    for (const [what, body, headers] of cases) {
      const r = await signUp(body, headers);
      expect(r.status, what).toBe(415);
      expect(r.body, what).toMatchObject({ success: false, code: 415, data: null });
      expect(r.body.message, what).toMatch(/application\/json/);
    }
    for (const mobile of ['9555500101', '9555500102', '9555500103', '9555500104'])
      expect(await userExists(mobile), mobile).toBe(false);
    const json = await signUp(JSON.stringify({ mobile: '9555500105' }), {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(json.status).toBe(201);
  });

  it('answers 415 to form data on an API-host JSON route, and creates nothing', async () => {
    const fd = new FormData();
    fd.append('name', 'Form User');
    fd.append('mobileno', '9555500201');
    const r = await h.form('POST', '/Users/v1', fd);
    expect(r.status).toBe(415);
    expect(r.body).toMatchObject({ success: false, code: 415 });
    expect(await userExists('9555500201')).toBe(false);
  });

  it('multipart routes (spec §7 form data) still take multipart', async () => {
    const fd = new FormData();
    fd.append('name', 'Window Cleaning');
    fd.append('description', 'Glass and frames');
    const r = await h.form('POST', '/Services/v1', fd);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data.name).toBe('Window Cleaning');
  });
});
