// Lighthouse performance and accessibility scores, in their own process (so Lighthouse's trace
/* global localStorage */
// processing does not share an event loop with the dev API under test).
//   node tools/bench/lighthouse.mjs [--runs 3] [--deadline EPOCH_MS] [--preset mobile|desktop] URL... [--signed-in URL]...
// Runs are interleaved (run 1 of every URL, then run 2 ...); after the first round, no new round
// starts past --deadline. One Chromium for all audits: Lighthouse clears the browser cache before
// each navigation (cold cache). For --signed-in URLs the session (env BENCH_SESSION, JSON of
// localStorage entries) is put in the origin's localStorage first; for the others localStorage is
// emptied. (Lighthouse 12 clears cache storage and service workers by default, not localStorage.)
// Prints one JSON line after each audit: { preset, results: { URL: [{ performance, accessibility, metrics, failed }] } },
// the results so far (the last line is the whole run; a run stopped by a timeout keeps what it measured).
// LIGHTHOUSE_REPORTS=DIR (env, passed on by `npm run bench`) also writes each audit's whole report there, and with
// LIGHTHOUSE_TRACES=1 its trace (to see which tasks block).
// Lighthouse, puppeteer-core and chrome-launcher come from the bench's own kit (tools/bench/lighthouse-kit/),
// installed on first use: the repository's `npm ci` does not install them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROME_PATH, CHROMIUM_ARGS, installKit, LIGHTHOUSE_KIT } from './lib.mjs';

const argv = process.argv.slice(2);
const targets = [];
const opts = { runs: 3, deadline: Infinity, preset: 'mobile' };
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  if (a === '--runs') opts.runs = Number(argv[++i]);
  else if (a === '--deadline') opts.deadline = Number(argv[++i]);
  else if (a === '--preset') opts.preset = argv[++i];
  else if (a === '--signed-in') targets.push({ url: argv[++i], signedIn: true });
  else targets.push({ url: a, signedIn: false });
}
const session = process.env.BENCH_SESSION ? JSON.parse(process.env.BENCH_SESSION) : {};
if (!targets.length) {
  console.error(
    'usage: node tools/bench/lighthouse.mjs [--runs N] [--deadline MS] [--preset mobile|desktop] URL... [--signed-in URL]...',
  );
  process.exit(2);
}

await installKit(LIGHTHOUSE_KIT);
const { launchChrome, lighthouse, desktopConfig, puppeteer } = await import('./lighthouse-kit/index.mjs');

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
const results = Object.fromEntries(targets.map((t) => [t.url, []]));
const chrome = await launchChrome({
  chromePath: CHROME_PATH,
  chromeFlags: CHROMIUM_ARGS,
  logLevel: 'silent',
});
const browser = await puppeteer.connect({
  browserURL: `http://127.0.0.1:${chrome.port}`,
  defaultViewport: null,
});
try {
  for (let round = 0; round < opts.runs && (round === 0 || Date.now() < opts.deadline); round++) {
    for (const t of targets) {
      let page;
      try {
        page = await browser.newPage();
        await page.goto(new URL('/config.json', t.url).href);
        await page.evaluate(
          (entries, signedIn) => {
            localStorage.clear();
            if (signedIn) for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
          },
          session,
          t.signedIn,
        );
        const flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        };
        const { lhr, artifacts } = await lighthouse(
          t.url,
          flags,
          opts.preset === 'desktop' ? desktopConfig : undefined,
          page,
        );
        if (process.env.LIGHTHOUSE_REPORTS) {
          mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
          const name = `${new URL(t.url).pathname.replace(/\W+/g, '_')}-${round + 1}.json`;
          writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, name), JSON.stringify(lhr));
          if (process.env.LIGHTHOUSE_TRACES)
            writeFileSync(
              join(process.env.LIGHTHOUSE_REPORTS, name.replace('.json', '.trace.json')),
              JSON.stringify(artifacts.Trace ?? artifacts.traces?.defaultPass),
            );
        }
        const a11yIds = new Set(
          lhr.categories.accessibility.auditRefs.filter((r) => r.weight > 0).map((r) => r.id),
        );
        results[t.url].push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          finalUrl: lhr.finalDisplayedUrl,
          runtimeError: lhr.runtimeError?.message,
          benchmarkIndex: lhr.environment?.benchmarkIndex,
          totalBytes: lhr.audits['total-byte-weight']?.numericValue,
          requests: lhr.audits['network-requests']?.details?.items?.length,
          metrics: Object.fromEntries(METRICS.map((m) => [m, lhr.audits[m]?.numericValue])),
          // each metric's score, weight and curve (what a miss would need: lighthouse-gap.mjs)
          scoring: Object.fromEntries(
            lhr.categories.performance.auditRefs
              .filter((r) => r.weight > 0 && lhr.audits[r.id])
              .map((r) => [
                r.id,
                { score: lhr.audits[r.id].score, weight: r.weight, ...lhr.audits[r.id].scoringOptions },
              ]),
          ),
          // main-thread time by kind (script evaluation, style and layout...), simulated
          mainThread: Object.fromEntries(
            (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => [
              i.group,
              Math.round(i.duration),
            ]),
          ),
          failed: Object.values(lhr.audits)
            .filter((a) => a11yIds.has(a.id) && a.score !== null && a.score < 1)
            .map((a) => a.id),
        });
      } catch (e) {
        // one failed audit is that run's error, not the end of the others
        results[t.url].push({ runtimeError: String(e?.message ?? e).split('\n')[0] });
      }
      await page?.close().catch(() => undefined);
      console.log(JSON.stringify({ preset: opts.preset, results }));
    }
  }
} finally {
  await browser.disconnect().catch(() => undefined);
  await chrome.kill();
}
