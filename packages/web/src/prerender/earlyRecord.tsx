// Build-time only (src/prerender/frame.tsx, in Node): a record's screen (Vendor Details; Moderate Reviews' flagged
// notice, its count the record) as templates the page fills
// in from its early reads (vite.config.ts `bootScript`), so the record paints before the app's code has come. The
// markup is the screen's own, drawn with its data in SWR's cache: each value it shows once as a stand-in (its token
// in the template), the values that switch what is drawn (a status, a picture) once for each of their cases. A
// template is kept only where it gives exactly what React draws for other values (text with markup, numbers, and
// the codes and empty values the screen words otherwise); a record with a value no template covers draws nothing
// early (the app draws it as before).
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { unstable_serialize, type Key } from 'swr';
import { listKey } from '../hooks/listKey';
import { FLAG_COUNT, FLAGGED } from '../screens/reviews-moderation/load';
import { VENDOR_DETAIL } from '../screens/vendor-detail/load';
import { EARLY_RECORD_ID, FIRST_READ_PARAM } from './frameClass';
import { escapeLikeReact, SPECIALS, stand, token } from './earlyRows';
import { EARLY_LINKS_PATH } from './earlyLinks';

/**
 * Where a value comes from in the page's early answers: ['r', field] the record's field, ['l', n, field] the n-th
 * row's, ['j', record field, row field, field] the field of the row whose `row field` is the record's `record
 * field` (none: nothing is drawn early), ['p'] the URL's parameter, ['t'] the record read's total of rows (as the
 * boot script's rowsOf finds it, the SDK's way).
 */
type Source = ['r', string] | ['l', number, string] | ['j', string, string, string] | ['p'] | ['t'];

/**
 * A value's case where it switches the markup: u none (null, undefined), e '', t true, f false, s other text; for a
 * count, z 0, o 1, n another whole number (drawn as the panel's English formats it: the frame is drawn in English).
 */
type Case = 'u' | 'e' | 't' | 'f' | 's' | 'z' | 'o' | 'n';

/** What the page's boot script draws the record with (vite.config.ts `bootScript`, `earlyRecord`). */
export interface EarlyRecordSpec {
  /** The early read whose answer is the record, and the one whose rows go with it (frame.tsx `firstReads`). */
  record: number;
  rows: number;
  /** The values, in token order: \uE000r<n>\uE001 is value n as text. */
  values: Source[];
  /** Per value, its cases where it switches the markup ([] where it does not). */
  cases: Case[][];
  /** Per value, the values drawn otherwise than as their text: [value (null: none), its markup, or null: not early]. */
  special: [string | null, string | null][][];
  /** The screen's markup for each combination of the switching values' cases (the first value's slowest). */
  templates: string[];
}

interface RecordRoute {
  /** The screen's folder (src/screens/<folder>): the page inlines its stylesheet's rules the record uses. */
  folder: string;
  /** The route's first reads that answer the record and its rows. */
  record: number;
  rows: number;
  /** The screen. */
  screen: () => ReactElement;
  /** The screen's SWR key and data, from the values (in `values`' order; the record's read fields after them). */
  data(value: (i: number) => unknown, record: Record<string, unknown>): [unknown, unknown];
  /** The values besides the record's own fields (found by reading them), with their cases. */
  values: [Source, Case[]][];
  /** The record fields whose value switches the markup, with their cases. */
  switching: Record<string, Case[]>;
  /** Where the markup the page draws ends (what follows waits for the app: nothing above it moves). */
  before: string;
}

/** The record screens drawn early, by route. */
export const EARLY_RECORD_ROUTES: Record<string, () => Promise<RecordRoute>> = {
  'vendors/:mobileNo': async () => {
    const Screen = (await import('../screens/vendor-detail')).default;
    return {
      folder: 'vendor-detail',
      record: 1,
      rows: 2,
      screen: () => <Screen />,
      // the vendor's service rows: the first one's vendor flag, the main service's name from its row
      values: [
        [['p'], []],
        [
          ['l', 0, 'isVendorActive'],
          ['u', 't', 'f'],
        ],
        [['j', 'servicesId', 'servicesId', 'serviceName'], []],
      ],
      switching: { venderProfileImage: ['u', 'e', 's'] },
      data: (value, record) => [
        listKey(VENDOR_DETAIL, value(0)),
        {
          detail: record,
          links: [{ id: 1, servicesId: record.servicesId, serviceName: value(2), isVendorActive: value(1) }],
        },
      ],
      // the linked services' table comes with the app, below the record
      before: '<table',
    };
  },
  // Moderate Reviews: its flagged notice, from the server's count of unresolved flags (the tabs and cards wait for
  // the app, below it)
  'reviews-moderation': async () => {
    const Screen = (await import('../screens/reviews-moderation')).default;
    return {
      folder: 'reviews-moderation',
      record: 1,
      rows: 1,
      screen: () => <Screen />,
      values: [[['t'], ['z', 'o', 'n']]],
      switching: {},
      data: (value) => [listKey(FLAGGED, FLAG_COUNT), { items: [], totalCount: value(0) }],
      before: '<div class="bp6-tabs',
    };
  },
};

