import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededDataDir, startDevApi, type DevApi } from '@marketplace-admin/dev-api';
import { createClient, type MpaClient } from '@marketplace-admin/sdk';
import type { Factory } from '../src/context';
import { main } from '../src/main';
import { fakeIO, type FakeIOOptions } from './fake-io';

export const BIN = resolve(dirname(fileURLToPath(import.meta.url)), '../dist/mpa.js');
export const ADMIN = { mobile: '9000000000', password: 'admin12345' };

export interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
}

export interface RunOptions extends FakeIOOptions {
  env?: Record<string, string>;
  /** Subprocess only: killed after this long. */
  timeoutMs?: number;
  /** In-process only: what the SDK client uses instead of the node:http transport. */
  fetch?: Factory['fetch'];
  prompts?: Factory['prompts'];
}

export interface Stack {
  api: DevApi;
  dataDir: string;
  configDir: string;
  env: Record<string, string>;
  /** Runs mpa in this process (main with in-memory streams) with this stack's URLs and config dir. */
  mpa(args: string[], o?: RunOptions): Promise<Run>;
  /** Runs the built mpa binary, for what only the process shows (signals, pipes, exit codes of the binary). */
  bin(args: string[], o?: RunOptions): Promise<Run>;
  spawnMpa(args: string[], env?: Record<string, string>): ChildProcess;
  login(): Promise<void>;
  close(): Promise<void>;
}

/** Runs mpa in this process: main() with fake streams and only the environment given. */
export async function runInProcess(
  args: string[],
  env: Record<string, string>,
  o: RunOptions = {},
): Promise<Run> {
  const started = Date.now();
  const f = fakeIO(o);
  const code = await main(args, {
    io: f.io,
    env: { HOME: env.MPA_CONFIG_DIR ?? tmpdir(), ...env },
    fetch: o.fetch,
    prompts: o.prompts,
  });
  return { code, signal: null, stdout: f.out(), stderr: f.err(), ms: Date.now() - started };
}

/** Runs the built mpa. `input` is written to stdin and closed, unless `keepStdinOpen` (a pipe that never ends, like a CI job's). */
export function runBin(
  args: string[],
  env: Record<string, string>,
  o: { input?: string; timeoutMs?: number; keepStdinOpen?: boolean } = {},
): Promise<Run> {
  const started = Date.now();
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { PATH: process.env.PATH ?? '', HOME: env.MPA_CONFIG_DIR ?? tmpdir(), ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), o.timeoutMs ?? 50000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolvePromise({ code, signal, stdout, stderr, ms: Date.now() - started });
    });
    // a command that ends without reading its input (--version) closes the pipe before this write lands: EPIPE is
    // then the child's business, not the test's
    child.stdin.on('error', () => undefined);
    if (o.keepStdinOpen) child.stdin.write(o.input ?? '');
    else child.stdin.end(o.input ?? '');
  });
}

export async function startStack(
  opts: { seed?: 'demo' | 'large' | 'none'; dataDir?: string } = {},
): Promise<Stack> {
  const seed = opts.seed ?? 'demo';
  // a copy of a once-seeded database (seededDataDir) unless a directory is given or nothing is seeded
  const dataDir =
    opts.dataDir ??
    (seed === 'none' ? mkdtempSync(join(tmpdir(), 'mpa-cli-data-')) : await seededDataDir(seed));
  const configDir = mkdtempSync(join(tmpdir(), 'mpa-cli-config-'));
  const api = await startDevApi({ dataDir, apiPort: 0, authPort: 0, seed });
  const env = { MPA_API_URL: api.apiUrl, MPA_AUTH_URL: api.authUrl, MPA_CONFIG_DIR: configDir };
  const stack: Stack = {
    api,
    dataDir,
    configDir,
    env,
    mpa: (args, o = {}) => runInProcess(args, { ...env, ...o.env }, o),
    bin: (args, o = {}) => runBin(args, { ...env, ...o.env }, o),
    spawnMpa: (args, extra = {}) =>
      spawn(process.execPath, [BIN, ...args], {
        env: { PATH: process.env.PATH ?? '', HOME: configDir, ...env, ...extra },
        stdio: ['pipe', 'pipe', 'pipe'],
      }),
    login: async () => {
      const r = await stack.mpa(['login', '--mobile', ADMIN.mobile, '--password-stdin'], {
        input: ADMIN.password + '\n',
      });
      if (r.code !== 0) throw new Error(`login failed: ${r.stderr}`);
    },
    close: async () => {
      await api.close();
      rmSync(configDir, { recursive: true, force: true });
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return stack;
}

/** CSV read back as records of cells: the SDK's reader of what its encoder writes. */
export { parseCsv } from '@marketplace-admin/sdk';

export const json = <T = any>(s: string): T => JSON.parse(s) as T;

/** An SDK client on the stack's dev API with the session `s.login()` saved: a test's view of the server. */
export function signedInSdk(s: Stack): MpaClient {
  const session = json<{ authToken: string }>(
    readFileSync(join(s.configDir, 'sessions', 'default.json'), 'utf8'),
  );
  return createClient({ authBaseUrl: s.api.authUrl, apiBaseUrl: s.api.apiUrl, token: session.authToken });
}
export const ndjson = <T = any>(s: string): T[] =>
  s
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as T);
