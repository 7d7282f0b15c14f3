// A stalled server does not make a bulk run pile up connections (issue 23): every write times out and its
// connection is closed, so a run at concurrency 4 holds at most its 4 writes and one look-up at a time.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createClient, memorySessionStore } from '@marketplace-admin/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startStack, type Stack } from './helpers';

/** In front of the API host: reads go through, writes are held and never answered. Counts open connections. */
async function stallingProxy(
  target: string,
): Promise<{ url: string; maxOpen: () => number; held: () => number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let maxOpen = 0;
  let held = 0;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET') {
      held++;
      req.resume();
      return; // never answered
    }
    const up = request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    maxOpen = Math.max(maxOpen, sockets.size);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    maxOpen: () => maxOpen,
    held: () => held,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

let s: Stack;
let token: string;
let ids: string[];
beforeAll(async () => {
  s = await startStack();
  const sdk = createClient({
    authBaseUrl: s.api.authUrl,
    apiBaseUrl: s.api.apiUrl,
    session: memorySessionStore(),
  });
  await sdk.auth.login({ mobile: ADMIN.mobile, password: ADMIN.password });
  token = sdk.session.token() ?? '';
  expect(token).not.toBe('');
  ids = (await sdk.redemptions.list('Pending', { page: 1, pageSize: 12 })).items.map((r) =>
    String(r.redeemRequestId),
  );
  expect(ids).toHaveLength(12);
});
afterAll(async () => s?.close());

describe('a bulk run against a server that stops answering writes', () => {
  it('at concurrency 4: every write times out (exit 4) and the run never holds more than 5 connections', async () => {
    const proxy = await stallingProxy(s.api.apiUrl);
    try {
      const r = await s.mpa(
        ['redemptions', 'approve', ...ids, '--note', 'stalled', '--concurrency', '4', '--format', 'ndjson'],
        {
          env: { MPA_API_URL: proxy.url, MPA_TOKEN: token, MPA_TIMEOUT_MS: '400' },
        },
      );
      expect(r.code, r.stderr).toBe(4);
      expect(proxy.held()).toBe(12);
      expect(proxy.maxOpen()).toBeLessThanOrEqual(5);
    } finally {
      await proxy.close();
    }
  });
});
