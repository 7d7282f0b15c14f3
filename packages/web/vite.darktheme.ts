// The dark theme's rules in a stylesheet of their own: Blueprint's `.bp6-dark` rules are over a fifth of the
// entry's stylesheet, and every light page parsed them and matched them in each restyle (Lighthouse's phone: about
// 100 ms of blocking time on a list). After the build, the entry's stylesheet loses every selector under
// `.bp6-dark`, those go to `assets/dark-<hash>.css`, and index.html's boot script (vite.config.ts) is told its
// name: it adds it with the entry's when the settings say dark, and `applyDarkMode` (src/app/Root.tsx) when the
// theme is switched on.
import postcss from 'postcss';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { writeWithCompressed } from '../../tools/precompress.mjs';

type Chunk = { type: 'chunk'; isEntry: boolean; viteMetadata?: { importedCss?: Set<string> } };

const DARK = /\.bp6-dark\b/;

/** The stylesheet's rules split: [without the dark theme's selectors, only those]. */
export function splitDarkRules(css: string): [string, string] {
  const light = postcss.parse(css);
  const dark = light.clone();
  light.walkRules((rule) => {
    const keep = rule.selectors.filter((s) => !DARK.test(s));
    if (keep.length === 0) rule.remove();
    else if (keep.length < rule.selectors.length) rule.selectors = keep;
  });
  // what is not a rule (@font-face, @keyframes) stays in the light sheet only
  dark.walkAtRules((at) => {
    if (/keyframes$|^font-face$/i.test(at.name)) at.remove();
  });
  dark.walkRules((rule) => {
    const keep = rule.selectors.filter((s) => DARK.test(s));
    if (keep.length === 0) rule.remove();
    else if (keep.length < rule.selectors.length) rule.selectors = keep;
  });
  for (const root of [light, dark]) {
    root.walkAtRules((at) => {
      if (at.nodes && at.nodes.length === 0) at.remove();
    });
  }
  return [light.toString(), dark.toString()];
}

export function darkThemeStylesheet(): Plugin {
  let outDir = '';
  return {
    name: 'mpa-dark-theme-stylesheet',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // once the other plugins have written their files (precompress: the stylesheet's .br/.gz, written again here),
    // and before the frames' pages are made from index.html (vite.prerender.ts, also sequential, after this one)
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(_options, bundle) {
        const entry = Object.values(bundle).find(
          (c) => c.type === 'chunk' && (c as unknown as Chunk).isEntry,
        ) as unknown as Chunk | undefined;
        const [cssFile] = entry?.viteMetadata?.importedCss ?? [];
        if (!cssFile) return; // a build without an entry stylesheet (not this app's)
        const [light, dark] = splitDarkRules(await readFile(join(outDir, cssFile), 'utf8'));
        const darkFile = `assets/dark-${createHash('sha256').update(dark).digest('base64url').slice(0, 8)}.css`;
        const indexFile = join(outDir, 'index.html');
        const html = await readFile(indexFile, 'utf8');
        const list = /\bvar E = (\[[^\n]*\]);/.exec(html);
        if (!list) throw new Error("dark theme: index.html has no boot script's entry list (var E)");
        const entries = [...(JSON.parse(list[1]) as [string, string][]), ['dark', darkFile]];
        await writeWithCompressed(join(outDir, cssFile), light);
        await writeWithCompressed(join(outDir, darkFile), dark);
        await writeWithCompressed(indexFile, html.replace(list[0], `var E = ${JSON.stringify(entries)};`));
      },
    },
  };
}
