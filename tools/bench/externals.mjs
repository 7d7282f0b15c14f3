// Figures measured by the packages' own bench scripts, run as child processes and read from their
// output: packages/sdk/bench/overhead.mjs, packages/dev-api/bench/load.mjs, packages/cli/bench/bench.mjs.
import { existsSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { log, median, ROOT, run, tail } from './lib.mjs';
import { na, row } from './report.mjs';

const num = (re, text) => {
  const m = re.exec(text);
  return m ? Number(m[1]) : NaN;
};
const loadNote = () => `host load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`;

/**
 * SDK per-request overhead against a bare fetch loop on the same server (overhead.mjs: one request of
 * each side at a time, rotating order, medians of the per-request times).
 */
export async function sdkRows({ rounds = 3000 } = {}) {
  const script = join(ROOT, 'packages/sdk/bench/overhead.mjs');
  const fig = 'SDK per-request time (services.list, 10-item page)';
  if (!existsSync(script))
    return [na('sdk-overhead', fig, '<= 1.10x', 'packages/sdk/bench/overhead.mjs is missing')];
  const res = await run(process.execPath, [script, '--rounds', String(rounds)], {
    cwd: join(ROOT, 'packages/sdk'),
    timeoutMs: 180000,
  });
  const bare = num(/^bare fetch\s*:\s*([\d.]+)/m, res.stdout);
  const ref = num(/^bare fetch \+ timeout\s*:\s*([\d.]+)/m, res.stdout);
  const sdk = num(/^SDK services\.list\s*:\s*([\d.]+)/m, res.stdout);
  const sdk0 = num(/^SDK, timeoutMs: 0\s*:\s*([\d.]+)/m, res.stdout);
  const quarters = /quarters: ([\d. ]+);/.exec(res.stdout)?.[1].trim().split(' ').map(Number) ?? [];
  if (res.code !== 0 || !Number.isFinite(bare) || !Number.isFinite(sdk)) {
    return [na('sdk-overhead', fig, '<= 1.10x', `overhead.mjs failed: ${tail(res.stderr || res.stdout, 2)}`)];
  }
  const spread = quarters.length
    ? ` (per quarter of the rounds ${Math.min(...quarters).toFixed(2)}-${Math.max(...quarters).toFixed(2)}x)`
    : '';
  const split = `of the ${(sdk - bare).toFixed(0)} µs, the per-request timeout (AbortController + timer, which undici pays for per signal) is ${(ref - bare).toFixed(0)} µs: a bare fetch with the same timeout is ${(ref / bare).toFixed(2)}x, the SDK beside it ${(sdk / ref).toFixed(2)}x; with timeoutMs 0 the SDK is ${(sdk0 / bare).toFixed(2)}x`;
  const r = row({
    id: 'sdk-overhead',
    figure: fig,
    value: sdk,
    unit: 'µs',
    runs: rounds,
    baseline: { label: 'bare fetch', value: bare, unit: 'µs' },
    target: { op: '<=', value: 1.1, on: 'ratio' },
    targetText: '<= 1.10x',
    why: `median of ${rounds} requests per side, interleaved one at a time${spread}; ${split}`,
    detail: { stdout: res.stdout.trim().split('\n'), bareWithTimeoutUs: ref, sdkNoTimeoutUs: sdk0, quarters },
  });
  if (r.verdict === 'MISS') r.why = `${r.why}; ${loadNote()}`;
  return [r];
}

const DEVAPI_FIGURES = {
  warm: [
    'dev API paged searched list, 32 connections, list cache warm: throughput',
    'dev API paged searched list, 32 connections, list cache warm: p99',
  ],
  cold: [
    'dev API paged searched list, 32 connections, list cache off: throughput',
    'dev API paged searched list, 32 connections, list cache off: p99',
  ],
};

/** The four dev API rows as "n/a — why". */
export const devApiNa = (why) => [
  na('devapi-rps', DEVAPI_FIGURES.warm[0], '>= 2,000 req/s', why),
  na('devapi-p99', DEVAPI_FIGURES.warm[1], '< 50 ms', why),
  na('devapi-cold-rps', DEVAPI_FIGURES.cold[0], '>= 2,000 req/s', why),
  na('devapi-cold-p99', DEVAPI_FIGURES.cold[1], '< 50 ms', why),
];

/** Runs load.mjs `runs` times; medians of requests/s, p99 and p50. */
async function loadRuns({ dataDir, runs, seconds, cache }) {
  const script = join(ROOT, 'packages/dev-api/bench/load.mjs');
  const rps = [];
  const p99 = [];
  const p50 = [];
  let lastErr = '';
  let cacheLine = '';
  let cpuLine = '';
  for (let i = 0; i < runs; i++) {
    const res = await run(process.execPath, [script], {
      cwd: join(ROOT, 'packages/dev-api'),
      env: {
        BENCH_DATA_DIR: dataDir,
        BENCH_SECONDS: String(seconds),
        BENCH_CONNECTIONS: '32',
        BENCH_LIST_CACHE: cache ? 'on' : 'off',
      },
      timeoutMs: 240000,
    });
    const r = num(/^requests\/s:\s*([\d.]+)/m, res.stdout);
    const errors = num(/errors:\s*(\d+)/, res.stdout);
    cacheLine = /^list cache: (.*)$/m.exec(res.stdout)?.[1] ?? cacheLine;
    cpuLine = /^server CPU: ([\d.]+ ms a request)/m.exec(res.stdout)?.[1] ?? cpuLine;
    if (res.code === 0 && Number.isFinite(r)) {
      rps.push(r);
      p99.push(num(/p99\s+([\d.]+)/, res.stdout));
      p50.push(num(/p50\s+([\d.]+)/, res.stdout));
      if (errors > 0) lastErr = `${errors} errors in run ${i + 1}`;
    } else lastErr = `load.mjs failed: ${tail(res.stderr || res.stdout, 2)}`;
    log(
      `dev API load (list cache ${cache ? 'warm' : 'off'}) run ${i + 1}/${runs}: ${Number.isFinite(r) ? `${r} req/s` : lastErr}`,
    );
  }
  return { rps, p99, p50, lastErr, cacheLine, cpuLine };
}

/**
 * Dev API: paged, searched, sorted /Vendors/v1 list with 32 connections (load.mjs on the bench's seeded
 * data), twice: with the list cache warm (each distinct request answered once before measuring: what an
 * admin team paging the same lists gets; the cache is dropped on every write) and with it off (every
 * request runs its count and page queries: the cold path).
 */
export async function devApiRows({ dataDir, runs = 3, coldRuns = 1, seconds = 6 } = {}) {
  if (!existsSync(join(ROOT, 'packages/dev-api/bench/load.mjs'))) return devApiNa('load.mjs missing');
  const out = [];
  for (const [cache, n, ids, figs] of [
    [true, runs, ['devapi-rps', 'devapi-p99'], DEVAPI_FIGURES.warm],
    [false, coldRuns, ['devapi-cold-rps', 'devapi-cold-p99'], DEVAPI_FIGURES.cold],
  ]) {
    const m = await loadRuns({ dataDir, runs: n, seconds, cache });
    if (!m.rps.length) {
      out.push(na(ids[0], figs[0], '>= 2,000 req/s', m.lastErr), na(ids[1], figs[1], '< 50 ms', m.lastErr));
      continue;
    }
    const what = `list cache ${m.cacheLine}`;
    const why = cache
      ? `load generator and server share ${os.cpus().length} cores (${loadNote()})`
      : `every request is a new search: a term of 1-2 characters is matched in memory against every vendor, a longer one against the trigram index's candidates (dev-api README)${m.cpuLine ? `, ${m.cpuLine} of server CPU` : ''}; HTTP, auth, the match and the page's rows share the server's one event loop (the read threads only read), so 32 connections queue behind it while the load generator takes the other core; closing it would take the whole search on the read threads, each with its own snapshot, or a quieter machine; ${loadNote()}`;
    const a = row({
      id: ids[0],
      figure: figs[0],
      value: median(m.rps),
      unit: 'req/s',
      runs: m.rps.length,
      target: { op: '>=', value: 2000 },
      targetText: '>= 2,000 req/s',
      detail: { rps: m.rps, listCache: m.cacheLine },
    });
    const b = row({
      id: ids[1],
      figure: figs[1],
      value: median(m.p99),
      unit: 'ms',
      runs: m.p99.length,
      target: { op: '<', value: 50 },
      targetText: '< 50 ms',
      detail: { p99: m.p99, p50: m.p50 },
    });
    for (const x of [a, b]) {
      x.why = `${what}; p50 ${median(m.p50).toFixed(1)} ms${m.lastErr ? `; ${m.lastErr}` : ''}`;
      if (x.verdict === 'MISS') x.why = `${x.why}; ${why}`;
    }
    out.push(a, b);
  }
  return out;
}
