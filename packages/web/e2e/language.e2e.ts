// Issue 27: the language chosen in Settings applies at once, without a reload: the shell's and the screen's words,
// the document title and <html lang>; its catalogue costs one request (≤ 15 KB gzip), English none.
import { describe, expect, it } from 'vitest';
import { openSignedIn, useStack } from './harness';

const stack = useStack();

describe('language (issue 27)', () => {
  it('German applies at once (shell, screen, title, <html lang>) with one request for its catalogue; English comes back without one', async () => {
    const page = await openSignedIn(stack, '/settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    const catalogues: { url: string; bytes: number }[] = [];
    page.on('response', async (res) => {
      if (/\/assets\/messages-\w+-[\w-]+\.js$/.test(new URL(res.url()).pathname))
        catalogues.push({ url: res.url(), bytes: (await res.body()).length });
    });

    await page.locator('#settings-language').selectOption('de');
    await page.getByRole('heading', { name: 'Einstellungen', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await expect.poll(() => page.title()).toBe('Einstellungen | Mein Admin');
    const sidebar = page.getByRole('navigation', { name: 'Seitenleiste' });
    await sidebar.getByRole('link', { name: 'Einlösungen' }).waitFor();
    await page.getByText('Sprache & Region').waitFor();
    expect(catalogues.map((c) => c.url)).toEqual([expect.stringMatching(/messages-de-/)]);

    // another screen, reached without a reload: its title and the grid's headers in German
    await sidebar.getByRole('link', { name: 'Einlösungen' }).click();
    await page.locator('.bp6-table-column-name[title="Angefragt"]').first().waitFor({ state: 'attached' });
    await expect.poll(() => page.title()).toBe('Einlösungsanfragen | Mein Admin');

    await page.locator('a[href="/settings"]').first().click();
    await page.locator('#settings-language').selectOption('en');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(catalogues).toHaveLength(1);
  });

  it('each catalogue is at most 15 KB gzip', async () => {
    const { gzipSync } = await import('node:zlib');
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { WEB_DIST } = await import('./harness');
    const files = readdirSync(join(WEB_DIST, 'assets')).filter((f) => /^messages-(es|fr|de)-.*\.js$/.test(f));
    expect(files).toHaveLength(3);
    for (const f of files)
      expect(gzipSync(readFileSync(join(WEB_DIST, 'assets', f)), { level: 9 }).length, f).toBeLessThanOrEqual(
        15 * 1024,
      );
  });
});