/** The screen folder whose stylesheet a route's page draws early with, if it draws a record (or Link Services) early. */
export async function earlyRecordFolder(path: string): Promise<string | undefined> {
  if (path === EARLY_LINKS_PATH) return 'vendor-link-services';
  return (await EARLY_RECORD_ROUTES[path]?.())?.folder;
}

/** A value of a case, as the build draws it (a text case with the value's stand-in). */
const caseValue = (c: Case, i: number): unknown =>
  ({ u: undefined, e: '', t: true, f: false, s: stand(i), z: 0, o: 1, n: countStand(i) })[c];

/** A count's stand-in: a number no screen shows otherwise. */
const countStand = (i: number): number => 7_654_300 + i;

/** A count as the panel draws it in English (the frame's language; lingui's `#` formats so). */
const countText = (n: number): string => new Intl.NumberFormat('en').format(n);

/** Counts a template must draw as React does (0 and 1 have cases of their own). */
const COUNT_PROBES = [2, 7, 999, 1000, 1827, 1234567];

/** Text values a template must draw as React does (with every other value at its stand-in). */
const PROBES: unknown[] = ['x', 'Ölçü <b>&"\'/ ?#', '0123', 7, 1969, 2.5];

const product = <T,>(lists: T[][]): T[][] =>
  lists.reduce<T[][]>((acc, l) => acc.flatMap((a) => l.map((x) => [...a, x])), [[]]);

/**
 * `template` with value n's text (escaped as React does) for \uE000r<n>\uE001, where `special` has none other; a
 * count (`cases` with n) as the panel formats it.
 */
function fill(
  template: string,
  values: unknown[],
  special: [string | null, string | null][][],
  cases: Case[][],
): string | null {
  let ok = true;
  const html = template.replace(/\uE000r(\d+)\uE001/g, (_, n: string) => {
    const v = values[Number(n)];
    const s = special[Number(n)]?.find(([k]) => (k === null ? v === null || v === undefined : k === v));
    if (s && s[1] === null) ok = false;
    if (s) return s[1] ?? '';
    if (typeof v !== 'string' && typeof v !== 'number') ok = false;
    return escapeLikeReact(
      cases[Number(n)]?.includes('n') && typeof v === 'number' ? countText(v) : String(v),
    );
  });
  return ok ? html : null;
}

