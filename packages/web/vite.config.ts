import { defineConfig, type Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { messages } from './vite.messages';
import { join } from 'node:path';
import { precompress } from '../../tools/precompress.mjs';
import { FIRST_READS_META, prerenderFrames, ROUTES_META } from './vite.prerender';
import { darkThemeStylesheet } from './vite.darktheme';
import { FIRST_READ_PARAM, FRAME_CLASS, FRAME_CLICKABLE, FRAME_USER_CLASS } from './src/prerender/frameClass';

// The app's code, asked for by one inline script at the end of <body> (the entry's tags are taken out of
// index.html): its stylesheet, its module and this URL's route code. The script looks at the URL the page was
// opened on and adds <link rel="modulepreload"> for that route's chunks (and a style preload for their CSS),
// so the browser fetches them beside the entry instead of after the entry has downloaded, run and asked the
// router for them. Routes stay code-split: only the current route's files are fetched.
//
// When the page carries its prerendered frame and shows it (vite.prerender.ts), all of it is asked for just
// after the frame's first paint: nothing then competes with the frame for the first paint, and the paint does
// not wait for code that could not draw anything sooner (a module runs only once the document is parsed).
// Otherwise (a hidden frame, a page without one, a tab in the background) at once. src/main.tsx waits for the stylesheet
// before it draws (a script added by a script does not wait for stylesheets as a parsed one does).
//
// The route table is read from src/app/routes.tsx (`path: '...'` next to `import('../screens/<folder>')`);
// every route but /login and the 404 sits inside the layout and behind the guard, so without a session
// (localStorage `authToken`) a protected URL preloads /login's code instead, where the guard sends it.

type Chunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  viteMetadata?: { importedCss?: Set<string> };
};

const PUBLIC_ROUTES = new Set(['login']);

/**
 * The longest the app's code waits, after the frame's paint, for the first rows the page draws from its first read
 * (src/prerender/earlyRows.tsx): fetched meanwhile, the code would compete with that read for the connection.
 */
const ROWS_WAIT_MS = 1000;

/**
 * The early input's capture, in <head> so it listens before any of the frame is parsed or painted: the clicks on
 * the prerendered frame's buttons and tabs (a key's Enter or Space on one is a click too) and where the focus is in it,
 * kept for src/prerender/replay.ts, which replays them on the app's own controls once the app has taken the frame
 * over (Angular's event replay and jsaction do the same). Links are not touched: they work as links. A focus that
 * left for nothing (a click beside) is forgotten a task later, unless the app's taking the frame away blurred it.
 * About 760 bytes (brotli ~300): it is on every page's first paint.
 */
const earlyInputScript = (): string =>
  `<script>
      (function () {
        var q = (window.__mpaEarly = { clicks: [], focus: null });
        function at(t, s) { return t && t.closest ? t.closest('.${FRAME_CLASS} ' + s) : null; }
        function keep(e) { var b = at(e.target, '${FRAME_CLICKABLE}'); if (b && !b.disabled && b.getAttribute('aria-disabled') !== 'true') q.clicks.push(b); }
        addEventListener('click', keep, true);
        // a tab is worked by Enter and Space too (a button's keys make a click, kept above)
        addEventListener('keydown', function (e) { if ((e.key === 'Enter' || e.key === ' ') && at(e.target, '[role="tab"]') === e.target) keep(e); }, true);
        // a frame's form (/login's) is sent by the app: its submit button's click, kept above, is replayed there
        addEventListener('submit', function (e) { if (at(e.target, 'form') === e.target) e.preventDefault(); }, true);
        addEventListener('focusin', function (e) { q.focus = at(e.target, '${FRAME_CLICKABLE},input,select,textarea'); }, true);
        addEventListener('focusout', function (e) { var t = e.target; if (!e.relatedTarget) setTimeout(function () { if (t.isConnected && q.focus === t) q.focus = null; }); }, true);
      })();
    </script>`;

