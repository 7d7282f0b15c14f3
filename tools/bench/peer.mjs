// The panel's /vendors beside a peer (issue 25): a minimal react-admin app with the same columns against the
// same dev API (tools/bench/peer/), built by the same Vite with the same precompression and served the same
// way (tools/panel-server.mjs: same origin, the API forwarded, the same CSP), with the same session. Measured
// interleaved in one run: Lighthouse mobile and desktop (median of 3), the first data row over cold loads,
// requests (CORS preflights among them) and JS until the network is idle. Each row: ours, the peer's, ours/peer.
//
// The peer has its own package.json and lockfile, installed here on first use (`npm ci` inside it), never
// by the repository's `npm ci` (it is no workspace).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { coldLoad, launch, MARKERS } from './browser.mjs';
import { installKit, LIGHTHOUSE_KIT, log, median, ROOT, run, sessionEntries, tail } from './lib.mjs';
import { na, row } from './report.mjs';

const PEER_DIR = join(ROOT, 'tools/bench/peer');
/** A data row of the peer's list: its Mobile cell with a number in it (the loading rows have no column classes). */
const PEER_MARKER = '.RaDatagrid-tbody .column-mobileNo span';

const PEER_LABEL = 'react-admin 5.15';
/** The issue's bars against the peer: ours/peer. */
const AHEAD = 0.8;
const REQUESTS_BEFORE_ROW = 12;

/** Installs the peer's packages when they are missing or older than its lockfile, and builds it; its dist/. */
async function buildPeer() {
  await installKit(PEER_DIR);
  // the repository's own Vite (the peer's config takes its plugins from the repository too)
  const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
  const b = await run(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: PEER_DIR,
    timeoutMs: 5 * 60 * 1000,
  });
  if (b.code !== 0) throw new Error(`the peer's build failed: ${tail(b.stdout + b.stderr, 3)}`);
  return join(PEER_DIR, 'dist');
}

const FIGURES = [
  ['lh-mobile-perf', 'Lighthouse mobile performance'],
  ['lh-mobile-lcp', 'mobile LCP'],
  ['lh-mobile-fcp', 'mobile FCP'],
  ['lh-mobile-tbt', 'mobile TBT'],
  ['lh-desktop-perf', 'Lighthouse desktop performance'],
  ['lh-desktop-lcp', 'desktop LCP'],
  ['lh-desktop-tbt', 'desktop TBT'],
  ['first-row', 'first data row, cold'],
  ['requests-row', 'requests before the first row'],
  ['requests-idle', 'requests until idle'],
  ['js', 'JS transferred until idle'],
];
const figureName = (f) => `/vendors vs ${PEER_LABEL}: ${f}`;

/** Every peer row as "n/a — reason". */
export const peerNa = (reason) => FIGURES.map(([id, f]) => na(`peer-${id}`, figureName(f), '', reason));

/** Lighthouse of both lists, `runs` rounds interleaved, in its own process (tools/bench/lighthouse.mjs). */
async function lighthouseBoth(stack, urls, preset, runs) {
  await installKit(LIGHTHOUSE_KIT);
  const args = ['tools/bench/lighthouse.mjs', '--runs', String(runs), '--preset', preset];
  for (const u of urls) args.push('--signed-in', u);
  const res = await run(process.execPath, args, {
    env: { BENCH_SESSION: JSON.stringify(sessionEntries(stack.token)) },
    timeoutMs: runs * urls.length * 60000,
  });
  const last = res.stdout.trim().split('\n').pop();
  if (!last) throw new Error(`Lighthouse (${preset}) failed: ${tail(res.stderr, 2) || `exit ${res.code}`}`);
  const { results } = JSON.parse(last);
  return urls.map((u) => {
    const ok = (results[u] ?? []).filter((x) => !x.runtimeError);
    if (!ok.length)
      throw new Error(
        `Lighthouse (${preset}) did not audit ${u}: ${results[u]?.[0]?.runtimeError ?? 'no run'}`,
      );
    return {
      performance: median(ok.map((x) => x.performance)),
      fcp: median(ok.map((x) => x.metrics['first-contentful-paint'])),
      lcp: median(ok.map((x) => x.metrics['largest-contentful-paint'])),
      tbt: median(ok.map((x) => x.metrics['total-blocking-time'])),
      runs: ok.length,
    };
  });
}

/**
 * The peer rows. `stack`: the bench stack (dev API, our panel at webUrl, the session's token).
 * @param {{ runs?: number, lighthouseRuns?: number }} [o]  runs: cold loads of each list
 */
