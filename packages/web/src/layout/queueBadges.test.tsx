import { cleanup, fireEvent, screen } from '@testing-library/react';
import { catalogue } from '@marketplace-admin/sdk';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QUEUE_REFRESH_MS } from '../app/constants';
import { setupIcons } from '../app/icons';
import { fakeClock, fakeServer, json, page, renderScreen, type FakeServer } from '../test/renderScreen';
import { ACCOUNT_NAV, MAIN_NAV } from './nav';
import { Sidebar } from './Sidebar';

beforeAll(async () => {
  await setupIcons();
});
afterEach(() => {
  setHidden(false);
  vi.useRealTimers();
  cleanup();
});

const REDEMPTIONS = '/redemptionrequest/v1/pending';
const REVIEWS = '/ReviewRating/v1/pending-moderation';
const FLAGS = '/ReviewRating/flagged';

/** A server whose queue lengths the test sets; `failing` answers 500 for that list. */
function queueServer(
  counts: { redemptions: number; reviews: number; flags: number },
  failing?: string,
): FakeServer {
  const totals: Record<string, () => number> = {
    [REDEMPTIONS.toLowerCase()]: () => counts.redemptions,
    [REVIEWS.toLowerCase()]: () => counts.reviews,
    [FLAGS.toLowerCase()]: () => counts.flags,
  };
  return fakeServer(({ url }) => {
    const path = url.pathname.toLowerCase();
    if (failing && path === failing.toLowerCase()) return json({ success: false, message: 'Down' }, 500);
    const total = totals[path];
    return total ? page([], total()) : undefined;
  });
}
const countReads = (s: FakeServer) => s.requestsTo(REDEMPTIONS).length;

function renderSidebar(s: FakeServer, collapsed = false) {
  return renderScreen(
    <Sidebar
      main={MAIN_NAV}
      account={ACCOUNT_NAV}
      collapsed={collapsed}
      onLogout={() => undefined}
      loggingOut={false}
    />,
    { server: s, path: '/dashboard' },
  );
}

/** A sidebar entry's badge as the eye sees it (null: none) and as a screen reader says it (the link's description). */
function badge(label: string): { shown: string | null; said: string | null; dot: boolean } {
  const link = screen.getByRole('link', { name: label });
  const described = link.getAttribute('aria-describedby');
  const item = link.closest('li')!;
  return {
    shown: item.querySelector('.mpa-queue-badge')?.textContent ?? null,
    said: described ? (document.getElementById(described)?.textContent ?? null) : null,
    dot: item.querySelector('.mpa-queue-dot') !== null,
  };
}

function setHidden(hidden: boolean): void {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
}

describe('the sidebar queue badges', () => {
  it('wait for the screen to paint, then show the counts; read again every 60 s while visible, not while hidden, and on coming back', async () => {
    const counts = { redemptions: 12, reviews: 5, flags: 2 };
    const s = queueServer(counts);
    const clock = fakeClock();
    renderSidebar(s);
    await clock.advance(0);
    expect(countReads(s)).toBe(0); // not before the screen's first paint
    await clock.advance(200);
    expect(countReads(s)).toBe(1);
    expect(badge('Redemptions')).toEqual({
      shown: '12',
      said: catalogue.queues.redemptionsPending(12),
      dot: false,
    });
    expect(badge('Moderate Reviews')).toEqual({
      shown: '5 · 2',
      said: catalogue.queues.reviewsWaiting(5, 2),
      dot: false,
    });
    expect(badge('Vendors')).toEqual({ shown: null, said: null, dot: false });

    Object.assign(counts, { redemptions: 11, flags: 0 });
    await clock.advance(QUEUE_REFRESH_MS - 1);
    expect(countReads(s)).toBe(1);
    expect(badge('Redemptions').shown).toBe('12');
    await clock.advance(1);
    expect(countReads(s)).toBe(2);
    expect(badge('Redemptions')).toEqual({
      shown: '11',
      said: catalogue.queues.redemptionsPending(11),
      dot: false,
    });
    expect(badge('Moderate Reviews')).toEqual({
      shown: '5',
      said: catalogue.queues.reviewsWaiting(5, 0),
      dot: false,
    });

    // a tab in the background asks nothing, however long
    setHidden(true);
    await clock.advance(QUEUE_REFRESH_MS * 3);
    expect(countReads(s)).toBe(2);
    // back in front: read at once
    counts.redemptions = 9;
    setHidden(false);
    fireEvent(document, new Event('visibilitychange'));
    await clock.advance(0);
    expect(countReads(s)).toBe(3);
    expect(badge('Redemptions').shown).toBe('9');
  });

  it('a count the server cannot give hides that badge only; none shows for an empty queue', async () => {
    const s = queueServer({ redemptions: 4, reviews: 0, flags: 0 }, REDEMPTIONS);
    const clock = fakeClock();
    renderSidebar(s);
    await clock.advance(200);
    expect(s.requestsTo(FLAGS)).toHaveLength(1);
    expect(badge('Redemptions')).toEqual({ shown: null, said: null, dot: false });
    expect(badge('Moderate Reviews')).toEqual({ shown: null, said: null, dot: false });
  });

  it('collapsed: a dot on the icon, the count in the link description and tooltip', async () => {
    const s = queueServer({ redemptions: 3, reviews: 0, flags: 1 });
    const clock = fakeClock();
    renderSidebar(s, true);
    await clock.advance(200);
    expect(badge('Redemptions')).toEqual({
      shown: null,
      said: catalogue.queues.redemptionsPending(3),
      dot: true,
    });
    expect(badge('Moderate Reviews')).toEqual({
      shown: null,
      said: catalogue.queues.reviewsWaiting(0, 1),
      dot: true,
    });
    expect(screen.getByRole('link', { name: 'Redemptions' }).title).toBe(
      `Redemptions: ${catalogue.queues.redemptionsPending(3)}`,
    );
  });
});
