// Build-time only (src/prerender/frame.tsx, in Node): the Link Services screen (/vendors/:mobileNo/services) as
// templates its page fills in from its three first reads (the vendor's links, the user lookup, the services tree),
// so the title row and the table's first rows paint before the app's code has come. The markup is the screen's own,
// drawn with its data in SWR's cache: the title row with and without the vendor's name, one row per choice it can
// show (not linked, linked with each unit), the table's end. Every template is checked at build time: the same
// server answers, read by the SDK and drawn by React, and put through `linksMarkup` (the page's own code), must give
// the same markup. A vendor with no links, a value of another kind or a unit the screen does not offer: nothing is
// drawn early (the app draws it as before).
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { unstable_serialize, type Key } from 'swr';
import {
  createClient,
  DEFAULT_UNIT,
  memorySessionStore,
  MOBILE_LENGTH,
  toPage,
  UNIT_OPTIONS,
  type MpaClient,
} from '@marketplace-admin/sdk';
import { listKey } from '../hooks/listKey';
import { FIRST_READ_PARAM } from './frameClass';
import { escapeLikeReact, stand } from './earlyRows';

/** The route whose screen is drawn so. */
export const EARLY_LINKS_PATH = 'vendors/:mobileNo/services';

/** What the page's early script draws the screen with (`linksMarkup`). */
export interface EarlyLinksSpec {
  /** The route's first reads (frame.tsx `firstReads`) that answer the links, the user lookup and the services tree. */
  reads: [number, number, number];
  /** A vendor's mobile number's length (digits only): another path names no vendor (the app says so). */
  mobile: number;
  /** The title row and the table up to its first row: [no name, name] x [all rows drawn, more to come]. */
  heads: string[];
  /** A row: not linked, then linked with each of `units`. \uE000n\uE001 the name, \uE000p\uE001 its indent, \uE000r\uE001 the rate. */
  rows: string[];
  units: string[];
  unit: string;
  /** A row's indent: [first level's, each level more]. */
  pad: [number, number];
  /** The rows the screen draws with its first paint (the rest comes with the app). */
  first: number;
  /** After the rows. */
  tail: string;
}

/** The page's helpers (vite.config.ts `bootScript`): an answer's rows as the SDK's toPage finds them, text escaped. */
interface Helpers {
  rowsOf(answer: unknown): [unknown[] | null, number?];
  esc(text: unknown): string;
}

/**
 * The screen's markup for the three answers (as JSON, null for a read that failed) and the URL's mobile number, or
 * null where the app is to draw it. Runs in the page (drawEarlyLinks) and at build time: it uses nothing outside it.
 * The rules are the screen's (vendorLinks.ts loadVendorLinks, the SDK's vendorsWithMobile and flattenServices).
 */
export function linksMarkup(
  spec: EarlyLinksSpec,
  answers: unknown[],
  mobile: string | undefined,
  { rowsOf, esc }: Helpers,
): string | null {
  type Row = Record<string, unknown>;
  if (typeof mobile !== 'string' || mobile.length !== spec.mobile || !/^\d+$/.test(mobile)) return null;
  const links = rowsOf(answers[0])[0] as Row[] | null;
  const tree = rowsOf(answers[2])[0] as Row[] | null;
  if (!links || !links.length || !tree) return null;
  const users = (answers[1] === null ? [] : (rowsOf(answers[1])[0] ?? [])) as Row[];
  const vendor = users.find((u) =>
    ['mobileNo', 'mobile', 'mobileno'].every(
      (k) => u[k] === undefined || u[k] === null || String(u[k]) === mobile,
    ),
  );
  const name = vendor?.name ?? links[0].venderName ?? '';
  if (typeof name !== 'string') return null;
  const picks: Record<string, [number, unknown]> = {};
  for (const l of links) {
    const unit = l.serviceUnits ?? spec.unit;
    const at = spec.units.indexOf(unit as string);
    if (typeof l.servicesId !== 'number' || at < 0) return null;
    picks[l.servicesId] = [at + 1, l.serviceRates ?? ''];
  }
  // the services tree in the screen's order: each level by `ord`, a service's sub-services under it
  const rows: [Row, number][] = [];
  const flatten = (list: unknown, level: number): boolean => {
    if (!Array.isArray(list)) return false;
    const sorted = [...(list as Row[])].sort((a, b) => ((a.ord as number) ?? 0) - ((b.ord as number) ?? 0));
    for (const s of sorted) {
      rows.push([s, level]);
      if (s.subServices !== undefined && !flatten(s.subServices, level + 1)) return false;
    }
    return true;
  };
  if (!flatten(tree, 1)) return null;
  const head = spec.heads[(name ? 2 : 0) + (rows.length > spec.first ? 1 : 0)];
  let html = head.replace(/\uE000(\w)\uE001/g, (_, k: string) => (k === 'm' ? mobile : esc(name)));
  for (const [s, level] of rows.slice(0, spec.first)) {
    if (typeof s.name !== 'string' || typeof s.id !== 'number') return null;
    const pick = picks[s.id] ?? [0, ''];
    html += spec.rows[pick[0]].replace(/\uE000(\w)\uE001/g, (_, k: string) =>
      k === 'n' ? esc(s.name) : k === 'p' ? String(spec.pad[0] + (level - 1) * spec.pad[1]) : esc(pick[1]),
    );
  }
  return html + spec.tail;
}

