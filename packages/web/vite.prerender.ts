// One HTML file per protected route (dist/vendors/index.html ...) that carries the route's frame, so the
// browser paints the sidebar, header and title from the HTML, before the app's JavaScript has arrived:
//
//   1. the frame is rendered by the app's own components (src/prerender/frame.tsx, built for Node here);
//   2. it goes inside index.html's #root;
//   3. the CSS rules the frame uses (from the entry's stylesheet and the layout chunk's) are inlined; the
//      stylesheets themselves, like the app's code, are asked for by index.html's boot script once the frame
//      has painted (vite.config.ts), and the app draws once they are in (src/main.tsx).
//
// Servers look for `<path>/index.html` before falling back to index.html (tools/panel-server.mjs, deploy/); a route
// with a parameter has its page in a folder named after it (vendors/[mobileNo]/index.html), for any value of it.
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import postcss, { type AtRule, type Container } from 'postcss';
import { Window } from 'happy-dom';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transformSync } from 'esbuild';
import { build, type Plugin, type UserConfig } from 'vite';
import { writeWithCompressed } from '../../tools/precompress.mjs';

type FrameModule = typeof import('./src/prerender/frame');

/**
 * The name of the `<meta>` whose content is the page's first reads (`{ path: reads }`, src/prerender/frame.tsx
 * `firstReads`), which the boot script (vite.config.ts) starts: each page carries only its own route's.
 */
export const FIRST_READS_META = 'mpa-first-reads';

/** The name of the `<meta>` whose content is the routes' code the boot script preloads (vite.config.ts `bootScript`). */
export const ROUTES_META = 'mpa-routes';

/**
 * A route's page's table of the routes' code (ROUTES_META): its own route's and /login's (where a page without a
 * session goes), not every route's as index.html has: `{ F: file names, R: [path, protected, file indexes][] }`.
 */
function ownRouteTable(html: string, path: string): string {
  const meta = new RegExp(`<meta name="${ROUTES_META}" content=("[^"]*"|'[^']*')>`).exec(html);
  if (!meta) throw new Error(`prerender: /${path}'s page has no <meta name="${ROUTES_META}">`);
  const table = JSON.parse(attributeText(meta[1].slice(1, -1))) as {
    F: string[];
    R: [string, number, number[]][];
  };
  const files: string[] = [];
  const index = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
  const routes = table.R.filter(([p]) => p === path || p === 'login').map(([p, prot, f]) => [
    p,
    prot,
    f.map((i) => index(table.F[i])),
  ]);
  return html.replace(
    meta[0],
    `<meta name="${ROUTES_META}" content=${singleQuoted({ F: files, R: routes })}>`,
  );
}

