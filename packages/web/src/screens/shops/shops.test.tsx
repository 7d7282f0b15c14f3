import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { setLanguage } from '../../i18n';
import { DEBOUNCE_MS } from '@marketplace-admin/sdk';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupIcons } from '../../app/icons';
import {
  currentUrl,
  fakeServer,
  page,
  renderScreen,
  searchesTo,
  typeIntoSearch,
} from '../../test/renderScreen';
import ShopsScreen from './index';

beforeAll(async () => {
  await setupIcons();
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const LIST = '/Shops/v1';

describe('shops search (spec §9: 1000 ms)', () => {
  it('asks the server 1000 ms after the last keystroke, once, for what was typed', async () => {
    const server = fakeServer(({ url }) =>
      url.pathname === LIST
        ? page([
            {
              shopId: 1,
              shopName: 'Corner Bakery',
              shopCategory: 'Bakery',
              shopAddress: 'MG Road',
              shopPhones: ['9000000001'],
              isActive: true,
            },
          ])
        : undefined,
    );
    renderScreen(<ShopsScreen />, { server, path: '/shops' });
    await screen.findByText('Corner Bakery');
    await typeIntoSearch(
      screen.getByRole('searchbox', { name: 'Search shops...' }),
      'bakery',
      DEBOUNCE_MS.shops,
      {
        notYet: () => {
          expect(searchesTo(server, LIST)).toEqual([]);
          expect(currentUrl().searchParams.get('q')).toBeNull();
        },
        applied: () => {
          expect(currentUrl().searchParams.get('q')).toBe('bakery');
          expect(searchesTo(server, LIST)).toEqual(['bakery']);
        },
      },
    );
  });
});

describe('shops in German', () => {
  afterEach(() => setLanguage('en'));

  it("shows the title, the Add button, the form's labels and its validation in German", async () => {
    await setLanguage('de');
    renderScreen(<ShopsScreen />, { server: fakeServer(), path: '/shops' });
    expect(screen.getByRole('heading', { level: 1, name: 'Geschäfte' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Geschäft hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Geschäft hinzufügen' });
    expect(within(dialog).getByLabelText(/^Name des Geschäfts/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erstellen' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Name des Geschäfts ist erforderlich');
    expect(alert.textContent).toContain('Mindestens eine Telefonnummer ist erforderlich');
  });
});