/** A read the page started (frame.tsx FirstRead, sent by the boot script). */
interface SentRead {
  response?: Promise<Response>;
}

/** What the page's boot script hands the early script (vite.config.ts `bootScript`). */
interface EarlyBoot extends Helpers {
  early: SentRead[];
  answerOf(read: SentRead): Promise<unknown>;
  param?: string;
  done?(): void;
}

/**
 * The page's early script for the route (vite.prerender.ts writes it, with `linksMarkup`, as its own file): once the
 * three reads have answered, the screen's markup into the frame's content; it tells the boot script it is done
 * either way.
 */
export function drawEarlyLinks(boot: EarlyBoot, markup: typeof linksMarkup): void {
  const done = () => boot.done?.();
  try {
    const element = document.getElementById('mpa-early-record');
    const main = document.querySelector('#root > .mpa-frame main');
    if (!element || !main) return done();
    const spec = JSON.parse(element.getAttribute('data-spec') ?? '') as EarlyLinksSpec;
    Promise.all(spec.reads.map((i) => (boot.early[i] ? boot.answerOf(boot.early[i]) : null)))
      .then((answers) => {
        const html = main.isConnected ? markup(spec, answers, boot.param, boot) : null;
        if (html !== null) main.innerHTML = html;
      })
      .catch(() => undefined)
      .then(done);
  } catch {
    done();
  }
}

const JSON_HEADERS = { headers: { 'content-type': 'application/json' } };
const API = 'http://early-links.invalid/api';

/** The server's answers of a probe: the links, the user lookup, the services tree (dev API envelopes). */
type Answers = [unknown, unknown, unknown];

interface ProbeService {
  id: number;
  name: string;
  ord?: number;
  subServices?: ProbeService[];
}

const envelope = (data: unknown) => ({ success: true, data });
const page = (items: unknown[]) => envelope({ items, totalCount: items.length });

/**
 * The screen's spec, or null where a template does not draw as React does. `wrap` puts the screen inside the
 * providers it draws in (SDK, SWR with `fallback`); `reads` the route's first reads' paths (frame.tsx `firstReads`).
 */
