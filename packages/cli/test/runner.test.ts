import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MpaError, runBulk, type BulkOperation, type ItemStatus } from '@marketplace-admin/sdk';
import { fileJournal } from '@marketplace-admin/sdk/node';
import { runBulkCommand, type BulkCommand } from '../src/bulk/command';
import { Context, type IO } from '../src/context';
import { CliError } from '../src/errors';
import { fakeIO } from './fake-io';

// The command side of a bulk run (journal location, --resume/--dry-run, output, exit codes) over the
// SDK's runner, with an in-memory server: items 1..n Pending; `failing` ids fail once each.
function fakeServer(n: number, failing: Set<number>) {
  const status = new Map<number, string>(Array.from({ length: n }, (_, i) => [i + 1, 'Pending']));
  const sent: number[] = [];
  const op: BulkOperation<number> = {
    name: 'test.approve',
    params: { note: 'n' },
    apply: async (id) => {
      sent.push(id);
      await new Promise((r) => setTimeout(r, 1));
      if (failing.delete(id)) throw new MpaError('http', 'Internal server error', { status: 500 });
      if (status.get(id) !== 'Pending') throw new MpaError('http', 'conflict', { status: 409 });
      status.set(id, 'Approved');
      return 'ok';
    },
    lookup: async (items) =>
      new Map(
        items.map(({ id }): [number | string, ItemStatus] => [
          id,
          status.get(Number(id)) === 'Pending'
            ? { pending: true }
            : { pending: false, status: String(status.get(Number(id))) },
        ]),
      ),
  };
  const select = async () => ({
    items: [...status]
      .filter(([, s]) => s === 'Pending')
      .map(([id]) => ({ id, label: `#${id}`, record: id })),
  });
  const cmd = (): BulkCommand => ({
    op: 'test-approve',
    verb: 'approve',
    scope: { all: 'pending' },
    start: (o) => runBulk(op, select, o),
  });
  return { status, sent, op, cmd };
}

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function ctxWith(io: IO): Context {
  const dir = mkdtempSync(join(tmpdir(), 'mpa-runner-'));
  dirs.push(dir);
  return new Context({ io, env: { MPA_CONFIG_DIR: dir, MPA_API_URL: 'http://127.0.0.1:1' } }, {});
}

describe('bulk command over the SDK runner, with fake I/O', () => {
  it('exit 4 with the failures, then --resume finishes; nothing is sent twice after success', async () => {
    const server = fakeServer(40, new Set([3, 17, 29]));
    const f1 = fakeIO();
    const ctx = ctxWith(f1.io);
    expect(await runBulkCommand(ctx, server.cmd(), { concurrency: 3 })).toBe(4);
    expect(f1.err()).toContain('Failed (3):');
    expect(f1.err()).toMatch(/#3: Internal server error/);
    const f2 = fakeIO();
    const ctx2 = new Context({ io: f2.io, env: ctx.env }, {});
    expect(await runBulkCommand(ctx2, server.cmd(), { resume: true })).toBe(0);
    expect([...server.status.values()].every((s) => s === 'Approved')).toBe(true);
    const counts = new Map<number, number>();
    for (const id of server.sent) counts.set(id, (counts.get(id) ?? 0) + 1);
    for (const [id, c] of counts) expect(c, `#${id}`).toBe([3, 17, 29].includes(id) ? 2 : 1);
    expect(
      f2
        .out()
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).id)
        .sort((a, b) => a - b),
    ).toEqual([3, 17, 29]);
  });

  it('dry run changes nothing and writes no journal', async () => {
    const server = fakeServer(5, new Set());
    const f = fakeIO();
    const ctx = ctxWith(f.io);
    expect(await runBulkCommand(ctx, server.cmd(), { dryRun: true })).toBe(0);
    expect(server.sent).toEqual([]);
    expect(f.out().split('\n').filter(Boolean)).toHaveLength(5);
    expect(existsSync(join(ctx.configDir, 'journals'))).toBe(false);
  });

  it('an item done on the server but not in the journal is re-checked, not sent again', async () => {
    const server = fakeServer(6, new Set([2]));
    const f = fakeIO();
    const ctx = ctxWith(f.io);
    expect(await runBulkCommand(ctx, server.cmd(), {})).toBe(4);
    server.status.set(2, 'Approved'); // someone (or a lost response) approved it meanwhile
    const sentBefore = server.sent.length;
    const f2 = fakeIO();
    expect(
      await runBulkCommand(new Context({ io: f2.io, env: ctx.env }, {}), server.cmd(), { resume: true }),
    ).toBe(0);
    expect(server.sent.length).toBe(sentBefore);
    expect(JSON.parse(f2.out().trim())).toMatchObject({ id: 2, result: 'already-processed' });
  });

  it('a stop (Ctrl+C, stdout closed) takes no new item; those in flight finish and are journalled; exit with its code', async () => {
    const server = fakeServer(40, new Set());
    const stop = new AbortController();
    const f = fakeIO({ stop });
    const ctx = ctxWith(f.io);
    const send = server.op.apply;
    server.op.apply = (id, params) => {
      if (server.sent.length === 5) stop.abort(new CliError('Stopped: the test said so.', 4));
      return send(id, params);
    };
    expect(await runBulkCommand(ctx, server.cmd(), { concurrency: 3 })).toBe(4);
    server.op.apply = send;
    // The sixth was sent when the stop came; the two others in flight had been sent before it.
    expect(server.sent).toHaveLength(6);
    expect([...server.status.values()].filter((st) => st === 'Approved')).toHaveLength(6);
    const journal = fileJournal(
      join(ctx.configDir, 'journals', readdirSync(join(ctx.configDir, 'journals'))[0]),
    ).load()!;
    expect(new Set(journal.confirmed.keys())).toEqual(new Set(server.sent));
    expect(f.err()).toContain('Not sent: 34.');
    expect(f.err()).toContain('Stopped: the test said so.');
    // --resume sends the other 34, each once.
    const f2 = fakeIO();
    expect(
      await runBulkCommand(new Context({ io: f2.io, env: ctx.env }, {}), server.cmd(), { resume: true }),
    ).toBe(0);
    expect(server.sent).toHaveLength(40);
    expect(new Set(server.sent).size).toBe(40);
  });

  it('--concurrency out of range is a usage error', async () => {
    const f = fakeIO();
    await expect(
      runBulkCommand(ctxWith(f.io), fakeServer(1, new Set()).cmd(), { concurrency: 0 }),
    ).rejects.toThrow(/concurrency/);
  });
});
