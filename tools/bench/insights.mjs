// Issue 41: the dashboard's figures on the large seed. The time from navigation start until every figure is drawn
// (cold cache, a fresh context per run), when the stat cards painted in the same loads, whether any chart code was
// fetched before they did, and the size of the figures' chunk (its JS and CSS, gzip).
/* global performance, requestAnimationFrame, localStorage */
import { gzipSync } from 'node:zlib';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from './browser.mjs';
import { KB } from './bundle-size.mjs';
import { median, sessionEntries } from './lib.mjs';
import { na, row } from './report.mjs';

/** The figures' lazy chunk (packages/web/src/screens/dashboard/insights/Insights.tsx), by its file name. */
const CHUNK = /^Insights-[\w-]+\.(js|css)$/;
const FIGURES = 7;

/** In the page: when the cards painted, when every figure was drawn (or failed), and when the chart code came. */
function recordFigures(n) {
  const b = (window.__figures = {});
  const tick = () => {
    const now = performance.now();
    const card = document.querySelector('[data-testid="total-services"]');
    if (b.cards === undefined && card && card.getClientRects().length > 0) b.cards = now;
    const figures = [...document.querySelectorAll('figure[data-figure]')];
    if (
      figures.length === n &&
      figures.every(
        (f) => f.querySelector('svg, .mpa-figure-empty, [role="alert"]') && !f.querySelector('[aria-busy]'),
      )
    ) {
      b.drawn = now;
      b.failed = figures.filter((f) => f.querySelector('[role="alert"]')).map((f) => f.dataset.figure);
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

async function figuresOnce(browser, url, session) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript((entries) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, session);
    await context.addInitScript(recordFigures, FIGURES);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__figures?.drawn !== undefined, null, {
      timeout: 120000,
      polling: 100,
    });
    return await page.evaluate(() => {
      const chart = performance
        .getEntriesByType('resource')
        .filter((e) => /\/Insights-[\w-]+\.js$/.test(e.name))
        .map((e) => e.startTime);
      return { ...window.__figures, chartFetchedAt: chart.length ? Math.min(...chart) : null };
    });
  } finally {
    await context.close();
  }
}

/** The figures' chunk in the build: JS and CSS, raw and gzip -9. */
function chartCodeSize(dist) {
  const dir = join(dist, 'assets');
  const files = readdirSync(dir).filter((f) => CHUNK.test(f));
  const sizes = files.map((f) => {
    const buf = readFileSync(join(dir, f));
    return { file: f, bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
  });
  return { files: sizes, gzip: sizes.reduce((a, s) => a + s.gzip, 0) };
}

export async function insightsRows(stack, { runs = 3, dist }) {
  const rows = [];
  try {
    const size = chartCodeSize(dist);
    if (!size.files.length) throw new Error('no Insights-*.js chunk in the build');
    rows.push(
      row({
        id: 'insights-chart-code-gzip',
        figure: 'dashboard figures chunk (charts, tables, their words), gzip',
        value: size.gzip / KB,
        unit: 'KB',
        runs: 1,
        target: null,
        targetText: 'recorded',
        why: size.files.map((f) => `${f.file} ${(f.gzip / KB).toFixed(1)} KB`).join(', '),
        detail: size.files,
      }),
    );
  } catch (e) {
    rows.push(na('insights-chart-code-gzip', 'dashboard figures chunk, gzip', 'recorded', String(e.message)));
  }
  const figure = '/dashboard: every figure drawn, large seed, cold cache';
  try {
    const session = sessionEntries(stack.token);
    const browser = await launch();
    const runsOut = [];
    try {
      for (let i = 0; i < runs; i++)
        runsOut.push(await figuresOnce(browser, `${stack.webUrl}/dashboard`, session));
    } finally {
      await browser.close().catch(() => undefined);
    }
    const early = runsOut.filter(
      (r) => r.chartFetchedAt !== null && r.cards !== undefined && r.chartFetchedAt < r.cards,
    );
    const failed = [...new Set(runsOut.flatMap((r) => r.failed))];
    rows.push(
      row({
        id: 'insights-all-drawn',
        figure,
        value: median(runsOut.map((r) => r.drawn)),
        unit: 'ms',
        runs: runsOut.length,
        target: null,
        targetText: 'recorded',
        why: [
          `cards painted at ${median(runsOut.map((r) => r.cards)).toFixed(0)} ms`,
          early.length
            ? `chart code fetched before the cards painted in ${early.length} of ${runsOut.length} runs`
            : 'no chart code before the cards painted',
          ...(failed.length ? [`failed: ${failed.join(', ')}`] : []),
        ].join('; '),
        detail: runsOut,
      }),
    );
  } catch (e) {
    rows.push(na('insights-all-drawn', figure, 'recorded', String(e?.message ?? e).split('\n')[0]));
  }
  return rows;
}