export async function earlyLinksSpec(
  wrap: (node: ReactElement, fallback: Record<string, unknown>) => ReactElement,
  reads: string[],
): Promise<EarlyLinksSpec | null> {
  const Screen = (await import('../screens/vendor-link-services')).default;
  const { loadVendorLinks, fetchServicesTree, SERVICES_TREE, VENDOR_LINKS } =
    await import('../screens/vendor-link-services/vendorLinks');
  const at = (pattern: RegExp) => reads.findIndex((path) => pattern.test(path));
  const readOrder: [number, number, number] = [
    at(/^\/VenderServices\/v1\/mobile\//i),
    at(/^\/Users\/v1\/search-by-mobile/i),
    at(/^\/Services\/v1\?/i),
  ];
  if (readOrder.some((i) => i < 0)) return null;
  const url = `/vendors/${FIRST_READ_PARAM}/services`;
  const draw = (data: unknown, tree: unknown): string =>
    renderToStaticMarkup(
      wrap(
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={`/${EARLY_LINKS_PATH}`} element={<Screen />} />
          </Routes>
        </MemoryRouter>,
        {
          [unstable_serialize(listKey(VENDOR_LINKS, FIRST_READ_PARAM) as Key)]: data,
          [unstable_serialize(listKey(SERVICES_TREE, '') as Key)]: tree,
        },
      ),
    );
  // the screen as the app draws it from these answers: read by the SDK, as its screen reads them
  const drawAnswers = async (answers: Answers): Promise<string> => {
    const sdk: MpaClient = createClient({
      authBaseUrl: 'http://early-links.invalid/auth',
      apiBaseUrl: API,
      session: memorySessionStore({ authToken: 'early-links', isAuthenticated: 'true' }),
      fetch: async (input) => {
        const path = String(input).slice(API.length);
        const i = readOrder.findIndex((r) => reads[r].split('?')[0] === path.split('?')[0]);
        return new Response(JSON.stringify(answers[i] ?? {}), { status: i < 0 ? 404 : 200, ...JSON_HEADERS });
      },
    });
    return draw(await loadVendorLinks(sdk, FIRST_READ_PARAM), await fetchServicesTree(sdk)());
  };
  const rate = 7654321.5;
  const service = (id: number, name: string, ord = id): ProbeService => ({ id, name, ord });
  const many = (length: number) => Array.from({ length }, (_, i) => service(i + 1, `s${i}`));
  // the rows the screen draws with its first paint, of many
  const first = draw({ links: [] }, { items: many(500), totalCount: 500 }).split('<tr>').length - 2;
  if (first < 1 || first >= 500) return null;
  const tokenize = (html: string, name: string) =>
    html
      .split(escapeLikeReact(name))
      .join('\uE000n\uE001')
      .split(FIRST_READ_PARAM)
      .join('\uE000m\uE001')
      .split(String(rate))
      .join('\uE000r\uE001');
  // the rows: one not linked, then one linked with each unit; a sub-service for the indent's step
  const name = stand(0);
  const tree = [...Array.from({ length: UNIT_OPTIONS.length + 1 }, (_, i) => service(i + 1, name))];
  tree[0].subServices = [service(100, name)];
  const links = UNIT_OPTIONS.map((unit, i) => ({
    id: 50 + i,
    servicesId: i + 2,
    serviceUnits: unit,
    serviceRates: rate,
  }));
  const drawn = draw({ links, name }, { items: tree, totalCount: tree.length });
  const body = drawn.indexOf('<tbody>') + '<tbody>'.length;
  const end = drawn.indexOf('</tbody>');
  const cut = drawn
    .slice(body, end)
    .split(/(?=<tr>)/)
    .map((row) => tokenize(row, name));
  const pads = cut.slice(0, 2).map((row) => Number(/padding-left:(\d+)px/.exec(row)?.[1]));
  if (body < '<tbody>'.length || cut.length !== tree.length + 1 || pads.some((p) => !p)) return null;
  const rows = [cut[0], ...cut.slice(2)].map((row) =>
    row.replace(`padding-left:${pads[0]}px`, 'padding-left:\uE000p\uE001px'),
  );
  // the title row and the table's head, without and with the vendor's name, all rows drawn or more to come
  const heads: string[] = [];
  for (const named of [undefined, name])
    for (const length of [1, first + 1]) {
      const html = draw({ links, name: named }, { items: many(length), totalCount: length });
      heads.push(tokenize(html.slice(0, html.indexOf('<tbody>') + '<tbody>'.length), name));
    }
  const spec: EarlyLinksSpec = {
    reads: readOrder,
    mobile: MOBILE_LENGTH,
    heads,
    rows,
    units: [...UNIT_OPTIONS],
    unit: DEFAULT_UNIT,
    pad: [pads[0], pads[1] - pads[0]],
    first,
    tail: drawn.slice(end),
  };
  if ([...heads, ...rows, spec.tail].some((t) => t.includes('Zq7'))) return null;
  // server answers the templates must draw as React does, read as the SDK reads them
  const markupName = 'Ölçü <b onerror="x">&"\'/ ?#';
  const deep = service(3, `${markupName} 3`, 1);
  deep.subServices = [service(30, 'b', 2), service(31, 'a', 1)];
  deep.subServices[1].subServices = [service(310, '0123')];
  const probes: Answers[] = [
    // a name with markup, three levels, orders not the ids', rates of every kind, more rows than the first paint
    [
      page([
        { id: 1, servicesId: 31, serviceUnits: 'kg', serviceRates: 2.5, venderName: 'x' },
        { id: 2, servicesId: 310, serviceRates: 0 },
        { id: 3, servicesId: 7, serviceUnits: 'piece' },
      ]),
      envelope([{ id: 9, name: markupName, mobileNo: FIRST_READ_PARAM }]),
      page([
        service(5, '<i>five</i>', 3),
        deep,
        service(7, '7', 2),
        ...Array.from({ length: first }, (_, i) => service(40 + i, `s ${i}`, 9 + i)),
      ]),
    ],
    // nobody found by the lookup: the name is the links'; no name at all; a few rows
    [
      page([{ id: 1, servicesId: 2, serviceUnits: 'day', serviceRates: 100, venderName: markupName }]),
      envelope([]),
      page([service(2, 'x'), service(3, 'y')]),
    ],
    [
      page([{ id: 1, servicesId: 2 }]),
      envelope([{ id: 4, mobileNo: '5550009999', name: 'other' }]),
      page([service(2, '')]),
    ],
  ];
  for (const answers of probes) {
    const early = linksMarkup(spec, answers, FIRST_READ_PARAM, {
      rowsOf: probeRowsOf,
      esc: (v) => escapeLikeReact(String(v)),
    });
    if (early !== (await drawAnswers(answers))) return null;
  }
  return spec;
}

/** The probes' answers read the SDK's way (the boot script's rowsOf mirrors toPage; the probes are all lists). */
const probeRowsOf = (answer: unknown): [unknown[] | null, number?] => [toPage(answer).items];

/** The spec as the frame carries it: as earlyRecordElement's, its templates' markup inside for the inlined stylesheet. */
export function earlyLinksElement(spec: EarlyLinksSpec): string {
  const strip = (html: string) => html.replace(/\uE000\w\uE001/g, '');
  return `<template id="mpa-early-record" data-spec="${escapeLikeReact(JSON.stringify(spec))}">${strip(spec.heads[3] + spec.rows.join('') + spec.tail)}</template>`;
}
