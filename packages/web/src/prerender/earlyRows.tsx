// Build-time only (src/prerender/frame.tsx, in Node): a list route's first page as templates the page itself fills
// in from its early read (vite.config.ts `bootScript`), so the first rows paint before the app's code has come.
// The markup is the app's own: the grid's light rows (LightRows) around the cells, each cell drawn by the list's
// own column (its `render`), once for each shape its row's fields can take (text, nothing, true, false, a small or
// another number, and the codes the column words differently). A template is kept only where it gives exactly
// what React draws for other values of that shape; a row with a value no template covers draws nothing early
// (the app draws it as before).
import { createRef, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { gridBodyHeight, ROW_HEIGHT, SCROLLBAR } from '../components/DataGrid/DataGrid';
import { LightRows } from '../components/DataGrid/LightRows';
import { MOBILE_QUERY } from '../hooks/useMediaQuery';
import type { CapturedGrid } from './gridCapture';

/**
 * The list routes whose first read is the list's page as the SDK reads it (no field renamed on the way) and whose
 * cells all have templates for what the server sends (a date, drawn in the user's time zone, or a list of pictures
 * has none: such a page's rows would never be drawn early).
 */
export const EARLY_ROW_ROUTES = new Set(['vendors', 'referral-codes']);

/** What the page's boot script draws the rows with (vite.config.ts `bootScript`, `earlyRows`). */
export interface EarlyRowsSpec {
  /** The route's first read (src/prerender/frame.tsx `firstReads`) that answers the page. */
  read: number;
  /** Where the grid keeps the user's columns (gridPrefs.ts): saved columns are the app's to draw. */
  prefsKey: string;
  /** Below it the app draws cards instead (useMediaQuery.ts). */
  phone: string;
  /** The grid around its rows: before them (with \uE000c\uE001 for aria-rowcount) and after them. */
  head: string;
  tail: string;
  /** One row, \uE000i\uE001 its 0-based index, \uE000j\uE001 its aria-rowindex, \uE000k<n>\uE001 the content of cell n. */
  row: string;
  /**
   * Per cell: the row's fields it reads, its special strings per field, and its content (an index in `templates`,
   * -1 for none) by their shapes: one for every shape, or a list over the fields' shapes, the first field's
   * slowest, each field's shapes in the order of SHAPES and then its special strings.
   */
  cells: { fields: string[]; special: string[][]; content: number | number[] }[];
  /** Every cell content once (\uE000r<n>\uE001 the cell's field n as text, \uE000u<n>\uE001 URL-encoded). */
  templates: string[];
  /** The pager under the grid, where every template below draws it as React does. */
  pager?: EarlyPager;
  /**
   * The grid body's height (DataGrid's gridBodyHeight) with one row, for each row more, and for a horizontal scrollbar
   * (where the columns are wider than the body): the frame's is the skeleton's, drawn for a width it did not know.
   */
  body: [number, number, number];
}

/**
 * The pager the list draws under its grid once its first page is in, for the server's total: `pages[c - 1]` for a
 * list of c pages of `size` rows (the last one for 6 and more), with \uE000t\uE001 for the total and \uE000n\uE001 for
 * the number of pages. Drawn early it is the page's largest text on a wide screen, as it is the app's.
 */
export interface EarlyPager {
  size: number;
  pages: string[];
}

/** The markup of the first `<tag>` element at or after `from` in `html`, start and end, its nesting counted. */
function elementAt(html: string, tag: string, from: number): [number, number] | null {
  if (from < 0) return null;
  const open = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g');
  open.lastIndex = from;
  let depth = 0;
  for (let m = open.exec(html); m; m = open.exec(html)) {
    depth += m[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return [from, m.index + m[0].length];
  }
  return null;
}

/** The pager in a screen's markup, if it comes right after the grid (where the page can put it): start and end. */
function pagerIn(html: string): string | null {
  const row = html.indexOf('<div class="mpa-pager-row">');
  const pager =
    row >= 0 ? elementAt(html, 'div', row) : elementAt(html, 'nav', html.indexOf('<nav class="mpa-pager"'));
  const grid = elementAt(html, 'div', html.search(/<div class="mpa-grid"[ >]/));
  if (!pager || !grid || grid[1] !== pager[0]) return null;
  return html.slice(pager[0], pager[1]);
}

const wholeNumber = (n: number): RegExp => new RegExp(`(?<![\\w.-])${n}(?![\\w.-])`, 'g');

/**
 * The list's pager as templates (EarlyPager), or null where one does not draw exactly as React does for every
 * total tried. `draw(total)` is the screen's markup once its first read has answered that total.
 */
export async function earlyPagerSpec(
  size: number,
  draw: (total: number) => Promise<string>,
): Promise<EarlyPager | null> {
  if (!Number.isInteger(size) || size < 1) return null;
  const fill = (template: string, total: number) =>
    template
      .replace(/\uE000t\uE001/g, String(total))
      .replace(/\uE000n\uE001/g, String(Math.ceil(total / size)));
  const pages: string[] = [];
  for (let c = 1; c <= 6; c++) {
    const low = (c - 1) * size + 1;
    const probes =
      c === 1
        ? [...new Set([1, 2, 3, size - 1, size].filter((t) => t >= 1 && t <= size))]
        : c < 6
          ? [low, low + 1, c * size]
          : [low, 6 * size, 98765, 100003, 1234567];
    // the template from a total whose number is unlike any other on the pager
    const from = c === 6 ? 987653 : c === 1 ? size : low + Math.floor(size / 2);
    const drawn = pagerIn(await draw(from));
    if (drawn === null) return null;
    // in the text and the buttons' names only (an icon's path has numbers too)
    const put = (html: string, n: number, slot: string) =>
      html.replace(/>[^<]*<|aria-label="[^"]*"/g, (part) => part.replace(wholeNumber(n), slot));
    let template = put(drawn, from, '\uE000t\uE001');
    if (c === 6) template = put(template, Math.ceil(from / size), '\uE000n\uE001');
    for (const total of probes) if (pagerIn(await draw(total)) !== fill(template, total)) return null;
    pages.push(template);
  }
  return { size, pages };
}

const OPEN = '\uE000';
const CLOSE = '\uE001';
export const token = (t: string): string => `${OPEN}${t}${CLOSE}`;
/** A field's stand-in text: the space shows whether a template puts it in a URL (encoded) or as it is. */
export const stand = (i: number): string => `Zq7 ${i} qZ`;
/** Codes a column may word differently from the text (genders, statuses, user types, yes/no words). */
export const SPECIALS = [
  '',
  'm',
  'f',
  'o',
  'M',
  'F',
  'O',
  'A',
  'I',
  'R',
  'B',
  'P',
  'V',
  'C',
  'true',
  'false',
  'active',
  'inactive',
];
const SHAPES = ['s', 'n', 't', 'f', 'd', 'D'];
/** Values of each shape that a template must draw as React does (the first string one makes the template). */
const PROBES: Record<string, unknown[]> = {
  s: ['x', 'Ölçü <b>&"\'/ ?#', '0123'],
  n: [null, undefined],
  t: [true],
  f: [false],
  d: [0, 7, 42, 999],
  D: [1969, 123456, 2.5, -3],
};

/** React's escaping of text and attribute values (react-dom's escapeTextForBrowser). */
export const escapeLikeReact = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!,
  );

/** A template's text with each field's value put in (\uE000r<n>\uE001 as it is, \uE000u<n>\uE001 URL-encoded). */
function fill(template: string, values: unknown[]): string {
  return template.replace(/\uE000([ru])(\d+)\uE001/g, (_, how: string, n: string) => {
    const v = String(values[Number(n)]);
    return escapeLikeReact(how === 'u' ? encodeURIComponent(v) : v);
  });
}

type Assign = Map<string, unknown>;

/** One cell's markup for a row whose fields are `assign` (any other field read is a stand-in), and the fields read. */
function drawCell(
  column: CapturedGrid['columns'][number],
  assign: Assign,
  fields: string[],
  wrap: (node: ReactNode) => ReactElement,
): { html: string | null; read: string[] } {
  const read: string[] = [];
  const row: object = new Proxy(
    {},
    {
      get(_, key) {
        if (typeof key !== 'string') return undefined;
        if (!read.includes(key)) read.push(key);
        if (assign.has(key)) return assign.get(key);
        const at = fields.indexOf(key);
        return stand(at < 0 ? 90 + read.indexOf(key) : at);
      },
      has: (_, key) => typeof key === 'string',
      // the SDK's fieldValue asks whether the row has the field before it reads it
      getOwnPropertyDescriptor(target, key) {
        if (typeof key !== 'string') return undefined;
        const value: unknown = (row as Record<string, unknown>)[key];
        return { value, configurable: true, enumerable: true, writable: true };
      },
    },
  );
  try {
    // React hoists an image's preload beside it when it renders to a string; in the page it does not
    const html = renderToStaticMarkup(wrap(column.render(row, 0))).replace(
      /<link rel="preload" as="image"[^>]*>/g,
      '',
    );
    return { html, read };
  } catch {
    // a column that cannot draw a row of this shape: nothing early for it
    return { html: null, read };
  }
}

/** The cell's template for one combination of shapes, or null when no template draws it as React does. */
function cellTemplate(
  column: CapturedGrid['columns'][number],
  fields: string[],
  shapes: string[],
  wrap: (node: ReactNode) => ReactElement,
): string | null {
  const base: Assign = new Map();
  fields.forEach((f, i) => {
    const s = shapes[i];
    // a number is put in as its text would be: the template is made from a stand-in, checked with numbers
    base.set(
      f,
      s.startsWith('=') ? s.slice(1) : s === 's' || s === 'd' || s === 'D' ? stand(i) : PROBES[s][0],
    );
  });
  const first = drawCell(column, base, fields, wrap);
  if (first.html === null || first.read.some((f) => !fields.includes(f))) return null;
  let template = first.html;
  fields.forEach((_, i) => {
    template = template
      .split(escapeLikeReact(encodeURIComponent(stand(i))))
      .join(token(`u${i}`))
      .split(escapeLikeReact(stand(i)))
      .join(token(`r${i}`));
  });
  // a stand-in left (a field's text changed on its way) or an element id (every row would carry the same)
  if (template.includes('Zq7') || / id="/.test(template)) return null;
  // each other value of these shapes must come out as React draws it
  const variants: unknown[][] = [];
  for (let k = 0; k < 4; k++)
    variants.push(
      fields.map((f, i) => {
        const s = shapes[i];
        if (s.startsWith('=')) return s.slice(1);
        const probes = PROBES[s];
        return probes[k % probes.length];
      }),
    );
  for (const values of variants) {
    const assign: Assign = new Map(fields.map((f, i) => [f, values[i]]));
    const drawn = drawCell(column, assign, fields, wrap).html;
    if (drawn !== fill(template, values)) return null;
  }
  return template;
}

const product = (lists: string[][]): string[][] =>
  lists.reduce<string[][]>((acc, l) => acc.flatMap((a) => l.map((x) => [...a, x])), [[]]);

/** A column's cell: the fields it reads (at most three) and its templates by their shapes; null if it reads more. */
function cellSpec(
  column: CapturedGrid['columns'][number],
  wrap: (node: ReactNode) => ReactElement,
  templates: string[],
): EarlyRowsSpec['cells'][number] | null {
  // the fields it reads under any shape of those it was seen reading
  let fields = drawCell(column, new Map(), [], wrap).read;
  for (let round = 0; round < 4; round++) {
    if (fields.length > 3) return null;
    const more = new Set(fields);
    for (const shapes of product(fields.map(() => SHAPES))) {
      const assign: Assign = new Map(
        fields.map((f, i) => [f, shapes[i] === 's' ? stand(i) : PROBES[shapes[i]][0]]),
      );
      for (const f of drawCell(column, assign, fields, wrap).read) more.add(f);
    }
    if (more.size === fields.length) break;
    fields = [...more];
  }
  if (fields.length > 3) return null;
  // the codes a field's text template does not draw as the column does get a template of their own
  const special = fields.map((f, i) => {
    const text = cellTemplate(
      column,
      fields,
      fields.map(() => 's'),
      wrap,
    );
    return SPECIALS.filter((x) => {
      const values = fields.map((_, j) => (j === i ? x : stand(j)));
      const assign: Assign = new Map(fields.map((g, j) => [g, values[j]]));
      return text === null || drawCell(column, assign, fields, wrap).html !== fill(text, values);
    });
  });
  // a list, not an object keyed by the shapes: the page carries it, and its compressed HTML must stay small
  const content = product(fields.map((_, i) => [...SHAPES, ...special[i].map((x) => `=${x}`)])).map(
    (shapes) => {
      const template = cellTemplate(column, fields, shapes, wrap);
      if (template === null) return -1;
      if (!templates.includes(template)) templates.push(template);
      return templates.indexOf(template);
    },
  );
  return { fields, special, content: content.every((t) => t === content[0]) ? content[0] : content };
}

/**
 * The early rows of a grid drawn by a route's screen, or null when a column cannot be drawn from templates.
 * `wrap` puts a node inside the providers the screen draws in (router, SDK, SWR).
 */
export function earlyRowsSpec(
  grid: CapturedGrid,
  read: number,
  wrap: (node: ReactNode) => ReactElement,
): EarlyRowsSpec | null {
  const cells: EarlyRowsSpec['cells'] = [];
  const templates: string[] = [];
  for (const column of grid.columns) {
    const cell = cellSpec(column, wrap, templates);
    if (!cell) return null;
    cells.push(cell);
  }
  // the light rows as the app first draws them (busy until its Table takes over), two rows to find what a row's index changes
  const markers = grid.columns.map((c, i) => ({ ...c, render: () => token(`k${i}`) }));
  const draw = (n: number) =>
    renderToStaticMarkup(
      wrap(
        <LightRows
          rootRef={createRef()}
          label={grid.label}
          columns={markers}
          frozen={grid.frozen}
          widths={grid.widths}
          rows={Array.from({ length: n }, (_, i) => i)}
          rowKey={(r) => r as number}
          identityIndex={grid.identityIndex}
          activeRow={-1}
          sortBy={grid.sortBy}
          sortDescending={grid.sortDescending}
          onSort={grid.sortable ? () => undefined : undefined}
          emptyText={grid.emptyText}
          busy
          stale={false}
        />,
      ),
    );
  const two = draw(2);
  const rowStart = (html: string, n: number) => {
    let at = -1;
    for (let i = 0; i <= n; i++) at = html.indexOf('<div role="row"', at + 1);
    return at;
  };
  const head = two.slice(0, rowStart(two, 1));
  const rows = two.slice(rowStart(two, 1));
  const end = rows.lastIndexOf('</div>');
  const tail = rows.slice(end);
  const second = rows.indexOf('<div role="row"', 1);
  const rowOf = (html: string, index: number) =>
    html
      .split(`aria-rowindex="${index + 2}"`)
      .join(`aria-rowindex="${token('j')}"`)
      .split(`data-row="${index}"`)
      .join(`data-row="${token('i')}"`);
  const row = rowOf(rows.slice(0, second), 0);
  if (row !== rowOf(rows.slice(second, end), 1) || !head.includes('aria-rowcount="3"')) return null;
  return {
    read,
    prefsKey: `mpa-grid:${grid.listId}`,
    phone: MOBILE_QUERY,
    body: [gridBodyHeight(1, false), ROW_HEIGHT, SCROLLBAR],
    head: head.replace('aria-rowcount="3"', `aria-rowcount="${token('c')}"`),
    tail,
    row,
    cells,
    templates,
  };
}

/**
 * The spec as the frame carries it: a template element (inert) whose data-spec is the spec, and whose content is every
 * cell's markup once and the pager's, so the page's inlined stylesheet keeps the rules the rows need (vite.prerender.ts inlines only
 * the rules of the markup it sees).
 */
export function earlyRowsElement(spec: EarlyRowsSpec): string {
  const strip = (html: string) => html.replace(/\uE000\w+\uE001/g, '');
  const row = spec.row.replace(/\uE000k(\d+)\uE001/g, (_, n: string) =>
    [...new Set([spec.cells[Number(n)].content].flat())]
      .filter((t) => t >= 0)
      .map((t) => spec.templates[t])
      .join(''),
  );
  const pager = spec.pager?.pages.join('') ?? '';
  return `<template id="mpa-early-rows" data-spec="${escapeLikeReact(JSON.stringify(spec))}">${strip(spec.head + row + spec.tail + pager)}</template>`;
}