export async function peerRows(stack, { runs = 5, lighthouseRuns = 3 } = {}) {
  const dist = await buildPeer();
  const { startPanelServer } = await import(pathToFileURL(join(ROOT, 'tools/panel-server.mjs')).href);
  const peer = await startPanelServer({
    root: dist,
    port: 0,
    backends: { api: stack.api.apiUrl, auth: stack.api.authUrl },
    tls: stack.tls,
  });
  const ours = `${stack.webUrl}/vendors`;
  const theirs = `${peer.url}/vendors`;
  const rows = [];
  const both = (id, figure, unit, o, p, target, targetText, n) =>
    rows.push(
      row({
        id: `peer-${id}`,
        figure: figureName(figure),
        value: o,
        unit,
        runs: n,
        baseline: { label: PEER_LABEL, value: p, unit },
        target,
        targetText,
      }),
    );
  try {
    for (const preset of ['mobile', 'desktop']) {
      log(`peer: Lighthouse ${preset}, /vendors and the peer interleaved ...`);
      try {
        const [o, p] = await lighthouseBoth(stack, [ours, theirs], preset, lighthouseRuns);
        const n = Math.min(o.runs, p.runs);
        both(
          `lh-${preset}-perf`,
          `Lighthouse ${preset} performance`,
          'score',
          o.performance,
          p.performance,
          { op: '>=', value: 1, on: 'ratio' },
          '>= peer',
          n,
        );
        both(
          `lh-${preset}-lcp`,
          `${preset} LCP`,
          'ms',
          o.lcp,
          p.lcp,
          { op: '<=', value: AHEAD, on: 'ratio' },
          `<= ${AHEAD}x peer`,
          n,
        );
        if (preset === 'mobile') both('lh-mobile-fcp', 'mobile FCP', 'ms', o.fcp, p.fcp, null, '', n);
        both(
          `lh-${preset}-tbt`,
          `${preset} TBT`,
          'ms',
          o.tbt,
          p.tbt,
          { op: '<', value: 1, on: 'ratio' },
          '< peer',
          n,
        );
      } catch (e) {
        for (const [id, f] of FIGURES.filter(([id]) => id.startsWith(`lh-${preset}`)))
          rows.push(na(`peer-${id}`, figureName(f), '', String(e.message)));
      }
    }
    log(`peer: ${runs} cold loads of each list, interleaved ...`);
    const browser = await launch();
    const session = sessionEntries(stack.token);
    const loads = { ours: [], peer: [], errors: [] };
    try {
      await coldLoad(browser, theirs, PEER_MARKER, session); // the browser process warm, not the cache
      for (let i = 0; i < runs; i++) {
        for (const [side, url, marker] of [
          ['ours', ours, MARKERS.vendors],
          ['peer', theirs, PEER_MARKER],
        ]) {
          try {
            loads[side].push(await coldLoad(browser, url, marker, session));
          } catch (e) {
            loads.errors.push(`${side}: ${String(e?.message ?? e).split('\n')[0]}`);
          }
        }
      }
    } finally {
      await browser.close().catch(() => undefined);
    }
    if (!loads.ours.length || !loads.peer.length) {
      for (const [id, f] of FIGURES.filter(([id]) => !id.startsWith('lh-')))
        rows.push(na(`peer-${id}`, figureName(f), '', loads.errors[0] ?? 'no load'));
    } else {
      const m = (side, k) => median(loads[side].map((x) => x[k]));
      const n = Math.min(loads.ours.length, loads.peer.length);
      both(
        'first-row',
        'first data row, cold',
        'ms',
        m('ours', 'ms'),
        m('peer', 'ms'),
        { op: '<=', value: AHEAD, on: 'ratio' },
        `<= ${AHEAD}x peer`,
        n,
      );
      both(
        'requests-row',
        'requests before the first row',
        'requests',
        m('ours', 'requestsBeforeRow'),
        m('peer', 'requestsBeforeRow'),
        { op: '<=', value: REQUESTS_BEFORE_ROW },
        `<= ${REQUESTS_BEFORE_ROW}`,
        n,
      );
      both(
        'requests-idle',
        `requests until idle (preflights: ours ${m('ours', 'preflights')}, peer ${m('peer', 'preflights')})`,
        'requests',
        m('ours', 'requests'),
        m('peer', 'requests'),
        null,
        '',
        n,
      );
      both(
        'js',
        `JS transferred until idle (files: ours ${m('ours', 'jsFiles')}, peer ${m('peer', 'jsFiles')})`,
        'KB',
        m('ours', 'jsKB'),
        m('peer', 'jsKB'),
        null,
        '',
        n,
      );
    }
  } finally {
    await peer.close();
  }
  return rows;
}
