// Serves a built panel (packages/web/dist) and, when given backends, forwards the API and auth calls
// under its own origin, so the browser sends them same-origin: no CORS preflight before each read.
//
//   /api/...     -> the API host   (Host rewritten to the target's, as a backend with a Host allow-list wants)
//   /auth/...    -> the auth host
//                   (either: hop-by-hop headers and the client's own X-Forwarded-*, Forwarded and X-Real-IP dropped,
//                   X-Forwarded-For/-Proto/-Host set here (the dev API's sign-in throttle believes them from a
//                   trusted proxy only); 504 when the backend does not connect within 10 s or goes 60 s without a
//                   byte either way (nginx's proxy_read_timeout; the nginx recipe uses the same bounds); at most 64
//                   connections to each backend, 16 kept idle; an answer the backend sent uncompressed goes
//                   out compressed, brotli or gzip, over 1 KB: a list's JSON is a seventh of its size)
//   /config.json -> the config object (relative base URLs `/api` and `/auth` when forwarding)
//   a page       -> `<path>/index.html` when the build has one (a route's prerendered frame; a `[name]` folder
//                   stands for any one segment: vendors/[mobileNo]/index.html answers /vendors/42), else index.html
//                   for a path without an extension (a client route); with a config object, the page carries
//                   it (`<script type="application/json" id="mpa-config">`): the panel reads no config.json
//   anything else: the build's files (sirv), precompressed `.br`/`.gz` beside a file sent to a browser that
//                  accepts them, hashed /assets/ cached for good; a file's name with a slash after it is no file
//
// Every request first has its Host checked (against DNS rebinding, which the dev API's own check would not see
// once Host is rewritten): its own address and port, 127.0.0.1, localhost and [::1] with its port, and the
// names in `allowedHosts` (any port); anything else gets 421. Every answer but a forwarded one carries the
// panel's Content-Security-Policy (tools/csp.mjs). Source maps (`.map`, a trailing slash or not) are refused
// by name unless asked for (`sourceMaps: true`, then at their own name only). With a certificate (`tls`),
// HTTPS with HTTP/2 (HTTP/1.1 for a client without it): one connection carries the page's requests side by
// side, where HTTP/1.1 opens up to six, each paying its own handshake. deploy/ does the same with nginx.
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
 * A page as sent: its body, and its brotli and gzip copies made on the first request that accepts one, then kept
 * (brotli at quality 11 costs ~35 ms of CPU a page, ~0.75 s for the build's 21, of which a server is often asked
 * for a few).
 */
function servedPage(identity) {
  let compressed;
  return {
    /** @param {'br' | 'gzip' | 'identity'} coding @returns {Promise<Buffer>} */
    async body(coding) {
      if (coding === 'identity') return identity;
      compressed ??= compress(identity);
      return (await compressed)[coding];
    },
  };
}

/**
 * The build's pages, by the paths they answer: index.html ('/') and each `<route>/index.html` ('/<route>'),
 * as sent: the config put in when there is one (a page changes with the config).
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
      pages.set(rel === 'index.html' ? '/' : `/${rel.slice(0, -'/index.html'.length)}`, servedPage(body));
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

/** A configured host name as Host headers spell it (lower case, IPv6 in brackets); undefined when it is not a bare name or address. */
function allowedHostName(raw) {
  const name = String(raw).trim().toLowerCase();
  if (/^[a-z0-9_.-]+$/.test(name) || /^\[[0-9a-f:.]+\]$/.test(name)) return name;
  if (/^[0-9a-f:.]+$/.test(name) && name.split(':').length > 2) return `[${name}]`;
  return undefined;
}

/** A Host header split into its name (lower case, IPv6 in brackets) and port ('' when none); null when malformed. */
function splitHost(header) {
  const m = /^(\[[0-9a-f:.]+\]|[a-z0-9_.-]+)(?::(\d{1,5}))?$/.exec(
    String(header ?? '')
      .trim()
      .toLowerCase(),
  );
  return m ? { name: m[1], port: m[2] ?? '' } : null;
}

/** Headers meant for one connection only (RFC 9110 7.6.1), besides those the Connection header names. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'upgrade',
  'proxy-authorization',
];

/** Headers that frame a request's body as it is sent on: kept, whatever its Connection header names. */
const BODY_FRAMING = ['content-length', 'transfer-encoding'];

