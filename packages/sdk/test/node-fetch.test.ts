import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeFetch } from '../src/node';

let server: Server;
let base: string;
const seen: { method: string; url: string; headers: Record<string, unknown>; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (req.url === '/slow') return void setTimeout(() => res.end('late'), 2000);
      if (req.url === '/cut') {
        res.writeHead(200, { 'content-length': '100' });
        res.write('partial');
        return void setTimeout(() => res.destroy(), 20);
      }
      res.writeHead(req.url === '/missing' ? 404 : 200, {
        'content-type': 'application/json',
        'x-two': ['a', 'b'],
      });
      res.end(JSON.stringify({ echo: body, ü: 'ünïcødé' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("nodeFetch (the node entry's transport, which mpa uses)", () => {
  it('sends method, headers and a JSON body; resolves any status with text()', async () => {
    const body = JSON.stringify({ note: 'paid ✓' });
    const res = await nodeFetch(`${base}/echo?a=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
      body,
    });
    expect(res.status).toBe(200);
    expect(res.ok).toBe(true);
    expect(JSON.parse(await res.text())).toEqual({ echo: body, ü: 'ünïcødé' });
    const last = seen[seen.length - 1];
    expect(last).toMatchObject({ method: 'POST', url: '/echo?a=1', body });
    expect(last.headers).toMatchObject({
      authorization: 'Bearer t',
      'content-length': String(Buffer.byteLength(body)),
    });
    expect(res.headers.get('x-two')).toBe('a, b');
    const missing = await nodeFetch(`${base}/missing`, { method: 'GET' });
    expect([missing.status, missing.ok]).toEqual([404, false]);
    expect(await missing.json()).toMatchObject({ echo: '' });
  });

  it('aborts with the signal (the SDK timeout) and rejects on network errors and cut bodies', async () => {
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 50);
    const t0 = Date.now();
    await expect(nodeFetch(`${base}/slow`, { signal: ac.signal })).rejects.toThrow();
    expect(Date.now() - t0).toBeLessThan(1500);
    await expect(nodeFetch('http://127.0.0.1:9/', {})).rejects.toThrow();
    await expect(nodeFetch(`${base}/cut`, {})).rejects.toThrow();
  });

  it("one signal shared by several requests (the SDK's deadline windows) aborts each still running, not one already answered", async () => {
    const ac = new AbortController();
    const done = await nodeFetch(`${base}/echo`, { signal: ac.signal });
    const slowSeen = (): number => seen.filter((r) => r.url === '/slow').length;
    const earlier = slowSeen();
    const slow = [1, 2, 3].map(() => nodeFetch(`${base}/slow`, { signal: ac.signal }));
    await expect.poll(slowSeen, { timeout: 5000 }).toBe(earlier + 3);
    const t0 = Date.now();
    ac.abort();
    for (const r of await Promise.allSettled(slow))
      expect(r).toMatchObject({ status: 'rejected', reason: { name: 'AbortError' } });
    expect(Date.now() - t0).toBeLessThan(1500);
    expect(await done.text()).toContain('echo');
  });

  it('multipart bodies go through the global fetch', async () => {
    const fd = new FormData();
    fd.append('name', 'x');
    const res = await nodeFetch(`${base}/upload`, { method: 'POST', body: fd });
    expect(res.status).toBe(200);
    expect(seen[seen.length - 1].headers['content-type']).toMatch(/^multipart\/form-data/);
  });
});
