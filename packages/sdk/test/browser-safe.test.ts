import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? files(join(dir, d.name)) : [join(dir, d.name)],
  );
const nodeOnly = (rel: string): boolean => rel === 'node.ts' || rel.startsWith(`node${sep}`);

describe('main entry is browser-safe', () => {
  it('only src/node.ts and src/node/ import node: modules, and nothing outside them imports those', () => {
    const offenders: string[] = [];
    for (const f of files(SRC).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const rel = relative(SRC, f);
      const text = readFileSync(f, 'utf8');
      if (/from ['"]node:/.test(text) && !nodeOnly(rel)) offenders.push(rel);
      if (!nodeOnly(rel) && /from ['"](\.\.?\/)+node(\/[^'"]*)?['"]/.test(text))
        offenders.push(`${rel} imports node-only code`);
    }
    expect(offenders).toEqual([]);
  });

  it('the built main entry has no node: import (dist/index.js)', () => {
    const built = join(import.meta.dirname, '..', 'dist', 'index.js');
    let text: string;
    try {
      text = readFileSync(built, 'utf8');
    } catch {
      return expect.fail('dist/index.js is missing: build the SDK first (npx tsup)');
    }
    expect(text).not.toMatch(/from ["']node:/);
  });

  it('nothing the built main entry loads imports a node: module (its chunks, followed)', () => {
    const dist = join(import.meta.dirname, '..', 'dist');
    const loaded = new Set<string>();
    const offenders: string[] = [];
    const follow = (file: string): void => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const m of readFileSync(join(dist, file), 'utf8').matchAll(
        /(?:from|import)\s*\(?["']([^"']+)["']/g,
      )) {
        if (m[1].startsWith('node:')) offenders.push(`${file} imports ${m[1]}`);
        else if (m[1].startsWith('./')) follow(m[1].slice(2));
      }
    };
    follow('index.js');
    expect(loaded.size).toBeGreaterThan(1);
    expect(offenders).toEqual([]);
  });
});
