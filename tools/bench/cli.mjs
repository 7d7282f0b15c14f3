// CLI figures of issue 9, measured from outside with the built `mpa` binary against the bench's dev API
/* global performance, setInterval, clearInterval */
// (large seed, already running), so the export and its `mpa api` baseline hit the same server:
//   start-up of `mpa --version` / `mpa --help` vs `node -e 0` (interleaved),
//   `mpa redemptions approve --all-pending` over exactly 2,000 pending at concurrency 8 (requests/s; median
//   of three runs on fresh pending requests, with the CPU the CLI and the dev API spent per approval),
//   `mpa referral-codes export` of the 100k codes (rows/s, peak RSS) vs `mpa api referrals.codes`
//   fetching the same pages (1000 rows each, one process per page, output to /dev/null; 10 pages sampled).
// packages/cli/bench/bench.mjs (the CLI package's own bench) seeds its own servers and other parameters
// (2,000 requests at concurrency 4, 8 and 16, no `mpa api` baseline); it is run with `npm run bench -w @marketplace-admin/cli`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { log, median, max, ROOT, tail } from './lib.mjs';
import { na, row } from './report.mjs';

const MPA = join(ROOT, 'packages/cli/dist/mpa.js');
const PENDING = 2000;
const CONCURRENCY = 8;

const CLI_FIGURES = [
  ['cli-version', 'mpa --version start-up', '<= 1.5x node -e 0'],
  ['cli-help', 'mpa --help start-up', '<= 2.0x node -e 0'],
  [
    'cli-approve',
    `mpa redemptions approve --all-pending, ${PENDING.toLocaleString('en')} pending, concurrency ${CONCURRENCY}`,
    '>= 200 req/s',
  ],
  ['cli-export-rate', 'mpa referral-codes export, 100k codes: rows/s', '>= 20k rows/s'],
  ['cli-export-rss', 'mpa referral-codes export, 100k codes: peak RSS', '<= 150 MB'],
];
const naAll = (why) => CLI_FIGURES.map(([id, f, t]) => na(id, f, t, why));

/** The other lists' exports measured on the large seed (referral codes have their own rows above). */
const EXPORT_NOUNS = [
  ['vendors', []],
  ['vendor-services', []],
  ['shops', []],
  ['shop-categories', []],
  ['reviews', ['--status', 'approved']],
  ['redemptions', ['--status', 'approved']],
  ['featured-ads', []],
  ['paid-services', ['--for', 'vendor']],
];

const TICK_MS = 10; // /proc/<pid>/stat counts CPU time in clock ticks (USER_HZ, 100 on Linux)

/**
 * Runs a process (stdout discarded unless `capture`); wall time, peak RSS (VmHWM) and CPU time
 * (user + system, last sample before it exited, within 20 ms) from /proc (Linux), and the CPU this
 * process (the bench's dev API) spent meanwhile.
 */
function exec(args, env = {}, input = '', { capture = false } = {}) {
  return new Promise((res) => {
    const t0 = performance.now();
    const ownCpu = process.cpuUsage();
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ['pipe', capture ? 'pipe' : 'ignore', 'pipe'],
    });
    let peakKb = 0;
    let cpuTicks = 0;
    let stderr = '';
    let stdout = '';
    const status = `/proc/${child.pid}/status`;
    const stat = `/proc/${child.pid}/stat`;
    const sample = () => {
      try {
        peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(readFileSync(status, 'utf8'))?.[1] ?? 0));
        const f = readFileSync(stat, 'utf8').split(') ')[1].split(' ');
        cpuTicks = Math.max(cpuTicks, Number(f[11]) + Number(f[12]));
      } catch {
        /* gone */
      }
    };
    const poll = setInterval(sample, 20);
    child.stderr.on('data', (d) => (stderr += d));
    child.stdout?.on('data', (d) => (stdout += d));
    child.on('error', (e) => (stderr += String(e)));
    child.on('exit', sample);
    child.on('close', (code) => {
      clearInterval(poll);
      const own = process.cpuUsage(ownCpu);
      res({
        ms: performance.now() - t0,
        code,
        peakMb: peakKb / 1024,
        cpuMs: cpuTicks * TICK_MS,
        serverCpuMs: (own.user + own.system) / 1000,
        stderr,
        stdout,
      });
    });
    child.stdin.end(input);
  });
}

