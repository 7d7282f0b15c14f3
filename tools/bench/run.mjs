#!/usr/bin/env node
// `npm run bench` (issue 9): builds what it needs, starts a dev API with the large seed on free ports
// in a temporary data directory, measures every figure next to its baseline in the same run, and
// prints the table (stdout) and bench/results.json. Progress goes to stderr. Not a test: a MISS
// does not fail the run; a piece that is not there yet is an "n/a — reason" row.
//   npm run bench [-- --no-build] [--http1] [--runs N] [--ready-runs N] [--only bundle,browser,insights,lighthouse,peer,sdk,devapi,cli]
//                 [--lighthouse-preset mobile|desktop] [--lighthouse-minutes 12] [--web-dist DIR] [--routes /a,/b] [--write-docs]
// --web-dist (or MPA_WEB_DIST): measure another build of the web app than packages/web/dist.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { launch } from './browser.mjs';
import { cliRows } from './cli.mjs';
import { devApiNa, devApiRows, sdkRows } from './externals.mjs';
import { browserRows, bundleRows, lighthouseNa, lighthouseRows } from './figures.mjs';
import { insightsRows } from './insights.mjs';
import { log, ROOT, run, since, tail } from './lib.mjs';
import { peerNa, peerRows } from './peer.mjs';
import { na, renderMarkdown, renderNotes, renderTable } from './report.mjs';
import { BENCH_ROUTES, routeSlug } from './routes.mjs';
import { snapshotWebDist, startBenchStack } from './stack.mjs';

const T0 = Date.now();
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const opt = (name, def) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : def;
};
const RUNS = Number(opt('runs', 5));
const READY_RUNS = Number(opt('ready-runs', 3)); // per route, 20 routes
const only = opt('only', '') ? new Set(opt('only', '').split(',')) : null;
const want = (s) => !only || only.has(s);
const preset = opt('lighthouse-preset', 'mobile');
// --routes /vendors,/shops: only these routes in the ready and Lighthouse rows (as spelled in tools/bench/routes.mjs)
const ROUTES = opt('routes', '') ? opt('routes', '').split(',') : null;
// Lighthouse audits every route 3 times, one audit at a time (two at once on 2 cores would inflate each
// other's CPU times, which the mobile preset multiplies by 4): about 10 s an audit, 60 audits. Its time is
// its own: the rest of the run keeps its 9.5 minutes (build included).
const LIGHTHOUSE_MS = want('lighthouse') ? Number(opt('lighthouse-minutes', 12)) * 60 * 1000 : 0;
// The peer (react-admin beside /vendors: its install on first use, its build, 12 audits and 10 cold loads) has its own time too.
const PEER_MS = want('peer') ? 8 * 60 * 1000 : 0;
const BUDGET_MS = 9.5 * 60 * 1000 + LIGHTHOUSE_MS + PEER_MS;
const deadline = T0 + BUDGET_MS;
const left = () => deadline - Date.now();

const rows = [];
const notes = [];
const loadStart = os.loadavg()[0];
const skipped = (section) => `skipped: the 10-minute budget was spent before ${section}`;

// 1. build (Nx caches what has not changed)
if (!flag('no-build')) {
  log('building: npx nx run-many -t build');
  const b = await run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=stream'], {
    timeoutMs: 5 * 60 * 1000,
  });
  log(`build: exit ${b.code} in ${since(T0)}`);
  if (b.code !== 0)
    notes.push(
      `build failed (exit ${b.code}${b.timedOut ? ', timed out' : ''}): ${tail(b.stdout + b.stderr, 3)}; measuring the last build output`,
    );
}

// 2. bundle sizes, on a snapshot of the web build (a rebuild by someone else mid-run cannot disturb it)
const webDist = await snapshotWebDist(opt('web-dist', process.env.MPA_WEB_DIST || undefined));
if (!webDist) notes.push('packages/web/dist/index.html is missing: no web figures');
if (want('bundle')) rows.push(...bundleRows(webDist ?? join(ROOT, 'packages/web/dist')));

