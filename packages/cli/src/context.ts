import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { MpaClient, SessionStore } from '@marketplace-admin/sdk';
import { NotLoggedInError, UsageError } from './errors';

/**
 * A run's streams. In the binary they are the process's (src/run.ts); tests pass in-memory streams
 * and say which of them is a terminal.
 */
export interface IO {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  stdin: NodeJS.ReadableStream;
  stdoutTTY: boolean;
  stderrTTY: boolean;
  stdinTTY: boolean;
  /**
   * For work that must not be cut off part-way (a bulk run). While held, Ctrl+C and a closed stdout
   * (`mpa ... | head`) do not end the process: they abort `signal` (its reason a CliError with the
   * exit code to end with) and the holder stops taking new items, lets those in flight finish and
   * returns. Without a hold, a closed stdout ends a read at once with exit 0.
   */
  holdStop(): StopHold;
}

export interface StopHold {
  signal: AbortSignal;
  release(): void;
}

export type Env = Record<string, string | undefined>;

/** Options every command accepts (set before or after the command). */
export interface Globals {
  profile?: string;
  authUrl?: string;
  apiUrl?: string;
  /** false with --no-input: never prompt. */
  input?: boolean;
}

export const DEFAULT_AUTH_URL = 'http://127.0.0.1:4011';
export const DEFAULT_API_URL = 'http://127.0.0.1:4010';
export const CONFIG_KEYS = ['auth-url', 'api-url'] as const;
export type ConfigKey = (typeof CONFIG_KEYS)[number];

interface ConfigFile {
  profiles: Record<string, Partial<Record<ConfigKey, string>>>;
}

/** $MPA_CONFIG_DIR, else $XDG_CONFIG_HOME/mpa, else ~/.config/mpa. */
export function configDirOf(env: Env): string {
  if (env.MPA_CONFIG_DIR) return env.MPA_CONFIG_DIR;
  if (env.XDG_CONFIG_HOME) return join(env.XDG_CONFIG_HOME, 'mpa');
  return join(env.HOME || homedir(), '.config', 'mpa');
}

/** Writes a file with mode 0600 (atomically, through a temporary file); directories 0700. */
export function writePrivateFile(dir: string, path: string, text: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, text, { mode: 0o600 });
  chmodSync(tmp, 0o600);
  renameSync(tmp, path);
}

/** Per-profile settings in config.json. */
export class ConfigStore {
  readonly path: string;
  constructor(readonly dir: string) {
    this.path = join(dir, 'config.json');
  }
  private read(): ConfigFile {
    try {
      const parsed = JSON.parse(readFileSync(this.path, 'utf8')) as ConfigFile;
      if (parsed && typeof parsed.profiles === 'object') return parsed;
    } catch {}
    return { profiles: {} };
  }
  get(profile: string, key: ConfigKey): string | undefined {
    return this.read().profiles[profile]?.[key];
  }
  list(profile: string): Partial<Record<ConfigKey, string>> {
    return { ...this.read().profiles[profile] };
  }
  profiles(): string[] {
    return Object.keys(this.read().profiles);
  }
  set(profile: string, key: ConfigKey, value: string | undefined): void {
    const data = this.read();
    const p = (data.profiles[profile] ??= {});
    if (value === undefined) delete p[key];
    else p[key] = value;
    writePrivateFile(this.dir, this.path, JSON.stringify(data, null, 2) + '\n');
  }
}

export function checkConfigKey(key: string): ConfigKey {
  if (!(CONFIG_KEYS as readonly string[]).includes(key)) throw new UsageError(`Unknown config key '${key}'. Keys: ${CONFIG_KEYS.join(', ')}`);
  return key as ConfigKey;
}

export function checkUrl(value: string, what: string): string {
  try {
    const u = new URL(value);
    if (u.protocol === 'http:' || u.protocol === 'https:') return value.replace(/\/+$/, '');
  } catch {}
  throw new UsageError(`${what} must be an http(s) URL, got '${value}'`);
}

/**
 * The profile's session file read once per run instead of on every request (a bulk run asks for the
 * token thousands of times); sign-in, sign-out and a 401 still write through to the file.
 */
export function cachedSessionStore(inner: SessionStore): SessionStore {
  const cache = new Map<string, string | null>();
  return {
    get(key) {
      if (!cache.has(key)) cache.set(key, inner.get(key));
      return cache.get(key) ?? null;
    },
    set(key, value) {
      inner.set(key, value);
      cache.set(key, value);
    },
    remove(key) {
      inner.remove(key);
      cache.set(key, null);
    },
  };
}

/**
 * The CLI's retry policy, handed to the SDK (whose transport has the product's one retry loop; the
 * CLI retries nothing itself). Reads (GET) are retried up to 4 times with backoff (about 0.1, 0.2,
 * 0.4, 0.8 s, with jitter) on a network error or a 500, 502, 503 or 504: an administrator's list, a
 * bulk run's selection and look-ups, and an export's pages ride out a server that stumbles. Writes
 * (POST, PUT, DELETE) are never retried: a bulk run checks the server before sending anything again.
 */
export const READ_RETRY = { retries: 4, baseDelayMs: 100, statuses: [500, 502, 503, 504] };

