#!/usr/bin/env node
// `npm start` (after building the web app and the dev API): starts the dev API (seeded on first
// start, data kept in .data/dev-api) and serves the built panel, forwarding /api and /auth to the dev
// API's two hosts under the panel's own origin (tools/panel-server.mjs): the browser makes same-origin
// calls, with no CORS preflight. MPA_SOURCE_MAPS=1 serves the source maps a build made with it wrote.
// MPA_TLS_CERT and MPA_TLS_KEY (PEM files) serve the panel over HTTPS, HTTP/2 first. MPA_WEB_HOSTS names the
// host names (comma-separated, no port) the panel answers besides 127.0.0.1, localhost and [::1]: any other
// Host gets 421 (DNS rebinding).
// Ctrl+C or SIGTERM stops both.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startPanelServer } from './panel-server.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const webDist = resolve(process.env.MPA_WEB_DIST || join(repo, 'packages/web/dist'));
const devApiEntry = join(repo, 'packages/dev-api/dist/index.js');

function fail(message) {
  console.error(`npm start: ${message}`);
  process.exit(1);
}

function portFrom(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    fail(`${name} must be a port number (0-65535), got '${raw}'`);
  return n;
}

const apiPort = portFrom('MPA_DEV_API_PORT', 4010);
const authPort = portFrom('MPA_DEV_AUTH_PORT', 4011);
const webPort = portFrom('MPA_WEB_PORT', 5173);
const dataDir = resolve(repo, process.env.MPA_DEV_API_DATA || '.data/dev-api');

/** The certificate and key to serve HTTPS with (both or neither), read now: a wrong path stops here, not at the first visit. */
function tlsFiles() {
  const cert = process.env.MPA_TLS_CERT || '';
  const key = process.env.MPA_TLS_KEY || '';
  if (!cert && !key) return undefined;
  if (!cert || !key)
    fail(
      `HTTPS needs both MPA_TLS_CERT and MPA_TLS_KEY (PEM files); only ${cert ? 'MPA_TLS_CERT' : 'MPA_TLS_KEY'} is set`,
    );
  const read = (name, path) => {
    try {
      return readFileSync(resolve(path));
    } catch (e) {
      return fail(`${name}: cannot read ${path} (${e instanceof Error && 'code' in e ? e.code : e})`);
    }
  };
  return { cert: read('MPA_TLS_CERT', cert), key: read('MPA_TLS_KEY', key) };
}
const tls = tlsFiles();

if (!existsSync(join(webDist, 'index.html')))
  fail(
    `the web app is not built (${relative(repo, webDist)}/index.html missing): run \`npm start\` from the repository root, or \`cd packages/web && npx vite build\``,
  );
if (!existsSync(devApiEntry))
  fail(
    `the dev API is not built (${relative(repo, devApiEntry)} missing): run \`cd packages/dev-api && npx tsup\``,
  );

const { startDevApi } = await import(pathToFileURL(devApiEntry).href);

let api;
try {
  api = await startDevApi({
    dataDir,
    apiPort,
    authPort,
    seed: 'demo',
    // the panel's server calls it from 127.0.0.1 and names the client in X-Forwarded-For: the sign-in
    // throttle counts that client, not the server every sign-in comes through
    trustProxy: ['127.0.0.1'],
    log: process.env.MPA_DEV_API_LOG === '1',
  });
} catch (e) {
  fail(e instanceof Error ? e.message : String(e));
}

let web;
try {
  web = await startPanelServer({
    root: webDist,
    port: webPort,
    host: '127.0.0.1',
    backends: { api: api.apiUrl, auth: api.authUrl },
    sourceMaps: process.env.MPA_SOURCE_MAPS === '1',
    tls,
    allowedHosts: (process.env.MPA_WEB_HOSTS ?? '').split(/[\s,]+/).filter(Boolean),
  });
} catch (e) {
  await api.close();
  const message = e instanceof Error ? e.message : String(e);
  fail(
    message.includes('already in use')
      ? `${message} (set MPA_WEB_PORT to use another port)`
      : message.includes('allowed host')
        ? `MPA_WEB_HOSTS: ${message}`
        : message,
  );
}

console.log(`
Marketplace Admin is running

  Web panel   ${web.url}
  API         ${api.apiUrl} (the panel calls it as ${web.url}${web.config.apiBaseUrl})
  Auth        ${api.authUrl} (the panel calls it as ${web.url}${web.config.authBaseUrl})
  Data        ${dataDir.startsWith(process.cwd()) ? relative(process.cwd(), dataDir) || '.' : dataDir}

  Sign in with username 9000000000 and password admin12345

Press Ctrl+C to stop.
`);

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping...`);
  const force = setTimeout(() => {
    console.error('npm start: did not stop within 5 s, exiting');
    process.exit(1);
  }, 5000);
  force.unref();
  await Promise.allSettled([web.close(), api.close()]);
  console.log('Stopped.');
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
