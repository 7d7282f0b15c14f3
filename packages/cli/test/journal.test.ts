import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileJournal } from '@marketplace-admin/sdk/node';
import { journalKey, journalPath } from '../src/bulk/journal';
import { collectIds } from '../src/bulk/ids';
import { PassThrough } from 'node:stream';

const dirs: string[] = [];
const tmp = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'mpa-journal-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const plan = () => ({
  operation: 'x',
  params: { note: 'n' },
  items: [1, 2, 3].map((id) => ({ id, label: `#${id}`, record: id })),
  createdAt: 'now',
});

// Where the CLI keeps a bulk run's journal (the journal itself is the SDK's fileJournal).
describe('journal', () => {
  it('keys differ by operation and selection and are stable', () => {
    expect(journalKey('a', { all: 'pending' })).toBe(journalKey('a', { all: 'pending' }));
    expect(journalKey('a', { all: 'pending' })).not.toBe(journalKey('b', { all: 'pending' }));
    expect(journalKey('a', { ids: [1] })).not.toBe(journalKey('a', { ids: [2] }));
  });

  it('at its place in the config dir: records sent, confirmed and failed; state is rebuilt from the file (mode 0600, dir 0700)', () => {
    const dir = tmp();
    const path = journalPath(dir, 'k');
    expect(path).toBe(join(dir, 'journals', 'k.jsonl'));
    const j = fileJournal(path);
    j.begin(plan());
    j.sent(1);
    j.confirmed(1, 'done', 'ok');
    j.sent(2);
    j.failed(2, 'boom');
    j.sent(3);
    j.close?.();
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'journals')).mode & 0o777).toBe(0o700);
    const st = fileJournal(path).load()!;
    expect(st.plan.params).toEqual({ note: 'n' });
    expect([...st.confirmed]).toEqual([[1, { outcome: 'done', message: 'ok' }]]);
    expect([...st.sent].sort()).toEqual([1, 2, 3]);
    expect([...st.failed]).toEqual([[2, 'boom']]);
    // Reopened later (a resume): a later confirmation clears the failure.
    const again = fileJournal(path);
    again.confirmed(2, 'done', 'ok');
    again.close?.();
    const st2 = fileJournal(path).load()!;
    expect(st2.confirmed.get(2)).toEqual({ outcome: 'done', message: 'ok' });
    expect(st2.failed.size).toBe(0);
  });

  it('a torn last line (killed while writing) is ignored; a missing file is undefined', () => {
    const path = journalPath(tmp(), 'k');
    const j = fileJournal(path);
    j.begin(plan());
    j.confirmed(1, 'done', 'ok');
    j.close?.();
    appendFileSync(path, '{"t":"confirmed","id":2,"out');
    const st = fileJournal(path).load()!;
    expect([...st.confirmed.keys()]).toEqual([1]);
    expect(fileJournal(join(tmp(), 'none.jsonl')).load()).toBeUndefined();
  });

  it('archive moves it out of the way', () => {
    const path = journalPath(tmp(), 'k');
    const j = fileJournal(path);
    j.begin(plan());
    const to = j.archive()!;
    expect(to).toMatch(/\.done\.jsonl$/);
    expect(fileJournal(path).load()).toBeUndefined();
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
