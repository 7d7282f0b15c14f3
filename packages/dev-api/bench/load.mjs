#!/usr/bin/env node
// Load script (not a test): a paged, searched list over the `large` seed with 32 concurrent
// keep-alive connections.
// Starts `mpa-dev-api --seed large` in a child process (fresh temp data dir unless BENCH_DATA_DIR
// is set, which keeps the seeded database between runs), signs in, then hammers
// GET /Vendors/v1?page=..&pageSize=20&searchTerms=..&sortBy=.. and prints requests/s and latencies.
// Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (32), BENCH_PATH (another list to load),
// BENCH_LIST_CACHE=off (server started with --no-list-cache: every request runs its count and page
// queries; default on: the 240 distinct requests are each answered once before measuring, so the
// list cache is warm and the figure is the cached path: HTTP, auth, routing, JSON), BENCH_SEARCH=scan
// (server started with --search scan: searched lists read as before the trigram indexes, for a
// before/after in one build), BENCH_TERMS=long|short (only the terms of 3+ characters, which the
// trigram indexes serve, or only the shorter ones, which scan; default both), BENCH_READ_THREADS=N
// (--read-threads N: the list queries on N worker threads; default the binary's 2). Also prints the server's CPU
// time a request, steadier than requests/s on a shared machine.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const keep = process.env.BENCH_DATA_DIR;
const dataDir = keep ?? mkdtempSync(join(tmpdir(), 'mpa-bench-'));
const bin = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const listCache = process.env.BENCH_LIST_CACHE !== 'off';
const search = process.env.BENCH_SEARCH ?? 'index';
const readThreads = process.env.BENCH_READ_THREADS; // default: the binary's (2)
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const loadAtStart = load();

const t0 = Date.now();
const child = spawn(
  process.execPath,
  [
    bin,
    '--seed',
    'large',
    '--data-dir',
    dataDir,
    '--api-port',
    '0',
    '--auth-port',
    '0',
    '--quiet',
    '--search',
    search,
    ...(readThreads === undefined ? [] : ['--read-threads', readThreads]),
    ...(listCache ? [] : ['--no-list-cache']),
  ],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const ready = await new Promise((resolve, reject) => {
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
    const m = /api (http:\/\/\S+) auth (http:\/\/\S+)/.exec(out);
    if (m) resolve({ api: m[1], auth: m[2] });
  });
  child.on('exit', (code) => reject(new Error(`mpa-dev-api exited with ${code}`)));
});
console.log(`dev API with the large seed ready in ${((Date.now() - t0) / 1000).toFixed(1)} s (${ready.api})`);

const login = await fetch(`${ready.auth}/v1/asignin/mobile-pwd`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ mobile: '9000000000', password: 'admin12345' }),
});
const { token } = await login.json();
const headers = { authorization: `Bearer ${token}`, 'x-source': 'A-Web' };

const allTerms = [
  'sha',
  'kumar',
  'priya',
  'rao',
  '98',
  'an',
  'singh',
  'plumb',
  'clean',
  'ac ',
  'mehta',
  '7',
  'reddy',
  'ele',
  'paint',
  'ka',
];
const only = process.env.BENCH_TERMS; // the server trims terms ('ac ' is 2 characters)
if (only && only !== 'long' && only !== 'short')
  throw new Error(`BENCH_TERMS must be long or short, got '${only}'`);
const terms = only ? allTerms.filter((t) => (only === 'long') === [...t.trim()].length >= 3) : allTerms;
const sorts = ['vendorname', 'mobileno', 'service', 'yearOfExperience', 'gender', 'yearOfBirth'];
const path = (i) =>
  process.env.BENCH_PATH ??
  `/Vendors/v1?page=${1 + (i % 5)}&pageSize=20&searchTerms=${encodeURIComponent(terms[i % terms.length])}&sortBy=${sorts[i % sorts.length]}&sortDescending=${i % 2 === 0}`;