function bootScript(routesFile: string): Plugin {
  return {
    name: 'mpa-boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter((c) => c.type === 'chunk') as unknown as Chunk[];
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (roots: string[]): string[] => {
          const seen = new Set<string>();
          const stack = [...roots];
          while (stack.length) {
            const f = stack.pop()!;
            if (seen.has(f) || !byFile.has(f)) continue;
            seen.add(f);
            stack.push(...byFile.get(f)!.imports);
          }
          return [...seen];
        };
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return html;
        const loaded = new Set(closure([entry.fileName])); // the entry's: asked for with it
        const facade = (suffix: string) =>
          chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(suffix));
        const files = (roots: Chunk[]): string[] => {
          const js = closure(roots.map((c) => c.fileName)).filter((f) => !loaded.has(f));
          const css = new Set<string>();
          for (const f of js) for (const c of byFile.get(f)!.viteMetadata?.importedCss ?? []) css.add(c);
          return [...js, ...css];
        };

        const source = readFileSync(routesFile, 'utf8');
        // the layout shares its chunk with the code every protected route needs (chunkGroups): no facade of its own
        const layout = chunks.find((c) =>
          c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith('/src/layout/Layout.tsx')),
        );
        const table: [string, number, string[]][] = [];
        for (const m of source.matchAll(/path:\s*'([^']+)'[^\n]*?import\('\.\.\/screens\/([\w-]+)'\)/g)) {
          const [, path, folder] = m;
          const screen = facade(`/src/screens/${folder}/index.tsx`);
          if (!screen || path.includes('*')) continue;
          const isPublic = PUBLIC_ROUTES.has(path);
          table.push([path, isPublic ? 0 : 1, files(isPublic || !layout ? [screen] : [layout, screen])]);
        }
        if (!table.some(([p]) => p === 'login')) return html;

        // one list of file names, routes refer to them by index (keeps the inline script small)
        const names = [...new Set(table.flatMap(([, , f]) => f))];
        const routes = table.map(([p, prot, f]) => [p, prot, f.map((x) => names.indexOf(x))]);
        // the entry's own tags, as Vite wrote them (its module, its stylesheet, the chunks it imports): the script
        // adds them instead, as [how, file]
        const entryTags: [string, string][] = [];
        for (const m of html.matchAll(
          /\s*<(script type="module"|link rel="(?:stylesheet|modulepreload)") crossorigin (?:src|href)="\/([^"]+)">(?:<\/script>)?/g,
        )) {
          entryTags.push([
            m[1] === 'script type="module"' ? 'module' : m[1].slice('link rel="'.length, -1),
            m[2],
          ]);
          html = html.replace(m[0], '');
        }
        entryTags.sort(([a], [b]) => Number(b === 'stylesheet') - Number(a === 'stylesheet')); // the stylesheet first: the app draws once it is in
        if (!entryTags.some(([how]) => how === 'module') || !entryTags.some(([how]) => how === 'stylesheet'))
          throw new Error('boot script: index.html has no entry module or stylesheet');
        const script = `<script>
      // The app's code: its entry and this URL's route code (packages/web/vite.config.ts).
      (function () {
        var E = ${JSON.stringify(entryTags)};
        // the routes' code, file names by index: the page's <meta> (every route's in index.html; a route's page has its
        // own and /login's, vite.prerender.ts), so a page carries no other route's file names
        var T = { F: [], R: [] };
        try { T = JSON.parse(document.querySelector('meta[name="${ROUTES_META}"]').content); } catch (e) {}
        var F = T.F, R = T.R;
        var p = location.pathname.replace(/^\\/+|\\/+$/g, '').split('/');
        var signedIn = false;
        try { signedIn = !!localStorage.getItem('authToken'); } catch (e) {}
        var hit = null, login = null;
        for (var i = 0; i < R.length; i++) {
          var s = R[i][0].split('/');
          if (R[i][0] === 'login') login = R[i];
          if (hit || s.length !== p.length) continue;
          var ok = true;
          for (var j = 0; j < s.length; j++) if (s[j].charAt(0) !== ':' && s[j] !== p[j]) { ok = false; break; }
          if (ok) hit = R[i];
        }
        if (hit && hit[1] && !signedIn) hit = login;
        // This route's first API reads (its page's <meta>, which vite.prerender.ts writes from the SDK's own
        // requests), started with the session's token: their answers come while the app's code downloads, and
        // src/prerender/firstReads.ts hands each to the SDK when it asks for the same
        var D = {};
        try { D = JSON.parse(document.querySelector('meta[name="${FIRST_READS_META}"]').content); } catch (e) {}
        var early = (window.__mpaReads = []);
        // with the code, after the frame's first paint (nothing the paint needs waits behind them), or at once where
        // the page draws the list's first rows from them
        var readsStarted = false;
        // an early read's answer as JSON (null when it failed)
        var answerOf = function (read) { return read.response.then(function (r) { return r && r.ok ? r.clone().json() : null; }); };
        // an answer's rows and the server's total where the SDK's toPage finds them
        var num = function () {
          for (var i = 0; i < arguments.length; i++) {
            var v = arguments[i];
            v = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
            if (typeof v === 'number' && isFinite(v)) return v;
          }
        };
        var rowsOf = function (d) {
          var total;
          for (var depth = 0; d && !Array.isArray(d) && depth < 3; depth++) {
            var items = Array.isArray(d.items) ? d.items : Array.isArray(d.Items) ? d.Items : null;
            total = items ? num(d.totalCount, d.TotalCount, d.total, d.totalRecords, total) : num(d.totalCount, d.TotalCount, total);
            d = items || d.data || d.Data;
          }
          return Array.isArray(d) ? [d, total] : [null];
        };
        // a row's field as the SDK's fieldValue finds it: by its name, else by its name in any case
        var field = function (o, k) {
          if (!o || typeof o !== 'object') return undefined;
          if (Object.prototype.hasOwnProperty.call(o, k)) return o[k];
          for (var x in o) if (x.toLowerCase() === k.toLowerCase()) return o[x];
        };
        // text as React escapes it (the same characters; numeric references)
        var esc = function (v) { return String(v).replace(/[&<>"']/g, function (c) { return '&#' + c.charCodeAt(0) + ';'; }); };
        // what the early record's script (src/prerender/earlyRecord.tsx drawEarlyRecord) draws with
        var boot = (window.__mpaBoot = { early: early, answerOf: answerOf, rowsOf: rowsOf, field: field, esc: esc });
        function startReads() {
        if (readsStarted) return;
        readsStarted = true;
        try {
          var cfg = document.getElementById('mpa-config');
          var api = cfg && JSON.parse(cfg.textContent).apiBaseUrl.replace(/\\/+$/, '');
          var token = signedIn && localStorage.getItem('authToken');
          var reads = hit && hit[1] && !location.search && api && token ? D[hit[0]] || [] : [];
          // a route's parameter: the URL's value where the table has ${FIRST_READ_PARAM} (encoded as the SDK does a
          // path's segment; a read the SDK then asks otherwise is not taken, only wasted)
          var param = '${FIRST_READ_PARAM}', value = param, segs = reads.length ? hit[0].split('/') : [];
          for (var sj = 0; sj < segs.length; sj++) if (segs[sj].charAt(0) === ':') value = encodeURIComponent((boot.param = decodeURIComponent(p[sj])));
          var put = function (x) { return x && x.split(param).join(value); };
          var send = function (read, path) {
            var fh = { authorization: 'Bearer ' + token };
            for (var fk in read[2]) fh[fk] = read[2][fk];
            var url = new URL(api + path, location.href).href;
            var body = put(read[3]);
            var answer = fetch(url, { method: read[0], headers: fh, body: body });
            answer.catch(function () {});
            return { method: read[0], url: url, body: body, response: answer };
          };
          // a read chained on another's answer (frame.tsx FirstRead) is the early record's script's to send
          for (var fr = 0; fr < reads.length; fr++) early.push(reads[fr][4] ? {} : send(reads[fr], put(reads[fr][1])));
          boot.send = send;
          boot.put = put;
          boot.reads = reads;
        } catch (e) {}
        }
        // The list's first page from that read, drawn into the frame's grid from the templates its page carries
        // (src/prerender/earlyRows.tsx): the app's own markup, text put in as React escapes it. Not with the user's
        // own columns or on a phone (the app draws otherwise), nor once the app has taken the frame over. Its read
        // starts now, before the frame's paint: the rows are what the page is for.
        // the page's inline script in <head> hides the frame where the app would draw something else (index.html)
        var frameOff = document.documentElement.classList.contains('mpa-frame-off');
        var rowsDrawn = null;
        try {
          var er = document.getElementById('mpa-early-rows');
          var S = er && JSON.parse(er.getAttribute('data-spec'));
          var into = document.querySelector('#root > .${FRAME_CLASS} .mpa-grid-body');
          if (S && into && !frameOff && !localStorage.getItem(S.prefsKey) && !matchMedia(S.phone).matches && (startReads(), early[S.read])) {
            rowsDrawn = answerOf(early[S.read]).then(function (d) {
              var rt = rowsOf(d), total = rt[1];
              d = rt[0];
              if (!d || !d.length || !into.isConnected) return;
              // a value's shape as earlyRows.tsx numbers them: s n t f d D, then the cell's special strings; -1 none
              var shape = function (v, special) {
                if (v === null || v === undefined) return 1;
                if (v === true || v === false) return v ? 2 : 3;
                if (typeof v === 'number') return v % 1 === 0 && v >= 0 && v < 1000 ? 4 : 5;
                if (typeof v !== 'string') return -1;
                return special.indexOf(v) >= 0 ? 6 + special.indexOf(v) : 0;
              };
              var html = S.head.replace('\\uE000c\\uE001', d.length + 1);
              for (var r = 0; r < d.length; r++) {
                var cells = [];
                for (var c = 0; c < S.cells.length; c++) {
                  var C = S.cells[c], vs = [], at = 0;
                  for (var f = 0; f < C.fields.length; f++) {
                    vs.push(field(d[r], C.fields[f]));
                    var sh = shape(vs[f], C.special[f]);
                    if (sh < 0) return;
                    at = at * (6 + C.special[f].length) + sh;
                  }
                  var t = S.templates[typeof C.content === 'number' ? C.content : C.content[at]];
                  if (t === undefined) return;
                  cells.push(t.replace(/\\uE000([ru])(\\d+)\\uE001/g, function (m, how, n) { return esc(how === 'u' ? encodeURIComponent(String(vs[n])) : vs[n]); }));
                }
                html += S.row.replace(/\\uE000(\\w)(\\d*)\\uE001/g, function (m, k, n) { return k === 'i' ? r : k === 'j' ? r + 2 : cells[n]; });
              }
              into.innerHTML = html + S.tail;
              // the body's height as the app's for these rows and this width (a row's width is the columns')
              var B = S.body, lr = into.querySelector('.mpa-light-row');
              if (B && lr) into.style.height = B[0] + (Math.max(1, d.length) - 1) * B[1] + (parseFloat(lr.style.width) > into.clientWidth ? B[2] : 0) + 'px';
              // the pager under them, for the server's total (earlyRows.tsx EarlyPager)
              var P = S.pager, all = total === undefined ? d.length : total, grid = into.closest('.mpa-grid');
              if (P && grid && all % 1 === 0 && all >= d.length) {
                var pages = Math.ceil(all / P.size);
                grid.insertAdjacentHTML('afterend', P.pages[Math.min(pages, 6) - 1].replace(/\uE000t\uE001/g, all).replace(/\uE000n\uE001/g, pages));
              }
            });
            rowsDrawn.catch(function () {});
          }
        } catch (e) {}
        // A record's screen (Vendor Details) from its reads, by a script of its own (src/prerender/earlyRecord.tsx), asked
        // for with them: the code that draws it is on its pages alone
        var recordDrawn = null;
        try {
          var erc = document.getElementById('mpa-early-record');
          if (erc && !frameOff && (startReads(), early.length))
            recordDrawn = new Promise(function (done) {
              boot.done = done;
              var es = document.createElement('script');
              es.src = erc.getAttribute('data-script');
              es.onerror = done;
              document.head.appendChild(es);
            });
        } catch (e) {}
        var dark = false;
        try { dark = !!(JSON.parse(localStorage.getItem('settings') || '{}') || {}).darkMode; } catch (e) {}
        var files = E.slice();
        if (hit) for (var k = 0; k < hit[2].length; k++) files.push([/\\.css$/.test(F[hit[2][k]]) ? 'style' : 'modulepreload', F[hit[2][k]]]);
        function load() {
          startReads();
          var styles = [];
          for (var i = 0; i < files.length; i++) {
            var how = files[i][0];
            // the dark theme's stylesheet (vite.darktheme.ts): now if the settings say dark, else when switched on
            if (how === 'dark') {
              window.__mpaDarkStyles = '/' + files[i][1];
              if (!dark) continue;
              how = 'stylesheet';
            }
            var l = document.createElement(how === 'module' ? 'script' : 'link');
            if (how === 'module') { l.type = 'module'; l.src = '/' + files[i][1]; }
            else {
              if (how === 'style') { l.rel = 'preload'; l.as = 'style'; } else l.rel = how;
              l.href = '/' + files[i][1];
            }
            if (how === 'stylesheet') styles.push(new Promise(function (done) { l.onload = l.onerror = done; }));
            l.crossOrigin = '';
            // the entry's stylesheet before the page's inline rules (the frame's, some of the layout's and the
            // screen's stylesheets): until those stylesheets are in, their rules keep winning over Blueprint's
            if (how === 'stylesheet' && files[i][0] !== 'dark') document.head.insertBefore(l, document.head.querySelector('style'));
            else document.head.appendChild(l);
          }
          // src/main.tsx draws once the stylesheets are in (or failed)
          window.__mpaStyles = Promise.all(styles);
          setTimeout(warmIntl, 0);
        }
        // The page's first Intl formatter loads the locale data (~20 ms on a desktop, four times that on a phone):
        // one is built here, while the code downloads, instead of inside the first render (its numbers and dates)
        function warmIntl() {
          try { new Intl.NumberFormat().format(0); new Intl.DateTimeFormat().format(0); } catch (e) {}
        }
        var frame = document.querySelector('#root > .${FRAME_CLASS}');
        // the frame's slots for the user's name (src/prerender/frameClass.ts), from the stored user, before it paints
        var slots = document.querySelectorAll('#root > .${FRAME_CLASS} .${FRAME_USER_CLASS}');
        try {
          var user = slots.length ? JSON.parse(localStorage.getItem('user') || 'null') : null;
          if (user && typeof user.username === 'string' && user.username) {
            for (var n = 0; n < slots.length; n++) slots[n].textContent = user.username;
            document.documentElement.classList.add('mpa-frame-named');
          }
        } catch (e) {}
        if (frame && !frameOff && document.visibilityState === 'visible') {
          // after the rows the page draws itself, when it does (nothing then competes with their read), but no
          // later than ROWS_WAIT_MS after the frame's paint: the frame's controls wait for the code
          var loaded = false;
          var later = function () { if (!loaded) { loaded = true; requestAnimationFrame(function () { setTimeout(load, 0); }); } };
          var drawn = rowsDrawn || recordDrawn;
          if (drawn) { drawn.then(later, later); requestAnimationFrame(function () { setTimeout(later, ${ROWS_WAIT_MS}); }); }
          else {
            // once the frame's first contentful paint is on the screen, not only drawn (a busy device can show it well
            // after its main thread drew it), and a frame later; at the latest a second from now
            var asked = false;
            var go = function () { if (!asked) { asked = true; load(); } };
            var afterFrame = function () { requestAnimationFrame(function () { setTimeout(go, 0); }); };
            try {
              if (PerformanceObserver.supportedEntryTypes.indexOf('paint') < 0) throw 0;
              new PerformanceObserver(function (list, seen) {
                if (!list.getEntriesByName('first-contentful-paint').length) return;
                seen.disconnect();
                afterFrame();
              }).observe({ type: 'paint', buffered: true });
              setTimeout(go, 1000);
            } catch (e) {
              afterFrame();
            }
          }
        } else load();
      })();
    </script>`;
        const routeTable = JSON.stringify({ F: names, R: routes })
          .replace(/&/g, '&amp;')
          .replace(/'/g, '&#39;');
        return html
          .replace(
            '</head>',
            `  <meta name="${ROUTES_META}" content='${routeTable}'>\n  ${earlyInputScript()}\n  </head>`,
          )
          .replace('</body>', `  ${script}\n  </body>`);
      },
    },
  };
}

