import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupIcons } from '../../app/icons';
import { roomForGrids } from '../../test/grid';
import { currentUrl, fakeServer, page, renderScreen, watchToasts } from '../../test/renderScreen';
import RedemptionsScreen from './index';

let giveBack: () => void;
beforeAll(async () => {
  await setupIcons();
  giveBack = roomForGrids();
});
afterAll(() => giveBack());
watchToasts();
afterEach(() => cleanup());

const PENDING = '/redemptionrequest/v1/pending';
const APPROVED = '/redemptionrequest/v1/approved';
const REDEEM = '/Redemption/v1/redeem';
const request = (n: number, status = 'Pending') => ({
  redeemRequestId: n,
  RedemptionId: null,
  requestUserType: 'V',
  requestUserId: n,
  userName: `User ${n}`,
  redeemMethod: 'UPI',
  redeemTokens: 100,
  redeemRate: 0.1,
  redeemValue: 10,
  requestDateTime: `2026-01-${String(n).padStart(2, '0')}T10:00:00Z`,
  status,
});
/** 12 pending requests, 10 a page (the spec's default). */
const ALL = Array.from({ length: 12 }, (_, i) => request(i + 1));
const server = () =>
  fakeServer(({ url }) => {
    if (url.pathname === APPROVED) return page([request(40, 'Approved')]);
    if (url.pathname !== PENDING) return undefined;
    const p = Number(url.searchParams.get('Page') ?? 1);
    return page(ALL.slice((p - 1) * 10, p * 10), ALL.length);
  });

const press = (key: string, init: KeyboardEventInit = {}) =>
  act(() => {
    fireEvent.keyDown(document.activeElement ?? document.body, {
      key,
      code: key.length === 1 && /[a-z]/i.test(key) ? `Key${key.toUpperCase()}` : key,
      ...init,
    });
  });
/** The active request's ID (its identifying cell carries aria-current). */
const active = () => document.querySelector('.mpa-grid [aria-current="true"]')?.textContent;
const said = () => document.querySelector('.mpa-queue-live')?.textContent;

describe('redemption queue keys', () => {
  it("a opens the active request's redeem form with Approved chosen and the note focused, and sends nothing; r switches it to Rejected", async () => {
    const s = server();
    renderScreen(<RedemptionsScreen />, { server: s, path: '/redemptions' });
    await screen.findByRole('button', { name: 'Redeem request 1' });
    await press('j');
    await press('j');
    expect(active()).toBe('2');
    expect(said()).toBe('Request #2, User 2, UPI, value 10 (2 of 12)');
    await press('a');
    const form = await screen.findByRole('region', { name: /^Redeem request #2\b/ });
    expect((form.querySelector('#redeem-status') as HTMLSelectElement).value).toBe('Approved');
    await waitFor(() => expect(document.activeElement?.id).toBe('redeem-note'));
    expect(said()).toBe('Request #2: redeem form open, status Approved. Write the note.');
    await press('r'); // typed into the note: not a shortcut
    expect((form.querySelector('#redeem-status') as HTMLSelectElement).value).toBe('Approved');
    await press('Escape');
    expect(document.activeElement?.id).not.toBe('redeem-note');
    await press('r');
    expect((form.querySelector('#redeem-status') as HTMLSelectElement).value).toBe('Rejected');
    await waitFor(() => expect(document.activeElement?.id).toBe('redeem-note'));
    expect(s.requestsTo(REDEEM)).toEqual([]);
  });

  it('j past the last row of a page turns to the next and makes its first request active; k before the first turns back to the last', async () => {
    renderScreen(<RedemptionsScreen />, { server: server(), path: '/redemptions' });
    await screen.findByRole('button', { name: 'Redeem request 1' });
    for (let i = 0; i < 10; i++) await press('j');
    expect(active()).toBe('10');
    await press('j');
    await waitFor(() => expect(active()).toBe('11'));
    expect(currentUrl().searchParams.get('page')).toBe('2');
    expect(said()).toBe('Request #11, User 11, UPI, value 10 (11 of 12)');
    await press('j');
    await press('j');
    expect(said()).toBe('This is the last request.');
    await press('k');
    await press('k');
    await waitFor(() => expect(active()).toBe('10'));
    expect(currentUrl().searchParams.get('page')).toBeNull();
  });

  it('on the Approved tab, the keys of pending requests say they belong to the Pending tab', async () => {
    const s = server();
    renderScreen(<RedemptionsScreen />, { server: s, path: '/redemptions?tab=Approved' });
    await screen.findByRole('button', { name: 'Delete request 40' });
    await press('j');
    expect(active()).toBe('40');
    for (const [key, init] of [
      ['a', {}],
      ['x', {}],
      ['A', { shiftKey: true }],
    ] as const) {
      await press(key, init);
      expect(said()).toMatch(/on the Pending tab only; approved requests are decided\.$/);
    }
    expect(screen.queryByRole('region', { name: /^Redeem request/ })).toBeNull();
  });
});