/**
 * Makes exactly `n` redemption requests Pending in the bench database, through a second connection:
 * the surplus is deleted, a shortfall is filled with copies of processed requests set back to
 * Pending (new ids), and the WAL is checkpointed so the dev API starts from a clean file.
 */
async function setPending(dataDir, n) {
  const { createClient } = await import('@libsql/client'); // the dev API's own database driver
  const db = createClient({ url: pathToFileURL(join(dataDir, 'dev-api.sqlite')).href });
  try {
    const count = async () =>
      Number(
        (await db.execute(`SELECT COUNT(*) AS c FROM redemption_requests WHERE status='Pending'`)).rows[0].c,
      );
    await db.execute({
      sql: `DELETE FROM redemption_requests WHERE status='Pending' AND id NOT IN (SELECT id FROM redemption_requests WHERE status='Pending' ORDER BY id LIMIT ?)`,
      args: [n],
    });
    const missing = n - (await count());
    if (missing > 0)
      await db.execute({
        sql: `INSERT INTO redemption_requests (request_user_type, request_user_id, user_name, redeem_method, redeem_tokens, redeem_rate, redeem_value, request_date_time, status)
              SELECT request_user_type, request_user_id, user_name, redeem_method, redeem_tokens, redeem_rate, redeem_value, request_date_time, 'Pending'
              FROM redemption_requests WHERE status<>'Pending' ORDER BY id LIMIT ?`,
        args: [missing],
      });
    await db.execute('PRAGMA wal_checkpoint(TRUNCATE)');
    return await count();
  } finally {
    db.close();
  }
}

/** The Pending count as the dev API answers it (its list cache does not see writes from another connection). */
async function pendingSeenByApi(env) {
  const r = await exec([MPA, 'api', 'redemptions.pending', 'pageSize:=1'], env, '', { capture: true });
  if (r.code !== 0) throw new Error(`mpa api redemptions.pending: exit ${r.code} ${tail(r.stderr, 1)}`);
  const env_ = JSON.parse(r.stdout);
  return Number((env_.data ?? env_.Data)?.totalCount);
}

