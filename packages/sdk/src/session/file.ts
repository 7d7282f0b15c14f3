import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SessionStore } from './index';

function readAll(filePath: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(filePath, 'utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(parsed)) if (typeof v === 'string') out[k] = v;
      return out;
    }
  } catch {
    // missing or unreadable file: an empty session
  }
  return {};
}

function writeAll(filePath: string, data: Record<string, string>): void {
  mkdirSync(dirname(filePath), { recursive: true, mode: 0o700 });
  const tmp = `${filePath}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(data, null, 2) + '\n', { mode: 0o600 });
  chmodSync(tmp, 0o600);
  renameSync(tmp, filePath);
}

/**
 * A session store in a JSON file (mode 0600, directory created 0700). Every read goes to the file,
 * so two processes sharing it see each other's sign-in and sign-out.
 */
export function fileSessionStore(filePath: string): SessionStore {
  return {
    get: (key) => readAll(filePath)[key] ?? null,
    set: (key, value) => {
      const data = readAll(filePath);
      data[key] = value;
      writeAll(filePath, data);
    },
    remove: (key) => {
      const data = readAll(filePath);
      if (!(key in data)) return;
      delete data[key];
      writeAll(filePath, data);
    },
  };
}
