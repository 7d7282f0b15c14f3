// Issue 27, what must be true: every route in Spanish, French and German at 1280×800 has <html lang> right, axe
// finds nothing serious, no text is cut off or overflows its box, and no English is left: a visible text (or a
// control's placeholder or accessible name) that is an English message of the panel (en.json) or of the SDK's
// catalogue, where that language writes it otherwise, fails, naming the route and the text. Data and proper names
// pass by themselves: they are no message. One stack, one browser context per language, routes in sequence.
import { catalogueMessages } from '@marketplace-admin/sdk';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedIn, seriousViolations, useStack } from './harness';
import { goInApp, main, prepareRouteWalk, ROUTES, settled, type FitRoute, type RouteWalk } from './routeList';

const DESKTOP = { width: 1280, height: 800 };
/** Routes whose `ready` waits for an English name: their title and the end of every load say they are ready. */
const READY_IN_ENGLISH = new Set(['vendors/:mobileNo/services', 'vendors/:mobileNo', 'profile', 'settings']);
const LANGUAGES = ['es', 'fr', 'de'] as const;
type Language = (typeof LANGUAGES)[number];

const read = (lang: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../src/i18n/messages', `${lang}.json`), 'utf8'),
  ) as Record<string, string>;
const english = read('en');

/** Every fixed English message by id: the panel's own (ICU messages with arguments are never shown as written) and the SDK's. */
const englishById = new Map<string, string>([
  ...Object.entries(english).filter(([, text]) => !text.includes('{')),
  ...catalogueMessages(),
]);

/**
 * The English texts that must not be seen in `lang`: those whose every id is written otherwise there (or not written
 * there at all). A text the language writes the same way ('ID', 'Position', 'Actions') is no leftover.
 */
function leftoversOf(lang: Language): string[] {
  const messages = read(lang);
  const sameThere = new Set<string>();
  const ids = new Map<string, string[]>();
  for (const [id, text] of englishById) {
    ids.set(text, [...(ids.get(text) ?? []), id]);
    if (messages[id] === text) sameThere.add(text);
  }
  return [...ids.keys()].filter((text) => !sameThere.has(text) && text.trim().length > 1);
}

/** A screen's title in `lang`, from its English (the route list names screens by their English title). */
function titleIn(lang: Language, title: string): string {
  const messages = read(lang);
  const ids = [...englishById].filter(([, text]) => text === title).map(([id]) => id);
  const id = ids.find((i) => i.startsWith('ui.titles.') || i.startsWith('ui.nav.')) ?? ids[0];
  if (!id || !messages[id]) throw new Error(`no ${lang} title for '${title}'`);
  return messages[id];
}

/** The English messages shown on the page: text nodes, placeholders and accessible names, as "'text' (where)". */
function englishShown(page: Page, leftovers: string[]): Promise<string[]> {
  return page.evaluate((texts) => {
    const english = new Set(texts);
    const found = new Set<string>();
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const el = node.parentElement;
      if (text && english.has(text) && el && visible(el) && !el.closest('script, style'))
        found.add(`'${text}' (text of <${el.tagName.toLowerCase()}>)`);
    }
    for (const el of document.body.querySelectorAll('[placeholder], [aria-label], [title]')) {
      for (const attr of ['placeholder', 'aria-label', 'title']) {
        const value = el.getAttribute(attr)?.trim();
        if (value && english.has(value)) found.add(`'${value}' (${attr} of <${el.tagName.toLowerCase()}>)`);
      }
    }
    return [...found];
  }, leftovers);
}

/**
 * Texts cut off or spilling out of their box: the box that holds a text (its nearest element laid out as a box) is
 * narrower than what it holds. Long data ellipsized by design (a grid's cells, a tree's or a card's title whose text
 * is no message of the language) passes, and so does a scrolling box.
 */
