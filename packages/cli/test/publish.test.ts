// The SDK and the CLI as they would be published: publint and arethetypeswrong pass on the packed
// tarballs, and they install into an empty project (dependencies from the npm cache or registry), where
// `mpa` runs and every SDK entry point imports. Both packed once, by one npm pack: each tool packing its
// own copy cost four npm runs more.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const packages = { sdk: join(root, 'packages/sdk'), cli: join(root, 'packages/cli') };
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const work = mkdtempSync(join(tmpdir(), 'mpa-publish-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
/** The packed tarball of each package, as npm publish would send it. */
const tarballs: Record<keyof typeof packages, string> = { sdk: '', cli: '' };

function run(cmd: string, args: string[], cwd: string) {
  const r = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 90_000,
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

describe('ready to publish', () => {
  beforeAll(() => {
    const packed = run(
      'npm',
      ['pack', packages.sdk, packages.cli, '--pack-destination', work, '--silent'],
      work,
    );
    expect(packed.code, packed.out).toBe(0);
    const files = readdirSync(work).filter((f) => f.endsWith('.tgz'));
    expect(files).toHaveLength(2);
    for (const name of ['sdk', 'cli'] as const)
      tarballs[name] = join(
        work,
        files.find((f) => f.includes(`-${name}-`))!,
      );
  });

  it.each(Object.keys(packages) as (keyof typeof packages)[])('publint --strict passes for %s', (name) => {
    const r = run(bin('publint'), ['--strict', tarballs[name]], work);
    expect(r.out).toContain('All good!');
    expect(r.code).toBe(0);
  });

  it('arethetypeswrong: every entry point of the SDK resolves with types under node10, node16 and bundler (ESM only: CommonJS imports it dynamically)', () => {
    const r = run(
      bin('attw'),
      [tarballs.sdk, '--ignore-rules', 'cjs-resolves-to-esm', '--format', 'table-flipped', '--no-emoji'],
      work,
    );
    expect(r.code, r.out).toBe(0);
    for (const entry of [
      '"@marketplace-admin/sdk"',
      '"@marketplace-admin/sdk/node"',
      '"@marketplace-admin/sdk/schemas"',
      '"@marketplace-admin/sdk/openapi.json"',
    ]) {
      expect(r.out).toContain(entry);
    }
    expect(r.out).not.toMatch(/Resolution failed|No types|Masquerading|Incorrect default export/);
  });

  it('arethetypeswrong passes for the CLI (a binary: no entry point to type)', () => {
    const r = run(bin('attw'), [tarballs.cli], work);
    expect(r.code, r.out).toBe(0);
  });

  it('the packed tarballs install into an empty project: mpa --version, mpa doctor --help, and the SDK imports', () => {
    const project = join(work, 'project');
    spawnSync('mkdir', [project]);
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'empty-project', private: true, type: 'module' }),
    );
    const installed = run(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        tarballs.sdk,
        tarballs.cli,
      ],
      project,
    );
    expect(installed.code, installed.out).toBe(0);

    const mpa = join(project, 'node_modules/.bin/mpa');
    const version = run(mpa, ['--version'], project);
    expect(version).toEqual({ code: 0, out: '0.1.0\n' });
    const help = run(mpa, ['doctor', '--help'], project);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: mpa doctor/);

    const script = [
      "import { createClient, endpoints } from '@marketplace-admin/sdk';",
      "import { fileSessionStore } from '@marketplace-admin/sdk/node';",
      "import { checkResponse } from '@marketplace-admin/sdk/schemas';",
      "import { createRequire } from 'node:module';",
      "const doc = createRequire(import.meta.url)('@marketplace-admin/sdk/openapi.json');",
      "const c = createClient({ authBaseUrl: 'http://127.0.0.1:1', apiBaseUrl: 'http://127.0.0.1:2' });",
      "const r = checkResponse('vendors.list', { success: true, data: [{ id: 1 }] });",
      'console.log(typeof c.vendors.list, typeof fileSessionStore, Object.keys(endpoints).length === Object.values(doc.paths).flatMap(Object.keys).length, r.findings[0].message);',
    ].join('\n');
    writeFileSync(join(project, 'try.mjs'), script);
    const imported = run(process.execPath, ['try.mjs'], project);
    expect(imported).toEqual({
      code: 0,
      out: 'function function true required field items[].name is missing\n',
    });
  });
});
