// The panel's words in the language chosen in Settings, by message id: the SDK's texts by their catalogue id,
// the panel's own by 'ui.<area>.<key>' (messages/en.json), compiled at build time (vite.messages.ts). English
// comes with the code that shows it; Spanish, French and German are one chunk each, fetched when chosen.
import { setupI18n, type Messages } from '@lingui/core';
import { catalogue, isMpaError, messageIdOf, type MessageId } from '@marketplace-admin/sdk';
import { useSyncExternalStore } from 'react';
import type { Language } from '../hooks/useSettings';
import navigation from 'virtual:messages/en/nav';
import titles from 'virtual:messages/en/titles';
import type english from './messages/en.json';

/** A message id: an SDK catalogue text's or the panel's own. */
export type Id = MessageId | keyof typeof english;
type Values = Record<string, string | number>;
/** Translates a message id, with its placeholders' values. */
export type Translate = (id: Id, values?: Values) => string;

const i18n = setupI18n();
// the panel's English messages; the SDK's English is read from its catalogue when shown
const en: Messages = {};
i18n.load('en', {});
i18n.activate('en');

/** The SDK catalogue's English text of `id` ('featuredAds.deleted'), as a compiled message. */
function sdkEnglish(id: string): Messages[string] | undefined {
  let node: unknown = catalogue;
  for (const key of id.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return typeof node === 'string' ? [node] : undefined;
}
// the sidebar's and the document titles' words: every route shows them
registerEnglish(navigation);
registerEnglish(titles);

/** Adds an area's English words ('virtual:messages/en/<area>', imported by the module that shows them). */
export function registerEnglish(messages: Messages): void {
  Object.assign(en, messages);
  i18n.load('en', messages);
}

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages }>> = {
  es: () => import('virtual:messages/es'),
  fr: () => import('virtual:messages/fr'),
  de: () => import('virtual:messages/de'),
};

// a message the current language lacks falls back to English
const make = (): Translate => (id, values) =>
  i18n._(id, values, { message: (en[id] ?? sdkEnglish(id)) as unknown as string });
let translate: Translate = make();
i18n.on('change', () => {
  translate = make();
});

let wanted: Language = 'en';
/** Switches the panel's language (fetched the first time; the last one asked for wins) and `<html lang>`. */
export async function setLanguage(language: Language): Promise<void> {
  wanted = language;
  if (language !== 'en' && !(language in loadedLanguages)) {
    const messages = (await loaders[language]()).default;
    loadedLanguages[language] = true;
    i18n.load(language, messages);
  }
  if (wanted !== language) return;
  if (i18n.locale !== language) i18n.activate(language);
  document.documentElement.lang = language;
}
const loadedLanguages: Partial<Record<Language, true>> = {};

/** The language the panel is drawn in now ('en', 'de'...). */
export const currentLanguage = (): string => i18n.locale;

/** The current translator, outside React (toasts, document titles). */
export const t: Translate = (id, values) => translate(id, values);

/** What went wrong: an SDK error's text by its id (the server's words as they came), else `fallback`'s. */
export function errorText(error: unknown, fallback?: Id): string {
  if (isMpaError(error) && error.message)
    return error.messageId ? translate(error.messageId, undefined) : error.message;
  return fallback ? translate(fallback, undefined) : '';
}

/** An English text of the SDK's catalogue in the current language; any other text as it came. */
export function translateText(text: string): string {
  const id = messageIdOf(text);
  return id ? translate(id, undefined) : text;
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const current = () => translate;

/** The translator; the component draws again when the language changes. */
export function useT(): Translate {
  return useSyncExternalStore(subscribe, current, current);
}
