// @vitest-environment node
// The dark theme's rules live in their own stylesheet (vite.darktheme.ts): a light page neither downloads nor
// parses them. Checked on the build, as the size budget is, and on the splitting itself.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootEntryList, DEFAULT_DIST, KB } from '../../../tools/bench/bundle-size.mjs';
import { splitDarkRules } from '../vite.darktheme';

const dist = process.env.MPA_WEB_DIST || DEFAULT_DIST;

describe('the dark theme stylesheet', () => {
  it('splits selector lists and keeps at-rules around what each side keeps', () => {
    const css =
      '.a{color:red}.bp6-dark .a,.b{color:blue}@media (min-width:1px){.bp6-dark .c{color:green}.d{margin:0}}@keyframes k{0%{opacity:0}to{opacity:1}}';
    const [light, dark] = splitDarkRules(css);
    expect(light).toBe(
      '.a{color:red}.b{color:blue}@media (min-width:1px){.d{margin:0}}@keyframes k{0%{opacity:0}to{opacity:1}}',
    );
    expect(dark).toBe('.bp6-dark .a{color:blue}@media (min-width:1px){.bp6-dark .c{color:green}}');
  });

  it("the build's entry stylesheet has no dark rule, and index.html's boot script names the one that has them all", () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const entries = bootEntryList(html);
    const light = entries.find(([how]) => how === 'stylesheet')![1];
    const dark = entries.find(([how]) => how === 'dark')![1];
    expect(existsSync(join(dist, dark))).toBe(true);
    const lightCss = readFileSync(join(dist, light), 'utf8');
    const darkCss = readFileSync(join(dist, dark), 'utf8');
    expect(lightCss).not.toContain('.bp6-dark');
    expect(darkCss.length).toBeGreaterThan(50 * KB);
    // every selector of the dark sheet is under .bp6-dark
    const selectors = [...darkCss.replace(/@[^{]+\{/g, '').matchAll(/([^{}]+)\{[^{}]*\}/g)].flatMap((m) =>
      m[1].split(','),
    );
    expect(selectors.length).toBeGreaterThan(100);
    expect(selectors.filter((s) => !s.includes('.bp6-dark'))).toEqual([]);
  });
});
