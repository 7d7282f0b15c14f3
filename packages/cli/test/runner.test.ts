import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runBulk, type BulkSpec, type ItemState } from '../src/bulk/runner';
import { Context, type IO } from '../src/context';
import { CliError } from '../src/errors';
import { readJournal } from '../src/bulk/journal';
import { fakeIO } from './fake-io';

/** An in-memory server: items 1..n Pending; `failing` ids fail once each. */
function fakeServer(n: number, failing: Set<number>) {
  const status = new Map<number, string>(Array.from({ length: n }, (_, i) => [i + 1, 'Pending']));
  const sent: number[] = [];
  const spec = (): BulkSpec => ({
    op: 'test-approve',
    verb: 'approve',
    past: 'approved',
    scope: { all: 'pending' },
    params: { note: 'n' },
    select: async () => ({ items: [...status].filter(([, s]) => s === 'Pending').map(([id]) => ({ id, label: `#${id}` })), skipped: [] }),
    apply: async (item) => {
      sent.push(item.id);
      await new Promise((r) => setTimeout(r, 1));
      if (failing.delete(item.id)) throw Object.assign(new Error('Internal server error'), { kind: 'http', status: 500 });
      if (status.get(item.id) !== 'Pending') throw Object.assign(new Error('conflict'), { kind: 'http', status: 409 });
      status.set(item.id, 'Approved');
      return 'ok';
    },
    states: async (ids) => new Map(ids.map((id): [number, ItemState] => [id, status.get(id) === 'Pending' ? 'pending' : status.get(id) === 'Approved' ? 'target' : 'other'])),
  });
  return { status, sent, spec };
}

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function ctxWith(io: IO): Context {
  const dir = mkdtempSync(join(tmpdir(), 'mpa-runner-'));
  dirs.push(dir);
  return new Context({ io, env: { MPA_CONFIG_DIR: dir, MPA_API_URL: 'http://127.0.0.1:1' } }, {});
}

describe('bulk runner with fake I/O', () => {
  it('exit 4 with the failures, then --resume finishes; nothing is sent twice after success', async () => {
    const server = fakeServer(40, new Set([3, 17, 29]));
    const f1 = fakeIO();
    const ctx = ctxWith(f1.io);
    expect(await runBulk(ctx, server.spec(), { concurrency: 3 })).toBe(4);
    expect(f1.err()).toContain('Failed (3):');
    expect(f1.err()).toMatch(/#3: Internal server error/);
    const f2 = fakeIO();
    const ctx2 = new Context({ io: f2.io, env: ctx.env }, {});
    expect(await runBulk(ctx2, server.spec(), { resume: true })).toBe(0);
    expect([...server.status.values()].every((s) => s === 'Approved')).toBe(true);
    const counts = new Map<number, number>();
    for (const id of server.sent) counts.set(id, (counts.get(id) ?? 0) + 1);
    for (const [id, c] of counts) expect(c, `#${id}`).toBe([3, 17, 29].includes(id) ? 2 : 1);
    expect(f2.out().trim().split('\n').map((l) => JSON.parse(l).id).sort((a, b) => a - b)).toEqual([3, 17, 29]);
  });

  it('dry run changes nothing and writes no journal', async () => {
    const server = fakeServer(5, new Set());
    const f = fakeIO();
    expect(await runBulk(ctxWith(f.io), server.spec(), { dryRun: true })).toBe(0);
    expect(server.sent).toEqual([]);
    expect(f.out().split('\n').filter(Boolean)).toHaveLength(5);
  });

  it('an item done on the server but not in the journal is re-checked, not sent again', async () => {
    const server = fakeServer(6, new Set([2]));
    const f = fakeIO();
    const ctx = ctxWith(f.io);
    expect(await runBulk(ctx, server.spec(), {})).toBe(4);
    server.status.set(2, 'Approved'); // someone (or a lost response) approved it meanwhile
    const sentBefore = server.sent.length;
    const f2 = fakeIO();
    expect(await runBulk(new Context({ io: f2.io, env: ctx.env }, {}), server.spec(), { resume: true })).toBe(0);
    expect(server.sent.length).toBe(sentBefore);
    expect(JSON.parse(f2.out().trim())).toMatchObject({ id: 2, result: 'already-approved' });
  });

  it('a stop (Ctrl+C, stdout closed) takes no new item; those in flight finish and are journalled; exit with its code', async () => {
    const server = fakeServer(40, new Set());
    const stop = new AbortController();
    const f = fakeIO({ stop });
    const ctx = ctxWith(f.io);
    const spec = server.spec();
    const send = spec.apply;
    spec.apply = (item, params) => {
      if (server.sent.length === 5) stop.abort(new CliError('Stopped: the test said so.', 4));
      return send(item, params);
    };
    expect(await runBulk(ctx, spec, { concurrency: 3 })).toBe(4);
    // The sixth was sent when the stop came; the two others in flight had been sent before it.
    expect(server.sent).toHaveLength(6);
    expect([...server.status.values()].filter((st) => st === 'Approved')).toHaveLength(6);
    const journal = readJournal(join(ctx.configDir, 'journals', readdirSync(join(ctx.configDir, 'journals'))[0]))!;
    expect(new Set(journal.done.keys())).toEqual(new Set(server.sent));
    expect(f.err()).toContain('Not sent: 34.');
    expect(f.err()).toContain('Stopped: the test said so.');
    // --resume sends the other 34, each once.
    const f2 = fakeIO();
    expect(await runBulk(new Context({ io: f2.io, env: ctx.env }, {}), server.spec(), { resume: true })).toBe(0);
    expect(server.sent).toHaveLength(40);
    expect(new Set(server.sent).size).toBe(40);
  });

  it('--concurrency out of range is a usage error', async () => {
    const f = fakeIO();
    await expect(runBulk(ctxWith(f.io), fakeServer(1, new Set()).spec(), { concurrency: 0 })).rejects.toThrow(/concurrency/);
  });
});
