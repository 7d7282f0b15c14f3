// Browser figures in headless Chromium (playwright-core, Debian's Chromium, CONTRACT §8 flags):
/* global PerformanceObserver, performance, requestAnimationFrame, localStorage, getComputedStyle, Event */
// ready times (cold cache, a fresh context per run) against a static HTML page served the same way,
// list page switch and sort over the large seed, and Moderate Reviews with 5,000 reviews in one tab.
// Every time is taken inside the page (performance.now(), rAF = the frame that paints it).
import { chromium } from 'playwright-core';
import { CHROME_PATH, CHROMIUM_ARGS, sessionEntries } from './lib.mjs';

const VIEWPORT = { width: 1280, height: 800 };
export const MARKERS = {
  login: 'form[aria-label="Admin Login"] button[type="submit"]',
  // a data row of the vendors grid (the body beside its `grid` semantics): its Name cell holds the link to the vendor (the skeleton has none)
  vendors: '.mpa-grid-body:has([role="grid"][aria-label="Vendors"]) :is(.mpa-light-cell, .bp6-table-cell) a',
};

/** The vendors grid's sort buttons, one per sortable column (the header layer that scrolls; see DataGrid). */
const SORT_BUTTONS =
  '.mpa-grid-body:has([role="grid"][aria-label="Vendors"]) .bp6-table-quadrant-top .mpa-grid-sort';

export const launch = () => chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });

/** Init script: records `performance.now()` at the first frame where each marker is in the DOM and laid out; long tasks. */
function recorder(markers) {
  const b = (window.__bench = { ready: {}, longTasks: [] });
  try {
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) b.longTasks.push({ start: e.startTime, ms: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    /* no long task API */
  }
  const tick = () => {
    let pending = false;
    for (const [name, sel] of Object.entries(markers)) {
      if (b.ready[name] !== undefined) continue;
      const el = document.querySelector(sel);
      if (el && el.getClientRects().length > 0) b.ready[name] = performance.now();
      else pending = true;
    }
    if (pending) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

async function newContext(browser, session) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  if (session) {
    await context.addInitScript((entries) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, session);
  }
  return context;
}

/** In the page: where the time went (ms from navigation start, responseEnd of each step). */
function timeline() {
  const nav = performance.getEntriesByType('navigation')[0];
  const res = performance.getEntriesByType('resource');
  const end = (f) => Math.max(0, ...res.filter(f).map((e) => e.responseEnd));
  const js = res.filter((e) => e.initiatorType === 'script' || /\.m?js(\?|$)/.test(e.name));
  return {
    html: nav?.responseEnd ?? 0,
    jsEnd: end((e) => js.includes(e)),
    jsKB: js.reduce((a, e) => a + (e.transferSize || 0), 0) / 1024,
    jsEncodedKB: js.reduce((a, e) => a + (e.encodedBodySize || 0), 0) / 1024,
    jsDecodedKB: js.reduce((a, e) => a + (e.decodedBodySize || 0), 0) / 1024,
    config: end((e) => /\/config\.json(\?|$)/.test(e.name)),
    api: end((e) => e.initiatorType === 'fetch' && !/config\.json/.test(e.name)),
    scripts: js.map((e) => new URL(e.name).pathname),
  };
}

/** Navigation start to the marker painted, in a fresh context (cold cache), with the page's timeline. */
async function readyOnce(browser, url, marker, session) {
  const context = await newContext(browser, session);
  try {
    await context.addInitScript(recorder, { m: marker });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__bench?.ready.m !== undefined, null, {
      timeout: 20000,
      polling: 50,
    });
    const ms = await page.evaluate(() => window.__bench.ready.m);
    const t = await page.evaluate(timeline);
    return { ms, scripts: t.scripts, timeline: t };
  } finally {
    await context.close();
  }
}

/**
 * One cold load (fresh context) of `url` until `marker` is laid out and then until the network is idle: the
 * time to the marker, the requests sent before it and until idle (CORS preflights included: the DevTools
 * protocol sees them, Playwright's request events do not), and the JS fetched (files, KB transferred).
 */
export async function coldLoad(browser, url, marker, session) {
  const context = await newContext(browser, session);
  try {
    await context.addInitScript(recorder, { m: marker });
    const page = await context.newPage();
    const sent = [];
    const cdp = await context.newCDPSession(page);
    cdp.on('Network.requestWillBeSent', (e) =>
      sent.push({ method: e.request.method, url: e.request.url, at: e.timestamp }),
    );
    await cdp.send('Network.enable');
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__bench?.ready.m !== undefined, null, {
      timeout: 20000,
      polling: 50,
    });
    const ms = await page.evaluate(() => window.__bench.ready.m);
    // sent before the marker was painted (the page's own request opens the clock), not before the poll above
    // noticed it: what the page asks for in the next 50 ms is not before its first row
    const beforeRow = sent.filter((r) => (r.at - sent[0].at) * 1000 <= ms).length;
    await page.waitForLoadState('networkidle', { timeout: 30000 });
    const t = await page.evaluate(timeline);
    return {
      ms,
      requestsBeforeRow: beforeRow,
      requests: sent.length,
      preflights: sent.filter((r) => r.method === 'OPTIONS').length,
      jsFiles: t.scripts.length,
      jsKB: t.jsKB,
    };
  } finally {
    await context.close();
  }
}

