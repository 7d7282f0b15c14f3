// Serves a built panel (packages/web/dist) and, when given backends, forwards the API and auth calls
// under its own origin, so the browser sends them same-origin: no CORS preflight before each read.
//
//   /api/...     -> the API host   (Host rewritten to the target's, as a backend with a Host allow-list wants)
//   /auth/...    -> the auth host
//                   (either: an answer the backend sent uncompressed goes out compressed, brotli or gzip, over 1 KB:
//                   a list's JSON is a seventh of its size, and a page's first reads come in with fewer round trips)
//   /config.json -> the config object (relative base URLs `/api` and `/auth` when forwarding)
//   a page       -> `<path>/index.html` when the build has one (a route's prerendered frame; a `[name]` folder
//                   stands for any one segment: vendors/[mobileNo]/index.html answers /vendors/42), else index.html
//                   for a path without an extension (a client route); with a config object, the page carries
//                   it (`<script type="application/json" id="mpa-config">`): the panel reads no config.json
//   anything else: the build's files (sirv), precompressed `.br`/`.gz` beside a file sent to a browser that
//                  accepts them, hashed /assets/ cached for good
//
// Every answer but a forwarded one carries the panel's Content-Security-Policy (tools/csp.mjs). Source
// maps are not served unless asked for (`sourceMaps: true`). With a certificate (`tls`), HTTPS with HTTP/2
// (HTTP/1.1 for a client without it): one connection carries the page's requests side by side, where HTTP/1.1
// opens up to six, each paying its own handshake. deploy/nginx.conf does the same with nginx.
import { Buffer } from 'node:buffer';
import { readdir, readFile } from 'node:fs/promises';
import { Agent, createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { existsSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import compression from 'compression';
import { createProxyServer } from 'http-proxy-3';
import sirv from 'sirv';
import { originOf, securityHeaders } from './csp.mjs';
import { parameterPagePattern } from './pages.mjs';
import { compress } from './precompress.mjs';

/** Where the panel's own origin forwards each backend (the same paths in deploy/nginx.conf). */
const BACKEND_PATHS = { api: '/api', auth: '/auth' };

/** Content codings an Accept-Encoding header allows (q > 0), e.g. "gzip, deflate, br" or "br;q=0, gzip". */
function acceptedCodings(header) {
  const out = [];
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) out.push(name.trim());
  }
  return out;
}

/** The id of the element that carries the config in a page (packages/web/src/app/config.ts reads it). */
const INLINE_CONFIG_ID = 'mpa-config';

/** The page with the config in it, first thing in <head> (before index.html's script that fetches it otherwise). */
function withInlineConfig(html, config) {
  // `<` escaped: no `</script>` inside the JSON can end the element
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const tag = `<script type="application/json" id="${INLINE_CONFIG_ID}">${json}</script>`;
  if (!/<head>/i.test(html)) throw new Error('panel-server: a page has no <head>');
  return html.replace(/<head>/i, (head) => `${head}\n    ${tag}`);
}

/**
 * The build's pages, by the paths they answer: index.html ('/') and each `<route>/index.html` ('/<route>'),
 * as sent: the config put in when there is one, and compressed once here (a page changes with the config).
 */
async function loadPages(base, config) {
  const files = ['index.html'];
  for (const entry of await readdir(base, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const rel = join(entry.parentPath ?? entry.path, entry.name)
      .slice(base.length + 1)
      .split('\\')
      .join('/');
    if (rel !== 'index.html' && !rel.startsWith('assets/')) files.push(rel);
  }
  const pages = new Map();
  await Promise.all(
    files.map(async (rel) => {
      const raw = await readFile(join(base, rel), 'utf8');
      const body = Buffer.from(config ? withInlineConfig(raw, config) : raw);
      pages.set(rel === 'index.html' ? '/' : `/${rel.slice(0, -'/index.html'.length)}`, {
        identity: body,
        ...(await compress(body)),
      });
    }),
  );
  return pages;
}

/**
 * The page that answers a path: its own (`/vendors`), else the one of a route with a parameter whose pattern takes
 * it (`/vendors/[mobileNo]` for `/vendors/42`: tools/pages.mjs).
 */
function pageFinder(pages) {
  const patterns = [...pages.keys()]
    .map((key) => ({ pattern: parameterPagePattern(key.slice(1)), page: pages.get(key) }))
    .filter((p) => p.pattern !== null)
    .map((p) => ({ re: new RegExp(p.pattern), page: p.page }));
  return (path) => pages.get(path) ?? patterns.find((p) => p.re.test(path))?.page;
}

/** The request's path, or null when it cannot be decoded. */
function pathnameOf(url) {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
  } catch {
    return null;
  }
}

/**
 * @param {{
 *   root: string,
 *   port?: number,
 *   host?: string,
 *   backends?: { api: string, auth: string },
 *   config?: { authBaseUrl: string, apiBaseUrl: string },
 *   sourceMaps?: boolean,
 *   tls?: { cert: string | Buffer, key: string | Buffer },
 * }} options
 *   port 0 (default) picks a free port; host defaults to 127.0.0.1. `backends`: forward /api and /auth to
 *   these URLs, and answer /config.json with those paths. `config`: answer /config.json with it instead
 *   (absolute URLs: the panel calls the backends cross-origin). Neither: the config.json in `root` is served.
 *   `tls`: the certificate and private key (PEM) to serve HTTPS with, HTTP/2 first.
 * @returns {Promise<{ url: string, port: number, config: { authBaseUrl: string, apiBaseUrl: string } | undefined, close(): Promise<void> }>}
 */