/** The record's early spec for `path`, or null where a value's drawing has no template. */
export async function earlyRecordSpec(
  path: string,
  wrap: (node: ReactElement, fallback: Record<string, unknown>) => ReactElement,
): Promise<EarlyRecordSpec | null> {
  const make = EARLY_RECORD_ROUTES[path];
  if (!make) return null;
  const route = await make();
  const url = `/${path.replace(/:\w+/, FIRST_READ_PARAM)}`;
  const routePath = `/${path}`;
  // the record's fields the screen reads (any text: every field is its stand-in)
  const read: string[] = [];
  const draw = (values: unknown[], record: Record<string, unknown>): string => {
    const [key, data] = route.data((i) => values[i], record);
    const html = renderToStaticMarkup(
      wrap(
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={routePath} element={route.screen()} />
          </Routes>
        </MemoryRouter>,
        { [unstable_serialize(key as Key)]: data },
      ),
    );
    // React hoists an image's preload beside it when it renders to a string; in the page it does not
    const markup = html.replace(/<link rel="preload" as="image"[^>]*>/g, '');
    const end = markup.indexOf(route.before);
    return end < 0 ? markup : markup.slice(0, end);
  };
  const extra = route.values.length;
  const probeRecord = new Proxy({} as Record<string, unknown>, {
    get(_, key) {
      if (typeof key !== 'string') return undefined;
      if (!read.includes(key)) read.push(key);
      return stand(extra + read.indexOf(key));
    },
  });
  const first = route.values.map(([source, c], i) =>
    source[0] === 'p' ? FIRST_READ_PARAM : c.includes('n') ? countStand(i) : stand(i),
  );
  draw(first, probeRecord);
  const sources: Source[] = [...route.values.map(([s]) => s), ...read.map((f): Source => ['r', f])];
  const cases: Case[][] = [...route.values.map(([, c]) => c), ...read.map((f) => route.switching[f] ?? [])];
  const asRecord = (values: unknown[]) =>
    Object.fromEntries(read.map((f, i) => [f, values[extra + i]]).filter(([, v]) => v !== undefined));
  const standIns = sources.map((s, i) => (s[0] === 'p' ? FIRST_READ_PARAM : stand(i)));
  const tokenize = (html: string) =>
    standIns.reduce(
      (h, s, i) =>
        h
          .split(escapeLikeReact(s))
          .join(token(`r${i}`))
          .split(countText(countStand(i)))
          .join(token(`r${i}`)),
      html,
    );
  // one template per combination of the switching values' cases
  const switching = cases.map((c, i) => (c.length ? i : -1)).filter((i) => i >= 0);
  const combos = product(switching.map((i) => cases[i]));
  const templates: string[] = [];
  const special: [string | null, string | null][][] = sources.map(() => []);
  let allText: unknown[] = [];
  for (const combo of combos) {
    const base = standIns.map((s, i) => {
      const at = switching.indexOf(i);
      return at < 0 || combo[at] === 's' ? s : caseValue(combo[at], i);
    });
    const template = tokenize(draw(base, asRecord(base)));
    if (template.includes('Zq7')) return null;
    templates.push(template);
    allText = base;
  }
  // the values a value's text does not draw as the screen does: their markup in its token's place
  const textTemplate = templates[templates.length - 1];
  for (let i = 0; i < sources.length; i++) {
    // a count's other values have no case: not drawn early
    if (sources[i][0] === 'p' || cases[i].includes('n') || !textTemplate.includes(token(`r${i}`))) continue;
    for (const x of [null, ...SPECIALS]) {
      const values = allText.map((s, j) => (j === i ? x : s));
      const drawn = draw(values, asRecord(values));
      // the template with every other value put in
      const own = token(`r${i}`);
      const parts = textTemplate.split(own).map((part) => fill(part, values, [], cases) ?? '');
      if (parts.join(escapeLikeReact(String(x))) === drawn && x !== null) continue;
      // the value's markup where its token stands, the same at each place; else it is not drawn early
      const end = drawn.startsWith(parts[0])
        ? drawn.indexOf(parts[1].slice(0, 40) || '\uE002', parts[0].length)
        : -1;
      const markup = drawn.slice(parts[0].length, end < 0 ? drawn.length : end);
      // none is null or a field left out, drawn the same
      const missing = allText.map((s, j) => (j === i ? undefined : s));
      const same = x !== null || draw(missing, asRecord(missing)) === drawn;
      special[i].push([x, same && parts.join(markup) === drawn ? markup : null]);
    }
  }
  // every text value of a probe draws as its template says, in every combination
  for (let k = 0; k < PROBES.length; k++) {
    combos.forEach((combo, c) => {
      const values = standIns.map((s, i) => {
        const at = switching.indexOf(i);
        if (at >= 0 && combo[at] === 'n') return COUNT_PROBES[(k + i) % COUNT_PROBES.length];
        if (at >= 0 && combo[at] !== 's') return caseValue(combo[at], i);
        return s === FIRST_READ_PARAM ? s : PROBES[(k + i) % PROBES.length];
      });
      if (draw(values, asRecord(values)) !== fill(templates[c], values, special, cases)) templates[c] = '';
    });
  }
  if (templates.some((t) => t === '')) return null;
  return { record: route.record, rows: route.rows, values: sources, cases, special, templates };
}

/** The spec as the frame carries it: as earlyRowsElement's, its templates' markup inside for the inlined stylesheet. */
export function earlyRecordElement(spec: EarlyRecordSpec): string {
  const strip = (html: string) => html.replace(/\uE000\w+\uE001/g, '');
  return `<template id="${EARLY_RECORD_ID}" data-spec="${escapeLikeReact(JSON.stringify(spec))}">${strip([...new Set(spec.templates)].join(''))}</template>`;
}

/** A read the page started (src/prerender/firstReads.ts EarlyRead); a chained one is {} until it is sent. */
interface SentRead {
  method?: string;
  url?: string;
  body?: string | null;
  response?: Promise<Response>;
}

/** What the page's boot script hands the early record's script (vite.config.ts `bootScript`, `boot`). */
interface EarlyBoot {
  early: SentRead[];
  answerOf(read: SentRead): Promise<unknown>;
  rowsOf(answer: unknown): [unknown[] | null, number?];
  field(row: unknown, name: string): unknown;
  esc(text: unknown): string;
  /** Sends one of the route's first reads to `path` with the session's token; `put` puts the URL's value in. */
  send?(read: FirstReadRow, path: string): SentRead;
  put?(text: string): string;
  reads?: FirstReadRow[];
  /** The URL's value of the route's parameter, decoded. */
  param?: string;
  done?(): void;
}

