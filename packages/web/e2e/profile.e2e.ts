import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, openSignedIn, useStack } from './harness';

const stack = useStack();

async function profilePage(): Promise<Page> {
  const page = await openSignedIn(stack, '/profile');
  await page.getByRole('heading', { name: 'My Profile', level: 1 }).waitFor();
  return page;
}

const toast = (page: Page, text: string) => page.locator('.bp6-toast').filter({ hasText: text });

describe('my profile (spec §2 My Profile, §5 password change)', () => {
  it('Profile Details: the session username, role fixed to admin and read-only; details kept locally across a reload', async () => {
    const page = await profilePage();
    expect(await page.getByRole('tab', { name: 'Profile Details' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await page.getByLabel('Username').inputValue()).toBe(DEMO.username);
    const role = page.getByLabel('Role');
    expect(await role.inputValue()).toBe('admin');
    expect(await role.getAttribute('readonly')).not.toBeNull();
    await page.getByLabel('Full Name').fill('Dana Admin');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile saved in this browser').waitFor();
    await page.reload();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Dana Admin');
  });

  it("Security: 'New passwords do not match', then 'Password must be at least 8 characters', then success clears the form", async () => {
    const page = await profilePage();
    await page.getByRole('tab', { name: 'Security' }).click();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('security');
    await page.getByLabel('Current Password').fill('whatever1');
    await page.getByLabel('New Password', { exact: true }).fill('abcdefgh');
    await page.getByLabel('Confirm New Password').fill('abcdefgX');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await toast(page, 'New passwords do not match').waitFor();
    // short but matching
    await page.getByLabel('New Password', { exact: true }).fill('short7!');
    await page.getByLabel('Confirm New Password').fill('short7!');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await toast(page, 'Password must be at least 8 characters').waitFor();
    expect(await page.getByLabel('New Password', { exact: true }).inputValue()).toBe('short7!'); // kept
    // exactly 8 characters: accepted
    await page.getByLabel('New Password', { exact: true }).fill('eight8!!');
    await page.getByLabel('Confirm New Password').fill('eight8!!');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await toast(page, 'Password changed locally (not sent to the server)').waitFor();
    expect(await page.getByLabel('New Password', { exact: true }).inputValue()).toBe('');
    // the tab survives a reload (URL state)
    await page.reload();
    expect(await page.getByRole('tab', { name: 'Security' }).getAttribute('aria-selected')).toBe('true');
  });
});