/** An attribute's value as written (React's and singleQuoted's escapes undone). */
const attributeText = (escaped: string): string =>
  escaped.replace(
    /&(quot|#39|#x27|lt|gt|amp);/g,
    (_, e: string) => ({ quot: '"', '#39': "'", '#x27': "'", lt: '<', gt: '>', amp: '&' })[e]!,
  );

/** A JSON value as a single-quoted attribute's text (JSON is full of double quotes). */
const singleQuoted = (value: unknown): string =>
  `'${JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;')}'`;
/**
 * The page's inline scripts (the boot script, the early input's capture) minified: every page carries them, and a
 * page whose compressed HTML passes about 14 KB waits one more round trip for its first paint (TCP's first congestion
 * window, which Lighthouse's simulated phone network counts too). Their comments stay in vite.config.ts.
 */
function minifyInlineScripts(html: string): string {
  return html.replace(
    /<script>([\s\S]*?)<\/script>/g,
    (_, js: string) =>
      `<script>${transformSync(js, { minify: true, legalComments: 'none' }).code.trim()}</script>`,
  );
}

/** The pseudo-classes a selector is tried with against the frame's markup (by structure, or :disabled). */
const TRUSTED_PSEUDO = [
  ':not',
  ':is',
  ':where',
  ':has',
  ':empty',
  ':first-child',
  ':last-child',
  ':only-child',
  ':first-of-type',
  ':last-of-type',
  ':only-of-type',
  ':nth-child',
  ':nth-last-child',
  ':nth-of-type',
  ':nth-last-of-type',
  ':disabled',
];

/** A selector's states a user brings about (kept whatever the markup is) and its pseudo-elements. */
const USER_STATES =
  /::?(hover|focus-visible|focus-within|focus|active|before|after|placeholder|-webkit-[\w-]+|-moz-[\w-]+)\b/g;

/**
 * The page's inlined rules without what cannot change how the page looks (its compressed HTML passes TCP's first
 * congestion window otherwise, see minifyInlineScripts): a selector whose pseudo-classes (:disabled, :empty,
 * :last-child...; the CSS inliner reads past them) match nothing in `markup` (the frame, its early rows' templates
 * as elements), Blueprint's custom properties that no kept rule, no style attribute and no early-row template reads
 * (about 180 of 210), the rules and at-rules left empty, and a repeated rule's earlier copies (the last one
 * decides). The stylesheets the app adds have every rule and property. `ownCss`: index.html's own rules, kept.
 */
function trimInlineCss(html: string, markup: string, ownCss: string): string {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true } });
  window.document.body.innerHTML = markup
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<(\/?)template\b/g, '<$1div');
  const matches = (selector: string): boolean => {
    if (!selector.includes(':') || /^(:root|html|body)\b/.test(selector)) return true;
    // only the pseudo-classes happy-dom is known to match right (its :read-only and :enabled are not)
    const rest = selector.replace(USER_STATES, '').match(/:[\w-]+/g) ?? [];
    if (rest.some((p) => !TRUSTED_PSEUDO.includes(p))) return true;
    try {
      return window.document.querySelector(selector.replace(USER_STATES, '').trim() || '*') !== null;
    } catch {
      return true;
    }
  };
  const outside = html.replace(/<style>[\s\S]*?<\/style>/g, '');
  const sheets = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => {
    const sheet = postcss.parse(m[1]);
    if (ownCss.includes(m[1])) return sheet;
    sheet.walkRules((rule) => {
      if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
      const kept = rule.selectors.filter(matches);
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    });
    return sheet;
  });
  void window.happyDOM.close();
  const reads = (text: string) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]);
  const definitions = new Map<string, string[]>();
  const needed = new Set(reads(outside));
  for (const sheet of sheets)
    sheet.walkDecls((d) => {
      if (d.prop.startsWith('--')) definitions.set(d.prop, [...(definitions.get(d.prop) ?? []), d.value]);
      else reads(d.value).forEach((v) => needed.add(v));
    });
  // a needed property's value may read others
  for (const todo = [...needed]; todo.length;)
    for (const value of definitions.get(todo.pop()!) ?? [])
      for (const v of reads(value))
        if (!needed.has(v)) {
          todo.push(v);
          needed.add(v);
        }
  const prune = (container: Container) => {
    const seen = new Set<string>();
    for (const node of [...(container.nodes ?? [])].reverse()) {
      if (node.type === 'decl' && node.prop.startsWith('--') && !needed.has(node.prop)) node.remove();
      else if (node.type === 'rule' || (node.type === 'atrule' && node.nodes)) {
        prune(node as Container);
        const text = node.toString();
        if (!(node as Container).nodes?.length || seen.has(text)) node.remove();
        else seen.add(text);
      }
    }
  };
  let at = 0;
  return html.replace(/<style>[\s\S]*?<\/style>/g, () => {
    const sheet = sheets[at++];
    prune(sheet);
    return `<style>${sheet.toString()}</style>`;
  });
}

/** The frame's early templates (src/prerender/earlyRows.tsx, earlyRecord.tsx): their ids. */
const EARLY_TEMPLATES = ['mpa-early-rows', 'mpa-early-record'];

const CSS_ONLY = '<div id="mpa-css-only">';

/**
 * The page with its early record's markup once more as elements at the end of its body, for the CSS inliner, which
 * matches no selector of more than one element inside a template (`.mpa-detail-list dd`); `withoutCssOnly` takes it
 * out again.
 */
function withCssOnly(page: string): string {
  const markup = /<template id="mpa-early-record"[^>]*>([\s\S]*?)<\/template>/.exec(page)?.[1] ?? '';
  return markup ? page.replace('</body>', `${CSS_ONLY}${markup}</div></body>`) : page;
}

const withoutCssOnly = (html: string): string => {
  const start = html.indexOf(CSS_ONLY);
  return start < 0 ? html : html.slice(0, start) + html.slice(html.lastIndexOf('</div>') + '</div>'.length);
};

/**
 * The early rows' and record's template elements as the page carries them: their spec alone, in single quotes (the
 * spec's JSON is full of double quotes). Their content, the templates' markup once, was there for the CSS inliner to
 * keep their rules. `frame` is the markup renderFrame gave (its spec escaped as React escapes), `html` the page the
 * inliner wrote.
 */
function compactEarlyRows(frame: string, recordScript: string, html: string): string {
  for (const id of EARLY_TEMPLATES) {
    const spec = new RegExp(`<template id="${id}" data-spec="([^"]*)">[\\s\\S]*?</template>`).exec(
      frame,
    )?.[1];
    if (spec === undefined) continue;
    const json = attributeText(spec);
    const start = html.indexOf(`<template id="${id}"`);
    const end = html.indexOf('</template>', start);
    if (start < 0 || end < 0) throw new Error(`prerender: the CSS inliner's page lost the template #${id}`);
    // the record's is drawn by a script of its own
    const script = id === 'mpa-early-record' ? ` data-script="${recordScript}"` : '';
    html = `${html.slice(0, start)}<template id="${id}"${script} data-spec=${singleQuoted(JSON.parse(json))}></template>${html.slice(end + '</template>'.length)}`;
  }
  return html;
}

type OutputChunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
  viteMetadata?: { importedCss?: Set<string> };
};

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The bodies of a page's inline scripts (the Content-Security-Policy allows them by hash). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\ssrc\s*=/i.test(m[1] ?? ''))
    .map((m) => m[2]);
}

/**
 * The CSS files of the entry, of the layout's chunk (not for a screen outside the layout: /login) and, for a frame
 * that draws its screen, of the screen's chunk, with what each imports: the stylesheets the frame's rules come from.
 */
function frameCss(
  bundle: Record<string, { type: string }>,
  screen?: string,
  outsideLayout = false,
): string[] {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk') as unknown as OutputChunk[];
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const withModule = (suffix: string) =>
    chunks.find((c) => c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(suffix)));
  const layout = withModule('/src/layout/Layout.tsx');
  if (!layout) throw new Error('prerender: no layout chunk in the build');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('prerender: no entry chunk in the build');
  const roots = outsideLayout ? [entry.fileName] : [entry.fileName, layout.fileName];
  if (screen) {
    const chunk = withModule(`/src/screens/${screen}/index.tsx`);
    if (!chunk) throw new Error(`prerender: no chunk holds src/screens/${screen}/index.tsx`);
    roots.push(chunk.fileName);
  }
  // in the order the app applies them (a chunk's imports' before its own; the entry's, the layout's, the screen's):
  // rules of equal specificity (Blueprint's and ours) win as they do in the app
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = byFile.get(file);
    if (!chunk || seen.has(file)) return;
    seen.add(file);
    chunk.imports.forEach(visit);
    for (const f of chunk.viteMetadata?.importedCss ?? []) css.add(f);
  };
  roots.forEach(visit);
  return [...css];
}

/**
 * SWR's `preload` in the frame's Node build: it does nothing where there is no window, and the routes' prefetches
 * (src/prerender/frame.tsx `firstReads`) must reach the SDK there, so it calls the fetcher (and hands the key and its
 * answer to `globalThis.__mpaPreloaded` when there is one: frame.tsx draws a screen with its data so).
 */
function preloadingSwr(): Plugin {
  const id = '\0mpa-swr-preloading';
  let real = '';
  return {
    name: 'mpa-swr-preloading',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'swr' || importer === id) return null;
      real ||= (await this.resolve('swr', importer, { ...options, skipSelf: true }))?.id ?? '';
      return real ? id : null;
    },
    load(loading) {
      if (loading !== id) return null;
      const from = JSON.stringify(real);
      // each preload's key and answer, where src/prerender/frame.tsx asks for them (a screen drawn with its data)
      return `export * from ${from};\nexport { default } from ${from};\nexport const preload = (key, fetcher) => { const answer = Promise.resolve().then(fetcher); globalThis.__mpaPreloaded?.push([key, answer]); return answer; };\n`;
    },
  };
}

/**
 * @param shared what the app's build and the frame's Node build must agree on (aliases, defines)
 * @param plugins the app's own source plugins the Node build needs too (a new instance each)
 */
