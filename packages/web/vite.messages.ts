import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The message catalogues, compiled at build time (the browser gets Lingui's compiled form and no ICU parser):
 *   import en from 'virtual:messages/en/<area>'   the English of one area ('ui.<area>.*'; 'sdk': the SDK texts
 *                                                  made from values), in the chunk of the code that shows them
 *   import('virtual:messages/<lang>')             every message of es, fr or de: one chunk, fetched when chosen
 * from src/i18n/messages/<lang>.json (flat: message id -> ICU MessageFormat).
 */
export function messages(dir: string): Plugin {
  const PREFIX = 'virtual:messages/';
  return {
    name: 'mpa-messages',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [lang, area] = id.slice(PREFIX.length + 1).split('/');
      const file = join(dir, `${lang}.json`);
      this.addWatchFile(file);
      const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const picked = Object.entries(all).filter(([k]) => area === undefined || areaOf(k) === area);
      if (area !== undefined && picked.length === 0) this.error(`${file} has no message of area '${area}'`);
      return `export default ${JSON.stringify(Object.fromEntries(picked.map(([k, v]) => [k, compileMessage(v)])))};`;
    },
  };
}

/** 'ui.settings.title' -> 'settings'; any other id (the SDK's texts made from values) -> 'sdk'. */
const areaOf = (id: string): string => (id.startsWith('ui.') ? id.split('.')[1] : 'sdk');
