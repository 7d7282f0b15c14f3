import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchViewRows,
  mpaArgsFor,
  mpaCommandFor,
  VIEW_LISTS,
  type MpaClient,
  type View,
} from '@marketplace-admin/sdk';
import { BIN, json, startStack, type Stack, signedInSdk } from './helpers';

// Saved views in the terminal against a real dev API: `mpa views import` of a view file, then
// `mpa <noun> list --view NAME` gives the rows the SDK's call for the view's query gives (the panel's
// call for that URL), and the mpa command the SDK writes for a query prints those rows too.

let s: Stack;
let sdk: MpaClient;
let dir: string;
beforeAll(async () => {
  s = await startStack();
  await s.login();
  sdk = signedInSdk(s);
  dir = mkdtempSync(join(tmpdir(), 'mpa-cli-views-'));
});
afterAll(async () => {
  await s?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A view of every server list, each with a search, filter or sort of its own. */
const VIEWS: View[] = [
  {
    list: 'vendors',
    name: 'Experienced',
    query: { q: 'a', sort: 'yearOfExperience', desc: '1', page: '2', size: '5' },
  },
  {
    list: 'vendors-services',
    name: 'Dearest',
    query: { q: 'a', sort: 'serviceRates', desc: '1', page: '2' },
  },
  { list: 'shops', name: 'Second page', query: { page: '2', size: '3' } },
  { list: 'shop-categories', name: 'Last first', query: { sort: 'ord', desc: '1', size: '3' } },
  { list: 'services', name: 'With a', query: { q: 'a' } },
  { list: 'referral-codes', name: 'By name', query: { q: 'a', sort: 'name', desc: '1' } },
  {
    list: 'redemptions',
    name: 'Approved by value',
    query: { tab: 'Approved', sort: 'redeemValue', desc: '1' },
  },
  { list: 'featured-ads', name: 'All ads', query: { size: '5' } },
  { list: 'premium-services', name: 'Shops Z-A', query: { for: 'shop', sort: 'shopName', desc: '1' } },
  {
    list: 'reviews-moderation',
    name: 'Best approved',
    query: { tab: 'approved', sort: 'rating', desc: '1' },
  },
];
const nounOf = (v: View): string => VIEW_LISTS[v.list].noun!;

const writeFile = (name: string, content: unknown): string => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};
const savedText = (): string => readFileSync(join(s.configDir, 'views.json'), 'utf8');

/** The words a POSIX shell makes of a command line. */
const shellWords = (command: string): string[] =>
  execFileSync('/bin/sh', ['-c', `printf '%s\\0' ${command}`], { encoding: 'utf8' })
    .split('\0')
    .slice(0, -1);

describe('mpa views and --view on a real dev API', () => {
  it('imports a view file; each list --view gives the rows the SDK gives for the view', async () => {
    const r = await s.mpa(['views', 'import', writeFile('views.json', { version: 1, views: VIEWS })]);
    expect(r.stderr).toContain('10 added, 0 replaced');
    expect(r.code).toBe(0);
    expect(statSync(join(s.configDir, 'views.json')).mode & 0o777).toBe(0o600);
    for (const v of VIEWS) {
      const expected = await fetchViewRows(sdk, v.list, v.query);
      expect(expected.items.length, `${v.list} has rows for its view`).toBeGreaterThan(0);
      const got = await s.mpa([nounOf(v), 'list', '--view', v.name, '--format', 'json']);
      expect(got.code, got.stderr).toBe(0);
      expect(json(got.stdout), v.list).toEqual(expected.items);
    }
  });

  it('the mpa command of a query, through a shell and the CLI, prints the rows of the SDK call', async () => {
    const cases = [...VIEWS, { list: 'vendors', name: 'quoting', query: { q: `it's "x" $HOME \`id\`` } }];
    for (const v of cases) {
      const words = shellWords(mpaCommandFor(v.list, v.query, { verb: 'list', format: 'json' }));
      expect(words.slice(0, 3)).toEqual(['mpa', nounOf(v), 'list']);
      const got = await s.mpa(words.slice(1));
      expect(got.code, got.stderr).toBe(0);
      expect(json(got.stdout), v.list).toEqual((await fetchViewRows(sdk, v.list, v.query)).items);
    }
  });

  it('the copied command, run by sh with the built mpa on PATH, prints the rows of the SDK call', async () => {
    const bin = join(dir, 'bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'mpa'), `#!/bin/sh\nexec '${process.execPath}' '${BIN}' "$@"\n`);
    chmodSync(join(bin, 'mpa'), 0o755);
    const env = { ...s.env, HOME: s.configDir, PATH: `${bin}:${process.env.PATH}` };
    await Promise.all(
      [
        {
          list: 'redemptions',
          query: { tab: 'Approved', q: 'a', sort: 'redeemValue', desc: '1' },
          rows: true,
        },
        { list: 'vendors', rows: false, query: { q: `O'Brien "$(id)" \`id\` $HOME`, sort: 'mobileno' } },
      ].map(async (v) => {
        const command = mpaCommandFor(v.list, v.query, { verb: 'list', format: 'json' });
        // not execFileSync: the dev API answering it runs in this process
        const { stdout } = await promisify(execFile)('/bin/sh', ['-c', command], { env, encoding: 'utf8' });
        const expected = (await fetchViewRows(sdk, v.list, v.query)).items;
        expect(expected.length > 0).toBe(v.rows);
        expect(json(stdout), command).toEqual(expected);
      }),
    );
  });

  it('an export --view writes what the mpa export command of the view writes', async () => {
    for (const v of VIEWS.filter((x) => ['redemptions', 'vendors', 'premium-services'].includes(x.list))) {
      const viaView = await s.mpa([nounOf(v), 'export', '--view', v.name, '--format', 'json']);
      const viaCommand = await s.mpa(mpaArgsFor(v.list, v.query, { format: 'json' }).slice(1));
      expect(viaView.code).toBe(0);
      expect(json<unknown[]>(viaView.stdout).length).toBeGreaterThan(0);
      expect(viaView.stdout).toBe(viaCommand.stdout);
    }
  });

  it('flags given win over the view (a direction goes with its sort)', async () => {
    const got = await s.mpa([
      'vendors',
      'list',
      '--view',
      'experienced',
      '--sort',
      'mobileno',
      '--format',
      'json',
    ]);
    const expected = await fetchViewRows(sdk, 'vendors', { q: 'a', sort: 'mobileno', page: '2', size: '5' });
    expect(json(got.stdout)).toEqual(expected.items);
  });

  it('an unknown view, or one of another list, is exit 2 with a clear error', async () => {
    const unknown = await s.mpa(['vendors', 'list', '--view', 'Nope']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe(`--view: no saved view 'Nope' of vendors (mpa views list --list vendors)\n`);
    const other = await s.mpa(['redemptions', 'export', '--view', 'Shops Z-A']);
    expect(other.code).toBe(2);
    expect(other.stderr).toBe(
      `--view: 'Shops Z-A' is a view of premium-services, not of redemptions (mpa redemptions)\n`,
    );
    expect(other.stdout).toBe('');
  });

  it('a malformed view file is one error naming the field, exit 2, and no saved view changes', async () => {
    const before = savedText();
    const bad = writeFile('bad.json', {
      version: 1,
      views: [
        { list: 'vendors', name: 'New one', query: {} },
        { list: 'shops', name: 'x', query: {} },
        { list: 'vendors', name: 'Bad', query: { sort: 'foo' } },
      ],
    });
    const r = await s.mpa(['views', 'import', bad]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `${bad}: views[2].query.sort: unknown sort key "foo" for list "vendors" (one of: "vendorname", "mobileno", "service", "gender", "yearOfBirth", "yearOfExperience")\n`,
    );
    expect(savedText()).toBe(before);
    const notJson = await s.mpa(['views', 'import', writeFile('not.json', '{"version": 1,')]);
    expect(notJson.code).toBe(2);
    expect(notJson.stderr).toMatch(/not\.json: file: not JSON/);
    expect(savedText()).toBe(before);
  });

  it('a name taken by another view: usage error without a terminal, replaced with --replace or when asked', async () => {
    const before = savedText();
    const changed = writeFile('changed.json', {
      version: 1,
      views: [
        { list: 'vendors', name: 'experienced', query: { sort: 'gender' } },
        { list: 'shops', name: 'Second page', query: { page: '2', size: '3' } },
        { list: 'shops', name: 'Brand new', query: {} },
      ],
    });
    const refused = await s.mpa(['views', 'import', changed]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      'A saved view has the name of an imported one: vendors › experienced. Pass --replace to replace it; nothing was imported.\n',
    );
    expect(savedText()).toBe(before);

    const asked: string[] = [];
    const declined = await s.mpa(['views', 'import', changed], {
      tty: true,
      prompts: async () =>
        ({
          confirm: async (q: { message: string }) => (asked.push(q.message), false),
        }) as never,
    });
    expect(declined.code).toBe(0);
    expect(asked).toEqual(['Replace the saved view vendors › experienced?']);
    expect(declined.stderr).toContain('1 added, 0 replaced, 1 unchanged, 1 kept as saved');

    const replaced = await s.mpa(['views', 'import', changed, '--replace']);
    expect(replaced.stderr).toContain('0 added, 1 replaced, 2 unchanged');
    const listed = await s.mpa(['views', 'list', '--list', 'vendors']);
    expect(json(listed.stdout)).toEqual([
      { list: 'vendors', name: 'experienced', query: { sort: 'gender' } },
    ]);
  });

  it('lists, exports and deletes saved views', async () => {
    const table = await s.mpa(['views', 'list', '--list', 'paid-services', '--format', 'table']);
    expect(table.stdout).toBe(
      [
        'LIST              NAME       COMMAND',
        'premium-services  Shops Z-A  mpa paid-services list --for shop --sort shopName --desc --page 1 --page-size 10',
        '',
      ].join('\n'),
    );
    const exported = await s.mpa(['views', 'export']);
    const saved = JSON.parse(savedText());
    expect(JSON.parse(exported.stdout)).toEqual(saved);
    const file = join(dir, 'out', 'mine.json');
    const toFile = await s.mpa(['views', 'export', join(dir, 'mine.json'), '--list', 'shops']);
    expect(toFile.code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'mine.json'), 'utf8')).views.map((v: View) => v.name)).toEqual([
      'Second page',
      'Brand new',
    ]);
    expect((await s.mpa(['views', 'export', file])).code).toBe(1);

    const gone = await s.mpa(['views', 'delete', 'all ads']);
    expect(gone.stderr).toBe('Deleted the view featured-ads › All ads.\n');
    expect((await s.mpa(['featured-ads', 'list', '--view', 'All ads'])).code).toBe(2);
    expect((await s.mpa(['views', 'delete', 'All ads'])).code).toBe(2);
  });
});
