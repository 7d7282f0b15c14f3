// Small helpers shared by the bench scripts: statistics, child processes, formatting.
/* global performance */
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Lighthouse, puppeteer-core and chrome-launcher for tools/bench/lighthouse.mjs: a kit of the bench's own (installKit). */
export const LIGHTHOUSE_KIT = join(ROOT, 'tools/bench/lighthouse-kit');
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
/** CONTRACT §8 flags, and the run's own certificate accepted (tools/bench/stack.mjs: the bench serves HTTPS). */
export const CHROMIUM_ARGS = [
  '--ignore-certificate-errors',
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const DEMO = { mobile: '9000000000', password: 'admin12345' };

export const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
export const max = (xs) => xs.reduce((a, b) => Math.max(a, b), -Infinity);

/** Seconds since `t0` (a Date.now() value), for progress lines. */
export const since = (t0) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
/** Progress goes to stderr so stdout stays the table. */
export const log = (...a) => console.error('[bench]', ...a);

/**
 * Runs a command, collecting stdout and stderr. Never rejects: resolves { code, stdout, stderr, ms, timedOut }.
 * @param {string} cmd @param {string[]} args @param {{ cwd?: string, env?: object, timeoutMs?: number, stdin?: string }} [o]
 */
export function run(cmd, args, o = {}) {
  return new Promise((done) => {
    const t0 = performance.now();
    const child = spawn(cmd, args, {
      cwd: o.cwd ?? ROOT,
      env: { ...process.env, ...o.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.stdin.end(o.stdin ?? '');
    const timer = o.timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 3000).unref();
        }, o.timeoutMs)
      : null;
    child.on('error', (e) => {
      stderr += String(e);
    });
    child.on('close', (code) => {
      if (timer) clearTimeout(timer);
      done({ code, stdout, stderr, ms: performance.now() - t0, timedOut });
    });
  });
}

/**
 * Installs a directory of the bench's own packages (its package.json and lockfile, no workspace of the
 * repository, so never installed by the repository's `npm ci`) when they are missing or older than its lockfile.
 */
export async function installKit(dir) {
  const lock = join(dir, 'package-lock.json');
  const installed = join(dir, 'node_modules/.package-lock.json'); // npm writes it on every install
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  const name = relative(ROOT, dir);
  log(`npm ci in ${name} (first use) ...`);
  const t0 = Date.now();
  const ci = await run('npm', ['ci', '--no-fund', '--no-audit'], { cwd: dir, timeoutMs: 10 * 60 * 1000 });
  if (ci.code !== 0) throw new Error(`npm ci in ${name} failed: ${tail(ci.stdout + ci.stderr, 2)}`);
  log(`${name} installed in ${since(t0)}`);
}

/** The last `n` non-empty lines of a text, for error reasons. */
export const tail = (text, n = 3) =>
  String(text)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(-n)
    .join(' | ');

/** Signs in on the dev API's auth host and returns the token (never printed). */
export async function signIn(authUrl, creds = DEMO) {
  const res = await fetch(`${authUrl}/v1/asignin/mobile-pwd`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-source': 'A-Web' },
    body: JSON.stringify(creds),
  });
  const body = await res.json();
  if (!res.ok || !body.token) throw new Error(`sign-in failed: ${res.status} ${body.message ?? ''}`);
  return body.token;
}

/** The localStorage entries of a signed-in web session (CONTRACT §4). */
export const sessionEntries = (token, username = DEMO.mobile) => ({
  authToken: token,
  isAuthenticated: 'true',
  user: JSON.stringify({ username, role: 'admin' }),
});