/** frame.tsx FirstRead, as the page carries it. */
type FirstReadRow = [
  string,
  string,
  Record<string, string>,
  string | null,
  [number, string, string, string]?,
];

/**
 * The early record's script: runs in the page, before the app's code, once the boot script has started the route's
 * first reads (vite.prerender.ts writes it, as its own file, from this function's text: it uses nothing outside it).
 * It sends the reads chained on another's answer (the vendor's id found by its search), then draws the record into
 * the frame's content from the templates of `#mpa-early-record` (EarlyRecordSpec), or nothing where a value has no
 * template, and tells the boot script it is done either way.
 */
export function drawEarlyRecord(boot: EarlyBoot): void {
  const done = () => boot.done?.();
  try {
    const { early, answerOf, rowsOf, field, esc, send, put, param } = boot;
    const element = document.getElementById('mpa-early-record');
    const main = document.querySelector('#root > .mpa-frame main');
    if (!element || !main || !send || !put || !boot.reads) return done();
    const spec = JSON.parse(element.getAttribute('data-spec') ?? '') as EarlyRecordSpec;
    const byParam = spec.values.some((s) => s[0] === 'p');
    if (byParam && (param === undefined || !/^[\w.-]*$/.test(param))) return done();
    boot.reads.forEach((read, i) => {
      const chain = read[4];
      if (!chain) return;
      const entry = early[i];
      entry.response = answerOf(early[chain[0]]).then((answer) => {
        const row = (rowsOf(answer)[0] ?? []).find((r) => String(field(r, chain[1])) === param);
        if (!row) throw new Error('no row');
        const sent = send(
          read,
          put(read[1])
            .split(chain[3])
            .join(encodeURIComponent(String(field(row, chain[2])))),
        );
        Object.assign(entry, { method: sent.method, url: sent.url, body: sent.body });
        return sent.response!;
      });
      entry.response.catch(() => undefined);
    });
    Promise.all([answerOf(early[spec.record]), answerOf(early[spec.rows])])
      .then(([answer, rowsAnswer]) => {
        const a = answer as Record<string, unknown> | null;
        const record = a && (a.data ?? a.Data ?? a);
        const rows = rowsOf(rowsAnswer)[0];
        if (!record || typeof record !== 'object' || !rows || !main.isConnected) return;
        const values: unknown[] = [];
        let at = 0;
        for (let i = 0; i < spec.values.length; i++) {
          const s = spec.values[i];
          let v: unknown;
          if (s[0] === 'p') v = param;
          else if (s[0] === 't') v = rowsOf(answer)[1];
          else if (s[0] === 'r') v = field(record, s[1]);
          else if (s[0] === 'l') v = field(rows[s[1]], s[2]);
          else {
            const key = field(record, s[1]);
            const row = rows.find((r) => field(r, s[2]) === key);
            if (!row) return;
            v = field(row, s[3]);
          }
          values.push(v);
          const cases = spec.cases[i];
          if (!cases.length) continue;
          const c = cases.indexOf(
            v === null || v === undefined
              ? 'u'
              : v === ''
                ? 'e'
                : v === true
                  ? 't'
                  : v === false
                    ? 'f'
                    : typeof v === 'string'
                      ? 's'
                      : typeof v === 'number' && Number.isInteger(v) && v >= 0
                        ? v === 0
                          ? 'z'
                          : v === 1
                            ? 'o'
                            : 'n'
                        : ('' as Case),
          );
          if (c < 0) return;
          at = at * cases.length + c;
        }
        let ok = true;
        const html = spec.templates[at].replace(/\uE000r(\d+)\uE001/g, (_, n: string) => {
          const v = values[Number(n)];
          const s = spec.special[Number(n)].find(([k]) =>
            k === null ? v === null || v === undefined : k === v,
          );
          if (s) {
            if (s[1] === null) ok = false;
            return s[1] ?? '';
          }
          if (typeof v !== 'string' && typeof v !== 'number') ok = false;
          // a count as the panel formats it in English, the frame's language
          return esc(
            spec.cases[Number(n)].includes('n') ? new Intl.NumberFormat('en').format(v as number) : v,
          );
        });
        if (ok) main.innerHTML = html;
      })
      .catch(() => undefined)
      .then(done);
  } catch {
    done();
  }
}
