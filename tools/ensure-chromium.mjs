#!/usr/bin/env node
// Finds a Chromium for the end-to-end tests and the nginx that deploy/'s test serves the panel with,
// installing Debian's packages where this machine allows it. A missing one is a failure with one line saying
// what to do, never a silent skip.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const candidates = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];
/** Debian's headless shell of the same Chromium: the e2e harness runs on it when present (a third less CPU). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Debian's nginx (packages/web/e2e/nginx.e2e.ts; NGINX_PATH for another), and its brotli_static module. */
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export function findChromium() {
  return candidates.find((p) => p && existsSync(p));
}

function canApt() {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

function aptInstall(packages) {
  console.error(
    `ensure-chromium: installing Debian ${packages.join(' and ')} (apt-get install -y ${packages.join(' ')})...`,
  );
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'] });
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    // fall through: what is still missing is said below
  }
}

let found = findChromium();
const wanted = [
  ...(found ? [] : ['chromium']),
  ...(process.env.CHROME_PATH || existsSync(HEADLESS_SHELL) ? [] : ['chromium-headless-shell']),
  ...(existsSync(NGINX) ? [] : ['nginx']),
  ...(process.env.NGINX_PATH || existsSync(BROTLI_STATIC) ? [] : ['libnginx-mod-http-brotli-static']),
];
if (wanted.length && canApt()) {
  aptInstall(wanted);
  found = findChromium();
}
if (!existsSync(NGINX)) {
  console.error(
    `ensure-chromium: no nginx at ${NGINX}. Install it (apt-get install -y nginx) or set NGINX_PATH to an nginx binary.`,
  );
  process.exit(1);
}
if (!found) {
  console.error(
    'ensure-chromium: no Chromium found. Install it (apt-get install -y chromium) or set CHROME_PATH to a Chromium/Chrome binary.',
  );
  process.exit(1);
}
const e2e = process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : found);
console.error(`ensure-chromium: using ${found}${e2e !== found ? ` (end-to-end tests: ${e2e})` : ''}`);
