// @vitest-environment node
// The four catalogues (src/i18n/messages/*.json): every English key in Spanish, French and German with the same
// placeholders, nothing there that is no message, and the ICU English of the SDK's texts made from values writing
// what the SDK writes.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { catalogue, catalogueMessages } from '@marketplace-admin/sdk';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (lang: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'messages', `${lang}.json`), 'utf8')) as Record<
    string,
    string
  >;
const en = read('en');
const others = { es: read('es'), fr: read('fr'), de: read('de') };
const sdkIds = new Set(catalogueMessages().keys());

/** A message's placeholder names (plural and select arguments included), sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      names.add(String(token[0]));
      if (token[2] && typeof token[2] === 'object')
        for (const branch of Object.values(token[2] as object)) walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

describe('message catalogues', () => {
  for (const [lang, messages] of Object.entries(others)) {
    it(`${lang} has every English key of the panel, with the same placeholders, and no stray key`, () => {
      expect(Object.keys(en).filter((k) => !(k in messages))).toEqual([]);
      expect(Object.keys(messages).filter((k) => !(k in en) && !sdkIds.has(k))).toEqual([]);
      for (const [id, text] of Object.entries(messages)) {
        expect(placeholders(text), `${lang} ${id}`).toEqual(id in en ? placeholders(en[id]) : []);
        expect(text.trim(), `${lang} ${id}`).not.toBe('');
      }
    });
  }

  it('Spanish, French and German translate the same SDK texts, and the same words alike wherever the SDK repeats them', () => {
    const translated = (m: Record<string, string>) =>
      Object.keys(m)
        .filter((k) => sdkIds.has(k))
        .sort();
    expect(translated(others.fr)).toEqual(translated(others.es));
    expect(translated(others.de)).toEqual(translated(others.es));
    const byEnglish = new Map<string, string[]>();
    for (const [id, text] of catalogueMessages()) byEnglish.set(text, [...(byEnglish.get(text) ?? []), id]);
    for (const messages of Object.values(others)) {
      for (const ids of byEnglish.values()) {
        const words = new Set(ids.filter((id) => id in messages).map((id) => messages[id]));
        expect(words.size, ids.join(', ')).toBeLessThanOrEqual(1);
      }
    }
  });

  it('the ICU English of the queue badges writes what the SDK writes', async () => {
    const { setupI18n } = await import('@lingui/core');
    const i18n = setupI18n({
      locale: 'en',
      messages: { en: Object.fromEntries(Object.entries(en).map(([k, v]) => [k, compileMessage(v)])) },
    });
    for (const n of [0, 1, 2, 1234])
      expect(i18n._('queues.redemptionsPending', { n })).toBe(
        catalogue.queues.redemptionsPending(n).replace('1234', '1,234'),
      );
    for (const [p, f] of [
      [1, 0],
      [2, 1],
      [0, 3],
    ])
      expect(i18n._('queues.reviewsWaiting', { pending: p, flags: f })).toBe(
        catalogue.queues.reviewsWaiting(p, f),
      );
  });
});