/** The hop-by-hop headers of a request or an answer: the fixed ones and those its Connection header names. */
function hopByHop(headers) {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return [...HOP_BY_HOP, ...named];
}

/**
 * The request's headers as the backend gets them: no hop-by-hop header (but those framing the body as it is
 * re-sent) nor Expect (answered here), and the client's address, scheme and Host set by this server,
 * whatever the client wrote in X-Forwarded-*, Forwarded or X-Real-IP.
 */
function forwardedRequestHeaders(req, host, scheme) {
  const headers = req.headers;
  for (const name of hopByHop(headers)) if (!BODY_FRAMING.includes(name)) delete headers[name];
  delete headers.expect;
  for (const name of Object.keys(headers)) {
    if (name.startsWith('x-forwarded-') || name === 'forwarded' || name === 'x-real-ip') delete headers[name];
  }
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = scheme;
  headers['x-forwarded-host'] = host;
}

/** An upstream bound that ran out, answered with 504. */
class UpstreamTimeout extends Error {
  constructor(what) {
    super(`the backend did not ${what}`);
    this.code = 'MPA_UPSTREAM_TIMEOUT';
  }
}

/** How long a backend may take: to accept the connection, and with no byte either way once connected (as nginx). */
const UPSTREAM_TIMEOUTS = { connectMs: 10_000, answerMs: 60_000 };

/** The request's path, or null when it cannot be decoded. */
function pathnameOf(url) {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
  } catch {
    return null;
  }
}

/** How long an upstream connection is kept idle when the backend does not say (Node's servers keep one 5 s). */
const UPSTREAM_IDLE_MS = 4000;

/**
 * The agent of the calls to the backends: it closes an idle connection before the backend would. A request sent on a
 * connection the backend closes at that very moment fails before any answer, and a write cannot be sent again. The
 * backend's `Keep-Alive: timeout=N` is heeded (a second less); Node's own agent heeds it only under an agent-wide
 * socket timeout, which would also bound the connect (that has its own bound here).
 */