function cutTexts(page: Page, lang: Language): Promise<string[]> {
  return page.evaluate(
    (words) => {
      const messages = new Set(words);
      const out = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        let box = node.parentElement;
        while (
          box &&
          getComputedStyle(box).display.startsWith('inline') &&
          !getComputedStyle(box).display.startsWith('inline-')
        )
          box = box.parentElement;
        if (!box || box.closest('.mpa-grid-body, [role="gridcell"], .bp6-table-cell, td, script, style'))
          continue;
        const style = getComputedStyle(box);
        // a box that scrolls, or text for screen readers only (clipped to 1 px on purpose)
        if (
          ['auto', 'scroll'].includes(style.overflowX) ||
          box.clientWidth <= 1 ||
          box.closest('.mpa-sr-only')
        )
          continue;
        if (style.textOverflow === 'ellipsis' && !messages.has(box.textContent!.trim())) continue;
        if (box.scrollWidth > box.clientWidth + 1) {
          out.add(
            `<${box.tagName.toLowerCase()}${[...box.classList].map((c) => `.${c}`).join('')}> '${box.textContent!.trim().slice(0, 60)}' needs ${box.scrollWidth}px, has ${box.clientWidth}px`,
          );
        }
      }
      return [...out];
    },
    Object.values(read(lang)),
  );
}

/** The routes walked signed in, in this order. */
const WALKED = ROUTES.filter((r) => r.path !== 'login');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const stack = useStack();
let walk: RouteWalk;
beforeAll(async () => {
  walk = await prepareRouteWalk(stack);
});

/** What a route fails in `lang`, as readable lines ([] when it passes). */
async function problems(page: Page, lang: Language, route: FitRoute): Promise<string[]> {
  const out: string[] = [];
  const lang_ = await page.evaluate(() => document.documentElement.lang);
  if (lang_ !== lang) out.push(`<html lang="${lang_}">`);
  for (const text of await englishShown(page, leftoversOf(lang))) out.push(`English: ${text}`);
  for (const cut of await cutTexts(page, lang)) out.push(`cut off: ${cut}`);
  for (const v of await seriousViolations(page)) out.push(`axe: ${v}`);
  return out.map((line) => `/${route.path}: ${line}`);
}

describe.each(LANGUAGES)(
  'every route in %s at 1280×800: <html lang>, no English left, nothing cut off, axe clean',
  (lang) => {
    let page: Page;
    beforeAll(async () => {
      // the language chosen as a user chooses it: Settings, Language (kept in this browser for every route after)
      page = await openSignedIn(stack, '/settings', { viewport: DESKTOP });
      await page.locator('#settings-language').selectOption(lang);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    });
    afterAll(async () => {
      await page?.context().close();
    });

    it('/login', async () => {
      const p = await stack.newPage({ viewport: DESKTOP });
      await p.addInitScript((l) => localStorage.setItem('settings', JSON.stringify({ language: l })), lang);
      await p.goto('/login');
      await p.getByRole('heading', { level: 1, name: titleIn(lang, 'Admin Login') }).waitFor();
      await p.waitForFunction((l) => document.documentElement.lang === l, lang);
      expect(await problems(p, lang, ROUTES[0])).toEqual([]);
      await p.context().close();
    });

    it.each(WALKED.map((r) => [r.path, r] as const))('/%s', async (_path, route) => {
      const wanted = titleIn(lang, route.title);
      // the first screen is loaded (the language chosen is kept over a page load), the others are reached in the
      // app as a sidebar link does: what is checked is the screen drawn, not its load
      if (route === WALKED[0]) await page.goto(walk.url(route));
      else await goInApp(page, walk.url(route));
      // the screen is up once its h1 is, in the language chosen or in English (the check below says which it
      // should): the previous screen's title is neither
      const title = main(page).getByRole('heading', { level: 1 });
      await title
        .filter({ hasText: new RegExp(`^\\s*(${escaped(wanted)}|${escaped(route.title)})\\s*$`) })
        .waitFor();
      if (!READY_IN_ENGLISH.has(route.path)) await route.ready(page);
      await settled(page);
      const said = (await title.textContent())?.trim();
      expect([
        ...(said === wanted ? [] : [`/${route.path}: the title says '${said}', not '${wanted}'`]),
        ...(await problems(page, lang, route)),
      ]).toEqual([]);
    });
  },
);
