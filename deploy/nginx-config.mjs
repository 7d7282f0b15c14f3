#!/usr/bin/env node
// Writes the nginx configuration of a Marketplace Admin deployment from the web build: the server block
// (deploy/nginx/marketplace-admin.conf.template, filled in) and the security headers it includes, whose
// Content-Security-Policy is built by tools/csp.mjs from the build's index.html (the hashes of its inline
// scripts change with the build: write them again after each build). Usage: deploy/README.md.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from '../tools/csp.mjs';
import { parameterPagePattern } from '../tools/pages.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const TEMPLATE = join(HERE, 'nginx/marketplace-admin.conf.template');
/** Where Debian's libnginx-mod-http-brotli-static puts the module (loaded by /etc/nginx/modules-enabled). */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const USAGE = `Usage: node deploy/nginx-config.mjs --api-url URL --auth-url URL [options]

  --api-url URL         the API host nginx forwards /api/ to (http or https, may end in a path)
  --auth-url URL        the auth host nginx forwards /auth/ to
  --dist DIR            the built panel (default packages/web/dist); nginx serves it from there
  --listen ADDR         nginx's listen value (default 8080; e.g. 443 ssl, 127.0.0.1:8080)
  --server-name NAME    server_name (default _)
  --image-origin URL    another origin the panel shows images from (repeatable; default: the API's)
  --brotli on|off|auto  serve the build's .br files (needs libnginx-mod-http-brotli-static; auto: when installed)
  --out-dir DIR         where to write marketplace-admin.conf and marketplace-admin-headers.conf (default .)`;

class UsageError extends Error {}

/** An http(s) URL split the way the template wants it. */
function backend(flag, value) {
  if (!value) throw new UsageError(`${flag} is required`);
  let u;
  try {
    u = new URL(value);
  } catch {
    throw new UsageError(`${flag} must be an http(s) URL, got '${value}'`);
  }
  if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.search || u.hash || u.username) {
    throw new UsageError(`${flag} must be an http(s) URL without query or credentials, got '${value}'`);
  }
  const scheme = u.protocol.slice(0, -1);
  return {
    scheme,
    host: u.hostname,
    // the Host header: the name as the URL gives it; an upstream server always needs its port (it defaults to 80)
    hostport: u.host,
    upstream: `${u.hostname}:${u.port || (scheme === 'https' ? 443 : 80)}`,
    path: u.pathname.replace(/\/+$/, ''),
    origin: u.origin,
  };
}