// Shared code in a few chunks named by who needs it, instead of one chunk per set of importers: a protected
// route used to fetch 40-70 files, each a round trip on a slow connection (which Lighthouse's simulated mobile
// network charges for). By the first rule that holds, a module goes into:
//   the entry   what the entry needs statically (rolldown's '$initial' tag: what it really uses, after
//               tree-shaking) and the Blueprint components /login imports: /login loads the entry and its screen
//   layout      what every protected route loads with the layout, in one file: the layout itself, our code it
//               needs (sidebar, header...), our code (web, SDK) that two or more lazily loaded chunks (screens,
//               lazy dialogs) need, and any other package code (Blueprint components...) but the popovers', the
//               grid's, the pickers', the icons' and the number and text area fields' (in the forms that draw them)
//   popover     Blueprint's popovers (floating-ui), tooltips, menu items and context menus: no first paint draws one
//               (src/components/popover loads them when one is about to open; the chunks that draw one at once,
//               the pickers', import it)
//   grid        @blueprintjs/table and the data grid's Table (GridTable): the list screens load it after their first paint
//   datetime    the date pickers (@blueprintjs/datetime, react-day-picker, date-fns, and our shared code that
//               imports them): screens with a date field
//   select      @blueprintjs/select: the screens with a search-as-you-type picker, the command palette
// and otherwise stays in the one lazily loaded chunk that needs it. A stylesheet of /login's own code stays
// with /login's screen (the entry's group is loaded by every route). Each route's screen and each lazy dialog
// keep their own chunk (and file name). "Needs", for our code, is the static import closure.
type ModuleInfo = {
  id: string;
  code: string | null;
  isEntry: boolean;
  importers: readonly string[];
  importedIds: readonly string[];
  dynamicImporters: readonly string[];
  dynamicallyImportedIds: readonly string[];
};
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo | null };

