import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Journal, journalKey, journalPath, readJournal } from '../src/bulk/journal';
import { collectIds } from '../src/bulk/ids';
import { PassThrough } from 'node:stream';

const dirs: string[] = [];
const tmp = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'mpa-journal-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const plan = (key: string) => ({ op: 'x', key, params: { note: 'n' }, items: [1, 2, 3].map((id) => ({ id, label: `#${id}` })), createdAt: 'now' });

describe('journal', () => {
  it('keys differ by operation and selection and are stable', () => {
    expect(journalKey('a', { all: 'pending' })).toBe(journalKey('a', { all: 'pending' }));
    expect(journalKey('a', { all: 'pending' })).not.toBe(journalKey('b', { all: 'pending' }));
    expect(journalKey('a', { ids: [1] })).not.toBe(journalKey('a', { ids: [2] }));
  });

  it('records start, done and fail; state is rebuilt from the file (mode 0600)', () => {
    const path = journalPath(tmp(), 'k');
    const j = Journal.create(path, plan('k'));
    j.start(1);
    j.done(1, 'approved');
    j.start(2);
    j.fail(2, 'boom');
    j.start(3);
    j.close();
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const st = readJournal(path)!;
    expect(st.plan.params).toEqual({ note: 'n' });
    expect([...st.done]).toEqual([[1, 'approved']]);
    expect([...st.started].sort()).toEqual([1, 2, 3]);
    expect([...st.failed]).toEqual([[2, 'boom']]);
    // Reopened later (a resume): a later done clears the failure.
    const again = Journal.reopen(path);
    again.done(2, 'approved');
    again.close();
    const st2 = readJournal(path)!;
    expect(st2.done.get(2)).toBe('approved');
    expect(st2.failed.size).toBe(0);
  });

  it('a torn last line (killed while writing) is ignored; a missing file is undefined', () => {
    const path = journalPath(tmp(), 'k');
    const j = Journal.create(path, plan('k'));
    j.done(1, 'approved');
    j.close();
    appendFileSync(path, '{"t":"done","id":2,"res');
    const st = readJournal(path)!;
    expect([...st.done.keys()]).toEqual([1]);
    expect(readJournal(join(tmp(), 'none.jsonl'))).toBeUndefined();
  });

  it('archive moves it out of the way', () => {
    const path = journalPath(tmp(), 'k');
    Journal.create(path, plan('k')).close();
    const to = Journal.archive(path);
    expect(to).toMatch(/\.done\.jsonl$/);
    expect(readJournal(path)).toBeUndefined();
    expect(readFileSync(to, 'utf8')).toContain('"t":"plan"');
  });

  it('ids come from arguments, a file or stdin, de-duplicated; junk is a usage error', async () => {
    const d = tmp();
    const f = join(d, 'ids.txt');
    appendFileSync(f, '5\n6, 7\n#8\n\n5\n');
    const stdin = new PassThrough();
    stdin.end('9 10');
    expect(await collectIds(['1', '2', '1'], f, stdin)).toEqual([1, 2, 5, 6, 7, 8]);
    const s2 = new PassThrough();
    s2.end('9\n10\n');
    expect(await collectIds([], '-', s2)).toEqual([9, 10]);
    await expect(collectIds(['x1'], undefined, stdin)).rejects.toThrow(/Not an id/);
  });
});
