import { readFileSync } from 'node:fs';
import { UsageError } from '../errors';
import { readAll } from '../stdin';

/** Ids from the arguments and from --from-file (a path, or - for stdin): numbers split by space, comma or newline. */
export async function collectIds(
  args: readonly string[],
  fromFile: string | undefined,
  stdin: NodeJS.ReadableStream,
): Promise<number[]> {
  const words = [...args];
  if (fromFile) {
    const text = fromFile === '-' ? await readAll(stdin) : readFileSync(fromFile, 'utf8');
    words.push(...text.split(/[\s,]+/));
  }
  const ids: number[] = [];
  const seen = new Set<number>();
  for (const w of words.map((s) => s.trim().replace(/^#/, '')).filter(Boolean)) {
    if (!/^\d+$/.test(w) || Number(w) < 1) throw new UsageError(`Not an id: '${w}'`);
    const n = Number(w);
    if (!seen.has(n)) {
      seen.add(n);
      ids.push(n);
    }
  }
  return ids;
}
