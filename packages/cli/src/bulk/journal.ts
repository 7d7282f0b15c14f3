import { createHash } from 'node:crypto';
import { join } from 'node:path';

// Where a bulk run's journal lives; the journal itself is the SDK's fileJournal (append-only JSON
// lines, one write(2) per record, mode 0600, directory 0700).

/** The journal's key: the operation and what it selects, on which server and profile. */
export function journalKey(op: string, scope: Record<string, unknown>): string {
  const hash = createHash('sha256').update(JSON.stringify(scope)).digest('hex').slice(0, 16);
  return `${op}-${hash}`;
}

/** `<config dir>/journals/<key>.jsonl`; a finished one is archived beside it as `<key>.<time>.done.jsonl`. */
export function journalPath(configDir: string, key: string): string {
  return join(configDir, 'journals', `${key}.jsonl`);
}
