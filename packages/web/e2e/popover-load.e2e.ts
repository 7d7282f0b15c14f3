// A popover whose code does not come (the network) says so and can be tried again (issue 38 point 6): its code is
// a chunk of its own (src/components/popover), loaded when one is first about to open.
import { describe, expect, it } from 'vitest';
import { openSignedIn, toast, useStack } from './harness';

const stack = useStack();

describe("a popover's code that does not load", () => {
  it('the click says so; Try again, once the network is back, opens it', async () => {
    const page = await openSignedIn(stack, '/settings');
    await page.route('**/assets/popover-*.js', (route) => route.abort());
    const bell = page.getByRole('button', { name: 'Notifications' });
    await bell.click();
    const failed = toast(page, 'This could not be opened: the panel could not load it.');
    await failed.waitFor();
    expect(await page.getByText('No new notifications').count()).toBe(0);

    await page.unroute('**/assets/popover-*.js');
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('No new notifications').waitFor();
    expect(await bell.getAttribute('aria-expanded')).toBe('true');
  });

  it("says so in the panel's language", async () => {
    const page = await openSignedIn(stack, '/settings');
    await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ language: 'de' })));
    await page.reload();
    await page.getByRole('heading', { name: 'Einstellungen', level: 1 }).waitFor();
    await page.route('**/assets/popover-*.js', (route) => route.abort());
    await page.getByRole('button', { name: 'Benachrichtigungen' }).click();
    const failed = toast(page, 'Konnte nicht geöffnet werden');
    await failed.getByRole('button', { name: 'Erneut versuchen' }).waitFor();
    await page.evaluate(() => localStorage.removeItem('settings'));
  });
});
