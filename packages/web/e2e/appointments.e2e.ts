import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { grid } from './grid';
import { columnWidth, fit, headers, resetColumns, resizeColumn, toggleColumn } from './gridTasks';
import { openSignedIn, toast, transitionsEnded, useStack } from './harness';

const stack = useStack();

async function appointmentsPage(path = '/appointments'): Promise<Page> {
  const page = await openSignedIn(stack, path);
  await page.getByRole('heading', { name: 'Appointments', level: 1 }).waitFor();
  return page;
}

/** The table of a tab (named after it). */
const table = (page: Page, tab = 'All') => grid(page, `${tab} appointments`);
const clients = (page: Page, tab = 'All') => table(page, tab).column('Client');
/** The buttons of the first row. */
const firstRowButtons = async (page: Page, tab: string) =>
  (await table(page, tab).cell('Client', (await clients(page, tab))[0], 'Actions'))
    .getByRole('button')
    .allTextContents();

describe('appointments (spec §2 Appointments, §4, §5)', () => {
  it('lists the 8 sample rows with the All columns, status badges and disabled pager', async () => {
    const page = await appointmentsPage();
    await page.getByText('Manage all appointment bookings').waitFor();
    await page.getByRole('heading', { name: 'Appointments Management' }).waitFor();
    await page.getByText('View and manage all service appointments').waitFor();
    await expect.poll(() => table(page).rowCount()).toBe(8);
    // spec §2's order, Actions last (they all fit: nothing is frozen out of it)
    expect(await headers(table(page))).toEqual([
      'Client',
      'Service',
      'Vendor',
      'Date',
      'Time',
      'Status',
      'Actions',
    ]);
    const colour = (status: string) =>
      page
        .locator(`.mpa-appt-status[data-status="${status}"]`)
        .first()
        .evaluate((e) => e.className);
    expect(await colour('upcoming')).toContain('bp6-intent-primary');
    expect(await colour('completed')).toContain('bp6-intent-success');
    expect(await colour('canceled')).toContain('bp6-intent-danger');
    // View and Edit on All rows
    expect(await firstRowButtons(page, 'All')).toEqual(['View', 'Edit']);
    await page.getByText('Showing 8 of 8 appointments').waitFor();
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
  });

  it('the dialog: validation keeps it open, success closes and resets it, Cancel only closes', async () => {
    const page = await appointmentsPage();
    await page.getByRole('button', { name: 'New Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Appointment' });
    await dialog.waitFor();
    await dialog.getByText('Enter appointment details to create a new booking.').waitFor();
    // measured once it has opened: its zoom-in overshoots on the way (caught mid-way on a busy machine)
    await transitionsEnded(page);
    expect(await dialog.evaluate((e) => e.getBoundingClientRect().width)).toBeLessThanOrEqual(425);

    // nothing filled: 'Please fill all fields', dialog stays open
    await dialog.getByRole('button', { name: 'Create Appointment' }).click();
    await toast(page, 'Please fill all fields').waitFor();
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByLabel('Client').fill('Zoe Client');
    await dialog.getByLabel('Service').selectOption('HVAC');
    await dialog.getByLabel('Vendor').selectOption('Sparkle Clean Team');
    // time slots: hourly 9:00 AM to 5:00 PM
    const slots = await dialog.getByLabel('Time').locator('option').allTextContents();
    expect(slots).toEqual([
      'Select time slot',
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
      '5:00 PM',
    ]);
    await dialog.getByLabel('Time').selectOption('3:00 PM');

    // four of five fields: still refused
    await toast(page, 'Please fill all fields').waitFor({ state: 'detached', timeout: 10_000 });
    await dialog.getByRole('button', { name: 'Create Appointment' }).click();
    await toast(page, 'Please fill all fields').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Client').inputValue()).toBe('Zoe Client');

    // the date picker
    const dateButton = dialog.getByRole('button', { name: 'Date' });
    expect(await dateButton.textContent()).toContain('Pick a date');
    await dateButton.click();
    const picker = page.locator('.bp6-datepicker');
    await picker.waitFor();
    // a day clicked while the popover still grows is missed on a busy machine
    await transitionsEnded(page);
    await picker.locator('.rdp-day:not(.rdp-day_outside)').filter({ hasText: /^15$/ }).first().click();
    await picker.waitFor({ state: 'detached' });
    expect(await dateButton.textContent()).toMatch(/15th, \d{4}/);

    await dialog.getByRole('button', { name: 'Create Appointment' }).click();
    await toast(page, 'Appointment created successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // not added to the list
    expect(await table(page).rowCount()).toBe(8);

    // reopened: the form is reset
    await page.getByRole('button', { name: 'New Appointment' }).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('Client').inputValue()).toBe('');
    expect(await dialog.getByLabel('Service').inputValue()).toBe('');
    expect(await dialog.getByLabel('Time').inputValue()).toBe('');
    expect(await dialog.getByRole('button', { name: 'Date' }).textContent()).toContain('Pick a date');

    // Cancel only closes (what was typed stays)
    await dialog.getByLabel('Client').fill('Kept');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'New Appointment' }).click();
    expect(await dialog.getByLabel('Client').inputValue()).toBe('Kept');
  });

  // the 500 ms wait itself: src/screens/appointments/appointments.test.tsx
  it('search (case-insensitive on client/service/vendor) combined with the status filter', async () => {
    const page = await appointmentsPage();
    const search = page.getByPlaceholder('Search appointments...');
    await search.fill('PLUMB'); // service 'Plumbing' and vendor "Joe's Plumbing Co.": rows 1 and 7
    await expect.poll(() => clients(page)).toEqual(['Alice Johnson', 'Grace Chen']);
    expect(new URL(page.url()).searchParams.get('q')).toBe('PLUMB');

    await page.getByLabel('Filter by status').selectOption('canceled');
    await expect.poll(() => clients(page)).toEqual(['Grace Chen']);
    await page.getByText('Showing 1 of 8 appointments').waitFor();

    // vendor match, client match
    await search.fill('bright spark');
    await page.getByLabel('Filter by status').selectOption('all');
    await expect.poll(() => clients(page)).toEqual(['Brian Smith', 'Henry Patel']);
    await search.fill('emma');
    await expect.poll(() => clients(page)).toEqual(['Emma Wilson']);
    await page.getByLabel('Filter by status').selectOption('upcoming');
    await page.getByRole('tabpanel').getByText('No appointments found').waitFor();

    // the state is in the URL: a reload keeps it
    await page.reload();
    await page.getByRole('tabpanel').getByText('No appointments found').waitFor();
    expect(await page.getByPlaceholder('Search appointments...').inputValue()).toBe('emma');
    expect(await page.getByLabel('Filter by status').inputValue()).toBe('upcoming');
  });

  it('tabs: their columns, their row actions and their empty texts', async () => {
    const page = await appointmentsPage();
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    await tab('Upcoming').click();
    await expect
      .poll(() => headers(table(page, 'Upcoming')))
      .toEqual(['Client', 'Service', 'Vendor', 'Date', 'Time', 'Actions']);
    await expect
      .poll(() => clients(page, 'Upcoming'))
      .toEqual(['Alice Johnson', 'Brian Smith', 'Carla Gomez', 'David Lee']);
    await expect.poll(() => firstRowButtons(page, 'Upcoming')).toEqual(['View', 'Edit']);
    await tab('Completed').click();
    await expect.poll(() => clients(page, 'Completed')).toEqual(['Emma Wilson', 'Frank Miller']);
    await expect.poll(() => firstRowButtons(page, 'Completed')).toEqual(['View']);
    await tab('Canceled').click();
    await expect.poll(() => clients(page, 'Canceled')).toEqual(['Grace Chen', 'Henry Patel']);
    await expect.poll(() => firstRowButtons(page, 'Canceled')).toEqual(['View']);
    await page.getByText('Showing 2 of 8 appointments').waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('canceled');

    // a search matching nothing: every tab's own empty text
    await page.getByPlaceholder('Search appointments...').fill('no such thing');
    const expected: Array<[string, string]> = [
      ['All', 'No appointments found'],
      ['Upcoming', 'No upcoming appointments found'],
      ['Completed', 'No completed appointments found'],
      ['Canceled', 'No canceled appointments found'],
    ];
    await page.getByRole('tabpanel').getByText('No canceled appointments found').waitFor();
    for (const [name, text] of expected) {
      await tab(name).click();
      await table(page, name).region.getByText(text, { exact: true }).waitFor();
      expect(await table(page, name).rowCount()).toBe(0);
    }
    await page.getByText('Showing 0 of 8 appointments').waitFor();
  });

  it('fits 1280×800 with the sidebar open; columns: a resized one and a hidden one are kept over a reload, "Reset columns" brings both back', async () => {
    const page = await appointmentsPage();
    const g = table(page);
    await expect.poll(() => g.rowCount()).toBe(8);
    expect(await fit(page, g, ['Client', 'Actions', 'Status'])).toEqual({
      pageScrollsSideways: false,
      outOfView: [],
    });
    const before = await columnWidth(g, 'Service');
    await resizeColumn(page, g, 'Service', 80);
    await expect.poll(() => columnWidth(g, 'Service')).toBeGreaterThan(before + 60);
    await toggleColumn(page, 'Vendor');
    await expect.poll(() => headers(g)).not.toContain('Vendor');

    await page.reload();
    await expect.poll(() => g.rowCount()).toBe(8);
    expect(await headers(g)).not.toContain('Vendor');
    expect(await columnWidth(g, 'Service')).toBeGreaterThan(before + 60);
    // one layout for the four tabs
    await page.getByRole('tab', { name: 'Completed', exact: true }).click();
    await expect
      .poll(() => headers(table(page, 'Completed')))
      .toEqual(['Client', 'Service', 'Date', 'Time', 'Actions']);

    await resetColumns(page);
    await expect.poll(() => headers(table(page, 'Completed'))).toContain('Vendor');
    await page.getByRole('tab', { name: 'All', exact: true }).click();
    await expect
      .poll(() => headers(g))
      .toEqual(['Client', 'Service', 'Vendor', 'Date', 'Time', 'Status', 'Actions']);
    await expect.poll(() => columnWidth(g, 'Service')).toBeLessThan(before + 5);
  });
});
