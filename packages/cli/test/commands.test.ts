import type { Command } from 'commander';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Run } from '../src/cmdutil';
import type { Context, Factory } from '../src/context';
import { main } from '../src/main';
import { NOUNS } from '../src/nouns';
import { buildProgram, fullProgram } from '../src/program';
import { newCmdApi } from '../src/commands/api/api';
import { completionTree } from '../src/commands/completion/completion';
import { newCmdSet } from '../src/commands/config/set';
import { newCmdApprove } from '../src/commands/redemptions/approve';
import { newCmdExport } from '../src/commands/referral-codes/export';
import { newCmdList as newCmdListServices } from '../src/commands/services/list';
import { newCmdReorder } from '../src/commands/services/reorder';
import { newCmdLink } from '../src/commands/vendors/link';
import { fakeIO } from './fake-io';

type Builder<O> = (parent: Command, f: Factory, runF: Run<O>) => Command;

/**
 * Flag parsing alone: the builder registers the command with a run that only records what it was
 * given (gh's runF). Resolves with the options and the context, or rejects with the parse error.
 */
async function parse<O>(
  build: Builder<O>,
  noun: string | undefined,
  argv: string[],
): Promise<{ o: O; ctx: Context; calls: number }> {
  const f = fakeIO();
  const factory: Factory = { io: f.io, env: { MPA_CONFIG_DIR: '/nonexistent/mpa-test' } };
  const program = buildProgram(f.io);
  let got: { o: O; ctx: Context } | undefined;
  let calls = 0;
  build(noun ? program.command(noun) : program, factory, async (ctx, o) => {
    calls++;
    got = { o, ctx };
  });
  await program.parseAsync(argv, { from: 'user' });
  return { ...got!, calls };
}

describe('flag parsing (run swapped out)', () => {
  it('redemptions approve: ids, note and bulk flags become the options; a bad --concurrency never runs', async () => {
    const { o } = await parse(newCmdApprove, 'redemptions', [
      'redemptions',
      'approve',
      '42',
      '#43',
      '--note',
      'Paid by UPI',
      '--concurrency',
      '8',
      '--dry-run',
      '--format',
      'ndjson',
    ]);
    expect(o).toEqual({
      ids: ['42', '#43'],
      fromFile: undefined,
      allPending: false,
      note: 'Paid by UPI',
      dryRun: true,
      concurrency: 8,
      resume: undefined,
      restart: undefined,
      format: 'ndjson',
    });
    const all = await parse(newCmdApprove, 'redemptions', [
      'redemptions',
      'approve',
      '--all-pending',
      '--note',
      'x',
      '--resume',
    ]);
    expect(all.o).toMatchObject({ ids: [], allPending: true, resume: true, concurrency: 4 });
    const bad = parse(newCmdApprove, 'redemptions', [
      'redemptions',
      'approve',
      '1',
      '--note',
      'x',
      '--concurrency',
      'many',
    ]);
    await expect(bad).rejects.toMatchObject({ exitCode: 2, message: expect.stringMatching(/--concurrency/) });
  });

  it('referral-codes export: format, output, filters and page size; a bad --user-type is a usage error', async () => {
    const { o } = await parse(newCmdExport, 'referral-codes', [
      'referral-codes',
      'export',
      '--format',
      'ndjson',
      '--output',
      'codes.ndjson',
      '--active-only',
      '--user-type',
      'v',
      '--page-size',
      '500',
      '--fields',
      'codeId, referralCode',
    ]);
    expect(o).toEqual({
      format: 'ndjson',
      output: 'codes.ndjson',
      activeOnly: true,
      userType: 'V',
      pageSize: 500,
      fields: ['codeId', 'referralCode'],
    });
    expect((await parse(newCmdExport, 'referral-codes', ['referral-codes', 'export'])).o).toMatchObject({
      format: 'csv',
      output: undefined,
      activeOnly: false,
      pageSize: 1000,
    });
    await expect(
      parse(newCmdExport, 'referral-codes', ['referral-codes', 'export', '--user-type', 'X']),
    ).rejects.toMatchObject({ exitCode: 2 });
    await expect(
      parse(newCmdExport, 'referral-codes', ['referral-codes', 'export', '--page-size', '0']),
    ).rejects.toMatchObject({ exitCode: 2 });
  });

  it('list flags: paging, search (trimmed), sort, fields; --page 0 is refused', async () => {
    const { o } = await parse(newCmdListServices, 'services', [
      'services',
      'list',
      '--page',
      '3',
      '--page-size',
      '25',
      '--search',
      '  plumb ',
      '--sort',
      'name',
      '--desc',
      '--all',
      '--fields',
      'id,name',
      '--parent',
      '#5',
    ]);
    expect(o).toEqual({
      query: { page: 3, pageSize: 25, search: 'plumb', sortBy: 'name', sortDescending: true },
      all: true,
      format: undefined,
      fields: ['id', 'name'],
      wide: false,
      tz: undefined,
      tree: false,
      parentId: 5,
    });
    await expect(
      parse(newCmdListServices, 'services', ['services', 'list', '--page', '0']),
    ).rejects.toMatchObject({ exitCode: 2, message: expect.stringMatching(/--page/) });
  });

  it('pairs on the line: services reorder id:order, vendors link serviceId:unit:rate', async () => {
    expect((await parse(newCmdReorder, 'services', ['services', 'reorder', '3:2', '4:1'])).o.items).toEqual([
      { id: 3, order: 2 },
      { id: 4, order: 1 },
    ]);
    await expect(parse(newCmdReorder, 'services', ['services', 'reorder', '3'])).rejects.toMatchObject({
      exitCode: 2,
      message: "Expected id:order, got '3'",
    });
    const { o } = await parse(newCmdLink, 'vendors', [
      'vendors',
      'link',
      '9876543210',
      '2:piece:499',
      '7:hour:250',
    ]);
    expect(o).toMatchObject({
      mobile: '9876543210',
      links: [
        { servicesId: 2, serviceUnits: 'piece', serviceRates: 499 },
        { servicesId: 7, serviceUnits: 'hour', serviceRates: 250 },
      ],
    });
    await expect(
      parse(newCmdLink, 'vendors', ['vendors', 'link', '9876543210', '2:piece']),
    ).rejects.toMatchObject({ exitCode: 2 });
  });

  it('api: key=value is text, key:=json is typed; bad JSON is a usage error', async () => {
    const { o } = await parse(newCmdApi, undefined, [
      'api',
      'vendors.list',
      'page:=2',
      'searchTerms=ravi',
      'flag:=true',
      'body:=[1,2]',
    ]);
    expect(o).toEqual({
      list: false,
      endpoint: 'vendors.list',
      params: { page: 2, searchTerms: 'ravi', flag: true, body: [1, 2] },
    });
    await expect(parse(newCmdApi, undefined, ['api', 'services.get', 'id:=not json'])).rejects.toMatchObject({
      exitCode: 2,
    });
  });

  it('global options, before or after the command, reach the context', async () => {
    const { o, ctx, calls } = await parse(newCmdSet, 'config', [
      '--profile',
      'staging',
      'config',
      'set',
      'api-url',
      'http://h:1/',
      '--no-input',
    ]);
    expect(calls).toBe(1);
    expect(o).toEqual({ key: 'api-url', value: 'http://h:1' });
    expect([ctx.profile, ctx.interactive]).toEqual(['staging', false]);
    await expect(parse(newCmdSet, 'config', ['config', 'set', 'colour', 'x'])).rejects.toMatchObject({
      exitCode: 2,
    });
  });
});