/**
 * Every route's ready time (cold cache, a fresh context per run), each round interleaved with the static
 * baseline page (a form, a list row), so machine noise hits the app and its baseline alike.
 * @param {{ id: string, url: string, marker: string, signedIn: boolean, baseline: 'login' | 'vendors' }[]} routes  url: path on the web server
 * @returns {Promise<{ baseline: { login: number[], vendors: number[] }, routes: Record<string, { ms: number[], timelines: object[], scripts: string[], errors: string[] }> }>}
 */
export async function readyTimes(browser, { webUrl, baselineUrl, token, routes, runs = 3 }) {
  const session = sessionEntries(token);
  const out = {
    baseline: { login: [], vendors: [] },
    routes: Object.fromEntries(routes.map((r) => [r.id, { ms: [], timelines: [], scripts: [], errors: [] }])),
  };
  await readyOnce(browser, `${webUrl}/login`, MARKERS.login); // warm the browser process, not the cache
  for (let i = 0; i < runs; i++) {
    out.baseline.login.push((await readyOnce(browser, `${baselineUrl}/login`, MARKERS.login)).ms);
    out.baseline.vendors.push((await readyOnce(browser, `${baselineUrl}/vendors`, MARKERS.vendors)).ms);
    for (const r of routes) {
      const o = out.routes[r.id];
      try {
        const one = await readyOnce(browser, `${webUrl}${r.url}`, r.marker, r.signedIn ? session : undefined);
        o.ms.push(one.ms);
        o.timelines.push(one.timeline);
        o.scripts = one.scripts;
      } catch (e) {
        o.errors.push(String(e?.message ?? e).split('\n')[0]);
      }
    }
  }
  return out;
}

