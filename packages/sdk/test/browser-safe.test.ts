import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : [join(dir, d.name)]));

describe('main entry is browser-safe', () => {
  it('only src/node.ts and src/session/file.ts import node: modules, and nothing imports them', () => {
    const offenders: string[] = [];
    for (const f of files(SRC).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const rel = relative(SRC, f);
      const text = readFileSync(f, 'utf8');
      if (/from ['"]node:/.test(text) && rel !== 'node.ts' && rel !== join('session', 'file.ts')) offenders.push(rel);
      if (/from ['"][./]+(session\/)?file['"]/.test(text) && rel !== 'node.ts') offenders.push(`${rel} imports session/file`);
      if (/from ['"]\.\.?\/node['"]/.test(text)) offenders.push(`${rel} imports node.ts`);
    }
    expect(offenders).toEqual([]);
  });
});