describe('the program', () => {
  afterEach(() => vi.restoreAllMocks());

  it('mpa --help lists every noun without loading any; mpa vendors --help loads only vendors', async () => {
    const loads = NOUNS.map((n) => vi.spyOn(n, 'load'));
    const top = fakeIO();
    expect(await main(['--help'], { io: top.io, env: {} })).toBe(0);
    for (const n of NOUNS) expect(top.out()).toContain(n.name);
    expect(loads.filter((l) => l.mock.calls.length)).toEqual([]);
    const one = fakeIO();
    expect(await main(['vendors', '--help'], { io: one.io, env: {} })).toBe(0);
    expect(NOUNS.filter((_, i) => loads[i].mock.calls.length).map((n) => n.name)).toEqual(['vendors']);
    expect(one.out()).toContain('deactivate');
  });

  it('completion is read off the registered commands: every noun, its verbs and their flags', async () => {
    const tree = completionTree(await fullProgram({ io: fakeIO().io, env: {} }));
    expect(tree.nouns.map((n) => n.name)).toEqual(NOUNS.map((n) => n.name));
    const redemptions = tree.nouns.find((n) => n.name === 'redemptions')!;
    expect(redemptions.verbs).toEqual(['list', 'approve', 'reject', 'delete', 'export']);
    expect(redemptions.flags).toEqual(
      expect.arrayContaining(['--status', '--all-pending', '--note', '--concurrency', '--resume', '--yes']),
    );
    expect(tree.globals).toEqual(expect.arrayContaining(['--profile', '--api-url', '--no-input']));
    // A verb registered on a noun shows up with no list to keep in step.
    const program = buildProgram(fakeIO().io);
    program.command('widgets').command('polish').option('--shine <n>');
    expect(completionTree(program).nouns).toEqual([
      { name: 'widgets', summary: '', verbs: ['polish'], flags: ['--shine'] },
    ]);
  });
});
