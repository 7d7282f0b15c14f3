import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catalogue, type RedemptionRequest } from '@marketplace-admin/sdk';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupIcons } from '../../app/icons';
import { fakeServer, json, page, renderScreen, type SeenRequest } from '../../test/renderScreen';
import { BulkApprove } from './BulkApprove';

beforeAll(async () => {
  await setupIcons();
});
afterEach(cleanup);

const request = (id: number, userName: string): RedemptionRequest => ({
  redeemRequestId: id,
  RedemptionId: null,
  requestUserType: 'V',
  userName,
  redeemMethod: 'UPI',
  redeemTokens: 100,
  redeemRate: 0.1,
  redeemValue: 10,
  requestDateTime: '2025-06-01T00:00:00Z',
  status: 'Pending',
  note: null,
});

const idOf = (r: SeenRequest): number =>
  Number((JSON.parse(String(r.body)) as { RedeemRequestId: number }).RedeemRequestId);
const summary = (): string | undefined =>
  screen.getAllByRole('status').find((s) => s.classList.contains('mpa-bulk-summary'))?.textContent ??
  undefined;
const row = (id: number): HTMLElement =>
  screen.getAllByRole('row').find((r) => within(r).queryAllByRole('cell')[0]?.textContent === String(id))!;

describe('the panel’s bulk Retry: the SDK runner’s outcomes, never a guess', () => {
  it('a failed request the lists do not show stays failed ("could not be confirmed") and is not sent again; once a list shows it decided, it is already processed', async () => {
    const requests = [request(1, 'Asha Rao'), request(2, 'Vikram Das')];
    let shownAs: 'nowhere' | 'Approved' = 'nowhere';
    const server = fakeServer((req) => {
      const path = req.url.pathname.toLowerCase();
      if (req.method === 'POST' && path === '/redemption/v1/redeem') {
        return idOf(req) === 2
          ? json({ success: false, message: 'Internal server error' }, 500)
          : { success: true, message: 'Redemption request updated', data: {} };
      }
      // #2 was decided meanwhile, but no read shows it until `shownAs` says so (pages shifted under the reader)
      if (path === '/redemptionrequest/v1/approved' && shownAs === 'Approved')
        return page([{ ...requests[1], status: 'Approved' }]);
      return undefined;
    });
    renderScreen(<BulkApprove requests={requests} onClose={() => undefined} onFinished={() => undefined} />, {
      server,
      path: '/redemptions',
    });
    fireEvent.change(screen.getByLabelText(/Note/), { target: { value: 'Paid in batch 7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve 2' }));
    await screen.findByRole('button', { name: 'Retry failed (1)' });
    expect(row(1).textContent).toContain(catalogue.operations.done);
    expect(row(2).textContent).toContain('Internal server error');

    fireEvent.click(screen.getByRole('button', { name: 'Retry failed (1)' }));
    await waitFor(() => expect(row(2).textContent).toContain(catalogue.operations.notConfirmed));
    expect(row(2).textContent).toContain(catalogue.operations.failed);
    expect(summary()).toBe('2 of 2 processed: 1 succeeded, 0 already processed, 1 failed');
    await screen.findByRole('button', { name: 'Retry failed (1)' });
    // looked up (by the user's name) but never written again: it may have been decided
    expect(server.requestsTo('/Redemption/v1/redeem').filter((r) => idOf(r) === 2)).toHaveLength(1);
    expect(
      server
        .requestsTo('/redemptionrequest/v1/pending')
        .some((r) => r.url.searchParams.get('Search') === 'Vikram Das'),
    ).toBe(true);

    shownAs = 'Approved';
    fireEvent.click(screen.getByRole('button', { name: 'Retry failed (1)' }));
    await waitFor(() => expect(row(2).textContent).toContain(catalogue.operations.alreadyProcessed));
    expect(row(2).textContent).toContain('Approved');
    expect(summary()).toBe('2 of 2 processed: 1 succeeded, 1 already processed, 0 failed');
    expect(server.requestsTo('/Redemption/v1/redeem').filter((r) => idOf(r) === 2)).toHaveLength(1);
  });
});
