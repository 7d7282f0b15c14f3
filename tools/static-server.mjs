// Serves a built single-page app (packages/web/dist): static files with correct content types,
// `/config.json` answered from a config object, SPA fallback to index.html for unknown non-file paths.
// Files precompressed by the build (`x.js.br`, `x.js.gz` beside `x.js`) are sent to a browser that
// accepts them (brotli first, then gzip), with `Vary: Accept-Encoding`. Every answer carries a
// Content-Security-Policy built at start-up (see contentSecurityPolicy).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** sha256 sources of the inline (src-less) scripts of an HTML page, as script-src takes them. */
function inlineScriptHashes(html) {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\ssrc\s*=/i.test(m[1] ?? ''))
    .map((m) => `'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
}

/** The origin of an absolute http(s) URL; null for anything else (a relative URL is same-origin anyway). */
function originOf(value) {
  try {
    const u = new URL(String(value));
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * The panel's policy: its own code and the inline scripts index.html has (by hash, since the web
 * build writes them), calls to its own origin and the configured auth and API hosts, images from
 * itself, the API host (uploads) and data:/blob: (previews), inline styles (Blueprint sets them),
 * and no framing, plugins or <base> elsewhere.
 */
function contentSecurityPolicy(indexHtml, config) {
  const auth = originOf(config?.authBaseUrl);
  const api = originOf(config?.apiBaseUrl);
  const uniq = (xs) => [...new Set(xs.filter(Boolean))];
  return [
    ['default-src', ["'self'"]],
    ['script-src', uniq(["'self'", ...inlineScriptHashes(indexHtml)])],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', uniq(["'self'", 'data:', 'blob:', api])],
    ['connect-src', uniq(["'self'", auth, api])],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
  ]
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Resolves a URL path to a file under root, or null when it would escape root. */
function fileFor(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  return full === root || full.startsWith(root + sep) ? full : null;
}

/** Content codings an Accept-Encoding header allows (q > 0), e.g. "gzip, deflate, br" or "br;q=0, gzip". */
function acceptedCodings(header) {
  const out = new Set();
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) out.add(name.trim());
  }
  return out;
}

/** The precompressed variant of `file` to send for this Accept-Encoding, if the build wrote one. */
async function encoded(file, acceptEncoding) {
  const ok = acceptedCodings(acceptEncoding);
  for (const [name, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (ok.has(name) && (await isFile(file + ext))) return { name, path: file + ext };
  }
  return null;
}

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * @param {{ root: string, port?: number, host?: string, config?: Record<string, unknown> }} options
 *   port 0 (default) picks a free port; host defaults to 127.0.0.1.
 * @returns {Promise<{ url: string, port: number, close(): Promise<void> }>}
 */
export async function startStaticServer({ root, port = 0, host = '127.0.0.1', config }) {
  const base = resolve(root);
  const indexHtml = join(base, 'index.html');
  if (!(await isFile(indexHtml))) throw new Error(`static-server: ${indexHtml} not found (build the web app first)`);
  const configBody = config === undefined ? null : JSON.stringify(config);
  // without a config object, the config.json beside index.html names the hosts
  const servedConfig = config ?? (await readFile(join(base, 'config.json'), 'utf8').then(JSON.parse).catch(() => undefined));
  const SECURITY_HEADERS = {
    'content-security-policy': contentSecurityPolicy(await readFile(indexHtml, 'utf8'), servedConfig),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
  };

  const server = createServer(async (req, res) => {
    const send = (status, body, headers = {}) => {
      res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8', ...headers });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'Method Not Allowed', { allow: 'GET, HEAD' });
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      if (pathname === '/config.json' && configBody !== null) {
        return send(200, configBody, { 'content-type': TYPES['.json'], 'cache-control': 'no-store' });
      }
      let file = fileFor(base, pathname);
      if (file === null) return send(400, 'Bad Request');
      if (!(await isFile(file))) {
        // a path that names a file (has an extension) and is missing is a real 404; anything else is a client route
        if (extname(pathname) !== '') return send(404, 'Not Found');
        file = indexHtml;
      }
      const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
      const immutable = file.startsWith(join(base, 'assets') + sep);
      const enc = await encoded(file, String(req.headers['accept-encoding'] ?? ''));
      const body = enc ? enc.path : file;
      const { size } = await stat(body);
      res.writeHead(200, {
        ...SECURITY_HEADERS,
        'content-type': type,
        'content-length': size,
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        vary: 'Accept-Encoding',
        ...(enc ? { 'content-encoding': enc.name } : {}),
      });
      if (req.method === 'HEAD') return res.end();
      // pipeline, not pipe: a client that goes away mid-download destroys the file stream (and closes the file)
      await pipeline(createReadStream(body), res).catch(() => res.destroy());
    } catch {
      if (!res.headersSent) send(500, 'Internal Server Error');
      else res.destroy();
    }
  });

  await new Promise((ok, fail) => {
    const onError = (e) => {
      fail(e.code === 'EADDRINUSE' ? new Error(`static-server: port ${port} on ${host} is already in use`) : e);
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
    url: `http://${shownHost}:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise((ok) => {
        server.close(() => ok());
        server.closeAllConnections?.();
      }),
  };
}
