import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../src/index';

// The catalogue is the one home of user-visible texts: the panel and the CLI show them from there,
// never from a copy typed again (a copy drifts: one client's wording changes, the other's does not).
const ROOT = join(import.meta.dirname, '..', '..');
const SOURCES = ['web/src', 'cli/src'].map((d) => join(ROOT, d));
const texts = (o: object): string[] =>
  Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : typeof v === 'object' && v ? texts(v) : []));
/** Every text's message id ('featuredAds.deleted'): what the panel's toasts and row actions take, not shown as is. */
const ids = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : typeof v === 'object' && v ? ids(v, `${prefix}${k}.`) : [],
  );
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? files(join(dir, d.name)) : [join(dir, d.name)],
  );

/** Every string literal, template without placeholders and JSX text of a TS/TSX file (parsed, so comments and quotes inside other literals never confuse it). */
function literals(file: string): string[] {
  const src = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
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
  it.each(SOURCES.map((s) => [relative(ROOT, s), s]))(
    'no catalogue text is typed again as a literal in %s',
    (_name, dir) => {
      const found: string[] = [];
      for (const f of files(dir).filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f))) {
        for (const lit of literals(f))
          if (catalogueTexts.has(lit)) found.push(`${relative(ROOT, f)}: '${lit}'`);
      }
      expect(found).toEqual([]);
    },
  );
});

/**
 * Texts a user reads or hears that are typed in the panel: JSX text (and a string or template in braces where
 * JSX text goes), an attribute read out or shown (`aria-label`, `placeholder`, `title`, `alt`...), the message of
 * a toast or a confirmation (`showToast({ message })`, `toastError(e, text)`, `confirm(question)`), a live
 * region's announcement (`announce(text)`, `say(text)`) and text set on the DOM (`el.textContent = text`, as the
 * start-up error screen does). A catalogue entry (or a function of it) is not a literal, so it is never found here.
 */
function shownLiterals(file: string): string[] {
  const src = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: string[] = [];
  // a template as its typed parts, each value as {} ('{} of {} processed'): the words are what is typed
  const textOf = (n: ts.Node): string | undefined =>
    ts.isJsxText(n) || ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)
      ? n.text
      : ts.isTemplateExpression(n)
        ? n.head.text + n.templateSpans.map((span) => `{}${span.literal.text}`).join('')
        : undefined;
  const add = (n: ts.Node | undefined) => {
    const text = n && textOf(n)?.trim();
    if (text) out.push(text);
  };
  const visit = (n: ts.Node): void => {
    if (ts.isJsxText(n)) add(n);
    else if (
      ts.isJsxAttribute(n) &&
      SHOWN_ATTRIBUTES.has(n.name.getText(src)) &&
      n.initializer &&
      (ts.isStringLiteral(n.initializer) || ts.isJsxExpression(n.initializer))
    )
      add(ts.isJsxExpression(n.initializer) ? n.initializer.expression : n.initializer);
    else if (
      ts.isJsxExpression(n) &&
      n.expression &&
      (ts.isJsxElement(n.parent) || ts.isJsxFragment(n.parent))
    )
      add(n.expression);
    else if (ts.isCallExpression(n)) {
      const callee = n.expression.getText(src);
      if (callee === 'showToast' || callee === 'writeWithToasts') {
        const opts = n.arguments[0];
        if (opts && ts.isObjectLiteralExpression(opts))
          for (const p of opts.properties)
            if (ts.isPropertyAssignment(p) && p.name.getText(src) === 'message') add(p.initializer);
      } else if (callee === 'toastError') add(n.arguments[1]);
      else if (ANNOUNCERS.has(callee)) add(n.arguments[0]);
    } else if (
      ts.isBinaryExpression(n) &&
      n.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(n.left) &&
      ['textContent', 'innerText'].includes(n.left.name.text)
    )
      add(n.right);
    ts.forEachChild(n, visit);
  };
  visit(src);
  return out;
}

/** Calls whose first argument is read to the user: a question, a live region's announcement. */
const ANNOUNCERS = new Set(['confirm', 'announce', 'say']);