const PACKAGE = /[\\/]node_modules[\\/]/;
/** The SDK's saved views: read by the Views menu's chunks only, never on a first paint. */
const LAZY_SDK = /\/sdk\/src\/views\//;
const GRID_PACKAGES = /[\\/]node_modules[\\/]@blueprintjs[\\/]table[\\/]/;
const SELECT_PACKAGES = /[\\\\/]node_modules[\\\\/]@blueprintjs[\\\\/]select[\\\\/]/;
const ICON_PACKAGE = /[\\\\/]node_modules[\\\\/]@blueprintjs[\\\\/]icons[\\\\/]/;
// Blueprint's popovers (PopoverNext on floating-ui) and what draws one (a menu's item, for its submenus; a tooltip; a
// context menu): in chunks loaded when a popover is first about to open (src/components/popover)
const POPOVER_PACKAGES =
  /[\\/]node_modules[\\/](@floating-ui[\\/]|@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/]components[\\/](popover-next|popover|tooltip|context-menu|breadcrumbs)[\\/]|@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/]components[\\/](menu[\\/]menuItem|dialog[\\/]dialogStepButton)\.js$)/;
// Blueprint's form controls only forms draw (a number or a text area field): in the chunks of the forms that have them
const FORM_PACKAGES =
  /[\\/]node_modules[\\/]@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/]components[\\/]forms[\\/](numericInput|numericInputUtils|textArea)\.js$/;