// 3. the stack: dev API (large seed, free ports, temp data dir) + the built app + the static baseline page
let stack = null;
try {
  log('starting the dev API with the large seed ...');
  // --http1: plain HTTP/1.1, as `npm start` serves without a certificate, instead of HTTPS with HTTP/2
  stack = await startBenchStack({ webDist, seed: 'large', tls: !flag('http1') });
  if (ROUTES) stack.routes = ROUTES;
  log(
    `dev API ready (${(stack.seedMs / 1000).toFixed(1)} s incl. seeding) at ${stack.api.apiUrl}; web ${stack.webUrl}`,
  );
} catch (e) {
  notes.push(`dev API failed to start: ${e.message}`);
  log('dev API failed:', e.message);
}
const noStack = stack ? null : 'the dev API did not start';
const noWeb = !stack ? noStack : stack.webUrl ? null : 'no web build (packages/web/dist)';

// 4. browser figures
if (want('browser')) {
  const reason = noWeb ?? (left() < 120000 ? skipped('the browser figures') : null);
  if (reason) {
    for (const r of BENCH_ROUTES)
      rows.push(na(`ready-${routeSlug(r.path)}`, `${r.path} ready, cold cache`, '<= 1.0 s', reason));
    for (const [id, f, t] of [
      ['list-page', 'Vendors (10k): switch page', '<= 300 ms'],
      ['list-sort', 'Vendors (10k): sort', '<= 300 ms'],
      ['reviews-render', 'Moderate Reviews, 5,000 in one tab: render', '<= 500 ms'],
      ['reviews-scroll', 'Moderate Reviews, 5,000 in one tab: scroll', '<= 500 ms'],
      ['reviews-longtask', 'Moderate Reviews, 5,000 in one tab: longest long task', '<= 200 ms'],
    ])
      rows.push(na(id, f, t, reason));
  } else {
    log('browser figures ...');
    const browser = await launch();
    try {
      rows.push(...(await browserRows(browser, stack, { runs: RUNS, readyRuns: READY_RUNS, reviews: 5000 })));
    } finally {
      await browser.close().catch(() => undefined);
    }
    log(`browser figures done at ${since(T0)}`);
  }
}

// 4b. the dashboard's figures (issue 41): time until every figure is drawn, the chart code's size
if (want('insights')) {
  const reason = noWeb ?? (left() < 90000 ? skipped('the dashboard figures') : null);
  if (reason) {
    rows.push(
      na('insights-all-drawn', '/dashboard: every figure drawn, large seed, cold cache', 'recorded', reason),
    );
  } else {
    log('dashboard figures ...');
    rows.push(...(await insightsRows(stack, { runs: RUNS > 3 ? 3 : RUNS, dist: webDist })));
    log(`dashboard figures done at ${since(T0)}`);
  }
}

// 5. Lighthouse (own process); up to 3 rounds while time allows, leaving room for the rest
if (want('lighthouse')) {
  const reason = noWeb ?? (left() < 200000 ? skipped('Lighthouse') : null);
  if (reason) {
    for (const r of BENCH_ROUTES) rows.push(...lighthouseNa(r.path, reason));
  } else {
    log('Lighthouse ...');
    rows.push(
      ...(await lighthouseRows(stack, {
        runs: 3,
        preset,
        // rounds after the first start only before this (the first round always completes)
        deadline: Date.now() + Math.max(60000, Math.min(LIGHTHOUSE_MS, left() - 200000)),
      })),
    );
    log(`Lighthouse done at ${since(T0)}`);
  }
}

// 5b. /vendors beside a minimal react-admin app over the same API (tools/bench/peer.mjs), interleaved
if (want('peer')) {
  const reason = noWeb ?? (left() < 120000 ? skipped('the peer') : null);
  if (reason) rows.push(...peerNa(reason));
  else {
    log('peer ...');
    try {
      rows.push(...(await peerRows(stack, { runs: RUNS })));
    } catch (e) {
      rows.push(...peerNa(String(e?.message ?? e).split('\n')[0]));
    }
    log(`peer done at ${since(T0)}`);
  }
}

// 6. SDK overhead (its own local server)
if (want('sdk')) {
  if (left() < 60000)
    rows.push(
      na(
        'sdk-overhead',
        'SDK per-request time (services.list, 10-item page)',
        '<= 1.10x',
        skipped('the SDK overhead'),
      ),
    );
  else {
    log('SDK overhead ...');
    rows.push(...(await sdkRows({ rounds: left() > 240000 ? 3000 : 1500 })));
  }
}

