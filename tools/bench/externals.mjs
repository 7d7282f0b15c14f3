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

/** SDK per-request overhead against a bare fetch loop on the same server (interleaved blocks). */
export async function sdkRows({ pairs = 16 } = {}) {
  const script = join(ROOT, 'packages/sdk/bench/overhead.mjs');
  const fig = 'SDK per-request time';
  if (!existsSync(script))
    return [na('sdk-overhead', fig, '<= 1.10x', 'packages/sdk/bench/overhead.mjs is missing')];
  const res = await run(process.execPath, [script, '--pairs', String(pairs)], {
    cwd: join(ROOT, 'packages/sdk'),
    timeoutMs: 180000,
  });
  const bare = num(/^bare fetch\s*:\s*([\d.]+)/m, res.stdout);
  const sdk = num(/^SDK services\.list\s*:\s*([\d.]+)/m, res.stdout);
  const pairRatio = num(/median of block pairs:\s*([\d.]+)x/, res.stdout);
  if (res.code !== 0 || !Number.isFinite(bare) || !Number.isFinite(sdk)) {
    return [na('sdk-overhead', fig, '<= 1.10x', `overhead.mjs failed: ${tail(res.stderr || res.stdout, 2)}`)];
  }
  // The ratio is the median of the per-pair ratios (each SDK block beside a bare-fetch block): noise on a
  // shared machine hits both sides of a pair alike. The ratio of the two medians is kept in the detail.
  const ratio = Number.isFinite(pairRatio) ? pairRatio : sdk / bare;
  const r = row({
    id: 'sdk-overhead',
    figure: fig,
    value: sdk,
    unit: 'µs',
    runs: pairs,
    baseline: { label: 'bare fetch', value: bare, unit: 'µs' },
    ratio,
    target: { op: '<=', value: 1.1, on: 'ratio' },
    targetText: '<= 1.10x',
    detail: { stdout: res.stdout.trim().split('\n'), ratioOfMedians: sdk / bare },
  });
  if (r.verdict === 'MISS')
    r.why = `${(sdk - bare).toFixed(0)} µs per request more than bare fetch (timeout signal, envelope and Page normalisation); ratio of the medians ${(sdk / bare).toFixed(2)}x; ${loadNote()}`;
  return [r];
}

/** Dev API: paged, searched, sorted /Vendors/v1 list with 32 connections (load.mjs on the bench's seeded data). */
export async function devApiRows({ dataDir, runs = 3, seconds = 6 } = {}) {
  const script = join(ROOT, 'packages/dev-api/bench/load.mjs');
  const figs = [
    'dev API paged searched list, 32 connections: throughput',
    'dev API paged searched list, 32 connections: p99',
  ];
  if (!existsSync(script))
    return [
      na('devapi-rps', figs[0], '>= 2,000 req/s', 'load.mjs missing'),
      na('devapi-p99', figs[1], '< 50 ms', 'load.mjs missing'),
    ];
  const rps = [];
  const p99 = [];
  const p50 = [];
  let lastErr = '';
  for (let i = 0; i < runs; i++) {
    const res = await run(process.execPath, [script], {
      cwd: join(ROOT, 'packages/dev-api'),
      env: { BENCH_DATA_DIR: dataDir, BENCH_SECONDS: String(seconds), BENCH_CONNECTIONS: '32' },
      timeoutMs: 240000,
    });
    const r = num(/^requests\/s:\s*([\d.]+)/m, res.stdout);
    const errors = num(/errors:\s*(\d+)/, res.stdout);
    if (res.code === 0 && Number.isFinite(r)) {
      rps.push(r);
      p99.push(num(/p99\s+([\d.]+)/, res.stdout));
      p50.push(num(/p50\s+([\d.]+)/, res.stdout));
      if (errors > 0) lastErr = `${errors} errors in run ${i + 1}`;
    } else lastErr = `load.mjs failed: ${tail(res.stderr || res.stdout, 2)}`;
    log(`dev API load run ${i + 1}/${runs}: ${Number.isFinite(r) ? `${r} req/s` : lastErr}`);
  }
  if (!rps.length)
    return [
      na('devapi-rps', figs[0], '>= 2,000 req/s', lastErr),
      na('devapi-p99', figs[1], '< 50 ms', lastErr),
    ];
  const why = `load generator and server share ${os.cpus().length} cores (${loadNote()})${lastErr ? `; ${lastErr}` : ''}`;
  const a = row({
    id: 'devapi-rps',
    figure: figs[0],
    value: median(rps),
    unit: 'req/s',
    runs: rps.length,
    target: { op: '>=', value: 2000 },
    targetText: '>= 2,000 req/s',
    detail: rps,
  });
  const b = row({
    id: 'devapi-p99',
    figure: figs[1],
    value: median(p99),
    unit: 'ms',
    runs: p99.length,
    target: { op: '<', value: 50 },
    targetText: '< 50 ms',
    detail: { p99, p50 },
  });
  for (const x of [a, b]) if (x.verdict === 'MISS') x.why = `${why}; p50 ${median(p50).toFixed(1)} ms`;
  return [a, b];
}