const CSS = /\.css($|\?)/;
const DATETIME_PACKAGES =
  /[\\/]node_modules[\\/](@blueprintjs[\\/]datetime|react-day-picker|date-fns|date-fns-tz)[\\/]/;

// shared code of ours that imports the date pickers' packages goes with them: in 'layout' it would make every
// screen load 'datetime'
const sharedGroup = (m: ModuleInfo): 'datetime' | 'layout' =>
  m.importedIds.some((id) => DATETIME_PACKAGES.test(id)) ? 'datetime' : 'layout';

function chunkGroups() {
  let ours: Map<string, string | null> | null = null;
  let loginUi: RegExp | null = null;
  const norm = (id: string) => id.replace(/\\/g, '/');
  const analyse = (ctx: ChunkingContext, anyId: string) => {
    const info = (id: string) => ctx.getModuleInfo(id);
    // every module, from any one (importers up, imports down, static and dynamic)
    const all = new Map<string, ModuleInfo>();
    const stack = [anyId];
    while (stack.length) {
      const m = info(stack.pop()!);
      if (!m || all.has(m.id)) continue;
      all.set(m.id, m);
      stack.push(...m.importedIds, ...m.dynamicallyImportedIds, ...m.importers, ...m.dynamicImporters);
    }
    const modules = [...all.values()];
    const roots = new Set(modules.filter((m) => m.isEntry || m.dynamicImporters.length > 0).map((m) => m.id));
    // our code a module needs statically (packages left out: their barrels reach far more than is used)
    const closure = (root: string): Set<string> => {
      const out = new Set<string>();
      const todo = [root];
      while (todo.length) {
        const id = todo.pop()!;
        if (out.has(id) || PACKAGE.test(id) || (id !== root && roots.has(id))) continue;
        out.add(id);
        todo.push(...(info(id)?.importedIds ?? []));
      }
      return out;
    };
    const find = (suffix: string) => modules.find((m) => norm(m.id).endsWith(suffix))?.id;
    const login = find('/src/screens/login/index.tsx');
    const layout = find('/src/layout/Layout.tsx');
    const loginCode = [...(login ? closure(login) : [])].map((id) => info(id)?.code ?? '').join('\n');
    // Blueprint's files are named after their component: Card -> components/card/card.js
    const names = [...loginCode.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@blueprintjs\/core["']/g)]
      .flatMap((m) => m[1].split(','))
      .map((n) => n.trim().split(/\s+as\s+/)[0])
      .filter((n) => /^[A-Z]/.test(n))
      .map((n) => n[0].toLowerCase() + n.slice(1));
    loginUi = names.length
      ? new RegExp(
          `[\\\\/]@blueprintjs[\\\\/]core[\\\\/]lib[\\\\/]esm[\\\\/]components[\\\\/].*[\\\\/](${names.join('|')})\\.js$`,
        )
      : null;
    const loginOwn = login ? closure(login) : new Set<string>();
    const shell = layout ? closure(layout) : new Set<string>();
    const users = new Map<string, number>();
    for (const r of roots) for (const id of closure(r)) users.set(id, (users.get(id) ?? 0) + 1);
    const group = (m: ModuleInfo): string | null => {
      const shared = (users.get(m.id) ?? 0) >= 2;
      // reached from the login's closure only through the SDK's barrel; used by lazy chunks alone
      if (LAZY_SDK.test(norm(m.id))) return null;
      if (loginOwn.has(m.id)) return CSS.test(m.id) && !shared ? null : 'app';
      if (m.id === layout || shell.has(m.id)) return 'layout';
      if (/\/src\/components\/DataGrid\/GridTable\.tsx$/.test(norm(m.id))) return 'grid';
      return shared ? sharedGroup(m) : null;
    };
    ours = new Map();
    for (const m of modules) {
      if (PACKAGE.test(m.id) || (roots.has(m.id) && m.id !== layout)) continue;
      ours.set(m.id, group(m));
    }
  };
  // one group per rule, in this order: a group also takes what its modules import (unless an earlier group
  // has it), so 'layout' must take the Blueprint components before 'grid' and 'datetime' pull in the ones they use
  const rule =
    (pick: (id: string) => string | null) =>
    (id: string, ctx: ChunkingContext): string | null => {
      if (!ours) analyse(ctx, id);
      return pick(id);
    };
  const isPackage = (id: string) => PACKAGE.test(id);
  const ourGroup = (id: string, name: string) => !isPackage(id) && ours!.get(id) === name;
  return [
    { name: 'app', tags: ['$initial' as const] },
    { name: rule((id) => ((isPackage(id) && loginUi?.test(id)) || ourGroup(id, 'app') ? 'app' : null)) },
    {
      // icons: the few the entry bundles are in it; the full sets (loaded on demand) and an icon one screen registers stay where they are used
      name: rule((id) =>
        (isPackage(id) &&
          ![
            GRID_PACKAGES,
            DATETIME_PACKAGES,
            SELECT_PACKAGES,
            ICON_PACKAGE,
            POPOVER_PACKAGES,
            FORM_PACKAGES,
          ].some((p) => p.test(id))) ||
        ourGroup(id, 'layout')
          ? 'layout'
          : null,
      ),
    },
    { name: rule((id) => (POPOVER_PACKAGES.test(id) ? 'popover' : null)) },
    { name: rule((id) => (GRID_PACKAGES.test(id) || ourGroup(id, 'grid') ? 'grid' : null)) },
    { name: rule((id) => (DATETIME_PACKAGES.test(id) || ourGroup(id, 'datetime') ? 'datetime' : null)) },
    { name: rule((id) => (SELECT_PACKAGES.test(id) ? 'select' : null)) },
  ];
}

/** The routes' prefetch modules ('vendors/list'): `prefetch: () => import('../screens/vendors/list')` in src/app/routes.tsx. */
const PREFETCH_MODULES = [
  ...readFileSync(join(import.meta.dirname, 'src/app/routes.tsx'), 'utf8').matchAll(
    /prefetch:\s*\(\)\s*=>\s*import\('\.\.\/screens\/([\w/-]+)'\)/g,
  ),
].map((m) => m[1]);

/** Names route chunks after their folder (screen-vendors-[hash].js) so they can be told apart; the layout's is its group's (layout-[hash].js). */
function chunkFileNames(chunk: { facadeModuleId: string | null; name: string }): string {
  const id = chunk.facadeModuleId?.replace(/\\/g, '/') ?? '';
  const screen = /\/src\/screens\/([^/]+)\/index\.tsx$/.exec(id);
  if (screen) return `assets/screen-${screen[1]}-[hash].js`;
  // a language's messages, fetched when it is chosen
  const language = /^\0virtual:messages\/(\w+)$/.exec(chunk.facadeModuleId ?? '');
  if (language) return `assets/messages-${language[1]}-[hash].js`;
  // a route's prefetch module, fetched with the route's code
  const prefetch = PREFETCH_MODULES.find((m) => id.replace(/\.tsx?$/, '').endsWith(`/src/screens/${m}`));
  if (prefetch) return `assets/prefetch-${prefetch.split('/')[0]}-[hash].js`;
  return 'assets/[name]-[hash].js';
}

/** Blueprint's icon loader takes the panel's light `iconNames` (src/app/iconNames.ts) instead of its table of every name. */
function lightIconNames(): Plugin {
  const replacement = join(import.meta.dirname, 'src/app/iconNames.ts');
  return {
    name: 'mpa-light-icon-names',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './iconNames' &&
        importer &&
        /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconLoader\.js$/.test(importer)
      )
        return replacement;
      return null;
    },
  };
}

