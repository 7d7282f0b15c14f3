#!/usr/bin/env node
/* global setInterval, clearInterval */
// mpa benchmarks (a script that prints figures, not a timed test), with the targets of issue 9:
//   start-up of `mpa --version` (<= 1.5x) and `mpa --help` (<= 2.0x) as a ratio to `node -e 0`, interleaved;
//   bulk approval throughput over 2,000 pending (>= 200 requests/s at concurrency 8; also 4 and 16), with the
//   CPU the CLI and the dev API (this process) spent per approval;
//   export throughput of the large seed's 100k codes (>= 20k rows/s) and peak RSS (<= 150 MB).
// Needs the build: cd packages/cli && npx tsup && node bench/bench.mjs [--quick]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
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

/**
 * Runs a command; resolves with wall time, peak RSS and CPU time (user + system) of the child from
 * /proc on Linux (else undefined), and the CPU this process (the dev API) spent meanwhile.
 */
function run(cmd, args, env = {}, input = '') {
  return new Promise((res, rej) => {
    const t0 = process.hrtime.bigint();
    const own = process.cpuUsage();
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['pipe', 'ignore', 'pipe'] });
    let peakKb;
    let ticks;
    let stderr = '';
    const sample = () => {
      try {
        const m = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        if (m) peakKb = Math.max(peakKb ?? 0, Number(m[1]));
        const f = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
        ticks = Math.max(ticks ?? 0, Number(f[11]) + Number(f[12]));
      } catch {}
    };
    const poll = setInterval(sample, 20);
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', rej);
    child.on('exit', sample);
    child.on('close', (code) => {
      clearInterval(poll);
      const c = process.cpuUsage(own);
      res({
        ms: Number(process.hrtime.bigint() - t0) / 1e6,
        code,
        peakMb: peakKb ? peakKb / 1024 : undefined,
        cpuMs: ticks === undefined ? undefined : ticks * 10,
        serverCpuMs: (c.user + c.system) / 1000,
        stderr,
      });
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
  const line = (what, ms, target) =>
    `  ${what} ${ms.toFixed(0)} ms = ${(ms / base).toFixed(2)}x node (target <= ${target.toFixed(1)}x) ${ms / base <= target ? 'PASS' : 'MISS'}`;
  console.log(
    `start-up (median of ${n}, interleaved): node -e 0 ${base.toFixed(0)} ms; load average ${loadavg()[0].toFixed(1)}`,
  );
  console.log(line('mpa --version', median(times.version), 1.5));
  console.log(line('mpa --help   ', median(times.help), 2.0));
}

async function stack(seed, pending) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mpa-bench-data-'));
  const configDir = mkdtempSync(join(tmpdir(), 'mpa-bench-config-'));
  if (pending) {
    await (await startDevApi({ dataDir, apiPort: 0, authPort: 0, seed })).close();
    const db = createDb({ url: pathToFileURL(join(dataDir, 'dev-api.sqlite')).href });
    await db.execute({
      sql: `DELETE FROM redemption_requests WHERE status='Pending' AND id NOT IN (SELECT id FROM redemption_requests WHERE status='Pending' ORDER BY id LIMIT ?)`,
      args: [pending],
    });
    const have = Number(
      (await db.execute(`SELECT COUNT(*) AS c FROM redemption_requests WHERE status='Pending'`)).rows[0].c,
    );
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
  let api = await startDevApi({ dataDir, apiPort: 0, authPort: 0, seed });
  const env = { MPA_API_URL: api.apiUrl, MPA_AUTH_URL: api.authUrl, MPA_CONFIG_DIR: configDir };
  const login = await run(
    process.execPath,
    [BIN, 'login', '--mobile', '9000000000', '--password-stdin'],
    env,
    'admin12345',
  );
  if (login.code !== 0) throw new Error(`login failed: ${login.stderr}`);
  return {
    env,
    /** A new dev API process state on the same data (its list cache starts empty; the session stays valid). */
    restart: async () => {
      await api.close();
      api = await startDevApi({ dataDir, apiPort: 0, authPort: 0, seed });
      Object.assign(env, { MPA_API_URL: api.apiUrl, MPA_AUTH_URL: api.authUrl });
    },
    close: async () => {
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(configDir, { recursive: true, force: true });
    },
  };
}

async function bulk() {
  const items = quick ? 500 : 2000;
  for (const concurrency of [4, 8, 16]) {
    const s = await stack('demo', items);
    const r = await run(
      process.execPath,
      [
        BIN,
        'redemptions',
        'approve',
        '--all-pending',
        '--note',
        'bench',
        '--concurrency',
        String(concurrency),
        '--format',
        'ndjson',
      ],
      s.env,
    );
    await s.close();
    if (r.code !== 0) throw new Error(`bulk approval failed (${r.code}): ${r.stderr.slice(-500)}`);
    const rate = items / (r.ms / 1000);
    const per = (ms) => (ms === undefined ? 'n/a' : `${((ms * 1000) / items).toFixed(0)} µs`);
    console.log(
      `bulk approval: ${items} requests at concurrency ${concurrency} in ${(r.ms / 1000).toFixed(2)} s = ${rate.toFixed(0)} requests/s (incl. listing and start-up)` +
        `${concurrency === 8 && !quick ? ` (target >= 200) ${rate >= 200 ? 'PASS' : 'MISS'}` : ''}; CPU per approval: mpa ${per(r.cpuMs)}, dev API ${per(r.serverCpuMs)}; ` +
        `peak RSS ${r.peakMb?.toFixed(0) ?? 'n/a'} MB; load average ${loadavg()[0].toFixed(1)}`,
    );
  }
}

async function exportCodes() {
  const s = await stack(quick ? 'demo' : 'large');
  const dir = mkdtempSync(join(tmpdir(), 'mpa-bench-out-'));
  for (const format of ['csv', 'ndjson']) {
    await s.restart(); // each export starts from a cold dev API (no cached pages)
    const file = join(dir, `codes.${format}`);
    const r = await run(
      process.execPath,
      [BIN, 'referral-codes', 'export', '--format', format, '--output', file],
      s.env,
    );
    if (r.code !== 0) throw new Error(`export failed: ${r.stderr.slice(-500)}`);
    const rows = Number(/Exported (\d+)/.exec(r.stderr)?.[1] ?? 0);
    const rate = rows / (r.ms / 1000);
    const verdict = (ok) => (quick ? '' : ok ? ' PASS' : ' MISS'); // the targets are for the 100k codes of the large seed
    console.log(
      `export ${format}: ${rows} codes in ${(r.ms / 1000).toFixed(2)} s = ${rate.toFixed(0)} rows/s (target >= 20000)${verdict(rate >= 20000)}, ` +
        `peak RSS ${r.peakMb?.toFixed(0) ?? 'n/a'} MB (target <= 150 MB)${verdict((r.peakMb ?? 0) <= 150)}; ` +
        `CPU: mpa ${r.cpuMs === undefined ? 'n/a' : `${(r.cpuMs / 1000).toFixed(1)} s`}, dev API ${(r.serverCpuMs / 1000).toFixed(1)} s; load average ${loadavg()[0].toFixed(1)}`,
    );
  }
  rmSync(dir, { recursive: true, force: true });
  await s.close();
}

await startup();
await bulk();
await exportCodes();
