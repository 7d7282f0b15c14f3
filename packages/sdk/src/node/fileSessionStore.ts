import { readFileSync } from 'node:fs';
import { writePrivateFileAtomic } from './privateFile';
import type { SessionStore } from '../session/index';

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
  writePrivateFileAtomic(filePath, JSON.stringify(data, null, 2) + '\n');
}

/**
 * A session store in a JSON file (mode 0600, directory 0700, replaced atomically through an
 * exclusively created temporary file flushed before the rename). Every read goes to the file,
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