/** The build's pages of routes with a parameter (`vendors/[mobileNo]/services`: folders named `[name]`), with their patterns. */
async function pagesWithParameters(dist) {
  const pages = [];
  for (const entry of await readdir(dist, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const dir = relative(dist, entry.parentPath ?? entry.path)
      .split(sep)
      .join('/');
    const pattern = parameterPagePattern(dir);
    if (pattern) pages.push({ dir, pattern });
  }
  return pages.sort((a, b) => a.dir.localeCompare(b.dir));
}

/**
 * @param {{ apiUrl: string, authUrl: string, dist: string, listen?: string, serverName?: string, imageOrigins?: string[], brotli?: 'on' | 'off' | 'auto', outDir: string }} o
 * @returns {Promise<{ conf: string, headers: string, brotli: boolean }>} the files written
 */
async function writeNginxConfig(o) {
  const api = backend('--api-url', o.apiUrl);
  const auth = backend('--auth-url', o.authUrl);
  const dist = resolve(o.dist);
  const indexHtml = join(dist, 'index.html');
  if (!existsSync(indexHtml))
    throw new UsageError(
      `${indexHtml} not found: build the panel first (npx nx run @marketplace-admin/web:build)`,
    );
  const brotliMode = o.brotli ?? 'auto';
  if (!['on', 'off', 'auto'].includes(brotliMode))
    throw new UsageError(`--brotli must be on, off or auto, got '${brotliMode}'`);
  const brotli = brotliMode === 'on' || (brotliMode === 'auto' && existsSync(BROTLI_STATIC_MODULE));
  const outDir = resolve(o.outDir);
  const conf = join(outDir, 'marketplace-admin.conf');
  const headersConf = join(outDir, 'marketplace-admin-headers.conf');

  const sameOrigin = { authBaseUrl: '/auth', apiBaseUrl: '/api' };
  const headers = securityHeaders(await readFile(indexHtml, 'utf8'), sameOrigin, {
    imageOrigins: [api.origin, ...(o.imageOrigins ?? [])],
  });
  const headerLines = Object.entries(headers).map(([name, value]) => {
    if (value.includes('"'))
      throw new Error(`header ${name} has a double quote, which the nginx include cannot hold`);
    return `add_header ${name} "${value}" always;`;
  });
  // over TLS only: $mpa_hsts is empty on plain HTTP (a map in the server block's file), and nginx sends no empty header
  headerLines.push('add_header Strict-Transport-Security $mpa_hsts always;');

  const paramPages = (await pagesWithParameters(dist)).map(({ dir, pattern }) =>
    [
      `    location ~ "${pattern}" {`,
      `        include "${headersConf}";`,
      '        add_header Cache-Control "no-cache" always;',
      // a page of its own for this very path first, as `npm start`'s server does
      `        try_files $uri/index.html "/${dir}/index.html" /index.html;`,
      '    }',
    ].join('\n'),
  );
  const values = {
    MPA_LISTEN: o.listen ?? '8080',
    MPA_SERVER_NAME: o.serverName ?? '_',
    MPA_PANEL_ROOT: dist,
    MPA_HEADERS_CONF: headersConf,
    MPA_BROTLI_STATIC: brotli
      ? '    brotli_static on;'
      : '    # brotli_static on;  (with libnginx-mod-http-brotli-static: --brotli on)',
    MPA_API_SCHEME: api.scheme,
    MPA_API_HOST: api.host,
    MPA_API_HOSTPORT: api.hostport,
    MPA_API_UPSTREAM: api.upstream,
    MPA_API_PATH: api.path,
    MPA_AUTH_SCHEME: auth.scheme,
    MPA_AUTH_HOST: auth.host,
    MPA_AUTH_HOSTPORT: auth.hostport,
    MPA_AUTH_UPSTREAM: auth.upstream,
    MPA_AUTH_PATH: auth.path,
    MPA_PARAM_PAGES: paramPages.join('\n') || '    # (none in this build)',
    MPA_HSTS: STRICT_TRANSPORT_SECURITY,
  };
  // each value goes into the configuration as it is: nothing in it may end a directive or open a block
  for (const [name, value] of Object.entries(values)) {
    if (/[;{}"'$\\\n]/.test(value) && name !== 'MPA_BROTLI_STATIC' && name !== 'MPA_PARAM_PAGES')
      throw new UsageError(`${name}: '${value}' has characters nginx would read as syntax`);
  }
  const template = await readFile(TEMPLATE, 'utf8');
  const rendered = template.replace(/\$\{(MPA_[A-Z_]+)\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`${TEMPLATE}: no value for ${whole}`);
    return values[name];
  });

  await mkdir(outDir, { recursive: true });
  await writeFile(
    headersConf,
    `# Written by deploy/nginx-config.mjs from ${indexHtml}: write it again after each build.\n${headerLines.join('\n')}\n`,
  );
  await writeFile(
    conf,
    `# Written by deploy/nginx-config.mjs from deploy/nginx/marketplace-admin.conf.template.\n${rendered}`,
  );
  return { conf, headers: headersConf, brotli };
}

async function main() {
  let args;
  try {
    args = parseArgs({
      options: {
        'api-url': { type: 'string' },
        'auth-url': { type: 'string' },
        dist: { type: 'string', default: join(HERE, '../packages/web/dist') },
        listen: { type: 'string' },
        'server-name': { type: 'string' },
        'image-origin': { type: 'string', multiple: true },
        brotli: { type: 'string' },
        'out-dir': { type: 'string', default: '.' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
  if (args.help) return void console.log(USAGE);
  const written = await writeNginxConfig({
    apiUrl: args['api-url'],
    authUrl: args['auth-url'],
    dist: args.dist,
    listen: args.listen,
    serverName: args['server-name'],
    imageOrigins: args['image-origin'],
    brotli: args.brotli,
    outDir: args['out-dir'],
  });
  console.log(
    `wrote ${written.conf}\nwrote ${written.headers}\n(brotli ${written.brotli ? 'on' : 'off'}; include ${written.conf} in nginx's http block)`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(`nginx-config: ${e instanceof Error ? e.message : String(e)}`);
    if (e instanceof UsageError) console.error(`\n${USAGE}`);
    process.exit(e instanceof UsageError ? 2 : 1);
  });
}
