import { spawn } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileJournal, fileSessionStore } from '../src/node';

const tmp = (): string => mkdtempSync(join(tmpdir(), 'mpa-sdk-files-'));
const mode = (p: string): number => statSync(p).mode & 0o777;

describe('file session store', () => {
  it('never writes through a file or symlink planted where its temporary file goes', () => {
    const dir = tmp();
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'keep me');
    const path = join(dir, 'session.json');
    // the name the store used to write to, predictable from the pid
    symlinkSync(victim, `${path}.${process.pid}.tmp`);
    fileSessionStore(path).set('authToken', 'secret-token');
    expect(readFileSync(victim, 'utf8')).toBe('keep me');
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ authToken: 'secret-token' });
    expect(mode(path)).toBe(0o600);
  });

  it('tightens its own directory to 0700 when it already exists, but never a shared sticky one such as /tmp', () => {
    const dir = join(tmp(), 'mpa');
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    fileSessionStore(join(dir, 'session.json')).set('authToken', 't');
    expect(mode(dir)).toBe(0o700);
    const shared = tmp();
    chmodSync(shared, 0o1777);
    fileSessionStore(join(shared, 'session.json')).set('authToken', 't');
    expect(statSync(shared).mode & 0o1777).toBe(0o1777);
  });

  it('leaves no temporary file behind', () => {
    const dir = tmp();
    const store = fileSessionStore(join(dir, 's.json'));
    for (let i = 0; i < 5; i++) store.set(`k${i}`, String(i));
    store.remove('k0');
    expect(readdirSync(dir)).toEqual(['s.json']);
  });
});

describe('file journal', () => {
  const plan = {
    operation: 'redemptions.approve',
    params: { note: 'n' },
    items: [1, 2, 3].map((id) => ({ id, label: `#${id}`, record: { id } })),
    createdAt: 'x',
  };

  it('appends one JSON line per record (mode 0600, directory 0700) and replays them; a torn last line is ignored', () => {
    const path = join(tmp(), 'journals', 'run.jsonl');
    const j = fileJournal(path);
    j.begin(plan);
    j.sent(1);
    j.confirmed(1, 'done', 'ok');
    j.sent(2);
    j.failed(2, 'boom');
    j.close?.();
    expect(mode(path)).toBe(0o600);
    expect(mode(join(path, '..'))).toBe(0o700);
    writeFileSync(path, readFileSync(path, 'utf8') + '{"t":"confirmed","id":2,"outc', { flag: 'w' });
    const state = fileJournal(path).load()!;
    expect(state.plan.params).toEqual({ note: 'n' });
    expect([...state.sent]).toEqual([1, 2]);
    expect([...state.confirmed.keys()]).toEqual([1]);
    expect([...state.failed]).toEqual([[2, 'boom']]);
    expect(readFileSync(path, 'utf8').split('\n').filter(Boolean)).toHaveLength(6);
  });

  it('keeps every record written before the process was killed with SIGKILL', async () => {
    const path = join(tmp(), 'run.jsonl');
    const nodeEntry = new URL('../dist/node.js', import.meta.url).href;
    const script = `
      const { fileJournal } = await import(${JSON.stringify(nodeEntry)});
      const j = fileJournal(${JSON.stringify(path)});
      j.begin(${JSON.stringify(plan)});
      j.sent(1); j.confirmed(1, 'done', 'ok'); j.sent(2);
      process.kill(process.pid, 'SIGKILL');
    `;
    const signal = await new Promise((resolve) =>
      spawn(process.execPath, ['--input-type=module', '-e', script]).on('close', (_c, s) => resolve(s)),
    );
    expect(signal).toBe('SIGKILL');
    const state = fileJournal(path).load()!;
    expect([...state.sent]).toEqual([1, 2]);
    expect([...state.confirmed.keys()]).toEqual([1]);
  });

  it('archive moves a journal aside so the next run starts a new file', () => {
    const dir = tmp();
    const j = fileJournal(join(dir, 'run.jsonl'));
    j.begin(plan);
    const to = j.archive()!;
    expect(to).toMatch(/run\.\d{4}-.*\.done\.jsonl$/);
    expect(readdirSync(dir)).toEqual([to.split('/').pop()]);
    expect(fileJournal(join(dir, 'run.jsonl')).load()).toBeUndefined();
  });
});