export function prerenderFrames(
  shared: Pick<UserConfig, 'resolve' | 'define'>,
  plugins: (() => Plugin)[] = [],
): Plugin {
  let root = '';
  let outDir = '';
  let isNodeBuild = false;
  return {
    name: 'mpa-prerender-frames',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      isNodeBuild = Boolean(config.build.ssr);
    },
    // after the other plugins' files, and after the dark theme's split (vite.darktheme.ts), which changes index.html
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(_options, bundle) {
        if (isNodeBuild) return;
        const nodeOut = await mkdtemp(join(tmpdir(), 'mpa-frame-'));
        // the files are compressed (brotli 11, gzip 9) on libuv's threads while the next page is drawn and its CSS
        // inlined on this one: awaited once, at the end (the frames took 4.1 s, 0.9 s of it waiting on writes)
        const writes: Promise<void>[] = [];
        const write = (file: string, content: string) => void writes.push(writeWithCompressed(file, content));
        try {
          await build({
            configFile: false,
            root,
            logLevel: 'warn',
            plugins: [preloadingSwr(), ...plugins.map((make) => make()), react()],
            ...shared,
            // everything bundled: Blueprint's ESM files are not loadable by Node as they are published
            ssr: { noExternal: true },
            build: {
              ssr: 'src/prerender/frame.tsx',
              outDir: nodeOut,
              emptyOutDir: true,
              sourcemap: false,
              copyPublicDir: false,
            },
          });
          const entry = (await readdir(nodeOut)).find((f) => /^frame\.m?js$/.test(f));
          if (!entry) throw new Error(`prerender: the frame's Node build wrote no frame.js in ${nodeOut}`);
          const frames = (await import(pathToFileURL(join(nodeOut, entry)).href)) as FrameModule;

          const indexHtml = minifyInlineScripts(await readFile(join(outDir, 'index.html'), 'utf8'));
          // the early record's script (src/prerender/earlyRecord.tsx drawEarlyRecord), a file the boot script asks for
          const recordCode = transformSync(`(${frames.drawEarlyRecord.toString()})(window.__mpaBoot);`, {
            minify: true,
            legalComments: 'none',
          }).code;
          const recordScript = `assets/early-record-${createHash('sha256').update(recordCode).digest('hex').slice(0, 8)}.js`;
          write(join(outDir, recordScript), recordCode);
          // Link Services' (src/prerender/earlyLinks.tsx drawEarlyLinks, with the markup it checked at build time)
          const linksCode = transformSync(
            `(${frames.drawEarlyLinks.toString()})(window.__mpaBoot, ${frames.linksMarkup.toString()});`,
            { minify: true, legalComments: 'none' },
          ).code;
          const linksScript = `assets/early-record-links-${createHash('sha256').update(linksCode).digest('hex').slice(0, 8)}.js`;
          write(join(outDir, linksScript), linksCode);
          // the routes' first API reads, each into its own page (the boot script starts them, vite.config.ts `bootScript`)
          const firstReads = await frames.firstReads();
          write(join(outDir, 'index.html'), indexHtml);
          const rootTag = '<div id="root"></div>';
          if (!indexHtml.includes(rootTag)) throw new Error(`prerender: index.html has no ${rootTag}`);
          // the frame's stylesheets (index.html links none: its boot script adds them), their rules the page uses inline
          const inliner = (screen?: string, outsideLayout?: boolean) =>
            new Beasties({
              path: outDir,
              publicPath: '/',
              additionalStylesheets: frameCss(bundle, screen, outsideLayout).map((f) => `/${f}`),
              preload: 'body',
              inlineFonts: false,
              pruneSource: false,
              reduceInlineStyles: false,
              mergeStylesheets: true,
              logLevel: 'warn',
            });
          const titleRowOnly = inliner();
          const titleTag = /<title>[^<]*<\/title>/;
          if (!titleTag.test(indexHtml)) throw new Error('prerender: index.html has no <title>');
          // an inline script that does not parse would stop every page before the app starts
          for (const script of inlineScripts(indexHtml)) {
            try {
              new Function(script);
            } catch (e) {
              throw new Error(`prerender: an inline script of index.html does not parse: ${String(e)}`);
            }
          }
          const indexScripts = JSON.stringify(inlineScripts(indexHtml));
          for (const route of frames.FRAME_ROUTES) {
            const frame = await frames.renderFrame(route);
            const page = indexHtml
              .replace(rootTag, `<div id="root">${frame}</div>`)
              .replace(titleTag, `<title>${escapeHtml(frames.frameTitle(route))}</title>`);
            const html = ownRouteTable(
              trimInlineCss(
                compactEarlyRows(
                  frame,
                  `/${route.path === frames.EARLY_LINKS_PATH ? linksScript : recordScript}`,
                  await (
                    route.frame === 'screen'
                      ? inliner(route.path, route.public)
                      : await frames
                          .earlyRecordFolder(route.path)
                          .then((f) => (f ? inliner(f) : titleRowOnly))
                  )
                    .process(withCssOnly(page))
                    .then(withoutCssOnly),
                ),
                frame,
                indexHtml,
              ).replace(
                '</head>',
                firstReads[route.path]
                  ? `<meta name="${FIRST_READS_META}" content=${singleQuoted({ [route.path]: firstReads[route.path] })}></head>`
                  : '</head>',
              ),
              route.path,
            );
            // the Content-Security-Policy allows index.html's inline scripts (tools/csp.mjs): a route's page must have the same
            if (JSON.stringify(inlineScripts(html)) !== indexScripts)
              throw new Error(`prerender: /${route.path}'s page has other inline scripts than index.html`);
            const dir = join(outDir, frames.framePageDir(route.path));
            await mkdir(dir, { recursive: true });
            write(join(dir, 'index.html'), html);
          }
          await Promise.all(writes);
        } finally {
          await Promise.allSettled(writes);
          await rm(nodeOut, { recursive: true, force: true });
        }
      },
    },
  };
}