export default defineConfig(({ mode }) => {
  // what the app's build and the prerendered frames' Node build share
  const shared = {
    // Blueprint runs its development-only checks and warnings (prop validation, a console warning per
    // Popover instance...) unless the bundler defines the global NODE_ENV: production builds skip them.
    define: { NODE_ENV: JSON.stringify(mode === 'production' ? 'production' : 'development') },
    // The SDK from its sources, one module per file: each screen's chunk takes the parts it uses (the
    // operations layer, the rules of one form) instead of the whole SDK landing on /login.
    resolve: { alias: { '@marketplace-admin/sdk': join(import.meta.dirname, '../sdk/src/index.ts') } },
  };
  const messagesPlugin = () => messages(join(import.meta.dirname, 'src/i18n/messages'));
  return {
    plugins: [
      lightIconNames(),
      messagesPlugin(),
      react(),
      bootScript(join(import.meta.dirname, 'src/app/routes.tsx')),
      precompress(),
      darkThemeStylesheet(),
      prerenderFrames(shared, [messagesPlugin]),
    ],
    ...shared,
    build: {
      outDir: 'dist',
      // Source maps only on request (MPA_SOURCE_MAPS=1): dist/ is what gets deployed, to a server or a bucket
      sourcemap: process.env.MPA_SOURCE_MAPS === '1',
      rolldownOptions: { output: { chunkFileNames, codeSplitting: { groups: chunkGroups() } } },
    },
    server: { host: '127.0.0.1', port: Number(process.env.MPA_WEB_PORT ?? 5173) },
  };
});
