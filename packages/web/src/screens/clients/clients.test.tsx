import { cleanup, screen, within } from '@testing-library/react';
import { DEBOUNCE_MS } from '@marketplace-admin/sdk';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupIcons } from '../../app/icons';
import { currentUrl, fakeServer, renderScreen, typeIntoSearch } from '../../test/renderScreen';
import ClientsScreen from './index';

beforeAll(async () => {
  await setupIcons();
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const names = () => within(screen.getByRole('table', { name: 'Clients' })).queryAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('clients search (spec §9: 500 ms)', () => {
  it('filters the sample rows 500 ms after the last keystroke', async () => {
    renderScreen(<ClientsScreen />, { server: fakeServer(), path: '/clients' });
    expect(names()).toHaveLength(6);
    await typeIntoSearch(screen.getByRole('searchbox', { name: 'Search clients...' }), 'miller', DEBOUNCE_MS.clients, {
      notYet: () => {
        expect(names()).toHaveLength(6);
        expect(currentUrl().searchParams.get('q')).toBeNull();
      },
      applied: () => {
        expect(names()).toEqual(['Frank Miller']);
        expect(currentUrl().searchParams.get('q')).toBe('miller');
      },
    });
  });
});