export async function startPanelServer({
  root,
  port = 0,
  host = '127.0.0.1',
  backends,
  config,
  sourceMaps = false,
  tls,
}) {
  const base = resolve(root);
  const indexHtml = join(base, 'index.html');
  if (!existsSync(indexHtml))
    throw new Error(`panel-server: ${indexHtml} not found (build the web app first)`);
  for (const [name, url] of Object.entries(backends ?? {})) {
    if (!originOf(url))
      throw new Error(`panel-server: the ${name} backend must be an http(s) URL, got '${url}'`);
  }
  const servedConfig =
    config ?? (backends ? { authBaseUrl: BACKEND_PATHS.auth, apiBaseUrl: BACKEND_PATHS.api } : undefined);
  const configBody = servedConfig === undefined ? null : JSON.stringify(servedConfig);
  // without a config object, the config.json beside index.html names the hosts
  const policyConfig =
    servedConfig ??
    (await readFile(join(base, 'config.json'), 'utf8')
      .then(JSON.parse)
      .catch(() => undefined));
  // the dev API hands out upload URLs on its own host, which the panel shows as images
  const headers = securityHeaders(await readFile(indexHtml, 'utf8'), policyConfig, {
    imageOrigins: backends ? [backends.api] : [],
  });

  const pageFor = pageFinder(await loadPages(base, servedConfig));
  const statics = sirv(base, {
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders(res, pathname) {
      // /assets/ holds the build's hashed files: a new build writes new names
      const hashed = pathname.startsWith('/assets/') && extname(pathname) !== '';
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // compression leaves alone what the backend compressed itself (Content-Encoding set) or marked no-transform
  const compressAnswer = compression({ threshold: 1024 });
  const agent = new Agent({ keepAlive: true });
  const proxy = createProxyServer({ changeOrigin: true, xfwd: true, agent });
  proxy.on('error', (_err, _req, res) => {
    // the backend is down, or a side went away mid-answer
    if (!('writeHead' in res) || res.headersSent) return void res.destroy();
    res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Bad Gateway: the backend did not answer');
  });
  const mounts = backends
    ? [
        [BACKEND_PATHS.api, backends.api],
        [BACKEND_PATHS.auth, backends.auth],
      ]
    : [];

  const handle = (req, res) => {
    const url = req.url ?? '/';
    for (const [prefix, target] of mounts) {
      if (url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`)) {
        const rest = url.slice(prefix.length);
        req.url = rest.startsWith('/') ? rest : `/${rest}`;
        return void compressAnswer(req, res, () => proxy.web(req, res, { target }));
      }
    }
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const send = (status, body, extra = {}) => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...extra });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(405, 'Method Not Allowed', { allow: 'GET, HEAD' });
    const pathname = pathnameOf(url);
    // sirv only knows the files under root, but a path that climbs out is no request for a client route either
    if (pathname === null || pathname.includes('\0') || pathname.split(/[/\\]/).includes('..'))
      return send(400, 'Bad Request');
    if (pathname === '/config.json' && configBody !== null) {
      return send(200, configBody, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      });
    }
    if (!sourceMaps && pathname.endsWith('.map')) return send(404, 'Not Found');
    const accepted = acceptedCodings(req.headers['accept-encoding']);
    const sendPage = (page) => {
      const coding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : 'identity';
      const body = page[coding];
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        vary: 'Accept-Encoding',
        'content-length': body.length,
        ...(coding === 'identity' ? {} : { 'content-encoding': coding }),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const page = pageFor(pathname.replace(/\/index\.html$/, '').replace(/(.)\/+$/, '$1') || '/');
    if (page) return sendPage(page);
    // sirv matches codings by substring ("br;q=0" would read as brotli): hand it only the accepted ones
    req.headers['accept-encoding'] = accepted.join(', ');
    // sirv pipes the file into the answer: close the file when the client goes away, answer a read error
    res.once('pipe', (file) => {
      res.once('close', () => file.destroy());
      file.once('error', () => res.destroy());
    });
    // a path without an extension is a client route: index.html, which routes it in the browser
    statics(req, res, () => (extname(pathname) === '' ? sendPage(pageFor('/')) : send(404, 'Not Found')));
  };
  const server = tls
    ? createSecureServer({ cert: tls.cert, key: tls.key, allowHTTP1: true }, handle)
    : createServer(handle);
  // an HTTP/2 server has no closeAllConnections(): its sessions (and HTTP/1.1 sockets) are ended here on close
  const connections = new Set();
  if (tls) {
    for (const event of ['session', 'secureConnection']) {
      server.on(event, (c) => {
        connections.add(c);
        c.once('close', () => connections.delete(c));
      });
    }
  }

  await new Promise((ok, fail) => {
    const onError = (e) => {
      fail(
        e.code === 'EADDRINUSE' ? new Error(`panel-server: port ${port} on ${host} is already in use`) : e,
      );
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      ok();
    });
  });
  const actualPort = server.address().port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `${tls ? 'https' : 'http'}://${shownHost}:${actualPort}`,
    port: actualPort,
    config: servedConfig,
    close: () =>
      new Promise((ok) => {
        server.close(() => ok());
        if (tls) for (const c of connections) c.destroy();
        else server.closeAllConnections();
        agent.destroy();
      }),
  };
}
