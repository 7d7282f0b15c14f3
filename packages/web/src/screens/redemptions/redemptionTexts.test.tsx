import { catalogue } from '@marketplace-admin/sdk';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupIcons } from '../../app/icons';
import { roomForGrids } from '../../test/grid';
import { fakeServer, page, renderScreen, watchToasts } from '../../test/renderScreen';
import RedemptionsScreen from './index';

let giveBack: () => void;
beforeAll(async () => {
  await setupIcons();
  giveBack = roomForGrids();
});
afterAll(() => giveBack());
const toasts = watchToasts();
beforeEach(() => toasts.clear());
afterEach(() => cleanup());

const PENDING = '/redemptionrequest/v1/pending';
const request = (n: number) => ({
  redeemRequestId: n,
  RedemptionId: null,
  requestUserType: 'V',
  requestUserId: n,
  userName: `User ${n}`,
  redeemMethod: 'UPI',
  redeemTokens: 100,
  redeemRate: 0.1,
  redeemValue: 10,
  requestDateTime: `2026-01-0${n}T10:00:00Z`,
  status: 'Pending',
});
const server = () =>
  fakeServer(({ url, method }) =>
    method === 'GET' && url.pathname === PENDING ? page([request(1), request(2)]) : undefined,
  );

describe("redemption texts come from the catalogue (the CLI's words too)", () => {
  it("Delete asks 'Delete this redemption request?', and No sends nothing", async () => {
    const s = server();
    renderScreen(<RedemptionsScreen />, { server: s, path: '/redemptions' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete request 2' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText(catalogue.redemption.confirmDelete)).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: /cancel|no/i }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(s.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  it('bulk approve: its title, question and count from the catalogue', async () => {
    renderScreen(<RedemptionsScreen />, { server: server(), path: '/redemptions' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select request 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select request 2' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Approve selected/ }));
    const dialog = await screen.findByRole('dialog', { name: catalogue.redemption.bulkApprove.title });
    expect(within(dialog).getByText(catalogue.redemption.bulkApprove.intro(2))).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: catalogue.redemption.bulkApprove.submit(2) }),
    ).toBeTruthy();
  });
});
