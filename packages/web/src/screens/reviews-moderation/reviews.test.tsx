import { cleanup, screen } from '@testing-library/react';
import { DEBOUNCE_MS } from '@marketplace-admin/sdk';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupIcons } from '../../app/icons';
import { currentUrl, fakeServer, page, renderScreen, searchesTo, typeIntoSearch } from '../../test/renderScreen';
import ReviewsModerationScreen from './index';

beforeAll(async () => {
  await setupIcons();
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const PENDING = '/ReviewRating/v1/pending-moderation';
const REVIEW = { reviewID: 1, reviewTitle: 'Quick and tidy', reviewText: 'Fixed the tap in ten minutes.', rating: 5, createdAt: '2026-01-05T10:00:00Z' };

describe('reviews search', () => {
  // the spec names no review debounce: the screen uses the 500 ms of its other lists
  it('asks the server 500 ms after the last keystroke, once, for what was typed', async () => {
    const server = fakeServer(({ url }) => (url.pathname === PENDING ? page([REVIEW]) : undefined));
    renderScreen(<ReviewsModerationScreen />, { server, path: '/reviews-moderation' });
    await screen.findByText('Quick and tidy');
    await typeIntoSearch(screen.getByRole('searchbox', { name: 'Search reviews...' }), 'tidy', DEBOUNCE_MS.services, {
      notYet: () => {
        expect(searchesTo(server, PENDING)).toEqual([]);
        expect(currentUrl().searchParams.get('q')).toBeNull();
      },
      applied: () => {
        expect(currentUrl().searchParams.get('q')).toBe('tidy');
        expect(searchesTo(server, PENDING)).toEqual(['tidy']);
      },
    });
  });
});