/** The prompt functions a command may use (inquirer's, or fakes in tests). */
export type Prompts = Pick<typeof import('@inquirer/prompts'), 'input' | 'password' | 'confirm'>;

/**
 * What one run of mpa is given from outside: streams, environment, and the parts a test may swap
 * (the SDK's fetch, the prompts). Nothing in the CLI reads process.stdout, process.env or a module
 * global instead; src/run.ts builds this from the process.
 */
export interface Factory {
  io: IO;
  env: Env;
  /** The fetch the SDK client uses; default: the node:http transport of src/http.ts. */
  fetch?: typeof fetch;
  /** Default: @inquirer/prompts, imported when first needed. */
  prompts?: () => Promise<Prompts>;
}

/** A store read from `inner` whose changes stay in this process (the file is never written). */
export function readOnlyStore(inner: SessionStore): SessionStore {
  const changed = new Map<string, string | null>();
  return {
    get: (key) => (changed.has(key) ? (changed.get(key) ?? null) : inner.get(key)),
    set: (key, value) => void changed.set(key, value),
    remove: (key) => void changed.set(key, null),
  };
}

/** A command's view of the factory, with the global options of this invocation applied. */
export class Context {
  readonly io: IO;
  readonly env: Env;
  readonly profile: string;
  readonly configDir: string;
  readonly config: ConfigStore;
  private readonly clients: { env?: Promise<MpaClient>; saved?: Promise<MpaClient> } = {};

  constructor(
    readonly factory: Factory,
    readonly globals: Globals,
  ) {
    this.io = factory.io;
    this.env = factory.env;
    this.profile = globals.profile || this.env.MPA_PROFILE || 'default';
    if (!/^[A-Za-z0-9._-]+$/.test(this.profile)) throw new UsageError(`Invalid profile name '${this.profile}'`);
    this.configDir = configDirOf(this.env);
    this.config = new ConfigStore(this.configDir);
  }

  /** Flags, then environment, then the profile's config, then the defaults. */
  get authUrl(): string {
    return checkUrl(this.globals.authUrl || this.env.MPA_AUTH_URL || this.config.get(this.profile, 'auth-url') || DEFAULT_AUTH_URL, 'auth URL');
  }
  get apiUrl(): string {
    return checkUrl(this.globals.apiUrl || this.env.MPA_API_URL || this.config.get(this.profile, 'api-url') || DEFAULT_API_URL, 'API URL');
  }
  get sessionPath(): string {
    return join(this.configDir, 'sessions', `${this.profile}.json`);
  }
  get envToken(): string | undefined {
    return this.env.MPA_TOKEN || undefined;
  }
  /** Prompts are allowed: a terminal on stdin and stdout, and no --no-input. */
  get interactive(): boolean {
    return this.globals.input !== false && this.io.stdinTTY && this.io.stdoutTTY && !this.env.CI;
  }

  /**
   * The SDK client, with the session in the profile's file. MPA_TOKEN wins over it and then the
   * file is only read: the SDK clears its session store on a 401, and a rejected MPA_TOKEN must
   * not sign the profile out. `saved: true` is the client of the profile's own session, MPA_TOKEN
   * or not (login and logout act on it).
   */
  sdkClient(o: { saved?: boolean } = {}): Promise<MpaClient> {
    const envToken = o.saved ? undefined : this.envToken;
    const key = envToken ? 'env' : 'saved';
    return (this.clients[key] ??= (async () => {
      const [{ createClient }, { fileSessionStore }] = await Promise.all([import('@marketplace-admin/sdk'), import('@marketplace-admin/sdk/node')]);
      const file = cachedSessionStore(fileSessionStore(this.sessionPath));
      const timeout = Number(this.env.MPA_TIMEOUT_MS);
      return createClient({
        authBaseUrl: this.authUrl,
        apiBaseUrl: this.apiUrl,
        session: envToken ? readOnlyStore(file) : file,
        token: envToken,
        fetch: this.factory.fetch ?? (await import('./http')).nodeFetch,
        timeoutMs: Number.isFinite(timeout) && timeout >= 0 && this.env.MPA_TIMEOUT_MS ? timeout : 30000,
        retry: READ_RETRY,
      });
    })());
  }

  /** The client for commands that need a signed-in user (exit 3 when there is no token). */
  async client(): Promise<MpaClient> {
    const c = await this.sdkClient();
    if (!c.session.token()) throw new NotLoggedInError(this.profile);
    return c;
  }

  prompts(): Promise<Prompts> {
    return this.factory.prompts ? this.factory.prompts() : import('@inquirer/prompts');
  }

  out(text: string): void {
    this.io.stdout.write(text.endsWith('\n') ? text : text + '\n');
  }
  err(text: string): void {
    this.io.stderr.write(text.endsWith('\n') ? text : text + '\n');
  }

  /** Asks for a yes/no confirmation; --yes skips it; with no terminal it is a usage error. */
  async confirm(question: string, yes: boolean | undefined): Promise<boolean> {
    if (yes) return true;
    if (!this.interactive) throw new UsageError(`${question} Pass --yes to confirm when there is no terminal.`);
    const { confirm } = await this.prompts();
    return confirm({ message: question, default: false });
  }
}
