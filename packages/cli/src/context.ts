import { join } from 'node:path';
import type { MpaClient } from '@marketplace-admin/sdk';
import { checkUrl, ConfigStore, configDirOf, DEFAULT_API_URL, DEFAULT_AUTH_URL } from './config';
import { CliError, EXIT, NotLoggedInError, UsageError } from './errors';
import type { Env, Factory, IO, Prompts } from './io';
import {
  cachedSessionStore,
  hostBoundSession,
  readOnlyStore,
  type BoundSession,
  type Hosts,
} from './session';

export type { Env, Factory, IO, Prompts, StopHold } from './io';

/** Options every command accepts (set before or after the command). */
export interface Globals {
  profile?: string;
  authUrl?: string;
  apiUrl?: string;
  /** false with --no-input: never prompt. */
  input?: boolean;
}

/**
 * The CLI's retry policy, handed to the SDK (whose transport has the product's one retry loop; the
 * CLI retries nothing itself). Reads (GET) are retried up to 4 times with backoff (about 0.1, 0.2,
 * 0.4, 0.8 s, with jitter) on a network error or a 500, 502, 503 or 504: an administrator's list, a
 * bulk run's selection and look-ups, and an export's pages ride out a server that stumbles. Writes
 * (POST, PUT, DELETE) are never retried: a bulk run checks the server before sending anything again.
 */
const READ_RETRY = { retries: 4, baseDelayMs: 100, statuses: [500, 502, 503, 504] };

/** A command's view of the factory, with the global options of this invocation applied. */
export class Context {
  readonly io: IO;
  readonly env: Env;
  readonly profile: string;
  readonly configDir: string;
  readonly config: ConfigStore;
  private readonly clients: { env?: Promise<MpaClient>; saved?: Promise<MpaClient> } = {};
  private savedSession?: BoundSession;

  constructor(
    readonly factory: Factory,
    readonly globals: Globals,
  ) {
    this.io = factory.io;
    this.env = factory.env;
    this.profile = globals.profile || this.env.MPA_PROFILE || 'default';
    if (!/^[A-Za-z0-9._-]+$/.test(this.profile))
      throw new UsageError(`Invalid profile name '${this.profile}'`);
    this.configDir = configDirOf(this.env);
    this.config = new ConfigStore(this.configDir);
  }

  /** Flags, then environment, then the profile's config, then the defaults. */
  get authUrl(): string {
    return checkUrl(
      this.globals.authUrl ||
        this.env.MPA_AUTH_URL ||
        this.config.get(this.profile, 'auth-url') ||
        DEFAULT_AUTH_URL,
      'auth URL',
    );
  }
  get apiUrl(): string {
    return checkUrl(
      this.globals.apiUrl ||
        this.env.MPA_API_URL ||
        this.config.get(this.profile, 'api-url') ||
        DEFAULT_API_URL,
      'API URL',
    );
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

  /** The hosts of the profile's own settings (config, else the defaults), flags and environment aside. */
  private get configuredHosts(): Hosts {
    return {
      authUrl: checkUrl(this.config.get(this.profile, 'auth-url') || DEFAULT_AUTH_URL, 'auth URL'),
      apiUrl: checkUrl(this.config.get(this.profile, 'api-url') || DEFAULT_API_URL, 'API URL'),
    };
  }

  /**
   * The SDK client, with the session in the profile's file, bound to the hosts that issued it (see
   * src/session.ts: a saved token is never sent to other hosts). MPA_TOKEN wins over it and then
   * the file is only read: the SDK clears its session store on a 401, and a rejected MPA_TOKEN must
   * not sign the profile out. `saved: true` is the client of the profile's own session, MPA_TOKEN
   * or not (login and logout act on it).
   */
  sdkClient(o: { saved?: boolean } = {}): Promise<MpaClient> {
    const envToken = o.saved ? undefined : this.envToken;
    const key = envToken ? 'env' : 'saved';
    return (this.clients[key] ??= (async () => {
      const [{ createClient }, { fileSessionStore }] = await Promise.all([
        import('@marketplace-admin/sdk'),
        import('@marketplace-admin/sdk/node'),
      ]);
      const file = cachedSessionStore(fileSessionStore(this.sessionPath));
      this.savedSession ??= hostBoundSession(
        file,
        { authUrl: this.authUrl, apiUrl: this.apiUrl },
        this.configuredHosts,
      );
      const timeout = Number(this.env.MPA_TIMEOUT_MS);
      return createClient({
        authBaseUrl: this.authUrl,
        apiBaseUrl: this.apiUrl,
        session: envToken ? readOnlyStore(file) : this.savedSession.store,
        token: envToken,
        fetch: this.factory.fetch ?? (await import('./http')).nodeFetch,
        timeoutMs: Number.isFinite(timeout) && timeout >= 0 && this.env.MPA_TIMEOUT_MS ? timeout : 30000,
        retry: READ_RETRY,
      });
    })());
  }

  /**
   * Refuses (exit 3) when the profile has a saved token that was issued for other hosts than these:
   * it is withheld, and saying so beats "not logged in".
   */
  async refuseOtherHostsSession(): Promise<void> {
    await this.sdkClient({ saved: true });
    const issued = this.savedSession?.withheldFor();
    if (!issued) return;
    const { catalogue } = await import('@marketplace-admin/sdk');
    throw new CliError(
      catalogue.savedSession.otherHosts(this.profile, issued, { authUrl: this.authUrl, apiUrl: this.apiUrl }),
      EXIT.auth,
    );
  }

  /** The client for commands that need a signed-in user (exit 3 when there is no token for these hosts). */
  async client(): Promise<MpaClient> {
    const c = await this.sdkClient();
    if (!c.session.token()) {
      await this.refuseOtherHostsSession();
      throw new NotLoggedInError(this.profile);
    }
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
    if (!this.interactive)
      throw new UsageError(`${question} Pass --yes to confirm when there is no terminal.`);
    const { confirm } = await this.prompts();
    return confirm({ message: question, default: false });
  }
}
