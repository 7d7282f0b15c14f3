import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSignedIn, useStack } from './harness';

const stack = useStack();

async function settingsPage(): Promise<Page> {
  const page = await openSignedIn(stack, '/settings');
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  return page;
}

const isDark = (page: Page) => page.evaluate(() => document.body.classList.contains('bp6-dark'));
const checked = (page: Page, label: string) => page.getByRole('checkbox', { name: label }).isChecked();

describe('settings (spec §2/§3 Settings, local only)', () => {
  it('dark mode applies the Blueprint dark theme to the whole panel at once and survives a reload and other screens', async () => {
    const page = await settingsPage();
    expect(await isDark(page)).toBe(false);
    // a light panel has not loaded the dark theme's rules (their own stylesheet)
    const darkSheets = () =>
      page.evaluate(() => document.querySelectorAll('link[rel="stylesheet"][href*="/assets/dark-"]').length);
    expect(await darkSheets()).toBe(0);
    const cardBg = () =>
      page
        .locator('.bp6-card')
        .first()
        .evaluate((e) => getComputedStyle(e).backgroundColor);
    const lightCard = await cardBg();
    await page.locator('label').filter({ hasText: 'Dark Mode' }).click();
    expect(await isDark(page)).toBe(true);
    expect(await darkSheets()).toBe(1);
    // the whole panel: the sidebar and the header draw dark too (once the theme's stylesheet is in)
    await expect
      .poll(() => page.locator('body').evaluate((e) => getComputedStyle(e).backgroundColor))
      .toBe('rgb(28, 33, 39)');
    // Blueprint's own components too: their dark rules came with it
    expect(await cardBg()).not.toBe(lightCard);
    await page.reload();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(await isDark(page)).toBe(true);
    expect(await checked(page, 'Dark Mode')).toBe(true);
    await page.goto('/appointments');
    await page.getByRole('heading', { name: 'Appointments', level: 1 }).waitFor();
    expect(await isDark(page)).toBe(true);
    await page.goto('/settings');
    await page.locator('label').filter({ hasText: 'Dark Mode' }).click();
    expect(await isDark(page)).toBe(false);
    await page.reload();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(await isDark(page)).toBe(false);
  });

  it('the four notification switches, marketing emails, language and timezone persist across a reload', async () => {
    const page = await settingsPage();
    const before = {
      email: await checked(page, 'Email Notifications'),
      sms: await checked(page, 'SMS Notifications'),
      reminders: await checked(page, 'Appointment Reminders'),
      updates: await checked(page, 'System Updates'),
      marketing: await checked(page, 'Marketing Emails'),
    };
    for (const label of [
      'Email Notifications',
      'SMS Notifications',
      'Appointment Reminders',
      'System Updates',
      'Marketing Emails',
    ]) {
      await page.getByText(label).click();
    }
    const langs = await page
      .getByLabel('Language', { exact: true })
      .locator('option')
      .evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value));
    expect(langs).toEqual(['en', 'es', 'fr', 'de']);
    const zones = await page
      .getByLabel('Timezone')
      .locator('option')
      .evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value));
    expect(zones).toEqual(['UTC-8', 'UTC-7', 'UTC-6', 'UTC-5', 'UTC+0', 'UTC+1']);
    await page.reload();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(await checked(page, 'Email Notifications')).toBe(!before.email);
    expect(await checked(page, 'SMS Notifications')).toBe(!before.sms);
    expect(await checked(page, 'Appointment Reminders')).toBe(!before.reminders);
    expect(await checked(page, 'System Updates')).toBe(!before.updates);
    expect(await checked(page, 'Marketing Emails')).toBe(!before.marketing);

    // the language applies at once (the screen's words are French), and both choices survive a reload
    await page.getByLabel('Language', { exact: true }).selectOption('fr');
    await page.getByRole('heading', { name: 'Paramètres', level: 1 }).waitFor();
    await page.getByLabel('Fuseau horaire').selectOption('UTC-5');
    await page.reload();
    await page.getByRole('heading', { name: 'Paramètres', level: 1 }).waitFor();
    expect(await page.locator('#settings-language').inputValue()).toBe('fr');
    expect(await page.locator('#settings-timezone').inputValue()).toBe('UTC-5');
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('settings'))) ?? '{}');
    expect(stored).toMatchObject({ language: 'fr', timezone: 'UTC-5', marketingEmails: !before.marketing });
  });
});
