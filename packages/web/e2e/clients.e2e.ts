import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { grid } from './grid';
import { columnWidth, fit, headers, resetColumns, resizeColumn, toggleColumn } from './gridTasks';
import { openSignedIn, toast, useStack } from './harness';

const stack = useStack();

async function clientsPage(): Promise<Page> {
  const page = await openSignedIn(stack, '/clients');
  await page.getByRole('heading', { name: 'Clients', level: 1 }).waitFor();
  return page;
}

const table = (page: Page) => grid(page, 'Clients');
const names = (page: Page) => table(page).column('Name');

describe('clients (spec §2 Clients, §5)', () => {
  // the 500 ms wait itself: src/screens/clients/clients.test.tsx
  it('sample rows; search (any case, name or email) combined with the status filter; state in the URL', async () => {
    const page = await clientsPage();
    await expect.poll(() => names(page)).toHaveLength(6);
    await page.getByPlaceholder('Search clients...').fill('miller');
    await expect.poll(() => names(page)).toEqual(['Frank Miller']);
    await page.getByPlaceholder('Search clients...').fill('EXAMPLE.COM');
    await expect.poll(() => names(page)).toHaveLength(6);
    await page.getByPlaceholder('Search clients...').fill('');
    await page.getByLabel('Filter by status').selectOption('inactive');
    await expect.poll(() => names(page)).toEqual(['David Lee', 'Frank Miller']);
    await page.getByLabel('Filter by status').selectOption('active');
    await expect
      .poll(() => names(page))
      .toEqual(['Alice Johnson', 'Brian Smith', 'Carla Gomez', 'Emma Wilson']);
    await page.getByPlaceholder('Search clients...').fill('david');
    await page.getByText('No clients found').waitFor();
    await page.reload();
    await page.getByText('No clients found').waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('active');
  });

  it("the add dialog requires name, email and phone ('Please fill all required fields'); nothing is saved", async () => {
    const page = await clientsPage();
    await page.getByRole('button', { name: 'Add Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Client' });
    await dialog.getByLabel('Name').fill('New Person');
    await dialog.getByLabel('Email').fill('new@example.com');
    await dialog.getByRole('button', { name: 'Add Client' }).click();
    await toast(page, 'Please fill all required fields').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Name').inputValue()).toBe('New Person');
    await dialog.getByLabel('Phone').fill('9000011111');
    await dialog.getByRole('button', { name: 'Add Client' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await names(page)).toHaveLength(6);
    expect(await names(page)).not.toContain('New Person');
  });

  it('fits 1280×800 with the sidebar open; columns: a resized one and a hidden one are kept over a reload, "Reset columns" brings both back', async () => {
    const page = await clientsPage();
    const g = table(page);
    await expect.poll(() => names(page)).toHaveLength(6);
    expect(await fit(page, g, ['Name', 'Status'])).toEqual({ pageScrollsSideways: false, outOfView: [] });
    const before = await columnWidth(g, 'Email');
    await resizeColumn(page, g, 'Email', 80);
    await expect.poll(() => columnWidth(g, 'Email')).toBeGreaterThan(before + 60);
    await toggleColumn(page, 'Phone');
    await expect.poll(() => headers(g)).not.toContain('Phone');

    await page.reload();
    await expect.poll(() => names(page)).toHaveLength(6);
    expect(await headers(g)).not.toContain('Phone');
    expect(await columnWidth(g, 'Email')).toBeGreaterThan(before + 60);

    await resetColumns(page);
    await expect
      .poll(() => headers(g))
      .toEqual(['Name', 'Email', 'Phone', 'Appointments', 'Joined', 'Status']);
    await expect.poll(() => columnWidth(g, 'Email')).toBeLessThan(before + 5);
  });
});
