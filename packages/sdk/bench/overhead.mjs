#!/usr/bin/env node
/* global Buffer, AbortController */
// SDK per-request overhead against a bare fetch loop, on the same local node:http server.
// Usage: npm run bench [-- --rounds 3000]   (needs `npx tsup` first: it loads dist/)
//
// How it stays stable on a shared, noisy machine:
// - interleaved one request at a time: each round sends one request of every side (bare fetch,
//   bare fetch + timeout, SDK, SDK without timeout) in a rotating order, so a burst of load from
//   another process hits every side alike instead of one block;
// - enough requests (default 3,000 rounds = 12,000 requests, a few seconds) after a warm-up;
// - medians of the per-request times: a request that was preempted is an outlier, not a shift.
// The ratio is median(SDK) / median(bare fetch); the ratio over each quarter of the rounds is
// printed too, so the spread of the figure is visible.
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { createClient, memorySessionStore } from '../dist/index.js';

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const ROUNDS = arg('rounds', 3000);
const WARMUP = arg('warmup', 400);

const body = JSON.stringify({
  success: true,
  message: 'ok',
  data: {
    items: Array.from({ length: 10 }, (_, i) => ({
      id: i + 1,
      name: `Service ${i + 1}`,
      status: 'A',
      ord: i,
    })),
    totalCount: 120,
  },
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
const url = `${base}/Services/v1?page=1&pageSize=10&sortBy=name&sortDescending=false`;
const token = 'bench-token';
const headers = { Accept: 'application/json', 'x-source': 'A-Web', Authorization: `Bearer ${token}` };

const client = createClient({
  authBaseUrl: base,
  apiBaseUrl: base,
  session: memorySessionStore({ authToken: token }),
});
const noTimeout = createClient({
  authBaseUrl: base,
  apiBaseUrl: base,
  session: memorySessionStore({ authToken: token }),
  timeoutMs: 0,
});
const check = (items) => {
  if (!items.length) throw new Error('bad answer');
};

const sides = {
  // what any caller of fetch does at least: send, read the body, parse it
  bare: async () => {
    const res = await fetch(url, { headers });
    check(JSON.parse(await res.text()).data.items);
  },
  // reference: a bare fetch that also carries a per-request timeout (AbortController + timer), as the SDK does by default
  ref: async () => {
    const ac = new AbortController();
    const t = setTimeout(() => ac.abort(), 30000);
    try {
      const res = await fetch(url, { headers, signal: ac.signal });
      check(JSON.parse(await res.text()).data.items);
    } finally {
      clearTimeout(t);
    }
  },
  sdk: async () => check((await client.services.list({ page: 1, pageSize: 10 })).items),
  sdk0: async () => check((await noTimeout.services.list({ page: 1, pageSize: 10 })).items),
};
const names = Object.keys(sides);

for (let i = 0; i < WARMUP; i++) for (const n of names) await sides[n]();
const times = Object.fromEntries(names.map((n) => [n, new Float64Array(ROUNDS)]));
for (let r = 0; r < ROUNDS; r++) {
  for (let k = 0; k < names.length; k++) {
    const n = names[(r + k) % names.length];
    const t0 = performance.now();
    await sides[n]();
    times[n][r] = performance.now() - t0;
  }
}
server.close();

const median = (xs) => {
  const s = Array.from(xs).sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const us = (n, from = 0, to = ROUNDS) => median(times[n].subarray(from, to)) * 1000;
const bareUs = us('bare');
const refUs = us('ref');
const sdkUs = us('sdk');
const sdk0Us = us('sdk0');
const q = Math.floor(ROUNDS / 4);
const quarters = [0, 1, 2, 3].map((i) => us('sdk', i * q, (i + 1) * q) / us('bare', i * q, (i + 1) * q));
console.log(
  `rounds: ${ROUNDS} x ${names.length} requests, interleaved one by one in rotating order (medians; localhost node:http, 10-item page)`,
);
console.log(`bare fetch               : ${bareUs.toFixed(1)} µs/request`);
console.log(
  `bare fetch + timeout     : ${refUs.toFixed(1)} µs/request (reference: AbortController + timer per request, ${(refUs / bareUs).toFixed(3)}x bare)`,
);
console.log(
  `SDK services.list        : ${sdkUs.toFixed(1)} µs/request (headers, query, timeout, envelope, Page)`,
);
console.log(
  `SDK, timeoutMs: 0        : ${sdk0Us.toFixed(1)} µs/request (no timeout signal: ${(sdk0Us / bareUs).toFixed(3)}x bare)`,
);
console.log(`overhead                 : ${(sdkUs - bareUs).toFixed(1)} µs/request`);
console.log(
  `ratio SDK / bare fetch   : ${(sdkUs / bareUs).toFixed(3)}x (quarters: ${quarters.map((x) => x.toFixed(3)).join(' ')}; target <= 1.10x)`,
);
console.log(
  `ratio SDK / bare + timeout: ${(sdkUs / refUs).toFixed(3)}x (the SDK's own work beside the same timeout)`,
);
