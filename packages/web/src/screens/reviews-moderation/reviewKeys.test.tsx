import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupIcons } from '../../app/icons';
import { fakeServer, page, renderScreen, watchToasts } from '../../test/renderScreen';
import ReviewsModerationScreen from './index';

beforeAll(async () => {
  await setupIcons();
});
watchToasts();
afterEach(() => cleanup());

const PENDING = '/ReviewRating/v1/pending-moderation';
const APPROVED = '/ReviewRating/v1/approved-reviews';
const REJECTED = '/ReviewRating/v1/rejected-reviews';
const MODERATE = '/ReviewRating/v1/moderate-review';
const review = (n: number) => ({
  reviewID: n,
  reviewTitle: `Review ${n}`,
  reviewText: `Text ${n}`,
  rating: 4,
  createdAt: `2026-01-${String((n % 28) + 1).padStart(2, '0')}T10:00:00Z`,
});

/** A key pressed where focus is now (the page itself when nothing has it), as a keyboard would. */
const press = (key: string, init: KeyboardEventInit = {}) =>
  act(() => {
    fireEvent.keyDown(document.activeElement ?? document.body, {
      key,
      code: key.length === 1 && /[a-z]/i.test(key) ? `Key${key.toUpperCase()}` : key,
      ...init,
    });
  });
const activeTitle = () => document.querySelector('[role="article"][aria-current="true"] h2')?.textContent;
const said = () => document.querySelector('.mpa-queue-live')?.textContent;
const list = () => screen.getByRole('list', { name: 'Pending reviews' });

describe('review queue keys', () => {
  it('j and k move the active card by index through the windowed list: it stays active while scrolled away, and j from it draws the next one', async () => {
    const reviews = Array.from({ length: 40 }, (_, i) => review(i + 1));
    renderScreen(<ReviewsModerationScreen />, {
      server: fakeServer(({ url }) => (url.pathname === PENDING ? page(reviews) : undefined)),
      path: '/reviews-moderation',
    });
    await screen.findByRole('article', { name: 'Review 1' });
    await press('j');
    expect(activeTitle()).toBe('Review 1');
    expect(document.activeElement?.getAttribute('aria-current')).toBe('true'); // focus follows it
    for (let i = 0; i < 11; i++) await press('ArrowDown');
    await waitFor(() => expect(activeTitle()).toBe('Review 12'));
    expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Review 12' }));
    expect(list().scrollTop).toBeGreaterThan(0);

    // scrolled back to the top: card 12 is no longer drawn, yet it is still the active one
    list().scrollTop = 0;
    fireEvent.scroll(list());
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Review 12' })).toBeNull());
    await press('j');
    await waitFor(() => expect(activeTitle()).toBe('Review 13'));
    expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Review 13' }));
    await press('k');
    await waitFor(() => expect(activeTitle()).toBe('Review 12'));
  });

  it('a key whose action the tab does not offer does nothing and says so; r rejects the active card and the next takes its place', async () => {
    let approved = [review(1), review(2)];
    const server = fakeServer(({ url, method }) => {
      if (url.pathname === APPROVED) return page(approved);
      if (url.pathname === REJECTED) return page([review(3)]);
      if (method === 'POST' && url.pathname === MODERATE) {
        approved = approved.slice(1);
        return { success: true, message: 'Review published' };
      }
      return undefined;
    });
    renderScreen(<ReviewsModerationScreen />, { server, path: '/reviews-moderation?tab=approved' });
    await screen.findByRole('article', { name: 'Review 1' });
    await press('j');
    await press('a');
    expect(said()).toBe('Approve is not offered on the Approved tab.');
    await press('x');
    expect(said()).toBe('Reviews are selected on the Pending tab only.');
    expect(server.requestsTo(MODERATE)).toEqual([]);

    await press('r');
    await waitFor(() => expect(said()).toBe('Review "Review 1" rejected. Next: Review "Review 2", 1 of 1.'));
    expect(JSON.parse(String(server.requestsTo(MODERATE)[0].body))).toEqual({
      reviewId: 1,
      ModeratedStatus: 'R',
      moderatorNotes: '',
    });
    expect(activeTitle()).toBe('Review 2');

    fireEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    await screen.findByRole('article', { name: 'Review 3' });
    await press('j');
    await press('r');
    expect(said()).toBe('Reject is not offered on the Rejected tab.');
    expect(server.requestsTo(MODERATE)).toHaveLength(1);
  });

  it('typed in a field, keys are text; Esc leaves the field for the card, and the keys work again', async () => {
    const server = fakeServer(({ url }) =>
      url.pathname === PENDING ? page([review(1), review(2)]) : undefined,
    );
    renderScreen(<ReviewsModerationScreen />, { server, path: '/reviews-moderation' });
    await screen.findByRole('article', { name: 'Review 1' });
    await press('/');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search reviews...' }));
    await press('j');
    expect(activeTitle()).toBeUndefined();

    await press('Escape');
    await press('j');
    await press('n');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Moderator notes for Review 1')),
    );
    await press('a');
    await press('j');
    expect(server.requestsTo(MODERATE)).toEqual([]);
    expect(activeTitle()).toBe('Review 1');
    await press('Escape');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Review 1' })),
    );
    await press('j');
    expect(activeTitle()).toBe('Review 2');
  });
});