/** Attributes whose value a user reads or hears: a screen reader's name, a field's hint, a tooltip. */
const SHOWN_ATTRIBUTES = new Set([
  'text',
  'label',
  'description',
  'helperText',
  'labelInfo',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'placeholder',
  'title',
  'alt',
]);

/** Not text: marks and symbols a screen draws between texts (and between the values of a template). */
const NON_TEXT = /^(?:[\p{P}\p{S}\s]|\{\})*$/u;
/** Not text either: the sidebar logo's initials, the names of file formats. */
const NON_TEXT_ALLOWED = new Set(['MA', 'CSV', '.csv', 'JSON', '.json']);

/**
 * Screen texts typed in the panel, per file, that are not the catalogue's: only the 404 page's big number now
 * (every word moved into the catalogues with the translations). The check stops new ones.
 */
const KNOWN_OUTSIDE_CATALOGUE: Record<string, string[]> = {
  'screens/not-found/index.tsx': ['404'],
};

describe('the panel shows no new text from outside the catalogue', () => {
  const catalogueTexts = new Set(texts(catalogue));
  const web = join(ROOT, 'web/src');
  const panelEnglish = JSON.parse(readFileSync(join(web, 'i18n/messages/en.json'), 'utf8')) as object;
  const messageIds = new Set([...ids(catalogue), ...Object.keys(panelEnglish)]);
  const panelFiles = files(web).filter(
    (f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes(`${join('web', 'src', 'test')}`),
  );
  it("every JSX text, toast message and confirmation question is the catalogue's (or a mark, or known)", () => {
    const found: string[] = [];
    for (const f of panelFiles) {
      const name = relative(web, f);
      const known = KNOWN_OUTSIDE_CATALOGUE[name] ?? [];
      for (const lit of shownLiterals(f)) {
        if (
          catalogueTexts.has(lit) ||
          messageIds.has(lit) ||
          NON_TEXT.test(lit) ||
          NON_TEXT_ALLOWED.has(lit) ||
          known.includes(lit)
        )
          continue;
        found.push(`${name}: '${lit}'`);
      }
    }
    expect(found).toEqual([]);
  });

  it('every known text is still typed where it is listed (a text moved into the catalogue leaves the list)', () => {
    const gone: string[] = [];
    for (const [name, known] of Object.entries(KNOWN_OUTSIDE_CATALOGUE)) {
      const f = join(web, name);
      const shown = panelFiles.includes(f) ? shownLiterals(f) : [];
      for (const lit of known) if (!shown.includes(lit)) gone.push(`${name}: '${lit}'`);
    }
    expect(gone).toEqual([]);
  });

  it('the check finds what it looks for (a text typed in JSX, a toast, a question)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'literals-'));
    const f = join(dir, 'probe.tsx');
    writeFileSync(
      f,
      "export const P = () => <p>Typed here {`and ${1}`}</p>; showToast({ message: 'A toast' }); toastError(e, 'A fallback'); confirm('Sure?'); showToast({ message: catalogue.common.loading });",
    );
    expect(shownLiterals(f)).toEqual(['Typed here', 'and {}', 'A toast', 'A fallback', 'Sure?']);
  });

  it('the check finds English in attributes, announcements and text set on the DOM', () => {
    const dir = mkdtempSync(join(tmpdir(), 'literals-'));
    const f = join(dir, 'probe.tsx');
    writeFileSync(
      f,
      [
        'export const P = () => <nav aria-label="Sidebar"><input placeholder={`Search`} title="More" alt={t(\'x\')} /></nav>;',
        "announce('No requests here.'); say(`Request ${1} selected`); h.textContent = 'Could not start';",
        "el.className = 'not-text'; announce(t('ui.x'));",
      ].join('\n'),
    );
    expect(shownLiterals(f)).toEqual([
      'Sidebar',
      'Search',
      'More',
      'No requests here.',
      'Request {} selected',
      'Could not start',
    ]);
  });
});
