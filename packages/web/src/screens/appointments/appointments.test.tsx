import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEBOUNCE_MS } from '@marketplace-admin/sdk';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupIcons } from '../../app/icons';
import { currentUrl, fakeServer, renderScreen, typeIntoSearch } from '../../test/renderScreen';
import AppointmentsScreen from './index';
import { setLanguage } from '../../i18n';
import { watchToasts } from '../../test/renderScreen';

beforeAll(async () => {
  await setupIcons();
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

/** The Client cells of the tab shown, top to bottom (the grid draws only the rows in view; a few fit). */
const clients = () =>
  [
    ...within(screen.getByRole('tabpanel'))
      .getByRole('grid')
      .closest('.mpa-grid-body')!
      .querySelectorAll('.bp6-table-cell-client .bp6-table-cell-col-0'),
  ]
    .sort((a, b) => rowOf(a) - rowOf(b))
    .map((c) => c.textContent);
const rowOf = (cell: Element) => Number(/bp6-table-cell-row-(\d+)/.exec(cell.className)?.[1]);
const shown = () => screen.getByText(/^Showing \d+ of \d+ appointments$/).textContent;

describe('appointments search (spec §2, §9: 500 ms)', () => {
  it('filters the sample rows 500 ms after the last keystroke', async () => {
    renderScreen(<AppointmentsScreen />, { server: fakeServer(), path: '/appointments' });
    expect(shown()).toBe('Showing 8 of 8 appointments');
    await waitFor(() => expect(clients().length).toBeGreaterThan(0)); // the grid draws its rows once its Table's code has loaded
    // service 'Plumbing' and vendor "Joe's Plumbing Co.": rows 1 and 7
    await typeIntoSearch(
      screen.getByRole('searchbox', { name: 'Search appointments...' }),
      'PLUMB',
      DEBOUNCE_MS.appointments,
      {
        notYet: () => {
          expect(shown()).toBe('Showing 8 of 8 appointments');
          expect(currentUrl().searchParams.get('q')).toBeNull();
        },
        applied: () => {
          expect(shown()).toBe('Showing 2 of 8 appointments');
          expect(clients()).toEqual(['Alice Johnson', 'Grace Chen']);
          expect(currentUrl().searchParams.get('q')).toBe('PLUMB');
        },
      },
    );
  });
});

describe('appointments status filter (spec §2)', () => {
  const filter = () => screen.getByRole('combobox', { name: 'Filter by status' }) as HTMLSelectElement;
  const showing = () => filter().options[filter().selectedIndex]?.textContent;

  it("reads 'Filter by status' until a status is chosen, then the status; All Status is one of its options", async () => {
    renderScreen(<AppointmentsScreen />, { server: fakeServer(), path: '/appointments' });
    expect(showing()).toBe('Filter by status');
    expect(shown()).toBe('Showing 8 of 8 appointments');
    expect([...filter().options].filter((o) => !o.disabled).map((o) => o.textContent)).toEqual([
      'All Status',
      'Upcoming',
      'Completed',
      'Canceled',
    ]);
    fireEvent.change(filter(), { target: { value: 'canceled' } });
    await waitFor(() => expect(showing()).toBe('Canceled'));
    expect(currentUrl().searchParams.get('status')).toBe('canceled');
    fireEvent.change(filter(), { target: { value: 'all' } });
    await waitFor(() => expect(showing()).toBe('All Status'));
    expect(shown()).toBe('Showing 8 of 8 appointments');
  });
});

describe('appointments in German', () => {
  // the dialog's code (a lazy chunk with the date picker) loaded first: on a loaded machine its transform alone took
  // longer than a find's wait; the test is about its words
  beforeAll(() => import('./NewAppointmentDialog'), 60_000);
  afterEach(() => setLanguage('en'));

  it("shows the title, the tabs, the dialog's labels and its validation toast in German", async () => {
    await setLanguage('de');
    const toasts = watchToasts();
    renderScreen(<AppointmentsScreen />, { server: fakeServer(), path: '/appointments' });
    expect(screen.getByRole('heading', { level: 1, name: 'Termine' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Anstehend' })).toBeTruthy();
    expect(screen.getByText('8 von 8 Terminen')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Neuer Termin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuen Termin anlegen' });
    expect(within(dialog).getByLabelText('Kunde')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Termin anlegen' }));
    await waitFor(() =>
      expect(toasts.shown()).toEqual([{ message: 'Bitte füllen Sie alle Felder aus', intent: 'danger' }]),
    );
  });
});