// Warm-up: each distinct request once (with the list cache on, it is then warm, as for an admin team paging
// the same lists; with it off, this only warms SQLite's page cache).
const gcd = (a, b) => (b ? gcd(b, a % b) : a);
const distinct = process.env.BENCH_PATH
  ? 1
  : [5, terms.length, sorts.length, 2].reduce((a, b) => (a * b) / gcd(a, b)); // lcm of the page/term/sort/direction cycles
const tw = Date.now();
for (let i = 0; i < distinct; i += connections) {
  await Promise.all(
    Array.from({ length: Math.min(connections, distinct - i) }, (_, k) =>
      fetch(ready.api + path(i + k), { headers }).then((r) => r.text()),
    ),
  );
}
console.log(`warm-up: ${distinct} distinct requests in ${((Date.now() - tw) / 1000).toFixed(1)} s`);
console.log(
  `list cache: ${listCache ? `warm (each of the ${distinct} distinct requests answered once before measuring)` : 'off (--no-list-cache: every request runs its count and page queries)'}`,
);
console.log(
  `read threads: ${readThreads ?? '2 (the default)'}${readThreads === '0' ? ' (list queries on the event loop)' : ' (list queries on worker threads)'}`,
);
console.log(
  `search: ${search === 'scan' ? 'scan (--search scan: every searched request scans, as before the trigram indexes)' : 'index (trigram indexes for terms of 3+ characters)'}`,
);

// node:http with a keep-alive agent: much lighter than fetch, so the client does not become the bottleneck.
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const target = new URL(ready.api);
function get(p) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: target.hostname, port: target.port, path: p, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

// The server's CPU time (Linux /proc; user + system, in clock ticks of 10 ms): per request it varies less
// than requests/s on a machine shared with other work.
const serverCpuMs = () => {
  try {
    const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // fields 14 and 15 (utime, stime)
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return undefined;
  }
};
let cpuAtWarmEnd;
const latencies = [];
let errors = 0;
let n = 0;
const warmEnd = Date.now() + 1000;
const end = warmEnd + seconds * 1000;

async function worker() {
  while (Date.now() < end) {
    const i = n++;
    const s = performance.now();
    try {
      if ((await get(path(i))) !== 200) errors++;
    } catch {
      errors++;
    }
    if (Date.now() > warmEnd) {
      cpuAtWarmEnd ??= serverCpuMs();
      latencies.push(performance.now() - s);
    }
  }
}
await Promise.all(Array.from({ length: connections }, worker));

latencies.sort((a, b) => a - b);
const pct = (p) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
agent.destroy();
console.log(
  `GET ${process.env.BENCH_PATH ?? `/Vendors/v1 (paged, searched, sorted; ${only ? `${only} terms: ` : ''}${terms.join(', ')})`} over the large seed, ${connections} connections, ${seconds} s`,
);
console.log(`requests: ${latencies.length}  errors: ${errors}`);
console.log(`requests/s: ${(latencies.length / seconds).toFixed(0)}`);
console.log(`latency ms: p50 ${pct(50)}  p90 ${pct(90)}  p99 ${pct(99)}  max ${pct(100)}`);
const cpuAtEnd = serverCpuMs();
if (cpuAtEnd !== undefined && cpuAtWarmEnd !== undefined) {
  const ms = cpuAtEnd - cpuAtWarmEnd;
  console.log(
    `server CPU: ${(ms / latencies.length).toFixed(3)} ms a request (${((ms / (seconds * 1000)) * 100).toFixed(0)}% of a core)`,
  );
}
console.log(
  `load average (1, 5, 15 min): ${loadAtStart} at the start, ${load()} at the end (${cpus().length} cores)`,
);

child.kill('SIGTERM');
await new Promise((r) => child.on('exit', r));
if (!keep) rmSync(dataDir, { recursive: true, force: true });
