import { defineConfig, type Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip -9) beside every emitted JS, CSS and HTML file
 * over 1 KB, so a server can send them as they are (tools/static-server.mjs does, as nginx's
 * brotli_static/gzip_static would): the browser transfers about a quarter of the bytes, with no
 * compression work per request.
 */
function precompress(): Plugin {
  return {
    name: 'mpa-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await Promise.all(
        Object.values(bundle).map(async (out) => {
          if (!/\.(js|css|html|svg|json)$/.test(out.fileName)) return;
          const data = Buffer.from(out.type === 'chunk' ? out.code : out.source);
          if (data.length < 1024) return;
          const file = join(dir, out.fileName);
          const [br, gzipped] = await Promise.all([
            brotli(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gz(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
}

// Route code, fetched with the page: index.html gets a small inline script that looks at the URL it was
// opened on and adds <link rel="modulepreload"> for that route's chunks (and a style preload for their
// CSS), so the browser fetches them beside the entry instead of after the entry has downloaded, run and
// asked the router for them. Routes stay code-split: only the current route's files are fetched.
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
  viteMetadata?: { importedCss?: Set<string> };
};

const PUBLIC_ROUTES = new Set(['login']);

function routePreload(routesFile: string): Plugin {
  return {
    name: 'mpa-route-preload',
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
        const loaded = new Set(closure([entry.fileName])); // already in index.html
        const facade = (suffix: string) =>
          chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(suffix));
        const files = (roots: Chunk[]): string[] => {
          const js = closure(roots.map((c) => c.fileName)).filter((f) => !loaded.has(f));
          const css = new Set<string>();
          for (const f of js) for (const c of byFile.get(f)!.viteMetadata?.importedCss ?? []) css.add(c);
          return [...js, ...css];
        };

        const source = readFileSync(routesFile, 'utf8');
        const layout = facade('/src/layout/Layout.tsx');
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
        const script = `<script>
      // This URL's route code, fetched beside the entry (packages/web/vite.config.ts).
      (function () {
        var F = ${JSON.stringify(names)};
        var R = ${JSON.stringify(routes)};
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
        if (!hit) return;
        for (var k = 0; k < hit[2].length; k++) {
          var f = F[hit[2][k]], l = document.createElement('link');
          if (/\\.css$/.test(f)) { l.rel = 'preload'; l.as = 'style'; } else l.rel = 'modulepreload';
          l.crossOrigin = '';
          l.href = '/' + f;
          document.head.appendChild(l);
        }
      })();
    </script>`;
        // before the stylesheet link: an inline script after a pending stylesheet would wait for it
        return html.replace('</title>', `</title>\n    ${script}`);
      },
    },
  };
}

/** Names route chunks after their folder (screen-vendors-[hash].js, layout-[hash].js) so they can be told apart. */
function chunkFileNames(chunk: { facadeModuleId: string | null; name: string }): string {
  const id = chunk.facadeModuleId?.replace(/\\/g, '/') ?? '';
  const screen = /\/src\/screens\/([^/]+)\/index\.tsx$/.exec(id);
  if (screen) return `assets/screen-${screen[1]}-[hash].js`;
  if (/\/src\/layout\/Layout\.tsx$/.test(id)) return 'assets/layout-[hash].js';
  return 'assets/[name]-[hash].js';
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), routePreload(join(import.meta.dirname, 'src/app/routes.tsx')), precompress()],
  // Blueprint runs its development-only checks and warnings (prop validation, a console warning per
  // Popover instance...) unless the bundler defines the global NODE_ENV: production builds skip them.
  define: { NODE_ENV: JSON.stringify(mode === 'production' ? 'production' : 'development') },
  // The SDK from its sources, one module per file: each screen's chunk takes the parts it uses (the
  // operations layer, the rules of one form) instead of the whole SDK landing on /login.
  resolve: { alias: { '@marketplace-admin/sdk': join(import.meta.dirname, '../sdk/src/index.ts') } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: { output: { chunkFileNames } },
  },
  server: { host: '127.0.0.1', port: Number(process.env.MPA_WEB_PORT ?? 5173) },
}));
