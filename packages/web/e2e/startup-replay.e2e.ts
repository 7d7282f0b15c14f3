// Nothing lost while the app starts (issue 38 point 1): a route's page shows its prerendered frame before the
// app's code has come (a slow phone); what the user does on it then is done once the app has taken over. Here the
// app's code is held back (every /assets/ request waits) until the test lets it through.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdAppCode, openSignedIn, useStack, FRAME } from './harness';

const stack = useStack();

/** A signed-in tab opening `path` with the app's code held back: its frame shows, the app does not run. */
async function openHeld(path: string): Promise<{ page: Page; release(): Promise<void> }> {
  const page = await openSignedIn(stack, '/settings');
  const release = await holdAppCode(page);
  // the load event would wait for the held code
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await frame(page).getByRole('heading', { level: 1 }).waitFor();
  return { page, release };
}

const frame = (page: Page) => page.locator(FRAME);

/** Lets the app's code through and waits until the app has replaced the frame. */
async function takeOver(page: Page, release: () => Promise<void>): Promise<void> {
  expect(await frame(page).count()).toBe(1); // what was done so far was done on the frame
  await release();
  await frame(page).waitFor({ state: 'detached' });
}

describe('before the app has taken the frame over', () => {
  it("a click on 'New Appointment' opens its dialog once the app is up, once", async () => {
    const { page, release } = await openHeld('/appointments');
    await frame(page).getByRole('button', { name: 'New Appointment' }).click();
    await takeOver(page, release);
    await page.getByRole('dialog', { name: 'Create New Appointment' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
  });

  it("a click on a list's first control (the frame draws no rows: the grid's Columns) opens the column chooser", async () => {
    const { page, release } = await openHeld('/vendors');
    await frame(page).getByRole('button', { name: 'Columns' }).click();
    await takeOver(page, release);
    await page.locator('.mpa-grid-chooser').waitFor();
    expect(await page.locator('.mpa-grid-chooser').count()).toBe(1);
  });

  it("a click on a list's tab, and Enter on another one, select the last once the app is up", async () => {
    const { page, release } = await openHeld('/redemptions');
    await frame(page).getByRole('tab', { name: 'Approved' }).click();
    await frame(page).getByRole('tab', { name: 'Rejected' }).focus();
    await page.keyboard.press('Enter');
    await takeOver(page, release);
    const rejected = page.getByRole('tab', { name: 'Rejected' });
    await expect.poll(() => rejected.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tab', { name: 'Approved' }).getAttribute('aria-selected')).toBe('false');
    expect(await rejected.evaluate((tab) => tab === document.activeElement)).toBe(true);
  });

  it('Enter on the focused primary button and Space on the focused sidebar toggle act once the app is up', async () => {
    const { page, release } = await openHeld('/appointments');
    await frame(page).getByRole('button', { name: 'Toggle sidebar' }).focus();
    await page.keyboard.press('Space');
    await frame(page).getByRole('button', { name: 'New Appointment' }).focus();
    await page.keyboard.press('Enter');
    await takeOver(page, release);
    await page.getByRole('dialog', { name: 'Create New Appointment' }).waitFor();
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await page.context().clearCookies({ name: 'sidebar_state' });
  });

  it('a click on the sidebar toggle collapses the sidebar once the app is up (toggled once, not back)', async () => {
    const { page, release } = await openHeld('/vendors');
    await frame(page).getByRole('button', { name: 'Toggle sidebar' }).click();
    await takeOver(page, release);
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    // the app's own state, kept for the next visit
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    // nothing left to replay: a second click would have opened it again
    expect(
      await page.evaluate(
        () => (window as unknown as { __mpaEarly?: { clicks: unknown[] } }).__mpaEarly?.clicks.length,
      ),
    ).toBe(0);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.context().clearCookies({ name: 'sidebar_state' });
  });

  it('text typed into the search box stays there, with the focus and the caret, and searches', async () => {
    const { page, release } = await openHeld('/vendors');
    await frame(page).getByRole('searchbox', { name: 'Search vendors...' }).click();
    await page.keyboard.type('zzq');
    await takeOver(page, release);
    const search = page.getByRole('searchbox', { name: 'Search vendors...' });
    expect(await search.inputValue()).toBe('zzq');
    expect(await search.evaluate((e) => e === document.activeElement)).toBe(true);
    // typing goes on where it stopped
    await page.keyboard.type('x');
    expect(await search.inputValue()).toBe('zzqx');
    // the app took the text as typed: its search goes into the URL after the debounce
    await page.waitForURL((u) => u.searchParams.get('q') === 'zzqx');
  });

  it('a choice made in a select stays chosen once the app is up', async () => {
    const { page, release } = await openHeld('/appointments');
    await frame(page)
      .getByRole('combobox', { name: 'Filter by status' })
      .selectOption({ label: 'Completed' });
    await takeOver(page, release);
    const filter = page.getByRole('combobox', { name: 'Filter by status' });
    await expect
      .poll(async () => (await filter.locator('option:checked').textContent())?.trim())
      .toBe('Completed');
    // the screen took it: the two completed appointments of eight
    await page.getByText('Showing 2 of 8 appointments').waitFor();
  });

  it("the frame's links work as links, and are not done again by the app", async () => {
    const { page } = await openHeld('/vendors');
    await frame(page)
      .getByRole('navigation', { name: 'Sidebar' })
      .getByRole('link', { name: 'Shops' })
      .click();
    await page.waitForURL((u) => u.pathname === '/shops');
    await frame(page).getByRole('heading', { name: 'Shops', level: 1 }).waitFor();
  });
});
