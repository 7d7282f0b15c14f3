import { cleanup, screen, waitFor } from '@testing-library/react';
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

/** The Name cells top to bottom (the grid draws only the rows in view; a page of a few fits). */
const names = () =>
  [
    ...screen
      .getByRole('grid', { name: 'Clients' })
      .closest('.mpa-grid-body')!
      .querySelectorAll('.bp6-table-cell-client .bp6-table-cell-col-0'),
  ]
    .sort((a, b) => rowOf(a) - rowOf(b))
    .map((c) => c.textContent);
const rowOf = (cell: Element) => Number(/bp6-table-cell-row-(\d+)/.exec(cell.className)?.[1]);
const shown = () => screen.getByText(/^Showing \d+ of \d+ clients$/).textContent;

describe('clients search (spec §9: 500 ms)', () => {
  it('filters the sample rows 500 ms after the last keystroke', async () => {
    renderScreen(<ClientsScreen />, { server: fakeServer(), path: '/clients' });
    expect(shown()).toBe('Showing 6 of 6 clients');
    await waitFor(() => expect(names().length).toBeGreaterThan(0)); // the grid draws its rows once its Table's code has loaded
    await typeIntoSearch(
      screen.getByRole('searchbox', { name: 'Search clients...' }),
      'miller',
      DEBOUNCE_MS.clients,
      {
        notYet: () => {
          expect(shown()).toBe('Showing 6 of 6 clients');
          expect(currentUrl().searchParams.get('q')).toBeNull();
        },
        applied: () => {
          expect(shown()).toBe('Showing 1 of 6 clients');
          expect(names()).toEqual(['Frank Miller']);
          expect(currentUrl().searchParams.get('q')).toBe('miller');
        },
      },
    );
  });
});