export async function cliRows({ stack, noStack, left, skipped, runs = 11 }) {
  if (!existsSync(MPA)) return naAll('packages/cli/dist/mpa.js is missing (build failed?)');
  if (noStack) return naAll(noStack);
  if (left() < 90000) return naAll(skipped('the CLI figures'));
  const configDir = mkdtempSync(join(tmpdir(), 'mpa-bench-cli-'));
  const outDir = mkdtempSync(join(tmpdir(), 'mpa-bench-out-'));
  const env = {
    MPA_API_URL: stack.api.apiUrl,
    MPA_AUTH_URL: stack.api.authUrl,
    MPA_TOKEN: stack.token,
    MPA_CONFIG_DIR: configDir,
    NO_COLOR: '1',
  };
  const rows = [];
  try {
    // start-up, interleaved with its baseline
    const t = { node: [], version: [], help: [] };
    for (let i = 0; i < runs; i++) {
      t.node.push((await exec(['-e', '0'])).ms);
      t.version.push((await exec([MPA, '--version'])).ms);
      t.help.push((await exec([MPA, '--help'])).ms);
    }
    const base = { label: 'node -e 0', value: median(t.node), unit: 'ms' };
    for (const [i, k, limit] of [
      [0, 'version', 1.5],
      [1, 'help', 2.0],
    ]) {
      const r = row({
        id: CLI_FIGURES[i][0],
        figure: CLI_FIGURES[i][1],
        value: median(t[k]),
        unit: 'ms',
        runs,
        baseline: base,
        target: { op: '<=', value: limit, on: 'ratio' },
        targetText: CLI_FIGURES[i][2],
        detail: { [k]: t[k], node: t.node },
      });
      if (r.verdict === 'MISS')
        r.why =
          k === 'version'
            ? `${(r.value - base.value).toFixed(0)} ms above a bare Node start; the entry answers --version without importing anything, so what is left is the ES module loader (node file.mjs vs node -e 0) and noise from the host load (${loadavg()[0].toFixed(1)})`
            : `${(r.value - base.value).toFixed(0)} ms above a bare Node start: the ES module loader, commander (bundled) and the command table (profile: node --cpu-prof packages/cli/dist/mpa.js --help); host load ${loadavg()[0].toFixed(1)}`;
      rows.push(r);
    }
    log(`CLI start-up done`);

    // bulk approval: exactly 2,000 pending, --all-pending at concurrency 8 (listing and start-up included);
    // three runs, each on 2,000 fresh Pending requests
    try {
      const approvals = [];
      for (let i = 0; i < 3 && (i === 0 || left() > 60000); i++) {
        const pending = await setPending(stack.dataDir, PENDING);
        if (pending !== PENDING) throw new Error(`${pending} pending redemption requests, ${PENDING} needed`);
        const seen = await pendingSeenByApi(env);
        if (seen !== PENDING)
          throw new Error(
            `the dev API lists ${seen} pending requests, the database holds ${PENDING} (a cached list)`,
          );
        const r = await exec(
          [
            MPA,
            'redemptions',
            'approve',
            '--all-pending',
            '--note',
            'bench',
            '--concurrency',
            String(CONCURRENCY),
            '--format',
            'ndjson',
          ],
          env,
        );
        if (r.code !== 0) throw new Error(`exit ${r.code}: ${tail(r.stderr, 2)}`);
        approvals.push(r);
      }
      const rates = approvals.map((r) => PENDING / (r.ms / 1000));
      const mid = approvals[rates.indexOf(median(rates))] ?? approvals[0];
      const per = (ms) => ((ms * 1000) / PENDING).toFixed(0);
      rows.push(
        row({
          id: CLI_FIGURES[2][0],
          figure: CLI_FIGURES[2][1],
          value: median(rates),
          unit: 'req/s',
          runs: approvals.length,
          target: { op: '>=', value: 200 },
          targetText: CLI_FIGURES[2][2],
          why:
            `${(mid.ms / 1000).toFixed(1)} s for ${PENDING} approvals, listing and start-up included (runs: ${rates.map((x) => x.toFixed(0)).join(', ')} req/s); ` +
            `CPU per approval: mpa ${per(mid.cpuMs)} µs, dev API ${per(mid.serverCpuMs)} µs (both on this machine), wall ${per(mid.ms)} µs; ` +
            `peak RSS ${mid.peakMb.toFixed(0)} MB; host load average ${loadavg()[0].toFixed(1)}`,
          detail: {
            runs: approvals.map((r) => ({
              ms: r.ms,
              cpuMs: r.cpuMs,
              serverCpuMs: r.serverCpuMs,
              peakMb: r.peakMb,
            })),
          },
        }),
      );
    } catch (e) {
      rows.push(
        na(CLI_FIGURES[2][0], CLI_FIGURES[2][1], CLI_FIGURES[2][2], String(e.message ?? e).slice(0, 160)),
      );
    }
    log(`CLI approval done`);

    // export of every referral code vs `mpa api` fetching the same pages
    const file = join(outDir, 'codes.csv');
    const ex = await exec([MPA, 'referral-codes', 'export', '--format', 'csv', '--output', file], env);
    const exported = Number(/Exported (\d+)/.exec(ex.stderr)?.[1] ?? NaN);
    if (ex.code !== 0 || !Number.isFinite(exported)) {
      const why = `export failed (exit ${ex.code}): ${tail(ex.stderr, 2)}`;
      rows.push(
        na(CLI_FIGURES[3][0], CLI_FIGURES[3][1], CLI_FIGURES[3][2], why),
        na(CLI_FIGURES[4][0], CLI_FIGURES[4][1], CLI_FIGURES[4][2], why),
      );
    } else {
      // one process per page costs a Node start-up each: a sample of 10 pages spread over the whole range
      const pages = Math.ceil(exported / 1000);
      const sample = [
        ...new Set(
          Array.from(
            { length: Math.min(10, pages) },
            (_, i) => 1 + Math.floor((i * pages) / Math.min(10, pages)),
          ),
        ),
      ];
      const api = [];
      let apiFailed = '';
      for (const p of sample) {
        if (left() < 30000) break;
        const r = await exec([MPA, 'api', 'referrals.codes', `page:=${p}`, 'pageSize:=1000'], env);
        if (r.code !== 0) apiFailed = `mpa api page ${p}: exit ${r.code} ${tail(r.stderr, 1)}`;
        api.push(r);
      }
      const apiMs = api.reduce((a, r) => a + r.ms, 0);
      const apiRows = Math.min(exported, api.length * 1000);
      const baseRate = apiRows / (apiMs / 1000);
      const rate = exported / (ex.ms / 1000);
      const note = `${exported} rows in ${(ex.ms / 1000).toFixed(1)} s (CPU: mpa ${(ex.cpuMs / 1000).toFixed(1)} s, dev API ${(ex.serverCpuMs / 1000).toFixed(1)} s); baseline: ${api.length} of the ${pages} pages with \`mpa api referrals.codes page:=N pageSize:=1000\` (one process each) to /dev/null in ${(apiMs / 1000).toFixed(1)} s${apiFailed ? ` (${apiFailed})` : ''}`;
      rows.push(
        row({
          id: CLI_FIGURES[3][0],
          figure: CLI_FIGURES[3][1],
          value: rate,
          unit: 'rows/s',
          runs: 1,
          baseline: { label: 'mpa api pages', value: baseRate, unit: 'rows/s' },
          target: { op: '>=', value: 20000 },
          targetText: CLI_FIGURES[3][2],
          why: note,
          detail: { exportMs: ex.ms, apiMs, pages: api.length },
        }),
        row({
          id: CLI_FIGURES[4][0],
          figure: CLI_FIGURES[4][1],
          value: ex.peakMb,
          unit: 'MB',
          runs: 1,
          baseline: { label: 'mpa api page', value: max(api.map((r) => r.peakMb)), unit: 'MB' },
          target: { op: '<=', value: 150 },
          targetText: CLI_FIGURES[4][2],
        }),
      );
    }
    // every other list's export on the large seed (informational: the sizes differ by orders of magnitude)
    for (const [noun, extra] of EXPORT_NOUNS) {
      if (left() < 20000) break;
      const f = join(outDir, `${noun}.csv`);
      const r = await exec([MPA, noun, 'export', '--format', 'csv', '--output', f, ...extra], env);
      const n = Number(/Exported (\d+)/.exec(r.stderr)?.[1] ?? NaN);
      const figure = `mpa ${[noun, 'export', ...extra].join(' ')}, large seed`;
      if (r.code !== 0 || !Number.isFinite(n))
        rows.push(na(`cli-export-${noun}`, figure, '—', `exit ${r.code}: ${tail(r.stderr, 1)}`));
      else
        rows.push(
          row({
            id: `cli-export-${noun}`,
            figure,
            value: r.ms,
            unit: 'ms',
            runs: 1,
            targetText: '—',
            why: `${n.toLocaleString('en')} rows, ${(n / (r.ms / 1000)).toFixed(0)} rows/s, peak RSS ${r.peakMb.toFixed(0)} MB`,
          }),
        );
    }
    log(`CLI export done`);
  } finally {
    rmSync(configDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  }
  return rows;
}
