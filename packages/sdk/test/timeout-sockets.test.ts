// A timeout ends the request (issue 23): against a server that accepts connections and never answers,
// the connections of timed-out calls are closed by the client, and no late answer reaches the caller.
// In Node that takes nodeFetch (mpa passes it; the main entry's createClient uses it when given no fetch):
// Node's built-in fetch keeps an aborted request's connection open until the server answers.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, memorySessionStore, type MpaError } from '../src/index';
import { nodeFetch } from '../src/node';

interface Stalled {
  url: string;
  /** Connections the server holds open now. */
  open(): number;
  /** Requests that reached it. */
  requests: number;
  /** Answers every request held so far (a late answer). */
  answerAll(): void;
  close(): Promise<void>;
}

async function stalledServer(): Promise<Stalled> {
  const sockets = new Set<Socket>();
  const held: Array<() => void> = [];
  let requests = 0;
  const server: Server = createServer((req, res) => {
    requests++;
    held.push(() => {
      if (!res.writableEnded && !res.destroyed)
        res.end(JSON.stringify({ success: true, data: { items: [{ id: 9 }], totalCount: 1 } }));
    });
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    open: () => sockets.size,
    get requests() {
      return requests;
    },
    answerAll: () => held.splice(0).forEach((answer) => answer()),
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

const fail = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected failure');
    },
    (e: MpaError) => e,
  );
/** Polls `read` until it returns `want` or `ms` pass; returns the last value read. */
async function settle<T>(read: () => T, want: T, ms: number): Promise<T> {
  const until = Date.now() + ms;
  let v = read();
  while (v !== want && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
    v = read();
  }
  return v;
}

let server: Stalled | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('a timeout ends the request', () => {
  it('20 calls with timeoutMs 500 to a server that never answers: all time out, and 1 s later no connection is left open', async () => {
    server = await stalledServer();
    const client = createClient({
      authBaseUrl: server.url,
      apiBaseUrl: server.url,
      session: memorySessionStore({ authToken: 't' }),
      retry: { retries: 0 },
      fetch: nodeFetch,
    });
    const calls = Array.from({ length: 20 }, () => fail(client.services.list({}, { timeoutMs: 500 })));
    const s = server;
    await settle(() => s.requests, 20, 5000);
    expect(server.open()).toBeGreaterThan(0);
    const errors = await Promise.all(calls);
    expect(errors.map((e) => e.kind)).toEqual(Array(20).fill('timeout'));
    expect(await settle(() => s.open(), 0, 1000)).toBe(0);
  });

  it('an answer that comes after the timeout is not delivered: the call stays a timeout', async () => {
    server = await stalledServer();
    const client = createClient({
      authBaseUrl: server.url,
      apiBaseUrl: server.url,
      session: memorySessionStore({ authToken: 't' }),
      retry: { retries: 0 },
      fetch: nodeFetch,
    });
    let delivered = false;
    const call = client.services.list({}, { timeoutMs: 300 }).then(
      () => (delivered = true),
      (e: MpaError) => e.kind,
    );
    const s = server;
    await settle(() => s.requests, 1, 5000);
    expect(await call).toBe('timeout');
    server.answerAll();
    expect(await settle(() => s.open(), 0, 1000)).toBe(0);
    expect(delivered).toBe(false);
  });
});

/**
 * A user's script in its own Node process: `createClient` from '@marketplace-admin/sdk' (the built package,
 * resolved as Node resolves it), no fetch given, 20 reads with timeoutMs 500. It prints their outcomes and
 * stays alive, so what it left open is still open while the server counts.
 */
const USER_SCRIPT = `
import { createClient, memorySessionStore } from '@marketplace-admin/sdk';
const url = process.argv[1];
const client = createClient({ authBaseUrl: url, apiBaseUrl: url, session: memorySessionStore({ authToken: 't' }), retry: { retries: 0 } });
const kinds = await Promise.all(Array.from({ length: 20 }, () => client.services.list({}, { timeoutMs: 500 }).then(() => 'answered', (e) => e.kind)));
process.stdout.write(JSON.stringify(kinds) + '\\n');
setInterval(() => {}, 60000);
`;

describe('the main entry in Node, with no fetch given', () => {
  it('20 reads timed out at 500 ms against a server that never answers leave no connection open 1 s later', async () => {
    server = await stalledServer();
    const child = spawn(process.execPath, ['--input-type=module', '-e', USER_SCRIPT, server.url], {
      cwd: new URL('..', import.meta.url).pathname,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const line = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          if (out.includes('\n')) resolve(out.trim());
        });
        child.on('exit', (code) => reject(new Error(`the script ended (${code}): ${stderr}`)));
      });
      expect(JSON.parse(line)).toEqual(Array(20).fill('timeout'));
      expect(server.requests).toBe(20);
      const s = server;
      expect(await settle(() => s.open(), 0, 1000)).toBe(0);
    } finally {
      child.kill();
    }
  });
});
