import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { UsageError } from './errors';
import type { Env } from './io';

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

/** Per-profile settings in config.json (written with the SDK's private file writer: 0600, atomic). */
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
  async set(profile: string, key: ConfigKey, value: string | undefined): Promise<void> {
    const data = this.read();
    const p = (data.profiles[profile] ??= {});
    if (value === undefined) delete p[key];
    else p[key] = value;
    const { writePrivateFileAtomic } = await import('@marketplace-admin/sdk/node');
    writePrivateFileAtomic(this.path, JSON.stringify(data, null, 2) + '\n');
  }
}

export function checkConfigKey(key: string): ConfigKey {
  if (!(CONFIG_KEYS as readonly string[]).includes(key))
    throw new UsageError(`Unknown config key '${key}'. Keys: ${CONFIG_KEYS.join(', ')}`);
  return key as ConfigKey;
}

export function checkUrl(value: string, what: string): string {
  try {
    const u = new URL(value);
    if (u.protocol === 'http:' || u.protocol === 'https:') return value.replace(/\/+$/, '');
  } catch {}
  throw new UsageError(`${what} must be an http(s) URL, got '${value}'`);
}
