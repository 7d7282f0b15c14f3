import { cleanup, screen } from '@testing-library/react';
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
import VendorsServicesScreen from './index';

beforeAll(async () => {
  await setupIcons();
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const LIST = '/VenderServices/v1';

describe('vendor services search (spec §9: 500 ms)', () => {
  it('asks the server 500 ms after the last keystroke, once, for what was typed', async () => {
    const server = fakeServer(({ url }) =>
      url.pathname === LIST
        ? page([
            {
              id: 1,
              venderName: 'Asha Rao',
              vMobile: '9000000101',
              serviceName: 'Tap Repair',
              servicesId: 2,
              serviceRates: 300,
              isActive: true,
            },
          ])
        : undefined,
    );
    renderScreen(<VendorsServicesScreen />, { server, path: '/vendors-services' });
    await screen.findByText('Asha Rao');
    await typeIntoSearch(
      screen.getByRole('searchbox', { name: 'Search vendor services...' }),
      'tap',
      DEBOUNCE_MS.vendorServices,
      {
        notYet: () => {
          expect(searchesTo(server, LIST)).toEqual([]);
          expect(currentUrl().searchParams.get('q')).toBeNull();
        },
        applied: () => {
          expect(currentUrl().searchParams.get('q')).toBe('tap');
          expect(searchesTo(server, LIST)).toEqual(['tap']);
        },
      },
    );
  });
});
