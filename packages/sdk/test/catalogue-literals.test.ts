import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../src/index';

// The catalogue is the one home of user-visible texts: the panel and the CLI show them from there,
// never from a copy typed again (a copy drifts: one client's wording changes, the other's does not).
const ROOT = join(import.meta.dirname, '..', '..');
const SOURCES = ['web/src', 'cli/src'].map((d) => join(ROOT, d));
const texts = (o: object): string[] => Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : typeof v === 'object' && v ? texts(v) : []));
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : [join(dir, d.name)]));

/** Every string literal, template without placeholders and JSX text of a TS/TSX file (parsed, so comments and quotes inside other literals never confuse it). */
function literals(file: string): string[] {
  const src = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) out.push(n.text);
    else if (ts.isJsxText(n)) out.push(n.text.trim());
    ts.forEachChild(n, visit);
  };
  visit(src);
  return out;
}

// Column headers and value words are single words ('Status', 'Active', 'Name') that form labels and the sample
// screens use too: they are left out here, and the grids' headers are checked against the column definitions
// instead (web: src/app/columns.test.tsx).
const { columns: _headers, values: _words, ...messages } = catalogue;

describe('the catalogue is the only home of user-visible texts', () => {
  const catalogueTexts = new Set(texts(messages));
  it('has texts to look for', () => expect(catalogueTexts.size).toBeGreaterThan(100));
  it.each(SOURCES.map((s) => [relative(ROOT, s), s]))('no catalogue text is typed again as a literal in %s', (_name, dir) => {
    const found: string[] = [];
    for (const f of files(dir).filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f))) {
      for (const lit of literals(f)) if (catalogueTexts.has(lit)) found.push(`${relative(ROOT, f)}: '${lit}'`);
    }
    expect(found).toEqual([]);
  });
});
