import { cleanup, screen, within } from '@testing-library/react';
import { DEBOUNCE_MS } from '@marketplace-admin/sdk';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupIcons } from '../../app/icons';
import { currentUrl, fakeServer, renderScreen, typeIntoSearch } from '../../test/renderScreen';
import AppointmentsScreen from './index';

beforeAll(async () => {
  await setupIcons();
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const clients = () => within(screen.getByRole('tabpanel')).queryAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('appointments search (spec §2, §9: 500 ms)', () => {
  it('filters the sample rows 500 ms after the last keystroke', async () => {
    renderScreen(<AppointmentsScreen />, { server: fakeServer(), path: '/appointments' });
    expect(clients()).toHaveLength(8);
    // service 'Plumbing' and vendor "Joe's Plumbing Co.": rows 1 and 7
    await typeIntoSearch(screen.getByRole('searchbox', { name: 'Search appointments...' }), 'PLUMB', DEBOUNCE_MS.appointments, {
      notYet: () => {
        expect(clients()).toHaveLength(8);
        expect(currentUrl().searchParams.get('q')).toBeNull();
      },
      applied: () => {
        expect(clients()).toEqual(['Alice Johnson', 'Grace Chen']);
        expect(currentUrl().searchParams.get('q')).toBe('PLUMB');
      },
    });
  });
});