// 7. CLI (packages/cli/bench/bench.mjs against the bench's dev API)
if (want('cli')) {
  log('CLI ...');
  rows.push(...(await cliRows({ stack, noStack, left, skipped })));
  log(`CLI done at ${since(T0)}`);
}

// 8. dev API load (load.mjs on the seeded data directory); last, because its server is a second process on the same database
if (want('devapi')) {
  const reason = noStack ?? (left() < 45000 ? skipped('the dev API load') : null);
  if (reason) rows.push(...devApiNa(reason));
  else {
    log('dev API load ...');
    const runs = left() > 100000 ? 3 : 1;
    rows.push(
      ...(await devApiRows({ dataDir: stack.dataDir, runs, coldRuns: left() > 80000 ? 2 : 1, seconds: 6 })),
    );
  }
}

await stack?.close();
if (webDist) rmSync(webDist, { recursive: true, force: true });

// 9. report
let commit = 'unknown';
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
} catch {
  /* not a git checkout */
}
const machine = {
  cpus: os.cpus().length,
  cpu: os.cpus()[0]?.model,
  memGB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  loadAvgStart: loadStart,
  loadAvgEnd: os.loadavg()[0],
};
const durationMs = Date.now() - T0;
const header = `npm run bench — commit ${commit}, ${new Date().toISOString()}, ${stack?.tls ? 'HTTPS + HTTP/2' : 'HTTP/1.1'}, Node ${process.version}, ${machine.cpus} x ${machine.cpu}, load average ${loadStart.toFixed(1)} -> ${machine.loadAvgEnd.toFixed(1)}, ${(durationMs / 1000).toFixed(0)} s`;
if (machine.loadAvgEnd > machine.cpus || loadStart > machine.cpus) {
  notes.push(
    `the host was busy (load average above its ${machine.cpus} cores): absolute times are inflated; baselines and ratios were measured beside them in the same run`,
  );
}
const noteText = renderNotes(rows);
console.log(header);
console.log('');
console.log(renderTable(rows));
console.log('');
if (noteText || notes.length)
  console.log(['Misses and notes:', noteText, ...notes.map((n) => `- ${n}`)].filter(Boolean).join('\n'));
const summary = {
  pass: rows.filter((r) => r.verdict === 'PASS').length,
  miss: rows.filter((r) => r.verdict === 'MISS').length,
  na: rows.filter((r) => r.verdict === 'n/a').length,
};
console.log(`\n${summary.pass} PASS, ${summary.miss} MISS, ${summary.na} n/a — bench/results.json`);

mkdirSync(join(ROOT, 'bench'), { recursive: true });
const result = {
  generatedAt: new Date().toISOString(),
  command: `npm run bench${argv.length ? ` -- ${argv.join(' ')}` : ''}`,
  commit,
  machine,
  durationMs,
  summary,
  notes,
  rows,
};
writeFileSync(join(ROOT, 'bench/results.json'), `${JSON.stringify(result, null, 2)}\n`);
// A full run (every part, every route) is the project's figure of record: docs/PERFORMANCE.md. A partial
// run writes it only when asked (--write-docs), so a quick look at two routes does not replace it.
if (flag('write-docs') || flag('write-readme') || (!only && !ROUTES)) {
  const md = [
    '# Performance',
    '',
    'Written by `npm run bench` (a full run, or any run with `--write-docs`); edit the bench, not this file.',
    '',
    `\`npm run bench\` builds what it needs, starts a dev API with the large seed on free ports and prints every figure next to its baseline measured in the same run (median of several runs), with PASS/MISS against the target; the same goes to \`bench/results.json\`. Size budgets are also checked by \`npm test\` (packages/web/budget). Latest run: commit ${commit}, ${machine.cpus} cores (${machine.cpu}), load average ${loadStart.toFixed(1)}, ${(durationMs / 1000).toFixed(0)} s.`,
    '',
    renderMarkdown(rows),
    '',
    ...(noteText || notes.length
      ? ['Misses and notes:', '', noteText, ...notes.map((n) => `- ${n}`), '']
      : []),
  ].join('\n');
  writeFileSync(join(ROOT, 'docs/PERFORMANCE.md'), `${md}\n`);
  log('wrote docs/PERFORMANCE.md');
}
process.exit(0); // a MISS is a figure, not a failure (Chromium children are gone; nothing else keeps the loop alive)
