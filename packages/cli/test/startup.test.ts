import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, runBin, runInProcess } from './helpers';

/** Modules the entry loads before any command runs (static imports, followed through chunks). */
function staticGraph(file: string, seen = new Set<string>()): Set<string> {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(
    /^\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|^\s*import\s+["']([^"']+)["']/gms,
  )) {
    const spec = m[1] ?? m[2];
    if (seen.has(spec)) continue;
    seen.add(spec);
    if (spec.startsWith('./')) staticGraph(join(dirname(file), spec), seen);
  }
  return seen;
}

describe('fast start', () => {
  it('the entry imports nothing: --version answers at once; the rest loads the program on demand', () => {
    expect([...staticGraph(BIN)].filter((m) => !m.startsWith('node:'))).toEqual([]);
    const text = readFileSync(BIN, 'utf8');
    const run = /import\("\.\/(run-[A-Z0-9]+\.js)"\)/.exec(text)?.[1];
    expect(run).toBeDefined();
    // The program (commander, bundled) loads neither the SDK (its formatters and column definitions, not even
    // its errors module, which holds the message catalogue) nor inquirer before a command runs.
    const graph = [...staticGraph(join(dirname(BIN), run!))];
    for (const heavy of [
      '@marketplace-admin/sdk',
      '@marketplace-admin/sdk/node',
      '@marketplace-admin/sdk/errors',
      '@inquirer/prompts',
      'commander',
    ])
      expect(graph).not.toContain(heavy);
    expect(graph.filter((g) => g.startsWith('./')).length).toBeLessThanOrEqual(4);
  });

  it('--version prints the package version, also with -v; other global options go through the program', async () => {
    const pkg = JSON.parse(readFileSync(join(dirname(BIN), '../package.json'), 'utf8')) as {
      version: string;
    };
    for (const args of [['--version'], ['-v'], ['--profile', 'x', '--version']]) {
      const r = await runBin(args, {});
      expect([r.code, r.stdout, r.stderr]).toEqual([0, `${pkg.version}\n`, '']);
    }
  });

  it('every command has examples in its --help', async () => {
    const nouns = [
      'login',
      'logout',
      'whoami',
      'config',
      'services',
      'vendors',
      'vendor-services',
      'shops',
      'shop-categories',
      'reviews',
      'referral-configs',
      'token-mappings',
      'referral-codes',
      'redemptions',
      'featured-ads',
      'paid-services',
      'views',
      'insights',
      'api',
      'completion',
    ];
    // The binary's top-level help (what the start-up benchmark runs) lists every noun.
    const top = await runBin(['--help'], {});
    expect(top.code).toBe(0);
    for (const n of nouns) expect(top.stdout).toContain(n);
    const runs = await Promise.all(nouns.map((n) => runInProcess([n, '--help'], {})));
    runs.forEach((r, i) => {
      expect(r.code, nouns[i]).toBe(0);
      expect(r.stdout, nouns[i]).toContain('Examples:');
    });
    for (const [noun, verbs] of [
      ['redemptions', ['list', 'approve', 'reject', 'delete']],
      ['referral-codes', ['list', 'export', 'activate', 'deactivate']],
      ['paid-services', ['list', 'get', 'create', 'update', 'delete', 'toggle', 'plans']],
    ] as const) {
      for (const v of verbs) {
        const r = await runInProcess([noun, v, '--help'], {});
        expect(r.stdout, `${noun} ${v}`).toContain('Examples:');
      }
    }
  });
});