/** In the page: clicks `click` and resolves with ms until `done()` holds at a frame (both given as source text). */
function clickAndWait({ click, done, timeoutMs }) {
  const target = typeof click === 'string' ? document.querySelector(click) : null;
  if (!target) return Promise.reject(new Error(`nothing to click: ${click}`));
  const isDone = new Function(`return (${done})`)();
  const state = isDone.prepare?.();
  const t0 = performance.now();
  target.click();
  return new Promise((res, rej) => {
    const tick = () => {
      if (isDone(state)) res(performance.now() - t0);
      else if (performance.now() - t0 > timeoutMs) rej(new Error(`not done after ${timeoutMs} ms`));
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

// A data row is shown, nothing is loading, and either the rows differ from before the click or the list
// request the click caused has been answered (a sort can leave the same rows on the first page: sorting
// by gender after sorting by service, for instance; waiting for different rows alone would never end).
const TABLE_SETTLED = `Object.assign((s) => {
  const wrap = document.querySelector('.mpa-grid');
  const body = document.querySelector('.mpa-grid-body:has([role="grid"][aria-label="Vendors"])');
  const ok = body && body.querySelector('.bp6-table-cell a') && !(wrap && wrap.getAttribute('aria-busy') === 'true');
  if (!ok) return false;
  if (body.textContent !== s.text) return true;
  return performance.getEntriesByType('resource').slice(s.entries).some((e) => /\\/vendors\\/v1\\?/i.test(e.name) && e.responseEnd > 0);
}, { prepare: () => {
  performance.setResourceTimingBufferSize(100000);
  return { text: document.querySelector('.mpa-grid-body:has([role="grid"][aria-label="Vendors"])')?.textContent, entries: performance.getEntriesByType('resource').length };
} })`;

/** Vendors over the large seed: time to switch page (Next page) and to sort (each header once, then flips). */
export async function listOps(browser, { webUrl, token, runs = 5 }) {
  const context = await newContext(browser, sessionEntries(token));
  try {
    const page = await context.newPage();
    await page.goto(`${webUrl}/vendors`);
    await page.locator(MARKERS.vendors).first().waitFor({ timeout: 20000 });
    const total = await page
      .locator('.mpa-pager-text')
      .first()
      .textContent()
      .catch(() => '');
    const paging = [];
    for (let i = 0; i < runs; i++) {
      paging.push(
        await page.evaluate(clickAndWait, {
          click: 'button[aria-label="Next page"]',
          done: TABLE_SETTLED,
          timeoutMs: 15000,
        }),
      );
    }
    const sorting = [];
    const headers = await page.locator(SORT_BUTTONS).count();
    if (headers === 0) throw new Error('no sortable header on /vendors');
    for (let i = 0; i < runs; i++) {
      const id = `bench-sort-${i}`;
      await page
        .locator(SORT_BUTTONS)
        .nth(i % headers)
        .evaluate((el, v) => el.setAttribute('data-bench', v), id);
      sorting.push(
        await page.evaluate(clickAndWait, {
          click: `[data-bench="${id}"]`,
          done: TABLE_SETTLED,
          timeoutMs: 15000,
        }),
      );
    }
    return { paging, sorting, total: total?.trim() };
  } finally {
    await context.close();
  }
}

// Moderate Reviews: the tab's whole list is loaded (aria-setsize on the windowed items carries its length).
const reviewsShown = (n) => `(() => {
  const it = document.querySelector('[role="listitem"][aria-setsize]');
  return Boolean(it && Number(it.getAttribute('aria-setsize')) === ${n} && it.getClientRects().length > 0);
})`;

/**
 * Render: click the Pending tab (from Rejected) until its ${n} reviews are listed and painted (data fetched
 * by the screen: every page). Re-render: the same with the data cached. Scroll: jumps through the list,
 * until the item at the new position is painted. Longest long task over all of it.
 */
export async function reviewsOps(
  browser,
  { webUrl, token, n, pendingTab = 'Pending', otherTab = 'Rejected', jumps = 8 },
) {
  const context = await newContext(browser, sessionEntries(token));
  try {
    await context.addInitScript(recorder, {});
    const page = await context.newPage();
    await page.goto(`${webUrl}/reviews-moderation?tab=${otherTab.toLowerCase()}`);
    await page.locator('[role="listitem"][aria-setsize]').first().waitFor({ timeout: 30000 });
    const tab = (name) => page.getByRole('tab', { name, exact: true });
    const mark = async (name) =>
      tab(name).evaluate((el, v) => el.setAttribute('data-bench', v), `tab-${name}`);
    await mark(pendingTab);
    await mark(otherTab);
    await page.evaluate(() => (window.__bench.longTasks = []));
    const render = await page.evaluate(clickAndWait, {
      click: `[data-bench="tab-${pendingTab}"]`,
      done: reviewsShown(n),
      timeoutMs: 30000,
    });
    await page.evaluate(clickAndWait, {
      click: `[data-bench="tab-${otherTab}"]`,
      done: `() => !document.querySelector('[role="listitem"][aria-setsize="${n}"]')`,
      timeoutMs: 30000,
    });
    const rerender = await page.evaluate(clickAndWait, {
      click: `[data-bench="tab-${pendingTab}"]`,
      done: reviewsShown(n),
      timeoutMs: 30000,
    });
    const scroll = await page.evaluate(
      async ({ jumps }) => {
        const item = document.querySelector('[role="listitem"][aria-setsize]');
        let box = item.parentElement;
        while (
          box &&
          !(box.scrollHeight > box.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(box).overflowY))
        )
          box = box.parentElement;
        box = box ?? document.scrollingElement;
        const times = [];
        for (let j = 1; j <= jumps; j++) {
          const top = Math.round(((j % 2 ? j : jumps - j) / jumps) * (box.scrollHeight - box.clientHeight));
          const t0 = performance.now();
          box.scrollTop = top;
          box.dispatchEvent(new Event('scroll'));
          await new Promise((res) => {
            const tick = () => {
              const r = box.getBoundingClientRect();
              const hit = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(40, r.height / 2));
              const li = hit?.closest('[role="listitem"]');
              const at = li?.getBoundingClientRect();
              if (li && at.bottom > r.top && at.top < r.bottom) res();
              else if (performance.now() - t0 > 5000) res();
              else requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
          });
          times.push(performance.now() - t0);
        }
        return times;
      },
      { jumps },
    );
    const longTasks = await page.evaluate(() => window.__bench.longTasks.map((t) => t.ms));
    return {
      render,
      rerender,
      scroll,
      longestTask: longTasks.length ? Math.max(...longTasks) : 0,
      longTaskCount: longTasks.length,
    };
  } finally {
    await context.close();
  }
}

/**
 * Export of every referral code from the browser (/referral-codes, Export -> CSV): time from the click
 * to the download, the rows in the file, and the longest task on the main thread meanwhile (the page
 * must stay responsive: the SDK's iterator and encoder hand over one page at a time).
 */
export async function exportOps(browser, { webUrl, token }) {
  const context = await newContext(browser, sessionEntries(token));
  try {
    await context.addInitScript(recorder, {});
    const page = await context.newPage();
    await page.goto(`${webUrl}/referral-codes`);
    await page.getByRole('button', { name: 'Export' }).waitFor({ timeout: 30000 });
    await page.locator('.mpa-grid:not([aria-busy])').waitFor({ timeout: 30000 });
    await page.getByRole('button', { name: 'Export' }).click();
    await page.evaluate(() => (window.__bench.longTasks = []));
    const t0 = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120000 }),
      page.getByRole('menuitem', { name: /^CSV/ }).click(),
    ]);
    const ms = Date.now() - t0;
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(await download.path(), 'utf8');
    const rows = text.split('\r\n').filter(Boolean).length - 1;
    const longTasks = await page.evaluate(() => window.__bench.longTasks.map((t) => t.ms));
    return {
      ms,
      rows,
      longestTask: longTasks.length ? Math.max(...longTasks) : 0,
      longTaskCount: longTasks.length,
    };
  } finally {
    await context.close();
  }
}
