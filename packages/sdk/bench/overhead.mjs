#!/usr/bin/env node
/* global Buffer, AbortController */
// SDK per-request overhead against a bare fetch loop, on the same local node:http server.
// Usage: npm run bench [-- --block 250 --pairs 24]   (needs `npx tsup` first: it loads dist/)
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { createClient, memorySessionStore } from '../dist/index.js';

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const BLOCK = arg('block', 250);
const PAIRS = arg('pairs', 24);

const body = JSON.stringify({
  success: true,
  message: 'ok',
  data: { items: Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `Service ${i + 1}`, status: 'A', ord: i })), totalCount: 120 },
});
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

const token = 'bench-token';
async function bare(n) {
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${base}/Services/v1?page=1&pageSize=10&sortBy=name&sortDescending=false`, {
      headers: { Accept: 'application/json', 'x-source': 'A-Web', Authorization: `Bearer ${token}` },
    });
    const json = JSON.parse(await res.text());
    if (!json.data.items.length) throw new Error('bad answer');
  }
}
const client = createClient({ authBaseUrl: base, apiBaseUrl: base, session: memorySessionStore({ authToken: token }) });
const noTimeout = createClient({ authBaseUrl: base, apiBaseUrl: base, session: memorySessionStore({ authToken: token }), timeoutMs: 0 });
const sdkLoop = (c) => async (n) => {
  for (let i = 0; i < n; i++) {
    const page = await c.services.list({ page: 1, pageSize: 10 });
    if (!page.items.length) throw new Error('bad answer');
  }
};
const sdk = sdkLoop(client);
const sdkNoTimeout = sdkLoop(noTimeout);

// Reference: a bare fetch that also carries a timeout signal (what any per-request timeout costs in undici).
async function bareWithTimeout(n) {
  for (let i = 0; i < n; i++) {
    const ac = new AbortController();
    const t = setTimeout(() => ac.abort(), 30000);
    const res = await fetch(`${base}/Services/v1?page=1&pageSize=10&sortBy=name&sortDescending=false`, {
      headers: { Accept: 'application/json', 'x-source': 'A-Web', Authorization: `Bearer ${token}` },
      signal: ac.signal,
    });
    const json = JSON.parse(await res.text());
    clearTimeout(t);
    if (!json.data.items.length) throw new Error('bad answer');
  }
}

async function time(fn) {
  const t0 = performance.now();
  await fn(BLOCK);
  return ((performance.now() - t0) * 1000) / BLOCK;
}

// Warm up, then interleave short blocks (rotating the order) so machine noise hits every side alike.
for (const f of [bare, sdk, bareWithTimeout, sdkNoTimeout]) await f(500);
const runs = { bare: [], sdk: [], ref: [], sdk0: [] };
const order = [['bare', bare], ['sdk', sdk], ['ref', bareWithTimeout], ['sdk0', sdkNoTimeout]];
for (let p = 0; p < PAIRS; p++) {
  for (let k = 0; k < order.length; k++) {
    const [name, fn] = order[(p + k) % order.length];
    runs[name].push(await time(fn));
  }
}
server.close();

const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const bareUs = median(runs.bare);
const sdkUs = median(runs.sdk);
const refUs = median(runs.ref);
const sdk0Us = median(runs.sdk0);
const pairRatio = median(runs.sdk.map((s, i) => s / runs.bare[i]));
console.log(`blocks: ${PAIRS} x ${BLOCK} requests per side (medians; localhost node:http, 10-item page)`);
console.log(`bare fetch               : ${bareUs.toFixed(1)} µs/request`);
console.log(`bare fetch + timeout     : ${refUs.toFixed(1)} µs/request (reference: AbortController + timer per request)`);
console.log(`SDK services.list        : ${sdkUs.toFixed(1)} µs/request (headers, query, timeout, envelope, Page)`);
console.log(`SDK, timeoutMs: 0        : ${sdk0Us.toFixed(1)} µs/request (no timeout signal: ${(sdk0Us / bareUs).toFixed(3)}x bare)`);
console.log(`overhead                 : ${(sdkUs - bareUs).toFixed(1)} µs/request`);
console.log(`ratio SDK / bare fetch   : ${(sdkUs / bareUs).toFixed(3)}x (median of block pairs: ${pairRatio.toFixed(3)}x; target <= 1.10x)`);
