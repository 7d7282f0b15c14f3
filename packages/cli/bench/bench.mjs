#!/usr/bin/env node
// mpa benchmarks (a script that prints figures, not a timed test):
//   start-up of `mpa --version` and `mpa --help` as a ratio to `node -e 0` (target <= 2.0x),
//   bulk approval throughput (requests/s), export throughput (rows/s) and peak RSS (target <= 150 MB for 100k codes).
// Needs the build: cd packages/cli && npx tsup && node bench/bench.mjs [--quick]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startDevApi } from '@marketplace-admin/dev-api';
import { createClient as createDb } from '@libsql/client';

const BIN = resolve(dirname(fileURLToPath(import.meta.url)), '../dist/mpa.js');
const quick = process.argv.includes('--quick');
if (!existsSync(BIN)) {
  console.error('Build first: cd packages/cli && npx tsup');
  process.exit(1);
}

/** Runs a command; resolves with wall time and peak RSS (from /proc on Linux, else undefined). */
function run(cmd, args, env = {}, input = '') {
  return new Promise((res, rej) => {
    const t0 = process.hrtime.bigint();
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['pipe', 'ignore', 'pipe'] });
    let peakKb;
    let stderr = '';
    const statusFile = `/proc/${child.pid}/status`;
    const poll = setInterval(() => {
      try {
        const m = /VmHWM:\s+(\d+)/.exec(readFileSync(statusFile, 'utf8'));
        if (m) peakKb = Math.max(peakKb ?? 0, Number(m[1]));
      } catch {}
    }, 20);
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', rej);
    child.on('close', (code) => {
      clearInterval(poll);
      res({ ms: Number(process.hrtime.bigint() - t0) / 1e6, code, peakMb: peakKb ? peakKb / 1024 : undefined, stderr });
    });
    child.stdin.end(input);
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function startup() {
  const n = quick ? 7 : 21;
  const times = { node: [], version: [], help: [] };
  for (let i = 0; i < n; i++) {
    times.node.push((await run(process.execPath, ['-e', '0'])).ms);
    times.version.push((await run(process.execPath, [BIN, '--version'])).ms);
    times.help.push((await run(process.execPath, [BIN, '--help'])).ms);
  }
  const base = median(times.node);
  console.log(`start-up (median of ${n}): node -e 0 ${base.toFixed(0)} ms`);
  console.log(`  mpa --version ${median(times.version).toFixed(0)} ms = ${(median(times.version) / base).toFixed(2)}x node (target <= 2.0x)`);
  console.log(`  mpa --help    ${median(times.help).toFixed(0)} ms = ${(median(times.help) / base).toFixed(2)}x node`);
}

async function stack(seed, pending) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mpa-bench-data-'));
  const configDir = mkdtempSync(join(tmpdir(), 'mpa-bench-config-'));
  if (pending) {
    await (await startDevApi({ dataDir, apiPort: 0, authPort: 0, seed })).close();
    const db = createDb({ url: pathToFileURL(join(dataDir, 'dev-api.sqlite')).href });
    const have = Number((await db.execute(`SELECT COUNT(*) AS c FROM redemption_requests WHERE status='Pending'`)).rows[0].c);
    const stmts = [];
    for (let i = have; i < pending; i++) {
      stmts.push({
        sql: `INSERT INTO redemption_requests (request_user_type, user_name, redeem_method, redeem_tokens, redeem_rate, redeem_value, request_date_time, status) VALUES ('V', ?, 'UPI', 100, 0.1, 10, ?, 'Pending')`,
        args: [`Bench ${i}`, new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString()],
      });
    }
    if (stmts.length) await db.batch(stmts, 'write');
    db.close();
  }
  const api = await startDevApi({ dataDir, apiPort: 0, authPort: 0, seed });
  const env = { MPA_API_URL: api.apiUrl, MPA_AUTH_URL: api.authUrl, MPA_CONFIG_DIR: configDir };
  const login = await run(process.execPath, [BIN, 'login', '--mobile', '9000000000', '--password-stdin'], env, 'admin12345');
  if (login.code !== 0) throw new Error(`login failed: ${login.stderr}`);
  return {
    env,
    close: async () => {
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(configDir, { recursive: true, force: true });
    },
  };
}

async function bulk() {
  const items = quick ? 1000 : 3000;
  for (const concurrency of [4, 16]) {
    const s = await stack('demo', items);
    const r = await run(process.execPath, [BIN, 'redemptions', 'approve', '--all-pending', '--note', 'bench', '--concurrency', String(concurrency), '--format', 'ndjson'], s.env);
    await s.close();
    if (r.code !== 0) throw new Error(`bulk approval failed (${r.code}): ${r.stderr.slice(-500)}`);
    console.log(`bulk approval: ${items} requests at concurrency ${concurrency} in ${(r.ms / 1000).toFixed(2)} s = ${(items / (r.ms / 1000)).toFixed(0)} requests/s (incl. listing and start-up), peak RSS ${r.peakMb?.toFixed(0) ?? 'n/a'} MB`);
  }
}

async function exportCodes() {
  const s = await stack(quick ? 'demo' : 'large');
  const dir = mkdtempSync(join(tmpdir(), 'mpa-bench-out-'));
  for (const format of ['csv', 'ndjson']) {
    const file = join(dir, `codes.${format}`);
    const r = await run(process.execPath, [BIN, 'referral-codes', 'export', '--format', format, '--output', file], s.env);
    if (r.code !== 0) throw new Error(`export failed: ${r.stderr.slice(-500)}`);
    const rows = Number(/Exported (\d+)/.exec(r.stderr)?.[1] ?? 0);
    console.log(`export ${format}: ${rows} codes in ${(r.ms / 1000).toFixed(2)} s = ${(rows / (r.ms / 1000)).toFixed(0)} rows/s, peak RSS ${r.peakMb?.toFixed(0) ?? 'n/a'} MB (target <= 150 MB for 100k)`);
  }
  rmSync(dir, { recursive: true, force: true });
  await s.close();
}

await startup();
await bulk();
await exportCodes();
