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
    const req = request(url, { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } }, (res) => {
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
    });
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
  it('cuts off a chunked sign-up body (no Content-Length, no token) at the cap with a 413 envelope', async () => {
    const r = await streamBody(`${h.api.authUrl}/v1/asignup-unverified/mobile`, 8 * MAX_BODY_BYTES, { 'content-type': 'application/json' });
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ success: false, code: 413, message: 'Request body is too large (at most 32 MiB)', data: null });
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
    const declared = await new Promise<number>((resolve, reject) => {
      const req = request(`${h.api.authUrl}/v1/asignup-unverified/mobile`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(MAX_BODY_BYTES + 1) },
      });
      req.on('response', (res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write('{'); // and nothing more: the answer must not wait for the body
    });
    expect(declared).toBe(413);
    const ok = await fetch(`${h.api.authUrl}/v1/asignup-unverified/mobile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: '9555500001', name: 'x'.repeat(50) }),
    });
    expect(ok.status).toBe(201);
  });
});
