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
import ReferralCodesScreen from './index';

beforeAll(async () => {
  await setupIcons();
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const LIST = '/Referral/v1/all-referral-codes';

describe('referral codes search (spec §9: 500 ms)', () => {
  it('asks the server 500 ms after the last keystroke, once, for what was typed', async () => {
    const server = fakeServer(({ url }) =>
      url.pathname === LIST
        ? page([
            { codeId: 1, referralCode: 'ASHA2024', isActive: true, userType: 'V', vendorName: 'Asha Rao' },
          ])
        : undefined,
    );
    renderScreen(<ReferralCodesScreen />, { server, path: '/referral-codes' });
    await screen.findByText('ASHA2024');
    await typeIntoSearch(
      screen.getByRole('searchbox', { name: 'Search referral codes...' }),
      'ASHA',
      DEBOUNCE_MS.referralCodes,
      {
        notYet: () => {
          expect(searchesTo(server, LIST)).toEqual([]);
          expect(currentUrl().searchParams.get('q')).toBeNull();
        },
        applied: () => {
          expect(currentUrl().searchParams.get('q')).toBe('ASHA');
          expect(searchesTo(server, LIST)).toEqual(['ASHA']);
        },
      },
    );
  });
});