class UpstreamAgent extends Agent {
  #idleMs = new WeakMap();
  /** Takes the Keep-Alive header of an answer that came on `socket`. */
  heed(socket, keepAlive) {
    const seconds = /(?:^|[\s,])timeout=(\d+)/i.exec(keepAlive ?? '')?.[1];
    if (socket && seconds !== undefined) this.#idleMs.set(socket, Number(seconds) * 1000 - 1000);
  }
  keepSocketAlive(socket) {
    const idleMs = this.#idleMs.get(socket) ?? UPSTREAM_IDLE_MS;
    if (idleMs <= 0 || !super.keepSocketAlive(socket)) return false;
    socket.setTimeout(idleMs); // a free socket that times out is closed by the agent
    return true;
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
 *   allowedHosts?: string[],
 *   upstreamTimeouts?: { connectMs?: number, answerMs?: number },
 * }} options
 *   port 0 (default) picks a free port; host defaults to 127.0.0.1. `backends`: forward /api and /auth to
 *   these URLs, and answer /config.json with those paths. `config`: answer /config.json with it instead
 *   (absolute URLs: the panel calls the backends cross-origin). Neither: the config.json in `root` is served.
 *   `tls`: the certificate and private key (PEM) to serve HTTPS with, HTTP/2 first. `allowedHosts`: names (no port)
 *   a request's Host may carry besides this server's own address and the loopback names. `upstreamTimeouts`: the
 *   bounds on a backend (default 10 s to connect, 60 s without a byte).
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
  allowedHosts = [],
  upstreamTimeouts = {},
}) {
  const base = resolve(root);
  const indexHtml = join(base, 'index.html');
  if (!existsSync(indexHtml))
    throw new Error(`panel-server: ${indexHtml} not found (build the web app first)`);
  for (const [name, url] of Object.entries(backends ?? {})) {
    if (!originOf(url))
      throw new Error(`panel-server: the ${name} backend must be an http(s) URL, got '${url}'`);
  }
  const configuredHosts = allowedHosts.map((raw) => {
    const name = allowedHostName(raw);
    if (name === undefined)
      throw new Error(`panel-server: allowed host '${raw}' must be a host name or address without a port`);
    return name;
  });
  const { connectMs, answerMs } = { ...UPSTREAM_TIMEOUTS, ...upstreamTimeouts };
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
  const agent = new UpstreamAgent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 16 });
  const proxy = createProxyServer({ changeOrigin: true, agent });
  // what a retry needs: the request sent upstream (was its socket a kept-alive one?) and where it went
  const upstream = new WeakMap();
  const forward = (req, res, target) => {
    upstream.set(req, { target, proxyReq: null, retried: upstream.get(req)?.retried ?? false });
    proxy.web(req, res, { target });
  };
  proxy.on('proxyReq', (proxyReq, req, _res, _options, socket) => {
    const sent = upstream.get(req);
    if (sent) sent.proxyReq = proxyReq;
    if (socket.connecting) {
      const connecting = setTimeout(() => proxyReq.destroy(new UpstreamTimeout('connect')), connectMs);
      socket.once('connect', () => clearTimeout(connecting));
      proxyReq.once('close', () => clearTimeout(connecting));
    }
    proxyReq.setTimeout(answerMs, () => proxyReq.destroy(new UpstreamTimeout('answer')));
  });
  proxy.on('proxyRes', (proxyRes) => {
    agent.heed(proxyRes.socket, proxyRes.headers['keep-alive']);
    for (const name of hopByHop(proxyRes.headers)) delete proxyRes.headers[name];
  });
  proxy.on('error', (err, req, res) => {
    // the backend is down or silent, or a side went away mid-answer
    if (!('writeHead' in res) || res.headersSent) return void res.destroy();
    // A kept-alive connection the backend closed as it was reused (its idle timeout, a restart) fails before any
    // answer: a read is sent once more on a new connection, as browsers do; a write is never sent twice.
    const sent = upstream.get(req);
    const idempotent = req.method === 'GET' || req.method === 'HEAD';
    if (idempotent && sent?.proxyReq?.reusedSocket && !sent.retried && err?.code === 'ECONNRESET') {
      sent.retried = true;
      return void forward(req, res, sent.target);
    }
    const timedOut = err?.code === 'MPA_UPSTREAM_TIMEOUT';
    res.writeHead(timedOut ? 504 : 502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(timedOut ? `Gateway Timeout: ${err.message} in time` : 'Bad Gateway: the backend did not answer');
  });
  const mounts = backends
    ? [
        [BACKEND_PATHS.api, backends.api],
        [BACKEND_PATHS.auth, backends.auth],
      ]
    : [];

  let ownPort = '';
  const defaultPort = tls ? '443' : '80';
  const ownNames = new Set(['127.0.0.1', 'localhost', '[::1]']);
  if (host !== '0.0.0.0' && host !== '::')
    ownNames.add(host.includes(':') ? `[${host}]` : host.toLowerCase());
  /** Whether a Host names this server: its own names with its port (none: the scheme's), or a configured name. */
  const hostAllowed = (header) => {
    const h = splitHost(header);
    if (!h) return false;
    if (configuredHosts.includes(h.name)) return true;
    return ownNames.has(h.name) && (h.port || defaultPort) === ownPort;
  };

  const handle = (req, res) => {
    const url = req.url ?? '/';
    const hostHeader = req.headers[':authority'] ?? req.headers.host;
    if (!hostAllowed(hostHeader)) {
      res.writeHead(421, {
        'content-type': 'text/plain; charset=utf-8',
        'x-content-type-options': 'nosniff',
      });
      return void res.end('Misdirected Request: this server does not answer for that Host');
    }
    for (const [prefix, target] of mounts) {
      if (url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`)) {
        const rest = url.slice(prefix.length);
        req.url = rest.startsWith('/') ? rest : `/${rest}`;
        forwardedRequestHeaders(req, hostHeader, tls ? 'https' : 'http');
        return void compressAnswer(req, res, () => forward(req, res, target));
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
    // by name: a map is refused whether or not the build wrote one, under any spelling a file server might take
    if (!sourceMaps && /\.map\/*$/i.test(pathname)) return send(404, 'Not Found');
    const accepted = acceptedCodings(req.headers['accept-encoding']);
    const sendPage = async (page) => {
      const coding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : 'identity';
      // compressing fails only if zlib does: the client gets a closed connection, the server stays up
      const body = await page.body(coding).catch(() => null);
      if (body === null) return void res.destroy();
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
    // sirv would answer `/x.js/` (or `/x.js.map/`) with the file x.js: a path ending in a slash names no file
    if (pathname.endsWith('/'))
      return extname(pathname) === '' ? sendPage(pageFor('/')) : send(404, 'Not Found');
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
  ownPort = String(actualPort);
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
