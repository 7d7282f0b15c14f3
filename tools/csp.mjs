// The panel's Content-Security-Policy and companion headers, built from the web build's index.html and
// the panel's config: one builder for every way the panel is served (tools/panel-server.mjs, the nginx
// include that deploy/write-nginx-csp.mjs writes).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

/** sha256 sources of the inline (src-less) scripts of an HTML page, as script-src takes them. */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\ssrc\s*=/i.test(m[1] ?? ''))
    .map((m) => `'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
}

/** The origin of an absolute http(s) URL; null for anything else (a path is same-origin, covered by 'self'). */
export function originOf(value) {
  try {
    const u = new URL(String(value));
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * The panel's policy: its own code and the inline scripts index.html has (by hash, since the web
 * build writes them), calls to its own origin and the configured auth and API hosts when they are other
 * origins, images from itself, the API host (uploads), `imageOrigins` (where a backend behind a
 * same-origin proxy hands out its upload URLs) and data:/blob: (previews), inline styles (Blueprint sets
 * them), and no framing, plugins, <base> or form submissions elsewhere (default-src does not cover form-action).
 *
 * @param {string} indexHtml
 * @param {{ authBaseUrl?: string, apiBaseUrl?: string } | undefined} config
 * @param {{ imageOrigins?: string[] }} [extra]
 */
function contentSecurityPolicy(indexHtml, config, extra = {}) {
  const auth = originOf(config?.authBaseUrl);
  const api = originOf(config?.apiBaseUrl);
  const images = (extra.imageOrigins ?? []).map(originOf);
  const uniq = (xs) => [...new Set(xs.filter(Boolean))];
  return [
    ['default-src', ["'self'"]],
    ['script-src', uniq(["'self'", ...inlineScriptHashes(indexHtml)])],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', uniq(["'self'", 'data:', 'blob:', api, ...images])],
    ['connect-src', uniq(["'self'", auth, api])],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
  ]
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Strict-Transport-Security for a panel served over TLS (the nginx recipe sends it there, on every answer): a
 * year, this name only. Not sent by `npm start`'s server: over HTTPS on localhost it would pin every other port
 * of localhost to HTTPS for a year.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** Every header the panel's own files carry: the policy, no MIME sniffing, referrers kept on the origin. */
export function securityHeaders(indexHtml, config, extra = {}) {
  return {
    'content-security-policy': contentSecurityPolicy(indexHtml, config, extra),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
  };
}

// `node tools/csp.mjs DIST/index.html CONFIG.json`: the headers for that build and config, one `Name: value` a
// line (for a CDN's or another server's header settings; deploy/README.md).
if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const [indexPath, configPath] = process.argv.slice(2);
  if (!indexPath || !configPath) {
    console.error('usage: node tools/csp.mjs DIST/index.html CONFIG.json');
    process.exit(2);
  }
  try {
    const headers = securityHeaders(
      await readFile(indexPath, 'utf8'),
      JSON.parse(await readFile(configPath, 'utf8')),
    );
    for (const [name, value] of Object.entries(headers)) console.log(`${name}: ${value}`);
  } catch (e) {
    console.error(`csp: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}
